#include "review/learner_simulation.h"

#include "review/review_service.h"
#include "store/store.h"
#include "time/time_units.h"

#include <QSet>

#include <random>

namespace astrolabe::review {

namespace {

constexpr qint64 kThinkMs = 4000; // between two answers
constexpr double kHelpedShare = 0.1;

// Uniform in [0, 1) from the generator's top 53 bits: the same on every standard library.
double uniform(std::mt19937_64 &rng)
{
    return double(rng() >> 11) * (1.0 / 9007199254740992.0);
}

} // namespace

std::optional<SimulationSummary> simulateLearner(store::Store &store,
                                                 const SimulationOptions &options, QString *error)
{
    std::mt19937_64 rng(options.seed);
    qint64 now = options.endMs - qint64(options.days) * kMsPerDay;
    ReviewService service(store, [&now] { return now; });
    SimulationSummary summary;
    summary.days = options.days;
    QSet<QString> studied;

    for (int day = 0; day < options.days; ++day) {
        // A session some time in the first hours of each 24-hour slice, ending before endMs.
        const qint64 sliceStart = options.endMs - qint64(options.days - day) * kMsPerDay;
        now = sliceStart + qint64(uniform(rng) * 2 * kMsPerHour);
        for (int n = 0; n < options.maxAnswersPerSession; ++n) {
            const QVector<DueItem> queue = service.dueQueueAt(now);
            if (queue.isEmpty())
                break;
            const DueItem &next = queue.first();
            const double p = next.isNew ? options.firstAnswerCorrect : next.recall;
            AnswerInput answer;
            answer.itemId = next.itemId;
            answer.correct = uniform(rng) < p;
            answer.helped = answer.correct && uniform(rng) < kHelpedShare;
            answer.targetMs = options.targetMs;
            answer.durationMs = qint64(options.targetMs * (0.3 + 1.2 * uniform(rng)));
            answer.exerciseSeed = rng();
            answer.answerText = options.answerText
                ? options.answerText(answer.itemId, answer.correct, answer.exerciseSeed)
                : answer.correct ? QStringLiteral("simulated: right")
                                 : QStringLiteral("simulated: wrong");
            now += answer.durationMs;
            if (!service.recordAnswer(answer, error))
                return std::nullopt;
            ++summary.answers;
            summary.correct += answer.correct ? 1 : 0;
            studied.insert(answer.itemId);
            now += kThinkMs;
        }
    }
    summary.itemsStudied = studied.size();
    return summary;
}

} // namespace astrolabe::review
