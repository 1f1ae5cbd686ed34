#include "class_fixture.h"
#include "content_fixture.h"
#include "file_fixture.h"
#include "lab_fixture.h"
#include "quick_test_setup.h"
#include "recovery_fixture.h"
#include "screen_reader_fixture.h"
#include "screenshot_folder.h"
#include "test_clock.h"

#include "app.h"

#include <QGuiApplication>
#include <QQmlEngine>
#include <QQmlEngineExtensionPlugin>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(AstrolabePlugin)

// Written by hand rather than QUICK_TEST_MAIN: it registers the test-only types first.
int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
    // A test-only type, kept out of the shipped Astrolabe module.
    qmlRegisterSingletonType<ScreenshotFolder>("AstrolabeTest", 1, 0, "ScreenshotFolder",
                                               [](QQmlEngine *, QJSEngine *) -> QObject * {
                                                   return new ScreenshotFolder;
                                               });
    // A folder of progress files for the teacher page (test only, like ScreenshotFolder).
    qmlRegisterSingletonType<ClassFixture>("AstrolabeTest", 1, 0, "ClassFixture",
                                           [](QQmlEngine *, QJSEngine *) -> QObject * {
                                               return new ClassFixture;
                                           });
    // Reopens the test profile with a refused content pack (test only, like ClassFixture).
    qmlRegisterSingletonType<ContentFixture>("AstrolabeTest", 1, 0, "ContentFixture",
                                             [](QQmlEngine *engine, QJSEngine *js) -> QObject * {
                                                 return new ContentFixture(astrolabe::App::create(engine, js));
                                             });
    // A folder for the file dialogs to save into and import from (test only).
    qmlRegisterSingletonType<FileFixture>("AstrolabeTest", 1, 0, "FileFixture",
                                          [](QQmlEngine *, QJSEngine *) -> QObject * {
                                              return new FileFixture;
                                          });
    // The lab file and a student's own PIN line (test only, like ClassFixture).
    qmlRegisterSingletonType<LabFixture>("AstrolabeTest", 1, 0, "LabFixture",
                                         [](QQmlEngine *engine, QJSEngine *js) -> QObject * {
                                             return new LabFixture(astrolabe::App::create(engine, js));
                                         });
    // Opens a damaged profile as the window does at start (test only, like ContentFixture).
    qmlRegisterSingletonType<RecoveryFixture>("AstrolabeTest", 1, 0, "RecoveryFixture",
                                              [](QQmlEngine *engine, QJSEngine *js) -> QObject * {
                                                  return new RecoveryFixture(astrolabe::App::create(engine, js));
                                              });
    // The tests' study clock, which a test may move (test only, like ScreenshotFolder).
    qmlRegisterSingletonType<TestClock>("AstrolabeTest", 1, 0, "TestClock",
                                        [](QQmlEngine *engine, QJSEngine *js) -> QObject * {
                                            return new TestClock(astrolabe::App::create(engine, js));
                                        });
    // Qt's accessibility turned on as a screen reader does (test only, like TestClock).
    qmlRegisterSingletonType<ScreenReaderFixture>("AstrolabeTest", 1, 0, "ScreenReaderFixture",
                                                  [](QQmlEngine *, QJSEngine *) -> QObject * {
                                                      return new ScreenReaderFixture;
                                                  });
    QuickTestSetup setup;
    return quick_test_main_with_setup(argc, argv, "astrolabe_qml", QUICK_TEST_SOURCE_DIR, &setup);
}
