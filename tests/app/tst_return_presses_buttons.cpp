// Issue 21: Return and Enter press the focused button, as Space does, in the window (the filter
// app/gui/return_presses_buttons is installed on it); a text field, a shortcut for Return and a
// disabled button keep their own behaviour.
#include "gui/return_presses_buttons.h"

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

using astrolabe::gui::ReturnPressesButtons;

namespace {

const char kWindow[] = R"(
import QtQuick
import QtQuick.Controls
Window {
    width: 400; height: 300; visible: true
    property int presses: 0
    property int toggles: 0
    property int entries: 0
    property int shortcuts: 0
    property alias shortcutOn: shortcut.enabled
    Column {
        Button { objectName: "button"; text: "Go"; onClicked: presses++ }
        ToolButton { objectName: "toggle"; text: "On"; checkable: true; onToggled: toggles++ }
        Button { objectName: "disabled"; text: "No"; enabled: false; onClicked: presses++ }
        TextField { objectName: "field"; onAccepted: entries++ }
    }
    Shortcut { id: shortcut; sequence: "Return"; enabled: false; onActivated: shortcuts++ }
}
)";

} // namespace

class TestReturnPressesButtons : public QObject
{
    Q_OBJECT

private:
    QQmlApplicationEngine *m_engine = nullptr;
    QQuickWindow *m_window = nullptr;

    QQuickItem *focus(const char *name)
    {
        auto *item = m_window->findChild<QQuickItem *>(QString::fromLatin1(name));
        if (item)
            item->forceActiveFocus();
        return item;
    }
    int count(const char *property) const { return m_window->property(property).toInt(); }

private slots:
    void init()
    {
        m_engine = new QQmlApplicationEngine;
        m_engine->loadData(kWindow);
        QVERIFY(!m_engine->rootObjects().isEmpty());
        m_window = qobject_cast<QQuickWindow *>(m_engine->rootObjects().constFirst());
        QVERIFY(m_window);
        m_window->installEventFilter(new ReturnPressesButtons(m_window));
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
    }
    void cleanup()
    {
        delete m_engine;
        m_engine = nullptr;
        m_window = nullptr;
    }

    void returnAndEnterPressAButton()
    {
        QVERIFY(focus("button"));
        QTest::keyClick(m_window, Qt::Key_Return);
        QCOMPARE(count("presses"), 1);
        QTest::keyClick(m_window, Qt::Key_Enter, Qt::KeypadModifier);
        QCOMPARE(count("presses"), 2);
        QTest::keyClick(m_window, Qt::Key_Space); // as before
        QCOMPARE(count("presses"), 3);
        QTest::keyClick(m_window, Qt::Key_Return, Qt::ControlModifier); // not a plain Return
        QCOMPARE(count("presses"), 3);
    }

    void returnTogglesACheckableButton()
    {
        QQuickItem *toggle = focus("toggle");
        QVERIFY(toggle);
        QTest::keyClick(m_window, Qt::Key_Return);
        QCOMPARE(count("toggles"), 1);
        QVERIFY(toggle->property("checked").toBool());
    }

    void otherItemsKeepTheirOwnReturn()
    {
        QVERIFY(focus("field"));
        QTest::keyClick(m_window, Qt::Key_Return);
        QCOMPARE(count("entries"), 1);
        QCOMPARE(count("presses"), 0);

        QQuickItem *disabled = m_window->findChild<QQuickItem *>(QStringLiteral("disabled"));
        QVERIFY(disabled);
        disabled->forceActiveFocus(); // (a disabled item refuses the focus: nothing is pressed)
        QTest::keyClick(m_window, Qt::Key_Return);
        QCOMPARE(count("presses"), 0);
    }

    void aShortcutForReturnComesFirst()
    {
        QVERIFY(focus("button"));
        m_window->setProperty("shortcutOn", true);
        QTest::keyClick(m_window, Qt::Key_Return);
        QCOMPARE(count("shortcuts"), 1);
        QCOMPARE(count("presses"), 0);
    }
};

QTEST_MAIN(TestReturnPressesButtons)
#include "tst_return_presses_buttons.moc"
