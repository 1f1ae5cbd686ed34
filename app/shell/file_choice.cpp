#include "file_choice.h"

#include "content/question_text.h"
#include "app.h"

#include <QDir>
#include <QFileInfo>
#include <QQmlEngine>
#include <QStandardPaths>

namespace astrolabe {

using content::QuestionText;

namespace {

// The local path of a URL a dialog gave. Qt 6.4's own save dialog gives a typed name as a
// bare path ("/home/sara/summary"), without the file: scheme; "" for anything not local.
QString localPath(const QUrl &url)
{
    if (url.isLocalFile())
        return url.toLocalFile();
    if (!url.scheme().isEmpty())
        return QString();
    // A name with "?" or "#" was split into a query and a fragment: join them again.
    QString path = url.path(QUrl::FullyDecoded);
    if (url.hasQuery())
        path += QLatin1Char('?') + url.query(QUrl::FullyDecoded);
    if (url.hasFragment())
        path += QLatin1Char('#') + url.fragment(QUrl::FullyDecoded);
    return path;
}

} // namespace

FileChoice::FileChoice(QQmlEngine *engine, const Study *study, QObject *parent)
    : QObject(parent), m_study(study)
{
    if (engine)
        m_unavailableReason = unavailableReasonFor(engine, language());
}

FileChoice *FileChoice::create(QQmlEngine *engine, QJSEngine *scriptEngine)
{
    return new FileChoice(engine, App::create(engine, scriptEngine)->study());
}

QString FileChoice::language() const
{
    return m_study ? m_study->language() : QStringLiteral("en");
}

QString FileChoice::unavailableReasonFor(QQmlEngine *engine, const QString &language)
{
    // Qt's own file and folder dialogs are written in QML on Qt Labs' folder list model; when
    // that module is missing, Qt 6.4 cannot make them and crashes or does nothing on open().
    // The module is looked for where the engine imports from (compiling a probe component is
    // not reliable here: made while QML is being loaded, it may only be queued).
    for (const QString &folder : engine->importPathList()) {
        const QString local = folder.startsWith(QLatin1String("qrc:"))
            ? folder.mid(3) // qrc:/x -> :/x
            : folder;
        if (QFileInfo::exists(local + QStringLiteral("/Qt/labs/folderlistmodel/qmldir")))
            return QString();
    }
    //: Shown instead of a file dialog when a Qt module is missing; %1 is the Debian package.
    return tr("Astrolabe cannot show its file dialog because a part of Qt is not installed: "
              "install the package %1 and start Astrolabe again.")
        .arg(QuestionText::leftToRight(QStringLiteral("qml6-module-qt-labs-folderlistmodel"),
                                       language));
}

QUrl FileChoice::startFolder() const
{
    if (!m_lastFolder.isEmpty() && QFileInfo(m_lastFolder).isDir())
        return QUrl::fromLocalFile(m_lastFolder);
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!documents.isEmpty() && QFileInfo(documents).isDir())
        return QUrl::fromLocalFile(documents);
    return QUrl::fromLocalFile(QDir::homePath());
}

void FileChoice::remember(const QUrl &fileOrFolder)
{
    const QString path = localPath(fileOrFolder);
    if (path.isEmpty())
        return;
    const QFileInfo info(path);
    const QString folder = info.isDir() ? info.absoluteFilePath() : info.absolutePath();
    if (folder == m_lastFolder)
        return;
    m_lastFolder = folder;
    emit startFolderChanged();
}

QString FileChoice::savePath(const QString &chosen, const QStringList &extensions, int index)
{
    const QString extension = extensions.value(index);
    if (extension.isEmpty() || chosen.isEmpty())
        return chosen;
    const QFileInfo info(chosen);
    const QString suffix = info.suffix();
    if (suffix.compare(extension, Qt::CaseInsensitive) == 0)
        return chosen;
    // ".pdf" alone is a name, not an extension.
    const bool otherFilters = !suffix.isEmpty() && !info.completeBaseName().isEmpty()
        && extensions.contains(suffix, Qt::CaseInsensitive);
    QString base = otherFilters ? chosen.left(chosen.size() - suffix.size() - 1) : chosen;
    if (base.endsWith(QLatin1Char('.'))) // "report." + csv: report.csv
        base.chop(1);
    return base + QLatin1Char('.') + extension;
}

QUrl FileChoice::savePath(const QUrl &chosen, const QStringList &extensions,
                          int filterIndex) const
{
    const QString path = localPath(chosen);
    if (path.isEmpty())
        return chosen;
    return QUrl::fromLocalFile(savePath(path, extensions, filterIndex));
}

bool FileChoice::exists(const QUrl &file) const
{
    const QString path = localPath(file);
    return !path.isEmpty() && QFileInfo::exists(path);
}

QUrl FileChoice::parentFolder(const QUrl &folder) const
{
    QDir dir(localPath(folder));
    if (localPath(folder).isEmpty() || !dir.cdUp())
        return QUrl();
    return QUrl::fromLocalFile(dir.absolutePath());
}

QString FileChoice::replaceQuestion(const QUrl &file) const
{
    const QString name = QFileInfo(localPath(file)).fileName();
    //: Asked before a save replaces a file; %1 is the file's name.
    return tr("A file named %1 already exists. Replace it?")
        .arg(QuestionText::leftToRight(name, language()));
}

QString FileChoice::nameFilter(const QString &label, const QString &pattern) const
{
    // Qt reads the patterns from the last "(...)" of the filter, so nothing may follow it; a
    // left-to-right isolate opened before it runs to the end of the text.
    const QString open = language() == QLatin1String("fa") ? QString(QChar(0x2066)) : QString();
    return label + QLatin1Char(' ') + open + QLatin1Char('(') + pattern + QLatin1Char(')');
}

} // namespace astrolabe
