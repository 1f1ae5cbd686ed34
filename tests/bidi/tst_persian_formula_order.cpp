#include "content/localized_text.h"

#include <QFontDatabase>
#include <QGlyphRun>
#include <QGuiApplication>
#include <QRawFont>
#include <QTextLayout>
#include <QTest>

#include <algorithm>

using astrolabe::content::LocalizedText;

// A "−∞" or "√d" inside a Persian sentence must read left to right on screen, as it does in
// the English text: laid out by Qt in a right-to-left paragraph with the bundled Persian font,
// the formula's signs come out in their written order. (Without the marks "−∞" shows as "∞−":
// the first row below.)
class TestPersianFormulaOrder : public QObject
{
    Q_OBJECT

private:
    // The formula characters of `text`, in the order they appear from left to right when the
    // text is laid out as one right-to-left line.
    static QString visualFormula(const QString &text)
    {
        QTextLayout layout(text, QFont(QStringLiteral("Vazirmatn"), 16));
        QTextOption option;
        option.setTextDirection(Qt::RightToLeft);
        layout.setTextOption(option);
        layout.beginLayout();
        QTextLine line = layout.createLine();
        line.setLineWidth(100000);
        layout.endLayout();

        const QString formula = QString::fromUtf8("−-∞√de^{}=0123456789");
        QList<QPair<qreal, QChar>> shown;
        for (const QGlyphRun &run : line.glyphRuns()) {
            const QRawFont font = run.rawFont();
            for (const QChar c : formula) {
                const QList<quint32> glyph = font.glyphIndexesForString(QString(c));
                if (glyph.isEmpty() || glyph.first() == 0)
                    continue;
                for (int i = 0; i < run.glyphIndexes().size(); ++i)
                    if (run.glyphIndexes().at(i) == glyph.first())
                        shown << qMakePair(run.positions().at(i).x(), c);
            }
        }
        std::sort(shown.begin(), shown.end(),
                  [](const auto &a, const auto &b) { return a.first < b.first; });
        QString order;
        for (const auto &item : shown)
            order += item.second;
        return order;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(QFontDatabase::addApplicationFont(
                    QStringLiteral(ASTROLABE_SOURCE_DIR "/resources/fonts/Vazirmatn-Regular.ttf"))
                >= 0);
    }

    void formulasKeepTheirOrder_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("marked");
        QTest::addColumn<QString>("expected");
        const QString masked = QString::fromUtf8("امتیاز را پیش از سافت‌مکس −∞ می‌کند.");
        QTest::newRow("unmarked −∞ is reversed") << masked << false << QString::fromUtf8("∞−");
        QTest::newRow("−∞ in a sentence") << masked << true << QString::fromUtf8("−∞");
        QTest::newRow("−∞ at the start") << QString::fromUtf8("−∞ کردنِ یک امتیاز") << true
                                         << QString::fromUtf8("−∞");
        QTest::newRow("√d") << QString::fromUtf8("امتیازها بر √d تقسیم می‌شوند") << true
                            << QString::fromUtf8("√d");
        QTest::newRow("e^{−∞} = 0") << QString::fromUtf8("امتیاز e^{−∞} = 0، پس وزن صفر است")
                                    << true << QString::fromUtf8("e^{−∞}=0");
        QTest::newRow("a negative number") << QString::fromUtf8("امتیاز −2 است") << true
                                           << QString::fromUtf8("−2");
        // Tuples and formulas inside a left-to-right isolate, as the content pack writes them:
        // Qt keeps them in order with or without the marks.
        const QString tuple = QString::fromUtf8("خروجی \u2066\u200E(1, 2, 3)\u200E\u2069 است");
        QTest::newRow("unmarked tuple") << tuple << false << QStringLiteral("123");
        QTest::newRow("tuple") << tuple << true << QStringLiteral("123");
        const QString ratio = QString::fromUtf8("وزن‌ها \u2066\u200E1 / 2 ≈ 3\u200E\u2069 و ۰ هستند");
        QTest::newRow("unmarked ratio") << ratio << false << QStringLiteral("123");
        QTest::newRow("ratio") << ratio << true << QStringLiteral("123");
        const QString power = QString::fromUtf8("چون \u2066\u200Ee^{6} ≈ 4\u200E\u2069، وزن‌ها");
        QTest::newRow("unmarked power") << power << false << QString::fromUtf8("e^{6}4");
        QTest::newRow("power") << power << true << QString::fromUtf8("e^{6}4");
    }
    void formulasKeepTheirOrder()
    {
        QFETCH(QString, text);
        QFETCH(bool, marked);
        QFETCH(QString, expected);
        const QString shown = marked ? LocalizedText{QString(), text}.text(QStringLiteral("fa")) : text;
        QCOMPARE(visualFormula(shown), expected);
    }
};

QTEST_MAIN(TestPersianFormulaOrder)
#include "tst_persian_formula_order.moc"
