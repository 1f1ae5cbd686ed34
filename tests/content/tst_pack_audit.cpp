// The rules of `astrolabe content audit` (content::PackAudit), each on a pack copied from the
// bundled one and made to pass every rule, then broken in one way: the audit must name that
// rule, for that lesson or question, and nothing else.
#include "audit_pack.h"

#include "content/generated_draws.h"
#include "content/longest_option.h"
#include "content/objective_coverage.h"
#include "content/option_order.h"
#include "content/option_place_spread.h"
#include "content/pack_audit.h"
#include "content/pack_loader.h"

#include <QTemporaryDir>

#include <algorithm>
#include <QTranslator>
#include <QTest>

#include <algorithm>

using namespace astrolabe::content;
using namespace astrolabe::test;

namespace {

// Fewer seeds than the command line uses, for speed; the thresholds are the same.
AuditSettings quickSettings()
{
    AuditSettings settings;
    settings.placeAttempts = 600;
    settings.draws = 120;
    return settings;
}

QStringList failureLines(const AuditReport &report)
{
    QStringList lines;
    for (const AuditFailure &failure : report.failures)
        lines << failure.toString();
    return lines;
}

QString rulesOf(const AuditReport &report)
{
    QStringList rules;
    for (const AuditFailure &failure : report.failures)
        rules << (failure.questionId.isEmpty() ? failure.lessonId : failure.questionId)
                     + QLatin1Char(' ') + failure.rule;
    return rules.join(QLatin1Char('|'));
}

} // namespace

class TestPackAudit : public QObject
{
    Q_OBJECT

private:
    // Loads the clean pack after `edit` rewrote one lesson; fails the test on load problems.
    ContentPack cleanPackWith(const QString &lesson, const std::function<void(QJsonObject &)> &edit)
    {
        auto *dir = m_dirs.emplace_back(std::make_unique<QTemporaryDir>()).get();
        if (!makeAuditCleanPack(dir->path()) || (edit && !editLesson(dir->path(), lesson, edit)))
            return {};
        const LoadResult loaded = PackLoader::load(dir->path());
        for (const Problem &problem : loaded.problems)
            qWarning("%s", qPrintable(problem.toString()));
        return loaded.isValid() ? loaded.pack : ContentPack();
    }

    static QJsonObject question(const QJsonObject &lesson, int index)
    {
        return lesson.value(QStringLiteral("questions")).toArray().at(index).toObject();
    }

    static void setQuestion(QJsonObject &lesson, int index, const QJsonObject &question)
    {
        QJsonArray questions = lesson.value(QStringLiteral("questions")).toArray();
        questions[index] = question;
        lesson[QStringLiteral("questions")] = questions;
    }

    std::vector<std::unique_ptr<QTemporaryDir>> m_dirs;

private slots:
    // The English plural forms the command line installs ("2 draws", not "2 draw(s)").
    void initTestCase()
    {
        static QTranslator plurals;
        QVERIFY(plurals.load(QStringLiteral(ASTROLABE_EN_QM)));
        QCoreApplication::installTranslator(&plurals);
    }

    void cleanPackPasses()
    {
        const ContentPack pack = cleanPackWith({}, {});
        QVERIFY(!pack.isEmpty());
        const AuditReport report = PackAudit::run(pack, quickSettings());
        QVERIFY2(report.passed(), qPrintable(failureLines(report).join(QLatin1Char('\n'))));
        QCOMPARE(report.lessons.size(), pack.lessons().size());
        const LessonAudit &first = report.lessons.first();
        QCOMPARE(first.generated, 3);
        QCOMPARE(first.choice, 5);
        QCOMPARE(first.kinds, QStringList{QStringLiteral("causal-pairs/visible-pairs")});
        QCOMPARE(first.rightPlaces.size(), 4);
        QCOMPARE(first.rightPlaces.at(0) + first.rightPlaces.at(1) + first.rightPlaces.at(2)
                     + first.rightPlaces.at(3),
                 5 * 600);
    }

    void fewerThanThreeGeneratedQuestionsFail()
    {
        const ContentPack pack = cleanPackWith(QStringLiteral("masking"), [](QJsonObject &l) {
            QJsonObject third =
                passingChoice(question(l, 2).value(QStringLiteral("id")).toString());
            third[QStringLiteral("objectives")] = QJsonArray{3};
            setQuestion(l, 2, third);
        });
        const AuditReport report = PackAudit::run(pack, quickSettings());
        QCOMPARE(rulesOf(report), QStringLiteral("masking generated-questions"));
        QVERIFY(report.failures.first().message.contains(QLatin1String("2 generated questions")));
    }

