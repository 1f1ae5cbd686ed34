// ReviewReplayer, which `memory replay` uses: cards are handed over in the log's order, each with
// exactly the results the scheduler gives its rows one after the other, though two cards are
// replayed side by side; rows before a refused one are still handed over.
#include "memory/card_scheduler.h"
#include "memory/fuzz_seed.h"
#include "memory/review_replayer.h"

#include <QTest>

#include <cmath>
#include <cstring>
#include <random>

using namespace astrolabe::memory;

namespace {

ReviewRow row(const QString &card, qint64 ms, int rating)
{
    ReviewRow r;
    r.cardId = card;
    r.cardBytes = card.toUtf8();
    r.reviewMs = ms;
    r.rating = Rating(rating);
    return r;
}

// The same bits: NaN (a first review's retrievability) equals NaN, and 0.0 is not -0.0.
bool same(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

struct Handed
{
    QString id;
    QByteArray idBytes;
    QList<ReviewReplayer::Step> steps;
    QList<ReviewResult> results;
};

} // namespace

class TstReviewReplayer : public QObject
{
    Q_OBJECT

    // Every row of `rows` through the scheduler alone, card by card, as the reference.
    static QList<ReviewResult> oneByOne(const SchedulerConfig &config,
                                        const QList<ReviewRow> &rows)
    {
        const CardScheduler scheduler(config);
        QList<ReviewResult> out;
        MemoryState state;
        QString card;
        for (const ReviewRow &r : rows) {
            if (r.cardId != card) {
                state = MemoryState{};
                card = r.cardId;
            }
            const quint64 seed = config.enableFuzz ? fuzzSeed(r.cardId, state.reps) : 0;
            out.append(scheduler.review(state, r.rating, r.reviewMs, seed));
            state = out.last().state;
        }
        return out;
    }

    static void compareHanded(const QList<Handed> &handed, const QList<ReviewRow> &rows,
                              const QList<ReviewResult> &expected)
    {
        int i = 0;
        for (const Handed &card : handed) {
            QCOMPARE(card.results.size(), card.steps.size());
            QCOMPARE(card.idBytes, card.id.toUtf8());
            for (int k = 0; k < card.steps.size(); ++k, ++i) {
                QVERIFY(i < rows.size());
                QCOMPARE(card.id, rows.at(i).cardId);
                QCOMPARE(card.steps.at(k).reviewMs, rows.at(i).reviewMs);
                QCOMPARE(card.steps.at(k).rating, rows.at(i).rating);
                const ReviewResult &got = card.results.at(k);
                const ReviewResult &want = expected.at(i);
                QVERIFY2(got.state == want.state
                             && same(got.state.stability, want.state.stability)
                             && same(got.state.difficulty, want.state.difficulty)
                             && same(got.retrievabilityBefore, want.retrievabilityBefore),
                         qPrintable(QStringLiteral("row %1 of card %2").arg(k).arg(card.id)));
            }
        }
        QCOMPARE(i, rows.size());
    }

    static QList<Handed> replay(const SchedulerConfig &config, const QList<ReviewRow> &rows,
                                QString *refused = nullptr)
    {
        QList<Handed> handed;
        ReviewReplayer replayer(config, [&handed](const ReviewReplayer::Card &card) {
            handed.append({card.id, card.idBytes,
                           QList<ReviewReplayer::Step>(card.steps.begin(), card.steps.end()),
                           QList<ReviewResult>(card.results.begin(), card.results.end())});
            return QString();
        });
        for (const ReviewRow &r : rows) {
            const QString problem = replayer.feed(r);
            if (!problem.isEmpty()) {
                if (refused)
                    *refused = problem;
                break;
            }
        }
        const QString finished = replayer.finish();
        if (!finished.isEmpty())
            qWarning("finish said: %s", qPrintable(finished));
        return handed;
    }

