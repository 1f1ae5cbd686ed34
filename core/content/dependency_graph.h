#pragma once

#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>

namespace astrolabe::content {

// A directed graph of ids ("a depends on b" as an edge a -> b), for the lesson prerequisites
// and the proposition dependencies.
class DependencyGraph
{
public:
    DependencyGraph(QStringList nodes, QHash<QString, QStringList> edges)
        : m_nodes(std::move(nodes)), m_edges(std::move(edges))
    {
    }

    // Every cycle found by a depth-first walk in node order, each written as the path that
    // closes it: {"a", "b", "a"}. Edges to unknown nodes are ignored. Empty when acyclic.
    QVector<QStringList> cycles() const;

    // The inverse edges (b -> a for every a -> b), each list in node order.
    QHash<QString, QStringList> inverted() const;

private:
    QStringList m_nodes;
    QHash<QString, QStringList> m_edges;
};

} // namespace astrolabe::content
