// The FSRS-6 formulas, against values ts-fsrs 5.4.2 computes for the default parameters.
#include "memory/fsrs_model.h"
#include "memory/js_math.h"

#include <QTest>

#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

using namespace astrolabe::memory;

Q_DECLARE_METATYPE(Rating)

class TstFsrsModel : public QObject
{
    Q_OBJECT

private slots:
    // js::round chooses without a branch; it must still be JavaScript's Math.round, whose
    // halves go toward +infinity (std::round takes them away from zero).
    void roundIsJavaScriptsMathRound_data()
    {
        QTest::addColumn<double>("x");
        QTest::addColumn<double>("rounded"); // what Math.round(x) gives in node
        QTest::newRow("2.5") << 2.5 << 3.0;
        QTest::newRow("-2.5") << -2.5 << -2.0;
        QTest::newRow("-1.5") << -1.5 << -1.0;
        QTest::newRow("-2.5000000000000004") << -2.5000000000000004 << -3.0;
        QTest::newRow("0.49999999999999994") << 0.49999999999999994 << 0.0;
        QTest::newRow("2.4999999999999996") << 2.4999999999999996 << 2.0;
        QTest::newRow("123456789.5") << 123456789.5 << 123456790.0;
        QTest::newRow("4503599627370495.5") << 4503599627370495.5 << 4503599627370496.0;
        QTest::newRow("1e20") << 1e20 << 1e20;
        QTest::newRow("-7") << -7.0 << -7.0;
    }
    void roundIsJavaScriptsMathRound()
    {
        QFETCH(double, x);
        QFETCH(double, rounded);
        QCOMPARE(js::round(x), rounded);
    }

    // js::floor takes ROUNDSD where the processor has it (x86-64 builds for every processor
    // otherwise use a slower std::floor): the same bits as std::floor for every double, signed
    // zeros, halves, the largest values, infinities and NaN included.
    void floorIsStdFloorToTheBit()
    {
        const auto bits = [](double v) {
            quint64 b;
            std::memcpy(&b, &v, sizeof b);
            return b;
        };
        std::vector<double> values = {0.0,    -0.0,    0.5,     -0.5,   1.0,     -1.0,
                                      2.5,    -2.5,    1e-320,  -1e-320, 4503599627370495.5,
                                      -4503599627370495.5,  9007199254740993.0, 1e300, -1e300,
                                      std::numeric_limits<double>::infinity(),
                                      -std::numeric_limits<double>::infinity()};
        std::mt19937_64 rng(20261206);
        for (int i = 0; i < 200000; ++i) {
            const quint64 raw = rng(); // every exponent and sign, as bits
            double any;
            std::memcpy(&any, &raw, sizeof any);
            values.push_back(any);
            values.push_back(std::ldexp(double(rng() % 100000000) - 5e7, -int(rng() % 30)));
        }
        for (const double x : values) {
            if (std::isnan(x)) {
                QVERIFY(std::isnan(js::floor(x)));
                continue;
            }
            if (bits(js::floor(x)) != bits(std::floor(x)))
                QFAIL(qPrintable(QStringLiteral("js::floor(%1) differs from std::floor")
                                     .arg(x, 0, 'g', 17)));
        }
        QVERIFY(std::isnan(js::floor(std::numeric_limits<double>::quiet_NaN())));
#if defined(__x86_64__) && !defined(__SSE4_1__)
        // On a processor with SSE4.1 (every one CI runs on) the instruction is what was checked.
        if (__builtin_cpu_supports("sse4.1"))
            QVERIFY(js::kHasRoundsd);
#endif
    }

    void recallIsNinetyPercentAfterStabilityDays_data()
    {
        QTest::addColumn<double>("stability");
        QTest::addColumn<double>("decay"); // w20
        for (double w20 : {0.1542, 0.1, 0.5, 0.8}) {
            for (double s : {0.5, 1.0, 3.7, 100.0, 5000.0})
                QTest::addRow("S=%g w20=%g", s, w20) << s << w20;
        }
    }
    void recallIsNinetyPercentAfterStabilityDays()
    {
        QFETCH(double, stability);
        QFETCH(double, decay);
        SchedulerConfig config = SchedulerConfig::defaults();
        config.weights[20] = decay;
        const FsrsModel model(config);
        QVERIFY(qAbs(model.forgettingCurve(stability, stability) - 0.9) < 1e-7);
        QCOMPARE(model.forgettingCurve(0, stability), 1.0);
        QVERIFY(model.forgettingCurve(2 * stability, stability) < 0.9);
    }

    void forgettingCurveMatchesReference_data()
    {
        QTest::addColumn<double>("days");
        QTest::addColumn<double>("stability");
        QTest::addColumn<double>("expected");
        QTest::newRow("t=S") << 10.0 << 10.0 << 0.9;
        QTest::newRow("t=3S") << 30.0 << 10.0 << 0.8093881;
    }
    void forgettingCurveMatchesReference()
    {
        QFETCH(double, days);
        QFETCH(double, stability);
        QFETCH(double, expected);
        QCOMPARE(FsrsModel(SchedulerConfig::defaults()).forgettingCurve(days, stability), expected);
    }

