pragma Singleton
import QtQuick
import Astrolabe

// The app's colours, type sizes and spacing, in one place: a night sky with warm starlight.
QtObject {
    readonly property color sky: "#0b1026"
    readonly property color skyHigh: "#1b2350"
    readonly property color panel: "#141a3a"
    readonly property color panelRaised: "#1d2550"
    readonly property color line: "#2e3870"
    readonly property color text: "#f4f1e8"
    readonly property color textSoft: "#c9cde6"
    readonly property color textFaint: "#8088b0"
    readonly property color star: "#ffd98a"
    readonly property color accent: "#7fb3ff"
    readonly property color good: "#7ed9a6"
    readonly property color bad: "#ff8a80"

    readonly property int titleSize: 30
    readonly property int headingSize: 20
    readonly property int bodySize: 16
    readonly property int smallSize: 13
    readonly property int gap: 16
    readonly property int margin: 32

    // A whole number in the interface language's digits (Persian digits in Persian, with the
    // language's group separator): the one place pages format counts. A binding that calls it
    // follows the language.
    // n in the learner's digits, with `places` decimals (none when left out).
    function number(n, places) {
        return Number(n).toLocaleString(Qt.locale(App.session.language === "fa" ? "fa_IR" : "en_US"),
                                        "f", places === undefined ? 0 : places)
    }
}
