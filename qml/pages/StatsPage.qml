import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// The learner's statistics: answers per day and the year's calendar heat map, true retention
// per week against the desired retention, the due forecast, mastery per lesson, the spread of
// stability and the time spent per day. A profile without answers sees a friendly empty state.
// StatsSummary computes everything (core/stats); this page only draws.
Page {
    id: page
    objectName: "statsPage"
    title: qsTr("Statistics")
    Accessible.name: title

    readonly property alias summary: summary

    // The keyboard starts on the page's title (a screen reader says it); Down and Up read on
    // from heading to heading (and a chart's numbers once shown), the page following.
    StackView.onActivated: titleStop.focusQuietly()
    focus: true
    // Escape goes back, as the back button does.
    Keys.onEscapePressed: if (StackView.view) StackView.view.pop()
    // (From the title above the scrolled area; inside it, its own Keys below come first.)
    Keys.onDownPressed: reading.step(page.Window.activeFocusItem, true)
    Keys.onUpPressed: reading.step(page.Window.activeFocusItem, false)

    ReadingOrder {
        id: reading
        root: charts
        flickable: scroll.contentItem
    }
    FollowFocus {
        flickable: scroll.contentItem
    }

    background: Rectangle { color: Theme.sky }

    StatsSummary {
        id: summary
        study: App.study
    }

    header: ToolBar {
        background: Item {}
        topPadding: Theme.gap
        bottomPadding: Theme.gap / 2
        leftPadding: Theme.margin - 8
        rightPadding: Theme.margin
        RowLayout {
            anchors.fill: parent
            spacing: Theme.gap
            ToolButton {
                objectName: "backButton"
                //: Leaves the statistics for the sky. The arrow points back (mirrored in Persian).
                text: (App.session.rightToLeft ? "→  " : "←  ") + qsTr("Sky")
                Accessible.name: qsTr("Back to the sky")
                onClicked: page.StackView.view ? page.StackView.view.pop() : undefined
                FocusRing {
                    shown: parent.visualFocus
                }
            }
            Label {
                Layout.fillWidth: true
                //: Title of the statistics page.
                text: qsTr("Statistics")
                color: Theme.text
                font.pixelSize: Theme.headingSize + 2
                horizontalAlignment: Text.AlignLeft
                Accessible.ignored: true // read by its heading stop
                ReadingStop {
                    id: titleStop
                    objectName: "statsTitleStop"
                    role: Accessible.Heading
                }
            }
            Label {
                textFormat: Text.PlainText
                objectName: "totals"
                visible: !summary.empty
                text: summary.totalsText
                color: Theme.textFaint
                font.pixelSize: Theme.smallSize + 1
            }
            ReportButton {
                visible: !summary.empty
            }
        }
    }

    StatsEmptyState {
        objectName: "statsEmpty"
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, 560)
        visible: summary.empty
        onBackRequested: page.StackView.view ? page.StackView.view.pop() : undefined
    }

    ScrollView {
        id: scroll
        objectName: "statsCharts"
        anchors.fill: parent
        // Down and Up read on before the scroll view takes them (it would eat them); past the
        // last stop they scroll.
        Keys.onDownPressed: (event) => {
            event.accepted = reading.step(page.Window.activeFocusItem, true)
        }
        Keys.onUpPressed: (event) => {
            event.accepted = reading.step(page.Window.activeFocusItem, false)
        }
        visible: !summary.empty
        contentWidth: availableWidth
        clip: true

        GridLayout {
            id: charts
            width: scroll.availableWidth - 2 * Theme.margin
            x: Theme.margin
            columns: 2
            columnSpacing: Theme.gap
            rowSpacing: Theme.gap

            StatsCard {
                Layout.columnSpan: 2
                Layout.fillWidth: true
                //: Statistics: the calendar of the last year, a square a day.
                title: qsTr("Answers in the last year")
                tableRows: summary.heatMap.filter(cell => cell.count > 0).map(cell => cell.label)
                StatsHeatMap { cells: summary.heatMap }
            }
            StatsCard {
                Layout.fillWidth: true
                //: Statistics chart: answers given on each of the last 30 days.
                title: qsTr("Answers per day")
                tableRows: rowsOf(summary.dayLabels, summary.dailyReviews, 0)
                StatsBarChart {
                    objectName: "dailyChart"
                    values: summary.dailyReviews
                    categories: summary.dayLabels
                    maxValue: summary.maxDaily
                    color: Theme.accent
                }
            }
            StatsCard {
                Layout.fillWidth: true
                //: Statistics chart: share of reviews recalled each week, against the target.
                title: qsTr("True retention per week")
                //: Under the retention chart: what "true retention" means, then the target line.
                subtitle: qsTr("True retention: the share of your reviews you got right (first "
                               + "answers not counted). Dashed line: the %1 target.")
                              .arg(Theme.number(summary.desiredRetention)
                                   + (App.session.rightToLeft ? "٪" : "%"))
                tableRows: rowsOf(summary.weekLabels, summary.weeklyRetention, 0,
                                        App.session.rightToLeft ? "٪" : "%")
                StatsRetentionChart {
                    objectName: "retentionChart"
                    values: summary.weeklyRetention
                    categories: summary.weekLabels
                    target: summary.desiredRetention
                }
            }
            StatsCard {
                objectName: "calibrationCard"
                Layout.columnSpan: 2
                Layout.fillWidth: true
                visible: summary.calibrationLabels.length > 0
                //: Statistics chart: the recall the memory model predicted against the share
                //: of answers actually recalled.
                title: qsTr("Can the predictions be trusted?")
                //: Under the calibration chart: how to read it. %1 the sentence of the whole.
                subtitle: qsTr("Your answers on a later day, grouped by the recall the model "
                               + "predicted just before them (under each group, how many). "
                               + "Bar: the share you recalled; dot: what the model predicted. "
                               + "Where bars reach their dots, the sky's brightness can be "
                               + "trusted. %1").arg(summary.calibrationText)
                tableRows: calibrationRows(summary.calibrationLabels, summary.calibrationCounts,
                                           summary.calibrationPredicted,
                                           summary.calibrationRecalled)
                StatsCalibrationChart {
                    objectName: "calibrationChart"
                    predicted: summary.calibrationPredicted
                    recalled: summary.calibrationRecalled
                    counts: summary.calibrationCounts
                    bins: summary.calibrationLabels
                }
            }
            StatsCard {
                objectName: "forecastCard"
                Layout.fillWidth: true
                //: Statistics chart: questions coming due on each of the next 30 days.
                title: qsTr("Due in the next 30 days")
                //: Under the due forecast: what "due" means, and today's bar in the sky's words.
                subtitle: qsTr("A question is due when the review date set by your last answer "
                               + "comes. Today: %1 due now, %2 later today.")
                              .arg(Theme.number(summary.dueNowCount))
                              .arg(Theme.number(summary.dueLaterTodayCount))
                tableRows: rowsOf(summary.forecastLabels, summary.forecast, 0)
                StatsBarChart {
                    objectName: "forecastChart"
                    values: summary.forecast
                    categories: summary.forecastLabels
                    maxValue: summary.maxForecast
                    color: "#ffb08a"
                }
            }
            StatsCard {
                Layout.fillWidth: true
                //: Statistics chart: minutes spent answering on each of the last 30 days.
                title: qsTr("Minutes per day")
                tableRows: rowsOf(summary.dayLabels, summary.dailyMinutes, 1)
                StatsBarChart {
                    objectName: "minutesChart"
                    values: summary.dailyMinutes
                    categories: summary.dayLabels
                    maxValue: summary.maxMinutes
                    decimals: 1
                    color: Theme.good
                }
            }
            StatsCard {
                Layout.fillWidth: true
                //: Statistics: for each lesson, questions learned and average recall now.
                title: qsTr("Mastery per lesson")
                StatsMasteryList { lessons: summary.lessons }
            }
            StatsCard {
                Layout.fillWidth: true
                //: Statistics chart: how many questions have each stability (days until recall falls to 90%).
                title: qsTr("Stability of what you know")
                //: Under the stability chart: what "stability" means.
                subtitle: qsTr("Stability: how many days a memory lasts before its recall falls "
                               + "to 90%. The longer, the stronger.")
                tableRows: rowsOf(summary.stabilityLabels, summary.stabilityCounts, 0)
                StatsBarChart {
                    objectName: "stabilityChart"
                    values: summary.stabilityCounts
                    categories: summary.stabilityLabels
                    maxValue: summary.maxStability
                    spanLabels: false
                    color: Theme.star
                }
            }
            Item { Layout.columnSpan: 2; implicitHeight: Theme.gap }
        }
    }
}
