// Reports under load. Not a ctest test; tests/bench/run gathers the lines
//   <name>\t<median_ms>\t<min_ms>\t<max_ms>\t<target>
//  - one student's PDF report (a year of simulated study): replay, summary, PDF;
//  - a class of 40 students, each with a year of simulated study (the demo learner through the
//    review service, seeds 1..40): the summary alone, then the whole PDF and the whole CSV;
//  - ten times the class, 400 students (seeds 1..400): the summary and the PDF, to see how the
//    cost grows with the class.
// Timings include the summary (the replay of every log); the fixtures are built once, untimed.
// Usage: bench_report [runs]   (default 7). Needs a GUI application: run offscreen.
#include "content/course_outline.h"
#include "report/class_summary.h"
#include "report/csv_writer.h"
#include "report/pdf/report_pdf.h"
#include "report/student_summary.h"
#include "review/learner_simulation.h"
#include "store/store.h"

#include <QBuffer>
#include <QElapsedTimer>
#include <QGuiApplication>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace astrolabe;

namespace {

constexpr qint64 kDay = 86400000;
constexpr qint64 kEnd = 1764374400000LL; // 2025-11-29 00:00 UTC
constexpr int kStudents = 40;
constexpr int kLargeClass = 400;
constexpr int kDays = 365;

struct Stats
{
    double median, min, max;
};

Stats timeRuns(int runs, const std::function<void()> &work)
{
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        work();
        ms.push_back(t.nsecsElapsed() / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    return {ms[ms.size() / 2], ms.front(), ms.back()};
}

void row(const char *name, const Stats &s, const char *target)
{
    std::printf("%s\t%.3f\t%.3f\t%.3f\t%s\n", name, s.median, s.min, s.max, target);
    std::fflush(stdout);
}

report::StudentLog simulatedStudent(const content::CourseOutline &course, int seed)
{
    store::OpenOptions options;
    options.profileName = QStringLiteral("Student %1").arg(seed);
    options.courseId = course.courseId();
    options.itemIds = course.questionIds();
    QString error;
    auto db = store::Store::openInMemory(options, &error);
    review::SimulationOptions simulation;
    simulation.days = kDays;
    simulation.seed = quint64(seed);
    simulation.endMs = kEnd;
    review::simulateLearner(*db, simulation, &error);
    return report::studentLogOf(*db);
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, atoi(argv[1])) : 7;
    const content::CourseOutline course = content::CourseOutline::bundled();

    QVector<report::StudentLog> all;
    qint64 allReviews = 0;
    for (int s = 1; s <= kLargeClass; ++s) {
        all << simulatedStudent(course, s);
        allReviews += all.last().reviews.size();
    }
    const QVector<report::StudentLog> logs = all.mid(0, kStudents);
    qint64 reviews = 0;
    for (const report::StudentLog &log : logs)
        reviews += log.reviews.size();
    report::ReportHeading heading;
    heading.courseTitle = course.titleEn();
    heading.period.nowMs = kEnd + kDay;
    heading.period.timeZone = QTimeZone::utc();

    qint64 bytes = 0;
    row("report: one student's PDF (a year of reviews)", timeRuns(runs, [&] {
            QBuffer out;
            out.open(QIODevice::WriteOnly);
            QString error;
            report::writeStudentPdf(report::summarizeStudent(logs.first(), course, heading.period),
                                    heading, &out, &error);
            bytes = out.size();
        }), "< 2000");
    const Stats smallSummary = timeRuns(runs, [&] {
        report::summarizeClass(QStringLiteral("7B"), logs, course, heading.period);
    });
    row("report: class summary, 40 students x a year", smallSummary, "-");
    qint64 classBytes = 0;
    row("report: class PDF, 40 students x a year", timeRuns(runs, [&] {
            QBuffer out;
            out.open(QIODevice::WriteOnly);
            QString error;
            report::writeClassPdf(
                report::summarizeClass(QStringLiteral("7B"), logs, course, heading.period),
                heading, &out, &error);
            classBytes = out.size();
        }), "< 2000");
    heading.language = QStringLiteral("fa");
    row("report: class PDF in Persian, 40 students x a year", timeRuns(runs, [&] {
            QBuffer out;
            out.open(QIODevice::WriteOnly);
            QString error;
            report::writeClassPdf(
                report::summarizeClass(QStringLiteral("7B"), logs, course, heading.period),
                heading, &out, &error);
        }), "< 2000");
    row("report: class CSV, 40 students x a year", timeRuns(runs, [&] {
            report::classCsv(
                report::summarizeClass(QStringLiteral("7B"), logs, course, heading.period),
                heading.period, false);
        }), "-");
    heading.language = QStringLiteral("en");
    const Stats largeSummary = timeRuns(std::max(1, runs / 2), [&] {
        report::summarizeClass(QStringLiteral("7B"), all, course, heading.period);
    });
    row("report: class summary, 400 students x a year", largeSummary, "-");
    const Stats largePdf = timeRuns(std::max(1, runs / 2), [&] {
        QBuffer out;
        out.open(QIODevice::WriteOnly);
        QString error;
        report::writeClassPdf(
            report::summarizeClass(QStringLiteral("7B"), all, course, heading.period), heading,
            &out, &error);
    });
    row("report: class PDF, 400 students x a year", largePdf, "< 2000");
    std::printf("report: 10x the students (%lld answers) took %.1fx the time for the summary "
                "(medians)\n",
                allReviews, largeSummary.median / std::max(1e-9, smallSummary.median));
    std::printf("report fixtures: %d students, %lld reviews in all (demo learner, %d days each); "
                "student PDF %lld bytes, class PDF %lld bytes\n",
                kStudents, reviews, kDays, bytes, classBytes);
    return 0;
}
