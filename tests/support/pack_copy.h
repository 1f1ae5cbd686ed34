#pragma once

// Copies a content pack (every *.json under a folder, the bundled ":/content" included) into a
// folder of the test's, writable, so that a test can make a teacher's pack or break one.
// Test code only.

#include <QByteArray>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QString>

#include <functional>

namespace astrolabe::test {

// editCourse, when given, rewrites course.json on the way. False when a file could not be
// copied.
inline bool copyPack(const QString &from, const QString &to,
                     const std::function<QByteArray(QByteArray)> &editCourse = {})
{
    QDirIterator it(from, {QStringLiteral("*.json")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString source = it.next();
        const QString relative = QDir(from).relativeFilePath(source);
        QFile in(source);
        QFile out(QDir(to).filePath(relative));
        if (!in.open(QIODevice::ReadOnly) || !QDir().mkpath(QFileInfo(out).path())
            || !out.open(QIODevice::WriteOnly))
            return false;
        QByteArray bytes = in.readAll();
        if (editCourse && relative == QLatin1String("course.json"))
            bytes = editCourse(bytes);
        if (out.write(bytes) != bytes.size())
            return false;
    }
    return true;
}

// The bundled course as a teacher's own: the id "school.attention" and the first lesson titled
// "Looking things up, our way"; otherwise unchanged, so it loads without problems.
inline QByteArray asTeachersCourse(QByteArray course)
{
    return course.replace("\"id\": \"astrolabe.attention\"", "\"id\": \"school.attention\"")
        .replace("Attention as a learned lookup", "Looking things up, our way");
}

} // namespace astrolabe::test
