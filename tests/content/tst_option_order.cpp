// A choice question's options are shown in an order drawn from the attempt's seed: the same seed
// gives the same order (a past attempt shows again exactly), every order is a permutation, and
// over many seeds the right option lands on every place about equally often.
#include "content/option_order.h"

#include <QTest>

using namespace astrolabe::content;

class TestOptionOrder : public QObject
{
    Q_OBJECT

private slots:
    void sameSeedSameOrder()
    {
        for (quint64 seed = 1; seed < 50; ++seed)
            QCOMPARE(optionOrder(4, seed), optionOrder(4, seed));
        // Pinned: the order of a seed never changes in a later version (stored attempts).
        QCOMPARE(optionOrder(4, 1), (QVector<int>{1, 2, 3, 0}));
        QCOMPARE(optionOrder(4, 2), (QVector<int>{2, 3, 1, 0}));
        QCOMPARE(optionOrder(3, 9), (QVector<int>{0, 2, 1}));
    }

    // Answers saved before options were shuffled hold seed 0: they show again in pack order.
    void seedZeroIsThePacksOrder()
    {
        QCOMPARE(optionOrder(4, 0), (QVector<int>{0, 1, 2, 3}));
        QCOMPARE(optionOrder(3, 0), (QVector<int>{0, 1, 2}));
    }

    void everyOrderIsAPermutation()
    {
        for (int count = 0; count <= 6; ++count) {
            for (quint64 seed = 0; seed < 200; ++seed) {
                QVector<int> order = optionOrder(count, seed);
                QCOMPARE(order.size(), count);
                std::sort(order.begin(), order.end());
                for (int i = 0; i < count; ++i)
                    QCOMPARE(order.at(i), i);
            }
        }
    }

    void theRightOptionLandsEverywhere()
    {
        // Over 4,000 seeds the pack's first option is shown at each of 4 places 25% ± 3%.
        QVector<int> places(4, 0);
        const int draws = 4000;
        for (quint64 seed = 1; seed <= quint64(draws); ++seed)
            ++places[shownPlace(optionOrder(4, seed), 0)];
        for (int count : places)
            QVERIFY2(std::abs(count - draws / 4) < draws * 3 / 100, qPrintable(QString::number(count)));
    }

    void shownPlaceFindsTheOption()
    {
        const QVector<int> order = optionOrder(3, 7);
        for (int place = 0; place < 3; ++place)
            QCOMPARE(shownPlace(order, order.at(place)), place);
        QCOMPARE(shownPlace(order, 5), -1);
    }
};

QTEST_GUILESS_MAIN(TestOptionOrder)
#include "tst_option_order.moc"
