import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// The list side of the corpus browser: the propositions the search leaves (number, id and
// title) under their chapter, or one sentence when none is left. The searched words are marked
// in the titles, and a passage of the text shows where they stand when a title lacks one.
// Up/Down move the cursor, Enter or a click selects.
Rectangle {
    id: root

    property CorpusModel corpus
    property CorpusFilter filter
    property string currentId

    signal chosen(string propositionId)

    // Puts the keyboard on the list: on the selected proposition when it is shown, else on the
    // first one.
    function focusList() {
        if (list.currentIndex < 0 && list.count > 0)
            list.currentIndex = 0
        list.forceActiveFocus()
    }

    // Selects the proposition under the cursor, or the first shown.
    function chooseCurrent() {
        if (list.count === 0)
            return
        root.chosen(root.filter.idAt(Math.max(0, list.currentIndex)))
        list.forceActiveFocus()
    }

    // Selects the first proposition shown (Enter in the search field).
    function chooseFirst() {
        if (list.count === 0)
            return
        list.currentIndex = 0
        root.chooseCurrent()
    }

    function syncCursor() {
        const row = root.filter.rowOf(root.currentId)
        list.currentIndex = row
        if (row >= 0)
            list.positionViewAtIndex(row, ListView.Contain)
        else
            list.positionViewAtBeginning()
    }

    // "43" / "۴۳".

    color: Theme.panel
    radius: 14
    border.color: Theme.line

    // Keeps the keyboard cursor on the selected proposition when it changes from elsewhere.
    onCurrentIdChanged: {
        if (!root.filter)
            return
        const row = root.filter.rowOf(currentId)
        if (row >= 0 && list.currentIndex !== row) {
            list.currentIndex = row
            list.positionViewAtIndex(row, ListView.Contain)
        }
    }

    // New rows (the corpus read, a new search or chapter, another language): the cursor follows
    // the selected proposition, if it is still shown.
    Connections {
        target: root.filter
        function onCountChanged() { root.syncCursor() }
    }

    ListView {
        id: list
        objectName: "corpusList"
        anchors.fill: parent
        anchors.margins: 6
        clip: true
        focus: true
        activeFocusOnTab: true
        keyNavigationEnabled: true
        highlightMoveDuration: 0
        model: root.filter
        // (count: read again once the filter has its rows)
        currentIndex: root.filter && root.filter.count > 0 ? root.filter.rowOf(root.currentId) : -1
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}
        Accessible.role: Accessible.List
        //: Accessible name of the list of propositions in the corpus browser.
        Accessible.name: qsTr("Propositions")

        Keys.onReturnPressed: root.chooseCurrent()
        Keys.onEnterPressed: root.chooseCurrent()

        section.property: "chapterId"
        section.delegate: Item {
            id: chapterSection
            required property string section
            width: ListView.view.width
            implicitHeight: sectionLabel.implicitHeight + 22
            Label {
                id: sectionLabel
                textFormat: Text.PlainText
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.bottom: parent.bottom
                anchors.leftMargin: 12
                anchors.rightMargin: 12
                anchors.bottomMargin: 6
                //: A chapter heading in the corpus list: its numeral and title.
                text: qsTr("%1 · %2").arg(chapterSection.section).arg(root.corpus.chapterTitle(chapterSection.section))
                color: Theme.star
                font.pixelSize: Theme.smallSize
                font.letterSpacing: App.session.rightToLeft ? 0 : 1 // spacing would break Persian joining
                font.capitalization: Font.AllUppercase
                elide: Text.ElideRight
                horizontalAlignment: Text.AlignLeft
            }
        }

        delegate: ItemDelegate {
            id: row
            required property int index
            required property int number
            required property string propositionId
            required property string title
            required property string titleMarkup
            required property string excerptMarkup
            required property string excerpt
            readonly property bool selected: propositionId === root.currentId

            objectName: "corpusItem_" + propositionId
            width: ListView.view.width
            focusPolicy: Qt.NoFocus
            topPadding: 8
            bottomPadding: 8
            leftPadding: 12
            rightPadding: 12
            Accessible.name: Theme.number(row.number) + ". " + propositionId + " " + title
                             + (excerpt.length > 0 ? ". " + excerpt : "")
            onClicked: {
                list.currentIndex = index
                root.chosen(propositionId)
            }

            background: Rectangle {
                radius: 8
                color: row.selected ? Theme.panelRaised
                     : row.hovered ? Qt.lighter(Theme.panel, 1.2) : "transparent"
                border.width: row.ListView.isCurrentItem && list.activeFocus ? 1 : 0
                border.color: Theme.accent
                Rectangle {
                    visible: row.selected
                    anchors.left: parent.left
                    anchors.top: parent.top
                    anchors.bottom: parent.bottom
                    anchors.margins: 6
                    width: 3
                    radius: 1.5
                    color: Theme.star
                }
            }

            contentItem: RowLayout {
                spacing: 8
                Label {
                    textFormat: Text.PlainText
                    Layout.alignment: Qt.AlignTop
                    Layout.preferredWidth: 22
                    text: Theme.number(row.number)
                    color: Theme.textFaint
                    font.pixelSize: Theme.smallSize
                    horizontalAlignment: Text.AlignRight
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.alignment: Qt.AlignTop
                    Layout.preferredWidth: 70
                    text: row.propositionId
                    color: row.selected ? Theme.star : Theme.accent
                    font.pixelSize: Theme.smallSize
                    font.family: "monospace"
                    horizontalAlignment: Text.AlignLeft
                }
                ColumnLayout {
                    Layout.fillWidth: true
                    Layout.alignment: Qt.AlignTop
                    spacing: 2
                    // The title with the searched words marked (escaped by the filter).
                    Label {
                        objectName: "corpusItemTitle"
                        textFormat: Text.StyledText
                        Layout.fillWidth: true
                        text: row.titleMarkup
                        color: row.selected ? Theme.text : Theme.textSoft
                        font.pixelSize: Theme.bodySize - 2
                        wrapMode: Text.WordWrap
                        horizontalAlignment: Text.AlignLeft
                    }
                    // Where the words stand in the text, when the title lacks one.
                    Label {
                        objectName: "corpusItemExcerpt"
                        textFormat: Text.StyledText
                        Layout.fillWidth: true
                        visible: row.excerptMarkup.length > 0
                        text: row.excerptMarkup
                        color: Theme.textFaint
                        font.pixelSize: Theme.smallSize
                        wrapMode: Text.WordWrap
                        maximumLineCount: 3
                        elide: Text.ElideRight
                        horizontalAlignment: Text.AlignLeft
                    }
                }
            }
        }
    }

    Label {
        objectName: "corpusEmptyLabel"
        textFormat: Text.PlainText
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 20
        visible: list.count === 0 && text.length > 0
        text: root.filter ? root.filter.emptyText : ""
        color: Theme.textSoft
        font.pixelSize: Theme.bodySize - 1
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignLeft
    }
}
