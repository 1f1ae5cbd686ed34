#pragma once

#include <QObject>
#include <QString>

// For the lab-mode tests (tst_lab.qml, tst_settings.qml) only: the lab file an administrator
// installs (at the path ASTROLABE_LAB_SETTINGS names in the tests, see QuickTestSetup) and the
// PIN hash a student could write into their own data folder's astrolabe.ini. Registered as the
// singleton LabFixture of the AstrolabeTest module by main.cpp.
namespace astrolabe {
class App;
}

class LabFixture : public QObject
{
    Q_OBJECT

public:
    explicit LabFixture(astrolabe::App *app, QObject *parent = nullptr);

    // The lab file with lab/mode and, when pin is not empty, teacher/pin (its hash).
    Q_INVOKABLE void writeLabFile(bool labMode, const QString &pin);
    Q_INVOKABLE void removeLabFile();
    // teacher/pin in <data>/astrolabe.ini, written by hand as a student could.
    Q_INVOKABLE void writeFolderPin(const QString &pin);
    Q_INVOKABLE void removeFolderPin();

private:
    astrolabe::App *m_app;
};
