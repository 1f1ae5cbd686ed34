import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// The detail side of the corpus browser: the selected proposition with its place in the corpus,
// statement, figure, demonstration, corollary, sources and links.
Flickable {
    id: root

    property PropositionView view

    signal lessonRequested(string lessonId)

    objectName: "detailFlick"

    contentWidth: width
    contentHeight: column.implicitHeight + Theme.margin
    boundsBehavior: Flickable.StopAtBounds
    clip: true
    ScrollBar.vertical: ScrollBar {}

    Connections {
        target: root.view
        function onPropositionIdChanged() { root.contentY = 0 }
    }
    // A link or button reached by Tab comes into view.
    FollowFocus {
        flickable: root
    }

    ColumnLayout {
        id: column
        width: root.width - 16
        spacing: Theme.gap + 4

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap

            Rectangle {
                implicitWidth: idLabel.implicitWidth + 20
                implicitHeight: idLabel.implicitHeight + 10
                radius: 6
                color: Theme.panelRaised
                border.color: Theme.line
                Label {
                    id: idLabel
                    textFormat: Text.PlainText
                    objectName: "propositionIdLabel"
                    anchors.centerIn: parent
                    text: root.view.propositionId
                    color: Theme.star
                    font.family: "monospace"
                    font.pixelSize: Theme.bodySize
                }
            }
            Label {
                objectName: "positionLabel"
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: root.view.placeText
                color: Theme.textFaint
                font.pixelSize: Theme.smallSize + 1
                horizontalAlignment: Text.AlignLeft
            }
            Button {
                objectName: "backButton"
                flat: true
                enabled: root.view.canGoBack
                //: Returns to the proposition shown before (history inside the corpus).
                text: (root.LayoutMirroring.enabled ? "→  " : "←  ") + qsTr("Back")
                Accessible.name: qsTr("Back to the previous proposition")
                onClicked: root.view.back()
                FocusRing {
                    shown: parent.visualFocus
                }
            }
        }

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            //: The chapter a proposition belongs to: numeral and title.
            text: qsTr("Chapter %1 · %2").arg(root.view.chapterId).arg(root.view.chapterTitle)
            color: Theme.textFaint
            font.pixelSize: Theme.smallSize
            font.letterSpacing: App.session.rightToLeft ? 0 : 1 // spacing would break Persian joining
            font.capitalization: Font.AllUppercase
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }

        Label {
            textFormat: Text.PlainText
            objectName: "titleLabel"
            Layout.fillWidth: true
            Layout.topMargin: -8
            text: root.view.title
            color: Theme.text
            font.pixelSize: Theme.titleSize - 2
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }

        // The statement, set off like a theorem.
        Rectangle {
            Layout.fillWidth: true
            implicitHeight: statement.implicitHeight + 36
            radius: 12
            color: Theme.panel
            border.color: Theme.line
            Rectangle {
                anchors.left: parent.left
                anchors.top: parent.top
                anchors.bottom: parent.bottom
                anchors.margins: 12
                width: 3
                radius: 1.5
                color: Theme.star
            }
            Label {
                id: statement
                textFormat: Text.PlainText
                objectName: "statementLabel"
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                anchors.leftMargin: 32
                anchors.rightMargin: 24
                text: root.view.statement
                color: Theme.text
                font.pixelSize: Theme.bodySize + 2
                lineHeight: 1.2
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignLeft
            }
        }

        // The proposition's figure, computed live by the attention core.
        Rectangle {
            Layout.fillWidth: true
            visible: figureData.panelCount > 0
            implicitHeight: figureView.implicitHeight + 40
            radius: 12
            color: Qt.rgba(0, 0, 0, 0.18)
            border.color: Theme.line

            FigureView {
                id: figureView
                objectName: "propositionFigure"
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.top: parent.top
                anchors.margins: 20
                figure: FigureData {
                    id: figureData
                    study: App.study
                    propositionId: root.view.propositionId
                    language: App.session.language
                }
                //: Figure number under a proposition's figure.
                label: qsTr("Fig. 1")
            }
        }

        CorpusSection {
            //: Heading of a proposition's argument.
            title: qsTr("Demonstration")
            visible: root.view.demonstration.length > 0
            Repeater {
                model: root.view.demonstration
                CorpusBlock {
                    required property var modelData
                    Layout.fillWidth: true
                    kind: modelData.kind
                    text: modelData.text
                    spec: modelData.figure ?? ({})
                }
            }
        }

        CorpusSection {
            //: Heading of what follows from a proposition.
            title: qsTr("Corollary")
            visible: root.view.corollary.length > 0
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: root.view.corollary
                color: Theme.textSoft
                font.pixelSize: Theme.bodySize
                lineHeight: 1.2
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignLeft
            }
        }

        CorpusSection {
            //: Heading of the published works a proposition rests on.
            title: qsTr("Sources")
            visible: root.view.sources.length > 0
            Repeater {
                model: root.view.sources
                Label {
                    textFormat: Text.PlainText
                    required property string modelData
                    Layout.fillWidth: true
                    // Bibliographic data is not translated: an embedding keeps it left to right.
                    text: "\u202A%1\u202C".arg(modelData)
                    color: Theme.textSoft
                    font.pixelSize: Theme.smallSize + 1
                    font.italic: true
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignLeft
                }
            }
        }

        CorpusSection {
            //: Heading of the propositions this one rests on.
            title: qsTr("Depends on")
            CorpusLinks {
                Layout.fillWidth: true
                name: "dependsOn"
                links: root.view.dependsOn
                //: Shown under "Depends on" when a proposition rests on no other.
                emptyText: qsTr("Nothing in the corpus: this is a starting point.")
                onFollowed: id => root.view.follow(id)
            }
        }

        CorpusSection {
            //: Heading of the propositions that rest on this one.
            title: qsTr("Used by")
            CorpusLinks {
                Layout.fillWidth: true
                name: "usedBy"
                links: root.view.usedBy
                //: Shown under "Used by" when no proposition rests on this one.
                emptyText: qsTr("No later proposition builds on this one yet.")
                onFollowed: id => root.view.follow(id)
            }
        }

        CorpusSection {
            //: Heading of the questions that apply a proposition; links open their lessons.
            title: qsTr("Problems using this")
            visible: root.view.problems.length > 0
            Flow {
                Layout.fillWidth: true
                spacing: 10
                Repeater {
                    model: root.view.problems
                    CorpusChip {
                        required property var modelData
                        objectName: "problemLink_" + modelData.lessonId
                        //: A link to the lesson of some questions: lesson title (questions 1, 3).
                        label: qsTr("%1 — questions %2").arg(modelData.lessonTitle)
                            .arg(modelData.questionNumbers.map(n => Theme.number(n)).join(App.session.language === "fa" ? "، " : ", "))
                        maxWidth: column.width
                        Accessible.name: qsTr("Open the lesson %1").arg(modelData.lessonTitle)
                        onClicked: root.lessonRequested(modelData.lessonId)
                    }
                }
            }
        }
    }
}
