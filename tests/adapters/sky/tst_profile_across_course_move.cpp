#include "content/course_outline.h"
#include "content/pack_loader.h"
#include "report/report_period.h"
#include "report/student_log.h"
#include "report/student_summary.h"
#include "review/review_service.h"
#include "sky_constellation_model.h"
#include "sky_model.h"
#include "stats_summary.h"
#include "store/profile_directory.h"
#include "store/store.h"
#include "study.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace astrolabe;

// Issue 18 moved the 8 lessons of the first course into the plan's chapters (docs/course-plan.md):
// the seed lesson to chapter I, masking to V, positions to VI, cost to VII, and their order
// changed. A profile made with the course before the move (its items in the old order, answers
// in six of the lessons) opens with today's course with nothing lost: the same answers, the same
// memory and due dates, every answered star lit in its lesson's new region, the same progress
// per lesson, and the same statistics and report figures.
class TstProfileAcrossCourseMove : public QObject
{
    Q_OBJECT

    static constexpr qint64 kDayMs = 24 * 60 * 60 * 1000;
    static constexpr qint64 kStartMs = 1772445600000; // 2026-03-02 10:00 UTC
    // The lessons in the order the course had before the move (three chapters: I the first
    // three, II projections and positions, III the last three).
    const QStringList m_oldOrder = {QStringLiteral("learned-lookup"),
                                    QStringLiteral("softmax"),
                                    QStringLiteral("scaling"),
                                    QStringLiteral("projections"),
                                    QStringLiteral("positions"),
                                    QStringLiteral("masking"),
                                    QStringLiteral("multi-head"),
                                    QStringLiteral("cost")};
    // What the learner answered: lesson -> its questions (first right, second wrong).
    const QMap<QString, QStringList> m_answered = {
        {QStringLiteral("learned-lookup"),
         {QStringLiteral("learned-lookup.q1"), QStringLiteral("learned-lookup.q4")}},
        {QStringLiteral("softmax"), {QStringLiteral("softmax.q2")}},
        {QStringLiteral("projections"),
         {QStringLiteral("projections.q1"), QStringLiteral("projections.q6")}},
        {QStringLiteral("positions"), {QStringLiteral("positions.q4")}},
        {QStringLiteral("masking"), {QStringLiteral("masking.q1"), QStringLiteral("masking.q9")}},
        {QStringLiteral("cost"), {QStringLiteral("cost.q1")}},
    };
    QTemporaryDir m_dir;
    qint64 m_now = kStartMs;
    QHash<QString, memory::MemoryState> m_statesBefore;
    qint64 m_reviewsBefore = 0;

    // How many answered questions are due at m_now, from the memory as it was before the move.
    int dueBefore() const
    {
        int due = 0;
        for (const memory::MemoryState &state : m_statesBefore)
            due += state.dueMs <= m_now ? 1 : 0;
        return due;
    }

    void makeProfileBeforeTheMove()
    {
        const store::ProfileDirectory profiles(m_dir.path());
        store::OpenOptions options = profiles.openOptions(QStringLiteral("Before"), m_now);
        const content::CourseOutline course = content::CourseOutline::bundled();
        options.courseId = course.courseId();
        const content::ContentPack &pack = content::PackLoader::bundled();
        for (const QString &lesson : m_oldOrder)
            options.itemIds += pack.lesson(lesson)->questionIds();
        QString error;
        auto db = store::Store::open(profiles.pathFor(QStringLiteral("Before")), options, &error);
        QVERIFY2(db, qPrintable(error));
        review::ReviewService service(*db, [this] { return m_now; });
        for (const QStringList &questions : m_answered) {
            for (int i = 0; i < questions.size(); ++i) {
                review::AnswerInput answer;
                answer.itemId = questions.at(i);
                answer.correct = i == 0;
                answer.durationMs = 25000;
                QVERIFY2(service.recordAnswer(answer, &error), qPrintable(error));
                m_now += 60 * 1000;
            }
        }
        m_statesBefore = db->states().all();
        m_reviewsBefore = db->reviews().count();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        makeProfileBeforeTheMove();
        QCOMPARE(m_statesBefore.size(), 9);
        m_now += 2 * kDayMs;
        QVERIFY(dueBefore() >= 3); // at least the three wrong answers
    }

