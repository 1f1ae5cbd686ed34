#include "choice_option_model.h"

namespace astrolabe {

ChoiceOptionModel::ChoiceOptionModel(QObject *parent) : QAbstractListModel(parent) {}

int ChoiceOptionModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_labels.size());
}

QVariant ChoiceOptionModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int number = index.row() + 1;
    switch (role) {
    case NumberRole:
        return number;
    case NumberTextRole:
        return m_numberTexts.value(index.row());
    case LabelRole:
        return m_labels.at(index.row());
    case CorrectRole:
        return number == m_correct;
    case ChosenRole:
        return number == m_chosen;
    default:
        return {};
    }
}

QHash<int, QByteArray> ChoiceOptionModel::roleNames() const
{
    return {{NumberRole, "number"},
            {NumberTextRole, "numberText"},
            {LabelRole, "label"},
            {CorrectRole, "correct"},
            {ChosenRole, "chosen"}};
}

void ChoiceOptionModel::setOptions(const QStringList &labels, const QStringList &numberTexts,
                                   int correct)
{
    const bool countChanges = labels.size() != m_labels.size();
    beginResetModel();
    m_labels = labels;
    m_numberTexts = numberTexts;
    m_correct = correct;
    m_chosen = 0;
    endResetModel();
    if (countChanges)
        emit countChanged();
}

void ChoiceOptionModel::setLabels(const QStringList &labels, const QStringList &numberTexts)
{
    if (labels.size() != m_labels.size()) {
        setOptions(labels, numberTexts, m_correct);
        return;
    }
    if (labels == m_labels && numberTexts == m_numberTexts)
        return;
    m_labels = labels;
    m_numberTexts = numberTexts;
    if (!m_labels.isEmpty())
        emit dataChanged(index(0), index(rowCount() - 1), {LabelRole, NumberTextRole});
}

void ChoiceOptionModel::setChosen(int chosen)
{
    if (chosen == m_chosen)
        return;
    const int previous = m_chosen;
    m_chosen = chosen;
    for (int number : {previous, chosen})
        if (number >= 1 && number <= rowCount())
            emit dataChanged(index(number - 1), index(number - 1), {ChosenRole});
}

} // namespace astrolabe
