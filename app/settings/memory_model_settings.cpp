#include "memory_model_settings.h"

#include "background_work.h"
#include "quiz_review_text.h"

#include "memory/day_boundary.h"
#include "memory/workload_simulation.h"
#include "report/report_text.h"
#include "review/fit_from_log.h"
#include "review/review_service.h"
#include "store/store.h"
#include "time/time_units.h"

#include <QTimeZone>

#include <algorithm>
#include <cmath>

namespace astrolabe {

namespace {

constexpr int kWeeks = 52;
constexpr int kRuns = 8;

using review::MemoryModel;
using review::MemoryModelChange;
using review::MemoryModelHistory;

} // namespace

// A fit running in the background: what it was given and what it gave.
struct MemoryModelSettings::FitJob
{
    QString profile;
    QVector<store::ReviewRecord> rows;
    int dayOffsetMinutes = 0;
    qint64 atMs = 0;
    review::LogFit result;
};

MemoryModelSettings::MemoryModelSettings(QObject *parent)
    : QObject(parent)
    , m_study(this, [this] { refresh(); }, [this] { refresh(); })
{
}

MemoryModelSettings::~MemoryModelSettings() = default;

double MemoryModelSettings::minRetention() const
{
    return MemoryModelHistory::kMinRetention;
}

double MemoryModelSettings::maxRetention() const
{
    return MemoryModelHistory::kMaxRetention;
}

void MemoryModelSettings::setStudy(Study *study)
{
    if (m_study.set(study))
        emit studyChanged();
}

report::ReportText MemoryModelSettings::text() const
{
    return report::ReportText(m_study.language(), QTimeZone::systemTimeZone());
}

// "90%", "4.8%": a tenth of a percent when there is one.
QString MemoryModelSettings::percent(double fraction) const
{
    const double value = std::round(fraction * 1000) / 10;
    return text().percent(value / 100, std::abs(value - std::round(value)) < 1e-9 ? 0 : 1);
}

void MemoryModelSettings::setMessage(const QString &message)
{
    if (m_message == message)
        return;
    m_message = message;
    emit messageChanged();
}

void MemoryModelSettings::refresh()
{
    Study *study = m_study.opened();
    m_history.clear();
    m_canUndo = false;
    m_fitReport.clear();
    m_canFit = false;
    m_fitNote.clear();
    if (!study) {
        m_retention = 0.9;
        m_fitted = false;
        m_modelText.clear();
        emit changed();
        simulate();
        return;
    }
    const review::ReviewService &service = *study->service();
    const MemoryModel model = service.memoryModel();
    const MemoryModelHistory &history = service.memoryModelHistory();
    const report::ReportText text = this->text();
    m_retention = model.retention;
    m_fitted = bool(model.weights);
    const auto lastFit = history.lastFit();
    if (!m_fitted)
        //: Settings → Memory: which parameters the memory model uses.
        m_modelText = tr("The memory model uses FSRS-6's default parameters, the same for "
                         "every learner.");
    else if (!history.isEmpty()
             && history.changes().constLast().kind == MemoryModelChange::Kind::ClassModel
             && history.changes().constLast().after.weights == model.weights)
        //: Settings → Memory: the lab's class parameters were taken on %1 (a date).
        m_modelText = tr("The memory model uses your class's parameters, set by your teacher "
                         "and taken on %1, until you have enough answers to fit your own.")
                          .arg(text.date(history.changes().constLast().atMs));
    else if (lastFit && lastFit->after.weights == model.weights)
        m_modelText = tr("The memory model uses parameters fitted to your own answers on %1.")
                          .arg(text.date(lastFit->atMs));
    else
        m_modelText = tr("The memory model uses parameters of its own.");
    if (lastFit && lastFit->fit) {
        const review::FitReport &f = *lastFit->fit;
        //: Settings → Memory: how well the defaults and the fit predicted the learner's
        //: answers. Log loss and RMSE: lower is better. %5 the date, %6 how many answers
        //: (those given on a later day than the one before, as in "%1 of your answers will
        //: be used").
        m_fitReport = tr("How well each predicted your answers (lower is better): FSRS-6's "
                         "defaults, log loss %1 and RMSE %2; fitted, log loss %3 and RMSE %4. "
                         "Fitted on %5 to %6 answers.")
                          .arg(text.decimal(f.defaultLogLoss, 3), percent(f.defaultRmseBins),
                               text.decimal(f.logLoss, 3), percent(f.rmseBins),
                               text.date(f.atMs), text.number(f.items));
    }
    const auto &changes = history.changes();
    for (auto it = changes.crbegin(); it != changes.crend(); ++it) {
        QString what;
        switch (it->kind) {
        case MemoryModelChange::Kind::Retention:
            //: A line of the memory model's history: %1 and %2 the retention before and after.
            what = tr("desired retention from %1 to %2")
                       .arg(percent(it->before.retention), percent(it->after.retention));
            break;
        case MemoryModelChange::Kind::Fit:
            what = it->fit ? tr("parameters fitted to your answers (log loss from %1 to %2)")
                                 .arg(text.decimal(it->fit->defaultLogLoss, 3),
                                      text.decimal(it->fit->logLoss, 3))
                           : tr("parameters fitted to your answers");
            break;
        case MemoryModelChange::Kind::Defaults:
            what = tr("back to FSRS-6's default parameters");
            break;
        case MemoryModelChange::Kind::ClassModel:
            what = tr("your class's parameters");
            break;
        }
        //: A line of the memory model's history: %1 the date, %2 what changed.
        m_history << tr("%1: %2").arg(text.date(it->atMs), what);
    }
    m_canUndo = !changes.isEmpty();

    memory::ReviewHistory log(service.scheduler().config().dayOffsetMinutes);
    review::addLogToHistory(log, study->store()->reviews().all());
    const qint64 items = review::fittableItems(log);
    if (items < memory::kMinFitItems)
        //: Settings → Memory, why "Fit to my answers" cannot be pressed yet.
        m_fitNote = tr("Fitting needs at least %1 answers given on a later day than the "
                       "answer before them to the same question; you have %2 so far.")
                        .arg(text.number(memory::kMinFitItems), text.number(items));
    else if (items < memory::kFullFitItems)
        m_fitNote = tr("%1 of your answers can be used: enough to fit how long a first "
                       "answer lasts; the other parameters need %2.")
                        .arg(text.number(items), text.number(memory::kFullFitItems));
    else
        m_fitNote = tr("%1 of your answers will be used.").arg(text.number(items));
    m_canFit = items >= memory::kMinFitItems;
    emit changed();
    if (!m_previewMoved)
        m_preview = m_retention;
    simulate();
}

void MemoryModelSettings::setPreviewRetention(double retention)
{
    retention = std::clamp(retention, minRetention(), maxRetention());
    m_previewMoved = std::abs(retention - m_retention) > 1e-9;
    if (std::abs(retention - m_preview) < 1e-9)
        return;
    m_preview = retention;
    simulate();
}

void MemoryModelSettings::simulate()
{
    Study *study = m_study.opened();
    const QString key = study ? QStringLiteral("%1|%2|%3|%4|%5")
                                    .arg(study->profileName())
                                    .arg(m_preview, 0, 'g', 6)
                                    .arg(study->store()->reviews().count())
                                    .arg(MemoryModelHistory::weightsText(
                                        study->service()->scheduler().config().weights))
                                    .arg(m_study.language())
                              : QString();
    if (key == m_simulatedFor)
        return;
    m_simulatedFor = key;
    m_dailyReviews.clear();
    m_weeklyRemembered.clear();
    m_weekLabels.clear();
    m_maxDailyReviews = 0;
    m_questionCount = 0;
    m_previewText.clear();
    if (!study) {
        emit previewChanged();
        return;
    }
    const review::ReviewService &service = *study->service();
    memory::WorkloadInput input;
    input.config = service.scheduler().config();
    input.config.desiredRetention = m_preview;
    for (const review::ItemMemory &item : service.itemMemories()) {
        if (item.state.phase == memory::Phase::New)
            ++input.newItems;
        else
            input.studied.push_back(item.state);
    }
    m_questionCount = int(service.itemMemories().size());
    input.newPerDay = service.settings().newPerDay;
    const int offset = input.config.dayOffsetMinutes;
    const qint64 today = memory::dayNumber(service.now(), offset);
    input.startMs = today * kMsPerDay - qint64(offset) * kMsPerMinute;
    input.days = kWeeks * 7;
    input.runs = kRuns;
    input.seed = 20261203;
    const std::vector<memory::WorkloadDay> days = memory::simulateWorkload(input);
    const report::ReportText text = this->text();
    double total = 0;
    for (int w = 0; w < kWeeks; ++w) {
        double reviews = 0;
        for (int d = 0; d < 7; ++d)
            reviews += days[std::size_t(w * 7 + d)].reviews;
        total += reviews;
        const double rounded = std::round(reviews / 7 * 10) / 10;
        m_dailyReviews << rounded;
        const double remembered = days[std::size_t(w * 7 + 6)].remembered;
        m_weeklyRemembered << (m_questionCount > 0
                                   ? std::round(remembered / m_questionCount * 1000) / 10
                                   : 0.0);
        m_maxDailyReviews = std::max(m_maxDailyReviews, rounded);
        m_weekLabels << text.shortDate(QDate(1970, 1, 1).addDays(today + w * 7));
    }
    //: Settings → Memory, under the chart: %1 the retention tried, %2 answers in the year,
    //: %3 answers a day on average, %4 questions remembered in a year, %5 questions in the
    //: course.
    m_previewText = tr("At %1: about %2 answers over the next year (%3 a day), and %4 of "
                       "your %5 questions remembered a year from now.")
                        .arg(percent(m_preview), text.number(qint64(std::round(total))),
                             text.decimal(total / (kWeeks * 7), 1),
                             text.number(qint64(std::round(days.back().remembered))),
                             text.number(m_questionCount));
    emit previewChanged();
}

void MemoryModelSettings::setRetention(double retention)
{
    Study *study = m_study.opened();
    if (!study)
        return;
    retention = std::round(std::clamp(retention, minRetention(), maxRetention()) * 100) / 100;
    if (std::abs(retention - m_retention) < 1e-9)
        return;
    MemoryModelChange change;
    change.kind = MemoryModelChange::Kind::Retention;
    change.atMs = study->now();
    change.before = study->service()->memoryModel();
    change.after = change.before;
    change.after.retention = retention;
    QString error;
    m_previewMoved = false;
    if (!study->changeMemoryModel(change, &error))
        setMessage(error);
    else
        //: Settings → Memory, after the retention changed: %1 the new one.
        setMessage(tr("Desired retention set to %1: every review date follows it now.")
                       .arg(percent(retention)));
}

void MemoryModelSettings::fit()
{
    Study *study = m_study.opened();
    if (!study || m_fitting || !m_canFit)
        return;
    auto job = std::make_shared<FitJob>();
    job->profile = study->profileName();
    job->rows = study->store()->reviews().all();
    job->dayOffsetMinutes = study->service()->scheduler().config().dayOffsetMinutes;
    job->atMs = study->now();
    m_job = job;
    m_fitting = true;
    emit fittingChanged();
    emit changed(); // canFit, canUndo
    //: Settings → Memory, while the fit runs.
    setMessage(tr("Fitting the parameters to your answers…"));
    runInBackground(
        this, QStringLiteral("memory model fit"),
        [job] {
            memory::ReviewHistory history(job->dayOffsetMinutes);
            review::addLogToHistory(history, job->rows);
            job->result = review::fitHistory(history, job->atMs);
        },
        [this] { finishFit(); });
}

void MemoryModelSettings::finishFit()
{
    const std::shared_ptr<FitJob> job = std::move(m_job);
    m_fitting = false;
    emit fittingChanged();
    Study *study = m_study.opened();
    if (!job || !study || study->profileName() != job->profile) {
        setMessage(QString());
        emit changed();
        return;
    }
    const review::LogFit &fit = job->result;
    if (fit.outcome.stage == memory::FitOutcome::Stage::Refused) {
        if (fit.outcome.refusal == memory::FitOutcome::Refusal::OneRating) {
            //: Settings → Memory, when every answer had the same memory rating; %1 its name
            //: (Again, Hard, Good or Easy, as the quiz shows it).
            setMessage(tr("The parameters could not be fitted: every answer so far was rated "
                          "%1, so your answers show nothing of how you forget. Nothing was "
                          "changed.")
                           .arg(QuizReviewText::ratingName(
                               memory::Rating(fit.outcome.onlyRating))));
            emit changed();
            return;
        }
        //: Settings → Memory, when the fit could not be made.
        setMessage(tr("The parameters could not be fitted: there are too few answers on "
                      "later days. Nothing was changed."));
        emit changed();
        return;
    }
    MemoryModelChange change;
    change.kind = MemoryModelChange::Kind::Fit;
    change.atMs = job->atMs;
    change.before = study->service()->memoryModel();
    change.after = change.before;
    change.after.weights = fit.outcome.weights;
    change.fit = fit.report;
    QString error;
    if (!study->changeMemoryModel(change, &error)) {
        setMessage(error);
        emit changed();
        return;
    }
    //: Settings → Memory, after a fit: %1 and %2 the log loss before and after (lower is better).
    setMessage(tr("Fitted to your answers: the log loss went from %1 with the defaults to %2 "
                  "(lower is better). Undo brings the previous parameters back.")
                   .arg(text().decimal(fit.report.defaultLogLoss, 3),
                        text().decimal(fit.report.logLoss, 3)));
}

void MemoryModelSettings::useDefaults()
{
    Study *study = m_study.opened();
    if (!study || m_fitting)
        return;
    MemoryModelChange change;
    change.kind = MemoryModelChange::Kind::Defaults;
    change.atMs = study->now();
    change.before = study->service()->memoryModel();
    if (!change.before.weights) {
        setMessage(tr("The memory model already uses FSRS-6's default parameters."));
        return;
    }
    change.after = change.before;
    change.after.weights.reset();
    QString error;
    if (!study->changeMemoryModel(change, &error))
        setMessage(error);
    else
        setMessage(tr("Back to FSRS-6's default parameters. Undo brings yours back."));
}

void MemoryModelSettings::undo()
{
    Study *study = m_study.opened();
    if (!study || m_fitting)
        return;
    QString error;
    m_previewMoved = false;
    if (!study->undoMemoryModelChange(&error))
        setMessage(error);
    else
        //: Settings → Memory, after Undo.
        setMessage(tr("The last change was undone."));
}

} // namespace astrolabe
