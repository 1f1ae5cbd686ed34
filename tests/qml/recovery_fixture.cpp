#include "recovery_fixture.h"

#include "profile_switcher.h"
#include "session.h"
#include "store/profile_directory.h"

#include <QFile>

namespace {
const QString kDamaged = QStringLiteral("Damaged");
}

bool RecoveryFixture::openDamagedProfile(const QString &language)
{
    auto *profiles = astrolabe::ProfileSwitcher::instance();
    const astrolabe::store::ProfileDirectory folder(profiles->dataDir());
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
    astrolabe::Session::instance()->setLanguage(language);
    if (profiles->openProfile(kDamaged))
        return false;
    astrolabe::Session::instance()->setStartupError(profiles->error()); // as at the window's start
    return true;
}

bool RecoveryFixture::openTester()
{
    astrolabe::Session::instance()->setStartupError(QString());
    return astrolabe::ProfileSwitcher::instance()->openProfile(QStringLiteral("Tester"));
}
