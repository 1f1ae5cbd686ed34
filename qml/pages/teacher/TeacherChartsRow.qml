import QtQuick
import QtQuick.Layouts
import Astrolabe

// The teacher view's charts over the chosen period, side by side: the class's answers per day
// (per week for long periods) and each lesson's mastery, the class's average recall now. They
// are the statistics page's bar charts, so Persian digits, right-to-left bars and the value
// axis on the right in Persian come with them.
GridLayout {
    id: row
    required property TeacherClassCharts charts
    columns: 2
    columnSpacing: Theme.gap
    rowSpacing: Theme.gap
    readonly property string dailyTitle: row.charts.weekly
        //: Teacher view chart over a long period: the whole class's answers in each week.
        ? qsTr("Class answers per week")
        //: Teacher view chart: how many answers the whole class gave on each day of the period.
        : qsTr("Class answers per day")

    StatsCard {
        Layout.fillWidth: true
        Layout.preferredWidth: 1
        Layout.alignment: Qt.AlignTop
        title: row.dailyTitle
        subtitle: row.charts.dailyCaption
        tableRows: rowsOf(row.charts.dayLabels, row.charts.dailyValues, 0)
        StatsBarChart {
            objectName: "classDailyChart"
            implicitHeight: 210
            Accessible.role: Accessible.Chart
            Accessible.name: row.dailyTitle
            values: row.charts.dailyValues
            categories: row.charts.dayLabels
            maxValue: row.charts.maxDaily
            color: Theme.accent
        }
    }
    StatsCard {
        Layout.fillWidth: true
        Layout.preferredWidth: 1
        Layout.alignment: Qt.AlignTop
        //: Teacher view chart: for each lesson, the class's average recall now, in percent.
        title: qsTr("Class mastery per lesson")
        //: Under the teacher view's lesson chart: what the bars show and how lessons are named.
        subtitle: qsTr("Average recall now, in percent; lessons numbered as in the table")
        tableRows: rowsOf(row.charts.lessonLabels, row.charts.lessonValues, 0,
                          App.session.rightToLeft ? "٪" : "%")
        StatsBarChart {
            objectName: "classLessonChart"
            implicitHeight: 210
            Accessible.role: Accessible.Chart
            Accessible.name: qsTr("Class mastery per lesson")
            values: row.charts.lessonValues
            categories: row.charts.lessonLabels
            maxValue: 100 // the axis ends at 100
            spanLabels: false
            color: Theme.star
        }
    }
}
