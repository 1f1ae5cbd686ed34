// `astrolabe corpus list [--lang en|fa] [--json] | corpus show ID [--lang en|fa]` (issue 18):
// the numbered propositions in corpus order, "N. ID  Title" a line (Persian digits with
// --lang fa) or a JSON array of {number, id, title, chapter}; one proposition's page as plain
// text, its parts in the page's order; a teacher's pack with --content; mistakes in one
// sentence, exit 2.

#include "cli_runner.h"
#include "content/pack_loader.h"
#include "pack_copy.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe;
using test::runCli;

namespace {

const content::ContentPack &pack()
{
    return content::PackLoader::bundled();
}

QString persian(int n)
{
    return QLocale(QLocale::Persian, QLocale::Iran).toString(n);
}

QStringList lines(const QString &out)
{
    return out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

// The place of a line in the output that starts with `start`; -1 when there is none.
int lineStarting(const QStringList &lines, const QString &start)
{
    for (int i = 0; i < lines.size(); ++i)
        if (lines.at(i).startsWith(start))
            return i;
    return -1;
}

} // namespace

class TestCorpusCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    test::CliResult corpus(const QStringList &args)
    {
        return runCli(m_dir.path(), QStringList{QStringLiteral("corpus")} + args);
    }

    // A proposition's place in the bundled corpus ("n of N"), as the pack numbers it, so the
    // test holds while chapters fill up.
    static int place(const char *id) { return pack().propositionNumber(QString::fromLatin1(id)); }

private slots:
    void listText()
    {
        const test::CliResult result = corpus({QStringLiteral("list")});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.err.isEmpty());
        const QStringList listed = lines(result.out);
        QCOMPARE(listed.size(), pack().propositionCount());
        const int softmax = place("II.1.P01");
        QCOMPARE(listed.at(softmax - 1),
                 QStringLiteral("%1. II.1.P01  Softmax makes a probability distribution").arg(softmax));
        for (int i = 0; i < listed.size(); ++i) {
            const content::Proposition &p = pack().propositions().at(i);
            QCOMPARE(listed.at(i), QStringLiteral("%1. %2  %3").arg(i + 1).arg(p.id, p.title.en));
        }
    }

    void listTextInPersian()
    {
        const test::CliResult result = corpus({QStringLiteral("list"), QStringLiteral("--lang"),
                                               QStringLiteral("fa")});
        QCOMPARE(result.exitCode, 0);
        const QStringList listed = lines(result.out);
        QCOMPARE(listed.size(), pack().propositionCount());
        // Persian digits for the place; the id stays Latin.
        const int scaled = place("II.2.P04");
        QCOMPARE(listed.at(scaled - 1), persian(scaled) + QStringLiteral(". II.2.P04  ") +
                                            pack()
                                                .proposition(QStringLiteral("II.2.P04"))
                                                ->title.text(QStringLiteral("fa")));
        const int third = place("III.1.P03");
        QVERIFY(listed.at(third - 1).startsWith(persian(third) + QStringLiteral(". III.1.P03  ")));
    }

    void listJson_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("fa") << "fa";
    }

    void listJson()
    {
        QFETCH(QString, language);
        const test::CliResult result = corpus({QStringLiteral("list"), QStringLiteral("--json"),
                                               QStringLiteral("--lang"), language});
        QCOMPARE(result.exitCode, 0);
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(result.out.toUtf8(), &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QVERIFY(document.isArray());
        const QJsonArray entries = document.array();
        QCOMPARE(entries.size(), pack().propositionCount());
        for (int i = 0; i < entries.size(); ++i) {
            const QJsonObject entry = entries.at(i).toObject();
            const content::Proposition &p = pack().propositions().at(i);
            QCOMPARE(entry.keys(),
                     (QStringList{QStringLiteral("chapter"), QStringLiteral("id"),
                                  QStringLiteral("number"), QStringLiteral("title")}));
            QVERIFY(entry.value(QStringLiteral("number")).isDouble());
            QCOMPARE(entry.value(QStringLiteral("number")).toInt(), i + 1);
            QCOMPARE(entry.value(QStringLiteral("id")).toString(), p.id);
            QCOMPARE(entry.value(QStringLiteral("title")).toString(), p.title.text(language));
            QCOMPARE(entry.value(QStringLiteral("chapter")).toString(), p.chapterId);
        }
        const int projections = place("III.1.P01") - 1;
        QCOMPARE(entries.at(projections).toObject().value(QStringLiteral("id")).toString(),
                 QStringLiteral("III.1.P01"));
        QCOMPARE(entries.at(projections).toObject().value(QStringLiteral("chapter")).toString(),
                 QStringLiteral("III"));
    }

    void showInEnglish()
    {
        const test::CliResult result = corpus({QStringLiteral("show"), QStringLiteral("II.2.P04")});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.err.isEmpty());
        const content::Proposition &p = *pack().proposition(QStringLiteral("II.2.P04"));
        const QStringList shown = lines(result.out);
        QCOMPARE(shown.at(0), QStringLiteral("%1. II.2.P04").arg(place("II.2.P04")));
        QCOMPARE(shown.at(1), p.title.en);
        // Every part the proposition holds, in the page's order.
        const QStringList parts{
            QStringLiteral("Statement: ") + p.statement.en,
            QStringLiteral("Figure: ") + p.figure.caption.en,
            QStringLiteral("Demonstration:"),
            QStringLiteral("  ") + p.demonstration.at(0).text.en,
            QStringLiteral("  ") + p.demonstration.at(1).text.en,
            QStringLiteral("Corollary: ") + p.corollary.en,
            QStringLiteral("Depends on: II.2.P01, II.2.P03, II.1.P10"),
            QStringLiteral("Used by: ") +
                pack().usedBy(QStringLiteral("II.2.P04")).join(QStringLiteral(", ")),
            QStringLiteral("Problems using this: scaling.q3, scaling.q8, scaling.q9, scaling.q10"),
            QStringLiteral("Sources:"),
            QStringLiteral("  Vaswani, A., Shazeer, N., Parmar, N., et al. (2017). Attention Is "
                           "All You Need. Advances in Neural Information Processing Systems 30, "
                           "section 3.2.1."),
        };
        int previous = 1;
        for (const QString &part : parts) {
            const int at = shown.indexOf(part);
            QVERIFY2(at > previous, qPrintable(part));
            previous = at;
        }
        QCOMPARE(previous, shown.size() - 1);
        QVERIFY(!pack().usedBy(QStringLiteral("II.2.P04")).isEmpty());
    }

    void showInPersian()
    {
        const test::CliResult result = corpus({QStringLiteral("show"), QStringLiteral("II.2.P04"),
                                               QStringLiteral("--lang"), QStringLiteral("fa")});
        QCOMPARE(result.exitCode, 0);
        const content::Proposition &p = *pack().proposition(QStringLiteral("II.2.P04"));
        const QStringList shown = lines(result.out);
        QCOMPARE(shown.at(0), persian(place("II.2.P04")) + QStringLiteral(". II.2.P04"));
        // Persian prose starts with a right-to-left mark, as question show writes it.
        const QString rlm(QChar(0x200F));
        QCOMPARE(shown.at(1), rlm + p.title.text(QStringLiteral("fa")));
        const int demonstration = shown.indexOf(QStringLiteral("برهان:"));
        const int corollary = lineStarting(shown, QStringLiteral("نتیجه: "));
        const int depends = shown.indexOf(QStringLiteral("وابسته به: II.2.P01، II.2.P03، II.1.P10"));
        QVERIFY(lineStarting(shown, QStringLiteral("حکم: ") + rlm) > 1);
        QVERIFY(demonstration > 1);
        QVERIFY(corollary > demonstration);
        QVERIFY(depends > corollary);
        QVERIFY(shown.at(corollary).endsWith(p.corollary.text(QStringLiteral("fa"))));
        QVERIFY(shown.indexOf(QStringLiteral("منابع:")) > depends);
    }

    void idsAreFoundInAnyCase()
    {
        const test::CliResult result = corpus({QStringLiteral("show"), QStringLiteral("iii.1.p01")});
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.startsWith(QStringLiteral("%1. III.1.P01\n").arg(place("III.1.P01"))));
    }

    void teachersPack()
    {
        QTemporaryDir content;
        QVERIFY(test::copyPack(QStringLiteral(":/content"), content.path()));
        QFile file(content.filePath(QStringLiteral("corpus/II.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray bytes = file.readAll();
        file.close();
        bytes.replace("Attention is a weighted average", "Attention averages, our way");
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(bytes);
        file.close();
        const test::CliResult result =
            runCli(m_dir.path(), {QStringLiteral("--content"), content.path(),
                                  QStringLiteral("corpus"), QStringLiteral("list")});
        QCOMPARE(result.exitCode, 0);
        const int seed = place("II.3.P01");
        QCOMPARE(lines(result.out).at(seed - 1),
                 QStringLiteral("%1. II.3.P01  Attention averages, our way").arg(seed));
        const test::CliResult shown =
            runCli(m_dir.path(), {QStringLiteral("--content"), content.path(),
                                  QStringLiteral("corpus"), QStringLiteral("show"),
                                  QStringLiteral("II.3.P01")});
        QCOMPARE(shown.exitCode, 0);
        QCOMPARE(lines(shown.out).at(1), QStringLiteral("Attention averages, our way"));
    }

    void mistakes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("unknown id")
            << QStringList{QStringLiteral("show"), QStringLiteral("IX.9.P99")} << "IX.9.P99";
        QTest::newRow("unknown language")
            << QStringList{QStringLiteral("list"), QStringLiteral("--lang"), QStringLiteral("de")}
            << "de";
        QTest::newRow("unknown language, show")
            << QStringList{QStringLiteral("show"), QStringLiteral("II.3.P01"),
                           QStringLiteral("--lang"), QStringLiteral("de")}
            << "de";
        QTest::newRow("missing id") << QStringList{QStringLiteral("show")} << "one proposition id";
        QTest::newRow("two ids") << QStringList{QStringLiteral("show"), QStringLiteral("II.3.P01"),
                                                QStringLiteral("II.3.P02")}
                                 << "one proposition id";
        QTest::newRow("missing language")
            << QStringList{QStringLiteral("list"), QStringLiteral("--lang")} << "--lang";
        QTest::newRow("an id to list")
            << QStringList{QStringLiteral("list"), QStringLiteral("II.3.P01")} << "corpus show";
        QTest::newRow("unknown option")
            << QStringList{QStringLiteral("list"), QStringLiteral("--seed"), QStringLiteral("3")}
            << "--seed";
    }

    void mistakes()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        const test::CliResult result = corpus(args);
        QCOMPARE(result.exitCode, 2);
        QVERIFY(result.out.isEmpty());
        QVERIFY2(test::isOneSentence(result.err), qPrintable(result.err));
        QVERIFY2(result.err.contains(mentions), qPrintable(result.err));
    }

    void noActionPrintsTheUsage()
    {
        const test::CliResult result = corpus({});
        QCOMPARE(result.exitCode, 2);
        QVERIFY(result.err.startsWith(QStringLiteral("Usage: astrolabe corpus list")));
    }
};

QTEST_GUILESS_MAIN(TestCorpusCli)
#include "tst_corpus_cli.moc"
