#pragma once

#include "content/course_outline.h"
#include "report/period_comparison.h"
#include "report/report_period.h"
#include "report/student_log.h"

#include <QAbstractListModel>
#include <QQmlEngine>
#include <QString>
#include <QVariantList>
#include <QVector>

#include <optional>

namespace astrolabe {

// The teacher view's comparison of the chosen period with the previous period of the same
// number of days (report::comparePeriods): the two periods' days, the class's figures side by
// side with their change, and one row per student. Off at first; turned on (`active`) it
// follows every period change and import TeacherClass passes on. "All time" has no period
// before it: `available` is false and `unavailableText` says why. Every figure is written
// here, in the interface language (Persian digits, signed changes isolated left to right).
class TeacherComparisonModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The comparison comes from TeacherClass.")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    Q_PROPERTY(bool active READ active WRITE setActive NOTIFY activeChanged)
    Q_PROPERTY(bool available READ available NOTIFY changed)
    // "Compare with the 7 days before" (the period's number of days).
    Q_PROPERTY(QString toggleText READ toggleText NOTIFY changed)
    // Why there is nothing to compare with ("" when there is).
    Q_PROPERTY(QString unavailableText READ unavailableText NOTIFY changed)
    // The two periods' days: "1 Mar 2026 – 7 Mar 2026"; "" when not compared.
    Q_PROPERTY(QString periodText READ periodText NOTIFY changed)
    Q_PROPERTY(QString previousText READ previousText NOTIFY changed)
    // The class's figures, each {label, before, now, change}: answers, answered right, time
    // studied, questions learned, mastery.
    Q_PROPERTY(QVariantList classFigures READ classFigures NOTIFY changed)
    // The column heads: "The 7 days before", "These 7 days".
    Q_PROPERTY(QString beforeHead READ beforeHead NOTIFY changed)
    Q_PROPERTY(QString nowHead READ nowHead NOTIFY changed)
    // "Ali went quiet, Sara started" in one sentence; "" when nobody did.
    Q_PROPERTY(QString flagsText READ flagsText NOTIFY changed)

public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        StudentIdRole,
        AnswersBeforeRole,   // int
        AnswersNowRole,      // int
        AnswersTextRole,     // "12 → 30"
        AnswersChangeRole,   // "+18"
        RightTextRole,       // "60% → 75%"
        RightChangeRole,     // "+15%"
        TimeTextRole,        // "20 min → 45 min"
        TimeChangeRole,      // "+25 min"
        MasteryBeforeRole,   // real
        MasteryNowRole,      // real
        MasteryTextRole,     // "40% → 52%"
        MasteryChangeRole,   // "+12%"
        FlagRole,            // "quiet", "started" or ""
        FlagTextRole,        // "went quiet" / "started" / ""
        AccessibleTextRole,  // the row as one sentence, for a screen reader
    };
    Q_ENUM(Role)

    explicit TeacherComparisonModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    bool active() const { return m_active; }
    void setActive(bool active);
    bool available() const { return m_available; }
    QString toggleText() const { return m_toggleText; }
    QString unavailableText() const { return m_unavailableText; }
    QString periodText() const { return m_periodText; }
    QString previousText() const { return m_previousText; }
    QVariantList classFigures() const { return m_classFigures; }
    QString beforeHead() const { return m_beforeHead; }
    QString nowHead() const { return m_nowHead; }
    QString flagsText() const { return m_flagsText; }

    // The class and period to compare (TeacherClass passes them after every summary); the
    // comparison is made while `active`.
    void setClass(const QVector<report::StudentLog> &logs, const content::CourseOutline &course,
                  const report::ReportPeriod &period, const QString &language);
    // The comparison shown; nothing while off or for "all time".
    const std::optional<report::PeriodComparison> &comparison() const { return m_comparison; }

signals:
    void countChanged();
    void activeChanged();
    void changed();

private:
    void update();

    QVector<report::StudentLog> m_logs;
    content::CourseOutline m_course;
    report::ReportPeriod m_period;
    QString m_language = QStringLiteral("en");
    bool m_active = false;
    bool m_available = false;
    std::optional<report::PeriodComparison> m_comparison;
    QString m_toggleText;
    QString m_unavailableText;
    QString m_periodText;
    QString m_previousText;
    QVariantList m_classFigures;
    QString m_beforeHead;
    QString m_nowHead;
    QString m_flagsText;
};

} // namespace astrolabe
