#pragma once

#include "store/open_options.h"

#include <QString>
#include <QVector>

namespace astrolabe::store {

// One profile file found in the data folder.
struct ProfileEntry
{
    QString name;        // from inside the file; the file name when unreadable
    QString path;
    qint64 reviewCount = -1;
    bool readable = false;
};

// The profiles of a data folder: <data>/profiles/<file>.sqlite, their backups in
// <data>/profiles/backups/. Finds, names and deletes them; opening is Store::open's job.
class ProfileDirectory
{
public:
    explicit ProfileDirectory(const QString &dataDir);

    QString profilesFolder() const;
    QString backupsFolder() const;
    // The file of a profile name; the name list() gives an unreadable file leads to that file.
    QString pathFor(const QString &profileName) const;
    bool exists(const QString &profileName) const;

    // The options Store::open needs for this profile (backups on; items and course are the
    // caller's to add).
    OpenOptions openOptions(const QString &profileName, qint64 nowMs) const;

    QVector<ProfileEntry> list() const; // sorted by name
    // How many profiles list() gives, without opening any of them (list() checks every file).
    qsizetype count() const;

    // Deletes the profile's file, its journal files and its backups. Refuses (false, *error)
    // when the profile is open in another window or does not exist.
    bool remove(const QString &profileName, QString *error) const;

    // Gives a profile a new name: the name inside its file (one committed statement) and the
    // file's own name (one rename(2), which never replaces a file), and its backups' names.
    // Holds the locks of both names throughout, so it refuses (false, *error) when the profile
    // is open in a window or command, when the new name is blank or taken, or when the profile
    // does not exist. If the file cannot be renamed, the name inside is put back.
    bool rename(const QString &oldName, const QString &newName, QString *error) const;

private:
    QString m_dataDir;
};

} // namespace astrolabe::store
