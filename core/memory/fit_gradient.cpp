#include "memory/fit_gradient.h"

#include <algorithm>
#include <cmath>

namespace astrolabe::memory {

namespace {

constexpr double kSMin = 0.001;
constexpr double kSMax = 36500.0;
constexpr double kDMin = 1.0;
constexpr double kDMax = 10.0;
constexpr double kRecallFloor = 1e-10;

bool inside(double x, double lo, double hi)
{
    return x > lo && x < hi;
}

// R(t, S) = (1 + F t / S)^(-w20), F = 0.9^(-1/w20) - 1, with dR/dS and dR/dw20.
struct Recall
{
    double r;
    double dS;
    double dW20;
};

Recall recallAt(const FitWeights &w, double t, double s)
{
    const double decay = w[20];
    const double base = std::exp(-std::log(0.9) / decay); // 0.9^(-1/w20)
    const double factor = base - 1;
    const double u = 1 + factor * t / s;
    const double r = std::pow(u, -decay);
    const double dS = decay * factor * t * r / (u * s * s);
    const double dFactor = base * std::log(0.9) / (decay * decay);
    const double dW20 = r * (-std::log(u) - decay * (t / s) * dFactor / u);
    return {r, dS, dW20};
}

// The state and, when wanted, its derivatives with respect to the 21 weights.
struct State
{
    double s = 0;
    double d = 0;
    FitWeights dS{};
    FitWeights dD{};
};

template <bool Grad>
void initialState(const FitWeights &w, int rating, State &st)
{
    const double s = w[rating - 1];
    const double e = std::exp(w[5] * (rating - 1));
    const double d = w[4] - e + 1;
    st.s = std::clamp(s, kSMin, kSMax);
    st.d = std::clamp(d, kDMin, kDMax);
    if constexpr (Grad) {
        st.dS.fill(0);
        st.dD.fill(0);
        if (inside(s, kSMin, kSMax))
            st.dS[rating - 1] = 1;
        if (inside(d, kDMin, kDMax)) {
            st.dD[4] = 1;
            st.dD[5] = -(rating - 1) * e;
        }
    }
}

// The partial derivatives of one step's new stability: with respect to the old stability and
// difficulty, and the weights it uses directly (at most five of them).
struct StabilityStep
{
    double s = 0;
    double dS = 0;
    double dD = 0;
    int count = 0;
    std::array<int, 5> index{};
    std::array<double, 5> value{};

