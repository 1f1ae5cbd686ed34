#include "teacher_struggle_model.h"

#include "content/content_pack.h"
#include "content/question_text.h"
#include "sky_text.h"

#include <QRegularExpression>

namespace astrolabe {

using content::QuestionText;

TeacherStruggleModel::TeacherStruggleModel(QObject *parent) : QAbstractListModel(parent) {}

int TeacherStruggleModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

QVariant TeacherStruggleModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &entry = m_entries.at(index.row());
    const report::QuestionStruggle &s = entry.struggle;
    switch (role) {
    case QuestionIdRole: return s.questionId;
    case PromptRole: return entry.prompt;
    case PlaceTextRole:
        //: Where a question is: "Lesson 3 · question 5".
        return tr("Lesson %1 · question %2")
            .arg(SkyText::number(s.lesson + 1, m_language), SkyText::number(s.number, m_language));
    case LessonTitleRole: return entry.lessonTitle;
    case RecallRole: return s.averageRecall;
    case RecallTextRole: return SkyText::percent(s.averageRecall, m_language);
    case LapsesTextRole: return SkyText::number(s.lapses, m_language);
    case StudentsTextRole: return SkyText::number(s.studentsSeen, m_language);
    default: return {};
    }
}

QHash<int, QByteArray> TeacherStruggleModel::roleNames() const
{
    return {{QuestionIdRole, "questionId"},   {PromptRole, "prompt"},
            {PlaceTextRole, "placeText"},     {LessonTitleRole, "lessonTitle"},
            {RecallRole, "recall"},           {RecallTextRole, "recallText"},
            {LapsesTextRole, "lapsesText"},   {StudentsTextRole, "studentsText"}};
}

void TeacherStruggleModel::setStruggles(const QVector<report::QuestionStruggle> &struggles,
                                        const content::ContentPack *pack, const QString &language)
{
    beginResetModel();
    m_entries.clear();
    for (const report::QuestionStruggle &s : struggles) {
        const content::Question *question = pack ? pack->question(s.questionId) : nullptr;
        const content::Lesson *lesson = pack ? pack->lessonOfQuestion(s.questionId) : nullptr;
        // A generated question's numbers differ on every attempt: its template's {blanks}
        // are shown as an ellipsis.
        static const QRegularExpression blank(QStringLiteral("\\{[A-Za-z_]+\\}"));
        const QString prompt = question
            ? QuestionText::prompt(*question, nullptr, language).replace(blank, QStringLiteral("…"))
            : s.questionId;
        m_entries << Entry{s, prompt,
                           lesson ? lesson->title.text(language) : QString()};
    }
    m_language = language;
    endResetModel();
    emit countChanged();
}

} // namespace astrolabe
