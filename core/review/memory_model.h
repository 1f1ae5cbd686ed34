#pragma once

#include "store/settings_table.h"

#include <QString>
#include <QVector>
#include <QtGlobal>

#include <array>
#include <optional>

namespace astrolabe::review {

// How well a parameter vector predicted a learner's answers when it was fitted: fsrs-rs's log
// loss and RMSE(bins) with FSRS-6's defaults and with the fit, on `items` items from `reviews`
// answers (see memory/fit_evaluation.h).
struct FitReport
{
    qint64 atMs = 0;
    double defaultLogLoss = 0;
    double defaultRmseBins = 0;
    double logLoss = 0;
    double rmseBins = 0;
    qint64 items = 0;
    qint64 reviews = 0;
};

// The learner's memory model: the 21 FSRS-6 parameters (none: FSRS-6's defaults) and the
// desired retention, kept in the profile's settings.
struct MemoryModel
{
    std::optional<std::array<double, 21>> weights;
    double retention = 0.9;

    bool operator==(const MemoryModel &o) const
    {
        return weights == o.weights && retention == o.retention;
    }
    bool operator!=(const MemoryModel &o) const { return !(*this == o); }
};

// One change of the model, kept with its date so it can be shown and undone.
struct MemoryModelChange
{
    enum class Kind { Retention, Fit, Defaults, ClassModel };

    Kind kind = Kind::Retention;
    qint64 atMs = 0;
    MemoryModel before;
    MemoryModel after;
    std::optional<FitReport> fit; // Fit and ClassModel: how the new parameters did
};

// The changes made so far, oldest first, as the profile keeps them (a JSON array under
// profile_key::kMemoryModelHistory). Pure apart from reading and writing the settings' text.
class MemoryModelHistory
{
public:
    // The desired retention a learner may choose.
    static constexpr double kMinRetention = 0.70;
    static constexpr double kMaxRetention = 0.97;

    const QVector<MemoryModelChange> &changes() const { return m_changes; }
    bool isEmpty() const { return m_changes.isEmpty(); }
    // The newest change that fitted parameters (Fit or ClassModel), if any.
    std::optional<MemoryModelChange> lastFit() const;

    MemoryModelHistory with(const MemoryModelChange &change) const;
    MemoryModelHistory withoutLast() const;

    // The settings rows that store `model` and this history, for one transaction.
    QVector<store::SettingWrite> settings(const MemoryModel &model) const;

    // Unreadable text gives an empty history (the model itself is read by StudySettings).
    static MemoryModelHistory load(const store::SettingsTable &table);
    static MemoryModel loadModel(const store::SettingsTable &table);

    // "w0,...,w20", full precision; and back (nullopt unless 21 finite numbers).
    static QString weightsText(const std::array<double, 21> &w);
    static std::optional<std::array<double, 21>> parseWeights(const QString &text);

private:
    QVector<MemoryModelChange> m_changes;
};

} // namespace astrolabe::review
