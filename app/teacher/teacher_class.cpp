#include "teacher_class.h"

#include "content/content_pack.h"
#include "content/course_outline.h"
#include "profile_switcher.h"
#include "report/class_import.h"
#include "report/class_roster.h"
#include "report/class_summary.h"
#include "report/date_entry.h"
#include "report/progress_folder.h"
#include "report/roster_check.h"
#include "time/clock.h"
#include "session.h"
#include "sky_text.h"
#include "store/class_store.h"
#include "study_link.h"

#include <QDateTime>
#include <QTimeZone>

#include <algorithm>

namespace astrolabe {

namespace {


QString localPath(const QUrl &url)
{
    return url.isLocalFile() ? url.toLocalFile() : url.toString();
}

} // namespace

TeacherClass::TeacherClass(QObject *parent) : QObject(parent)
{
    connect(&m_classes, &TeacherClassChoice::chosenChanged, this, [this] {
        m_importResults.setResults({});
        refresh();
    });
    connect(&m_roster, &TeacherRoster::saved, this, &TeacherClass::refresh);
}

qint64 TeacherClass::now() const
{
    return m_study ? m_study->now() : 0;
}

QString TeacherClass::language() const
{
    return m_study.language();
}

QString TeacherClass::classFilePath() const
{
    return m_study ? store::ClassStore::pathIn(m_study->dataDir()) : QString();
}

TeacherClass::~TeacherClass() = default;

std::unique_ptr<store::ClassStore> TeacherClass::openStore()
{
    QString error;
    auto opened = store::ClassStore::open(classFilePath(), &error);
    setError(error);
    return opened;
}

void TeacherClass::setPeriodDays(int days)
{
    days = std::max(0, days);
    setRangeError(QString());
    if (days == m_periodDays)
        return;
    m_periodDays = days;
    m_firstDay = m_lastDay = QDate();
    emit periodChanged();
    refresh();
}

bool TeacherClass::setRange(const QString &from, const QString &to)
{
    const QString lang = language();
    const QDate today = QDateTime::fromMSecsSinceEpoch(now(), QTimeZone::systemTimeZone()).date();
    QDate days[2];
    const QString texts[2] = {from.trimmed(), to.trimmed()};
    for (int i = 0; i < 2; ++i) {
        if (texts[i].isEmpty())
            continue;
        days[i] = report::DateEntry::parse(texts[i], lang);
        if (!days[i].isValid()) {
            //: The teacher view refuses a typed date; %1 is what was typed, %2 today's date
            //: written the way the field expects (year-month-day).
            setRangeError(tr("“%1” is not a date: write the year, month and day, "
                             "like %2.").arg(texts[i], report::DateEntry::text(today, lang)));
            return false;
        }
    }
    if (days[0].isValid() && days[1].isValid() && days[0] > days[1]) {
        //: The teacher view refuses a range whose first day comes after its last.
        setRangeError(tr("The first day comes after the last day: swap them to see the "
                         "answers between."));
        return false;
    }
    if (days[0].isValid() && days[0] > today) {
        //: The teacher view refuses a range that starts after today.
        setRangeError(tr("The first day is after today, so there are no answers yet."));
        return false;
    }
    setRangeError(QString());
    const int periodDays = days[0].isValid() || days[1].isValid() ? -1 : 0;
    const bool changed = periodDays != m_periodDays || days[0] != m_firstDay
        || days[1] != m_lastDay;
    m_periodDays = periodDays;
    m_firstDay = days[0];
    m_lastDay = days[1];
    if (changed)
        emit periodChanged();
    refresh();
    return true;
}

void TeacherClass::importFolder(const QUrl &folder)
{
    const report::ProgressFolder files = report::readProgressFolder(localPath(folder));
    importPaths(files.progressFiles, files);
}

void TeacherClass::importFiles(const QList<QUrl> &files)
{
    QStringList paths;
    for (const QUrl &url : files)
        paths << localPath(url);
    importPaths(paths, {});
}

void TeacherClass::importPaths(const QStringList &paths, const report::ProgressFolder &folder)
{
    auto classStore = openStore();
    if (!classStore)
        return;
    const QString courseId = m_study.outline().courseId();
    m_importResults.setResults(
        folder.inNameOrder(report::importProgressFiles(paths, *classStore, courseId, now())));
    classStore.reset();
    m_classes.reload();
    refresh();
}

void TeacherClass::clearClass()
{
    QString error;
    if (auto classStore = openStore(); classStore && !classStore->clear(&error))
        setError(error);
    m_importResults.setResults({});
    m_classes.reload();
    refresh();
}

bool TeacherClass::removeStudent(const QString &studentId)
{
    auto classStore = openStore();
    if (!classStore)
        return false;
    QString error;
    const qint64 classId = classStore->current().id;
    const QString className = classStore->current().name;
    std::optional<store::ClassStudent> removed = classStore->removeStudent(studentId, &error);
    classStore.reset();
    if (!removed) {
        setError(error);
        return false;
    }
    setError(QString());
    //: After the teacher removed a student from a class: %1 the student, %2 the class. An Undo
    //: button follows.
    const QString text = tr("Removed %1 from %2.").arg(removed->name, className);
    setUndo(std::make_unique<store::ClassStudent>(std::move(*removed)), classId, text);
    m_classes.reload();
    refresh();
    return true;
}

bool TeacherClass::undoRemove()
{
    if (!m_removed)
        return false;
    auto classStore = openStore();
    if (!classStore)
        return false;
    QString error;
    if (!classStore->use(m_removedFromClass, &error)
        || !classStore->putStudent(*m_removed, &error)) {
        setError(error);
        return false;
    }
    classStore.reset();
    setError(QString());
    setUndo(nullptr, 0, QString());
    m_classes.reload();
    refresh();
    return true;
}

bool TeacherClass::showStudent(const QString &studentId)
{
    for (int i = 0; i < m_summaries.size() && i < m_logs.size(); ++i) {
        if (m_summaries.at(i).id != studentId)
            continue;
        m_detail.show(m_logs.at(i), m_summaries.at(i), m_study.pack(), m_period,
                      language());
        return true;
    }
    return false;
}

void TeacherClass::closeStudent()
{
    m_detail.clear();
}

void TeacherClass::setTableByChapter(bool byChapter)
{
    if (byChapter == m_tableByChapter)
        return;
    m_tableByChapter = byChapter;
    refresh();
}

void TeacherClass::setInactiveDays(int days)
{
    days = std::clamp(days, 1, 365);
    if (days == m_inactiveDays)
        return;
    m_inactiveDays = days;
    emit inactiveDaysChanged();
    refresh();
}

void TeacherClass::setUndo(std::unique_ptr<store::ClassStudent> removed, qint64 classId,
                           const QString &text)
{
    m_removed = std::move(removed);
    m_removedFromClass = classId;
    if (text == m_undoText)
        return;
    m_undoText = text;
    emit undoChanged();
}

void TeacherClass::refresh()
{
    const QString lang = language();
    const qint64 nowMs = now();
    const content::CourseOutline course = m_study.outline();
    const QTimeZone zone = QTimeZone::systemTimeZone();
    // The last N days are N calendar days: today and the N - 1 days before it.
    const QDate today = QDateTime::fromMSecsSinceEpoch(nowMs, zone).date();
    const QDate firstDay = m_periodDays > 0 ? today.addDays(1 - m_periodDays) : m_firstDay;
    const QDate lastDay = m_periodDays > 0 ? QDate() : m_lastDay;
    report::ReportPeriod period = report::ReportPeriod::ofDays(firstDay, lastDay, nowMs, zone);
    m_periodFromMs = period.fromMs;
    m_periodToMs = period.toMs;
    const auto dayOf = [&zone](qint64 ms) {
        return QDateTime::fromMSecsSinceEpoch(ms, zone).date();
    };
    m_fromText = period.fromMs > 0 ? report::DateEntry::text(dayOf(period.fromMs), lang)
                                   : QString();
    m_toText = report::DateEntry::text(dayOf(period.asOfMs()), lang);

    QVector<report::StudentLog> logs;
    QVector<store::ClassStudent> students;
    if (auto classStore = openStore()) {
        const report::ClassRoster roster = report::ClassRoster::fromStore(*classStore);
        students = roster.students();
        const QStringList expected = classStore->expectedNames();
        m_roster.setCheck(classStore->current().name, expected,
                          report::checkRoster(expected, roster.students()), lang);
        for (const store::ClassStudent &student : roster.students()) {
            report::StudentLog log;
            log.name = student.name;
            log.id = student.studentId;
            log.reviews = student.reviews;
            logs << log;
        }
    }
    const content::ContentPack *pack = m_study.pack();
    report::ClassSummary summary = report::summarizeClass(QString(), logs, course, period);
    if (pack)
        report::describeItems(summary, *pack, lang == QLatin1String("fa"));
    m_logs = logs;
    m_summaries = summary.students;
    m_period = period;
    if (m_detail.shown() && !showStudent(m_detail.studentId()))
        m_detail.clear();
    // The table's columns: a chapter gathers its lessons (in course order), or one per lesson.
    QVector<TeacherStudentModel::Column> columns;
    m_tableHeads.clear();
    m_tableTitles.clear();
    for (int l = 0; l < course.lessons().size(); ++l) {
        const content::LessonOutline &lesson = course.lessons().at(l);
        if (!m_tableByChapter) {
            //: A lesson named in the class table for a screen reader, e.g. "Lesson 3".
            columns << TeacherStudentModel::Column{{l}, tr("Lesson %1").arg(SkyText::number(l + 1, lang))};
            //: Column head of the class table: lesson number %1.
            m_tableHeads << tr("L%1").arg(SkyText::number(l + 1, lang));
            m_tableTitles << (lang == QLatin1String("fa") ? lesson.titleFa : lesson.titleEn);
            continue;
        }
        if (!m_tableHeads.isEmpty() && m_tableHeads.last() == lesson.chapterId) {
            columns.last().lessons << l;
            continue;
        }
        //: A chapter named in the class table for a screen reader, e.g. "Chapter II".
        columns << TeacherStudentModel::Column{{l}, tr("Chapter %1").arg(lesson.chapterId)};
        m_tableHeads << lesson.chapterId;
        const content::Chapter *chapter = pack ? pack->chapter(lesson.chapterId) : nullptr;
        m_tableTitles << (chapter ? chapter->title.text(lang) : lesson.chapterId);
    }
    m_students.setStudents(summary.students, lang, period.asOfMs(), zone, m_inactiveDays, columns);
    m_struggles.setStruggles(summary, pack, lang);
    m_charts.setSummary(summary, period, lang);
    // The period against the one before it (computed only while the comparison is on).
    m_comparison.setClass(logs, course, period, lang);
    m_memoryModel.setClass(students, lang, study() ? study()->dataDir() : QString());

    m_lessonTitles.clear();
    for (const content::LessonOutline &lesson : course.lessons())
        m_lessonTitles << (lang == QLatin1String("fa") ? lesson.titleFa : lesson.titleEn);
    m_periodText = period.fromMs > 0
        //: The period the teacher view covers: from one date to another.
        ? tr("%1 – %2").arg(SkyText::date(period.fromMs, lang),
                            SkyText::date(period.asOfMs(), lang))
        //: The period the teacher view covers when no range is chosen, up to a date.
        : tr("Everything up to %1").arg(SkyText::date(period.asOfMs(), lang));
    if (int(logs.size()) != m_studentCount) {
        m_studentCount = int(logs.size());
        emit classChanged();
    }
    emit summaryChanged();
}

void TeacherClass::setRangeError(const QString &error)
{
    if (error == m_rangeError)
        return;
    m_rangeError = error;
    emit rangeErrorChanged();
}

void TeacherClass::setError(const QString &error)
{
    if (error == m_error)
        return;
    m_error = error;
    emit errorChanged();
}

void TeacherClass::setStudy(Study *study)
{
    if (!m_study.set(study))
        return;
    if (study)
        connect(study, &Study::languageChanged, this, &TeacherClass::refresh, Qt::UniqueConnection);
    // The class file is the study's data folder's.
    const auto opener = [this](QString *error) {
        return store::ClassStore::open(classFilePath(), error);
    };
    m_classes.setOpener(opener, [this] { return now(); });
    m_roster.setOpener(opener);
    refresh();
    emit studyChanged();
}

} // namespace astrolabe
