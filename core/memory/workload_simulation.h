#pragma once

#include "memory/card_scheduler.h"
#include "memory/memory_state.h"

#include <vector>

namespace astrolabe::memory {

// What a desired retention costs and buys over the coming days, as Anki's simulator shows it:
// the learner's questions (those already studied with their states, and the new ones, taken
// newPerDay a day) go on being reviewed whenever the scheduler wants them back, each answer
// recalled with the model's probability (a first answer is right four times in five), runs
// times from the seed. Per day: the mean number of answers, and how many questions are
// remembered at the day's end (the sum of their recall). Pure and deterministic.
struct WorkloadInput
{
    SchedulerConfig config; // the parameters and the retention to try; fuzz is not used
    std::vector<MemoryState> studied;
    int newItems = 0;
    int newPerDay = 10;
    qint64 startMs = 0; // the first simulated day starts here
    int days = 365;
    int runs = 20;
    unsigned long long seed = 1;
};

struct WorkloadDay
{
    double reviews = 0;
    double remembered = 0;
};

std::vector<WorkloadDay> simulateWorkload(const WorkloadInput &input);

} // namespace astrolabe::memory
