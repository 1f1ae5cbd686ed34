import QtQuick
import QtTest
import Astrolabe
import AstrolabeTest

// Screenshots of the window's file dialogs in English and Persian, as a teacher meets them:
// the report's save dialog, the question before replacing a file, the folder dialog of the
// teacher view, its files chooser and the import list with a skipped file. Saved as
// dialog-*-LANG.png in the folder named by the ASTROLABE_SCREENSHOTS environment variable
// (skipped when it is not set). Run under Xvfb (QT_QPA_PLATFORM=xcb) with
// QT_QUICK_CONTROLS_STYLE=Material QT_QUICK_CONTROLS_MATERIAL_THEME=Dark to look like the app.
TestCase {
    id: testCase
    name: "FileDialogScreenshots"
    when: windowShown

    property var window: null

    function cleanup() {
        if (window) {
            window.close()
            window.destroy()
            window = null
        }
        App.session.language = "en"
    }

    function save(name, language) {
        waitForRendering(window.contentItem)
        wait(400)
        const file = "dialog-" + name + "-" + language + ".png"
        verify(ScreenshotFolder.saveWindow(window, file), "could not save " + file)
    }

    function test_grab_data() {
        return [{ tag: "en", language: "en" }, { tag: "fa", language: "fa" }]
    }

    function test_grab(data) {
        if (ScreenshotFolder.path.length === 0)
            skip("Set ASTROLABE_SCREENSHOTS to a folder to save the screenshots.")
        App.session.language = data.language
        wait(50)
        const folder = FileFixture.makeFolder("class-7b-" + data.language)
        verify(FileFixture.copy(ClassFixture.folder + "/ana.json", folder + "/ana.json"))
        verify(FileFixture.copy(ClassFixture.folder + "/bahram.json", folder + "/bahram.progress"))
        verify(FileFixture.write(folder + "/notes.txt", "Bring the files on Monday."))
        verify(FileFixture.write(folder + "/class-report.pdf", "%PDF an earlier report"))
        FileFixture.makeFolder("class-7b-" + data.language + "/archive")
        FileChoice.remember(folder)

        const component = Qt.createComponent("qrc:/qt/qml/Astrolabe/Main.qml")
        window = component.createObject(null, {width: 1280, height: 800})
        tryCompare(window, "visible", true)
        window.navigate("teacher")
        let page = null
        tryVerify(() => (page = findChild(window, "importFolderButton")) !== null)
        const buttons = page.parent

        buttons.openFolderDialog()
        tryCompare(buttons.folderDialog, "visible", true)
        save("folder", data.language)
        buttons.folderDialog.accept()
        tryVerify(() => findChild(window, "reportButton").enabled)
        save("imported", data.language)

        const report = findChild(window, "reportButton")
        mouseClick(report)
        const saver = findChild(report, "reportSaveDialog")
        tryCompare(saver.fileDialog, "visible", true)
        save("save", data.language)
        saver.fileDialog.accept()
        tryCompare(saver.replaceQuestion, "opened", true)
        save("replace", data.language)
        saver.replaceQuestion.close()

        buttons.openFilesChooser()
        const chooser = buttons.filesChooser.item
        tryCompare(chooser, "opened", true)
        chooser.toggle(folder + "/bahram.progress")
        save("files", data.language)
        chooser.close()
    }
}
