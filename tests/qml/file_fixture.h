#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
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
    // The files and folders the application asked the desktop to open, once catchOpened() ran.
    Q_PROPERTY(QStringList opened READ opened NOTIFY openedChanged)

public:
    explicit FileFixture(QObject *parent = nullptr);
    ~FileFixture() override;

    QUrl folder() const;
    // A folder made under `folder` (relative path), as a URL.
    Q_INVOKABLE QUrl makeFolder(const QString &relative);
    Q_INVOKABLE bool exists(const QUrl &file) const;
    // Writes text (UTF-8) to file, replacing it.
    Q_INVOKABLE bool write(const QUrl &file, const QString &text) const;
    Q_INVOKABLE bool copy(const QUrl &from, const QUrl &to) const;
    // The first bytes of a file, as Latin-1 text: "%PDF", a byte-order mark, "{".
    Q_INVOKABLE QString head(const QUrl &file, int bytes) const;
    // A PDF's text as pdftotext reads it (poppler-utils), and whether it holds a Persian text
    // (compared by letters, as tests/support/pdf_text.h explains).
    Q_INVOKABLE QString pdfText(const QUrl &file) const;
    Q_INVOKABLE bool pdfHasPersian(const QUrl &file, const QString &text) const;
    // The regular files of a folder, by name.
    Q_INVOKABLE QStringList fileNames(const QUrl &folder) const;
    Q_INVOKABLE bool remove(const QUrl &file) const;
    // From now on, file URLs the application opens (QDesktopServices::openUrl) are recorded in
    // `opened` instead of reaching the desktop.
    Q_INVOKABLE void catchOpened();
    QStringList opened() const { return m_opened; }

signals:
    void openedChanged();

private slots:
    void recordOpened(const QUrl &url);

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QStringList m_opened;
};
