#include "content_fixture.h"

#include "pack_copy.h"
#include "quick_test_setup.h"

#include "content/pack_loader.h"
#include "app.h"

#include <QFile>

ContentFixture::ContentFixture(astrolabe::App *app, QObject *parent)
    : QObject(parent), m_app(app), m_dir(std::make_unique<QTemporaryDir>())
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
        if (!astrolabe::test::copyPack(astrolabe::content::PackLoader::bundledDirectory(),
                                       m_teachersPack->path(), astrolabe::test::asTeachersCourse))
            return false;
    }
    return reopen(m_teachersPack->path(), QString::fromLatin1(QuickTestSetup::kSimulatedProfile));
}

bool ContentFixture::openWithBundledPack()
{
    return reopen(QString());
}

int ContentFixture::bundledLessons() const
{
    return int(astrolabe::content::PackLoader::bundled().lessons().size());
}

int ContentFixture::bundledQuestions() const
{
    return int(astrolabe::content::PackLoader::bundled().questionIds().size());
}

QStringList ContentFixture::bundledChapterIds() const
{
    QStringList ids;
    for (const auto &chapter : astrolabe::content::PackLoader::bundled().chapters())
        ids << chapter.id;
    return ids;
}

bool ContentFixture::reopen(const QString &contentDir, const QString &profile)
{
    m_app->study()->setContentDir(contentDir);
    return m_app->profiles()->openProfile(profile);
}
