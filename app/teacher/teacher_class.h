#pragma once

#include "study_link.h"

#include "teacher_class_charts.h"
#include "teacher_class_choice.h"
#include "teacher_comparison_model.h"
#include "teacher_memory_model.h"
#include "teacher_import_model.h"
#include "teacher_roster.h"
#include "teacher_struggle_model.h"
#include "teacher_student_detail.h"
#include "teacher_student_model.h"

#include <QDate>
#include <QList>
#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <memory>

namespace astrolabe::store {
class ClassStore;
struct ClassStudent;
}
namespace astrolabe::report {
struct ProgressFolder;
}

namespace astrolabe {

// The teacher view's class: the students merged from imported progress files into the chosen
// class (classes: 7A, 7B, ...), kept in <data>/class.sqlite (opened for each import or refresh,
// so no lock is held in between).
// Imports a folder or a selection of files (each file whole or not at all) and lists what
// became of each; summarises the class over a period (a preset or chosen days) through the
// memory model at the clock's time (the class table, the questions it struggles with most and
// the charts).
class TeacherClass : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    // The study it shows: App.study.
    Q_PROPERTY(astrolabe::Study *study READ study WRITE setStudy NOTIFY studyChanged REQUIRED)
    Q_PROPERTY(int studentCount READ studentCount NOTIFY classChanged)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // 0: all time; N > 0: the last N days up to now; -1: the days chosen with setRange.
    Q_PROPERTY(int periodDays READ periodDays WRITE setPeriodDays NOTIFY periodChanged)
    Q_PROPERTY(QString periodText READ periodText NOTIFY summaryChanged)
    // The period's first and last day as the date fields show them (report::DateEntry, in the
    // interface language); "" for an open end.
    Q_PROPERTY(QString fromText READ fromText NOTIFY summaryChanged)
    Q_PROPERTY(QString toText READ toText NOTIFY summaryChanged)
    // Why the last setRange was refused, in one sentence; "" once a period is taken.
    Q_PROPERTY(QString rangeError READ rangeError NOTIFY rangeErrorChanged)
    // The period in Unix ms, [periodFromMs, periodToMs), 0 for an open end (for the report).
    Q_PROPERTY(qint64 periodFromMs READ periodFromMs NOTIFY summaryChanged)
    Q_PROPERTY(qint64 periodToMs READ periodToMs NOTIFY summaryChanged)
    Q_PROPERTY(QStringList lessonTitles READ lessonTitles NOTIFY summaryChanged)
    // The class table's columns: the course's chapters (at first; a course of many lessons
    // fits the window so) or its lessons. tableHeads are the column heads ("I", "L3"),
    // tableTitles the titles the key under the table names them by.
    Q_PROPERTY(bool tableByChapter READ tableByChapter WRITE setTableByChapter NOTIFY summaryChanged)
    Q_PROPERTY(QStringList tableHeads READ tableHeads NOTIFY summaryChanged)
    Q_PROPERTY(QStringList tableTitles READ tableTitles NOTIFY summaryChanged)
    Q_PROPERTY(TeacherImportModel *importResults READ importResults CONSTANT)
    Q_PROPERTY(TeacherStudentModel *students READ students CONSTANT)
    Q_PROPERTY(TeacherStruggleModel *struggles READ struggles CONSTANT)
    Q_PROPERTY(TeacherClassCharts *charts READ charts CONSTANT)
    Q_PROPERTY(TeacherClassChoice *classes READ classes CONSTANT)
    // The student opened from the table (showStudent), over the same period; follows it.
    Q_PROPERTY(TeacherStudentDetail *detail READ detail CONSTANT)
    // The chosen class's roster of expected names, checked against the imported students.
    Q_PROPERTY(TeacherRoster *roster READ roster CONSTANT)
    // The period against the same number of days before it (off at first; follows the period).
    Q_PROPERTY(TeacherComparisonModel *comparison READ comparison CONSTANT)
    // The class's memory model: fitting it and making it the default of new learners.
    Q_PROPERTY(astrolabe::TeacherMemoryModel *memoryModel READ memoryModel CONSTANT)
    // The class table flags a student whose newest answer is this many calendar days or more
    // before the period's end (1-365; 7 at first).
    Q_PROPERTY(int inactiveDays READ inactiveDays WRITE setInactiveDays NOTIFY inactiveDaysChanged)
    // After removeStudent: "Removed Sara from 7A.", until undone or another student is removed.
    Q_PROPERTY(QString undoText READ undoText NOTIFY undoChanged)

public:
    explicit TeacherClass(QObject *parent = nullptr);
    ~TeacherClass() override;

