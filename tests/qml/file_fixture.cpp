#include "file_fixture.h"

#include "pdf_text.h"

#include <QDesktopServices>
#include <QDir>
#include <QFile>

FileFixture::FileFixture(QObject *parent)
    : QObject(parent), m_dir(std::make_unique<QTemporaryDir>())
{
}

FileFixture::~FileFixture()
{
    QDesktopServices::unsetUrlHandler(QStringLiteral("file"));
}

QUrl FileFixture::folder() const
{
    return QUrl::fromLocalFile(m_dir->path());
}

QUrl FileFixture::makeFolder(const QString &relative)
{
    QDir(m_dir->path()).mkpath(relative);
    return QUrl::fromLocalFile(m_dir->filePath(relative));
}

bool FileFixture::exists(const QUrl &file) const
{
    return QFile::exists(file.toLocalFile());
}

bool FileFixture::write(const QUrl &file, const QString &text) const
{
    QFile out(file.toLocalFile());
    return out.open(QIODevice::WriteOnly | QIODevice::Truncate)
        && out.write(text.toUtf8()) == text.toUtf8().size();
}

bool FileFixture::copy(const QUrl &from, const QUrl &to) const
{
    QFile::remove(to.toLocalFile());
    return QFile::copy(from.toLocalFile(), to.toLocalFile());
}

QString FileFixture::head(const QUrl &file, int bytes) const
{
    QFile in(file.toLocalFile());
    if (!in.open(QIODevice::ReadOnly))
        return QString();
    return QString::fromLatin1(in.read(bytes));
}

QString FileFixture::pdfText(const QUrl &file) const
{
    return astrolabe::test::pdfText(file.toLocalFile()).normalized(QString::NormalizationForm_KC);
}

bool FileFixture::pdfHasPersian(const QUrl &file, const QString &text) const
{
    return astrolabe::test::containsPersian(astrolabe::test::pdfText(file.toLocalFile()), text);
}

QStringList FileFixture::fileNames(const QUrl &folder) const
{
    return QDir(folder.toLocalFile()).entryList(QDir::Files, QDir::Name);
}

bool FileFixture::remove(const QUrl &file) const
{
    return QFile::remove(file.toLocalFile());
}

void FileFixture::catchOpened()
{
    QDesktopServices::setUrlHandler(QStringLiteral("file"), this, "recordOpened");
}

void FileFixture::recordOpened(const QUrl &url)
{
    m_opened << url.toString();
    emit openedChanged();
}
