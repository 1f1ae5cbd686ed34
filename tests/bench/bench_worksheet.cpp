// Worksheets (issue 24). Not a ctest test; tests/bench/run gathers the lines
//   <name>\t<median_ms>\t<min_ms>\t<max_ms>\t<target>
//  - 40 students' sheets of a chapter (12 questions each) with their key, drawn and written as
//    PDF in this process, in English and in Persian; ten times the class (400) to see how the
//    cost grows;
//  - the whole `astrolabe worksheet` command for 40 students, sheets and key, as a teacher runs
//    it (process start, the course, drawing, the two PDFs and KEY.json): a lesson's worksheet
//    (weighted-average, the lesson with the most questions with numbers: 6) in English and in
//    Persian, the issue's < 1 s; and the chapter's, twice the questions.
// Usage: bench_worksheet [runs]   (default 7). Draws offscreen.
#include "bench_measure.h"
#include "content/pack_loader.h"
#include "report/pdf/worksheet_pdf.h"
#include "report/worksheet_plan.h"
#include "report/worksheet_sheets.h"

#include <QBuffer>
#include <QGuiApplication>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace astrolabe;

namespace {

void row(const char *name, const Stats &s, const char *target)
{
    std::printf("%s\t%.3f\t%.3f\t%.3f\t%s\n", name, s.median, s.min, s.max, target);
    std::fflush(stdout);
}

QStringList classOf(int students)
{
    QStringList names;
    for (int s = 1; s <= students; ++s)
        names << QStringLiteral("Student %1").arg(s);
    return names;
}

// The sheets and the key of a class, drawn and written; returns the two PDFs' bytes.
qint64 sheetsAndKey(const report::WorksheetPlan &plan, const QStringList &names,
                    const QString &language)
{
    QString error;
    const auto sheets = report::drawWorksheets(plan, names, 20261204, &error);
    report::WorksheetHeading heading;
    heading.title = QStringLiteral("Worksheet");
    heading.scopeTitle = plan.scopeTitle.text(language);
    heading.date = QDate(2026, 12, 4);
    heading.language = language;
    QBuffer pdf, key;
    pdf.open(QIODevice::WriteOnly);
    key.open(QIODevice::WriteOnly);
    if (!sheets || !report::writeWorksheetPdf(*sheets, heading, &pdf, &error)
        || !report::writeWorksheetKeyPdf(*sheets, heading, &key, &error)) {
        std::fprintf(stderr, "bench_worksheet: %s\n", qPrintable(error));
        std::exit(1);
    }
    return pdf.size() + key.size();
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, atoi(argv[1])) : 7;
    const content::ContentPack pack = content::PackLoader::bundled();
    QString error;
    const auto plan = report::WorksheetPlan::make(pack, {}, QStringLiteral("II"), 0, &error);
    if (!plan) {
        std::fprintf(stderr, "bench_worksheet: %s\n", qPrintable(error));
        return 1;
    }
    qint64 bytes = 0;
    const Stats small = measure(runs, [&] {
        bytes = sheetsAndKey(*plan, classOf(40), QStringLiteral("en"));
    });
    row("worksheet: in process, chapter II (12 q.), 40 students + key", small, "-");
    row("worksheet: in process, the same in Persian", measure(runs, [&] {
            sheetsAndKey(*plan, classOf(40), QStringLiteral("fa"));
        }), "-");
    const Stats large = measure(std::max(1, runs / 2), [&] {
        sheetsAndKey(*plan, classOf(400), QStringLiteral("en"));
    });
    row("worksheet: in process, chapter II, 400 students + key", large, "-");

    QTemporaryDir out;
    const QString names = classOf(40).join(QStringLiteral(", "));
    const auto command = [&](const QStringList &scope, const QString &language) {
        bool ok = true;
        const Stats stats = measure(runs, [&] {
            QProcess p;
            p.start(QStringLiteral(ASTROLABE_BIN),
                    QStringList{QStringLiteral("worksheet")} + scope
                        + QStringList{QStringLiteral("--students"), names,
                                      QStringLiteral("--lang"), language,
                                      QStringLiteral("--out"),
                                      out.filePath(QStringLiteral("sheets.pdf")),
                                      QStringLiteral("--key"),
                                      out.filePath(QStringLiteral("key.pdf"))});
            ok = ok && p.waitForFinished(60000) && p.exitCode() == 0;
        });
        if (!ok) {
            std::fprintf(stderr, "bench_worksheet: astrolabe worksheet failed\n");
            std::exit(1);
        }
        return stats;
    };
    const QStringList lesson{QStringLiteral("--lesson"), QStringLiteral("weighted-average")};
    const QStringList chapter{QStringLiteral("--chapter"), QStringLiteral("II")};
    row("worksheet: astrolabe worksheet, a lesson (6 q.), 40 students + key",
        command(lesson, QStringLiteral("en")), "< 1000");
    row("worksheet: the same in Persian", command(lesson, QStringLiteral("fa")), "< 1000");
    row("worksheet: astrolabe worksheet, chapter II (12 q.), 40 students + key",
        command(chapter, QStringLiteral("en")), "-");
    row("worksheet: the same in Persian", command(chapter, QStringLiteral("fa")), "-");
    std::printf("worksheet: 10x the students took %.1fx the time (medians); 40 students' PDFs "
                "%lld bytes (sheets + key)\n",
                large.median / std::max(1e-9, small.median), bytes);
    return 0;
}