    int studentCount() const { return m_studentCount; }
    QString error() const { return m_error; }
    int periodDays() const { return m_periodDays; }
    void setPeriodDays(int days);
    int inactiveDays() const { return m_inactiveDays; }
    void setInactiveDays(int days);
    QString periodText() const { return m_periodText; }
    QString fromText() const { return m_fromText; }
    QString toText() const { return m_toText; }
    QString rangeError() const { return m_rangeError; }
    qint64 periodFromMs() const { return m_periodFromMs; }
    qint64 periodToMs() const { return m_periodToMs; }
    QStringList lessonTitles() const { return m_lessonTitles; }
    bool tableByChapter() const { return m_tableByChapter; }
    void setTableByChapter(bool byChapter);
    QStringList tableHeads() const { return m_tableHeads; }
    QStringList tableTitles() const { return m_tableTitles; }
    TeacherImportModel *importResults() { return &m_importResults; }
    TeacherStudentModel *students() { return &m_students; }
    TeacherStruggleModel *struggles() { return &m_struggles; }
    TeacherClassCharts *charts() { return &m_charts; }
    TeacherClassChoice *classes() { return &m_classes; }
    TeacherStudentDetail *detail() { return &m_detail; }
    TeacherRoster *roster() { return &m_roster; }
    TeacherComparisonModel *comparison() { return &m_comparison; }
    TeacherMemoryModel *memoryModel() { return &m_memoryModel; }
    QString undoText() const { return m_undoText; }

    // Takes the days from..to (both included, local calendar days; as DateEntry reads them in
    // the interface language; "" leaves that end open) as the period. A text that is not a
    // date, a first day after the last or after today is refused: rangeError says why and the
    // period and the figures stay as they were.
    Q_INVOKABLE bool setRange(const QString &from, const QString &to);

    // Every progress file of the folder, whatever its name (report::readProgressFolder); the
    // other files are listed as skipped, each with its reason.
    Q_INVOKABLE void importFolder(const QUrl &folder);
    Q_INVOKABLE void importFiles(const QList<QUrl> &files);
    // Forgets every imported student.
    Q_INVOKABLE void clearClass();
    // Removes one student (by profile id) from the chosen class; undoRemove puts back
    // everything that was stored about them, in the class they were removed from.
    Q_INVOKABLE bool removeStudent(const QString &studentId);
    Q_INVOKABLE bool undoRemove();
    // Opens one student's detail (by profile id; false when the class has no such student),
    // and closes it.
    Q_INVOKABLE bool showStudent(const QString &studentId);
    Q_INVOKABLE void closeStudent();

    Study *study() const { return m_study.get(); }
    void setStudy(Study *study);

signals:
    void studyChanged();
    void classChanged();
    void errorChanged();
    void periodChanged();
    void inactiveDaysChanged();
    void rangeErrorChanged();
    void summaryChanged();
    void undoChanged();

private:
    std::unique_ptr<store::ClassStore> openStore();
    // Imports paths and lists them with the skipped files of folder (when paths came from one).
    void importPaths(const QStringList &paths, const report::ProgressFolder &folder);
    void refresh();
    qint64 now() const;
    QString language() const;
    // The data folder's class file.
    QString classFilePath() const;
    void setError(const QString &error);
    void setRangeError(const QString &error);
    void setUndo(std::unique_ptr<store::ClassStudent> removed, qint64 classId,
                 const QString &text);

    TeacherImportModel m_importResults;
    TeacherStudentModel m_students;
    TeacherStruggleModel m_struggles;
    TeacherClassCharts m_charts;
    TeacherClassChoice m_classes;
    TeacherStudentDetail m_detail;
    TeacherRoster m_roster;
    TeacherComparisonModel m_comparison;
    TeacherMemoryModel m_memoryModel;
    // What the last refresh summarised, for the detail.
    QVector<report::StudentLog> m_logs;
    QVector<report::StudentSummary> m_summaries;
    report::ReportPeriod m_period;
    std::unique_ptr<store::ClassStudent> m_removed; // what undoRemove puts back
    qint64 m_removedFromClass = 0;
    QString m_undoText;
    int m_studentCount = 0;
    int m_periodDays = 0;
    int m_inactiveDays = 7;
    QDate m_firstDay; // with m_periodDays -1; invalid: open
    QDate m_lastDay;
    QString m_periodText;
    QString m_fromText;
    QString m_toText;
    QString m_rangeError;
    qint64 m_periodFromMs = 0;
    qint64 m_periodToMs = 0;
    QStringList m_lessonTitles;
    bool m_tableByChapter = true;
    QStringList m_tableHeads;
    QStringList m_tableTitles;
    QString m_error;
    StudyLink m_study{this, [] {}};
};

} // namespace astrolabe
