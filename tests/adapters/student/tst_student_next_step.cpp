#include "interface_language.h"
#include "lesson_progress.h"
#include "next_step.h"
#include "app.h"
#include "sky_model.h"
#include "store/profile_directory.h"
#include "store/store.h"
#include "study_fixture.h"
#include "study_preferences.h"

#include <QSignalSpy>
#include <QTest>

using astrolabe::InterfaceLanguage;
using astrolabe::LessonProgress;
using astrolabe::NextStep;
using astrolabe::SkyModel;

namespace {

QStringList questionsOf(StudyFixture &fixture, const QString &lessonId)
{
    return fixture.pack().lesson(lessonId)->questionIds();
}

QStringList lessonsInOrder(StudyFixture &fixture)
{
    QStringList ids;
    for (const auto &chapter : fixture.pack().chapters())
        ids << chapter.lessonIds;
    return ids;
}

} // namespace

// What a new student is offered next: the sky's main button (NextStep) is never dead, the
// lesson page and the results page know the learner's progress and the next lesson
// (LessonProgress), a star of a lesson not yet studied names its lesson (SkyModel), the
// welcome shows once per new profile (StudyPreferences) and can rename it (ProfileSwitcher).
class TstStudentNextStep : public QObject
{
    Q_OBJECT

private slots:
    // The window's English, with its plural forms ("1 question", "8 questions").
    void initTestCase() { QVERIFY(InterfaceLanguage::apply(QStringLiteral("en"))); }

    void aNewProfileStartsLessonOne()
    {
        StudyFixture fixture;
        NextStep step;
        step.setStudy(&fixture.study());
        QCOMPARE(step.action(), NextStep::StartLesson);
        QCOMPARE(step.lessonId(), lessonsInOrder(fixture).first());
        QCOMPARE(step.lessonPosition(), 1);
        QCOMPARE(step.text(), QStringLiteral("Start lesson 1"));
        QCOMPARE(step.path(), QStringLiteral("lesson/") + step.lessonId());
        QVERIFY2(step.description().contains(step.lessonTitle()), qPrintable(step.description()));
        QVERIFY(!step.lessonTitle().isEmpty());
    }

    void aLessonBegunIsContinuedAndAFinishedOneLeadsToTheNext()
    {
        StudyFixture fixture;
        const QStringList lessons = lessonsInOrder(fixture);
        const QStringList first = questionsOf(fixture, lessons.at(0));
        for (int i = 0; i < 3; ++i)
            QVERIFY(fixture.answer(first.at(i), i != 1)); // one of them wrong
        NextStep step;
        step.setStudy(&fixture.study());
        QCOMPARE(step.action(), NextStep::ContinueLesson);
        QCOMPARE(step.lessonId(), lessons.at(0));
        QCOMPARE(step.text(), QStringLiteral("Continue lesson 1"));
        QCOMPARE(step.path(), QStringLiteral("lesson/%1/questions").arg(lessons.at(0)));

        QSignalSpy changed(&step, &NextStep::changed);
        for (int i = 3; i < first.size(); ++i)
            QVERIFY(fixture.answer(first.at(i), false));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(step.action(), NextStep::StartLesson);
        QCOMPARE(step.lessonId(), lessons.at(1));
        QCOMPARE(step.text(), QStringLiteral("Start lesson 2"));
    }

    void somethingDueIsReviewedFirst()
    {
        StudyFixture fixture;
        NextStep step;
        step.setStudy(&fixture.study());
        QSignalSpy changed(&step, &NextStep::changed);
        step.setDueCount(3);
        QCOMPARE(step.action(), NextStep::Review);
        QCOMPARE(step.text(), QStringLiteral("Review 3 due"));
        QVERIFY(step.path().isEmpty());
        step.setDueCount(2);
        QCOMPARE(step.text(), QStringLiteral("Review 2 due"));
        QCOMPARE(changed.count(), 2);
        step.setDueCount(0);
        QCOMPARE(step.action(), NextStep::StartLesson);
    }

