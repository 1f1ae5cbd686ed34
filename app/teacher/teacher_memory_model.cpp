#include "teacher_memory_model.h"

#include "background_work.h"
#include "quiz_review_text.h"

#include "memory/fsrs_optimizer.h"
#include "report/report_text.h"
#include "security/lab_defaults.h"
#include "store/data_location.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QTimeZone>


namespace astrolabe {

// A fit running in the background: the class it was given and what it gave.
struct TeacherMemoryModel::Job
{
    QVector<store::ClassStudent> students;
    qint64 atMs = 0;
    review::ClassModelFit result;
};

TeacherMemoryModel::TeacherMemoryModel(QObject *parent) : QObject(parent) {}

TeacherMemoryModel::~TeacherMemoryModel() = default;

QString TeacherMemoryModel::number(double value, int decimals) const
{
    return report::ReportText(m_language, QTimeZone::utc()).decimal(value, decimals);
}

QString TeacherMemoryModel::percent(double share) const
{
    return report::ReportText(m_language, QTimeZone::utc()).percent(share, 1);
}

void TeacherMemoryModel::setMessage(const QString &message)
{
    if (m_message == message)
        return;
    m_message = message;
    emit messageChanged();
}

QString TeacherMemoryModel::target() const
{
    const security::LabDefaults lab;
    if (!lab.classWeightsFile().isEmpty())
        return lab.classWeightsFile();
    if (!lab.file().isEmpty())
        return lab.file();
    return store::folderSettingsPath(m_dataFolder);
}

void TeacherMemoryModel::setClass(const QVector<store::ClassStudent> &students,
                                  const QString &language, const QString &dataFolder)
{
    QVector<qint64> before, after;
    for (const auto &s : m_students)
        before << s.exportedMs << s.reviews.size();
    for (const auto &s : students)
        after << s.exportedMs << s.reviews.size();
    const bool same = before == after && m_language == language;
    m_language = language;
    m_dataFolder = dataFolder;
    if (same)
        return;
    if (before != after)
        m_fit.reset(); // another class, or new files: fit again
    m_students = students;
    describe();
}

void TeacherMemoryModel::describe()
{
    qint64 answers = 0;
    int withAnswers = 0;
    for (const store::ClassStudent &student : m_students) {
        answers += student.reviews.size();
        withAnswers += student.reviews.isEmpty() ? 0 : 1;
    }
    //: Teacher view, the class's memory model: %1 answers, %2 students, before a fit.
    m_note = tr("A fit uses all %1 answers of the %2 students with answers, each student's "
                "questions kept apart.")
                 .arg(number(double(answers)), number(withAnswers));
    m_report.clear();
    m_calibration = CalibrationLists();
    if (m_fit) {
        const review::FitReport &f = m_fit->fit.report;
        //: Teacher view: how well FSRS-6's defaults and the class's fit predict its answers.
        m_report = tr("How well each predicts the class's answers (lower is better): FSRS-6's "
                      "defaults, log loss %1 and RMSE %2; fitted to the class, log loss %3 and "
                      "RMSE %4. From %5 answers on a later day by %6 students.")
                       .arg(number(f.defaultLogLoss, 3), percent(f.defaultRmseBins),
                            number(f.logLoss, 3), percent(f.rmseBins), number(double(f.items)),
                            number(m_fit->students));
        m_calibration = CalibrationLists::of(m_fit->calibration, m_language);
    }
    emit changed();
}

void TeacherMemoryModel::fit()
{
    if (!canFit())
        return;
    auto job = std::make_shared<Job>();
    job->students = m_students;
    job->atMs = QDateTime::currentMSecsSinceEpoch();
    m_job = job;
    m_fitting = true;
    emit changed();
    //: Teacher view, while the class's memory model is fitted.
    setMessage(tr("Fitting the class's memory model…"));
    runInBackground(
        this, QStringLiteral("class model fit"),
        [job] { job->result = review::fitClassModel(job->students, job->atMs); },
        [this, job] { finish(job); });
}

void TeacherMemoryModel::finish(const std::shared_ptr<Job> &job)
{
    m_fitting = false;
    if (job != m_job) { // the class changed meanwhile
        emit changed();
        return;
    }
    m_job.reset();
    const memory::FitOutcome &outcome = job->result.fit.outcome;
    if (outcome.refusal == memory::FitOutcome::Refusal::OneRating) {
        //: Teacher view, when every answer of the class had the same memory rating; %1 its
        //: name (Again, Hard, Good or Easy, as the quiz shows it).
        setMessage(tr("The class's memory model could not be fitted: every answer was rated "
                      "%1, so the answers show nothing of how the students forget.")
                       .arg(QuizReviewText::ratingName(memory::Rating(outcome.onlyRating))));
        emit changed();
        return;
    }
    if (outcome.stage == memory::FitOutcome::Stage::Refused) {
        //: Teacher view: the class's answers are too few to fit a model.
        setMessage(tr("The class's memory model could not be fitted: it needs at least %1 "
                      "answers given on a later day than the one before them to the same "
                      "question.")
                       .arg(number(memory::kMinFitItems)));
        emit changed();
        return;
    }
    m_fit = std::make_unique<review::ClassModelFit>(job->result);
    describe();
    //: Teacher view, after the class's fit: %1 and %2 the log loss before and after.
    setMessage(tr("Fitted: the log loss went from %1 with FSRS-6's defaults to %2 for the "
                  "class.")
                   .arg(number(m_fit->fit.report.defaultLogLoss, 3),
                        number(m_fit->fit.report.logLoss, 3)));
}

void TeacherMemoryModel::useForNewLearners()
{
    if (!m_fit)
        return;
    const QString path = target();
    const QFileInfo info(path);
    const bool writable = info.exists() ? info.isWritable()
                                        : QFileInfo(info.absolutePath()).isWritable();
    if (!writable) {
        //: Teacher view: %1 the lab file that cannot be written from this account.
        setMessage(tr("The lab file %1 cannot be written from this account. Run `astrolabe "
                      "class-fit --in FOLDER --lab-file %1` as its owner instead.")
                       .arg(QDir::toNativeSeparators(path)));
        return;
    }
    if (!security::LabDefaults::writeClassWeights(path, m_fit->fit.outcome.weights)) {
        setMessage(tr("The lab file %1 could not be written; nothing was changed.")
                       .arg(QDir::toNativeSeparators(path)));
        return;
    }
    //: Teacher view, after the class's model was written: %1 the file, %2 the answers needed.
    setMessage(tr("Written to %1. Every profile with fewer than %2 answers on a later day of "
                  "its own takes the class's model when it opens; learners can go back to "
                  "the defaults in Settings.")
                   .arg(QDir::toNativeSeparators(path), number(memory::kMinFitItems)));
}

} // namespace astrolabe
