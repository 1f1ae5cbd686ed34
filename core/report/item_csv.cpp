#include "report/item_csv.h"

#include "report/csv_writer.h"
#include "report/item_texts.h"

namespace astrolabe::report {

QStringList itemCsvColumns()
{
    return {QStringLiteral("question_id"),
            QStringLiteral("lesson_id"),
            QStringLiteral("attempts"),
            QStringLiteral("first_try_right_share"),
            QStringLiteral("common_wrong_answers"),
            QStringLiteral("students"),
            QStringLiteral("question")};
}

QByteArray itemCsv(const QVector<ItemAnalysis> &items, const content::ContentPack &pack,
                   bool persian)
{
    QString body;
    for (const ItemAnalysis &item : items) {
        const ItemTexts texts = itemTexts(item, pack, persian);
        QStringList wrong;
        for (int i = 0; i < item.commonWrong.size(); ++i)
            wrong << texts.wrongAnswers.value(i, item.commonWrong.at(i).answer)
                         + QStringLiteral(" ×") + QString::number(item.commonWrong.at(i).count);
        const auto share = item.firstTryRightShare();
        const QStringList cells = {
            csvTextCell(item.questionId),
            csvTextCell(item.lessonId),
            QString::number(item.attempts),
            share ? QString::number(*share, 'f', 2) : QString(),
            csvTextCell(wrong.join(QStringLiteral("; "))),
            QString::number(item.students),
            csvTextCell(texts.question),
        };
        body += cells.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    }
    return csvDocument(itemCsvColumns(), body);
}

} // namespace astrolabe::report
