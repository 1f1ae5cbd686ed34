#include "cli/report_options.h"

#include "report/pdf/report_file.h"

#include <QCoreApplication>
#include <QDate>
#include <QLocale>
#include <QTranslator>

namespace astrolabe::cli {

namespace {

// The Persian translation compiled into the application (as the window loads it).
bool installPersian()
{
    static QTranslator translator;
    if (!translator.load(QStringLiteral(":/i18n/astrolabe_fa.qm")))
        return false;
    QCoreApplication::installTranslator(&translator);
    QLocale::setDefault(QLocale(QLocale::Persian, QLocale::Iran));
    return true;
}

} // namespace

QSet<QString> reportOptionNames()
{
    return {QStringLiteral("out"), QStringLiteral("lang"), QStringLiteral("from"),
            QStringLiteral("to")};
}

std::optional<ReportOptions> readReportOptions(const Arguments &args, qint64 nowMs, Context &ctx,
                                               bool outRequired)
{
    ReportOptions options;
    options.out = args.value(QStringLiteral("out")).value_or(QString());
    if (options.out.isEmpty() && (outRequired || args.has(QStringLiteral("out")))) {
        ctx.err << "The option --out needs the report's file name (FILE.pdf or FILE.csv).\n";
        return std::nullopt;
    }
    if (!options.out.isEmpty() && !report::reportFileTypeOf(options.out)) {
        ctx.err << "The report file's name must end in .pdf or .csv, not \"" << options.out
                << "\".\n";
        return std::nullopt;
    }
    options.heading.language = args.value(QStringLiteral("lang")).value_or(QStringLiteral("en"));
    if (options.heading.language != QLatin1String("en")
        && options.heading.language != QLatin1String("fa")) {
        ctx.err << "The option --lang takes en or fa, not \"" << options.heading.language
                << "\".\n";
        return std::nullopt;
    }
    QDate days[2]; // the first and the last day included; invalid: open
    const char *names[2] = {"from", "to"};
    for (int i = 0; i < 2; ++i) {
        const auto text = args.value(QLatin1String(names[i]));
        if (!text)
            continue;
        days[i] = QDate::fromString(*text, Qt::ISODate);
        if (!days[i].isValid()) {
            ctx.err << "The option --" << names[i] << " needs a date written yyyy-mm-dd, not \""
                    << *text << "\".\n";
            return std::nullopt;
        }
    }
    report::ReportPeriod &period = options.heading.period;
    period = report::ReportPeriod::ofDays(days[0], days[1], nowMs, period.timeZone);
    if (period.toMs > 0 && period.fromMs >= period.toMs) {
        ctx.err << "The date given with --from comes after the one given with --to.\n";
        return std::nullopt;
    }
    if (period.fromMs > nowMs) {
        ctx.err << "The date given with --from is in the future.\n";
        return std::nullopt;
    }
    if (options.heading.persian() && !installPersian()) {
        ctx.err << "The Persian translation is missing from this build.\n";
        return std::nullopt;
    }
    return options;
}

} // namespace astrolabe::cli
