#include "content/pack_loader.h"
#include "content/pack_texts.h"
#include "content/question_draw.h"
#include "content/question_text.h"

#include <QFontDatabase>
#include <QGuiApplication>
#include <QImage>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QTest>

#include <memory>

using namespace astrolabe::content;

// What a Persian learner sees, pixel by pixel: every formula fragment of the bundled course's
// Persian texts, of the generated questions and of the interface (placeholders aside), drawn by Qt Quick's Text (the item every page
// uses) in a right-to-left line with the bundled font, shows its first sign left of its last:
// "−∞" not "∞−", "√d" not "d√", "e^{sᵢ}" not "{sᵢ}^e". Each fragment is drawn in its own
// sentence with its first sign red and its last blue, and the two colours' positions compared.
// (tst_persian_formula_order checks Qt's text layout; this checks the drawn window.)
class TestPersianFormulaPixels : public QObject
{
    Q_OBJECT

    struct Fragment
    {
        QString where; // file and field
        QString text;  // the whole text, as the window shows it
        int first = 0; // index of the fragment's first and last sign in text
        int last = 0;
    };

    QQmlEngine m_engine;
    std::unique_ptr<QQuickWindow> m_window;
    QQuickItem *m_label = nullptr;

    static bool isMark(QChar c)
    {
        const char16_t u = c.unicode();
        return u == 0x200E || u == 0x200F || (u >= 0x2066 && u <= 0x2069) || (u >= 0x202A && u <= 0x202E);
    }
    static bool isArabicLetter(QChar c)
    {
        return c.script() == QChar::Script_Arabic && c.isLetter();
    }
    static bool isSentencePunctuation(QChar c)
    {
        return QStringLiteral(".,،;؛:!?؟«»\"'").contains(c);
    }
    // Signs whose direction the bidirectional algorithm takes from their neighbours.
    static bool hasNeutralSign(const QString &token)
    {
        for (const QChar c : token)
            if (QString::fromUtf8("√−-∞=^{}·×/+()[]ᵀ<>≤≥≈").contains(c))
                return true;
        return false;
    }

    // Whether `at` lies inside a left-to-right isolate (U+2066 ... U+2069).
    static bool isolated(const QString &text, int at)
    {
        int depth = 0;
        for (int i = 0; i < at; ++i) {
            if (text.at(i).unicode() == 0x2066)
                ++depth;
            else if (text.at(i).unicode() == 0x2069 && depth > 0)
                --depth;
        }
        return depth > 0;
    }

    // The formula fragments of a text: runs without spaces or Persian letters holding a neutral
    // sign, sentence punctuation at their ends left out.
    static QVector<Fragment> fragments(const QString &where, const QString &text)
    {
        QVector<Fragment> found;
        int i = 0;
        while (i < text.size()) {
            while (i < text.size() && (text.at(i).isSpace() || isArabicLetter(text.at(i))))
                ++i;
            int end = i;
            bool persian = false;
            while (end < text.size() && !text.at(end).isSpace()) {
                persian = persian || isArabicLetter(text.at(end));
                ++end;
            }
            if (!persian) {
                int first = i, last = end - 1;
                // Marks, sentence punctuation and a bracket of the prose around the fragment
                // (one without its partner inside it) are the sentence's, not the formula's.
                for (bool trimmed = true; trimmed && first <= last;) {
                    const QString inside = text.mid(first, last - first + 1);
                    const QChar head = text.at(first), tail = text.at(last);
                    trimmed = false;
                    if (isMark(head) || isSentencePunctuation(head)
                        || (head == QLatin1Char('(') && !inside.contains(QLatin1Char(')')))) {
                        ++first;
                        trimmed = true;
                    } else if (isMark(tail) || isSentencePunctuation(tail)
                               || (tail == QLatin1Char(')') && !inside.contains(QLatin1Char('(')))) {
                        --last;
                        trimmed = true;
                    } else if (head == QLatin1Char('(') && tail == QLatin1Char(')')
                               && (!isolated(text, first)
                                   || !hasNeutralSign(inside.mid(1, inside.size() - 2)))) {
                        ++first; // "(SETH)": the prose's brackets around a word or a formula
                        --last;
                        trimmed = true;
                    }
                }
                // A template's {placeholder} is filled (and marked) before it is shown.
                static const QRegularExpression placeholder(QStringLiteral("^\\{[a-z_0-9]+\\}$"));
                const QString token = text.mid(first, last - first + 1);
                if (last > first && hasNeutralSign(token) && !placeholder.match(token).hasMatch())
                    found.append({where, text, first, last});
            }
            i = std::max(end, i + 1);
        }
        // A whole left-to-right isolate with spaces in it ("(0.998, 0.002)", "e^{x} ≈ 580.5"):
        // its first Latin letter or digit must show left of its last. (Lists in Persian digits
        // are not checked here.)
        const auto latin = [](QChar c) { return c.isLetterOrNumber() && c.unicode() < 0x0250; };
        for (int open = text.indexOf(QChar(0x2066)); open >= 0;
             open = text.indexOf(QChar(0x2066), open + 1)) {
            const int close = text.indexOf(QChar(0x2069), open);
            if (close < 0)
                break;
            int first = open + 1, last = close - 1;
            while (first < close && !latin(text.at(first)))
                ++first;
            while (last > open && !latin(text.at(last)))
                --last;
            if (first < last && text.mid(first, last - first).contains(QLatin1Char(' ')))
                found.append({where, text, first, last});
        }
        return found;
    }

