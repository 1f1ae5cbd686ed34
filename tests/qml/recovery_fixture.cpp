#include "recovery_fixture.h"

#include "app.h"
#include "store/profile_directory.h"

#include <QFile>

namespace {
const QString kDamaged = QStringLiteral("Damaged");
}

bool RecoveryFixture::openDamagedProfile(const QString &language)
{
    auto *profiles = m_app->profiles();
    const astrolabe::store::ProfileDirectory folder(m_app->study()->dataDir());
    QString error;
    if (folder.exists(kDamaged) && !folder.remove(kDamaged, &error)) // from an earlier test
        return false;
    // Opened once whole, which writes the day's backup, then scribbled over.
    if (!profiles->openProfile(kDamaged))
        return false;
    profiles->closeProfile();
    QFile file(folder.pathFor(kDamaged));
    constexpr int kHeaderBytes = 16; // "SQLite format 3" and its NUL stay
    if (!file.open(QIODevice::ReadWrite) || !file.seek(kHeaderBytes)
        || file.write(QByteArray(4096 - kHeaderBytes, 'x')) != 4096 - kHeaderBytes)
        return false;
    file.close();
    // The whole profile, once open, applied its own language; the window's start has --lang.
    m_app->session()->setLanguage(language);
    if (profiles->openProfile(kDamaged))
        return false;
    m_app->session()->setStartupError(profiles->error()); // as at the window's start
    return true;
}

bool RecoveryFixture::openTester()
{
    m_app->session()->setStartupError(QString());
    return m_app->profiles()->openProfile(QStringLiteral("Tester"));
}
