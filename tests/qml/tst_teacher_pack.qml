import QtQuick
import QtTest
import Astrolabe
import AstrolabeTest

// The teacher view on a teacher's own course (`astrolabe --content FOLDER`): its lessons and
// their titles come from that pack, progress from it is merged, progress from the bundled course
// is refused as another course's, and the class report names the pack's lessons.
Item {
    id: root
    width: 1280
    height: 800

    TestCase {
        name: "TeacherPack"
        when: windowShown

        Component { id: teacherComponent; TeacherPage { width: 1280; height: 800 } }
        Component { id: exporterComponent; ProgressExporter { study: App.study } }

        function rows(page, name) {
            const found = []
            const visit = (item) => {
                if (item.objectName === name)
                    found.push(item)
                for (let i = 0; i < item.children.length; ++i)
                    visit(item.children[i])
            }
            visit(page)
            return found
        }

        function cleanup() {
            const page = createTemporaryObject(teacherComponent, root)
            page.teacherClass.clearClass()
            verify(ContentFixture.openWithBundledPack(), App.profiles.error)
        }

        function test_theClassFollowsTheTeachersPack() {
            verify(ContentFixture.openWithTeachersPack(), App.profiles.error)
            compare(App.session.contentProblems.length, 0, App.session.contentProblems.join("\n"))

            // The learner's export carries the pack's course.
            const exporter = createTemporaryObject(exporterComponent, root)
            const exported = "file:///tmp/astrolabe-tst-teacher-pack-progress.json"
            verify(exporter.exportTo(exported), exporter.message)

            const page = createTemporaryObject(teacherComponent, root)
            page.teacherClass.clearClass()
            compare(page.teacherClass.lessonTitles.length, ContentFixture.bundledLessons)
            // The pack renames its learned-lookup lesson, the third of chapter I.
            compare(page.teacherClass.lessonTitles[2], "Looking things up, our way")

            // Progress in the bundled course is another course here.
            page.teacherClass.importFolder(ClassFixture.folder)
            waitForRendering(page)
            compare(page.teacherClass.studentCount, 0)
            const refused = rows(page, "importRow")
            compare(refused[0].outcome, "refused")
            verify(refused[0].reason.indexOf("another course (astrolabe.attention)") >= 0,
                   refused[0].reason)

            // Progress in the pack's course is merged, lesson by lesson.
            page.teacherClass.importFiles([exported])
            waitForRendering(page)
            compare(page.teacherClass.studentCount, 1)
            page.teacherClass.tableByChapter = false // a column per lesson of the pack
            const student = rows(page, "studentRow")[0]
            compare(student.name, "Simulated")
            compare(student.masteries.length, ContentFixture.bundledLessons)
            let learned = 0
            for (const m of student.masteries) learned += m
            verify(learned > 0, "the simulated learner's answers count in the pack's lessons")

            // The class report names the pack's lessons.
            const button = findChild(page, "reportButton")
            verify(button.classReport)
            const report = "file:///tmp/astrolabe-tst-teacher-pack-report.csv"
            verify(button.write(report), button.exporter.error)
            const csv = ClassFixture.fileText(report)
            verify(csv.indexOf("Looking things up, our way") >= 0, csv.slice(0, 400))
            verify(csv.indexOf("Attention as a learned lookup") < 0)
        }
    }
}