    static QString escaped(const QString &text)
    {
        QString out = text;
        out.replace(QLatin1Char('&'), QStringLiteral("&amp;"))
            .replace(QLatin1Char('<'), QStringLiteral("&lt;"))
            .replace(QLatin1Char('>'), QStringLiteral("&gt;"));
        return out;
    }

    static QString coloured(const Fragment &f)
    {
        const auto span = [](const QString &colour, QChar c) {
            return QStringLiteral("<font color=\"%1\">%2</font>").arg(colour, escaped(QString(c)));
        };
        return escaped(f.text.left(f.first)) + span(QStringLiteral("#ff0000"), f.text.at(f.first))
             + escaped(f.text.mid(f.first + 1, f.last - f.first - 1))
             + span(QStringLiteral("#0000ff"), f.text.at(f.last)) + escaped(f.text.mid(f.last + 1));
    }

    // Mean x of the red and of the blue pixels, -1 when a colour is missing.
    static QPair<double, double> colourPositions(const QImage &image)
    {
        double rs = 0, rn = 0, bs = 0, bn = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                if (c.red() > 150 && c.green() < 110 && c.blue() < 110) {
                    rs += x;
                    ++rn;
                } else if (c.blue() > 150 && c.red() < 110 && c.green() < 110) {
                    bs += x;
                    ++bn;
                }
            }
        return {rn > 0 ? rs / rn : -1.0, bn > 0 ? bs / bn : -1.0};
    }

    QImage draw(const QString &styledText)
    {
        m_label->setProperty("text", styledText);
        m_window->requestUpdate();
        QCoreApplication::processEvents();
        return m_window->grabWindow();
    }

