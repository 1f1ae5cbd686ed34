import QtQuick
import QtQuick.Controls.Material
import QtQuick.Templates as T
import Astrolabe

// A page's way back, which says where it goes: the title of the page under it on the stack
// ("Sky", "Course", a lesson's title), or "Back" when that page has none. Escape does the same
// on the pages that use it (they call goBack()).
PillButton {
    id: back
    objectName: "backButton"

    // The page this button leaves.
    required property Item page

    // The page under this one (a Page of any style, whose title names it).
    readonly property T.Page below: {
        const view = page ? page.StackView.view : null
        const index = page ? page.StackView.index : -1
        return view && index > 0 ? view.get(index - 1) as T.Page : null
    }
    readonly property string target: below ? below.title : ""

    function goBack() {
        if (page && page.StackView.view && page.StackView.index > 0)
            page.StackView.view.pop()
    }

    quiet: true
    iconName: "back"
    iconMirrored: App.session.rightToLeft
    //: The back button of a page when the page under it has no name.
    text: target.length > 0 ? target : qsTr("Back")
    //: A back button: %1 names the page it returns to ("the sky", a lesson's title).
    Accessible.name: target.length > 0 ? qsTr("Back to %1").arg(target) : qsTr("Back")
    ToolTip.visible: hovered
    ToolTip.delay: 600
    //: Tooltip of a back button: where it goes, and its key.
    ToolTip.text: qsTr("Back to %1 (Esc)")
                  .arg(target.length > 0 ? target : qsTr("the previous page"))
    onClicked: goBack()
}
