#pragma once

#include <QString>
#include <QtGlobal>

#include <functional>

#include <optional>

namespace astrolabe::store {
class Store;
}

namespace astrolabe::review {

// A demo learner: studies every day for `days` days ending at endMs, once a day, taking what
// is due (lowest recall first, new questions up to the daily cap), and answers correctly with
// the probability the memory model predicts (first answers with a fixed probability). Every
// answer goes through the ReviewService on a simulated clock. Same seed and endMs, same log.
struct SimulationOptions
{
    int days = 30;
    quint64 seed = 1;
    qint64 endMs = 0;
    double firstAnswerCorrect = 0.7;
    qint64 targetMs = 30000;         // each question's target time
    int maxAnswersPerSession = 200;  // learning steps bring items back within a session
    // The answer text stored with each answer, from (question id, right?, the answer's
    // exercise seed); by default "simulated: right" / "simulated: wrong".
    // content::simulatedAnswer gives the answers a real learner would have typed or chosen.
    std::function<QString(const QString &itemId, bool correct, quint64 seed)> answerText;
};

struct SimulationSummary
{
    int days = 0;
    int answers = 0;
    int correct = 0;
    int itemsStudied = 0;
};

std::optional<SimulationSummary> simulateLearner(store::Store &store,
                                                 const SimulationOptions &options,
                                                 QString *error);

} // namespace astrolabe::review