    void local(int i, double v)
    {
        index[count] = i;
        value[count] = v;
        ++count;
    }
};

StabilityStep shortTermStability(const FitWeights &w, double s, int rating)
{
    StabilityStep out;
    const double sinc = std::exp(w[17] * (rating - 3 + w[18])) * std::pow(s, -w[19]);
    if (rating >= 2 && sinc < 1) { // the gain is held at 1: the stability stays
        out.s = s;
        out.dS = 1;
        return out;
    }
    out.s = s * sinc;
    out.dS = sinc * (1 - w[19]);
    out.local(17, out.s * (rating - 3 + w[18]));
    out.local(18, out.s * w[17]);
    out.local(19, -out.s * std::log(s));
    return out;
}

StabilityStep forgetStability(const FitWeights &w, double s, double d, const Recall &rc)
{
    StabilityStep out;
    const double keep = std::exp(-w[17] * w[18]);
    const double capped = s * keep;
    const double grow = std::pow(s + 1, w[13]);
    const double dPow = std::pow(d, -w[12]);
    const double e14 = std::exp(w[14] * (1 - rc.r));
    const double raw = w[11] * dPow * (grow - 1) * e14;
    if (capped < raw) {
        out.s = capped;
        out.dS = keep;
        out.local(17, -w[18] * capped);
        out.local(18, -w[17] * capped);
        return out;
    }
    out.s = raw;
    out.dS = w[11] * dPow * w[13] * grow / (s + 1) * e14 - raw * w[14] * rc.dS;
    out.dD = -w[12] * raw / d;
    out.local(11, dPow * (grow - 1) * e14);
    out.local(12, -raw * std::log(d));
    out.local(13, w[11] * dPow * grow * std::log(s + 1) * e14);
    out.local(14, raw * (1 - rc.r));
    out.local(20, -raw * w[14] * rc.dW20);
    return out;
}

StabilityStep recallStability(const FitWeights &w, double s, double d, const Recall &rc,
                              int rating)
{
    StabilityStep out;
    const double h = rating == 2 ? w[15] : rating == 4 ? w[16] : 1.0;
    const double e = std::exp(w[10] * (1 - rc.r));
    const double b = std::exp(w[8]) * (11 - d) * std::pow(s, -w[9]);
    const double k = b * (e - 1) * h;
    const double dKdR = -b * h * w[10] * e;
    out.s = s * (1 + k);
    out.dS = 1 + k - w[9] * k + s * dKdR * rc.dS;
    out.dD = -s * std::exp(w[8]) * std::pow(s, -w[9]) * (e - 1) * h;
    out.local(8, s * k);
    out.local(9, -s * k * std::log(s));
    out.local(10, s * b * h * e * (1 - rc.r));
    if (rating == 2)
        out.local(15, s * b * (e - 1));
    else if (rating == 4)
        out.local(16, s * b * (e - 1));
    out.local(20, s * dKdR * rc.dW20);
    return out;
}

template <bool Grad>
void step(const FitWeights &w, const FitReview &review, State &st)
{
    const int g = review.rating;
    const double s = st.s;
    const double d = st.d;

    StabilityStep ss;
    if (review.deltaT == 0) {
        ss = shortTermStability(w, s, g);
    } else {
        const Recall rc = recallAt(w, double(review.deltaT), s);
        ss = g == 1 ? forgetStability(w, s, d, rc) : recallStability(w, s, d, rc, g);
    }

    // Difficulty: linear damping towards 10, then mean reversion towards D0(Easy).
    const double e3 = std::exp(3 * w[5]);
    const double easy = w[4] - e3 + 1;
    const double delta = -w[6] * (g - 3);
    const double d1 = d + delta * (10 - d) / 9;
    const double d2 = w[7] * easy + (1 - w[7]) * d1;

    if constexpr (Grad) {
        if (inside(ss.s, kSMin, kSMax)) {
            for (int i = 0; i < 21; ++i)
                st.dS[i] = ss.dS * st.dS[i] + ss.dD * st.dD[i];
            for (int k = 0; k < ss.count; ++k)
                st.dS[ss.index[k]] += ss.value[k];
        } else {
            st.dS.fill(0);
        }
        if (inside(d2, kDMin, kDMax)) {
            const double dd = (1 - w[7]) * (1 - delta / 9);
            for (int i = 0; i < 21; ++i)
                st.dD[i] *= dd;
            st.dD[4] += w[7];
            st.dD[5] += -3 * w[7] * e3;
            st.dD[6] += (1 - w[7]) * (-(g - 3) * (10 - d) / 9);
            st.dD[7] += easy - d1;
        } else {
            st.dD.fill(0);
        }
    }
    st.s = std::clamp(ss.s, kSMin, kSMax);
    st.d = std::clamp(d2, kDMin, kDMax);
}

template <bool Grad>
State stateBeforeTarget(const FitWeights &w, const FitItem &item)
{
    State st;
    initialState<Grad>(w, item.reviews[0].rating, st);
    for (std::uint32_t i = 1; i + 1 < item.length; ++i)
        step<Grad>(w, item.reviews[i], st);
    return st;
}

} // namespace

double itemRecall(const FitWeights &w, const FitItem &item)
{
    const State st = stateBeforeTarget<false>(w, item);
    return recallAt(w, double(item.target().deltaT), st.s).r;
}

double itemLoss(const FitWeights &w, const FitItem &item, double weight)
{
    const double r = std::clamp(itemRecall(w, item), kRecallFloor, 1 - kRecallFloor);
    return -(item.recalled() ? std::log(r) : std::log(1 - r)) * weight;
}

double itemLossGradient(const FitWeights &w, const FitItem &item, double weight,
                        FitWeights &gradient)
{
    const State st = stateBeforeTarget<true>(w, item);
    const Recall rc = recallAt(w, double(item.target().deltaT), st.s);
    const double r = std::clamp(rc.r, kRecallFloor, 1 - kRecallFloor);
    const bool y = item.recalled();
    const double loss = -(y ? std::log(r) : std::log(1 - r)) * weight;
    const double dLdR = -(y ? 1 / r : -1 / (1 - r)) * weight;
    const double dLdS = dLdR * rc.dS;
    for (int i = 0; i < 21; ++i)
        gradient[i] += dLdS * st.dS[i];
    gradient[20] += dLdR * rc.dW20;
    return loss;
}

} // namespace astrolabe::memory