    void aConstantAnswerFails()
    {
        // Dividing by √d always flattens: the retired variant's answer never changes.
        const ContentPack pack = cleanPackWith(QStringLiteral("scaling"), [](QJsonObject &l) {
            QJsonObject q = question(l, 1);
            q[QStringLiteral("exercise")] = QStringLiteral("scale-effect");
            q[QStringLiteral("variant")] = QStringLiteral("with-scaling");
            q[QStringLiteral("prompt")] = text(QStringLiteral("{raw_scores}, d = {d}?"),
                                               QStringLiteral("{raw_scores}، d = {d}؟"));
            setQuestion(l, 1, q);
        });
        const AuditReport report = PackAudit::run(pack, quickSettings());
        QVERIFY(!report.passed());
        const AuditFailure &failure = report.failures.first();
        QCOMPARE(failure.questionId, QStringLiteral("scaling.q2"));
        QCOMPARE(failure.rule, QStringLiteral("constant-answer"));
        QVERIFY2(failure.message.contains(QLatin1String("\"flatter\" in all 120 draws")),
                 qPrintable(failure.message));
        for (const AuditFailure &other : report.failures)
            QCOMPARE(other.questionId, QStringLiteral("scaling.q2"));
    }

    void tooManyDegenerateDrawsFail()
    {
        Question plain;
        plain.type = Question::Type::Generated;
        plain.exercise = QStringLiteral("softmax-weights");
        // The generator's raw draws (one seed per attempt) saturate in more than 5 %...
        const DrawTally raw = tallyDraws(plain, 1, 200, 20000, 1);
        QCOMPARE(raw.draws, 200);
        QCOMPARE(raw.seedsSpent, 200);
        QVERIFY2(raw.degenerateRate() > 0.05, "softmax-weights should saturate in > 5 % of draws");
        // ...the window's draw passes over them, spending more seeds.
        const DrawTally shown = tallyDraws(plain, 1, 200, 20000);
        QCOMPARE(shown.draws, 200);
        QCOMPARE(shown.degenerate, 0);
        QVERIFY(shown.seedsSpent >= 200 + raw.degenerate);

        const ContentPack pack = cleanPackWith(QStringLiteral("softmax"), [](QJsonObject &l) {
            QJsonObject q = question(l, 0);
            q.remove(QStringLiteral("variant"));
            q[QStringLiteral("exercise")] = QStringLiteral("softmax-weights");
            q[QStringLiteral("prompt")] = text(QStringLiteral("{scores}?"),
                                               QStringLiteral("{scores}؟"));
            setQuestion(l, 0, q);
        });
        QVERIFY2(PackAudit::run(pack, quickSettings()).passed(), "the window never shows them");
        AuditSettings rawDraws = quickSettings();
        rawDraws.drawTries = 1;
        const AuditReport report = PackAudit::run(pack, rawDraws);
        QCOMPARE(rulesOf(report), QStringLiteral("softmax.q1 degenerate-draws"));
    }

    // Every option of a choice question has its own "why" in both languages.
    void anOptionWithoutItsWhyFails()
    {
        const ContentPack pack = cleanPackWith(QStringLiteral("projections"), [](QJsonObject &l) {
            QJsonObject q = question(l, 4);
            QJsonArray options = q.value(QStringLiteral("options")).toArray();
            QJsonObject second = options.at(1).toObject();
            second.remove(QStringLiteral("why"));
            options[1] = second;
            QJsonObject fourth = options.at(3).toObject();
            fourth[QStringLiteral("why")] = text(QStringLiteral("Only English."), QStringLiteral(" "));
            options[3] = fourth;
            q[QStringLiteral("options")] = options;
            setQuestion(l, 4, q);
        });
        QVERIFY(pack.isEmpty()); // an empty Persian why is refused by the reader...
        const ContentPack missing = cleanPackWith(QStringLiteral("projections"), [](QJsonObject &l) {
            QJsonObject q = question(l, 4);
            QJsonArray options = q.value(QStringLiteral("options")).toArray();
            for (const int i : {1, 3}) {
                QJsonObject option = options.at(i).toObject();
                option.remove(QStringLiteral("why"));
                options[i] = option;
            }
            q[QStringLiteral("options")] = options;
            setQuestion(l, 4, q);
        });
        QVERIFY(!missing.isEmpty()); // ...a missing one loads, and the audit names it
        const AuditReport report = PackAudit::run(missing, quickSettings());
        QCOMPARE(rulesOf(report), QStringLiteral("projections.q10 option-why"));
        QCOMPARE(report.failures.first().message,
                 QStringLiteral("2 options (2, 4) have no \"why\" of their own in both languages."));
        const auto projections = std::find_if(report.lessons.begin(), report.lessons.end(),
                                              [](const LessonAudit &l) {
                                                  return l.lessonId == QLatin1String("projections");
                                              });
        QVERIFY(projections != report.lessons.end());
        QCOMPARE(projections->optionsWithoutWhy, 2);
    }

    void anUnassessedObjectiveFails()
    {
        const ContentPack pack = cleanPackWith(QStringLiteral("cost"), [](QJsonObject &l) {
            QJsonObject q = question(l, 1);
            q.remove(QStringLiteral("objectives"));
            setQuestion(l, 1, q);
        });
        const AuditReport report = PackAudit::run(pack, quickSettings());
        QCOMPARE(rulesOf(report), QStringLiteral("cost unassessed-objective"));
        QVERIFY(report.failures.first().message.startsWith(QLatin1String("no question lists objective 2")));
        QCOMPARE(unassessedObjectives(*pack.lesson(QStringLiteral("cost"))), QVector<int>{2});
    }