    // A log of `cards` cards of 1 to 60 rows each, learning steps, same-day returns and long gaps
    // mixed, every rating.
    static QList<ReviewRow> randomLog(quint64 seed, int cards)
    {
        std::mt19937_64 rng(seed);
        QList<ReviewRow> rows;
        for (int c = 0; c < cards; ++c) {
            const int n = 1 + int(rng() % 60);
            qint64 t = 1735689600000 + qint64(rng() % 5000000000ULL);
            for (int k = 0; k < n; ++k) {
                rows.append(row(QStringLiteral("card%1").arg(c), t, 1 + int(rng() % 4)));
                t += rng() % 3 == 0 ? qint64(rng() % 3600000) : qint64(rng() % 40) * 86400000;
            }
        }
        return rows;
    }

private slots:
    void handsEveryCardInOrderWithTheResultsOfOneByOne_data()
    {
        QTest::addColumn<int>("cards");
        QTest::addColumn<bool>("fuzz");
        QTest::addColumn<bool>("shortTerm");
        QTest::newRow("one card") << 1 << false << true;
        QTest::newRow("two cards") << 2 << false << true;
        QTest::newRow("an odd number") << 301 << false << true;
        QTest::newRow("an even number") << 300 << false << true;
        QTest::newRow("with fuzz") << 201 << true << true;
        QTest::newRow("long-term scheduler") << 201 << false << false;
    }
    void handsEveryCardInOrderWithTheResultsOfOneByOne()
    {
        QFETCH(int, cards);
        QFETCH(bool, fuzz);
        QFETCH(bool, shortTerm);
        SchedulerConfig config = SchedulerConfig::defaults();
        config.enableFuzz = fuzz;
        config.enableShortTerm = shortTerm;
        const QList<ReviewRow> rows = randomLog(20261205 + quint64(cards), cards);
        const QList<Handed> handed = replay(config, rows);
        QCOMPARE(handed.size(), cards);
        compareHanded(handed, rows, oneByOne(config, rows));
    }

    // The API takes any row; ReviewRow::parse refuses an empty id, but a caller's empty id is a
    // card like any other.
    void aCardWithAnEmptyIdIsReplayedToo()
    {
        const QList<ReviewRow> rows = {row(QString(), 1735722000000, 3),
                                       row(QString(), 1735808400000, 2),
                                       row(QStringLiteral("b"), 1735722000000, 4)};
        const SchedulerConfig config = SchedulerConfig::defaults();
        const QList<Handed> handed = replay(config, rows);
        QCOMPARE(handed.size(), 2);
        compareHanded(handed, rows, oneByOne(config, rows));
    }

    void anEmptyLogHandsNothing()
    {
        QCOMPARE(replay(SchedulerConfig::defaults(), {}).size(), 0);
    }

    // A card that comes back after others, and a time that goes back: the rows before the
    // refused one are handed over, with their results, and nothing after it.
    void rowsBeforeARefusedOneAreHandedOver_data()
    {
        QTest::addColumn<QList<ReviewRow>>("rows");
        QTest::addColumn<int>("accepted");
        QTest::addColumn<QString>("mentions");
        const QList<ReviewRow> log = {row(QStringLiteral("a"), 1735722000000, 3),
                                      row(QStringLiteral("a"), 1735808400000, 1),
                                      row(QStringLiteral("b"), 1735722000000, 4),
                                      row(QStringLiteral("c"), 1735722000000, 2),
                                      row(QStringLiteral("c"), 1735981200000, 3)};
        QTest::newRow("a card comes back")
            << (log + QList<ReviewRow>{row(QStringLiteral("a"), 1736000000000, 3)}) << 5
            << QStringLiteral("card a appears again");
        QTest::newRow("time goes back")
            << (log + QList<ReviewRow>{row(QStringLiteral("c"), 1735722000001, 3)}) << 5
            << QStringLiteral("earlier than its previous review");
        QTest::newRow("in the second card of a pair")
            << (log.mid(0, 3) + QList<ReviewRow>{row(QStringLiteral("b"), 1, 3)}) << 3
            << QStringLiteral("time 1 of card b");
    }
    void rowsBeforeARefusedOneAreHandedOver()
    {
        QFETCH(QList<ReviewRow>, rows);
        QFETCH(int, accepted);
        QFETCH(QString, mentions);
        const SchedulerConfig config = SchedulerConfig::defaults();
        QString refused;
        const QList<Handed> handed = replay(config, rows, &refused);
        QVERIFY2(refused.contains(mentions), qPrintable(refused));
        compareHanded(handed, rows.mid(0, accepted), oneByOne(config, rows.mid(0, accepted)));
    }

    // A sink that stops (standard output failed) stops the feed with its sentence.
    void aSinkThatStopsStopsTheFeed()
    {
        int calls = 0;
        ReviewReplayer replayer(SchedulerConfig::defaults(), [&calls](const ReviewReplayer::Card &) {
            ++calls;
            return QStringLiteral("No space left on device");
        });
        QString said;
        for (const QString &card : {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"),
                                    QStringLiteral("d")}) {
            said = replayer.feed(row(card, 1735722000000, 3));
            if (!said.isEmpty())
                break;
        }
        QCOMPARE(said, QStringLiteral("No space left on device"));
        QCOMPARE(calls, 1); // the first card of the pair stopped it; the second was not handed
    }
};

QTEST_GUILESS_MAIN(TstReviewReplayer)
#include "tst_review_replayer.moc"
