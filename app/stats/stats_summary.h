#pragma once

#include "calibration_lists.h"
#include "study_link.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QVariantList>

namespace astrolabe {

// The numbers of the statistics page for the open profile, computed by core/stats (pure
// functions over the review log and memory states at the service's time) and written for the
// charts: values, and labels in the interface language (Persian digits, Jalali dates).
// Follows its study (reviewsChanged: after answers, another profile, as time passes); the
// study's language changing rewrites the labels. changed() comes only when something did change.
class StatsSummary : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    // The study it shows: App.study.
    Q_PROPERTY(astrolabe::Study *study READ study WRITE setStudy NOTIFY studyChanged REQUIRED)
    Q_PROPERTY(QString language READ language NOTIFY languageChanged) // the study's
    Q_PROPERTY(bool empty READ isEmpty NOTIFY changed)
    Q_PROPERTY(int totalReviews READ totalReviews NOTIFY changed)
    Q_PROPERTY(QString totalsText READ totalsText NOTIFY changed)
    // The last 30 days, oldest first: answers, minutes spent, and a label per day.
    Q_PROPERTY(QVariantList dailyReviews READ dailyReviews NOTIFY changed)
    Q_PROPERTY(QVariantList dailyMinutes READ dailyMinutes NOTIFY changed)
    Q_PROPERTY(QStringList dayLabels READ dayLabels NOTIFY changed)
    // The last 12 weeks, oldest first: true retention in percent (-1: no reviews that week).
    Q_PROPERTY(QVariantList weeklyRetention READ weeklyRetention NOTIFY changed)
    Q_PROPERTY(QStringList weekLabels READ weekLabels NOTIFY changed)
    Q_PROPERTY(double desiredRetention READ desiredRetention NOTIFY changed)
    // The next 30 days, today first: questions becoming due.
    Q_PROPERTY(QVariantList forecast READ forecast NOTIFY changed)
    Q_PROPERTY(QStringList forecastLabels READ forecastLabels NOTIFY changed)
    // Today's share of the forecast: due now (the sky's count), and due later today.
    Q_PROPERTY(int dueNowCount READ dueNowCount NOTIFY changed)
    Q_PROPERTY(int dueLaterTodayCount READ dueLaterTodayCount NOTIFY changed)
    // One map per lesson: title, learned, questions, recall (percent).
    Q_PROPERTY(QVariantList lessons READ lessons NOTIFY changed)
    // Stability spans: how many questions, and each span's label.
    Q_PROPERTY(QVariantList stabilityCounts READ stabilityCounts NOTIFY changed)
    Q_PROPERTY(QStringList stabilityLabels READ stabilityLabels NOTIFY changed)
    // The calendar heat map of the last year: one map per cell, a week per column, the first
    // column padded to the locale's first day of the week: count (-1 for padding), level 0-4,
    // label ("12 answers on 3 Mar 2026").
    Q_PROPERTY(QVariantList heatMap READ heatMap NOTIFY changed)
    // Calibration: the answers given on a later day than the one before, in bins of the
    // recall the model predicted just before them (empty bins left out), lowest first: the
    // mean prediction and the share recalled (percent), the answers in each, a label per bin
    // ("80–90%"), and one sentence of the whole (empty when there is nothing to show).
    Q_PROPERTY(QVariantList calibrationPredicted READ calibrationPredicted NOTIFY changed)
    Q_PROPERTY(QVariantList calibrationRecalled READ calibrationRecalled NOTIFY changed)
    Q_PROPERTY(QVariantList calibrationCounts READ calibrationCounts NOTIFY changed)
    Q_PROPERTY(QStringList calibrationLabels READ calibrationLabels NOTIFY changed)
    Q_PROPERTY(QString calibrationText READ calibrationText NOTIFY changed)
    Q_PROPERTY(int maxDaily READ maxDaily NOTIFY changed)
    Q_PROPERTY(int maxForecast READ maxForecast NOTIFY changed)
    Q_PROPERTY(double maxMinutes READ maxMinutes NOTIFY changed)
    Q_PROPERTY(int maxStability READ maxStability NOTIFY changed)

public:
    explicit StatsSummary(QObject *parent = nullptr);

    QString language() const { return m_language; }

    bool isEmpty() const { return m_totalReviews == 0; }
    int totalReviews() const { return m_totalReviews; }
    QString totalsText() const { return m_totalsText; }
    QVariantList dailyReviews() const { return m_dailyReviews; }
    QVariantList dailyMinutes() const { return m_dailyMinutes; }
    QStringList dayLabels() const { return m_dayLabels; }
    QVariantList weeklyRetention() const { return m_weeklyRetention; }
    QStringList weekLabels() const { return m_weekLabels; }
    double desiredRetention() const { return m_desiredRetention; }
    QVariantList forecast() const { return m_forecast; }
    QStringList forecastLabels() const { return m_forecastLabels; }
    int dueNowCount() const { return m_dueNowCount; }
    int dueLaterTodayCount() const { return m_dueLaterTodayCount; }
    QVariantList lessons() const { return m_lessons; }
    QVariantList stabilityCounts() const { return m_stabilityCounts; }
    QStringList stabilityLabels() const { return m_stabilityLabels; }
    QVariantList heatMap() const { return m_heatMap; }
    QVariantList calibrationPredicted() const { return m_calibration.predicted; }
    QVariantList calibrationRecalled() const { return m_calibration.recalled; }
    QVariantList calibrationCounts() const { return m_calibration.counts; }
    QStringList calibrationLabels() const { return m_calibration.labels; }
    QString calibrationText() const { return m_calibrationText; }
    int maxDaily() const { return m_maxDaily; }
    int maxForecast() const { return m_maxForecast; }
    double maxMinutes() const { return m_maxMinutes; }
    int maxStability() const { return m_maxStability; }


    Study *study() const { return m_study.get(); }
    void setStudy(Study *study);

signals:
    void studyChanged();
    void languageChanged();
    void changed();

private:
    void compute();
    QVariantList snapshot() const;

    QString m_language = QStringLiteral("en");
    int m_totalReviews = 0;
    QString m_totalsText;
    QVariantList m_dailyReviews;
    QVariantList m_dailyMinutes;
    QStringList m_dayLabels;
    QVariantList m_weeklyRetention;
    QStringList m_weekLabels;
    double m_desiredRetention = 90.0;
    QVariantList m_forecast;
    QStringList m_forecastLabels;
    int m_dueNowCount = 0;
    int m_dueLaterTodayCount = 0;
    QVariantList m_lessons;
    QVariantList m_stabilityCounts;
    QStringList m_stabilityLabels;
    QVariantList m_heatMap;
    CalibrationLists m_calibration;
    QString m_calibrationText;
    int m_maxDaily = 0;
    int m_maxForecast = 0;
    double m_maxMinutes = 0.0;
    int m_maxStability = 0;
    // Reads the learner's memory again: run by the study's reviewsChanged(), never asked.
    void refresh();
    void setLanguage(const QString &language);
    StudyLink m_study{this, [this] { refresh(); },
                      [this] { setLanguage(m_study.language()); }};
};

} // namespace astrolabe
