#include "content/dependency_graph.h"

#include <QSet>

namespace astrolabe::content {

namespace {
enum class Mark { Unseen, OnPath, Done };
} // namespace

QVector<QStringList> DependencyGraph::cycles() const
{
    const QSet<QString> known(m_nodes.begin(), m_nodes.end());
    QHash<QString, Mark> marks;
    QVector<QStringList> found;
    QStringList path;

    // Iterative depth-first walk: a stack of (node, index of the next edge to follow).
    for (const QString &start : m_nodes) {
        if (marks.value(start) != Mark::Unseen)
            continue;
        QVector<QPair<QString, int>> stack{{start, 0}};
        marks[start] = Mark::OnPath;
        path = {start};
        while (!stack.isEmpty()) {
            auto &[node, next] = stack.last();
            const QStringList edges = m_edges.value(node);
            if (next >= edges.size()) {
                marks[node] = Mark::Done;
                stack.removeLast();
                path.removeLast();
                continue;
            }
            const QString target = edges.at(next++);
            if (!known.contains(target))
                continue;
            const Mark mark = marks.value(target);
            if (mark == Mark::OnPath) {
                QStringList cycle = path.mid(path.indexOf(target));
                cycle << target;
                found << cycle;
            } else if (mark == Mark::Unseen) {
                marks[target] = Mark::OnPath;
                path << target;
                stack.append({target, 0});
            }
        }
    }
    return found;
}

QHash<QString, QStringList> DependencyGraph::inverted() const
{
    QHash<QString, QStringList> inverse;
    for (const QString &node : m_nodes)
        for (const QString &target : m_edges.value(node))
            if (!inverse.value(target).contains(node))
                inverse[target] << node;
    return inverse;
}

} // namespace astrolabe::content
