#pragma once

#include <QList>
#include <QObject>
#include <QTemporaryDir>
#include <QUrl>

#include <memory>

// For the teacher page's test (tst_teacher.qml) only: a folder of students' progress files as
// the app makes them (profiles answered by the demo learner through the review service up to
// the tests' clock, exported with progressOfProfile), plus one tampered copy and one file that
// is not a progress file. Registered as the singleton ClassFixture of the AstrolabeTest module
// by main.cpp.
class ClassFixture : public QObject
{
    Q_OBJECT
    Q_PROPERTY(QUrl folder READ folder CONSTANT)

public:
    explicit ClassFixture(QObject *parent = nullptr);

    // Holds ana.json (Ana, 40 days), bahram.json (بهرام, 20 days), notes.json (not JSON) and
    // tampered.json (Ana's file with one answer changed after the export).
    QUrl folder() const;
    // Ana's answers on the days first..last (yyyy-mm-dd, both included, local days), counted
    // from her log as exported, for the teacher view's date range to be checked against.
    Q_INVOKABLE int anaAnswersBetween(const QString &first, const QString &last) const;
    // The same for the class (Ana and بهرام), for the teacher view's answers chart.
    Q_INVOKABLE int classAnswersBetween(const QString &first, const QString &last) const;
    // A text file's contents (UTF-8, a byte-order mark dropped), e.g. a report the page wrote.
    Q_INVOKABLE QString fileText(const QUrl &file) const;

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QList<qint64> m_anaAnswerTimes; // Unix ms
    QList<qint64> m_bahramAnswerTimes;
};
