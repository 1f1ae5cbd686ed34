#include "security/pin_hash.h"

#include "security/pbkdf2.h"

#include <QRandomGenerator>
#include <QStringList>

namespace astrolabe::security::pin_hash {

namespace {
const QString kScheme = QStringLiteral("pbkdf2-sha256");
constexpr int kMaxIterations = 10000000;

struct Parts
{
    int iterations = 0;
    QByteArray salt;
    QByteArray hash;
};

bool parse(const QString &encoded, Parts *parts)
{
    const QStringList fields = encoded.split(QLatin1Char('$'));
    if (fields.size() != 4 || fields.at(0) != kScheme)
        return false;
    bool ok = false;
    parts->iterations = fields.at(1).toInt(&ok);
    if (!ok || parts->iterations < 1 || parts->iterations > kMaxIterations)
        return false;
    const auto salt = QByteArray::fromBase64Encoding(fields.at(2).toLatin1(),
                                                     QByteArray::AbortOnBase64DecodingErrors);
    const auto hash = QByteArray::fromBase64Encoding(fields.at(3).toLatin1(),
                                                     QByteArray::AbortOnBase64DecodingErrors);
    if (!salt || !hash || salt.decoded.isEmpty() || hash.decoded.isEmpty())
        return false;
    parts->salt = salt.decoded;
    parts->hash = hash.decoded;
    return true;
}
} // namespace

QString normalized(const QString &pin)
{
    QString out;
    for (const QChar c : pin.trimmed()) {
        const int digit = c.digitValue();
        out += digit >= 0 ? QChar(u'0' + digit) : c;
    }
    return out;
}

bool acceptable(const QString &pin)
{
    const QString digits = normalized(pin);
    if (digits.size() < 4 || digits.size() > 12)
        return false;
    for (const QChar c : digits)
        if (c < u'0' || c > u'9')
            return false;
    return true;
}

QString createWithSalt(const QString &pin, const QByteArray &salt, int iterations)
{
    const QByteArray hash = pbkdf2Sha256(normalized(pin).toUtf8(), salt, iterations, kHashBytes);
    return kScheme + QLatin1Char('$') + QString::number(iterations) + QLatin1Char('$')
        + QString::fromLatin1(salt.toBase64()) + QLatin1Char('$')
        + QString::fromLatin1(hash.toBase64());
}

QString create(const QString &pin)
{
    QByteArray salt(kSaltBytes, '\0');
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(salt.data()),
                                          kSaltBytes / int(sizeof(quint32)));
    return createWithSalt(pin, salt, kIterations);
}

bool isValid(const QString &encoded)
{
    Parts parts;
    return parse(encoded, &parts);
}

bool matches(const QString &pin, const QString &encoded)
{
    Parts parts;
    if (!parse(encoded, &parts))
        return false;
    const QByteArray computed = pbkdf2Sha256(normalized(pin).toUtf8(), parts.salt,
                                             parts.iterations, int(parts.hash.size()));
    return constantTimeEquals(computed, parts.hash);
}

} // namespace astrolabe::security::pin_hash
