#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

// A QML Text or Label guesses whether its text is markup (Text.AutoText) unless told. Text that
// comes from a content pack, a profile name or what a learner typed must never be read as
// markup (an <img> or a link in a teacher's pack or a name), so every Text and Label whose text
// is more than a fixed translated sentence says textFormat. A scan of qml/, so a new one that
// forgets fails here.
class TestPlainText : public QObject
{
    Q_OBJECT

private slots:
    void everyTextShowingDataSaysItsFormat()
    {
        static const QRegularExpression opening(QStringLiteral("^(\\s*)(Text|Label)\\s*\\{\\s*$"));
        static const QRegularExpression fixedSentence(
            QStringLiteral("^qsTr\\(\"(?:[^\"\\\\]|\\\\.)*\"\\)\\s*$"));
        QStringList offenders;
        int checked = 0;
        QDirIterator it(QStringLiteral(ASTROLABE_SOURCE_DIR "/qml"), {QStringLiteral("*.qml")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
            for (int i = 0; i < lines.size(); ++i) {
                const QRegularExpressionMatch open = opening.match(lines.at(i));
                if (!open.hasMatch())
                    continue;
                const QString inner = open.captured(1) + QStringLiteral("    ");
                QString text;
                bool hasFormat = false;
                int depth = 1;
                for (int j = i + 1; j < lines.size() && depth > 0; ++j) {
                    const QString &line = lines.at(j);
                    if (depth == 1 && line.startsWith(inner) && !line.at(inner.size()).isSpace()) {
                        const QString property = line.mid(inner.size());
                        if (property.startsWith(QLatin1String("text:")))
                            text = property.mid(5).trimmed();
                        else if (property.startsWith(QLatin1String("textFormat:")))
                            hasFormat = true;
                    }
                    depth += int(line.count(QLatin1Char('{'))) - int(line.count(QLatin1Char('}')));
                }
                if (text.isEmpty())
                    continue;
                ++checked;
                if (!hasFormat && !fixedSentence.match(text).hasMatch())
                    offenders << QStringLiteral("%1:%2 (text: %3)")
                                     .arg(path.mid(int(qstrlen(ASTROLABE_SOURCE_DIR)) + 1))
                                     .arg(i + 1)
                                     .arg(text.left(60));
            }
        }
        QVERIFY2(checked > 50, "the scan found too few Text and Label items to be working");
        for (const QString &offender : offenders)
            qWarning("say textFormat: Text.PlainText in %s", qPrintable(offender));
        QCOMPARE(offenders.size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestPlainText)
#include "tst_plain_text.moc"
