#include "quick_test_setup.h"

#include <QApplication>
#include <QQmlEngineExtensionPlugin>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(AstrolabePlugin)

// Written by hand rather than QUICK_TEST_MAIN: charts need a QApplication.
int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QuickTestSetup setup;
    return quick_test_main_with_setup(argc, argv, "astrolabe_qml", QUICK_TEST_SOURCE_DIR, &setup);
}
