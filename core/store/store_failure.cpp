#include "store/store_failure.h"

#include <QRegularExpression>
#include <QSqlError>

namespace astrolabe::store {

namespace {

// SQLite's primary result codes (sqlite3.h); Qt SQL reports them as the native error code.
enum SqliteCode {
    kPerm = 3,
    kBusy = 5,
    kLocked = 6,
    kReadOnly = 8,
    kIoErr = 10,
    kCorrupt = 11,
    kFull = 13,
    kCantOpen = 14,
    kNotADb = 26,
};

const QLatin1String kPrefix("SQLite error ");

} // namespace

QString sqliteDetail(const QSqlError &error)
{
    QString text = error.databaseText().trimmed();
    if (text.isEmpty())
        text = error.driverText().trimmed();
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    if (!ok || code == 0)
        return text;
    return kPrefix + QString::number(code & 0xff) + QStringLiteral(": ") + text;
}

StoreFailure failureOf(const QString &detail, StoreFailure otherwise)
{
    static const QRegularExpression coded(QStringLiteral("^SQLite error (\\d+):"));
    const QRegularExpressionMatch match = coded.match(detail);
    if (!match.hasMatch())
        return otherwise;
    switch (match.captured(1).toInt()) {
    case kNotADb:
        return StoreFailure::NotADatabase;
    case kCorrupt:
        return StoreFailure::Damaged;
    case kIoErr:
        return StoreFailure::DiskError;
    case kReadOnly:
    case kPerm:
        return StoreFailure::ReadOnly;
    case kBusy:
    case kLocked:
        return StoreFailure::Busy;
    case kFull:
        return StoreFailure::DiskFull;
    case kCantOpen:
        return StoreFailure::CannotOpen;
    default:
        return otherwise;
    }
}

} // namespace astrolabe::store
