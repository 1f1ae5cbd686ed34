import QtQuick
import QtQuick.Controls
import Astrolabe

// A chapter's name over its region of the sky: faint, spaced capitals in English.
Label {
    id: label
    property real centerX: 0
    x: centerX - width / 2
    width: Math.min(implicitWidth, 380)
    elide: Text.ElideRight
    horizontalAlignment: Text.AlignHCenter
    color: Theme.textFaint
    font.pixelSize: Theme.smallSize
    font.letterSpacing: Session.rightToLeft ? 0 : 2.5 // spacing would break Persian joining
    font.capitalization: Session.rightToLeft ? Font.MixedCase : Font.AllUppercase
    Accessible.role: Accessible.Heading
    Accessible.name: text
}
