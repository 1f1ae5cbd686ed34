// How a quiz answer becomes an FSRS rating.
#include "memory/answer_rating.h"

#include <QTest>

using namespace astrolabe::memory;

Q_DECLARE_METATYPE(Rating)

class TstAnswerRating : public QObject
{
    Q_OBJECT

private slots:
    void ratingForAnswer_data()
    {
        QTest::addColumn<bool>("correct");
        QTest::addColumn<bool>("helped");
        QTest::addColumn<qint64>("duration");
        QTest::addColumn<qint64>("target");
        QTest::addColumn<bool>("seen");
        QTest::addColumn<Rating>("rating");
        QTest::newRow("wrong") << false << false << 5000LL << 20000LL << false << Rating::Again;
        QTest::newRow("wrong and quick")
            << false << false << 1000LL << 20000LL << false << Rating::Again;
        QTest::newRow("wrong after a hint")
            << false << true << 5000LL << 20000LL << false << Rating::Again;
        QTest::newRow("right after a hint")
            << true << true << 15000LL << 20000LL << false << Rating::Hard;
        QTest::newRow("right after a hint, quick")
            << true << true << 1000LL << 20000LL << false << Rating::Hard;
        QTest::newRow("right") << true << false << 15000LL << 20000LL << false << Rating::Good;
        QTest::newRow("right, slow")
            << true << false << 60000LL << 20000LL << false << Rating::Good;
        QTest::newRow("right at half the target")
            << true << false << 10000LL << 20000LL << false << Rating::Good;
        QTest::newRow("right under half the target")
            << true << false << 9999LL << 20000LL << false << Rating::Easy;
        QTest::newRow("right, no target")
            << true << false << 1000LL << 0LL << false << Rating::Good;
        // After the right answer was shown (an answer undone from its feedback): at most Hard.
        QTest::newRow("right after seeing the answer")
            << true << false << 15000LL << 20000LL << true << Rating::Hard;
        QTest::newRow("right and quick after seeing the answer")
            << true << false << 1000LL << 20000LL << true << Rating::Hard;
        QTest::newRow("wrong after seeing the answer")
            << false << false << 1000LL << 20000LL << true << Rating::Again;
    }
    void ratingForAnswer()
    {
        QFETCH(bool, correct);
        QFETCH(bool, helped);
        QFETCH(qint64, duration);
        QFETCH(qint64, target);
        QFETCH(bool, seen);
        QFETCH(Rating, rating);
        QCOMPARE(astrolabe::memory::ratingForAnswer(correct, helped, duration, target, seen),
                 rating);
    }
};

QTEST_APPLESS_MAIN(TstAnswerRating)
#include "tst_answer_rating.moc"
