#include "report/worksheet_sheets.h"

#include "content/question_draw.h"
#include "report/report_text.h"
#include "report/worksheet_seed.h"

#include <QRegularExpression>
#include <QSet>

namespace astrolabe::report {

std::optional<QVector<StudentSheet>> drawWorksheets(const WorksheetPlan &plan,
                                                    const QStringList &names,
                                                    quint64 worksheetSeed, QString *error)
{
    if (names.isEmpty()) {
        *error = ReportText::tr("Name at least one student to print a worksheet for.");
        return std::nullopt;
    }
    QSet<QString> seen;
    QVector<StudentSheet> sheets;
    for (const QString &name : names) {
        const QString key = WorksheetSeed::normalizedName(name).toCaseFolded();
        if (key.isEmpty()) {
            *error = ReportText::tr("A student's name is empty.");
            return std::nullopt;
        }
        if (seen.contains(key)) {
            //: %1 is a student's name
            *error = ReportText::tr("The name %1 is given twice; two students of one name "
                                    "would get the same numbers, so tell them apart (add a "
                                    "surname or an initial).")
                         .arg(name.simplified());
            return std::nullopt;
        }
        seen.insert(key);
        StudentSheet sheet;
        sheet.name = name.simplified();
        sheet.seed = WorksheetSeed::forStudent(worksheetSeed, name);
        for (int i = 0; i < plan.questions.size(); ++i) {
            const content::Question *question = plan.questions.at(i);
            auto attempt = content::QuestionDraw::draw(
                *question, WorksheetSeed::forQuestion(sheet.seed, i));
            if (!attempt) {
                //: %1 is a question's id, such as softmax.q4
                *error = ReportText::tr("The question %1 could not be given numbers; the "
                                        "course may be newer than this program.")
                             .arg(question->id);
                return std::nullopt;
            }
            sheet.items << WorksheetItem{question, std::move(*attempt)};
        }
        sheets << sheet;
    }
    return sheets;
}

QStringList worksheetNames(const QString &typed)
{
    static const QRegularExpression separators(QStringLiteral("[,\\x{060C}\\n\\r;]"));
    QStringList names;
    for (const QString &part : typed.split(separators)) {
        const QString name = part.simplified();
        if (!name.isEmpty())
            names << name;
    }
    return names;
}

} // namespace astrolabe::report
