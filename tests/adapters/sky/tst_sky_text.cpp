#include "sky_text.h"

#include <QDateTime>
#include <QTimeZone>
#include <QTest>

using astrolabe::SkyText;

// Numbers and dates as the sky writes them: Gregorian in English, Jalali with Persian digits
// in Persian.
class TstSkyText : public QObject
{
    Q_OBJECT

private slots:
    void datesInBothCalendars()
    {
        const qint64 noon = QDateTime(QDate(2026, 3, 21), QTime(12, 0), QTimeZone::systemTimeZone())
                                .toMSecsSinceEpoch();
        QCOMPARE(SkyText::date(noon, QStringLiteral("en")), QStringLiteral("21 Mar 2026"));
        // Nowruz: 1 Farvardin 1405.
        QCOMPARE(SkyText::date(noon, QStringLiteral("fa")), QStringLiteral("۱ فروردین ۱۴۰۵"));
        QCOMPARE(SkyText::date(0, QStringLiteral("fa")), QString());
    }

    void percentsAndNumbers()
    {
        QCOMPARE(SkyText::percent(0.842, QStringLiteral("en")), QStringLiteral("84%"));
        QCOMPARE(SkyText::percent(0.842, QStringLiteral("fa")), QStringLiteral("۸۴٪"));
        QCOMPARE(SkyText::percent(1.7, QStringLiteral("en")), QStringLiteral("100%"));
        QCOMPARE(SkyText::number(64, QStringLiteral("fa")), QStringLiteral("۶۴"));
        QCOMPARE(SkyText::number(64, QStringLiteral("en")), QStringLiteral("64"));
    }
};

QTEST_GUILESS_MAIN(TstSkyText)
#include "tst_sky_text.moc"
