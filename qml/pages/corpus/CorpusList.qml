import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Astrolabe

// The list side of the corpus browser: every proposition (id and short statement) under its
// chapter. Up/Down move the cursor, Enter or a click selects.
Rectangle {
    id: root

    property CorpusModel corpus
    property string currentId

    signal chosen(string propositionId)

    color: Theme.panel
    radius: 14
    border.color: Theme.line

    // Keeps the keyboard cursor on the selected proposition when it changes from elsewhere.
    onCurrentIdChanged: {
        const row = corpus.indexOf(currentId)
        if (row >= 0 && list.currentIndex !== row) {
            list.currentIndex = row
            list.positionViewAtIndex(row, ListView.Contain)
        }
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
        model: root.corpus
        currentIndex: root.corpus ? root.corpus.indexOf(root.currentId) : -1
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}
        Accessible.role: Accessible.List
        //: Accessible name of the list of propositions in the corpus browser.
        Accessible.name: qsTr("Propositions")

        Keys.onReturnPressed: root.chosen(root.corpus.idAt(currentIndex))
        Keys.onEnterPressed: root.chosen(root.corpus.idAt(currentIndex))

        section.property: "chapterId"
        section.delegate: Item {
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
                text: qsTr("%1 · %2").arg(section).arg(root.corpus.chapterTitle(section))
                color: Theme.star
                font.pixelSize: Theme.smallSize
                font.letterSpacing: Session.rightToLeft ? 0 : 1 // spacing would break Persian joining
                font.capitalization: Font.AllUppercase
                elide: Text.ElideRight
                horizontalAlignment: Text.AlignLeft
            }
        }

        delegate: ItemDelegate {
            id: row
            required property int index
            required property string propositionId
            required property string title
            readonly property bool selected: propositionId === root.currentId

            objectName: "corpusItem_" + propositionId
            width: ListView.view.width
            focusPolicy: Qt.NoFocus
            topPadding: 8
            bottomPadding: 8
            leftPadding: 12
            rightPadding: 12
            Accessible.name: propositionId + " " + title
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
                spacing: 12
                Label {
                    textFormat: Text.PlainText
                    Layout.alignment: Qt.AlignTop
                    Layout.preferredWidth: 74
                    text: row.propositionId
                    color: row.selected ? Theme.star : Theme.accent
                    font.pixelSize: Theme.smallSize
                    font.family: "monospace"
                    horizontalAlignment: Text.AlignLeft
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: row.title
                    color: row.selected ? Theme.text : Theme.textSoft
                    font.pixelSize: Theme.bodySize - 2
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignLeft
                }
            }
        }
    }
}
