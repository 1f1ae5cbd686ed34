#pragma once

#include <QAbstractListModel>
#include <QQmlEngine>
#include <QStringList>

namespace astrolabe {

// The worked steps of a generated exercise, with the learner's own numbers, one row a step.
class WorkedStepModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Steps come from a quiz session's question.")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role { NumberRole = Qt::UserRole + 1, NumberTextRole, TextRole };
    Q_ENUM(Role)

    explicit WorkedStepModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setSteps(const QStringList &texts, const QStringList &numberTexts);

signals:
    void countChanged();

private:
    QStringList m_texts;
    QStringList m_numberTexts;
};

} // namespace astrolabe
