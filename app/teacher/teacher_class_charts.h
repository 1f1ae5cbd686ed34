#pragma once

#include "report/class_summary.h"
#include "report/report_period.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QVariantList>

namespace astrolabe {

// The teacher view's two charts, from the same class summary and period as its table: the
// class's answers per day (or per week when the days are more than kMaxDailyBars) and each
// lesson's mastery (the class's average recall now, in percent). Labels and captions are in
// the interface language. Made and filled by TeacherClass.
class TeacherClassCharts : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The teacher view's charts come from TeacherClass.")
    // Answers per bar, oldest first; dayLabels names each bar by its (first) day.
    Q_PROPERTY(QVariantList dailyValues READ dailyValues NOTIFY changed)
    Q_PROPERTY(QStringList dayLabels READ dayLabels NOTIFY changed)
    Q_PROPERTY(int maxDaily READ maxDaily NOTIFY changed)
    Q_PROPERTY(bool weekly READ weekly NOTIFY changed)
    // What the bars span, e.g. "One bar a day, 10 Feb 2026 – 20 Feb 2026".
    Q_PROPERTY(QString dailyCaption READ dailyCaption NOTIFY changed)
    // Each lesson's mastery in percent (0..100), course order; labelled as the table's heads.
    Q_PROPERTY(QVariantList lessonValues READ lessonValues NOTIFY changed)
    Q_PROPERTY(QStringList lessonLabels READ lessonLabels NOTIFY changed)

public:
    static constexpr int kMaxDailyBars = 60;

    explicit TeacherClassCharts(QObject *parent = nullptr);

    QVariantList dailyValues() const { return m_dailyValues; }
    QStringList dayLabels() const { return m_dayLabels; }
    int maxDaily() const { return m_maxDaily; }
    bool weekly() const { return m_weekly; }
    QString dailyCaption() const { return m_dailyCaption; }
    QVariantList lessonValues() const { return m_lessonValues; }
    QStringList lessonLabels() const { return m_lessonLabels; }

    void setSummary(const report::ClassSummary &summary, const report::ReportPeriod &period,
                    const QString &language);

signals:
    void changed();

private:
    void setDaily(const report::ClassSummary &summary, const report::ReportPeriod &period,
                  const QString &language);

    QVariantList m_dailyValues;
    QStringList m_dayLabels;
    int m_maxDaily = 0;
    bool m_weekly = false;
    QString m_dailyCaption;
    QVariantList m_lessonValues;
    QStringList m_lessonLabels;
};

} // namespace astrolabe
