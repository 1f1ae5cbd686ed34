import QtQuick
import QtQuick.Controls.Material
import Astrolabe

// A menu item that only acts: no sub-menu, no check box, so no arrow and no check indicator
// (Qt 6.4 leaks the Material style's images of both, with their textures, when the window that
// showed the menu is destroyed: LeakSanitizer, qml_sky_more_menu), and the focus ring of every
// control whose Material mark is faint.
MenuItem {
    id: item
    arrow: null
    indicator: null

    FocusRing {
        shown: item.visualFocus
    }
}
