#include "report/item_texts.h"

#include "content/content_pack.h"
#include "content/question.h"
#include "content/question_text.h"
#include "exercises/choice_option.h"
#include "report/class_summary.h"

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

void describeItems(ClassSummary &summary, const content::ContentPack &pack, bool persian)
{
    summary.itemTexts.clear();
    for (const ItemAnalysis &item : summary.items) {
        ItemTexts texts = itemTexts(item, pack, persian);
        // A typed value ("(1, -2)") keeps its order inside a Persian sentence.
        const content::Question *question = pack.question(item.questionId);
        if (persian && question && question->isGenerated())
            for (QString &answer : texts.wrongAnswers)
                answer = content::QuestionText::leftToRight(answer, languageOf(persian));
        summary.itemTexts.insert(item.questionId, texts);
    }
}

} // namespace astrolabe::report
