#include "memory/fsrs_model.h"

#include "memory/js_math.h"

#include <cmath>

namespace astrolabe::memory {

namespace {
int grade(Rating rating) { return static_cast<int>(rating); }
} // namespace

FsrsModel::FsrsModel(const SchedulerConfig &config)
    : m_w(config.weights)
    , m_shortTerm(config.enableShortTerm)
    , m_maximumInterval(config.maximumIntervalDays)
    , m_decay(-config.weights[20])
{
    m_factor = js::round8(std::exp(std::pow(m_decay, -1) * std::log(0.9)) - 1);
    m_intervalModifier =
        js::round8((std::pow(config.desiredRetention, 1 / m_decay) - 1) / m_factor);
    m_forgetCapDivisor = m_shortTerm ? std::exp(m_w[17] * m_w[18]) : 1.0;
    // Constants of the formulas, computed once exactly as each formula would compute them.
    m_expW8 = std::exp(m_w[8]);
    m_initEasyDifficulty = rawInitDifficulty(Rating::Easy);
    for (int g = 0; g < 5; ++g)
        m_shortTermGain[g] = std::exp(m_w[17] * (g - 3 + m_w[18]));
}

double FsrsModel::forgettingCurve(double elapsedDays, double stability) const
{
    if (elapsedDays == 0 && stability > 0)
        return 1.0; // pow(1, y) is exactly 1: a review the same day skips the power
    return js::round8(std::pow(1 + m_factor * elapsedDays / stability, m_decay));
}

double FsrsModel::initStability(Rating rating) const
{
    return std::max(m_w[grade(rating) - 1], 0.1);
}

double FsrsModel::rawInitDifficulty(Rating rating) const
{
    return js::round8(m_w[4] - std::exp((grade(rating) - 1) * m_w[5]) + 1);
}

double FsrsModel::initDifficulty(Rating rating) const
{
    return js::clamp(rawInitDifficulty(rating), 1, 10);
}

double FsrsModel::nextDifficulty(double d, Rating rating) const
{
    const double delta = -m_w[6] * (grade(rating) - 3);
    const double damped = js::round8(delta * (10 - d) / 9); // linear damping
    const double next = d + damped;
    const double reverted =
        js::round8(m_w[7] * m_initEasyDifficulty + (1 - m_w[7]) * next);
    return js::clamp(reverted, 1, 10);
}

double FsrsModel::nextRecallStability(double d, double s, double r, Rating rating) const
{
    const double hardPenalty = rating == Rating::Hard ? m_w[15] : 1;
    const double easyBonus = rating == Rating::Easy ? m_w[16] : 1;
    // The same order of operations as ts-fsrs, so the rounding is the same.
    const double growth =
        m_expW8 * (11 - d) * std::pow(s, -m_w[9]) * (std::exp((1 - r) * m_w[10]) - 1);
    return js::round8(
        js::clamp(s * (1 + growth * hardPenalty * easyBonus), kMinStability, kMaxStability));
}

double FsrsModel::nextForgetStability(double d, double s, double r) const
{
    const double after = m_w[11] * std::pow(d, -m_w[12]) * (std::pow(s + 1, m_w[13]) - 1)
        * std::exp((1 - r) * m_w[14]);
    return js::round8(js::clamp(after, kMinStability, kMaxStability));
}

double FsrsModel::nextShortTermStability(double s, Rating rating) const
{
    const double sinc = std::pow(s, -m_w[19]) * m_shortTermGain[grade(rating)];
    const double masked = rating >= Rating::Hard ? std::max(sinc, 1.0) : sinc;
    return js::round8(js::clamp(s * masked, kMinStability, kMaxStability));
}

FsrsModel::DS FsrsModel::nextState(double d, double s, int elapsedDays, Rating rating,
                                   double r) const
{
    if (d == 0 && s == 0)
        return {initDifficulty(rating), initStability(rating)};
    double nextS;
    if (elapsedDays == 0 && m_shortTerm) {
        nextS = nextShortTermStability(s, rating);
    } else if (rating == Rating::Again) {
        const double afterFail = nextForgetStability(d, s, r);
        nextS = js::clamp(js::round8(s / m_forgetCapDivisor), kMinStability, afterFail);
    } else {
        nextS = nextRecallStability(d, s, r, rating);
    }
    return {nextDifficulty(d, rating), nextS};
}

std::array<double, 3> FsrsModel::passStabilities(double d, double s, int elapsedDays,
                                                 double r) const
{
    std::array<double, 3> out;
    if (elapsedDays == 0 && m_shortTerm) {
        const double decayed = std::pow(s, -m_w[19]);
        for (int g = 2; g <= 4; ++g) {
            const double sinc = std::max(decayed * m_shortTermGain[g], 1.0);
            out[g - 2] = js::round8(js::clamp(s * sinc, kMinStability, kMaxStability));
        }
        return out;
    }
    const double growth =
        m_expW8 * (11 - d) * std::pow(s, -m_w[9]) * (std::exp((1 - r) * m_w[10]) - 1);
    const double factors[3][2] = {{m_w[15], 1}, {1, 1}, {1, m_w[16]}};
    for (int i = 0; i < 3; ++i) {
        out[i] = js::round8(js::clamp(s * (1 + growth * factors[i][0] * factors[i][1]),
                                      kMinStability, kMaxStability));
    }
    return out;
}

int FsrsModel::intervalDays(double stability) const
{
    const double ivl = std::min(std::max(1.0, js::round(stability * m_intervalModifier)),
                                double(m_maximumInterval));
    return int(ivl);
}

} // namespace astrolabe::memory
