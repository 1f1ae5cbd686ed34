#include "security/pbkdf2.h"
#include "security/pin_hash.h"

#include <QTest>

using namespace astrolabe::security;

// PBKDF2-HMAC-SHA256 against published vectors, and the stored form of a PIN.
class TestPinHash : public QObject
{
    Q_OBJECT

private slots:
    void pbkdf2MatchesKnownVectors_data()
    {
        QTest::addColumn<QByteArray>("password");
        QTest::addColumn<QByteArray>("salt");
        QTest::addColumn<int>("iterations");
        QTest::addColumn<QByteArray>("expectedHex");
        // RFC 7914 §11 (the PBKDF2-HMAC-SHA256 test vectors of scrypt's RFC).
        QTest::newRow("RFC 7914, c=1") << QByteArray("passwd") << QByteArray("salt") << 1
            << QByteArray("55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
                          "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783");
        QTest::newRow("RFC 7914, c=80000") << QByteArray("Password") << QByteArray("NaCl") << 80000
            << QByteArray("4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56"
                          "a1d425a1225833549adb841b51c9b3176a272bdebba1d078478f62b397f33c8d");
        // The widely published SHA-256 counterparts of RFC 6070's vectors.
        QTest::newRow("password/salt, c=1") << QByteArray("password") << QByteArray("salt") << 1
            << QByteArray("120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b");
        QTest::newRow("password/salt, c=4096") << QByteArray("password") << QByteArray("salt") << 4096
            << QByteArray("c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a");
        QTest::newRow("long, 40 bytes") << QByteArray("passwordPASSWORDpassword")
            << QByteArray("saltSALTsaltSALTsaltSALTsaltSALTsalt") << 4096
            << QByteArray("348c89dbcbd32b2f32d814b8116e84cf2b17347ebc1800181c4e2a1fb8dd53e1"
                          "c635518c7dac47e9");
    }

    void pbkdf2MatchesKnownVectors()
    {
        QFETCH(QByteArray, password);
        QFETCH(QByteArray, salt);
        QFETCH(int, iterations);
        QFETCH(QByteArray, expectedHex);
        const QByteArray expected = QByteArray::fromHex(expectedHex);
        QCOMPARE(pbkdf2Sha256(password, salt, iterations, int(expected.size())).toHex(),
                 expectedHex);
    }

    void theStoredFormHasTheSchemeAndEnoughIterations()
    {
        const QString stored = pin_hash::create(QStringLiteral("482913"));
        const QStringList parts = stored.split(QLatin1Char('$'));
        QCOMPARE(parts.size(), 4);
        QCOMPARE(parts.at(0), QStringLiteral("pbkdf2-sha256"));
        QVERIFY(parts.at(1).toInt() >= 100000);
        QCOMPARE(QByteArray::fromBase64(parts.at(2).toLatin1()).size(), pin_hash::kSaltBytes);
        QCOMPARE(QByteArray::fromBase64(parts.at(3).toLatin1()).size(), pin_hash::kHashBytes);
        QVERIFY(!stored.contains(QStringLiteral("482913")));
        QVERIFY(pin_hash::matches(QStringLiteral("482913"), stored));
        QVERIFY(!pin_hash::matches(QStringLiteral("482914"), stored));
        QVERIFY(!pin_hash::matches(QString(), stored));
    }

    void eachHashHasItsOwnSalt()
    {
        const QString a = pin_hash::create(QStringLiteral("1234"));
        const QString b = pin_hash::create(QStringLiteral("1234"));
        QVERIFY(a != b);
        QVERIFY(a.split(QLatin1Char('$')).at(2) != b.split(QLatin1Char('$')).at(2));
        QVERIFY(pin_hash::matches(QStringLiteral("1234"), a));
        QVERIFY(pin_hash::matches(QStringLiteral("1234"), b));
    }

