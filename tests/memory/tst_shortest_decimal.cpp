// writeShortest must write exactly what std::to_chars writes, on the replay's figures (rounded
// to 8 decimals, the fast path) and on every other double (the general path): `memory replay`'s
// output is compared with ts-fsrs's to the last digit. writeInteger the same for whole numbers.
#include "memory/js_math.h"
#include "memory/shortest_decimal.h"

#include <QTest>

#include <charconv>
#include <cmath>
#include <limits>
#include <random>
#include <string>

using astrolabe::memory::writeShortest;

class TstShortestDecimal : public QObject
{
    Q_OBJECT

    static std::string fast(double x)
    {
        char buffer[32];
        return std::string(buffer, writeShortest(buffer, buffer + sizeof buffer, x));
    }
    static std::string reference(double x)
    {
        char buffer[32];
        return std::string(buffer, std::to_chars(buffer, buffer + sizeof buffer, x).ptr);
    }

private slots:
    void knownFigures_data()
    {
        QTest::addColumn<double>("x");
        QTest::addColumn<QString>("text");
        QTest::newRow("stability") << 2.3065 << "2.3065";
        QTest::newRow("difficulty") << 2.11810397 << "2.11810397";
        QTest::newRow("recall") << 0.88094796 << "0.88094796";
        QTest::newRow("whole") << 1.0 << "1";
        QTest::newRow("below the fast path") << 0.00999999 << "0.00999999";
        QTest::newRow("fast path's low end") << 0.01 << "0.01";
        QTest::newRow("a stability above 1000 days") << 1015.70498059 << "1015.70498059";
        QTest::newRow("the longest stability") << 36500.0 << "36500";
        QTest::newRow("five whole digits, as long as scientific") << 10000.0 << "10000";
        QTest::newRow("fast path's high end") << 99999.99999999 << "99999.99999999";
        QTest::newRow("above it") << 100000.0 << "1e+05";
        QTest::newRow("scientific is shorter") << 0.0001 << "1e-04";
        QTest::newRow("not rounded to 8 places") << 0.1 + 0.2 << "0.30000000000000004";
        QTest::newRow("zero") << 0.0 << "0";
    }
    void knownFigures()
    {
        QFETCH(double, x);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(fast(x)), text);
        QCOMPARE(fast(x), reference(x));
    }

    // Two million figures as the model makes them (js::round8 of values spread over every
    // magnitude the replay meets), and as many doubles that are not rounded.
    void agreesWithToCharsEverywhere()
    {
        std::mt19937_64 rng(20261204);
        std::uniform_real_distribution<double> exponent(-9.0, 5.0);
        std::uniform_real_distribution<double> unit(0.0, 1.0);
        int mismatches = 0;
        std::string first;
        for (int i = 0; i < 2000000; ++i) {
            const double any = std::pow(10.0, exponent(rng)) * (0.5 + unit(rng));
            for (const double x : {astrolabe::memory::js::round8(any), any}) {
                if (fast(x) != reference(x) && ++mismatches == 1)
                    first = reference(x) + " written as " + fast(x);
            }
        }
        QVERIFY2(mismatches == 0, first.c_str());
    }

    void edgesOfTheFastPath()
    {
        for (const double edge : {0.01, 1000.0, 100000.0}) {
            double x = edge;
            for (int i = 0; i < 1000; ++i) {
                x = std::nextafter(x, 0.0);
                QCOMPARE(fast(x), reference(x));
            }
            x = edge;
            for (int i = 0; i < 1000; ++i) {
                x = std::nextafter(x, 1e6);
                QCOMPARE(fast(x), reference(x));
            }
        }
        for (const double x : {-2.5, std::numeric_limits<double>::infinity(),
                               std::numeric_limits<double>::denorm_min(), 1e300})
            QCOMPARE(fast(x), reference(x));
    }

    // Whole numbers (the times in milliseconds, the intervals in days): every length of digits,
    // each piece's edges, negative numbers and the ends of the type.
    void integersAsToCharsWritesThem()
    {
        const auto check = [](long long v) {
            char mine[24];
            char theirs[24];
            const std::string a(mine, astrolabe::memory::writeInteger(mine, mine + 24, v));
            const std::string b(theirs, std::to_chars(theirs, theirs + 24, v).ptr);
            QCOMPARE(a, b);
        };
        long long power = 1; // 10^digits, up to 10^18 (long long ends above 9.2 x 10^18)
        for (int digits = 0; digits <= 18; ++digits) {
            for (const long long v : {power - 1, power, power + 1, 2 * power + 7, 9 * power})
                check(v);
            if (digits < 18)
                power *= 10;
        }
        for (const long long v : {0LL, -1LL, -1735810937294LL, 1735810937294LL, 100000000LL,
                                  9999999999999999LL, 10000000000000000LL,
                                  std::numeric_limits<long long>::max(),
                                  std::numeric_limits<long long>::min()})
            check(v);
        std::mt19937_64 rng(20261206);
        std::uniform_int_distribution<long long> times(0, 4102444800000LL); // to 2100
        for (int i = 0; i < 1000000; ++i)
            check(times(rng));
    }
};

QTEST_APPLESS_MAIN(TstShortestDecimal)
#include "tst_shortest_decimal.moc"
