import QtQuick
import Astrolabe

// One dot per question of a lesson: hollow while unlearned, a star that shines brighter the
// better the learner would recall it now.
Row {
    id: dots

    property var recalls: []
    property var learned: []

    spacing: 5

    Repeater {
        model: dots.recalls.length

        Rectangle {
            required property int index
            readonly property bool isLearned: dots.learned[index] === true
            width: 10
            height: 10
            radius: 5
            color: isLearned ? Theme.star : "transparent"
            opacity: isLearned ? 0.3 + 0.7 * dots.recalls[index] : 1.0
            border.width: 1
            border.color: isLearned ? Theme.star : Theme.textFaint
        }
    }
}
