#include "teacher_struggle_model.h"

#include "content/content_pack.h"
#include "content/question_text.h"
#include "report/item_texts.h"
#include "sky_text.h"

namespace astrolabe {

namespace {

// A wrong answer as the student gave it; a typed value kept left to right in Persian.
QString shownAnswer(const content::Question *question, const QString &stored,
                    const QString &language)
{
    if (!question)
        return stored;
    const QString text = report::answerText(*question, stored, language == QLatin1String("fa"));
    return question->isGenerated() ? content::QuestionText::leftToRight(text, language) : text;
}

} // namespace

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
    case FirstTryTextRole: return entry.firstTry;
    case WrongAnswersTextRole: return entry.wrongAnswers;
    default: return {};
    }
}

QHash<int, QByteArray> TeacherStruggleModel::roleNames() const
{
    return {{QuestionIdRole, "questionId"},   {PromptRole, "prompt"},
            {PlaceTextRole, "placeText"},     {LessonTitleRole, "lessonTitle"},
            {RecallRole, "recall"},           {RecallTextRole, "recallText"},
            {LapsesTextRole, "lapsesText"},   {StudentsTextRole, "studentsText"},
            {FirstTryTextRole, "firstTryText"}, {WrongAnswersTextRole, "wrongAnswersText"}};
}

void TeacherStruggleModel::setStruggles(const report::ClassSummary &summary,
                                        const content::ContentPack *pack, const QString &language)
{
    const bool persian = language == QLatin1String("fa");
    beginResetModel();
    m_entries.clear();
    for (const report::QuestionStruggle &s : summary.struggles) {
        const content::Question *question = pack ? pack->question(s.questionId) : nullptr;
        const content::Lesson *lesson = pack ? pack->lessonOfQuestion(s.questionId) : nullptr;
        Entry entry{s, question ? report::questionText(*question, persian) : s.questionId,
                    lesson ? lesson->title.text(language) : QString(), QStringLiteral("—"),
                    QString()};
        if (const report::ItemAnalysis *item = summary.item(s.questionId)) {
            if (const auto share = item->firstTryRightShare())
                entry.firstTry = SkyText::percent(*share, language);
            QStringList wrong;
            for (const report::WrongAnswer &answer : item->commonWrong)
                //: A wrong answer and how many times the class gave it, e.g. "0.25 (×3)"
                wrong << tr("%1 (×%2)").arg(shownAnswer(question, answer.answer, language),
                                             SkyText::number(answer.count, language));
            entry.wrongAnswers = wrong.join(persian ? QStringLiteral("؛ ") : QStringLiteral("; "));
        }
        m_entries << entry;
    }
    m_language = language;
    endResetModel();
    emit countChanged();
}

} // namespace astrolabe
