#pragma once

#include "report/report_text.h"
#include "study_link.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QVariantList>

#include <memory>

namespace astrolabe {

// Settings → Memory for the open profile: the desired retention with what it costs and keeps
// over the next year (memory::simulateWorkload on the learner's own questions and parameters),
// fitting the parameters to the learner's answers (in the background; enabled once there are
// enough, saying why otherwise), going back to FSRS-6's defaults, and every change with its
// date, the newest undoable. Each change goes through the study, which recomputes every
// memory state and saves model, history and states in one transaction. Texts are in the
// interface language (Persian digits, Jalali dates).
class MemoryModelSettings : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    // The study it shows: App.study.
    Q_PROPERTY(astrolabe::Study *study READ study WRITE setStudy NOTIFY studyChanged REQUIRED)
    Q_PROPERTY(double retention READ retention NOTIFY changed) // the model's, 0.70-0.97
    Q_PROPERTY(double minRetention READ minRetention CONSTANT)
    Q_PROPERTY(double maxRetention READ maxRetention CONSTANT)
    Q_PROPERTY(bool fitted READ fitted NOTIFY changed) // the learner's own parameters in use
    Q_PROPERTY(QString modelText READ modelText NOTIFY changed)
    Q_PROPERTY(bool canFit READ canFit NOTIFY changed)
    Q_PROPERTY(QString fitNote READ fitNote NOTIFY changed) // why not yet, or what it will use
    Q_PROPERTY(bool fitting READ fitting NOTIFY fittingChanged)
    Q_PROPERTY(QString fitReport READ fitReport NOTIFY changed) // the last fit's figures
    Q_PROPERTY(QString message READ message NOTIFY messageChanged) // what the last action did
    Q_PROPERTY(QStringList history READ history NOTIFY changed)    // newest first
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY changed)
    // The retention tried on the chart (follows the model's until the learner moves it).
    Q_PROPERTY(double previewRetention READ previewRetention WRITE setPreviewRetention
                   NOTIFY previewChanged)
    // The next 52 weeks for previewRetention: answers a day (each week's mean, one decimal), the
    // percentage of the course's questions remembered at each week's end, a label per week, and
    // one sentence of the totals.
    Q_PROPERTY(QVariantList dailyReviews READ dailyReviews NOTIFY previewChanged)
    Q_PROPERTY(QVariantList weeklyRemembered READ weeklyRemembered NOTIFY previewChanged)
    Q_PROPERTY(QStringList weekLabels READ weekLabels NOTIFY previewChanged)
    Q_PROPERTY(double maxDailyReviews READ maxDailyReviews NOTIFY previewChanged)
    Q_PROPERTY(int questionCount READ questionCount NOTIFY previewChanged)
    Q_PROPERTY(QString previewText READ previewText NOTIFY previewChanged)

public:
    explicit MemoryModelSettings(QObject *parent = nullptr);
    ~MemoryModelSettings() override;

    double retention() const { return m_retention; }
    double minRetention() const;
    double maxRetention() const;
    bool fitted() const { return m_fitted; }
    QString modelText() const { return m_modelText; }
    bool canFit() const { return m_canFit && !m_fitting; }
    QString fitNote() const { return m_fitNote; }
    bool fitting() const { return m_fitting; }
    QString fitReport() const { return m_fitReport; }
    QString message() const { return m_message; }
    QStringList history() const { return m_history; }
    bool canUndo() const { return m_canUndo && !m_fitting; }

    double previewRetention() const { return m_preview; }
    void setPreviewRetention(double retention);
    QVariantList dailyReviews() const { return m_dailyReviews; }
    QVariantList weeklyRemembered() const { return m_weeklyRemembered; }
    QStringList weekLabels() const { return m_weekLabels; }
    double maxDailyReviews() const { return m_maxDailyReviews; }
    int questionCount() const { return m_questionCount; }
    QString previewText() const { return m_previewText; }

    // Makes `retention` (clamped to the range) the learner's desired retention.
    Q_INVOKABLE void setRetention(double retention);
    // Fits the parameters to the learner's answers in the background; the result is used at
    // once (undoable), and message says how it did.
    Q_INVOKABLE void fit();
    // FSRS-6's default parameters again (the retention stays).
    Q_INVOKABLE void useDefaults();
    // Takes the newest change back.
    Q_INVOKABLE void undo();

    Study *study() const { return m_study.get(); }
    void setStudy(Study *study);

signals:
    void studyChanged();
    void changed();
    void fittingChanged();
    void messageChanged();
    void previewChanged();

private:
    struct FitJob;

    void refresh();
    void simulate();
    void setMessage(const QString &message);
    void finishFit();
    report::ReportText text() const; // in the interface language
    QString percent(double fraction) const;

    StudyLink m_study;
    double m_retention = 0.9;
    bool m_fitted = false;
    QString m_modelText;
    bool m_canFit = false;
    QString m_fitNote;
    bool m_fitting = false;
    QString m_fitReport;
    QString m_message;
    QStringList m_history;
    bool m_canUndo = false;
    double m_preview = 0.9;
    bool m_previewMoved = false;
    QString m_simulatedFor; // what the chart was computed for (model, retention, answers)
    QVariantList m_dailyReviews;
    QVariantList m_weeklyRemembered;
    QStringList m_weekLabels;
    double m_maxDailyReviews = 0;
    int m_questionCount = 0;
    QString m_previewText;
    std::shared_ptr<FitJob> m_job;
};

} // namespace astrolabe
