#pragma once

#include "memory/rating.h"
#include "memory/scheduler_config.h"

namespace astrolabe::memory {

// The FSRS-6 formulas for one parameter vector and desired retention, with the constants
// derived from them computed once. Each formula rounds where ts-fsrs 5.4 rounds (8 decimals),
// so results agree with the reference to the last printed digit.
class FsrsModel
{
public:
    static constexpr double kMinStability = 1e-3;
    static constexpr double kMaxStability = 36500.0;

    explicit FsrsModel(const SchedulerConfig &config);

    // R(t, S) = (1 + F t / S)^(-w20), F = 0.9^(-1/w20) - 1; t in days (may be fractional).
    double forgettingCurve(double elapsedDays, double stability) const;

    double initStability(Rating rating) const;
    double initDifficulty(Rating rating) const; // clamped to [1, 10]
    double nextDifficulty(double difficulty, Rating rating) const;
    double nextRecallStability(double d, double s, double r, Rating rating) const;
    double nextForgetStability(double d, double s, double r) const; // before the short-term cap
    double nextShortTermStability(double s, Rating rating) const;

    // The next (difficulty, stability) after a review elapsedDays whole days after the last,
    // as ts-fsrs's next_state. r is the recall probability at the review.
    struct DS { double difficulty; double stability; };
    DS nextState(double d, double s, int elapsedDays, Rating rating, double r) const;

    // The stability after Hard, Good and Easy (in that order) on a card already learned, with
    // the terms they share computed once; each equals nextState(...).stability for its rating.
    std::array<double, 3> passStabilities(double d, double s, int elapsedDays, double r) const;

    // The interval in days for a stability: S * I(desired retention), rounded, in
    // [1, maximumIntervalDays]; no fuzz.
    int intervalDays(double stability) const;

    double intervalModifier() const { return m_intervalModifier; }
    double factor() const { return m_factor; }

private:
    double rawInitDifficulty(Rating rating) const;

    std::array<double, 21> m_w;
    bool m_shortTerm;
    int m_maximumInterval;
    double m_decay;  // -w20
    double m_factor; // F, rounded to 8 decimals as ts-fsrs does
    double m_intervalModifier;
    double m_forgetCapDivisor; // e^(w17 w18) with short-term updates, else 1
    double m_expW8;            // e^w8
    double m_initEasyDifficulty; // D0(Easy) before clamping, the mean-reversion target
    std::array<double, 5> m_shortTermGain; // e^(w17 (G - 3 + w18)) per grade G
};

} // namespace astrolabe::memory
