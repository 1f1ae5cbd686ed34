#include "attention/attend.h"
#include "attention/kernel_smoothing.h"
#include "attention/softmax.h"

#include "test_support.h"

#include <QTest>

#include <cmath>

using namespace astrolabe::attention;

namespace {

std::vector<Vector> line(const Vector &xs)
{
    std::vector<Vector> points;
    for (double x : xs)
        points.push_back({x});
    return points;
}

// The kernel written out: K(x, xᵢ) = e^(−(x − xᵢ)² / 2h²), then divided by the sum.
Vector byHandGaussian(double x, const Vector &xs, double h)
{
    Vector k;
    double sum = 0.0;
    for (double xi : xs) {
        k.push_back(std::exp(-(x - xi) * (x - xi) / (2 * h * h)));
        sum += k.back();
    }
    for (double &v : k)
        v /= sum;
    return k;
}

// The numbers of the lesson kernel-smoothing: points (1, 2), (2, 4), (4, 1), estimate at x = 2.
const Vector lessonXs = {1, 2, 4};
const Vector lessonYs = {2, 4, 1};

} // namespace

// Nadaraya–Watson smoothing with a Gaussian kernel, the exponential dot-product kernel of
// attention, and the bandwidth's two limits.
class TestKernelSmoothing : public QObject
{
    Q_OBJECT

private slots:
    void gaussianMatchesTheFormula()
    {
        for (double h : {0.5, 1.0, 2.0, 3.0})
            compareVectors(gaussianKernelWeights({2}, line(lessonXs), h),
                           byHandGaussian(2, lessonXs, h), 1e-12);
    }

    // The lesson's worked example: weights 0.348, 0.574, 0.078 and the estimate 3.07; the plain
    // mean is 7/3 and the nearest point's output 4.
    void lessonExample()
    {
        const Vector w = gaussianKernelWeights({2}, line(lessonXs), 1.0);
        compareVectors(w, {0.3482, 0.5741, 0.0777}, 5e-5);
        QVERIFY(std::abs(kernelEstimate(w, lessonYs) - 3.0705) < 5e-5);
        // The same weights are the softmax of −(x − xᵢ)²/2 at temperature h² (the Read's bars).
        compareVectors(softmax({-0.5, 0, -2}), w, 1e-12);
        compareVectors(softmax({-0.5, 0, -2}, 0.25), gaussianKernelWeights({2}, line(lessonXs), 0.5), 1e-12);
        compareVectors(softmax({-0.5, 0, -2}, 9.0), gaussianKernelWeights({2}, line(lessonXs), 3.0), 1e-12);
        // The Read's bandwidths: h = 0.5 gives 3.76 (the nearest point weighs 0.88), h = 3 gives 2.44.
        const Vector narrow = gaussianKernelWeights({2}, line(lessonXs), 0.5);
        QVERIFY(std::abs(narrow[1] - 0.8805) < 5e-5);
        QVERIFY(std::abs(kernelEstimate(narrow, lessonYs) - 3.7608) < 5e-5);
        QVERIFY(std::abs(kernelEstimate(gaussianKernelWeights({2}, line(lessonXs), 3.0), lessonYs)
                         - 2.4366) < 5e-5);
    }

    // As h → 0 the estimate goes to the nearest point's output; as h → ∞ to the plain mean.
    void bandwidthLimits()
    {
        const Vector tiny = gaussianKernelWeights({2}, line(lessonXs), 1e-3);
        QVERIFY(std::abs(kernelEstimate(tiny, lessonYs) - 4.0) < 1e-9);
        const Vector huge = gaussianKernelWeights({2}, line(lessonXs), 1e4);
        QVERIFY(std::abs(kernelEstimate(huge, lessonYs) - 7.0 / 3.0) < 1e-6);
        // A query between points: the nearer one wins as h shrinks, even far below underflow.
        const Vector between = gaussianKernelWeights({2.4}, line(lessonXs), 1e-3);
        compareVectors(between, {0, 1, 0}, 1e-12);
    }

    // Softmax attention is Nadaraya–Watson with K(q, k) = exp(q · k / √d): the same weights and,
    // with one-number values, the same output (the lesson's Watch numbers).
    void attentionIsKernelSmoothing()
    {
        const Vector q = {1, 0, 1, 0};
        const std::vector<Vector> keys = {{2, 0, 2, 0}, {1, 1, 1, 1}, {0, 1, 0, 1}};
        const std::vector<Vector> values = {{1}, {3}, {5}};
        const Attended a = attend(q, keys, values);
        const Vector w = dotProductKernelWeights(q, keys, 2.0);
        compareVectors(w, a.weights, 1e-12);
        QVERIFY(std::abs(kernelEstimate(w, {1, 3, 5}) - a.output[0]) < 1e-12);
        compareVectors(w, {0.6652, 0.2447, 0.0900}, 5e-5);
        QVERIFY(std::abs(a.output[0] - 1.8496) < 5e-5);

        Gaussian g(18);
        for (int trial = 0; trial < 50; ++trial) {
            Vector query;
            std::vector<Vector> ks;
            for (int j = 0; j < 4; ++j)
                query.push_back(g.next());
            for (int i = 0; i < 5; ++i) {
                Vector k;
                for (int j = 0; j < 4; ++j)
                    k.push_back(g.next());
                ks.push_back(k);
            }
            const std::vector<Vector> vs(ks.size(), Vector{1.0});
            compareVectors(dotProductKernelWeights(query, ks, 2.0), attend(query, ks, vs).weights,
                           1e-12);
        }
    }

    // exp(−‖q − k‖²/2) = exp(q · k) exp(−‖q‖²/2) exp(−‖k‖²/2): with keys of equal norm the
    // Gaussian weights (h = 1) are the weights of unscaled dot-product attention; with keys of
    // different norms they are not.
    void equalNormKeysGiveGaussianSmoothing()
    {
        const Vector q = {1, 0};
        const std::vector<Vector> unit = {{1, 0}, {0, 1}, {-1, 0}};
        compareVectors(gaussianKernelWeights(q, unit, 1.0), dotProductKernelWeights(q, unit, 1.0),
                       1e-12);
        compareVectors(gaussianKernelWeights(q, unit, 1.0), {0.6652, 0.2447, 0.0900}, 5e-5);
        const std::vector<Vector> uneven = {{2, 0}, {0, 1}};
        compareVectors(dotProductKernelWeights(q, uneven, 1.0), {0.8808, 0.1192}, 5e-5);
        compareVectors(gaussianKernelWeights(q, uneven, 1.0), {0.6225, 0.3775}, 5e-5);

        Gaussian g(7);
        for (int trial = 0; trial < 50; ++trial) {
            Vector query = {g.next(), g.next(), g.next()};
            std::vector<Vector> ks;
            for (int i = 0; i < 4; ++i) {
                Vector k = {g.next(), g.next(), g.next()};
                const double norm = std::sqrt(dot(k, k));
                for (double &x : k)
                    x *= 1.5 / norm; // every key of norm 1.5
                ks.push_back(k);
            }
            compareVectors(gaussianKernelWeights(query, ks, 1.0),
                           dotProductKernelWeights(query, ks, 1.0), 1e-12);
        }
    }
};

QTEST_APPLESS_MAIN(TestKernelSmoothing)
#include "tst_kernel_smoothing.moc"
