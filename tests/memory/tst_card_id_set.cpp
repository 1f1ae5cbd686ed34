// CardIdSet, the ids `memory replay` has met: each id is taken once, a second time refused, and
// ids that share a beginning, differ in one byte or are empty are all ids of their own, however
// many there are (the table grows from 64 slots to over a million here).
#include "memory/card_id_set.h"

#include <QTest>

#include <random>
#include <set>
#include <string>

using namespace astrolabe::memory;

class TstCardIdSet : public QObject
{
    Q_OBJECT

private slots:
    void takesEachIdOnce()
    {
        CardIdSet set;
        QVERIFY(!set.contains("c1"));
        QVERIFY(set.insert("c1"));
        QVERIFY(set.contains("c1"));
        QVERIFY(!set.insert("c1"));
        QVERIFY(set.insert("c12"));  // the first as its beginning
        QVERIFY(set.insert("c"));    // a beginning of both
        QVERIFY(set.insert(""));     // an empty id is an id
        QVERIFY(!set.insert(""));
        QVERIFY(set.insert("C1"));   // bytes, not letters: case counts
        QVERIFY(set.insert("\xda\xa9\xd8\xa7\xd8\xb1\xd8\xaa")); // کارت
        QVERIFY(!set.insert("\xda\xa9\xd8\xa7\xd8\xb1\xd8\xaa"));
        QVERIFY(set.insert(QByteArrayView("a\0b", 3))); // a NUL inside is a byte like any other
        QVERIFY(set.insert(QByteArrayView("a\0c", 3)));
        QCOMPARE(set.size(), 8);
        QVERIFY(!set.contains("c2"));
    }

    // Half a million ids made of few characters (many alike, many colliding in the table), each
    // inserted and looked up as a std::set of strings says.
    void agreesWithAPlainSet()
    {
        std::mt19937_64 rng(20261206);
        CardIdSet set;
        std::set<std::string> reference;
        for (int i = 0; i < 500000; ++i) {
            std::string id;
            for (std::size_t n = rng() % 7; n > 0; --n)
                id += "ab\xda\xa9 01"[rng() % 7];
            if (rng() % 2)
                id += std::to_string(rng() % 300000);
            const QByteArrayView view(id.data(), qsizetype(id.size()));
            QCOMPARE(set.contains(view), reference.count(id) == 1);
            const bool added = reference.insert(id).second;
            if (set.insert(view) != added)
                QFAIL(qPrintable(QStringLiteral("insert(\"%1\") should say %2")
                                     .arg(QString::fromStdString(id))
                                     .arg(added)));
            QVERIFY(set.contains(view));
        }
        QCOMPARE(set.size(), qsizetype(reference.size()));
        for (const std::string &id : reference)
            QVERIFY(!set.insert(QByteArrayView(id.data(), qsizetype(id.size()))));
    }
};

QTEST_GUILESS_MAIN(TstCardIdSet)
#include "tst_card_id_set.moc"
