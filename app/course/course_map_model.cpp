#include "course_map_model.h"

#include "review/review_service.h"
#include "study_link.h"

#include <QHash>

namespace astrolabe {

bool CourseMapModel::Row::operator==(const Row &o) const
{
    return lessonId == o.lessonId && chapterId == o.chapterId
        && questionCount == o.questionCount && learnedCount == o.learnedCount
        && recall == o.recall && recalls == o.recalls && learned == o.learned
        && dueCount == o.dueCount;
}

CourseMapModel::CourseMapModel(QObject *parent)
    : QAbstractListModel(parent)
{
    refresh();
}

int CourseMapModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant CourseMapModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    const content::ContentPack *pack = m_study.pack();
    const content::Lesson *lesson = pack ? pack->lesson(row.lessonId) : nullptr;
    switch (role) {
    case LessonIdRole: return row.lessonId;
    case ChapterIdRole: return row.chapterId;
    case PositionRole: return index.row() + 1;
    case TitleRole: return lesson ? lesson->title.text(m_language) : QString();
    case SummaryRole: return lesson ? lesson->summary.text(m_language) : QString();
    case QuestionCountRole: return row.questionCount;
    case LearnedCountRole: return row.learnedCount;
    case RecallRole: return row.recall;
    case RecallsRole: return QVariant::fromValue(row.recalls);
    case LearnedRole: return QVariant::fromValue(row.learned);
    case DueCountRole: return row.dueCount;
    default: return {};
    }
}

QHash<int, QByteArray> CourseMapModel::roleNames() const
{
    return {
        {LessonIdRole, "lessonId"},
        {ChapterIdRole, "chapterId"},
        {PositionRole, "position"},
        {TitleRole, "title"},
        {SummaryRole, "summary"},
        {QuestionCountRole, "questionCount"},
        {LearnedCountRole, "learnedCount"},
        {RecallRole, "recall"},
        {RecallsRole, "recalls"},
        {LearnedRole, "learned"},
        {DueCountRole, "dueCount"},
    };
}

void CourseMapModel::setLanguage(const QString &language)
{
    if (m_language == language)
        return;
    m_language = language;
    emit languageChanged();
    emit textsChanged();
    if (!m_rows.isEmpty())
        emit dataChanged(index(0), index(static_cast<int>(m_rows.size()) - 1),
                         {TitleRole, SummaryRole});
}

QString CourseMapModel::courseTitle() const
{
    const content::ContentPack *pack = m_study.pack();
    return pack ? pack->course().title.text(m_language) : QString();
}

QStringList CourseMapModel::chapterIds() const
{
    QStringList ids;
    if (const content::ContentPack *pack = m_study.pack())
        for (const auto &chapter : pack->chapters())
            ids << chapter.id;
    return ids;
}

QStringList CourseMapModel::chapterTitles() const
{
    QStringList titles;
    if (const content::ContentPack *pack = m_study.pack())
        for (const auto &chapter : pack->chapters())
            titles << chapter.title.text(m_language);
    return titles;
}

void CourseMapModel::refresh()
{
    Study *context = m_study.opened();
    QVector<Row> rows;
    if (context) {
        const review::ReviewService &service = *context->service();
        const qint64 now = service.now();
        const QHash<QString, review::ItemStatus> statuses = service.statusesAt(now);

        for (const auto &chapter : context->pack()->chapters()) {
            for (const QString &lessonId : chapter.lessonIds) {
                const content::Lesson *lesson = context->pack()->lesson(lessonId);
                if (!lesson)
                    continue;
                Row row;
                row.lessonId = lessonId;
                row.chapterId = chapter.id;
                double sum = 0.0;
                for (const QString &questionId : lesson->questionIds()) {
                    const review::ItemStatus status = statuses.value(questionId);
                    row.learned << status.learned();
                    row.recalls << status.recall;
                    row.learnedCount += status.learned() ? 1 : 0;
                    row.dueCount += status.due ? 1 : 0;
                    sum += status.recall;
                }
                row.questionCount = static_cast<int>(row.recalls.size());
                row.recall = row.questionCount > 0 ? sum / row.questionCount : 0.0;
                rows << row;
            }
        }
    }

    const bool sameLessons = rows.size() == m_rows.size()
        && std::equal(rows.cbegin(), rows.cend(), m_rows.cbegin(),
                      [](const Row &a, const Row &b) { return a.lessonId == b.lessonId; });
    if (sameLessons) {
        for (int i = 0; i < rows.size(); ++i) {
            if (rows.at(i) == m_rows.at(i))
                continue;
            m_rows[i] = rows.at(i);
            emit dataChanged(index(i), index(i));
        }
    } else {
        beginResetModel();
        m_rows = rows;
        endResetModel();
        emit chaptersChanged();
        emit textsChanged();
    }

    int questions = 0, learned = 0, dueCount = 0;
    for (const Row &row : std::as_const(m_rows)) {
        questions += row.questionCount;
        learned += row.learnedCount;
        dueCount += row.dueCount;
    }
    if (questions != m_questionTotal || learned != m_learnedTotal || dueCount != m_dueTotal) {
        m_questionTotal = questions;
        m_learnedTotal = learned;
        m_dueTotal = dueCount;
        emit progressChanged();
    }
}

int CourseMapModel::indexOf(const QString &lessonId) const
{
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_rows.at(i).lessonId == lessonId)
            return i;
    return -1;
}

void CourseMapModel::setStudy(Study *study)
{
    if (m_study.set(study))
        emit studyChanged();
}

} // namespace astrolabe
