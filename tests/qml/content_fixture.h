#pragma once

#include <QObject>
#include <QTemporaryDir>

#include <memory>

// For the window's refused-pack dialog (tst_content_problems.qml) only: reopens the test
// profile with a teacher's content pack that is refused (a folder whose course.json is not
// JSON), as `astrolabe --content FOLDER` does, and back with the bundled course. Registered as
// the singleton ContentFixture of the AstrolabeTest module by main.cpp.
class ContentFixture : public QObject
{
    Q_OBJECT

public:
    explicit ContentFixture(QObject *parent = nullptr);

    // Both reopen the profile "Tester"; false when it could not be opened.
    Q_INVOKABLE bool openWithRefusedPack();
    Q_INVOKABLE bool openWithBundledPack();

private:
    bool reopen(const QString &contentDir);

    std::unique_ptr<QTemporaryDir> m_dir;
};
