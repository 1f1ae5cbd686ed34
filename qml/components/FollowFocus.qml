import QtQuick
import Astrolabe

// Keeps the item with the keyboard focus in view: when the focus moves to an item inside
// `flickable`'s content (by Tab, by reading keys or by the app), the content scrolls just
// enough to show it with a margin (its top first when it is taller than the view).
Item {
    id: follow
    property Flickable flickable: null
    property real margin: 24

    function reveal(item) {
        if (!item || !flickable || !flickable.visible)
            return
        let p = item
        while (p && p !== flickable.contentItem)
            p = p.parent
        if (!p)
            return
        const r = item.mapToItem(flickable.contentItem, 0, 0, item.width, item.height)
        let y = flickable.contentY
        if (r.y + r.height + margin > y + flickable.height)
            y = r.y + r.height + margin - flickable.height
        if (r.y - margin < y)
            y = r.y - margin
        flickable.contentY = Math.max(0, Math.min(y, flickable.contentHeight - flickable.height))
    }

    Connections {
        target: follow.Window.window
        function onActiveFocusItemChanged() {
            follow.reveal(follow.Window.activeFocusItem)
        }
    }
}
