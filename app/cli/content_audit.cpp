#include "cli/content_audit.h"

#include "content/pack_audit.h"
#include "content/pack_loader.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <functional>
#include <numeric>

namespace astrolabe::cli {

namespace {

// The messages share the context of `content validate`'s.
struct Content
{
    Q_DECLARE_TR_FUNCTIONS(astrolabe::cli::Content)
};

QString intList(const QVector<int> &numbers, const QString &separator)
{
    QStringList parts;
    for (const int n : numbers)
        parts << QString::number(n);
    return parts.join(separator);
}

// The right option's shown places as whole percentages: "24 26 25 25".
QVector<int> placePercents(const QVector<int> &counts)
{
    const int total = std::accumulate(counts.begin(), counts.end(), 0);
    QVector<int> percents;
    for (const int count : counts)
        percents << (total == 0 ? 0 : qRound(100.0 * count / total));
    return percents;
}

int countIf(const QVector<content::QuestionDraws> &draws,
            const std::function<bool(const content::DrawTally &)> &test)
{
    return int(std::count_if(draws.begin(), draws.end(),
                             [&test](const content::QuestionDraws &d) { return test(d.tally); }));
}

void printTable(const content::AuditReport &report, const content::AuditSettings &settings,
                Context &ctx)
{
    const auto isConstant = [](const content::DrawTally &t) { return t.isConstant(); };
    const auto isDegenerate = [&settings](const content::DrawTally &t) {
        return t.degenerateRate() > settings.maxDegenerateRate;
    };
    //: Headers of the table `astrolabe content audit` prints, one row per lesson.
    QVector<QStringList> rows{{Content::tr("Lesson"), Content::tr("Generated"),
                               Content::tr("Choice"),
                               Content::tr("Right option at place 1, 2, ... (%)"),
                               Content::tr("Longest en, fa"), Content::tr("Constant"),
                               Content::tr("Degenerate"),
                               Content::tr("Objectives without a question"),
                               Content::tr("Options without a why")}};
    for (const content::LessonAudit &lesson : report.lessons)
        rows.append({lesson.lessonId, QString::number(lesson.generated),
                     QString::number(lesson.choice),
                     intList(placePercents(lesson.rightPlaces), QStringLiteral(" ")),
                     QStringLiteral("%1, %2").arg(lesson.longestEn).arg(lesson.longestFa),
                     QString::number(countIf(lesson.draws, isConstant)),
                     QString::number(countIf(lesson.draws, isDegenerate)),
                     lesson.unassessedObjectives.isEmpty()
                         ? Content::tr("none")
                         : intList(lesson.unassessedObjectives, QStringLiteral(", ")),
                     QString::number(lesson.optionsWithoutWhy)});
    QVector<int> widths(rows.first().size(), 0);
    for (const QStringList &row : rows)
        for (int i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], int(row.at(i).size()));
    for (const QStringList &row : rows) {
        QString line;
        for (int i = 0; i < row.size(); ++i)
            line += (i == 0 ? row.at(i).leftJustified(widths[i])
                            : row.at(i).rightJustified(widths[i]))
                    + (i + 1 < row.size() ? QStringLiteral("  ") : QString());
        ctx.out << line << '\n';
    }
    ctx.out << '\n' << Content::tr("Kinds of the generated questions:") << '\n';
    for (const content::LessonAudit &lesson : report.lessons)
        ctx.out << "  " << lesson.lessonId << ": "
                << (lesson.kinds.isEmpty() ? Content::tr("none")
                                           : lesson.kinds.join(QStringLiteral(", ")))
                << '\n';
    ctx.out << '\n'
            << (report.passed() ? Content::tr("Every rule passes.")
                                : Content::tr("%n rule(s) failed; see the lines on standard error.",
                                     nullptr, int(report.failures.size())))
            << '\n';
}

QJsonObject lessonJson(const content::LessonAudit &lesson)
{
    QJsonArray places, questions, unassessed;
    for (const int count : lesson.rightPlaces)
        places.append(count);
    for (const content::QuestionDraws &draws : lesson.draws) {
        const content::DrawTally &tally = draws.tally;
        questions.append(QJsonObject{{QStringLiteral("id"), draws.questionId},
                                     {QStringLiteral("kind"), draws.kind},
                                     {QStringLiteral("draws"), tally.draws},
                                     {QStringLiteral("distinctAnswers"), tally.distinctAnswers},
                                     {QStringLiteral("degenerate"), tally.degenerate},
                                     {QStringLiteral("seedsSpent"), tally.seedsSpent}});
    }
    for (const int objective : lesson.unassessedObjectives)
        unassessed.append(objective);
    return {{QStringLiteral("id"), lesson.lessonId},
            {QStringLiteral("kinds"), QJsonArray::fromStringList(lesson.kinds)},
            {QStringLiteral("generated"), lesson.generated},
            {QStringLiteral("choice"), lesson.choice},
            {QStringLiteral("rightPlaces"), places},
            {QStringLiteral("longest"), QJsonObject{{QStringLiteral("en"), lesson.longestEn},
                                                    {QStringLiteral("fa"), lesson.longestFa}}},
            {QStringLiteral("generatedQuestions"), questions},
            {QStringLiteral("unassessedObjectives"), unassessed},
            {QStringLiteral("optionsWithoutWhy"), lesson.optionsWithoutWhy}};
}

void printJson(const content::AuditReport &report, const content::AuditSettings &settings,
               Context &ctx)
{
    QJsonArray lessons, failures;
    for (const content::LessonAudit &lesson : report.lessons)
        lessons.append(lessonJson(lesson));
    for (const content::AuditFailure &failure : report.failures)
        failures.append(QJsonObject{{QStringLiteral("lesson"), failure.lessonId},
                                    {QStringLiteral("question"), failure.questionId},
                                    {QStringLiteral("rule"), failure.rule},
                                    {QStringLiteral("message"), failure.message}});
    const QJsonObject root{{QStringLiteral("passed"), report.passed()},
                           {QStringLiteral("attemptsPerChoiceQuestion"), settings.placeAttempts},
                           {QStringLiteral("drawsPerGeneratedQuestion"), settings.draws},
                           {QStringLiteral("lessons"), lessons},
                           {QStringLiteral("failures"), failures}};
    ctx.out << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Compact)) << '\n';
}

} // namespace

int runContentAudit(const QStringList &args, Context &ctx)
{
    QStringList rest = args;
    const bool json = rest.removeAll(QStringLiteral("--json")) > 0;
    if (rest.size() > 1 || (!rest.isEmpty() && rest.first().startsWith(QLatin1String("--")))) {
        ctx.err << Content::tr("Usage: astrolabe content audit [DIR] [--json]") << '\n';
        return 2;
    }
    const QString directory =
        rest.isEmpty() ? content::PackLoader::bundledDirectory() : rest.first();
    const content::LoadResult loaded = content::PackLoader::load(directory);
    if (!loaded.isValid()) {
        ctx.err << Content::tr("The pack has problems; run astrolabe content validate on it "
                               "first.")
                << '\n';
        return 1;
    }
    const content::AuditSettings settings;
    const content::AuditReport report = content::PackAudit::run(loaded.pack, settings);
    if (json)
        printJson(report, settings, ctx);
    else
        printTable(report, settings, ctx);
    ctx.out.flush();
    for (const content::AuditFailure &failure : report.failures)
        ctx.err << failure.toString() << '\n';
    return report.passed() ? 0 : 1;
}

} // namespace astrolabe::cli