private slots:
    void initTestCase()
    {
        const int id = QFontDatabase::addApplicationFont(
            QStringLiteral(ASTROLABE_SOURCE_DIR "/resources/fonts/Vazirmatn-Regular.ttf"));
        QVERIFY(id >= 0);
        QFont font = QGuiApplication::font();
        font.setFamilies({QFontDatabase::applicationFontFamilies(id).value(0), font.family()});
        QGuiApplication::setFont(font);

        QQmlComponent component(&m_engine);
        component.setData(R"(
            import QtQuick
            Window {
                width: 900; height: 400; color: "white"; visible: true
                LayoutMirroring.enabled: true
                LayoutMirroring.childrenInherit: true
                Text {
                    objectName: "line"
                    x: 10; y: 10; width: 880
                    font.pixelSize: 24
                    color: "black"
                    textFormat: Text.StyledText
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignLeft
                }
            })", QUrl());
        QObject *root = component.create();
        QVERIFY2(root, qPrintable(component.errorString()));
        m_window.reset(qobject_cast<QQuickWindow *>(root));
        QVERIFY(m_window);
        m_label = m_window->findChild<QQuickItem *>(QStringLiteral("line"));
        QVERIFY(m_label);
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    // The check itself can fail: a fragment drawn without its marks comes out reversed.
    void unmarkedFragmentIsReversed()
    {
        const QString text = QString::fromUtf8("\u200Fامتیاز −5 می‌گیرد");
        const QVector<Fragment> found = fragments(QStringLiteral("test"), text);
        QCOMPARE(found.size(), 1);
        const auto [red, blue] = colourPositions(draw(coloured(found.first())));
        QVERIFY(red >= 0 && blue >= 0);
        QVERIFY2(red > blue, "the unmarked \"−5\" should show as \"5−\" in a Persian line");
    }

    void everyFormulaReadsLeftToRight()
    {
        const LoadResult loaded = PackLoader::load(QStringLiteral(ASTROLABE_SOURCE_DIR "/resources/content"));
        QVERIFY(loaded.isValid());
        QVector<Fragment> all;
        QSet<QString> seen;
        for (const PackText &text : packTexts(loaded.pack)) {
            const QString shown = QuestionText::paragraph(text.text.text(QStringLiteral("fa")),
                                                          QStringLiteral("fa"));
            if (seen.contains(shown))
                continue;
            seen.insert(shown);
            all << fragments(text.file + QLatin1Char(' ') + text.field, shown);
        }
        // What the quiz shows of each generated question on one attempt: the filled prompt, the
        // hint, the expected answer, the answer field's example and the worked steps.
        const QString fa = QStringLiteral("fa");
        for (const Lesson &lesson : loaded.pack.lessons())
            for (const Question &question : lesson.questions) {
                const std::optional<QuestionAttempt> attempt =
                    QuestionDraw::draw(question, QuestionDraw::countingSeeds(1));
                QVERIFY(attempt);
                if (!attempt->exercise)
                    continue;
                const astrolabe::exercises::Exercise *exercise = &*attempt->exercise;
                QStringList shown{QuestionText::prompt(question, exercise, fa),
                                  QuestionText::hint(question, exercise, fa),
                                  QuestionText::expectedAnswer(question, *attempt, fa),
                                  QuestionText::inputExample(exercise->answer, fa)};
                for (const astrolabe::exercises::Step &step : exercise->steps)
                    shown << QuestionText::step(step, fa);
                for (const QString &text : shown)
                    if (!seen.contains(text)) {
                        seen.insert(text);
                        all << fragments(question.id, text);
                    }
            }
        // The interface's own Persian strings (a %-placeholder is filled, and marked, by the app).
        QFile ts(QStringLiteral(ASTROLABE_SOURCE_DIR "/translations/astrolabe_fa.ts"));
        QVERIFY(ts.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&ts);
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement
                || (xml.name() != QLatin1String("translation") && xml.name() != QLatin1String("numerusform")))
                continue;
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (text.trimmed().isEmpty() || seen.contains(text))
                continue;
            seen.insert(text);
            for (const Fragment &f : fragments(QStringLiteral("astrolabe_fa.ts"), QuestionText::paragraph(text, fa)))
                if (!f.text.mid(f.first, f.last - f.first + 1).contains(QLatin1Char('%')))
                    all << f;
        }
        QVERIFY(!xml.hasError());
        QVERIFY2(all.size() > 50, qPrintable(QString::number(all.size())));
        QStringList reversed;
        for (const Fragment &f : all) {
            const auto [red, blue] = colourPositions(draw(coloured(f)));
            if (red < 0 || blue < 0)
                continue; // a sign the font draws without colour pixels (a space-like sign)
            if (red > blue)
                reversed << QStringLiteral("%1: \"%2\"").arg(f.where, f.text.mid(f.first, f.last - f.first + 1));
        }
        qInfo("%d formula fragments drawn", int(all.size()));
        QVERIFY2(reversed.isEmpty(), qPrintable(reversed.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestPersianFormulaPixels)
#include "tst_persian_formula_pixels.moc"
