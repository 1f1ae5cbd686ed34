#pragma once

#include <QAbstractListModel>
#include <QQmlEngine>
#include <QStringList>

namespace astrolabe {

// The options of the question on screen, numbered from 1 as the keys that choose them. After an
// answer, `chosen` marks the learner's option and `correct` the right one.
class ChoiceOptionModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Options come from a quiz session's question.")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role { NumberRole = Qt::UserRole + 1, NumberTextRole, LabelRole, CorrectRole, ChosenRole };
    Q_ENUM(Role)

    explicit ChoiceOptionModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // Replaces the options; `correct` and `chosen` are 1-based (0: none).
    void setOptions(const QStringList &labels, const QStringList &numberTexts, int correct);
    // Relabels the options (a language change) keeping the rest.
    void setLabels(const QStringList &labels, const QStringList &numberTexts);
    void setChosen(int chosen);
    int chosen() const { return m_chosen; }

signals:
    void countChanged();

private:
    QStringList m_labels;
    QStringList m_numberTexts;
    int m_correct = 0;
    int m_chosen = 0;
};

} // namespace astrolabe