    void everythingLearnedSaysWhenTheNextReviewIs()
    {
        StudyFixture fixture;
        for (const QString &lesson : lessonsInOrder(fixture))
            for (const QString &id : questionsOf(fixture, lesson))
                QVERIFY(fixture.answer(id));
        NextStep step;
        step.setStudy(&fixture.study());
        QCOMPARE(step.action(), NextStep::Rest);
        // Right first answers come back after a learning step of minutes: later today.
        QCOMPARE(step.text(), QStringLiteral("Next review later today"));
        QCOMPARE(step.path(), QStringLiteral("course"));
        QVERIFY(step.description().contains(step.text()));

        // A day on, with nothing answered since, the sky would count them due; told nothing is
        // due, the button names the day of the next review.
        fixture.advanceDays(1.0 / 24);
        for (const QString &lesson : lessonsInOrder(fixture))
            for (const QString &id : questionsOf(fixture, lesson))
                QVERIFY(fixture.answer(id));
        QCOMPARE(step.action(), NextStep::Rest);
        QVERIFY2(step.text().startsWith(QStringLiteral("Next review on ")),
                 qPrintable(step.text()));
        QVERIFY2(step.text().contains(QStringLiteral("2026")), qPrintable(step.text()));
    }

    void persianNumbersInPersian()
    {
        StudyFixture fixture;
        NextStep step;
        step.setStudy(&fixture.study());
        fixture.study().setLanguage(QStringLiteral("fa"));
        QVERIFY2(step.text().contains(QChar(0x06F1)), qPrintable(step.text())); // ۱
        QVERIFY(!step.text().contains(QLatin1Char('1')));
    }

    void lessonProgressCountsAndLeadsToTheNextLesson()
    {
        StudyFixture fixture;
        const QStringList lessons = lessonsInOrder(fixture);
        LessonProgress progress;
        progress.setStudy(&fixture.study());
        progress.setLessonId(lessons.at(0));
        QVERIFY(!progress.begun());
        QVERIFY(progress.progressText().isEmpty());
        QCOMPARE(progress.questionCount(), 8);
        QCOMPARE(progress.nextLessonId(), lessons.at(1));
        QCOMPARE(progress.nextLessonPosition(), 2);
        QVERIFY(!progress.nextLessonTitle().isEmpty());

        const QStringList first = questionsOf(fixture, lessons.at(0));
        for (int i = 0; i < 3; ++i)
            QVERIFY(fixture.answer(first.at(i)));
        QVERIFY(progress.begun());
        QVERIFY(!progress.finished());
        QCOMPARE(progress.learnedCount(), 3);
        QCOMPARE(progress.unlearnedIds(), first.mid(3));
        QCOMPARE(progress.progressText(),
                 QStringLiteral("You have learned 3 of 8 questions. Not yet answered: 5."));

        for (int i = 3; i < first.size(); ++i)
            QVERIFY(fixture.answer(first.at(i)));
        QVERIFY(progress.finished());
        QVERIFY(progress.unlearnedIds().isEmpty());
        QVERIFY2(progress.progressText().startsWith(
                     QStringLiteral("You have learned all 8 questions of this lesson.")),
                 qPrintable(progress.progressText()));

        progress.setLessonId(lessons.last());
        QVERIFY(progress.nextLessonId().isEmpty());
    }

