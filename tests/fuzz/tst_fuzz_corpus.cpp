#include "fuzz_entries.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <functional>

using namespace astrolabe;

// Every input of the fuzzers' corpora (tests/fuzz/corpus/<target>/: the seeds and every input
// a fuzzer once crashed on) goes through the same entry point the fuzzer drives, built with the
// normal compiler. Under `scripts/test --sanitize` the sanitizers watch these runs too.
class TestFuzzCorpus : public QObject
{
    Q_OBJECT

private:
    void addRows(const QString &target)
    {
        const QDir dir(QStringLiteral(ASTROLABE_SOURCE_DIR "/tests/fuzz/corpus/") + target);
        const QStringList files = dir.entryList(QDir::Files, QDir::Name);
        QVERIFY2(files.size() >= 3, qPrintable(dir.path() + QStringLiteral(" has no seeds")));
        for (const QString &name : files)
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }

    void run(const std::function<void(const QByteArray &)> &entry)
    {
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        entry(file.readAll());
    }

private slots:
    void pack_data()
    {
        QTest::addColumn<QString>("path");
        addRows(QStringLiteral("pack"));
    }
    void pack() { run(fuzz::feedPack); }

    void answer_data()
    {
        QTest::addColumn<QString>("path");
        addRows(QStringLiteral("answer"));
    }
    void answer() { run(fuzz::feedAnswer); }

    void replay_data()
    {
        QTest::addColumn<QString>("path");
        addRows(QStringLiteral("replay"));
    }
    void replay() { run(fuzz::feedReplay); }

    void progress_data()
    {
        QTest::addColumn<QString>("path");
        addRows(QStringLiteral("progress"));
    }
    void progress() { run(fuzz::feedProgress); }
};

QTEST_GUILESS_MAIN(TestFuzzCorpus)
#include "tst_fuzz_corpus.moc"
