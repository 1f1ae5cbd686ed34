#pragma once

namespace astrolabe::memory {

// How well a question was recalled, as FSRS grades it (the numbers are the review log's).
enum class Rating { Again = 1, Hard = 2, Good = 3, Easy = 4 };

} // namespace astrolabe::memory
