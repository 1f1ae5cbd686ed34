import QtQuick
import Astrolabe

// A star as a screen reader meets it: an invisible item over the star, in the sky's list of
// stars, named "Star 12 of 224, <lesson>: <question> <state>, recall ..., next review ...".
// The sky gives it the keyboard focus as the arrow keys reach its star (Qt 6.4 says nothing
// when one item is only renamed); its keys go on to the sky (SkyItem), which moves the stars.
Item {
    id: proxy
    required property int index
    required property string accessibleName
    required property string lessonId
    required property SkyItem skyItem

    readonly property point place: skyItem.placesRevision >= 0 ? skyItem.starPosition(index)
                                                                   : Qt.point(-1, -1)
    x: place.x - width / 2
    y: place.y - height / 2
    width: 28 // the star's hit area (SkyItem::kHitRadius)
    height: 28
    activeFocusOnTab: false

    Accessible.role: Accessible.ListItem
    Accessible.name: accessibleName
    Accessible.focusable: true
}
