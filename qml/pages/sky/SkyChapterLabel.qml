import QtQuick
import QtQuick.Controls.Material
import Astrolabe

// A chapter's name over its region of the sky: faint, spaced capitals in English.
Label {
    id: label
    property real centerX: 0
    property real maxWidth: 380
    x: centerX - width / 2
    width: Math.min(implicitWidth, maxWidth)
    elide: Text.ElideRight
    horizontalAlignment: Text.AlignHCenter
    color: Theme.textFaint
    font.pixelSize: Theme.smallSize
    // Spaced capitals when they fit the region, else plain letters, never cut short.
    readonly property bool capitals: !App.session.rightToLeft && capitalsWidth.advanceWidth <= maxWidth
    font.letterSpacing: capitals ? 2.5 : 0 // spacing would break Persian joining
    font.capitalization: capitals ? Font.AllUppercase : Font.MixedCase

    TextMetrics {
        id: capitalsWidth
        text: label.text
        font.pixelSize: Theme.smallSize
        font.letterSpacing: 2.5
        font.capitalization: Font.AllUppercase
    }
    Accessible.role: Accessible.Heading
    Accessible.name: text
}
