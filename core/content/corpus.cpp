#include "content/corpus.h"

#include "content/dependency_graph.h"

namespace astrolabe::content {

Corpus::Corpus(QVector<Proposition> propositions) : m_propositions(std::move(propositions))
{
    QStringList ids;
    QHash<QString, QStringList> dependencies;
    for (int p = 0; p < m_propositions.size(); ++p) {
        const Proposition &proposition = m_propositions.at(p);
        m_index.insert(proposition.id, p);
        ids << proposition.id;
        dependencies.insert(proposition.id, proposition.dependsOn);
        for (const QString &question : proposition.problems)
            if (!m_questionPropositions.value(question).contains(proposition.id))
                m_questionPropositions[question] << proposition.id;
    }
    m_usedBy = DependencyGraph(ids, dependencies).inverted();
}

const Proposition *Corpus::proposition(const QString &id) const
{
    const auto it = m_index.constFind(id);
    return it == m_index.constEnd() ? nullptr : &m_propositions.at(*it);
}

int Corpus::number(const QString &id) const
{
    const auto it = m_index.constFind(id);
    return it == m_index.constEnd() ? 0 : *it + 1;
}

} // namespace astrolabe::content
