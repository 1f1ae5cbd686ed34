#include "store/profile_file_name.h"

#include <QCryptographicHash>

namespace astrolabe::store {

namespace {
constexpr int kMaxReadableChars = 32;
constexpr int kHashHexDigits = 16;
} // namespace

QString profileFileStem(const QString &profileName)
{
    const QString normalised = profileName.normalized(QString::NormalizationForm_C);
    QString readable;
    for (const QChar c : normalised) {
        if (readable.size() >= kMaxReadableChars)
            break;
        const char16_t u = c.unicode();
        if ((u >= 'a' && u <= 'z') || (u >= '0' && u <= '9'))
            readable += c;
        else if (u >= 'A' && u <= 'Z')
            readable += QChar(u - 'A' + 'a');
        else if (!readable.isEmpty() && !readable.endsWith(QLatin1Char('-')))
            readable += QLatin1Char('-');
    }
    while (readable.endsWith(QLatin1Char('-')))
        readable.chop(1);
    if (readable.isEmpty())
        readable = QStringLiteral("profile");
    const QByteArray hash =
        QCryptographicHash::hash(normalised.toUtf8(), QCryptographicHash::Sha256).toHex();
    return readable + QLatin1Char('-') + QString::fromLatin1(hash.left(kHashHexDigits));
}

QString profileFileName(const QString &profileName)
{
    return profileFileStem(profileName) + QStringLiteral(".sqlite");
}

} // namespace astrolabe::store
