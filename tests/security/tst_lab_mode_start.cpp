#include "security/lab_mode_start.h"

#include <QTest>

using namespace astrolabe::security;

// Whether a window starts in lab mode: never from --lab or the data folder without a teacher
// PIN; always when a lab file turns it on.
class TestLabModeStart : public QObject
{
    Q_OBJECT

private slots:
    void decide_data()
    {
        QTest::addColumn<bool>("requested");
        QTest::addColumn<bool>("saved");
        QTest::addColumn<bool>("labFile");
        QTest::addColumn<bool>("pinSet");
        QTest::addColumn<bool>("on");
        QTest::addColumn<bool>("refused");
        QTest::addColumn<bool>("noted");
        QTest::newRow("nothing") << false << false << false << false << false << false << false;
        QTest::newRow("--lab, PIN") << true << false << false << true << true << false << false;
        QTest::newRow("--lab, no PIN") << true << false << false << false << false << true << false;
        QTest::newRow("saved, PIN") << false << true << false << true << true << false << false;
        QTest::newRow("saved, no PIN") << false << true << false << false << false << false << true;
        QTest::newRow("lab file, no PIN") << false << false << true << false << true << false
                                          << false;
        QTest::newRow("lab file and --lab, no PIN") << true << false << true << false << true
                                                    << false << false;
        QTest::newRow("PIN only") << false << false << false << true << false << false << false;
    }

    void decide()
    {
        QFETCH(bool, requested);
        QFETCH(bool, saved);
        QFETCH(bool, labFile);
        QFETCH(bool, pinSet);
        QFETCH(bool, on);
        QFETCH(bool, refused);
        QFETCH(bool, noted);
        const LabModeStart start = labModeAtStart(requested, saved, labFile, pinSet);
        QCOMPARE(start.on, on);
        QCOMPARE(!start.refusal.isEmpty(), refused);
        QCOMPARE(!start.note.isEmpty(), noted);
        if (refused)
            QVERIFY(start.refusal.contains(QStringLiteral("\"The teacher PIN\"")));
    }
};

QTEST_APPLESS_MAIN(TestLabModeStart)
#include "tst_lab_mode_start.moc"
