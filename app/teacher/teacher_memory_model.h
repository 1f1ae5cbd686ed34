#pragma once

#include "calibration_lists.h"
#include "review/class_model.h"
#include "store/class_student.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QVariantList>

#include <memory>

namespace astrolabe {

// The teacher view's class memory model: FSRS-6 fitted to every imported student's answers
// (review::fitClassModel, in the background), how it and the defaults predict the class, its
// calibration, and writing it as the default of profiles with too little history of their
// own: into the lab file that sets the class's parameters, else the lab file, else this data
// folder's astrolabe.ini. Texts in the interface language. Fed by TeacherClass.
class TeacherMemoryModel : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The teacher view's class model is TeacherClass.memoryModel.")
    Q_PROPERTY(bool canFit READ canFit NOTIFY changed)
    Q_PROPERTY(bool fitting READ fitting NOTIFY changed)
    Q_PROPERTY(bool fitted READ fitted NOTIFY changed)
    Q_PROPERTY(QString note READ note NOTIFY changed)     // what a fit will use
    Q_PROPERTY(QString report READ report NOTIFY changed) // the fit's figures
    Q_PROPERTY(QString message READ message NOTIFY messageChanged) // what the last action did
    // The calibration with the fitted parameters, lowest bin first (percent, counts, "80–90%").
    Q_PROPERTY(QVariantList predicted READ predicted NOTIFY changed)
    Q_PROPERTY(QVariantList recalled READ recalled NOTIFY changed)
    Q_PROPERTY(QVariantList counts READ counts NOTIFY changed)
    Q_PROPERTY(QStringList labels READ labels NOTIFY changed)
    Q_PROPERTY(QString target READ target NOTIFY changed) // the file "Use" writes

public:
    explicit TeacherMemoryModel(QObject *parent = nullptr);
    ~TeacherMemoryModel() override;

    bool canFit() const { return !m_students.isEmpty() && !m_fitting; }
    bool fitting() const { return m_fitting; }
    bool fitted() const { return m_fit != nullptr; }
    QString note() const { return m_note; }
    QString report() const { return m_report; }
    QString message() const { return m_message; }
    QVariantList predicted() const { return m_calibration.predicted; }
    QVariantList recalled() const { return m_calibration.recalled; }
    QVariantList counts() const { return m_calibration.counts; }
    QStringList labels() const { return m_calibration.labels; }
    QString target() const;

    // The imported class (the fit is dropped when it changes), the language, the data folder.
    void setClass(const QVector<store::ClassStudent> &students, const QString &language,
                  const QString &dataFolder);

    Q_INVOKABLE void fit();
    // Writes the fitted parameters as the default for profiles with too little history.
    Q_INVOKABLE void useForNewLearners();

signals:
    void changed();
    void messageChanged();

private:
    struct Job;
    void finish(const std::shared_ptr<Job> &job);
    void describe();
    void setMessage(const QString &message);
    QString number(double value, int decimals = 0) const;
    QString percent(double share) const;

    QVector<store::ClassStudent> m_students;
    QString m_language = QStringLiteral("en");
    QString m_dataFolder;
    bool m_fitting = false;
    std::unique_ptr<review::ClassModelFit> m_fit;
    std::shared_ptr<Job> m_job;
    QString m_note;
    QString m_report;
    QString m_message;
    CalibrationLists m_calibration;
};

} // namespace astrolabe
