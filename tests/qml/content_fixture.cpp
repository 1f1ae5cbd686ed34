#include "content_fixture.h"

#include "quick_test_setup.h"

#include "content/pack_loader.h"
#include "profile_switcher.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <functional>

namespace {

// Copies the pack in `from` to `to`, with course.json passed through edit.
bool copyPack(const QString &from, const QString &to,
              const std::function<QByteArray(QByteArray)> &editCourse)
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
        if (relative == QLatin1String("course.json"))
            bytes = editCourse(bytes);
        if (out.write(bytes) != bytes.size())
            return false;
    }
    return true;
}

} // namespace

ContentFixture::ContentFixture(QObject *parent)
    : QObject(parent), m_dir(std::make_unique<QTemporaryDir>())
{
    QFile course(m_dir->filePath(QStringLiteral("course.json")));
    if (course.open(QIODevice::WriteOnly))
        course.write("{ not json");
}

bool ContentFixture::openWithRefusedPack()
{
    return reopen(m_dir->path());
}

bool ContentFixture::openWithTeachersPack()
{
    if (!m_teachersPack) {
        m_teachersPack = std::make_unique<QTemporaryDir>();
        const bool copied = copyPack(
            astrolabe::content::PackLoader::bundledDirectory(), m_teachersPack->path(),
            [](QByteArray course) {
                return course.replace("\"id\": \"astrolabe.attention\"", "\"id\": \"school.attention\"")
                    .replace("Attention as a learned lookup", "Looking things up, our way");
            });
        if (!copied)
            return false;
    }
    return reopen(m_teachersPack->path(), QString::fromLatin1(QuickTestSetup::kSimulatedProfile));
}

bool ContentFixture::openWithBundledPack()
{
    return reopen(QString());
}

bool ContentFixture::reopen(const QString &contentDir, const QString &profile)
{
    auto *profiles = astrolabe::ProfileSwitcher::instance();
    astrolabe::StudyContext::Options options = profiles->options();
    options.contentDir = contentDir;
    profiles->configure(options);
    return profiles->openProfile(profile);
}
