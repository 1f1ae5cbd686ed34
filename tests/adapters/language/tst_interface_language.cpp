#include "interface_language.h"
#include "session.h"
#include "study_context.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTemporaryDir>
#include <QtTest>

using astrolabe::InterfaceLanguage;
using astrolabe::Session;
using astrolabe::StudyContext;

// The interface language is remembered per profile; --lang wins over it; Persian brings the
// translation and Persian digits.
class TestInterfaceLanguage : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<StudyContext> open(const QString &dir, const QString &profile)
    {
        StudyContext::Options options;
        options.dataDir = dir;
        options.profileName = profile;
        options.clock = [] { return qint64(1772445600000); };
        QString error;
        auto study = StudyContext::open(options, &error);
        if (!study)
            qFatal("%s", qPrintable(error));
        StudyContext::setCurrent(study.get());
        return study;
    }

private slots:
    void choiceIsRememberedPerProfile()
    {
        QTemporaryDir dir;
        {
            auto study = open(dir.path(), QStringLiteral("Sara"));
            QCOMPARE(InterfaceLanguage::startLanguage(QString()), QStringLiteral("en"));
            Session::instance()->setLanguage(QStringLiteral("fa"));
            StudyContext::setCurrent(nullptr);
        }
        Session::instance()->setLanguage(QStringLiteral("en"));
        {
            auto study = open(dir.path(), QStringLiteral("Sara"));
            QCOMPARE(InterfaceLanguage::startLanguage(QString()), QStringLiteral("fa"));
            QCOMPARE(InterfaceLanguage::startLanguage(QStringLiteral("en")), QStringLiteral("en"));
            StudyContext::setCurrent(nullptr);
        }
        {
            auto other = open(dir.path(), QStringLiteral("Reza"));
            QCOMPARE(InterfaceLanguage::startLanguage(QString()), QStringLiteral("en"));
            StudyContext::setCurrent(nullptr);
        }
    }

    void persianBringsTranslationAndDigits()
    {
        QVERIFY(InterfaceLanguage::apply(QStringLiteral("fa")));
        QCOMPARE(QLocale().toString(42), QStringLiteral("۴۲"));
        QVERIFY(QCoreApplication::translate("StartupErrorPage", "Quit") != QStringLiteral("Quit"));
        QVERIFY(InterfaceLanguage::apply(QStringLiteral("en")));
        QCOMPARE(QLocale().toString(42), QStringLiteral("42"));
        QCOMPARE(QCoreApplication::translate("StartupErrorPage", "Quit"), QStringLiteral("Quit"));
    }
};

QTEST_GUILESS_MAIN(TestInterfaceLanguage)
#include "tst_interface_language.moc"
