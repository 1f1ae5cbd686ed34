#pragma once

#include <QObject>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

// For the window's refused-pack dialog (tst_content_problems.qml) and the teacher view on a
// teacher's own course (tst_teacher_pack.qml): reopens the test profile with a teacher's content
// pack, as `astrolabe --content FOLDER` does, and back with the bundled course. Registered as the
// singleton ContentFixture of the AstrolabeTest module by main.cpp.
namespace astrolabe {
class App;
}

class ContentFixture : public QObject
{
    Q_OBJECT
    // The bundled course's size, which grows lesson by lesson (issue 18): tests that count every
    // lesson or star compare with these instead of a number that each new lesson would change.
    Q_PROPERTY(int bundledLessons READ bundledLessons CONSTANT)
    Q_PROPERTY(int bundledQuestions READ bundledQuestions CONSTANT)
    // The ids of the bundled course's chapters, in course order ("I", "II", ...).
    Q_PROPERTY(QStringList bundledChapterIds READ bundledChapterIds CONSTANT)

public:
    explicit ContentFixture(astrolabe::App *app, QObject *parent = nullptr);

    // Each reopens a profile, false when it could not be opened: "Tester" but for the teacher's
    // pack. A pack that is refused: a folder whose course.json is not JSON.
    Q_INVOKABLE bool openWithRefusedPack();
    // A valid pack of the teacher's own, with the learner who has 60 days of answers
    // (QuickTestSetup::kSimulatedProfile): the bundled course under the id "school.attention",
    // its first lesson titled "Looking things up, our way".
    Q_INVOKABLE bool openWithTeachersPack();
    Q_INVOKABLE bool openWithBundledPack();

    int bundledLessons() const;
    int bundledQuestions() const;
    QStringList bundledChapterIds() const;

private:
    astrolabe::App *m_app;
    bool reopen(const QString &contentDir, const QString &profile = QStringLiteral("Tester"));

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QTemporaryDir> m_teachersPack;
};
