import QtQuick
import QtQuick.Controls.Material
import Astrolabe

// A dialog closed with its one OK button (or Escape); NoteDialog adds a sentence to it.
//
// Use it instead of a Dialog with `standardButtons`. In Qt 6.4 a DialogButtonBox destroys the
// buttons it made for `standardButtons` in an order that leaves a freed item among a button's
// children; while a screen reader listens (Qt's AT-SPI bridge serves state-changed listeners),
// destroying the page that holds such a dialog, opened or not, then reads that item and the app
// crashes (SIGSEGV in QQuickItemPrivate::setEffectiveVisibleRecur from ~QQuickItem, on leaving
// the statistics page for one). A button declared here is an ordinary child and is destroyed
// safely. tests/accessibility visits every page with a listener and checks that no QML file sets
// standardButtons.
Dialog {
    id: dialog

    footer: DialogButtonBox {
        Button {
            objectName: "okButton"
            flat: true
            //: The button that closes a message dialog.
            text: qsTr("OK")
            DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            FocusRing {
                shown: parent.visualFocus
            }
        }
    }
}
