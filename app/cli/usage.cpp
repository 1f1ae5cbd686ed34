#include "cli/usage.h"

#include <QStringList>

namespace astrolabe::cli {

namespace {

constexpr int kHelpWidth = 79;

// Words of text in lines of at most kHelpWidth columns, each line after `indent` spaces; the
// first line starts at column `start` (after what the caller already wrote there).
QString wrapped(const QString &text, int indent, int start)
{
    QString result;
    int column = start;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (column > indent && column + 1 + word.size() > kHelpWidth) {
            result += QLatin1Char('\n') + QString(indent, QLatin1Char(' '));
            column = indent;
        } else if (column > indent) {
            result += QLatin1Char(' ');
            ++column;
        }
        result += word;
        column += word.size();
    }
    return result;
}

QString optionWithValue(const QString &name, const QString &valueName)
{
    return valueName.isEmpty() ? QStringLiteral("--") + name
                               : QStringLiteral("--%1 %2").arg(name, valueName);
}

} // namespace

const QList<WindowOption> &windowOptions()
{
    static const QList<WindowOption> options = {
        {QStringLiteral("data-dir"), QStringLiteral("DIR"),
         QStringLiteral("Keep profiles in DIR (also for subcommands; default: "
                        "ASTROLABE_DATA_DIR, else ~/.local/share/Astrolabe/Astrolabe)."),
         {}},
        {QStringLiteral("profile"), QStringLiteral("NAME"),
         QStringLiteral("Open the learner profile NAME."), {}},
        {QStringLiteral("lang"), QStringLiteral("LANG"),
         QStringLiteral("Interface language: en or fa (default: the profile's choice, else the "
                        "system's)."),
         {}},
        {QStringLiteral("lab"), {},
         QStringLiteral("Run in lab mode: start on the profile picker; closing the window and "
                        "the settings need the teacher PIN."),
         {}},
        {QStringLiteral("content"), QStringLiteral("DIR"),
         QStringLiteral("Use the content pack in DIR (a teacher's pack) instead of the bundled "
                        "course (also for subcommands)."),
         {}},
        {QStringLiteral("grab"), QStringLiteral("FILE"),
         QStringLiteral("Render a page at 1280x800 to the PNG file FILE and exit."), {}},
        {QStringLiteral("size"), QStringLiteral("WxH"),
         QStringLiteral("The window's size in pixels, e.g. 1024x640 for --grab (default "
                        "1280x800; from 900x600 to 7680x4320)."),
         {}},
        {QStringLiteral("page"), QStringLiteral("PAGE"),
         QStringLiteral("The page to open or grab: sky, course, lesson/ID, lesson/ID/watch, "
                        "lesson/ID/questions, lesson/ID/quiz, corpus, corpus/ID, stats, "
                        "profiles, teacher, settings or welcome (default: sky; a new learner's "
                        "first start shows the welcome over it)."),
         QStringLiteral("sky")},
    };
    return options;
}

QList<QCommandLineOption> windowParserOptions()
{
    QList<QCommandLineOption> options;
    for (const WindowOption &option : windowOptions()) {
        options << QCommandLineOption(option.name, option.description, option.valueName,
                                      option.defaultValue);
    }
    return options;
}

QCommandLineOption windowOption(const QString &name)
{
    for (const QCommandLineOption &option : windowParserOptions()) {
        if (option.names().constFirst() == name)
            return option;
    }
    qFatal("The window option --%s is not in cli::windowOptions().", qPrintable(name));
}

