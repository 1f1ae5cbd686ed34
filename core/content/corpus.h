#pragma once

#include "content/proposition.h"

#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>

namespace astrolabe::content {

// A pack's corpus of propositions, in course order of chapters, with its lookups by id and the
// graphs derived from it: what uses a proposition, and the propositions a question uses.
class Corpus
{
public:
    Corpus() = default;
    explicit Corpus(QVector<Proposition> propositions);

    const QVector<Proposition> &propositions() const { return m_propositions; }
    const Proposition *proposition(const QString &id) const;
    // The 1-based place of a proposition, 0 when unknown.
    int number(const QString &id) const;
    QStringList usedBy(const QString &propositionId) const { return m_usedBy.value(propositionId); }
    QStringList forQuestion(const QString &questionId) const
    {
        return m_questionPropositions.value(questionId);
    }

private:
    QVector<Proposition> m_propositions;
    QHash<QString, int> m_index;
    QHash<QString, QStringList> m_usedBy; // proposition -> propositions depending on it
    QHash<QString, QStringList> m_questionPropositions;
};

} // namespace astrolabe::content
