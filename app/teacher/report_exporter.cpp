#include "report_exporter.h"

#include "content/course_outline.h"
#include "content/question_text.h"
#include "profile_switcher.h"
#include "report/class_roster.h"
#include "report/class_summary.h"
#include "report/report_file.h"
#include "report/roster_check.h"
#include "report/student_summary.h"
#include "review/review_service.h"
#include "session.h"
#include "store/class_store.h"
#include "study_link.h"

#include <QDesktopServices>
#include <QFileInfo>

#include <algorithm>
#include <optional>

namespace astrolabe {

using content::QuestionText;

namespace {

QString localPath(const QUrl &url)
{
    return url.isLocalFile() ? url.toLocalFile() : url.toString();
}

report::ReportHeading headingAt(const QString &language, const content::CourseOutline &course,
                                qint64 nowMs, qint64 fromMs, qint64 toMs)
{
    report::ReportHeading heading;
    heading.language = language;
    heading.courseTitle = heading.persian() ? course.titleFa() : course.titleEn();
    heading.period.nowMs = nowMs;
    heading.period.fromMs = std::max<qint64>(0, fromMs);
    heading.period.toMs = std::max<qint64>(0, toMs);
    return heading;
}

// The chosen class of the data folder's class file, read whole and closed again (so the
// teacher view can open it), and its name; nullopt with *error when the file cannot be opened.
// The chosen class's students, its name and its roster of expected names.
std::optional<report::ClassRoster> readChosenClass(const QString &dataDir, QString *className,
                                                   QString *error,
                                                   QStringList *expectedNames = nullptr)
{
    auto classStore = store::ClassStore::open(store::ClassStore::pathIn(dataDir), error);
    if (!classStore)
        return std::nullopt;
    if (className)
        *className = classStore->current().name;
    if (expectedNames)
        *expectedNames = classStore->expectedNames();
    return report::ClassRoster::fromStore(*classStore);
}

} // namespace

ReportExporter::ReportExporter(QObject *parent) : QObject(parent) {}

void ReportExporter::setFromMs(qint64 ms)
{
    if (ms == m_fromMs)
        return;
    m_fromMs = ms;
    emit periodChanged();
}

void ReportExporter::setToMs(qint64 ms)
{
    if (ms == m_toMs)
        return;
    m_toMs = ms;
    emit periodChanged();
}

void ReportExporter::setCompare(bool compare)
{
    if (compare == m_compare)
        return;
    m_compare = compare;
    emit compareChanged();
}

bool ReportExporter::writeStudentReport(const QUrl &file)
{
    Study *context = m_study.opened();
    if (!context)
        return finish(false, QString(), tr("No learner is open, so there is nothing to report."));
    const content::CourseOutline course = m_study.outline();
    const report::ReportHeading heading =
        headingAt(m_study.language(), course, context->service()->now(), m_fromMs, m_toMs);
    const report::StudentSummary summary =
        report::summarizeStudent(report::studentLogOf(*context->store()), course, heading.period);
    const QString path = localPath(file);
    QString error;
    const bool ok = report::saveStudentReport(path, summary, heading, &error);
    return finish(ok, path, error);
}

bool ReportExporter::writeClassReport(const QUrl &file)
{
    QString error;
    QString className;
    QStringList expected;
    const std::optional<report::ClassRoster> roster =
        readChosenClass(m_study->dataDir(), &className, &error, &expected);
    if (!roster)
        return finish(false, QString(), error);
    QVector<report::StudentLog> logs;
    for (const store::ClassStudent &student : roster->students())
        logs << report::studentLogOf(student);
    if (logs.isEmpty())
        return finish(false, QString(), tr("The class has no students yet: import their "
                                           "progress files first."));
    const content::CourseOutline course = m_study.outline();
    const report::ReportHeading heading = headingAt(m_study.language(), course, m_study->now(), m_fromMs, m_toMs);
    report::ClassSummary summary =
        report::summarizeClass(className, logs, course, heading.period);
    if (const content::ContentPack *pack = m_study.pack())
        report::describeItems(summary, *pack, heading.persian());
    summary.roster = report::checkRoster(expected, roster->students());
    if (m_compare)
        summary.comparison = report::comparePeriods(logs, course, heading.period);
    const QString path = localPath(file);
    const bool ok = report::saveClassReport(path, summary, heading, &error);
    return finish(ok, path, error);
}

bool ReportExporter::openSaved()
{
    return openLocal(m_savedPath);
}

bool ReportExporter::showSavedFolder()
{
    return openLocal(m_savedPath.isEmpty() ? QString() : QFileInfo(m_savedPath).absolutePath());
}

bool ReportExporter::openLocal(const QString &path)
{
    QString error;
    if (path.isEmpty() || !QFileInfo::exists(path))
        //: After "Open the report": the report file is no longer where it was saved.
        error = tr("The report is no longer at %1.")
                    .arg(QuestionText::leftToRight(path, m_study.language()));
    else if (!QDesktopServices::openUrl(QUrl::fromLocalFile(path)))
        //: After "Open the report" or "Show in folder" found no program to open it; %1 is a path.
        error = tr("No program on this computer opens %1; open it from your file manager.")
                    .arg(QuestionText::leftToRight(path, m_study.language()));
    if (error != m_error) {
        m_error = error;
        emit errorChanged();
    }
    return error.isEmpty();
}

bool ReportExporter::writeImportedStudentReport(const QString &studentId, const QUrl &file)
{
    QString error;
    const std::optional<report::ClassRoster> roster = readChosenClass(m_study->dataDir(), nullptr, &error);
    if (!roster)
        return finish(false, QString(), error);
    const auto found = std::find_if(roster->students().cbegin(), roster->students().cend(),
                                    [&](const store::ClassStudent &s) {
                                        return s.studentId == studentId;
                                    });
    if (found == roster->students().cend())
        //: Writing one student's report found them no longer in the class.
        return finish(false, QString(), tr("That student is no longer in the class."));
    const content::CourseOutline course = m_study.outline();
    const report::ReportHeading heading = headingAt(m_study.language(), course, m_study->now(), m_fromMs, m_toMs);
    const report::StudentSummary summary =
        report::summarizeStudent(report::studentLogOf(*found), course, heading.period);
    const QString path = localPath(file);
    const bool ok = report::saveStudentReport(path, summary, heading, &error);
    return finish(ok, path, error);
}

QString ReportExporter::fileNameFor(const QString &name, const QString &extension) const
{
    QString stem;
    for (const QChar c : name)
        stem += c.isLetterOrNumber() ? c : QLatin1Char('-');
    if (stem.isEmpty())
        stem = QStringLiteral("student");
    return stem + QStringLiteral("-report.") + extension;
}

QString ReportExporter::savedPathText() const
{
    return QuestionText::leftToRight(m_savedPath, m_study.language());
}

QString ReportExporter::suggestedFileName(bool classReport, const QString &extension) const
{
    QString stem = QStringLiteral("class");
    if (!classReport) {
        stem.clear();
        if (Study *context = m_study.opened())
            for (const QChar c : context->profileName())
                stem += c.isLetterOrNumber() ? c : QLatin1Char('-');
        if (stem.isEmpty())
            stem = QStringLiteral("student");
    }
    return stem + QStringLiteral("-report.") + extension;
}

bool ReportExporter::finish(bool ok, const QString &path, const QString &error)
{
    const QString newError = ok ? QString() : error;
    if (newError != m_error) {
        m_error = newError;
        emit errorChanged();
    }
    if (ok && path != m_savedPath) {
        m_savedPath = path;
        emit savedPathChanged();
    }
    return ok;
}

void ReportExporter::setStudy(Study *study)
{
    if (m_study.set(study))
        emit studyChanged();
}

} // namespace astrolabe
