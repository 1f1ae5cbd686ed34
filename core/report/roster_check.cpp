#include "report/roster_check.h"

#include <QChar>

#include <algorithm>

namespace astrolabe::report {

int RosterCheck::handedIn() const
{
    return int(std::count_if(expected.cbegin(), expected.cend(),
                             [](const RosterEntry &entry) { return entry.handedIn(); }));
}

QStringList RosterCheck::missingNames() const
{
    QStringList names;
    for (const RosterEntry &entry : expected)
        if (!entry.handedIn())
            names << entry.name;
    return names;
}

QStringList RosterCheck::unexpectedNames() const
{
    QStringList names;
    for (const RosterStudent &student : unexpected)
        names << student.name;
    return names;
}

QString foldedStudentName(const QString &name)
{
    const QString decomposed = name.normalized(QString::NormalizationForm_KD);
    QString out;
    out.reserve(decomposed.size());
    for (const QChar c : decomposed) {
        const char16_t u = c.unicode();
        if (c.category() == QChar::Mark_NonSpacing || u == 0x0640) // marks, tatweel
            continue;
        if (u == 0x064A || u == 0x0649)
            out += QChar(0x06CC); // Arabic yeh and alef maksura: Persian yeh
        else if (u == 0x0643)
            out += QChar(0x06A9); // Arabic kaf: Persian keheh
        else if (c.isLetterOrNumber())
            out += c;
        else
            out += QLatin1Char(' '); // ZWNJ, punctuation, any space
    }
    return out.simplified().toCaseFolded();
}

namespace {

// The folded name's words in order, so "Karimi Reza" and "Reza Karimi" compare equal.
QString wordKey(const QString &folded)
{
    QStringList words = folded.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    std::sort(words.begin(), words.end());
    return words.join(QLatin1Char(' '));
}

} // namespace

RosterCheck checkRoster(const QStringList &expectedNames,
                        const QVector<store::ClassStudent> &students)
{
    RosterCheck check;
    QVector<QString> folded;
    QVector<bool> taken(students.size(), false);
    for (const store::ClassStudent &student : students)
        folded << foldedStudentName(student.name);
    for (const QString &name : expectedNames)
        check.expected << RosterEntry{name, {}};

    const auto match = [&](auto key) {
        for (RosterEntry &entry : check.expected) {
            if (entry.handedIn())
                continue;
            const QString wanted = key(foldedStudentName(entry.name));
            if (wanted.isEmpty())
                continue;
            for (int s = 0; s < students.size(); ++s) {
                if (taken[s] || key(folded[s]) != wanted)
                    continue;
                taken[s] = true;
                const store::ClassStudent &student = students.at(s);
                entry.student = {student.studentId, student.name, student.exportedMs};
                break;
            }
        }
    };
    match([](const QString &text) { return text; });
    match(wordKey);

    for (int s = 0; s < students.size(); ++s)
        if (!taken[s])
            check.unexpected << RosterStudent{students.at(s).studentId, students.at(s).name,
                                              students.at(s).exportedMs};
    return check;
}

} // namespace astrolabe::report
