#include "report/report_text.h"
#include "report/date_entry.h"
#include "store/class_store.h"
#include "study.h"
#include "teacher_calendar.h"
#include "teacher_class_choice.h"
#include "teacher_student_model.h"

#include <QDateTime>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimeZone>
#include <QTest>

using namespace astrolabe;

// The teacher view's models: the class chooser over a real class file (create, rename, choose,
// archive, refused names), the class table's time column written as the PDF writes it, and the
// calendar of the period's date fields in both languages.
class TestTeacherModels : public QObject
{
    Q_OBJECT

private slots:
    void theTableRoundsTimeAsTheReportDoes_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("text");
        // 1 h 58 min 40 s: the nearest minute is 1 h 59.
        QTest::newRow("en hours") << "en" << qint64(7120000) << "1 h 59 min";
        QTest::newRow("en minutes") << "en" << qint64(20 * 60000 + 29000) << "20 min";
        QTest::newRow("fa hours") << "fa" << qint64(7120000) << QString();
    }
    void theTableRoundsTimeAsTheReportDoes()
    {
        QFETCH(QString, language);
        QFETCH(qint64, ms);
        QFETCH(QString, text);
        report::StudentSummary student;
        student.name = QStringLiteral("Sara");
        student.id = QStringLiteral("id-1");
        student.total.timeSpentMs = ms;
        TeacherStudentModel model;
        model.setStudents({student}, language, 0, QTimeZone::utc(), 7);
        const QModelIndex row = model.index(0, 0);
        const QString shown = row.data(TeacherStudentModel::TimeSpentTextRole).toString();
        QCOMPARE(shown, report::ReportText(language, QTimeZone::systemTimeZone()).duration(ms));
        if (!text.isEmpty())
            QCOMPARE(shown, text);
        QCOMPARE(row.data(TeacherStudentModel::StudentIdRole).toString(), QStringLiteral("id-1"));
    }

    // A lesson with no answer is "not started", apart from a lesson answered and forgotten
    // (0 %); a student whose newest answer is 7 or more calendar days before the period's end
    // is flagged, and one with no answer at all says so.
    void notStartedAndInactiveStandApart()
    {
        constexpr qint64 kDay = 86400000LL;
        const qint64 end = 1764410400000LL; // 2025-11-29 10:00 UTC
        report::StudentSummary sara;
        sara.name = QStringLiteral("Sara");
        sara.lessons.resize(2);
        sara.lessons[0].learned = 3;
        sara.lessons[0].averageRecall = 0.0;
        sara.lessons[1].learned = 0;
        sara.lastAnswerMs = end - 8 * kDay;
        report::StudentSummary omid = sara;
        omid.name = QStringLiteral("Omid");
        omid.lastAnswerMs = end - 6 * kDay;
        report::StudentSummary lena = sara;
        lena.name = QStringLiteral("Lena");
        lena.lastAnswerMs = 0;
        TeacherStudentModel model;
        model.setStudents({sara, omid, lena}, QStringLiteral("en"), end, QTimeZone::utc(), 7);
        // Rows by name: Lena, Omid, Sara.
        QCOMPARE(model.index(0, 0).data(TeacherStudentModel::NameRole).toString(), QStringLiteral("Lena"));
        const QModelIndex first = model.index(2, 0);
        QCOMPARE(first.data(TeacherStudentModel::MasteryTextsRole).toStringList(),
                 (QStringList{QStringLiteral("0%"), QStringLiteral("—")}));
        QCOMPARE(first.data(TeacherStudentModel::LessonNamesRole).toStringList(),
                 (QStringList{QStringLiteral("Lesson 1: 0%"), QStringLiteral("Lesson 2: not started")}));
        QCOMPARE(first.data(TeacherStudentModel::InactiveRole).toBool(), true);
        QCOMPARE(first.data(TeacherStudentModel::InactiveTextRole).toString(),
                 QStringLiteral("Inactive for 8 days"));
        QCOMPARE(model.index(1, 0).data(TeacherStudentModel::InactiveRole).toBool(), false);
        QCOMPARE(model.index(1, 0).data(TeacherStudentModel::InactiveTextRole).toString(), QString());
        QCOMPARE(model.index(0, 0).data(TeacherStudentModel::InactiveTextRole).toString(),
                 QStringLiteral("No answers yet"));
        // A threshold of 5 days flags Omid too.
        model.setStudents({sara, omid, lena}, QStringLiteral("en"), end, QTimeZone::utc(), 5);
        QCOMPARE(model.index(1, 0).data(TeacherStudentModel::InactiveTextRole).toString(),
                 QStringLiteral("Inactive for 6 days"));
        // In Persian, the same in Persian digits.
        model.setStudents({sara}, QStringLiteral("fa"), end, QTimeZone::utc(), 7);
        QVERIFY(model.index(0, 0).data(TeacherStudentModel::MasteryTextsRole).toStringList()
                    .at(0).contains(QChar(0x06F0)));
    }

    // The column heads order the rows; the same head again turns the order round, and the
    // order is kept when the class is summarised again.
    void theTableSortsByAnyColumn()
    {
        const auto student = [](const char *name, int reviews, double recall, qint64 lastMs) {
            report::StudentSummary s;
            s.name = QString::fromUtf8(name);
            s.total.reviews = reviews;
            s.lessons.resize(1);
            s.lessons[0].questions = 8;
            s.lessons[0].learned = recall > 0 ? 8 : 0;
            s.lessons[0].averageRecall = recall;
            s.lastAnswerMs = lastMs;
            return s;
        };
        const QVector<report::StudentSummary> students = {
            student("Sara", 40, 0.9, 3000), student("Ali", 10, 0.2, 1000),
            student("Omid", 25, 0.0, 2000)};
        TeacherStudentModel model;
        const auto names = [&model] {
            QStringList out;
            for (int r = 0; r < model.rowCount(); ++r)
                out << model.index(r, 0).data(TeacherStudentModel::NameRole).toString();
            return out;
        };
        model.setStudents(students, QStringLiteral("en"), 5000, QTimeZone::utc(), 7);
        QCOMPARE(names(), (QStringList{QStringLiteral("Ali"), QStringLiteral("Omid"),
                                       QStringLiteral("Sara")}));
        model.sortBy(QStringLiteral("answers"));
        QCOMPARE(names(), (QStringList{QStringLiteral("Ali"), QStringLiteral("Omid"),
                                       QStringLiteral("Sara")}));
        model.sortBy(QStringLiteral("answers"));
        QVERIFY(model.sortDescending());
        QCOMPARE(names(), (QStringList{QStringLiteral("Sara"), QStringLiteral("Omid"),
                                       QStringLiteral("Ali")}));
        // The weakest mastery first; a lesson not started before any started one.
        model.sortBy(QStringLiteral("column"), 0);
        QCOMPARE(names(), (QStringList{QStringLiteral("Omid"), QStringLiteral("Ali"),
                                       QStringLiteral("Sara")}));
        // The longest inactive first.
        model.sortBy(QStringLiteral("lastActive"));
        QCOMPARE(names(), (QStringList{QStringLiteral("Ali"), QStringLiteral("Omid"),
                                       QStringLiteral("Sara")}));
        model.setStudents(students, QStringLiteral("en"), 5000, QTimeZone::utc(), 7);
        QCOMPARE(model.sortKey(), QStringLiteral("lastActive"));
        QCOMPARE(names(), (QStringList{QStringLiteral("Ali"), QStringLiteral("Omid"),
                                       QStringLiteral("Sara")}));
        // Unknown keys and columns change nothing.
        model.sortBy(QStringLiteral("shoe size"));
        model.sortBy(QStringLiteral("column"), 7);
        QCOMPARE(model.sortKey(), QStringLiteral("lastActive"));
        model.sortBy(QStringLiteral("name"));
        model.sortBy(QStringLiteral("name"));
        QCOMPARE(names(), (QStringList{QStringLiteral("Sara"), QStringLiteral("Omid"),
                                       QStringLiteral("Ali")}));
    }

    void theChooserKeepsClassesInTheFile()
    {
        QTemporaryDir data;
        const QString path = store::ClassStore::pathIn(data.path());
        TeacherClassChoice classes;
        QSignalSpy chosen(&classes, &TeacherClassChoice::chosenChanged);
        classes.setOpener([path](QString *error) { return store::ClassStore::open(path, error); },
                          [] { return qint64(1764410400000LL); });
        QCOMPARE(classes.rowCount(), 1);
        QCOMPARE(classes.currentName(), QStringLiteral("My class"));

        QVERIFY(classes.create(QStringLiteral("7B")));
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(classes.currentName(), QStringLiteral("7B"));
        QCOMPARE(classes.currentIndex(), 0); // "7B" sorts before "My class"
        QCOMPARE(classes.rowCount(), 2);

        QVERIFY(!classes.create(QStringLiteral("7b")));
        QCOMPARE(classes.error(), QStringLiteral("There is already a class named 7B."));
        QCOMPARE(classes.rowCount(), 2);
        classes.clearError();
        QVERIFY(classes.error().isEmpty());

        QVERIFY(classes.rename(QStringLiteral("7A")));
        QCOMPARE(chosen.count(), 1); // renaming does not change which class is shown
        QCOMPARE(classes.index(0).data(TeacherClassChoice::NameRole).toString(),
                 QStringLiteral("7A"));

        QVERIFY(classes.choose(1));
        QCOMPARE(chosen.count(), 2);
        QCOMPARE(classes.currentName(), QStringLiteral("My class"));
        QVERIFY(classes.setArchived(true));
        QVERIFY(classes.currentArchived());
        QCOMPARE(classes.index(1).data(TeacherClassChoice::LabelRole).toString(),
                 QStringLiteral("My class (archived)"));

        // Another window (or the command line) opening the file sees the same choice.
        QString error;
        auto store = store::ClassStore::open(path, &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->current().name, QStringLiteral("My class"));
        QVERIFY(store->current().archived());
        // ... and while it holds the file, a change says why it cannot be made.
        QVERIFY(!classes.setArchived(false));
        QCOMPARE(classes.error(), QStringLiteral("The class is open in another Astrolabe window."));
        store.reset();
        QVERIFY(classes.setArchived(false));
        QVERIFY(!classes.currentArchived());
    }

    // The date fields' calendar at the study's clock (2 March 2026, 11 Esfand 1404): a typed
    // day stepped by days and months (from today when the field holds no date), and a month's
    // page of 42 days from the week's first day, in the study's language, following it.
    void theCalendarStepsDaysAndPagesMonths()
    {
        Study::Options options;
        options.clock = [] { return qint64(1772445600000); }; // 2026-03-02 10:00 UTC
        Study study(options);
        TeacherCalendar calendar;
        calendar.setStudy(&study);
        const QString en = QStringLiteral("en");
        const QDate today =
            QDateTime::fromMSecsSinceEpoch(study.now(), QTimeZone::systemTimeZone()).date();
        QCOMPARE(calendar.shiftedDay(QStringLiteral("2026-02-28"), 1, 0),
                 QStringLiteral("2026-03-01"));
        QCOMPARE(calendar.shiftedDay(QStringLiteral("2026-01-31"), 0, 1),
                 QStringLiteral("2026-02-28"));
        QCOMPARE(calendar.shiftedDay(QString(), -1, 0),
                 report::DateEntry::text(today.addDays(-1), en));
        QCOMPARE(calendar.monthTitle(QStringLiteral("2026-02-10"), 0),
                 QStringLiteral("February 2026"));
        QCOMPARE(calendar.monthTitle(QStringLiteral("2026-02-10"), -1),
                 QStringLiteral("January 2026"));
        QCOMPARE(calendar.weekdayNames().size(), 7);

        // February 2026 begins on a Sunday: its page runs from 1 February to 14 March.
        const QVariantList days = calendar.monthDays(QStringLiteral("2026-02-10"), 0);
        QCOMPARE(days.size(), 42);
        const QVariantMap first = days.first().toMap();
        QCOMPARE(first.value(QStringLiteral("entry")).toString(), QStringLiteral("2026-02-01"));
        QCOMPARE(first.value(QStringLiteral("label")).toString(), QStringLiteral("1"));
        QVERIFY(first.value(QStringLiteral("inMonth")).toBool());
        const QVariantMap last = days.last().toMap();
        QCOMPARE(last.value(QStringLiteral("entry")).toString(), QStringLiteral("2026-03-14"));
        QVERIFY(!last.value(QStringLiteral("inMonth")).toBool());
        int todays = 0;
        for (const QVariant &day : days) {
            const QVariantMap map = day.toMap();
            if (map.value(QStringLiteral("today")).toBool()) {
                ++todays;
                QCOMPARE(map.value(QStringLiteral("entry")).toString(),
                         report::DateEntry::text(today, en));
            }
        }
        QCOMPARE(todays, 1);

        // In Persian: Jalali days in Persian digits, weeks from Saturday.
        study.setLanguage(QStringLiteral("fa"));
        QCOMPARE(calendar.shiftedDay(QStringLiteral("۱۴۰۴/۱۲/۰۱"), 1, 0),
                 QStringLiteral("۱۴۰۴/۱۲/۰۲"));
        QCOMPARE(calendar.monthTitle(QStringLiteral("۱۴۰۴/۱۲/۰۱"), 0),
                 QStringLiteral("اسفند ۱۴۰۴"));
        QCOMPARE(calendar.weekdayNames(), report::DateEntry::weekdayNames(QStringLiteral("fa")));
        // 1 Esfand 1404 (20 February 2026) is a Friday: its page starts on Saturday 25 Bahman.
        const QVariantMap firstOfEsfand =
            calendar.monthDays(QStringLiteral("۱۴۰۴/۱۲/۰۱"), 0).at(0).toMap();
        QCOMPARE(firstOfEsfand.value(QStringLiteral("entry")).toString(),
                 QStringLiteral("۱۴۰۴/۱۱/۲۵"));
    }
};

QTEST_MAIN(TestTeacherModels)
#include "tst_teacher_models.moc"