    void persianDigitsAreTheSamePin()
    {
        const QString stored = pin_hash::createWithSalt(QStringLiteral("1234"), "salt", 1000);
        QVERIFY(pin_hash::matches(QStringLiteral("۱۲۳۴"), stored));
        QVERIFY(pin_hash::matches(QStringLiteral("١٢٣٤"), stored)); // Arabic-Indic
    }

    void malformedHashesMatchNothing_data()
    {
        QTest::addColumn<QString>("stored");
        QTest::newRow("empty") << QString();
        QTest::newRow("plain text") << QStringLiteral("1234");
        QTest::newRow("other scheme") << QStringLiteral("md5$1$c2FsdA==$AAAA");
        QTest::newRow("zero iterations") << QStringLiteral("pbkdf2-sha256$0$c2FsdA==$AAAA");
        QTest::newRow("bad base64") << QStringLiteral("pbkdf2-sha256$10$***$AAAA");
        QTest::newRow("missing hash") << QStringLiteral("pbkdf2-sha256$10$c2FsdA==$");
    }

    void malformedHashesMatchNothing()
    {
        QFETCH(QString, stored);
        QVERIFY(!pin_hash::isValid(stored));
        QVERIFY(!pin_hash::matches(QStringLiteral("1234"), stored));
    }

    void acceptablePins_data()
    {
        QTest::addColumn<QString>("pin");
        QTest::addColumn<bool>("acceptable");
        QTest::newRow("4 digits") << QStringLiteral("0000") << true;
        QTest::newRow("12 digits") << QStringLiteral("123456789012") << true;
        QTest::newRow("Persian digits") << QStringLiteral("۴۸۲۹") << true;
        QTest::newRow("3 digits") << QStringLiteral("123") << false;
        QTest::newRow("13 digits") << QStringLiteral("1234567890123") << false;
        QTest::newRow("letters") << QStringLiteral("12ab") << false;
        QTest::newRow("empty") << QString() << false;
    }

    void acceptablePins()
    {
        QFETCH(QString, pin);
        QFETCH(bool, acceptable);
        QCOMPARE(pin_hash::acceptable(pin), acceptable);
    }

    void constantTimeEqualsComparesEveryByte_data()
    {
        QTest::addColumn<QByteArray>("a");
        QTest::addColumn<QByteArray>("b");
        QTest::addColumn<bool>("equal");
        QTest::newRow("same") << QByteArray("abcdef") << QByteArray("abcdef") << true;
        QTest::newRow("first byte") << QByteArray("xbcdef") << QByteArray("abcdef") << false;
        QTest::newRow("last byte") << QByteArray("abcdex") << QByteArray("abcdef") << false;
        QTest::newRow("shorter") << QByteArray("abcde") << QByteArray("abcdef") << false;
        QTest::newRow("both empty") << QByteArray() << QByteArray() << true;
    }

    void constantTimeEqualsComparesEveryByte()
    {
        QFETCH(QByteArray, a);
        QFETCH(QByteArray, b);
        QFETCH(bool, equal);
        QCOMPARE(constantTimeEquals(a, b), equal);
    }

    void verificationUsesTheConstantTimeComparison()
    {
        // The check must not use an early-exit comparison (==, memcmp, QByteArray::compare).
        QFile source(QStringLiteral(ASTROLABE_SOURCE_DIR "/core/security/pin_hash.cpp"));
        QVERIFY(source.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(source.readAll());
        const int start = text.indexOf(QStringLiteral("bool matches("));
        QVERIFY(start > 0);
        const QString body = text.mid(start, text.indexOf(QStringLiteral("\n}\n"), start) - start);
        QVERIFY(body.contains(QStringLiteral("constantTimeEquals(")));
        QVERIFY(!body.contains(QStringLiteral("==")));
        QVERIFY(!body.contains(QStringLiteral("memcmp")));
        QVERIFY(!body.contains(QStringLiteral(".compare(")));
    }
};

QTEST_GUILESS_MAIN(TestPinHash)
#include "tst_pin_hash.moc"
