#include "stats_summary.h"

#include "review/review_service.h"
#include "stats/calibration.h"
#include "stats/daily_activity.h"
#include "stats/lesson_mastery.h"
#include "stats/stability_spread.h"
#include "stats/weekly_retention.h"
#include "store/store.h"
#include "study_link.h"
#include "time/time_units.h"

#include <QCalendar>
#include <QDate>
#include <QLocale>

#include <cmath>

namespace astrolabe {

namespace {

constexpr int kDays = 30;
constexpr int kWeeks = 12;
constexpr int kHeatMapDays = 365;

bool isPersian(const QString &language)
{
    return language == QLatin1String("fa");
}

QLocale localeOf(const QString &language)
{
    return isPersian(language) ? QLocale(QLocale::Persian, QLocale::Iran)
                               : QLocale(QLocale::English, QLocale::UnitedStates);
}

QDate dateOf(qint64 dayNumber)
{
    return QDate(1970, 1, 1).addDays(dayNumber);
}

// "3 Mar" / "۱۲ اسفند" (Jalali in Persian); with the year when asked.
QString dayText(qint64 dayNumber, const QString &language, bool withYear)
{
    const QDate date = dateOf(dayNumber);
    if (isPersian(language))
        return localeOf(language).toString(date, withYear ? QStringLiteral("d MMMM yyyy")
                                                          : QStringLiteral("d MMMM"),
                                           QCalendar(QCalendar::System::Jalali));
    return localeOf(language).toString(date, withYear ? QStringLiteral("d MMM yyyy")
                                                      : QStringLiteral("d MMM"));
}

QString number(double value, const QString &language, int decimals = 0)
{
    return localeOf(language).toString(value, 'f', decimals);
}

} // namespace

StatsSummary::StatsSummary(QObject *parent) : QObject(parent)
{
    compute();
}

void StatsSummary::setLanguage(const QString &language)
{
    if (m_language == language)
        return;
    m_language = language;
    emit languageChanged();
    refresh();
}

QVariantList StatsSummary::snapshot() const
{
    return {m_totalReviews, m_totalsText, m_dailyReviews, m_dailyMinutes, m_dayLabels,
            m_weeklyRetention, m_weekLabels, m_desiredRetention, m_forecast, m_forecastLabels,
            m_dueNowCount, m_dueLaterTodayCount, m_lessons, m_stabilityCounts,
            m_stabilityLabels, m_heatMap, m_calibration.predicted, m_calibration.recalled,
            m_calibration.counts, m_calibration.labels, m_calibrationText};
}

void StatsSummary::refresh()
{
    const QVariantList before = snapshot();
    compute();
    if (snapshot() != before)
        emit changed();
}

void StatsSummary::compute()
{
    Study *study = m_study.opened();
    m_dailyReviews.clear();
    m_dailyMinutes.clear();
    m_dayLabels.clear();
    m_weeklyRetention.clear();
    m_weekLabels.clear();
    m_forecast.clear();
    m_forecastLabels.clear();
    m_lessons.clear();
    m_stabilityCounts.clear();
    m_stabilityLabels.clear();
    m_heatMap.clear();
    m_calibration = CalibrationLists();
    m_calibrationText.clear();
    m_maxDaily = m_maxForecast = m_maxStability = 0;
    m_maxMinutes = 0.0;
    m_totalReviews = 0;
    m_totalsText.clear();
    m_dueNowCount = m_dueLaterTodayCount = 0;
    if (!study)
        return;
    const review::ReviewService &service = *study->service();
    const qint64 now = service.now();
    const int offset = service.scheduler().config().dayOffsetMinutes;
    const QVector<store::ReviewRecord> log = study->store()->reviews().all();
    m_totalReviews = int(log.size());
    m_desiredRetention = service.scheduler().config().desiredRetention * 100.0;

    // Reviews and time per day, and the year's heat map.
    const auto year = stats::dailyActivity(log, now, offset, kHeatMapDays);
    qint64 totalMs = 0;
    int daysStudied = 0;
    int yearReviews = 0;
    for (const auto &day : year) {
        totalMs += day.durationMs;
        yearReviews += day.reviews;
        daysStudied += day.reviews > 0 ? 1 : 0;
    }
    for (int i = kHeatMapDays - kDays; i < kHeatMapDays; ++i) {
        const auto &day = year.at(i);
        m_dailyReviews << day.reviews;
        const double minutes = std::round(day.durationMs / 6000.0) / 10.0;
        m_dailyMinutes << minutes;
        m_dayLabels << dayText(day.dayNumber, m_language, false);
        m_maxDaily = qMax(m_maxDaily, day.reviews);
        m_maxMinutes = qMax(m_maxMinutes, minutes);
    }
    const QLocale locale = localeOf(m_language);
    const int firstWeekday = int(locale.firstDayOfWeek()); // 1 = Monday .. 7 = Sunday
    const int startWeekday = dateOf(year.constFirst().dayNumber).dayOfWeek();
    const int padding = (startWeekday - firstWeekday + 7) % 7;
    int yearMax = 0;
    for (const auto &day : year)
        yearMax = qMax(yearMax, day.reviews);
    for (int i = 0; i < padding; ++i)
        m_heatMap << QVariantMap{{QStringLiteral("count"), -1}, {QStringLiteral("level"), 0},
                                 {QStringLiteral("label"), QString()}};
    for (const auto &day : year) {
        const int level = day.reviews == 0 || yearMax == 0
            ? 0 : 1 + qMin(3, int(4.0 * (day.reviews - 1) / yearMax));
        //: Heat map cell: answers given on a day; %n is the number, %1 the date.
        const QString label = tr("%n answer(s) on %1", nullptr, day.reviews)
                                  .arg(dayText(day.dayNumber, m_language, true));
        m_heatMap << QVariantMap{{QStringLiteral("count"), day.reviews},
                                 {QStringLiteral("level"), level},
                                 {QStringLiteral("label"), label}};
    }

    // True retention per week.
    for (const auto &week : stats::weeklyRetention(log, now, offset, kWeeks)) {
        m_weeklyRetention << (week.reviews > 0 ? std::round(week.share() * 1000.0) / 10.0 : -1.0);
        m_weekLabels << dayText(week.firstDayNumber, m_language, false);
    }

    // The due forecast; today's bar is what is due now and what comes due later today.
    const QVector<int> forecast = service.dueForecast(kDays);
    const review::DueCounts due = service.dueCountsAt(now);
    m_dueNowCount = due.now;
    m_dueLaterTodayCount = due.laterToday;
    const qint64 today = stats::dailyActivity({}, now, offset, 1).constFirst().dayNumber;
    for (int i = 0; i < forecast.size(); ++i) {
        m_forecast << forecast.at(i);
        m_forecastLabels << dayText(today + i, m_language, false);
        m_maxForecast = qMax(m_maxForecast, forecast.at(i));
    }

    // Mastery per lesson.
    QVector<stats::LessonItems> lessons;
    for (const auto &lesson : study->pack()->lessons())
        lessons << stats::LessonItems{lesson.id, lesson.questionIds()};
    const auto mastery = stats::lessonMastery(lessons, service.statusesAt(now));
    for (int i = 0; i < mastery.size(); ++i) {
        const auto &row = mastery.at(i);
        m_lessons << QVariantMap{
            {QStringLiteral("title"), study->pack()->lessons().at(i).title.text(m_language)},
            {QStringLiteral("learned"), row.learned},
            {QStringLiteral("questions"), row.questions},
            {QStringLiteral("recall"), std::round(row.averageRecall * 100.0)},
            //: Mastery of a lesson: %1 questions learned of %2.
            {QStringLiteral("learnedText"), tr("%1 of %2 learned")
                                                .arg(number(row.learned, m_language),
                                                     number(row.questions, m_language))},
            {QStringLiteral("recallText"),
             isPersian(m_language) ? number(std::round(row.averageRecall * 100.0), m_language)
                                         + QStringLiteral("٪")
                                   : number(std::round(row.averageRecall * 100.0), m_language)
                                         + QLatin1Char('%')},
        };
    }

    // The spread of stability.
    for (const auto &bucket : stats::stabilitySpread(service.states())) {
        m_stabilityCounts << bucket.items;
        m_maxStability = qMax(m_maxStability, bucket.items);
        if (std::isinf(bucket.toDays))
            //: Stability span: %1 days or more.
            m_stabilityLabels << tr("%1+ d").arg(number(bucket.fromDays, m_language));
        else
            //: Stability span: from %1 to %2 days.
            m_stabilityLabels << tr("%1–%2 d").arg(number(bucket.fromDays, m_language),
                                                    number(bucket.toDays, m_language));
    }

    // Calibration: were the predictions right?
    const QString percentSign = isPersian(m_language) ? QStringLiteral("٪") : QStringLiteral("%");
    const QVector<stats::CalibrationBin> bins = stats::calibration(log, service.scheduler());
    m_calibration = CalibrationLists::of(bins, m_language);
    int calibrated = 0;
    double predictedSum = 0;
    double recalledSum = 0;
    for (const stats::CalibrationBin &bin : bins) {
        calibrated += bin.count;
        predictedSum += bin.predicted * bin.count;
        recalledSum += bin.recalled * bin.count;
    }
    if (calibrated > 0)
        //: Under the calibration chart: %1 answers, %2 the mean predicted recall, %3 the
        //: share recalled (percentages with their sign).
        m_calibrationText = tr("Over %1 answers on a later day, the model predicted %2 recall "
                               "on average; you recalled %3.")
                                .arg(number(calibrated, m_language),
                                     number(predictedSum / calibrated * 100, m_language, 1)
                                         + percentSign,
                                     number(recalledSum / calibrated * 100, m_language, 1)
                                         + percentSign);

    const int minutes = int(std::lround(totalMs / double(kMsPerMinute)));
    //: Totals above the statistics: "40 answers on 3 days, 25 minutes in the last year".
    m_totalsText = tr("%1 on %2, %3 in the last year")
                       //: Part of the totals above the statistics.
                       .arg(tr("%n answer(s)", nullptr, yearReviews),
                            //: Part of the totals above the statistics: days with answers.
                            tr("%n day(s)", nullptr, daysStudied),
                            //: Part of the totals above the statistics: time spent answering.
                            tr("%n minute(s)", nullptr, minutes));
}

void StatsSummary::setStudy(Study *study)
{
    if (m_study.set(study))
        emit studyChanged();
}

} // namespace astrolabe