    void aStarOfALessonNotYetStudiedNamesItsLesson()
    {
        StudyFixture fixture;
        SkyModel sky;
        sky.setStudy(&fixture.study());
        const QStringList lessons = lessonsInOrder(fixture);
        // Every star names its lesson, says it is not studied and shows no exam question.
        for (int row = 0; row < sky.rowCount(); ++row) {
            const QVariantMap star = sky.star(row);
            QVERIFY(!star.value(QStringLiteral("lessonStudied")).toBool());
            QCOMPARE(star.value(QStringLiteral("title")).toString(),
                     star.value(QStringLiteral("lessonTitle")).toString());
            const QString name = star.value(QStringLiteral("accessibleName")).toString();
            QVERIFY2(name.startsWith(QStringLiteral("Star %1 of ").arg(row + 1)), qPrintable(name));
            QVERIFY2(name.contains(star.value(QStringLiteral("lessonTitle")).toString()),
                     qPrintable(name));
            QVERIFY2(name.contains(QStringLiteral("not yet studied")), qPrintable(name));
            QVERIFY2(!name.contains(QChar(0x2026)), qPrintable(name)); // no "the scores …"
            QVERIFY(!star.value(QStringLiteral("stateText")).toString().isEmpty());
        }

        // Once a lesson is begun, its stars are its questions again.
        QVERIFY(fixture.answer(questionsOf(fixture, lessons.at(1)).constFirst()));
        const QStringList second = questionsOf(fixture, lessons.at(1));
        const QVariantMap studied = sky.star(sky.indexOf(second.at(1)));
        QVERIFY(studied.value(QStringLiteral("lessonStudied")).toBool());
        QVERIFY(studied.value(QStringLiteral("title")).toString() !=
                studied.value(QStringLiteral("lessonTitle")).toString());
        QCOMPARE(studied.value(QStringLiteral("stateText")).toString(),
                 QStringLiteral("Not yet studied"));
        const QString third = questionsOf(fixture, lessons.at(2)).constFirst();
        const QVariantMap other = sky.star(sky.indexOf(third));
        QVERIFY(!other.value(QStringLiteral("lessonStudied")).toBool());
    }

    void theWelcomeIsWantedOncePerNewProfile()
    {
        StudyFixture fixture;
        astrolabe::StudyPreferences own(&fixture.study());
        astrolabe::StudyPreferences *preferences = &own;
        QVERIFY(preferences->welcomeWanted());
        QSignalSpy seen(preferences, &astrolabe::StudyPreferences::welcomeSeenChanged);
        preferences->setWelcomeSeen(true);
        QCOMPARE(seen.count(), 1);
        QVERIFY(!preferences->welcomeWanted());
        QCOMPARE(fixture.study().store()->settings().value(QStringLiteral("welcome_seen")),
                 QStringLiteral("1"));
        preferences->setWelcomeSeen(false);
        QVERIFY(preferences->welcomeWanted());

        // A profile with answers is no first start, welcome seen or not.
        QVERIFY(fixture.answer(questionsOf(fixture, lessonsInOrder(fixture).first()).first()));
        QVERIFY(!preferences->welcomeWanted());
    }

    void theWelcomeRenamesTheOpenProfile()
    {
        QTemporaryDir dir;
        astrolabe::Study::Options options;
        options.dataDir = dir.path();
        options.clock = [] { return StudyFixture::kStartMs; };
        astrolabe::App app(options);
        astrolabe::ProfileSwitcher *profiles = app.profiles();
        QVERIFY(profiles->openProfile(QString())); // a first start: "Learner"
        auto *session = app.session();
        QCOMPARE(session->profileName(), QStringLiteral("Learner"));

        QCOMPARE(profiles->renameOpenProfile(QStringLiteral("  Maya ")), QString());
        QVERIFY(profiles->isOpen());
        QCOMPARE(session->profileName(), QStringLiteral("Maya"));
        const auto entries = astrolabe::store::ProfileDirectory(dir.path()).list();
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.first().name, QStringLiteral("Maya"));

        // The same name: nothing to do; a blank one: refused, the profile stays open as it was.
        QCOMPARE(profiles->renameOpenProfile(QStringLiteral("Maya")), QString());
        const QString blank = profiles->renameOpenProfile(QStringLiteral("   "));
        QVERIFY(!blank.isEmpty());
        QVERIFY(profiles->isOpen());
        QCOMPARE(session->profileName(), QStringLiteral("Maya"));

        // In lab mode renaming is the teacher's.
        session->setLabMode(true);
        QVERIFY(!profiles->renameOpenProfile(QStringLiteral("Sam")).isEmpty());
        session->setLabMode(false);
        QCOMPARE(session->profileName(), QStringLiteral("Maya"));
        profiles->closeProfile();
    }
};

QTEST_GUILESS_MAIN(TstStudentNextStep)
#include "tst_student_next_step.moc"
