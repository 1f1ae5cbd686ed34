#include "content/pack_loader.h"
#include "content/question_draw.h"
#include "content/simulated_answer.h"
#include "exercises/answer_checker.h"

#include <QSet>
#include <QTest>

using namespace astrolabe;

// The demo learner's answers are stored as a real learner's: a right one is the one the app
// would accept for that seed, a wrong one one it would refuse, and a wrong option is one of the
// wrong options of the pack; the same seed gives the same text.
class TestSimulatedAnswer : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { m_pack = content::PackLoader::bundled(); }

    void aChoiceAnswerIsAnOptionNumber()
    {
        const content::Question *q = m_pack.question(QStringLiteral("softmax.q1"));
        QVERIFY(q && q->isChoice());
        QCOMPARE(content::simulatedAnswer(m_pack, q->id, true, 5), QString::number(q->correct));
        QSet<QString> wrong;
        for (quint64 seed = 0; seed < 40; ++seed) {
            const QString given = content::simulatedAnswer(m_pack, q->id, false, seed);
            QCOMPARE(given, content::simulatedAnswer(m_pack, q->id, false, seed));
            wrong.insert(given);
        }
        QCOMPARE(wrong.size(), q->options.size() - 1); // every wrong option, never the right one
        QVERIFY(!wrong.contains(QString::number(q->correct)));
    }

    // Every generated question of the course: right is accepted, wrong refused, by the checker
    // the window uses, on the exercise the seed draws.
    void aGeneratedAnswerIsJudgedAsTheAppJudgesIt()
    {
        int generated = 0;
        for (const QString &id : m_pack.questionIds()) {
            const content::Question *q = m_pack.question(id);
            if (!q->isGenerated())
                continue;
            ++generated;
            const quint64 seed = 1000 + quint64(generated);
            const auto attempt =
                content::QuestionDraw::draw(*q, content::QuestionDraw::countingSeeds(seed), 64);
            QVERIFY2(attempt && attempt->exercise, qPrintable(id));
            const QString right = content::simulatedAnswer(m_pack, id, true, seed);
            const QString wrong = content::simulatedAnswer(m_pack, id, false, seed);
            if (attempt->exercise->answer.type() == exercises::Answer::Type::Choice) {
                QCOMPARE(right, attempt->exercise->answer.choice());
                QVERIFY2(wrong != right && attempt->exercise->answer.options().contains(wrong),
                         qPrintable(id + QStringLiteral(": ") + wrong));
                continue;
            }
            QVERIFY2(exercises::checkTypedAnswer(*attempt->exercise, right).correct(),
                     qPrintable(id + QStringLiteral(": ") + right));
            QVERIFY2(!exercises::checkTypedAnswer(*attempt->exercise, wrong).correct(),
                     qPrintable(id + QStringLiteral(": ") + wrong + QStringLiteral(" against ")
                                + right));
        }
        QVERIFY(generated >= 50);
        QCOMPARE(content::simulatedAnswer(m_pack, QStringLiteral("no.such"), false, 1),
                 QStringLiteral("?"));
    }

private:
    content::ContentPack m_pack;
};

QTEST_GUILESS_MAIN(TestSimulatedAnswer)
#include "tst_simulated_answer.moc"
