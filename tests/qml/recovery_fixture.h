#pragma once

#include <QObject>
#include <QString>

// For the window's page about a profile that could not be opened (tst_startup_error.qml): makes
// a profile with a backup, scribbles over its file, and opens it as the window does at start,
// so that Session.startupError holds the store's message and ProfileRecovery its offer.
// Registered as the singleton RecoveryFixture of the AstrolabeTest module by main.cpp.
namespace astrolabe {
class App;
}

class RecoveryFixture : public QObject
{
    Q_OBJECT

public:
    explicit RecoveryFixture(astrolabe::App *app, QObject *parent = nullptr)
        : QObject(parent), m_app(app)
    {
    }

    // The profile "Damaged", its first page scribbled over, opened with the interface in
    // `language`; false unless it is refused.
    Q_INVOKABLE bool openDamagedProfile(const QString &language);
    // Back to the test profile "Tester", with no startup error.
    Q_INVOKABLE bool openTester();

private:
    astrolabe::App *m_app;
};
