#pragma once

namespace astrolabe::memory {

// Writes x at [first, last) as std::to_chars(first, last, x) does (the shortest text that reads
// back as exactly x; fixed or scientific, whichever is shorter) and returns the end; needs 32
// characters of room. FSRS's figures are rounded to 8 decimals (js::round8) and sit between
// 0.01 and 1000 for nearly every review: those are written from their integer number of
// hundred-millionths, without the general algorithm (several times faster); every other value
// goes to std::to_chars. The two agree on every value (tests/memory/tst_shortest_decimal).
char *writeShortest(char *first, char *last, double x);

// Writes value at [first, last) as std::to_chars(first, last, value) does and returns the end;
// needs 20 characters of room. Whole numbers below 10^16 (times in milliseconds among them) are
// written in two pieces of eight digits, two digits at a time (tst_shortest_decimal).
char *writeInteger(char *first, char *last, long long value);

} // namespace astrolabe::memory