    // Three of five right options longest in English only: more than half, so the rule fails
    // in English and not in Persian; two of five passes.
    void mostlyLongestRightOptionsFail_data()
    {
        QTest::addColumn<int>("longest");
        QTest::addColumn<QString>("rules");
        QTest::newRow("2 of 5") << 2 << QString();
        QTest::newRow("3 of 5") << 3 << QStringLiteral("positions longest-option");
    }

    void mostlyLongestRightOptionsFail()
    {
        QFETCH(int, longest);
        QFETCH(QString, rules);
        const ContentPack pack = cleanPackWith(QStringLiteral("positions"), [&](QJsonObject &l) {
            for (int i = 3; i < 3 + longest; ++i) {
                QJsonObject q = question(l, i);
                QJsonArray options = q.value(QStringLiteral("options")).toArray();
                QJsonObject right = text(QStringLiteral("The long right one"), QStringLiteral("اب"));
                right[QStringLiteral("why")] = options.at(1).toObject().value(QStringLiteral("why"));
                options[1] = right;
                q[QStringLiteral("options")] = options;
                setQuestion(l, i, q);
            }
        });
        const Lesson *lesson = pack.lesson(QStringLiteral("positions"));
        QVERIFY(lesson);
        QCOMPARE(longestRightOptions(*lesson, QStringLiteral("en")), longest);
        QCOMPARE(longestRightOptions(*lesson, QStringLiteral("fa")), 0);
        const AuditReport report = PackAudit::run(pack, quickSettings());
        QCOMPARE(rulesOf(report), rules);
        if (!report.passed())
            QVERIFY2(report.failures.first().message.startsWith(QLatin1String("in en, ")),
                     qPrintable(report.failures.first().message));
    }

    // Options shown in pack order put the right one at one place every time.
    void aFixedShownPlaceFails()
    {
        const ContentPack pack = cleanPackWith({}, {});
        AuditSettings settings = quickSettings();
        settings.order = [](int count, quint64) {
            QVector<int> order;
            for (int i = 0; i < count; ++i)
                order << i;
            return order;
        };
        const AuditReport report = PackAudit::run(pack, settings);
        QCOMPARE(report.failures.size(), int(pack.lessons().size()) * 5);
        for (const AuditFailure &failure : report.failures) {
            QCOMPARE(failure.rule, QStringLiteral("shown-place"));
            QVERIFY(failure.message.startsWith(QLatin1String("the right option is shown at one place in 100 %")));
        }
        QCOMPARE(report.lessons.first().rightPlaces, (QVector<int>{0, 5 * 600, 0, 0}));
    }

    // The spread comes from the window's own order function, seed by seed.
    void shownPlacesFollowOptionOrder()
    {
        Question q;
        q.options.resize(4);
        q.correct = 3;
        const QVector<quint64> seeds{7, 8, 9, 10};
        QVector<int> expected(4, 0);
        for (const quint64 seed : seeds)
            ++expected[shownPlace(optionOrder(4, seed), 2)];
        QCOMPARE(rightOptionPlaces(q, seeds), expected);
        QCOMPARE(commonestPlaceShare({1, 3, 0, 0}), 0.75);
        QCOMPARE(commonestPlaceShare({}), 0.0);
    }

    void rightOptionMustBeStrictlyLongest()
    {
        Question q;
        q.options = {{QStringLiteral("abc"), QStringLiteral("اب")},
                     {QStringLiteral("abcd"), QStringLiteral("اب")}};
        q.correct = 2;
        QVERIFY(rightOptionIsLongest(q, QStringLiteral("en")));
        QVERIFY(!rightOptionIsLongest(q, QStringLiteral("fa"))); // a tie is not longest
        q.correct = 1;
        QVERIFY(!rightOptionIsLongest(q, QStringLiteral("en")));
    }

    void theQuestionObjectivesFieldIsChecked()
    {
        QTemporaryDir dir;
        QVERIFY(makeAuditCleanPack(dir.path()));
        QVERIFY(editLesson(dir.path(), QStringLiteral("cost"), [](QJsonObject &l) {
            QJsonObject q = question(l, 0);
            q[QStringLiteral("objectives")] = QJsonArray{4};
            setQuestion(l, 0, q);
        }));
        const LoadResult loaded = PackLoader::load(dir.path());
        QCOMPARE(loaded.problems.size(), 1);
        QCOMPARE(loaded.problems.first().toString(),
                 QStringLiteral("lessons/cost.json: questions[0].objectives: lists the objectives "
                                "the question assesses, each once, by their number: 1 to 3."));
    }
};

QTEST_GUILESS_MAIN(TestPackAudit)
#include "tst_pack_audit.moc"
