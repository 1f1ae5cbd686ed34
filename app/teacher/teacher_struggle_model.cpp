#include "teacher_struggle_model.h"

#include "content/content_pack.h"
#include "report/item_texts.h"
#include "report/report_text.h"
#include "sky_text.h"

#include <QTimeZone>

#include <algorithm>

namespace astrolabe {

TeacherStruggleModel::TeacherStruggleModel(QObject *parent) : QAbstractListModel(parent) {}

int TeacherStruggleModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid())
        return 0;
    return m_showAll ? int(m_entries.size())
                     : int(std::min<qsizetype>(m_entries.size(), report::kStruggleCount));
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
    case PlaceTextRole: return placeText(s.lesson, s.number, m_language);
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

QString TeacherStruggleModel::placeText(int lesson, int number, const QString &language)
{
    //: Where a question is: "Lesson 3 · question 5".
    return tr("Lesson %1 · question %2")
        .arg(SkyText::number(lesson + 1, language), SkyText::number(number, language));
}

void TeacherStruggleModel::setStruggles(const report::ClassSummary &summary,
                                        const content::ContentPack *pack, const QString &language)
{
    const report::ReportText text(language, QTimeZone::systemTimeZone());
    beginResetModel();
    m_entries.clear();
    for (const report::QuestionStruggle &s : summary.struggles) {
        const content::Lesson *lesson = pack ? pack->lessonOfQuestion(s.questionId) : nullptr;
        // The question's text and its wrong answers as the class PDF gives them.
        const report::ItemTexts texts = summary.itemTexts.value(s.questionId);
        Entry entry{s, texts.question.isEmpty() ? s.questionId : texts.question,
                    lesson ? lesson->title.text(language) : QString(), QStringLiteral("—"),
                    QString()};
        if (const report::ItemAnalysis *item = summary.item(s.questionId)) {
            if (const auto share = item->firstTryRightShare())
                entry.firstTry = SkyText::percent(*share, language);
            entry.wrongAnswers = report::wrongAnswersLine(*item, texts, text);
        }
        m_entries << entry;
    }
    m_language = language;
    endResetModel();
    emit countChanged();
}

void TeacherStruggleModel::setShowAll(bool all)
{
    if (all == m_showAll)
        return;
    beginResetModel();
    m_showAll = all;
    endResetModel();
    emit countChanged();
}

} // namespace astrolabe
