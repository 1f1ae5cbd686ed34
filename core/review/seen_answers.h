#pragma once

#include "store/settings_table.h"

#include <QSet>
#include <QString>

namespace astrolabe::review {

// The questions whose right answer the learner has seen with no answer of theirs standing for
// it: an answer taken back from its feedback (which shows the right answer). The next answer to
// such a question counts at most as Hard (memory::ratingForAnswer) and clears its mark. Kept in
// the profile's settings (a JSON array of item ids under profile_key::kAnswerSeen), so a mark outlives the quiz page
// and a restart.
class SeenAnswers
{
public:
    // Missing or unreadable text is an empty set.
    static SeenAnswers load(const store::SettingsTable &table);

    bool contains(const QString &itemId) const { return m_ids.contains(itemId); }
    SeenAnswers with(const QString &itemId) const;
    SeenAnswers without(const QString &itemId) const;
    // The setting that stores this set (ids sorted, so equal sets store equal text).
    store::SettingWrite setting() const;

private:
    QSet<QString> m_ids;
};

} // namespace astrolabe::review
