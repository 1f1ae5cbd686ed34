#include "quiz_result_model.h"

#include "content/question_text.h"
#include "quiz_review_text.h"

namespace astrolabe {

using content::QuestionText;

QuizResultModel::QuizResultModel(QObject *parent) : QAbstractListModel(parent) {}

int QuizResultModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

QVariant QuizResultModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &entry = m_entries.at(index.row());
    const QLocale locale = QuestionText::localeFor(m_language);
    switch (role) {
    case NumberRole:
        return entry.number;
    case NumberTextRole:
        return locale.toString(entry.number);
    case QuestionIdRole:
        return entry.questionId;
    case PromptRole:
        return entry.prompt.text(m_language);
    case CorrectRole:
        return entry.correct;
    case HelpedRole:
        return entry.helped;
    case RatingRole:
        return static_cast<int>(entry.rating);
    case RatingNameRole:
        return QuizReviewText::ratingName(entry.rating);
    case DurationTextRole:
        return QuizReviewText::duration(entry.durationMs, locale);
    default:
        return {};
    }
}

QHash<int, QByteArray> QuizResultModel::roleNames() const
{
    return {{NumberRole, "number"},         {NumberTextRole, "numberText"},
            {QuestionIdRole, "questionId"}, {PromptRole, "prompt"},
            {CorrectRole, "correct"},       {HelpedRole, "helped"},
            {RatingRole, "rating"},         {RatingNameRole, "ratingName"},
            {DurationTextRole, "durationText"}};
}

void QuizResultModel::append(const Entry &entry)
{
    const int row = rowCount();
    beginInsertRows(QModelIndex(), row, row);
    m_entries.append(entry);
    endInsertRows();
    emit countChanged();
}

void QuizResultModel::removeLast()
{
    if (m_entries.isEmpty())
        return;
    const int row = rowCount() - 1;
    beginRemoveRows(QModelIndex(), row, row);
    m_entries.removeLast();
    endRemoveRows();
    emit countChanged();
}

void QuizResultModel::clear()
{
    if (m_entries.isEmpty())
        return;
    beginResetModel();
    m_entries.clear();
    endResetModel();
    emit countChanged();
}

void QuizResultModel::setLanguage(const QString &language)
{
    if (language == m_language)
        return;
    m_language = language;
    if (!m_entries.isEmpty())
        emit dataChanged(index(0), index(rowCount() - 1),
                         {NumberTextRole, PromptRole, RatingNameRole, DurationTextRole});
}

int QuizResultModel::rightCount() const
{
    int right = 0;
    for (const Entry &entry : m_entries)
        right += entry.correct ? 1 : 0;
    return right;
}

qint64 QuizResultModel::totalDurationMs() const
{
    qint64 total = 0;
    for (const Entry &entry : m_entries)
        total += entry.durationMs;
    return total;
}

QStringList QuizResultModel::wrongQuestionIds() const
{
    QStringList ids;
    for (const Entry &entry : m_entries)
        if (!entry.correct)
            ids << entry.questionId;
    return ids;
}

} // namespace astrolabe
