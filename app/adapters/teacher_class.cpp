#include "teacher_class.h"

#include "content/course_outline.h"
#include "profile_switcher.h"
#include "report/class_import.h"
#include "report/class_roster.h"
#include "report/class_summary.h"
#include "review/clock.h"
#include "session.h"
#include "sky_text.h"
#include "store/class_store.h"
#include "study_context.h"

namespace astrolabe {

namespace {

constexpr qint64 kDayMs = 86400000;

qint64 now()
{
    const review::Clock &clock = ProfileSwitcher::instance()->options().clock;
    return clock ? clock() : review::systemClock()();
}

QString language()
{
    return Session::instance()->language();
}

QString localPath(const QUrl &url)
{
    return url.isLocalFile() ? url.toLocalFile() : url.toString();
}

} // namespace

TeacherClass::TeacherClass(QObject *parent) : QObject(parent)
{
    connect(Session::instance(), &Session::languageChanged, this, &TeacherClass::refresh);
    refresh();
}

TeacherClass::~TeacherClass() = default;

std::unique_ptr<store::ClassStore> TeacherClass::openStore()
{
    QString error;
    auto opened = store::ClassStore::open(
        store::ClassStore::pathIn(ProfileSwitcher::instance()->dataDir()), &error);
    setError(error);
    return opened;
}

void TeacherClass::setPeriodDays(int days)
{
    days = std::max(0, days);
    if (days == m_periodDays)
        return;
    m_periodDays = days;
    emit periodChanged();
    refresh();
}

void TeacherClass::importFolder(const QUrl &folder)
{
    importPaths(report::progressFilesIn(localPath(folder)));
}

void TeacherClass::importFiles(const QList<QUrl> &files)
{
    QStringList paths;
    for (const QUrl &url : files)
        paths << localPath(url);
    importPaths(paths);
}

void TeacherClass::importPaths(const QStringList &paths)
{
    auto classStore = openStore();
    if (!classStore)
        return;
    const content::ContentPack *pack = StudyContext::currentPack();
    const QString courseId = pack ? pack->course().id : content::CourseOutline::bundled().courseId();
    m_importResults.setResults(report::importProgressFiles(paths, *classStore, courseId, now()));
    classStore.reset();
    refresh();
}

void TeacherClass::clearClass()
{
    QString error;
    if (auto classStore = openStore(); classStore && !classStore->clear(&error))
        setError(error);
    m_importResults.setResults({});
    refresh();
}

void TeacherClass::refresh()
{
    const QString lang = language();
    const qint64 nowMs = now();
    const content::CourseOutline &course = content::CourseOutline::bundled();
    report::ReportPeriod period;
    period.nowMs = nowMs;
    period.fromMs = m_periodDays > 0 ? nowMs - m_periodDays * kDayMs : 0;

    QVector<report::StudentLog> logs;
    if (auto classStore = openStore()) {
        const report::ClassRoster roster = report::ClassRoster::fromStore(*classStore);
        for (const store::ClassStudent &student : roster.students()) {
            report::StudentLog log;
            log.name = student.name;
            log.id = student.studentId;
            log.reviews = student.reviews;
            logs << log;
        }
    }
    const report::ClassSummary summary = report::summarizeClass(QString(), logs, course, period);
    m_students.setStudents(summary.students, lang);
    m_struggles.setStruggles(summary.struggles, StudyContext::currentPack(), lang);

    m_lessonTitles.clear();
    for (const content::LessonOutline &lesson : course.lessons())
        m_lessonTitles << (lang == QLatin1String("fa") ? lesson.titleFa : lesson.titleEn);
    m_periodText = m_periodDays > 0
        //: The period the teacher view covers: from one date to another.
        ? tr("%1 – %2").arg(SkyText::date(period.fromMs, lang), SkyText::date(nowMs, lang))
        //: The period the teacher view covers when no range is chosen, up to a date.
        : tr("Everything up to %1").arg(SkyText::date(nowMs, lang));
    if (int(logs.size()) != m_studentCount) {
        m_studentCount = int(logs.size());
        emit classChanged();
    }
    emit summaryChanged();
}

void TeacherClass::setError(const QString &error)
{
    if (error == m_error)
        return;
    m_error = error;
    emit errorChanged();
}

} // namespace astrolabe
