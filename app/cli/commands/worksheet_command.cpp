#include "cli/arguments.h"
#include "cli/class_folder.h"
#include "cli/command_language.h"
#include "cli/commands.h"
#include "cli/course_choice.h"

#include "content/pack_loader.h"
#include "report/pdf/worksheet_pdf.h"
#include "report/worksheet_key.h"
#include "report/worksheet_marking.h"
#include "report/worksheet_plan.h"
#include "report/worksheet_seed.h"
#include "report/worksheet_sheets.h"
#include "time/clock.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace astrolabe::cli {

namespace {

const char kUsage[] =
    "Usage: astrolabe worksheet (--lesson ID | --chapter ID) (--students \"A,B,...\" | --class "
    "DIR) --out FILE.pdf [--key KEY.pdf] [--count N] [--lang en|fa] [--seed S] [--title TEXT] "
    "[--name CLASS]\n"
    "       astrolabe worksheet mark --key KEY.json --answers FILE.csv [--out MARKS.csv]";

bool isPdfName(const QString &path)
{
    return QFileInfo(path).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) == 0;
}

// KEY.pdf's data for marking: KEY.json beside it.
QString keyJsonPath(const QString &keyPdf)
{
    return keyPdf.left(keyPdf.size() - 3) + QStringLiteral("json"); // isPdfName: ends in .pdf
}

bool saveBytes(const QString &path, const QByteArray &bytes, QString *error)
{
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.commit())
        return true;
    *error = QStringLiteral("%1 could not be written (%2).")
                 .arg(QFileInfo(path).absoluteFilePath(), file.errorString());
    file.cancelWriting();
    return false;
}

std::optional<QStringList> studentNames(const Arguments &arguments, const QString &courseId,
                                        QString *className, int *exitCode, Context &ctx)
{
    if (const auto typed = arguments.value(QStringLiteral("students")))
        return report::worksheetNames(*typed);
    const QString folder = *arguments.value(QStringLiteral("class"));
    QVector<store::ClassStudent> students;
    *exitCode = readClassFolder(folder, courseId, &students, ctx);
    if (*exitCode != 0)
        return std::nullopt;
    QStringList names;
    for (const store::ClassStudent &student : students)
        names << student.name;
    if (className->isEmpty())
        *className = QDir(QFileInfo(folder).absoluteFilePath()).dirName();
    return names;
}

int print(const QStringList &args, Context &ctx)
{
    Arguments arguments(args, {QStringLiteral("lesson"), QStringLiteral("chapter"),
                               QStringLiteral("students"), QStringLiteral("class"),
                               QStringLiteral("out"), QStringLiteral("key"),
                               QStringLiteral("count"), QStringLiteral("lang"),
                               QStringLiteral("seed"), QStringLiteral("title"),
                               QStringLiteral("name")});
    if (arguments.ok() && !arguments.positional().isEmpty())
        arguments.fail(QStringLiteral("worksheet takes no word \"%1\"; see astrolabe worksheet "
                                      "--help.")
                           .arg(arguments.positional().constFirst()));
    const auto lesson = arguments.value(QStringLiteral("lesson"));
    const auto chapter = arguments.value(QStringLiteral("chapter"));
    if (arguments.ok() && bool(lesson) == bool(chapter))
        arguments.fail(QStringLiteral("Give either --lesson ID or --chapter ID."));
    if (arguments.ok() && arguments.has(QStringLiteral("students"))
            == arguments.has(QStringLiteral("class")))
        arguments.fail(QStringLiteral("Give either --students \"A,B,...\" or --class DIR."));
    const auto out = arguments.value(QStringLiteral("out"));
    if (arguments.ok() && (!out || !isPdfName(*out)))
        arguments.fail(QStringLiteral("Give the sheets' file with --out FILE.pdf."));
    const auto key = arguments.value(QStringLiteral("key"));
    if (arguments.ok() && key && !isPdfName(*key))
        arguments.fail(QStringLiteral("The key's file must end in .pdf (--key KEY.pdf; its data "
                                      "for marking go to KEY.json beside it)."));
    int count = 0;
    if (arguments.ok() && arguments.has(QStringLiteral("count"))) {
        const auto n = arguments.integer(QStringLiteral("count"));
        if (n && (*n < 1 || *n > report::WorksheetPlan::kMaxCount))
            arguments.fail(QStringLiteral("The option --count needs a whole number from 1 to %1.")
                               .arg(report::WorksheetPlan::kMaxCount));
        count = int(n.value_or(0));
    }
    const QDate today = QDateTime::fromMSecsSinceEpoch(systemClock()()).date();
    quint64 seed = report::WorksheetSeed::ofDate(today);
    if (arguments.ok() && arguments.has(QStringLiteral("seed"))) {
        const auto s = arguments.integer(QStringLiteral("seed"));
        if (s && (*s < 0 || *s > (1LL << 53) - 1))
            arguments.fail(QStringLiteral("The option --seed needs a whole number from 0 to "
                                          "9007199254740991."));
        seed = quint64(s.value_or(0));
    }
    if (!arguments.ok()) {
        ctx.err << arguments.error() << '\n';
        return 2;
    }
    const std::optional<QString> language = chosenLanguage(arguments, ctx);
    if (!language)
        return 2;
    const std::optional<content::ContentPack> pack = chosenPack(ctx);
    if (!pack)
        return 1;
    installLanguage(*language);

    QString error;
    const auto plan = report::WorksheetPlan::make(*pack, lesson.value_or(QString()),
                                                  chapter.value_or(QString()), count, &error);
    if (!plan) {
        ctx.err << error << '\n';
        return 2;
    }
    QString className = arguments.value(QStringLiteral("name")).value_or(QString()).simplified();
    int exitCode = 0;
    const auto names = studentNames(arguments, pack->course().id, &className, &exitCode, ctx);
    if (!names)
        return exitCode;
    const auto sheets = report::drawWorksheets(*plan, *names, seed, &error);
    if (!sheets) {
        ctx.err << error << '\n';
        return 2;
    }
    const auto heading = report::WorksheetHeading::of(
        *plan, *language, arguments.value(QStringLiteral("title")).value_or(QString()),
        className, today);

    report::WorksheetFiles files{*out, key.value_or(QString()),
                                 key ? keyJsonPath(*key) : QString()};
    const QByteArray keyData =
        key ? report::WorksheetKey::of(pack->course().id, plan->scopeId, seed, *sheets).toJson()
            : QByteArray();
    if (!report::saveWorksheetFiles(files, *sheets, heading, keyData, &error)) {
        ctx.err << error << '\n';
        return 1;
    }
    ctx.out << "Wrote " << sheets->size() << (sheets->size() == 1 ? " sheet" : " sheets") << " of "
            << plan->questions.size() << " questions to " << *out << " (seed " << seed << ").\n";
    if (key)
        ctx.out << "Wrote the key to " << *key << " and its data for marking to "
                << files.keyJson << ".\n";
    return 0;
}

