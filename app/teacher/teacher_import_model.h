#pragma once

#include "report/import_result.h"

#include <QAbstractListModel>
#include <QQmlEngine>
#include <QVector>

namespace astrolabe {

// What became of each file of the teacher's last import: one row per file offered, in order.
class TeacherImportModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Import results come from TeacherClass.")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(int mergedCount READ mergedCount NOTIFY countChanged)

public:
    enum Role {
        FileNameRole = Qt::UserRole + 1,
        OutcomeRole, // "added", "replaced", "duplicate", "older", "refused", "skipped"
        OutcomeTextRole, // the outcome in the interface language
        StudentNameRole,
        ReasonRole,
        MergedRole,
    };
    Q_ENUM(Role)

    explicit TeacherImportModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setResults(const QVector<report::ImportResult> &results);
    int mergedCount() const;

signals:
    void countChanged();

private:
    QVector<report::ImportResult> m_results;
};

} // namespace astrolabe
