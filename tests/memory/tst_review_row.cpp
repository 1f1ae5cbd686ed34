// One line of a review log, as `memory replay` and `memory optimize` read it: three fields,
// white space around each allowed, the card's id kept from row to row while it does not change,
// and for a line that is wrong the end of one sentence saying what is wrong.
#include "memory/review_row.h"

#include <QRegularExpression>
#include <QTest>

#include <random>
#include <vector>

using namespace astrolabe::memory;

class TestReviewRow : public QObject
{
    Q_OBJECT

    // The three fields split at every comma and trimmed, each read on its own: what a row is,
    // written plainly, to check parse against.
    static QString fieldByField(const QByteArray &line, ReviewRow &row)
    {
        const QList<QByteArray> fields = line.split(',');
        if (fields.size() != 3)
            return QStringLiteral(
                "expected three comma-separated fields card_id,review_ts_ms,rating");
        const QByteArray id = fields[0].trimmed();
        const QByteArray time = fields[1].trimmed();
        const QByteArray grade = fields[2].trimmed();
        if (id.isEmpty())
            return QStringLiteral("the card id is empty");
        static const QRegularExpression whole(QStringLiteral("^-?[0-9]{1,18}$"));
        if (!whole.match(QString::fromLatin1(time)).hasMatch())
            return QStringLiteral("the time \"%1\" is not a whole number of milliseconds")
                .arg(QString::fromUtf8(time));
        const bool gradeWhole = whole.match(QString::fromLatin1(grade)).hasMatch();
        const qint64 g = gradeWhole ? grade.toLongLong() : 0;
        if (g < 1 || g > 4)
            return QStringLiteral("the rating must be 1, 2, 3 or 4, not \"%1\"")
                .arg(QString::fromUtf8(grade));
        row.cardId = QString::fromUtf8(id);
        row.cardBytes = id;
        row.reviewMs = time.toLongLong();
        row.rating = Rating(g);
        return {};
    }

private slots:
    void readsALine_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("card");
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<int>("rating");
        QTest::newRow("plain") << QByteArray("c12,1735689600000,3") << "c12" << 1735689600000LL << 3;
        QTest::newRow("one digit") << QByteArray("a,7,1") << "a" << 7LL << 1;
        QTest::newRow("leading zeros") << QByteArray("a,0017,4") << "a" << 17LL << 4;
        QTest::newRow("18 digits") << QByteArray("a,999999999999999999,2") << "a"
                                   << 999999999999999999LL << 2;
        QTest::newRow("space inside the id") << QByteArray("my card,5,2") << "my card" << 5LL << 2;
        QTest::newRow("Persian id") << QByteArray("کارت,5,2") << QString::fromUtf8("کارت") << 5LL
                                    << 2;
        QTest::newRow("spaces around fields") << QByteArray(" a , 5 , 3 ") << "a" << 5LL << 3;
        QTest::newRow("space after the id") << QByteArray("a ,5,3") << "a" << 5LL << 3;
        QTest::newRow("tab before the rating") << QByteArray("a,5,\t3") << "a" << 5LL << 3;
        QTest::newRow("negative time") << QByteArray("a,-5,3") << "a" << -5LL << 3;
    }
    void readsALine()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, card);
        QFETCH(qint64, ms);
        QFETCH(int, rating);
        ReviewRow row;
        QCOMPARE(ReviewRow::parse(line, row), QString());
        QCOMPARE(row.cardId, card);
        QCOMPARE(row.cardBytes, card.toUtf8());
        QCOMPARE(row.reviewMs, ms);
        QCOMPARE(int(row.rating), rating);
    }

    void refusesAWrongLine_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<QString>("problem");
        const QString fields =
            QStringLiteral("expected three comma-separated fields card_id,review_ts_ms,rating");
        QTest::newRow("two fields") << QByteArray("a,5") << fields;
        QTest::newRow("four fields") << QByteArray("a,5,3,1") << fields;
        QTest::newRow("a comma at the end") << QByteArray("a,5,3,") << fields;
        QTest::newRow("no time") << QByteArray("a,,3")
                                 << QStringLiteral("the time \"\" is not a whole number of milliseconds");
        QTest::newRow("19 digits") << QByteArray("a,1234567890123456789,3")
                                   << QStringLiteral("the time \"1234567890123456789\" is not a whole "
                                                     "number of milliseconds");
        QTest::newRow("a letter in the time") << QByteArray("a,12x4,3")
                                              << QStringLiteral("the time \"12x4\" is not a whole "
                                                                "number of milliseconds");
        QTest::newRow("no id") << QByteArray(",5,3") << QStringLiteral("the card id is empty");
        QTest::newRow("a space for an id") << QByteArray(" ,5,3")
                                           << QStringLiteral("the card id is empty");
        QTest::newRow("rating 0") << QByteArray("a,5,0")
                                  << QStringLiteral("the rating must be 1, 2, 3 or 4, not \"0\"");
        QTest::newRow("rating 5") << QByteArray("a,5,5")
                                  << QStringLiteral("the rating must be 1, 2, 3 or 4, not \"5\"");
        QTest::newRow("rating 33") << QByteArray("a,5,33")
                                   << QStringLiteral("the rating must be 1, 2, 3 or 4, not \"33\"");
    }
    void refusesAWrongLine()
    {
        QFETCH(QByteArray, line);
        QFETCH(QString, problem);
        ReviewRow row;
        QCOMPARE(ReviewRow::parse(line, row), problem);
    }

    // parse reads most lines by a shortcut ("id,digits,rating" with nothing around the fields);
    // for any line it must give what reading the three fields one by one gives: the same row,
    // or the same sentence. 200,000 lines made of the characters that matter (digits, commas,
    // signs, white space, letters, a Persian letter), most of them near the usual shape.
    void agreesWithReadingFieldByField()
    {
        std::mt19937_64 rng(20261206);
        const std::vector<QByteArray> pieces = {"a", "Z", "\xda\xa9", "0", "1", "2", "3", "4",
                                                "5", "9", " ", "\t", ",", "-", "\r"};
        const auto pick = [&](std::size_t n) { return std::size_t(rng() % n); };
        const auto digits = [&](int n) {
            QByteArray d;
            for (int i = 0; i < n; ++i)
                d.append(char('0' + pick(10)));
            return d;
        };
        ReviewRow row;
        ReviewRow reference;
        for (int i = 0; i < 200000; ++i) {
            QByteArray line;
            if (pick(4) == 0) { // anything
                for (std::size_t n = pick(24); n > 0; --n)
                    line.append(pieces[pick(pieces.size())]);
            } else { // the usual shape, then a character or two put in, changed or taken out
                line = "c" + digits(1 + int(pick(3))) + "," + digits(1 + int(pick(20))) + ","
                    + char('0' + pick(6));
                for (std::size_t n = pick(3); n > 0 && !line.isEmpty(); --n) {
                    const qsizetype at = qsizetype(pick(std::size_t(line.size())));
                    const QByteArray &piece = pieces[pick(pieces.size())];
                    switch (pick(3)) {
                    case 0: line.insert(at, piece); break;
                    case 1: line.replace(at, 1, piece); break;
                    default: line.remove(at, 1); break;
                    }
                }
            }
            const QString got = ReviewRow::parse(line, row);
            const QString want = fieldByField(line, reference);
            QVERIFY2(got == want, qPrintable(QStringLiteral("\"%1\": %2 against %3")
                                                 .arg(QString::fromUtf8(line), got, want)));
            if (got.isEmpty()) {
                QVERIFY2(row.cardId == reference.cardId && row.cardBytes == reference.cardBytes
                             && row.reviewMs == reference.reviewMs
                             && row.rating == reference.rating,
                         line.constData());
            }
        }
    }

    // The id's string is made again only when the card changes, and then it is the new card's.
    void followsTheCardFromRowToRow()
    {
        ReviewRow row;
        QCOMPARE(ReviewRow::parse("ab,1,3", row), QString());
        const QString first = row.cardId;
        QCOMPARE(ReviewRow::parse("ab,2,3", row), QString());
        QVERIFY(row.cardId.isSharedWith(first));
        QCOMPARE(ReviewRow::parse("a,3,3", row), QString()); // a prefix of the last id
        QCOMPARE(row.cardId, QStringLiteral("a"));
        QCOMPARE(ReviewRow::parse(" ab ,4,3", row), QString()); // read field by field
        QCOMPARE(row.cardId, QStringLiteral("ab"));
        QCOMPARE(row.reviewMs, 4);
    }
};

QTEST_GUILESS_MAIN(TestReviewRow)
#include "tst_review_row.moc"