std::optional<QByteArray> readSmallFile(const QString &path, Context &ctx)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ctx.err << path << " cannot be read (" << file.errorString() << ").\n";
        return std::nullopt;
    }
    if (file.size() > 16 * 1024 * 1024) {
        ctx.err << path << " is larger than 16 MB; it is not a worksheet's file.\n";
        return std::nullopt;
    }
    return file.readAll();
}

int mark(const QStringList &args, Context &ctx)
{
    Arguments arguments(args, {QStringLiteral("key"), QStringLiteral("answers"),
                               QStringLiteral("out")});
    if (arguments.ok() && (!arguments.has(QStringLiteral("key"))
                           || !arguments.has(QStringLiteral("answers"))))
        arguments.fail(QStringLiteral("worksheet mark needs --key KEY.json and --answers "
                                      "FILE.csv."));
    if (!arguments.ok()) {
        ctx.err << arguments.error() << '\n';
        return 2;
    }
    const auto keyBytes = readSmallFile(*arguments.value(QStringLiteral("key")), ctx);
    if (!keyBytes)
        return 1;
    const auto answers = readSmallFile(*arguments.value(QStringLiteral("answers")), ctx);
    if (!answers)
        return 1;
    QString error;
    const auto key = report::WorksheetKey::fromJson(*keyBytes, &error);
    if (!key) {
        ctx.err << error << '\n';
        return 1;
    }
    const std::optional<content::ContentPack> pack = chosenPack(ctx);
    if (!pack)
        return 1;
    const auto marks = report::markWorksheets(*key, *pack, *answers, &error);
    if (!marks) {
        ctx.err << error << '\n';
        return 1;
    }
    const QByteArray csv = report::marksCsv(*marks);
    if (const auto out = arguments.value(QStringLiteral("out"))) {
        if (!saveBytes(*out, csv, &error)) {
            ctx.err << error << '\n';
            return 1;
        }
        for (const report::StudentMarks &student : *marks)
            ctx.out << student.name << ": " << student.right() << " of "
                    << student.marks.size() << " right\n";
    } else {
        ctx.out << QString::fromUtf8(csv.mid(3)); // without the byte order mark
    }
    return 0;
}

} // namespace

// astrolabe worksheet ...: printed sheets with fresh numbers per student, and their key;
// astrolabe worksheet mark: written answers marked against the key.
int runWorksheetCommand(const QStringList &args, Context &ctx)
{
    if (args.isEmpty() || args.first() == QLatin1String("--help")) {
        (args.isEmpty() ? ctx.err : ctx.out) << kUsage << '\n';
        return args.isEmpty() ? 2 : 0;
    }
    if (args.first() == QLatin1String("mark"))
        return mark(args.mid(1), ctx);
    return print(args, ctx);
}

} // namespace astrolabe::cli