    void initialStabilityIsTheRatingsWeight_data()
    {
        QTest::addColumn<Rating>("rating");
        QTest::addColumn<int>("weight");
        QTest::newRow("Again: w0") << Rating::Again << 0;
        QTest::newRow("Hard: w1") << Rating::Hard << 1;
        QTest::newRow("Good: w2") << Rating::Good << 2;
        QTest::newRow("Easy: w3") << Rating::Easy << 3;
    }
    void initialStabilityIsTheRatingsWeight()
    {
        QFETCH(Rating, rating);
        QFETCH(int, weight);
        SchedulerConfig config = SchedulerConfig::defaults();
        config.weights = {1.5, 3.0, 6.0, 30.0, 5.0, 1.5, 2.0, 0.2, 2.5, 0.3, 1.5,
                          1.0, 0.2, 0.5, 1.0, 0.3, 2.0, 1.0, 0.4, 0.5, 0.6};
        QCOMPARE(FsrsModel(config).initStability(rating), config.weights[weight]);
        const SchedulerConfig defaults = SchedulerConfig::defaults();
        QCOMPARE(FsrsModel(defaults).initStability(rating),
                 std::max(0.1, defaults.weights[weight]));
    }

    void difficultyMatchesReference_data()
    {
        QTest::addColumn<Rating>("rating");
        QTest::addColumn<double>("initial");
        QTest::addColumn<double>("afterFive"); // next difficulty from D = 5
        QTest::newRow("Again") << Rating::Again << 6.4133 << 8.34176237;
        QTest::newRow("Hard") << Rating::Hard << 5.11217071 << 6.66599536;
        QTest::newRow("Good") << Rating::Good << 2.11810397 << 4.99022837;
        QTest::newRow("Easy, clamped to 1") << Rating::Easy << 1.0 << 3.31446137;
    }
    void difficultyMatchesReference()
    {
        QFETCH(Rating, rating);
        QFETCH(double, initial);
        QFETCH(double, afterFive);
        const FsrsModel model(SchedulerConfig::defaults());
        QCOMPARE(model.initDifficulty(rating), initial);
        QCOMPARE(model.nextDifficulty(5, rating), afterFive);
    }

    void difficultyStaysWithinOneToTen_data()
    {
        QTest::addColumn<double>("difficulty");
        QTest::addColumn<Rating>("rating");
        QTest::newRow("10, Again") << 10.0 << Rating::Again;
        QTest::newRow("1, Easy") << 1.0 << Rating::Easy;
        QTest::newRow("9.9, Again") << 9.9 << Rating::Again;
    }
    void difficultyStaysWithinOneToTen()
    {
        QFETCH(double, difficulty);
        QFETCH(Rating, rating);
        const double next = FsrsModel(SchedulerConfig::defaults()).nextDifficulty(difficulty, rating);
        QVERIFY(next >= 1 && next <= 10);
    }

    void stabilityUpdatesMatchReference_data()
    {
        QTest::addColumn<Rating>("rating");
        QTest::addColumn<double>("expected"); // D 5, S 10, R 0.9
        QTest::newRow("Hard recall") << Rating::Hard << 23.24687511;
        QTest::newRow("Good recall") << Rating::Good << 32.02672948;
        QTest::newRow("Easy recall") << Rating::Easy << 51.25386165;
    }
    void stabilityUpdatesMatchReference()
    {
        QFETCH(Rating, rating);
        QFETCH(double, expected);
        const FsrsModel model(SchedulerConfig::defaults());
        QCOMPARE(model.nextRecallStability(5, 10, 0.9, rating), expected);
        QCOMPARE(model.nextForgetStability(5, 10, 0.9), 1.39198697);
        QCOMPARE(model.nextShortTermStability(10, Rating::Again), 3.05124894);
        QCOMPARE(model.nextShortTermStability(10, Rating::Good), 10.0);
    }

    void intervalIsStabilityRoundedAtNinetyPercent_data()
    {
        QTest::addColumn<double>("stability");
        QTest::addColumn<int>("days");
        QTest::newRow("0.3 -> at least 1") << 0.3 << 1;
        QTest::newRow("1.2") << 1.2 << 1;
        QTest::newRow("2.5 rounds up") << 2.5 << 3;
        QTest::newRow("3.49") << 3.49 << 3;
        QTest::newRow("10") << 10.0 << 10;
        QTest::newRow("365.6") << 365.6 << 366;
        QTest::newRow("36500") << 36500.0 << 36500;
        QTest::newRow("50000 -> clamped") << 50000.0 << 36500;
    }
    void intervalIsStabilityRoundedAtNinetyPercent()
    {
        QFETCH(double, stability);
        QFETCH(int, days);
        QCOMPARE(FsrsModel(SchedulerConfig::defaults()).intervalDays(stability), days);
    }

    void lowerRetentionGivesLongerIntervals_data()
    {
        QTest::addColumn<double>("retention");
        QTest::newRow("0.8") << 0.8;
        QTest::newRow("0.7") << 0.7;
    }
    void lowerRetentionGivesLongerIntervals()
    {
        QFETCH(double, retention);
        SchedulerConfig config = SchedulerConfig::defaults();
        config.desiredRetention = retention;
        const FsrsModel model(config);
        QVERIFY(model.intervalDays(20) > 20);
        // The interval is where the curve reaches the desired retention.
        QVERIFY(qAbs(model.forgettingCurve(20 * model.intervalModifier(), 20) - retention) < 1e-6);
    }

    void maximumIntervalClamps()
    {
        SchedulerConfig config = SchedulerConfig::defaults();
        config.maximumIntervalDays = 30;
        QCOMPARE(FsrsModel(config).intervalDays(1000), 30);
    }
};

QTEST_APPLESS_MAIN(TstFsrsModel)
#include "tst_fsrs_model.moc"
