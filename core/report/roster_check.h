#pragma once

#include "store/class_student.h"

#include <QString>
#include <QStringList>
#include <QVector>
#include <QtGlobal>

namespace astrolabe::report {

// A student of the class as the roster check names them.
struct RosterStudent
{
    QString studentId;
    QString name;       // as their progress file gives it
    qint64 exportedMs = 0;
};

// One name of the roster and the student whose file answers it, if any.
struct RosterEntry
{
    QString name;            // as the teacher wrote it
    RosterStudent student;   // studentId empty: no file yet

    bool handedIn() const { return !student.studentId.isEmpty(); }
};

// Who has handed in a progress file: every name the teacher expects (in the roster's order),
// each with the student it was matched to, and the students whose name is on no line.
struct RosterCheck
{
    QVector<RosterEntry> expected;
    QVector<RosterStudent> unexpected; // in the class's order (by name)

    bool isEmpty() const { return expected.isEmpty(); }
    int handedIn() const;
    QStringList missingNames() const;    // the names without a file, in the roster's order
    QStringList unexpectedNames() const; // the students on no line, by their files' names
    int missing() const { return int(expected.size()) - handedIn(); }
};

// A name as the roster compares it: letters without accents or Arabic vowel signs, Arabic ي ى
// and ك as the Persian ی and ک, a zero-width non-joiner and punctuation as a space, spaces
// tidied, letter case ignored ("Reza  Karimi", "reza karimi" and "Réza Karimi" are one name;
// so are «علی‌رضا», «علی رضا» and «علي رضا»).
QString foldedStudentName(const QString &name);

// Matches each expected name to one student and each student to at most one name: first
// names that fold to the same text, then names with the same words in another order ("Karimi,
// Reza" for "Reza Karimi"). A name written twice matches two students of that name. Pure.
RosterCheck checkRoster(const QStringList &expectedNames,
                        const QVector<store::ClassStudent> &students);

} // namespace astrolabe::report
