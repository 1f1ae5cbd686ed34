import QtQuick
import QtTest
import Astrolabe

// The sky's "More" menu (export progress, switch learner, teacher view) is made on the first
// click of its button, not when the sky opens, and then drops down with its three actions.
Item {
    id: root
    width: 1280
    height: 800

    TestCase {
        name: "SkyMoreMenu"
        when: windowShown

        property var window: null

        function init() {
            const component = Qt.createComponent("qrc:/qt/qml/Astrolabe/Main.qml")
            compare(component.status, Component.Ready, component.errorString())
            window = component.createObject(null)
            verify(window)
            tryCompare(window, "visible", true)
            tryVerify(() => findChild(window, "moreButton") !== null)
            waitForRendering(window.contentItem)
        }

        function cleanup() {
            if (window) {
                window.close()
                window.destroy()
                window = null
            }
        }

        function test_theMenuIsMadeOnTheFirstClick() {
            compare(findChild(window, "moreMenu"), null, "not made with the sky")
            compare(findChild(window, "exportProgressItem"), null)
            mouseClick(findChild(window, "moreButton"))
            const menu = findChild(window, "moreMenu")
            verify(menu, "made on the click")
            tryCompare(menu, "opened", true)
            verify(findChild(window, "exportProgressItem"))
            verify(findChild(window, "teacherViewItem"))
            verify(findChild(window, "switchLearnerItem").visible)
            // Each item whole: the Material menu's 200 px cut "Export my progress…" short.
            for (const name of ["exportProgressItem", "switchLearnerItem", "teacherViewItem"]) {
                const item = findChild(window, name)
                verify(item.width >= item.implicitWidth, name + " is cut short")
            }
            menu.close()
            tryCompare(menu, "opened", false)
            mouseClick(findChild(window, "moreButton"))
            tryCompare(menu, "opened", true)
        }
    }
}
