#include "content/localized_text.h"

#include <QTest>

using astrolabe::content::LocalizedText;

// Content text in the learner's language; formulas inside Persian sentences keep their order.
class TestLocalizedText : public QObject
{
    Q_OBJECT

private slots:
    void textInEachLanguage_data()
    {
        QTest::addColumn<QString>("en");
        QTest::addColumn<QString>("fa");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("expected");
        const QString lrm(QChar(0x200E));
        QTest::newRow("english") << "divide by √d" << QString::fromUtf8("تقسیم بر √d") << "en"
                                 << "divide by √d";
        QTest::newRow("persian root is bound to d")
            << "divide by √d" << QString::fromUtf8("تقسیم بر √d") << "fa"
            << QString::fromUtf8("تقسیم بر ") + lrm + QString::fromUtf8("√d");
        QTest::newRow("persian minus before a number")
            << "" << QString::fromUtf8("امتیاز −∞ و -2") << "fa"
            << QString::fromUtf8("امتیاز ") + lrm + QString::fromUtf8("−∞") + lrm
                   + QString::fromUtf8(" و ") + lrm + QStringLiteral("-2");
        QTest::newRow("a dash between words is left alone")
            << "" << QString::fromUtf8("کلید - مقدار") << "fa" << QString::fromUtf8("کلید - مقدار");
        QTest::newRow("missing persian falls back to english")
            << "weights" << "" << "fa" << "weights";
        // A Persian paragraph that starts with a Latin name or a formula stays right to left.
        const QString rlm(QChar(0x200F));
        QTest::newRow("persian starting with a latin word")
            << "ALiBi adds a bias" << QString::fromUtf8("ALiBi یک سوگیری می‌افزاید") << "fa"
            << rlm + QString::fromUtf8("ALiBi یک سوگیری می‌افزاید");
        QTest::newRow("persian starting with a formula")
            << "n positions" << QString::fromUtf8("\u2066n\u2069 موقعیت") << "fa"
            << rlm + QString::fromUtf8("\u2066n\u2069 موقعیت");
        QTest::newRow("english starting with a latin word is left alone")
            << "ALiBi adds a bias" << QString::fromUtf8("ALiBi یک سوگیری") << "en"
            << "ALiBi adds a bias";
    }

    void textInEachLanguage()
    {
        QFETCH(QString, en);
        QFETCH(QString, fa);
        QFETCH(QString, language);
        QFETCH(QString, expected);
        QCOMPARE(LocalizedText({en, fa}).text(language), expected);
    }
};

QTEST_GUILESS_MAIN(TestLocalizedText)
#include "tst_localized_text.moc"
