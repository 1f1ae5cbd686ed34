#include "cli_runner.h"
#include "interface_language.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe;

// Counts are written with real plural forms: "1 day", "2 days" in English (astrolabe_en.ts),
// and in Persian a singular noun after Persian digits («۱ روز»، «۲ روز»), in a few places
// across the window, the teacher view, the reports' messages and the command line.
class TestStudentPlurals : public QObject
{
    Q_OBJECT

    static QString translated(const char *context, const char *source, int n)
    {
        return QCoreApplication::translate(context, source, nullptr, n);
    }

private slots:
    void cleanupTestCase() { InterfaceLanguage::apply(QStringLiteral("en")); }

    void countsReadNaturally_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("source");
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("expected");
        const QString days = QStringLiteral("%n day(s)");
        const QString students = QStringLiteral("The class: %n student(s)");
        const QString files = QStringLiteral("Last import: %1 of %n file(s) merged");
        const QString seconds = QStringLiteral("Too many wrong tries: wait %n second(s).");
        const QString added = QStringLiteral("Added %1 with %n answer(s).");
        const QString stats = QStringLiteral("astrolabe::StatsSummary");
        const QString table = QStringLiteral("TeacherClassTable");
        const QString imports = QStringLiteral("TeacherImportResults");
        const QString pin = QStringLiteral("astrolabe::TeacherPin");
        const QString report = QStringLiteral("astrolabe::report");
        const QString en = QStringLiteral("en");
        const QString fa = QStringLiteral("fa");
        QTest::newRow("en 0 days") << en << stats << days << 0 << "0 days";
        QTest::newRow("en 1 day") << en << stats << days << 1 << "1 day";
        QTest::newRow("en 2 days") << en << stats << days << 2 << "2 days";
        QTest::newRow("en 1 student") << en << table << students << 1 << "The class: 1 student";
        QTest::newRow("en 2 students") << en << table << students << 2 << "The class: 2 students";
        QTest::newRow("en 1 of 1 file") << en << imports << files << 1
                                        << "Last import: %1 of 1 file merged";
        QTest::newRow("en 2 seconds") << en << pin << seconds << 2
                                      << "Too many wrong tries: wait 2 seconds.";
        QTest::newRow("en 1 second") << en << pin << seconds << 1
                                     << "Too many wrong tries: wait 1 second.";
        QTest::newRow("en 1 answer") << en << report << added << 1 << "Added %1 with 1 answer.";
        QTest::newRow("fa 0 days") << fa << stats << days << 0 << "۰ روز";
        QTest::newRow("fa 1 day") << fa << stats << days << 1 << "۱ روز";
        QTest::newRow("fa 2 days") << fa << stats << days << 2 << "۲ روز";
        QTest::newRow("fa 1 student") << fa << table << students << 1 << "کلاس: ۱ دانش‌آموز";
        QTest::newRow("fa 2 students") << fa << table << students << 2 << "کلاس: ۲ دانش‌آموز";
        QTest::newRow("fa 2 seconds") << fa << pin << seconds << 2
                                      << "تلاش‌های نادرست زیاد شد: ۲ ثانیه صبر کنید.";
        QTest::newRow("fa 12 answers") << fa << report << added << 12 << "%1 با ۱۲ پاسخ افزوده شد.";
    }

    void countsReadNaturally()
    {
        QFETCH(QString, language);
        QFETCH(QString, context);
        QFETCH(QString, source);
        QFETCH(int, n);
        QFETCH(QString, expected);
        QVERIFY(InterfaceLanguage::apply(language));
        QCOMPARE(translated(context.toUtf8().constData(), source.toUtf8().constData(), n),
                 expected);
    }

    // The command line speaks English with real plurals.
    void theCommandLineCountsInEnglish()
    {
        QTemporaryDir dir;
        const auto created =
            test::runCli(dir.path(),
                         {QStringLiteral("profile"), QStringLiteral("create"),
                          QStringLiteral("Solo"), QStringLiteral("--simulate"), QStringLiteral("1"),
                          QStringLiteral("--seed"), QStringLiteral("3")});
        QCOMPARE(created.exitCode, 0);
        QVERIFY2(created.out.startsWith(
                     QStringLiteral("Created the profile \"Solo\" with 1 simulated day: ")),
                 qPrintable(created.out));
        const auto validated =
            test::runCli(dir.path(), {QStringLiteral("content"), QStringLiteral("validate")});
        QCOMPARE(validated.exitCode, 0);
        // The summary, after any warning lines (glossary terms, longest options).
        const QString summary = validated.out.trimmed().split(QLatin1Char('\n')).last();
        // Counts of many, each with its plural (the course grows lesson by lesson, issue 18).
        static const QRegularExpression counts(QStringLiteral(
            "^\\d+ lessons, \\d+ questions, \\d+ propositions: no problems"));
        QVERIFY2(counts.match(summary).hasMatch(), qPrintable(summary));
    }
};

QTEST_MAIN(TestStudentPlurals)
#include "tst_student_plurals.moc"
