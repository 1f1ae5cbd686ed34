#pragma once

#include "report/report_period.h"
#include "report/student_log.h"
#include "report/student_summary.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QVariantList>

namespace astrolabe::content {
class ContentPack;
}

namespace astrolabe {

// One student of the class, as the teacher view opens them from the table: over the chosen
// period, their mastery of every lesson, their answers per day (the period's last 30 days),
// the questions they recall worst and their last answers (what they gave, right or wrong).
// Filled by TeacherClass from the student's imported log; pure presentation of a summary.
class TeacherStudentDetail : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A student's detail comes from TeacherClass.")
    Q_PROPERTY(bool shown READ shown NOTIFY changed)
    Q_PROPERTY(QString studentId READ studentId NOTIFY changed)
    Q_PROPERTY(QString name READ name NOTIFY changed)
    // "718 answers in the period, the last on 1 Dec 2026" in the interface language.
    Q_PROPERTY(QString summaryText READ summaryText NOTIFY changed)
    // Each lesson, course order: {title, text ("45%" or "not started"), value (0-1), started}.
    Q_PROPERTY(QVariantList lessons READ lessons NOTIFY changed)
    // The period's last 30 days, oldest first: {label (the day), value (answers)}; and the most.
    Q_PROPERTY(QVariantList days READ days NOTIFY changed)
    Q_PROPERTY(int busiestDay READ busiestDay NOTIFY changed)
    // Up to 5 answered questions, lowest recall first: {place, prompt, recallText}.
    Q_PROPERTY(QVariantList hardest READ hardest NOTIFY changed)
    // Up to 10 answers of the period, newest first: {when, place, prompt, answer, correct}.
    Q_PROPERTY(QVariantList lastAnswers READ lastAnswers NOTIFY changed)

public:
    static constexpr int kDays = 30;
    static constexpr int kHardest = 5;
    static constexpr int kLastAnswers = 10;

    explicit TeacherStudentDetail(QObject *parent = nullptr);

    bool shown() const { return !m_studentId.isEmpty(); }
    QString studentId() const { return m_studentId; }
    QString name() const { return m_name; }
    QString summaryText() const { return m_summaryText; }
    QVariantList lessons() const { return m_lessons; }
    QVariantList days() const { return m_days; }
    int busiestDay() const { return m_busiestDay; }
    QVariantList hardest() const { return m_hardest; }
    QVariantList lastAnswers() const { return m_lastAnswers; }

    void show(const report::StudentLog &log, const report::StudentSummary &summary,
              const content::ContentPack *pack, const report::ReportPeriod &period,
              const QString &language);
    void clear();

signals:
    void changed();

private:
    QString m_studentId;
    QString m_name;
    QString m_summaryText;
    QVariantList m_lessons;
    QVariantList m_days;
    int m_busiestDay = 0;
    QVariantList m_hardest;
    QVariantList m_lastAnswers;
};

} // namespace astrolabe
