import QtQuick
import Astrolabe

// Reading a page by keyboard: step() moves the keyboard focus to the next (or previous)
// ReadingStop under `root` in the order the page shows them (a screen reader says each), and
// the page scrolls to follow it (FollowFocus). Stops are found by walking the items, so hidden
// sections are passed by. A stop taller than the view is first scrolled through: step() returns
// false then, and the page scrolls by a line instead (as it does after the last stop).
QtObject {
    id: order
    property Item root: null
    property Flickable flickable: null

    function stops() {
        const found = []
        collect(root, found)
        return found
    }
    function collect(item, found) {
        if (!item || !item.visible)
            return
        if (item.readingStop === true) {
            if (item.inReadingOrder !== false && String(item.Accessible.name).length > 0)
                found.push(item)
            return
        }
        for (let i = 0; i < item.children.length; ++i)
            collect(item.children[i], found)
    }
    function inside(item) {
        for (let p = item; p; p = p.parent) {
            if (p === root)
                return true
        }
        return false
    }
    function topOf(item) {
        return item.mapToItem(flickable.contentItem, 0, 0).y
    }
    // Moves the focus from `focused` (the window's active focus item) one stop on; false when
    // there is none to move to, or the focused stop still runs past the view's edge.
    function step(focused, forward) {
        const list = stops()
        if (list.length === 0)
            return false
        const viewTop = flickable.contentY
        const viewBottom = viewTop + flickable.height
        let index = list.indexOf(focused)
        if (index >= 0) {
            const top = topOf(focused)
            if (forward && top + focused.height > viewBottom + 1)
                return false
            if (!forward && top < viewTop - 1)
                return false
            index += forward ? 1 : -1
        } else if (focused && inside(focused)) {
            // A button or a figure's control: the first stop after it (or before it).
            const at = topOf(focused)
            index = -1
            for (let i = 0; i < list.length; ++i) {
                if (forward ? topOf(list[i]) > at : topOf(list[i]) < at) {
                    index = i
                    if (forward)
                        break
                }
            }
        } else {
            // Focus outside the page's body: the first stop in view.
            index = list.findIndex(s => topOf(s) + s.height > viewTop)
        }
        if (index < 0 || index >= list.length)
            return false
        list[index].forceActiveFocus(Qt.OtherFocusReason)
        return true
    }
}
