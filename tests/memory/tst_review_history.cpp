// Gathering a review log into fitting items (core/memory/review_history.h): which reviews are
// items, their history, their order, and the rows refused.
#include "memory/review_history.h"

#include <QTest>

using namespace astrolabe::memory;

namespace {

constexpr qint64 kDay = 86400000;
constexpr qint64 kStart = 1735689600000; // 2025-01-01 00:00 UTC

ReviewRow row(const char *card, qint64 ms, int rating)
{
    ReviewRow r;
    r.cardId = QString::fromLatin1(card);
    r.reviewMs = ms;
    r.rating = Rating(rating);
    return r;
}

QString describe(const FitItem &item)
{
    QStringList words;
    for (std::uint32_t i = 0; i < item.length; ++i)
        words << QStringLiteral("%1:%2").arg(item.reviews[i].rating).arg(item.reviews[i].deltaT);
    return words.join(QLatin1Char(' '));
}

} // namespace

class TstReviewHistory : public QObject
{
    Q_OBJECT

private slots:
    void laterDayReviewsAreItemsInTimeOrder()
    {
        ReviewHistory history(0);
        // Card a: new, again ten minutes later (same day), two days later, a week later.
        QVERIFY(history.add(row("a", kStart + 3600000, 1)).isEmpty());
        QVERIFY(history.add(row("a", kStart + 4200000, 3)).isEmpty());
        QVERIFY(history.add(row("a", kStart + 2 * kDay, 3)).isEmpty());
        QVERIFY(history.add(row("a", kStart + 9 * kDay, 4)).isEmpty());
        // Card b: new on day 1, then day 5.
        QVERIFY(history.add(row("b", kStart + kDay, 3)).isEmpty());
        QVERIFY(history.add(row("b", kStart + 5 * kDay, 2)).isEmpty());
        const FitItems items = history.items();
        QCOMPARE(history.reviewCount(), qint64(6));
        QCOMPARE(history.cardCount(), qint64(2));
        QCOMPARE(int(items.size()), 3);
        // Ordered by the target's time: a's day 2, b's day 5, a's day 9.
        QCOMPARE(describe(items[0]), QStringLiteral("1:0 3:0 3:2"));
        QCOMPARE(describe(items[1]), QStringLiteral("3:0 2:4"));
        QCOMPARE(describe(items[2]), QStringLiteral("1:0 3:0 3:2 4:7"));
        QCOMPARE(items[2].longTermReviewCount(), 2);
        QCOMPARE(int(items[2].firstLongTermReview().deltaT), 2);
        QVERIFY(items[0].recalled());
    }

    // Days are counted after the offset: 23:30 and 00:30 UTC are one day at UTC-1.
    void theDayOffsetDecidesWhatIsTheSameDay()
    {
        const qint64 late = kStart + kDay - 1800000;
        const qint64 early = kStart + kDay + 1800000;
        ReviewHistory utc(0);
        QVERIFY(utc.add(row("a", late, 3)).isEmpty());
        QVERIFY(utc.add(row("a", early, 3)).isEmpty());
        QCOMPARE(int(utc.items().size()), 1);
        ReviewHistory shifted(-60);
        QVERIFY(shifted.add(row("a", late, 3)).isEmpty());
        QVERIFY(shifted.add(row("a", early, 3)).isEmpty());
        QCOMPARE(int(shifted.items().size()), 0);
    }

    void rowsOutOfOrderAreRefused()
    {
        ReviewHistory history(0);
        QVERIFY(history.add(row("a", kStart + kDay, 3)).isEmpty());
        const QString backwards = history.add(row("a", kStart, 3));
        QVERIFY2(backwards.contains(QStringLiteral("earlier than the one before")),
                 qPrintable(backwards));
        QVERIFY(history.add(row("b", kStart, 3)).isEmpty());
        const QString back = history.add(row("a", kStart + 3 * kDay, 3));
        QVERIFY2(back.contains(QStringLiteral("comes back")), qPrintable(back));
    }
};

QTEST_GUILESS_MAIN(TstReviewHistory)
#include "tst_review_history.moc"
