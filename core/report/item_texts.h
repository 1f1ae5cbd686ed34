#pragma once

#include "report/item_analysis.h"

#include <QString>
#include <QStringList>

namespace astrolabe::content {
class ContentPack;
struct Question;
}

namespace astrolabe::report {

// What a teacher reads beside one row of the item analysis, in the report's language: the
// question (a generated question's template with its fresh numbers left out as a blank "___", since each
// student saw other numbers) and each common wrong answer spelled as the student chose it (a
// pack option by its text, not by where it stood on a student's screen; a named option by its
// label; a typed value as typed), index for index with the item's commonWrong.
struct ItemTexts
{
    QString question;
    QStringList wrongAnswers;
};

QString questionText(const content::Question &question, bool persian);
// The answer as the student saw it; the stored text itself for anything not recognised.
QString answerText(const content::Question &question, const QString &stored, bool persian);
// The same for a sentence of the interface or the PDF: a typed value kept left to right inside
// Persian text.
QString shownAnswerText(const content::Question &question, const QString &stored, bool persian);
// The texts of an item; empty texts when the pack has no such question.
ItemTexts itemTexts(const ItemAnalysis &item, const content::ContentPack &pack, bool persian);

class ReportText;
// An item's common wrong answers as a reader sees them, each with its count, in the report's
// language and digits: "0.25 (×3); 0.5 (×1)" ("؛" between them in Persian); empty when none.
QString wrongAnswersLine(const ItemAnalysis &item, const ItemTexts &texts, const ReportText &text);

struct ClassSummary;
// Fills summary.itemTexts for every item of the summary.
void describeItems(ClassSummary &summary, const content::ContentPack &pack, bool persian);

} // namespace astrolabe::report
