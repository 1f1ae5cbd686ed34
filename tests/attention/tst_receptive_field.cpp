#include "attention/receptive_field.h"
#include "attention/recurrence_gradient.h"

#include <QTest>

#include <cmath>
#include <set>
#include <vector>

using namespace astrolabe::attention;

namespace {

// The window found the slow way: the offsets one output of the top layer can read, walked down
// the stack (a layer of dilation d reads the offsets 0, d, ..., (k - 1) d below each position).
int windowByWalking(int kernel, const std::vector<int> &dilations)
{
    std::set<int> reached{0};
    for (int d : dilations) {
        std::set<int> next;
        for (int at : reached)
            for (int tap = 0; tap < kernel; ++tap)
                next.insert(at + tap * d);
        reached = next;
    }
    return *reached.rbegin() - *reached.begin() + 1;
}

} // namespace

class TestReceptiveField : public QObject
{
    Q_OBJECT

private slots:
    void lessonExamples()
    {
        // The lesson's stack: 4 layers of width 3 see 9 positions; with dilations 1, 2, 4, 8
        // they see 31; the figure's 1 to 6 layers see 3, 5, 7, 9, 11, 13 and, dilated
        // (1, 2, 4, ...), 3, 7, 15, 31, 63, 127.
        QCOMPARE(contiguousReceptiveField(4, 3), 9);
        QCOMPARE(receptiveField(3, {1, 2, 4, 8}), 31);
        const int contiguous[] = {3, 5, 7, 9, 11, 13};
        const int dilated[] = {3, 7, 15, 31, 63, 127};
        for (int layers = 1; layers <= 6; ++layers) {
            QCOMPARE(contiguousReceptiveField(layers, 3), contiguous[layers - 1]);
            QCOMPARE(receptiveField(3, geometricDilations(layers, 2)), dilated[layers - 1]);
        }
        // 100 positions with width 3: 50 layers without dilation, 5 with dilations 1, 3, 9, ...
        QCOMPARE(contiguousLayersNeeded(100, 3), 50);
        QCOMPARE(dilatedLayersNeeded(100, 3), 5);
        QCOMPARE(receptiveField(3, geometricDilations(5, 3)), 243);
        QCOMPARE(receptiveField(3, geometricDilations(4, 3)), 81);
    }

    void agreesWithAWalkDownTheStack()
    {
        for (int kernel = 2; kernel <= 6; ++kernel)
            for (int layers = 0; layers <= 6; ++layers) {
                QCOMPARE(contiguousReceptiveField(layers, kernel),
                         windowByWalking(kernel, std::vector<int>(std::size_t(layers), 1)));
                for (int base = 2; base <= 3; ++base) {
                    const std::vector<int> d = geometricDilations(layers, base);
                    QCOMPARE(receptiveField(kernel, d), windowByWalking(kernel, d));
                }
            }
    }

    void dilationByTheKernelWidthGivesPowers()
    {
        for (int kernel = 2; kernel <= 5; ++kernel) {
            int power = 1;
            for (int layers = 0; layers <= 5; ++layers) {
                QCOMPARE(receptiveField(kernel, geometricDilations(layers, kernel)), power);
                power *= kernel;
            }
        }
    }

    void layersNeededAreTheFewest()
    {
        for (int kernel = 2; kernel <= 5; ++kernel)
            for (int span = 1; span <= 300; ++span) {
                const int c = contiguousLayersNeeded(span, kernel);
                QVERIFY(contiguousReceptiveField(c, kernel) >= span);
                QVERIFY(c == 0 || contiguousReceptiveField(c - 1, kernel) < span);
                const int d = dilatedLayersNeeded(span, kernel);
                QVERIFY(receptiveField(kernel, geometricDilations(d, kernel)) >= span);
                QVERIFY(d == 0 || receptiveField(kernel, geometricDilations(d - 1, kernel)) < span);
                QVERIFY(d <= c);
            }
    }

    void gradientBounds()
    {
        // The lesson's numbers: γ = 0.9 over 10 steps (t = 11) gives 0.9^10 ≈ 0.349, over 50
        // steps ≈ 0.00515; γ = 0.5 falls below 0.01 first at t = 8 (0.5^7 = 0.0078125).
        QCOMPARE(gradientBound(0.9, 1), 1.0);
        QVERIFY(std::abs(gradientBound(0.9, 11) - 0.3486784401) < 1e-10);
        QVERIFY(std::abs(gradientBound(0.9, 51) - 0.00515377520732) < 1e-12);
        QCOMPARE(firstStepBelow(0.5, 0.01), 8);
        QCOMPARE(gradientBound(0.5, 8), 0.0078125);
        // 0.9: log 0.01 / log 0.9 ≈ 43.7, so t - 1 = 44 and t = 45.
        QCOMPARE(firstStepBelow(0.9, 0.01), 45);
        QVERIFY(gradientBound(0.9, 44) >= 0.01 && gradientBound(0.9, 45) < 0.01);
    }
};

QTEST_APPLESS_MAIN(TestReceptiveField)
#include "tst_receptive_field.moc"
