// astrolabe class-fit --in DIR [--json] [--lab-file FILE]
//
// Fits one memory model to a class: FSRS-6's parameters to every student's answers at once,
// from the progress files in DIR; prints them with how the defaults and the fit predict the
// class's answers and the class's calibration; --lab-file writes them into a lab file as the
// default for profiles with too little history of their own.

#include "cli/arguments.h"
#include "cli/class_folder.h"
#include "cli/commands.h"
#include "cli/course_choice.h"
#include "cli/memory_options.h"

#include "memory/fsrs_optimizer.h"
#include "review/class_model.h"
#include "security/lab_defaults.h"
#include "time/clock.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace astrolabe::cli {

namespace {

const char *const kUsage =
    "Usage: astrolabe class-fit --in DIR [--json] [--lab-file FILE]\n";

QString fixed(double x, int decimals)
{
    return QString::number(x, 'f', decimals);
}

QString percent(double share)
{
    return fixed(share * 100, 1) + QLatin1Char('%');
}

} // namespace

int runClassFitCommand(const QStringList &argv, Context &ctx)
{
    const Arguments args(argv, {QStringLiteral("in"), QStringLiteral("lab-file")},
                         {QStringLiteral("json"), QStringLiteral("help")});
    if (args.has(QStringLiteral("help"))) {
        ctx.out << kUsage
                << "\nFits one memory model (the 21 FSRS-6 parameters) to every answer in the "
                   "students' progress\nfiles in DIR, each student's questions kept apart, as "
                   "`memory optimize` fits one learner.\nPrints the parameters, the log loss "
                   "and RMSE(bins) of FSRS-6's defaults and of the fit\n(lower is better), and "
                   "the class's calibration with the fitted parameters.\n\n"
                   "  --json           one JSON object: params, logLoss, rmseBins, "
                   "defaultLogLoss,\n                   defaultRmseBins, items, reviews, "
                   "students, stage, calibration\n"
                   "  --lab-file FILE  write the parameters into FILE ([memory] params=), a lab "
                   "file or a\n                   data folder's astrolabe.ini: every profile "
                   "with fewer than 8 answers\n                   on a later day of its own "
                   "takes them when it opens\n";
        return 0;
    }
    if (!args.ok()) {
        ctx.err << args.error() << '\n';
        return 2;
    }
    if (!args.positional().isEmpty() || !args.has(QStringLiteral("in"))) {
        ctx.err << "class-fit needs the folder of the students' progress files: " << kUsage;
        return 2;
    }
    const QString labFile = args.value(QStringLiteral("lab-file")).value_or(QString());
    if (args.has(QStringLiteral("lab-file")) && labFile.isEmpty()) {
        ctx.err << "The option --lab-file needs the lab file's name.\n";
        return 2;
    }
    const std::optional<content::CourseOutline> course = chosenCourse(ctx);
    if (!course)
        return 1;
    QVector<store::ClassStudent> students;
    const int read = readClassFolder(args.value(QStringLiteral("in")).value_or(QString()),
                                     course->courseId(), &students, ctx);
    if (read != 0)
        return read;
    QElapsedTimer timer;
    timer.start();
    const review::ClassModelFit result = review::fitClassModel(students, systemClock()());
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    const memory::FitOutcome &outcome = result.fit.outcome;
    if (outcome.stage == memory::FitOutcome::Stage::Refused) {
        ctx.err << "The class's answers cannot be fitted: " << outcome.problem << '\n';
        return 1;
    }
    const review::FitReport &report = result.fit.report;
    if (!labFile.isEmpty()
        && !security::LabDefaults::writeClassWeights(labFile, outcome.weights)) {
        ctx.err << "The lab file " << labFile << " could not be written (is it a lab file, and "
                   "may you write it?).\n";
        return 1;
    }
    const bool full = outcome.stage == memory::FitOutcome::Stage::Full;
    if (args.has(QStringLiteral("json"))) {
        QJsonArray bins;
        for (const stats::CalibrationBin &bin : result.calibration)
            bins.append(QJsonObject{{QStringLiteral("from"), bin.from},
                                    {QStringLiteral("to"), bin.to},
                                    {QStringLiteral("count"), bin.count},
                                    {QStringLiteral("predicted"), bin.predicted},
                                    {QStringLiteral("recalled"), bin.recalled}});
        QJsonObject o{{QStringLiteral("params"), jsonWeights(outcome.weights)},
                      {QStringLiteral("logLoss"), report.logLoss},
                      {QStringLiteral("rmseBins"), report.rmseBins},
                      {QStringLiteral("defaultLogLoss"), report.defaultLogLoss},
                      {QStringLiteral("defaultRmseBins"), report.defaultRmseBins},
                      {QStringLiteral("items"), report.items},
                      {QStringLiteral("reviews"), report.reviews},
                      {QStringLiteral("students"), result.students},
                      {QStringLiteral("seconds"), seconds},
                      {QStringLiteral("stage"), full ? QStringLiteral("full")
                                                     : QStringLiteral("initial-stabilities")},
                      {QStringLiteral("calibration"), bins}};
        ctx.out << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
        return 0;
    }
    ctx.out << QStringLiteral("Fitted to %1 students' %2 answers (%3 items) in %4 s.\n")
                   .arg(result.students)
                   .arg(report.reviews)
                   .arg(report.items)
                   .arg(fixed(seconds, 2));
    if (!full)
        ctx.out << QStringLiteral("Only w0-w3 were fitted: all 21 need at least %1 items.\n")
                       .arg(memory::kFullFitItems);
    ctx.out << "params " << review::MemoryModelHistory::weightsText(outcome.weights) << '\n'
            << "           log loss  RMSE(bins)\n"
            << "defaults   " << fixed(report.defaultLogLoss, 4) << "    "
            << fixed(report.defaultRmseBins, 4) << '\n'
            << "fitted     " << fixed(report.logLoss, 4) << "    " << fixed(report.rmseBins, 4)
            << '\n'
            << "Calibration with the fitted parameters (answers on a later day):\n";
    for (const stats::CalibrationBin &bin : result.calibration)
        ctx.out << QStringLiteral("  %1-%2%: %3 answers, predicted %4, recalled %5\n")
                       .arg(qRound(bin.from * 100))
                       .arg(qRound(bin.to * 100))
                       .arg(bin.count)
                       .arg(percent(bin.predicted), percent(bin.recalled));
    if (!labFile.isEmpty())
        ctx.out << "Written to " << labFile << ": profiles with fewer than "
                << memory::kMinFitItems << " answers on a later day of their own take it.\n";
    return 0;
}

} // namespace astrolabe::cli
