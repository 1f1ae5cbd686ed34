#include "report/item_texts.h"

#include "content/content_pack.h"
#include "content/question.h"
#include "content/question_text.h"
#include "exercises/choice_option.h"
#include "report/class_summary.h"
#include "report/report_text.h"

#include <QRegularExpression>

namespace astrolabe::report {

namespace {

QString languageOf(bool persian)
{
    return persian ? QStringLiteral("fa") : QStringLiteral("en");
}

} // namespace

QString questionText(const content::Question &question, bool persian)
{
    // A generated question's numbers differ on every attempt: its template's {blanks} are
    // shown as a blank, "___".
    static const QRegularExpression blank(QStringLiteral("\\{[A-Za-z_][A-Za-z0-9_]*\\}"));
    return content::QuestionText::prompt(question, nullptr, languageOf(persian))
        .replace(blank, QStringLiteral("___"));
}

QString answerText(const content::Question &question, const QString &stored, bool persian)
{
    if (question.isChoice()) {
        bool ok = false;
        const int option = stored.toInt(&ok);
        if (ok && option >= 1 && option <= question.options.size())
            return question.options.at(option - 1)
                .text(languageOf(persian))
                .simplified();
        return stored;
    }
    if (!exercises::choiceOption(stored).id.isEmpty())
        return exercises::choiceLabel(stored);
    return stored;
}

QString shownAnswerText(const content::Question &question, const QString &stored, bool persian)
{
    const QString text = answerText(question, stored, persian);
    return question.isGenerated() ? content::QuestionText::leftToRight(text, languageOf(persian))
                                  : text;
}

ItemTexts itemTexts(const ItemAnalysis &item, const content::ContentPack &pack, bool persian)
{
    ItemTexts texts;
    const content::Question *question = pack.question(item.questionId);
    if (!question)
        return texts;
    texts.question = questionText(*question, persian);
    for (const WrongAnswer &wrong : item.commonWrong)
        texts.wrongAnswers << answerText(*question, wrong.answer, persian);
    return texts;
}

QString wrongAnswersLine(const ItemAnalysis &item, const ItemTexts &texts, const ReportText &text)
{
    QStringList wrong;
    for (int i = 0; i < item.commonWrong.size(); ++i)
        //: A wrong answer and how many times the class gave it, e.g. "0.25 (×3)"
        wrong << ReportText::tr("%1 (×%2)")
                     .arg(texts.wrongAnswers.value(i, item.commonWrong.at(i).answer),
                          text.number(item.commonWrong.at(i).count));
    return wrong.join(text.persian() ? QStringLiteral("؛ ") : QStringLiteral("; "));
}

void describeItems(ClassSummary &summary, const content::ContentPack &pack, bool persian)
{
    summary.itemTexts.clear();
    for (const ItemAnalysis &item : summary.items) {
        ItemTexts texts = itemTexts(item, pack, persian);
        // A typed value ("(1, -2)") keeps its order inside a Persian sentence.
        if (const content::Question *question = pack.question(item.questionId))
            for (int i = 0; i < texts.wrongAnswers.size(); ++i)
                texts.wrongAnswers[i] =
                    shownAnswerText(*question, item.commonWrong.at(i).answer, persian);
        summary.itemTexts.insert(item.questionId, texts);
    }
}

} // namespace astrolabe::report
