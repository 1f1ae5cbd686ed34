import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// Above the corpus list: the search field (a number, an id or words, in either language), the
// chapter filter and how many propositions they leave ("3 of 25"). Down in the field asks for
// the list, Enter for the first match; Escape clears the field (when it is already empty, the
// page's Escape leaves the corpus).
ColumnLayout {
    id: bar

    required property CorpusFilter filter
    readonly property alias text: field.text
    readonly property string chapterId: chapters.currentValue === undefined ? ""
                                                                             : chapters.currentValue
    readonly property alias field: field

    signal listRequested()
    signal firstRequested()

    function focusField() {
        field.forceActiveFocus()
        field.selectAll()
    }

    spacing: 6

    TextField {
        id: field
        objectName: "corpusSearchField"
        Layout.fillWidth: true
        selectByMouse: true
        inputMethodHints: Qt.ImhNoPredictiveText
        horizontalAlignment: Text.AlignLeft
        //: Placeholder of the corpus's search field.
        placeholderText: qsTr("Search: a number, an id or words")
        //: Screen readers: the corpus's search field.
        Accessible.name: qsTr("Search the corpus")
        //: Screen readers: what the corpus's search field takes.
        Accessible.description: qsTr("Type a proposition's number, the start of its id, or words of its title or text in English or Persian. Down moves to the list.")
        Keys.onDownPressed: bar.listRequested()
        Keys.onReturnPressed: bar.firstRequested()
        Keys.onEnterPressed: bar.firstRequested()
        Keys.onEscapePressed: event => {
            if (field.text.length > 0) {
                field.clear()
                event.accepted = true
            } else {
                event.accepted = false
            }
        }
    }

    RowLayout {
        Layout.fillWidth: true
        spacing: 8

        ComboBox {
            id: chapters
            objectName: "corpusChapterFilter"
            Layout.fillWidth: true
            model: bar.filter.chapterChoices
            textRole: "text"
            valueRole: "chapterId"
            font.pixelSize: Theme.smallSize + 1
            //: Screen readers: the corpus's chapter filter.
            Accessible.name: qsTr("Chapter")
            FocusRing {
                shown: parent.visualFocus
            }
        }
        Label {
            objectName: "corpusCountLabel"
            textFormat: Text.PlainText
            visible: bar.filter.filtering
            text: bar.filter.countText
            color: bar.filter.count > 0 ? Theme.textSoft : Theme.bad
            font.pixelSize: Theme.smallSize + 1
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
    }
}
