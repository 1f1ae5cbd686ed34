#pragma once

#include <QString>

// The sentences progress files and class imports are refused or reported with (translated).
namespace astrolabe::report::messages {

QString unreadable(const QString &file, const QString &detail);
QString tooLarge(const QString &file, qint64 maxMegabytes);
QString tooDeep(const QString &file);
QString damaged(const QString &file);
QString notProgressFile(const QString &file);
QString newerFormat(const QString &file, int fileVersion, int supportedVersion);
QString tampered(const QString &file);
QString invalidField(const QString &file, const QString &field);
QString cannotWrite(const QString &file, const QString &detail);

QString otherCourse(const QString &file, const QString &courseId);
QString added(const QString &name, int reviews);
QString replaced(const QString &name, int reviews);
QString duplicate(const QString &name);
QString older(const QString &name);
QString notSaved(const QString &name, const QString &detail);

} // namespace astrolabe::report::messages