const QList<SubcommandUsage> &subcommandUsages()
{
    static const QList<SubcommandUsage> usages = {
        {QStringLiteral("attention"),
         QStringLiteral("attention softmax [--temperature T] S1 S2 ..."),
         QStringLiteral("Print the softmax weights of the scores S1 S2 ...")},
        {QStringLiteral("attention"),
         QStringLiteral("attention attend --query Q --keys K1;K2;... --values V1;V2;... "
                        "[--no-scale]"),
         QStringLiteral("Attend with one query: print the scores, the scale, the scaled "
                        "scores, the weights and the output. Vectors are comma-separated "
                        "numbers.")},
        {QStringLiteral("exercise"), QStringLiteral("exercise --kind KIND --seed N [--json]"),
         QStringLiteral("Print the exercise of KIND made from seed N, with its answer and "
                        "worked steps.")},
        {QStringLiteral("memory"),
         QStringLiteral("memory replay [--retention R] [--day-offset-min N] "
                        "[--params w0,...,w20] < reviews.csv"),
         QStringLiteral("Replay reviews (card_id,review_ts_ms,rating) through the FSRS-6 "
                        "memory model and print stability, difficulty, recall and interval "
                        "after each.")},
        {QStringLiteral("memory"),
         QStringLiteral("memory optimize [--day-offset-min N] [--long-term] [--json] "
                        "< reviews.csv"),
         QStringLiteral("Fit the 21 FSRS-6 parameters to a review log as fsrs-rs (Anki's "
                        "optimizer) does; print them with the log loss and RMSE(bins) of the "
                        "defaults and of the fit.")},
        {QStringLiteral("memory"),
         QStringLiteral("memory evaluate --params w0,...,w20 [--day-offset-min N] [--json] "
                        "< reviews.csv"),
         QStringLiteral("Score parameters on a review log: log loss and RMSE(bins), as "
                        "fsrs-rs measures them.")},
        {QStringLiteral("profile"),
         QStringLiteral("profile list | create NAME [--simulate DAYS --seed N] | "
                        "rename OLD NEW | delete NAME"),
         QStringLiteral("List, create (optionally with DAYS of simulated study), rename or "
                        "delete learner profiles.")},
        {QStringLiteral("progress"),
         QStringLiteral("progress export --profile NAME --out FILE"),
         QStringLiteral("Write the learner's progress file (for the teacher's class view and "
                        "class-report).")},
        {QStringLiteral("progress"), QStringLiteral("progress check FILE"),
         QStringLiteral("Check that a progress file is whole and readable.")},
        {QStringLiteral("progress"), QStringLiteral("progress import FOLDER|FILE..."),
         QStringLiteral("Import students' progress files (or every progress file of FOLDER) "
                        "into the teacher's chosen class, as the teacher view does; one line "
                        "per file.")},
        {QStringLiteral("report"),
         QStringLiteral("report --profile NAME --out FILE.pdf|FILE.csv [--lang en|fa] "
                        "[--from DATE] [--to DATE]"),
         QStringLiteral("Write one learner's progress report as PDF or CSV. DATE is yyyy-mm-dd; "
                        "the days from --from to --to are both included.")},
        {QStringLiteral("class"), QStringLiteral("class list"),
         QStringLiteral("List the teacher's classes: name, students, last import and whether "
                        "archived; * marks the class the teacher view opens.")},
        {QStringLiteral("class"),
         QStringLiteral("class create NAME | rename OLD NEW | choose NAME | archive NAME | "
                        "restore NAME"),
         QStringLiteral("Create or rename a class, choose the one the teacher view opens, "
                        "archive a class at the end of a term (nothing is added to or removed "
                        "from it until it is restored).")},
        {QStringLiteral("class"), QStringLiteral("class import NAME FOLDER|FILE..."),
         QStringLiteral("Import students' progress files (or every progress file of FOLDER) "
                        "into the class NAME; one line per file.")},
        {QStringLiteral("class"), QStringLiteral("class remove NAME STUDENT"),
         QStringLiteral("Remove a student (by name or profile id) from the class NAME, after "
                        "the teacher PIN if one is set (read from standard input); importing "
                        "their file again brings them back.")},
        {QStringLiteral("class"), QStringLiteral("class roster NAME [FILE | --clear]"),
         QStringLiteral("Show who on the roster of the class NAME has handed in a progress "
                        "file and who has not; FILE (CSV with a name column, or one name per "
                        "line) replaces the roster, --clear removes it.")},
        {QStringLiteral("class-fit"),
         QStringLiteral("class-fit --in DIR [--json] [--lab-file FILE]"),
         QStringLiteral("Fit one memory model to the answers in the students' progress files "
                        "in DIR and print its parameters, how well it and FSRS-6's defaults "
                        "predict the class, and its calibration; --lab-file writes the "
                        "parameters into a lab file for profiles with too little history.")},
        {QStringLiteral("class-report"),
         QStringLiteral("class-report --in DIR | --class NAME [--out FILE.pdf|FILE.csv] "
                        "[--items FILE.csv] [--roster FILE] [--name CLASS] [--lang en|fa] "
                        "[--from DATE] [--to DATE] [--compare]"),
         QStringLiteral("Write a class report, as PDF or CSV, from the students' progress files "
                        "in DIR or from the class NAME, over the days from --from to --to "
                        "(yyyy-mm-dd, both included); --items writes the item analysis, one "
                        "row per question, as CSV. The PDF lists who on the roster (the "
                        "class's, or the names of --roster FILE) has not handed in a file; "
                        "--compare (needs --from) adds to it the period against the same "
                        "number of days just before it, for the class and for each student.")},
        {QStringLiteral("worksheet"),
         QStringLiteral("worksheet (--lesson ID | --chapter ID) (--students \"A,B,...\" | "
                        "--class DIR) --out FILE.pdf [--key KEY.pdf] [--count N] [--lang en|fa] "
                        "[--seed S] [--title TEXT] [--name CLASS]"),
         QStringLiteral("Print worksheets on paper: one sheet per student with N questions of "
                        "the lesson or chapter (default: each of its questions with numbers "
                        "once), the numbers drawn from the seed S (default: the date as "
                        "yyyymmdd) and the student's name, so the same command prints the same "
                        "sheets; --class takes the names from the progress files in DIR; "
                        "--key writes the answer key with each student's worked steps, and "
                        "KEY.json beside it for marking.")},
        {QStringLiteral("worksheet"),
         QStringLiteral("worksheet mark --key KEY.json --answers FILE.csv [--out MARKS.csv]"),
         QStringLiteral("Mark the answers students wrote on their sheets (CSV: a header row, "
                        "then a name and the answers to questions 1, 2, ... per row) with the "
                        "app's answer checker; prints, or writes to MARKS.csv, each student's "
                        "right answers and right, wrong, unreadable or blank per question.")},
        {QStringLiteral("pin"), QStringLiteral("pin set | change | clear"),
         QStringLiteral("Set, change or clear the teacher PIN of the data folder (changing and "
                        "clearing need the old PIN). PINs are read from standard input: from a "
                        "terminal without echo, a new one twice.")},
        {QStringLiteral("pin"), QStringLiteral("pin hash"),
         QStringLiteral("Print the pin= line for a lab file's [teacher] group, made from a new "
                        "PIN read from standard input.")},
        {QStringLiteral("lab"), QStringLiteral("lab show"),
         QStringLiteral("Print which lab file is read, and lab mode, the lab language and the "
                        "teacher PIN with where each comes from.")},
        {QStringLiteral("check-db"), QStringLiteral("check-db [--profile NAME] [--repair]"),
         QStringLiteral("Check every profile (or one) for damage; --repair sets a damaged file "
                        "aside and restores the newest good backup.")},
        {QStringLiteral("content"), QStringLiteral("content validate [DIR]"),
         QStringLiteral("Check a content pack (default: the bundled course) and list every "
                        "problem.")},
        {QStringLiteral("content"), QStringLiteral("content audit [DIR] [--json]"),
         QStringLiteral("Check that the questions of a pack test the skill, not the answer key "
                        "(the rules in the content pack's README); exit 1 when a rule fails.")},
        {QStringLiteral("question"),
         QStringLiteral("question show ID --seed N [--count K] [--lang en|fa] [--json]"),
         QStringLiteral("Print question ID as a learner sees it on the attempt made from seed N "
                        "(the seed stored with an answer): the options in their shown order, "
                        "the right answer, the worked steps and why; with --count, K attempts "
                        "from seeds N, N+1, ...; with --json, one object a line.")},
        {QStringLiteral("corpus"), QStringLiteral("corpus list [--lang en|fa] [--json]"),
         QStringLiteral("List the numbered propositions of the corpus in order, one \"N. ID  "
                        "Title\" a line; with --json, an array of {number, id, title, "
                        "chapter}.")},
        {QStringLiteral("corpus"), QStringLiteral("corpus show ID [--lang en|fa]"),
         QStringLiteral("Print proposition ID as its page shows it: number and id, title, "
                        "statement, figure caption, demonstration, corollary, depends on, used "
                        "by, problems using it and sources.")},
    };
    return usages;
}

