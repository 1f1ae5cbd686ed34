#include "content/course_outline.h"
#include "report/report_period.h"
#include "report/student_log.h"
#include "report/student_summary.h"
#include "review/review_service.h"
#include "sky_model.h"
#include "stats_summary.h"
#include "store/profile_directory.h"
#include "store/store.h"
#include "study.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace astrolabe;

// Question ids are permanent: a question retired from the course keeps its answers in the
// learner's log. A profile made with the course before issue 17 (holding reviews of questions
// that course has since retired) opens with today's course; its statistics and reports still
// count those answers; the retired questions are never due; the questions that replaced them
// are unseen stars on the sky.
class TstProfileWithRetiredQuestions : public QObject
{
    Q_OBJECT

    static constexpr qint64 kDayMs = 24 * 60 * 60 * 1000;
    static constexpr qint64 kStartMs = 1772445600000; // 2026-03-02 10:00 UTC
    const QStringList m_retired = {QStringLiteral("masking.q3"), QStringLiteral("scaling.q6"),
                                   QStringLiteral("cost.q3")};
    const QStringList m_replacements = {QStringLiteral("masking.q9"),
                                        QStringLiteral("scaling.q9"),
                                        QStringLiteral("cost.q10")};
    const QString m_kept = QStringLiteral("masking.q1");
    QTemporaryDir m_dir;
    qint64 m_now = kStartMs;

    // The profile as the earlier course left it: its items include the retired ids, and each
    // of them and one question still in the course were answered once, a month ago.
    void makeOldProfile()
    {
        const store::ProfileDirectory profiles(m_dir.path());
        store::OpenOptions options = profiles.openOptions(QStringLiteral("Old"), m_now);
        const content::CourseOutline course = content::CourseOutline::bundled();
        options.courseId = course.courseId();
        options.itemIds = m_retired + QStringList{m_kept};
        QString error;
        auto db = store::Store::open(profiles.pathFor(QStringLiteral("Old")), options, &error);
        QVERIFY2(db, qPrintable(error));
        review::ReviewService service(*db, [this] { return m_now; });
        for (const QString &id : options.itemIds) {
            review::AnswerInput answer;
            answer.itemId = id;
            answer.correct = true;
            answer.durationMs = 20000;
            QVERIFY2(service.recordAnswer(answer, &error), qPrintable(error));
        }
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        makeOldProfile();
        m_now += 30 * kDayMs; // everything answered is due by now
    }

    void theRetiredIdsAreGoneFromTheCourse()
    {
        const QStringList ids = content::CourseOutline::bundled().questionIds();
        for (const QString &id : m_retired)
            QVERIFY2(!ids.contains(id), qPrintable(id));
        for (const QString &id : m_replacements + QStringList{m_kept})
            QVERIFY2(ids.contains(id), qPrintable(id));
    }

    void itOpensAndSchedulesOnlyTheCourse()
    {
        Study::Options options;
        options.dataDir = m_dir.path();
        options.clock = [this] { return m_now; };
        auto context = std::make_unique<Study>(options);
        const Study::Opening opening = context->open(QStringLiteral("Old"));
        QVERIFY2(opening.ok, qPrintable(opening.error));
        const review::ReviewService &service = *context->service();

        QCOMPARE(service.itemIds(), context->pack()->questionIds());
        QCOMPARE(context->store()->reviews().count(), qint64(4)); // the log keeps every answer
        int dueAnswered = 0;
        for (const review::DueItem &item : service.dueQueue()) {
            QVERIFY2(!m_retired.contains(item.itemId), qPrintable(item.itemId));
            dueAnswered += item.isNew ? 0 : 1;
        }
        QCOMPARE(dueAnswered, 1);
        QCOMPARE(service.dueCountsAt(m_now).now, 1);

        // The sky: the kept question is a due star, the replacements unseen, a star for every
        // question of the course.
        SkyModel sky;
        sky.setStudy(context.get());
        QCOMPARE(sky.rowCount(), int(context->pack()->questionIds().size()));
        QCOMPARE(sky.learnedCount(), 1);
        QCOMPARE(sky.dueNowCount(), 1);
        for (int row = 0; row < sky.rowCount(); ++row) {
            const QModelIndex index = sky.index(row);
            const QString id = sky.data(index, SkyModel::QuestionIdRole).toString();
            QVERIFY2(!m_retired.contains(id), qPrintable(id));
            const int state = sky.data(index, SkyModel::StateRole).toInt();
            if (m_replacements.contains(id))
                QCOMPARE(state, int(SkyModel::Unseen));
            if (id == m_kept)
                QCOMPARE(state, int(SkyModel::Due));
        }

        // Statistics count every answer; the forecast only what can be reviewed.
        StatsSummary stats;
        stats.setStudy(context.get());
        QCOMPARE(stats.totalReviews(), 4);
        QCOMPARE(stats.dueNowCount(), 1);
    }

    void reportsStillCountTheOldAnswers()
    {
        const store::ProfileDirectory profiles(m_dir.path());
        QString error;
        auto db = store::Store::open(profiles.pathFor(QStringLiteral("Old")),
                                     profiles.openOptions(QStringLiteral("Old"), m_now), &error);
        QVERIFY2(db, qPrintable(error));
        report::ReportPeriod period;
        period.nowMs = m_now;
        const report::StudentSummary summary = report::summarizeStudent(
            report::studentLogOf(*db), content::CourseOutline::bundled(), period);
        QCOMPARE(summary.total.reviews, 4);
        QCOMPARE(summary.total.learned, 1);
        QCOMPARE(summary.total.dueNow, 1);
        QCOMPARE(summary.total.timeSpentMs, qint64(4 * 20000));
        for (const report::LessonSummary &lesson : summary.lessons) {
            if (lesson.lessonId == QLatin1String("masking"))
                QCOMPARE(lesson.reviews, 2); // masking.q1 and the retired masking.q3
            if (lesson.lessonId == QLatin1String("scaling")
                || lesson.lessonId == QLatin1String("cost"))
                QCOMPARE(lesson.reviews, 1); // the retired scaling.q6 and cost.q3
        }
    }
};

QTEST_MAIN(TstProfileWithRetiredQuestions)
#include "tst_profile_with_retired_questions.moc"