    void theCourseMoved()
    {
        const content::ContentPack &pack = content::PackLoader::bundled();
        QCOMPARE(pack.lesson(QStringLiteral("learned-lookup"))->chapterId, QStringLiteral("I"));
        QCOMPARE(pack.lesson(QStringLiteral("masking"))->chapterId, QStringLiteral("V"));
        QCOMPARE(pack.lesson(QStringLiteral("positions"))->chapterId, QStringLiteral("VI"));
        QCOMPARE(pack.lesson(QStringLiteral("cost"))->chapterId, QStringLiteral("VII"));
        QStringList order;
        for (const auto &chapter : pack.chapters())
            order += chapter.lessonIds;
        QVERIFY(order != m_oldOrder);
        // Every old lesson is still there; the lessons issue 18 adds come on top.
        for (const QString &id : m_oldOrder)
            QVERIFY2(order.contains(id), qPrintable(id));
    }

    void itOpensWithEverythingItHad()
    {
        Study::Options options;
        options.dataDir = m_dir.path();
        options.clock = [this] { return m_now; };
        auto context = std::make_unique<Study>(options);
        const Study::Opening opening = context->open(QStringLiteral("Before"));
        QVERIFY2(opening.ok, qPrintable(opening.error));
        const review::ReviewService &service = *context->service();

        // The items follow today's course order; the log and the memory are untouched.
        QCOMPARE(service.itemIds(), context->pack()->questionIds());
        QCOMPARE(context->store()->reviews().count(), m_reviewsBefore);
        const QHash<QString, memory::MemoryState> states = context->store()->states().all();
        QCOMPARE(states.size(), m_statesBefore.size());
        for (auto it = m_statesBefore.cbegin(); it != m_statesBefore.cend(); ++it) {
            QVERIFY2(states.contains(it.key()), qPrintable(it.key()));
            QCOMPARE(states.value(it.key()).dueMs, it.value().dueMs);
            QCOMPARE(states.value(it.key()).stability, it.value().stability);
        }
        int dueAnswered = 0;
        for (const review::DueItem &item : service.dueQueue())
            dueAnswered += item.isNew ? 0 : 1;
        QCOMPARE(dueAnswered, dueBefore());

        // The sky: each answered star lit, in its lesson's constellation, in the new region.
        SkyModel sky;
        sky.setStudy(context.get());
        QCOMPARE(sky.learnedCount(), 9);
        QCOMPARE(sky.dueNowCount(), dueBefore());
        QStringList answered;
        for (const QStringList &questions : m_answered)
            answered += questions;
        for (int row = 0; row < sky.rowCount(); ++row) {
            const QModelIndex index = sky.index(row);
            const QString id = sky.data(index, SkyModel::QuestionIdRole).toString();
            const int state = sky.data(index, SkyModel::StateRole).toInt();
            QVERIFY2((state != int(SkyModel::Unseen)) == answered.contains(id), qPrintable(id));
        }
        const auto &rows = sky.constellations()->rows();
        // A constellation per lesson of the course, the moved 8 and the ones issue 18 adds.
        QCOMPARE(rows.size(), int(content::CourseOutline::bundled().lessons().size()));
        for (const auto &row : rows)
            QCOMPARE(row.learnedCount, m_answered.value(row.lessonId).size());

        StatsSummary stats;

        stats.setStudy(context.get());
        QCOMPARE(stats.totalReviews(), 9);
        QCOMPARE(stats.dueNowCount(), dueBefore());
    }

    void theReportCountsEachLessonAsBefore()
    {
        const store::ProfileDirectory profiles(m_dir.path());
        QString error;
        auto db = store::Store::open(profiles.pathFor(QStringLiteral("Before")),
                                     profiles.openOptions(QStringLiteral("Before"), m_now), &error);
        QVERIFY2(db, qPrintable(error));
        report::ReportPeriod period;
        period.nowMs = m_now;
        const report::StudentSummary summary = report::summarizeStudent(
            report::studentLogOf(*db), content::CourseOutline::bundled(), period);
        QCOMPARE(summary.total.reviews, 9);
        QCOMPARE(summary.total.dueNow, dueBefore());
        int lessons = 0;
        for (const report::LessonSummary &lesson : summary.lessons) {
            QCOMPARE(lesson.reviews, m_answered.value(lesson.lessonId).size());
            ++lessons;
        }
        QCOMPARE(lessons, int(content::CourseOutline::bundled().lessons().size()));
    }
};

QTEST_MAIN(TstProfileAcrossCourseMove)
#include "tst_profile_across_course_move.moc"
