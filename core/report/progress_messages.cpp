#include "report/progress_messages.h"

#include <QCoreApplication>
#include <QLocale>

namespace astrolabe::report::messages {

namespace {

// A file name or path kept left to right inside a right-to-left sentence (Unicode isolates), so
// "sara-progress.json" does not read "json.sara-progress"; unchanged in a left-to-right language.
QString isolated(const QString &file)
{
    if (QLocale().textDirection() != Qt::RightToLeft || file.isEmpty())
        return file;
    return QChar(0x2066) + file + QChar(0x2069); // LEFT-TO-RIGHT ISOLATE ... POP
}

// A student's name inside a right-to-left sentence, in its own direction (a first-strong
// isolate): "Ali" at the start of a Persian sentence no longer turns the sentence left to right.
QString isolatedName(const QString &studentName)
{
    if (QLocale().textDirection() != Qt::RightToLeft || studentName.isEmpty())
        return studentName;
    return QChar(0x2068) + studentName + QChar(0x2069); // FIRST STRONG ISOLATE ... POP
}

// A count in the interface language's digits (the default locale's: Persian digits in Persian).
QString count(qint64 n)
{
    return QLocale().toString(n);
}

} // namespace

// Each text is written out in a literal QCoreApplication::translate call so lupdate finds it.

QString unreadable(const QString &file, const QString &detail)
{
    return QCoreApplication::translate("astrolabe::report", "The file %1 cannot be read (%2).")
        .arg(isolated(file), detail);
}

QString tooLarge(const QString &file, qint64 maxMegabytes)
{
    return QCoreApplication::translate(
               "astrolabe::report",
               "The file %1 is larger than any progress file can be (%2 MB), so it was not read.")
        .arg(isolated(file))
        .arg(count(maxMegabytes));
}

QString tooDeep(const QString &file)
{
    return QCoreApplication::translate(
               "astrolabe::report",
               "The file %1 is nested far deeper than a progress file, so it was refused.")
        .arg(isolated(file));
}

QString damaged(const QString &file)
{
    return QCoreApplication::translate(
               "astrolabe::report",
               "The file %1 is damaged (cut short or garbled), so it was refused.")
        .arg(isolated(file));
}

QString notProgressFile(const QString &file)
{
    return QCoreApplication::translate("astrolabe::report",
                                       "The file %1 is not an Astrolabe progress file.")
        .arg(isolated(file));
}

QString newerFormat(const QString &file, int fileVersion, int supportedVersion)
{
    return QCoreApplication::translate(
               "astrolabe::report",
               "The file %1 was written by a newer Astrolabe (format %2; this version reads up "
               "to %3), so it was refused.")
        .arg(isolated(file))
        .arg(count(fileVersion))
        .arg(count(supportedVersion));
}

QString tampered(const QString &file)
{
    return QCoreApplication::translate(
               "astrolabe::report",
               "The file %1 was changed after it was exported (its checksum does not match), "
               "so it was refused.")
        .arg(isolated(file));
}

QString invalidField(const QString &file, const QString &field)
{
    //: %2 is the place in the file, e.g. reviews[12].rating; it stays in English.
    return QCoreApplication::translate(
               "astrolabe::report",
               "The file %1 has an impossible value in %2, so it was refused.")
        .arg(isolated(file), isolated(field));
}

QString cannotWrite(const QString &file, const QString &detail)
{
    return QCoreApplication::translate("astrolabe::report",
                                       "The file %1 cannot be written (%2).")
        .arg(isolated(file), detail);
}

QString otherCourse(const QString &file, const QString &courseId)
{
    return QCoreApplication::translate(
               "astrolabe::report",
               "The file %1 is progress in another course (%2), so it was refused.")
        .arg(isolated(file), isolated(courseId));
}

QString added(const QString &name, int reviews)
{
    return QCoreApplication::translate("astrolabe::report", "Added %1 with %n answer(s).",
                                       nullptr, reviews)
        .arg(isolatedName(name));
}

QString replaced(const QString &name, int reviews)
{
    return QCoreApplication::translate(
               "astrolabe::report",
               "Replaced the older export of %1 with this one (%n answer(s)).", nullptr, reviews)
        .arg(isolatedName(name));
}

QString duplicate(const QString &name)
{
    return QCoreApplication::translate(
               "astrolabe::report",
               "This export of %1 was imported before, so it was skipped.")
        .arg(isolatedName(name));
}

QString older(const QString &name)
{
    return QCoreApplication::translate(
               "astrolabe::report",
               "The class already has a newer export of %1, so this older one was skipped.")
        .arg(isolatedName(name));
}

QString notSaved(const QString &name, const QString &detail)
{
    return QCoreApplication::translate(
               "astrolabe::report",
               "The progress of %1 could not be saved in the class (%2); nothing of it was kept.")
        .arg(isolatedName(name), detail);
}

} // namespace astrolabe::report::messages
