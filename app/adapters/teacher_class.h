#pragma once

#include "teacher_import_model.h"
#include "teacher_struggle_model.h"
#include "teacher_student_model.h"

#include <QList>
#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <memory>

namespace astrolabe::store {
class ClassStore;
}

namespace astrolabe {

// The teacher view's class: the students merged from imported progress files, kept in
// <data>/class.sqlite (opened for each import or refresh, so no lock is held in between). Imports a folder or a selection of files (each file whole or not at all)
// and lists what became of each; summarises the class over a period through the memory model
// at the clock's time (the class table and the questions it struggles with most).
class TeacherClass : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int studentCount READ studentCount NOTIFY classChanged)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)
    // 0: all time; else the last N days up to now.
    Q_PROPERTY(int periodDays READ periodDays WRITE setPeriodDays NOTIFY periodChanged)
    Q_PROPERTY(QString periodText READ periodText NOTIFY summaryChanged)
    Q_PROPERTY(QStringList lessonTitles READ lessonTitles NOTIFY summaryChanged)
    Q_PROPERTY(TeacherImportModel *importResults READ importResults CONSTANT)
    Q_PROPERTY(TeacherStudentModel *students READ students CONSTANT)
    Q_PROPERTY(TeacherStruggleModel *struggles READ struggles CONSTANT)

public:
    explicit TeacherClass(QObject *parent = nullptr);
    ~TeacherClass() override;

    int studentCount() const { return m_studentCount; }
    QString error() const { return m_error; }
    int periodDays() const { return m_periodDays; }
    void setPeriodDays(int days);
    QString periodText() const { return m_periodText; }
    QStringList lessonTitles() const { return m_lessonTitles; }
    TeacherImportModel *importResults() { return &m_importResults; }
    TeacherStudentModel *students() { return &m_students; }
    TeacherStruggleModel *struggles() { return &m_struggles; }

    // Every *.json of the folder, in name order.
    Q_INVOKABLE void importFolder(const QUrl &folder);
    Q_INVOKABLE void importFiles(const QList<QUrl> &files);
    // Forgets every imported student.
    Q_INVOKABLE void clearClass();

signals:
    void classChanged();
    void errorChanged();
    void periodChanged();
    void summaryChanged();

private:
    std::unique_ptr<store::ClassStore> openStore();
    void importPaths(const QStringList &paths);
    void refresh();
    void setError(const QString &error);

    TeacherImportModel m_importResults;
    TeacherStudentModel m_students;
    TeacherStruggleModel m_struggles;
    int m_studentCount = 0;
    int m_periodDays = 0;
    QString m_periodText;
    QStringList m_lessonTitles;
    QString m_error;
};

} // namespace astrolabe