QString versionText()
{
    return QStringLiteral("astrolabe " ASTROLABE_VERSION);
}

QString helpText()
{
    QString text = QStringLiteral(
        "Usage: astrolabe [OPTION]...\n"
        "       astrolabe SUBCOMMAND [ARGUMENT]...\n"
        "Astrolabe teaches how attention in neural networks works. Without a subcommand\n"
        "it opens its window.\n\nOptions:\n");
    QList<QPair<QString, QString>> rows;
    for (const WindowOption &option : windowOptions())
        rows.append({optionWithValue(option.name, option.valueName), option.description});
    rows.append({QStringLiteral("-h, --help"), QStringLiteral("Print this help and exit.")});
    rows.append({QStringLiteral("-v, --version"),
                 QStringLiteral("Print the version and exit.")});
    for (const auto &row : rows) {
        const QString start = QStringLiteral("  %1  ").arg(row.first, -16);
        text += start + wrapped(row.second, start.size(), start.size()) + QLatin1Char('\n');
    }
    text += QStringLiteral("\nSubcommands:\n");
    for (const SubcommandUsage &usage : subcommandUsages()) {
        text += QStringLiteral("  ") + wrapped(usage.synopsis, 4, 2) + QStringLiteral("\n      ")
            + wrapped(usage.description, 6, 6) + QLatin1Char('\n');
    }
    text += QStringLiteral(
        "\nExit status: 0 on success, 1 when the data are bad, 2 for a usage mistake.\n"
        "Full documentation: man astrolabe\n");
    return text;
}

} // namespace astrolabe::cli
