#include "content_fixture.h"

#include "profile_switcher.h"

#include <QFile>

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

bool ContentFixture::openWithBundledPack()
{
    return reopen(QString());
}

bool ContentFixture::reopen(const QString &contentDir)
{
    auto *profiles = astrolabe::ProfileSwitcher::instance();
    astrolabe::StudyContext::Options options = profiles->options();
    options.contentDir = contentDir;
    profiles->configure(options);
    return profiles->openProfile(QStringLiteral("Tester"));
}
