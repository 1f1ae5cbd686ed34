#include "worked_step_model.h"

namespace astrolabe {

WorkedStepModel::WorkedStepModel(QObject *parent) : QAbstractListModel(parent) {}

int WorkedStepModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_texts.size());
}

QVariant WorkedStepModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    switch (role) {
    case NumberRole:
        return index.row() + 1;
    case NumberTextRole:
        return m_numberTexts.value(index.row());
    case TextRole:
        return m_texts.at(index.row());
    default:
        return {};
    }
}

QHash<int, QByteArray> WorkedStepModel::roleNames() const
{
    return {{NumberRole, "number"}, {NumberTextRole, "numberText"}, {TextRole, "text"}};
}

void WorkedStepModel::setSteps(const QStringList &texts, const QStringList &numberTexts)
{
    if (texts == m_texts && numberTexts == m_numberTexts)
        return;
    const bool countChanges = texts.size() != m_texts.size();
    beginResetModel();
    m_texts = texts;
    m_numberTexts = numberTexts;
    endResetModel();
    if (countChanges)
        emit countChanged();
}

} // namespace astrolabe
