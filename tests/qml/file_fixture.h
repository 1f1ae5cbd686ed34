#pragma once

#include <QObject>
#include <QString>
#include <QTemporaryDir>
#include <QUrl>

#include <memory>

// For the file dialogs' test (tst_file_dialogs.qml) only: a fresh folder per test file to save
// into and import from, and the file operations the test checks the dialogs' outcome with.
// Registered as the singleton FileFixture of the AstrolabeTest module by main.cpp.
class FileFixture : public QObject
{
    Q_OBJECT
    Q_PROPERTY(QUrl folder READ folder CONSTANT)

public:
    explicit FileFixture(QObject *parent = nullptr);

    QUrl folder() const;
    // A folder made under `folder` (relative path), as a URL.
    Q_INVOKABLE QUrl makeFolder(const QString &relative);
    Q_INVOKABLE bool exists(const QUrl &file) const;
    // Writes text (UTF-8) to file, replacing it.
    Q_INVOKABLE bool write(const QUrl &file, const QString &text) const;
    Q_INVOKABLE bool copy(const QUrl &from, const QUrl &to) const;
    // The first bytes of a file, as Latin-1 text: "%PDF", a byte-order mark, "{".
    Q_INVOKABLE QString head(const QUrl &file, int bytes) const;
    // The regular files of a folder, by name.
    Q_INVOKABLE QStringList fileNames(const QUrl &folder) const;

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};
