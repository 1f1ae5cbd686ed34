#pragma once

#include <QByteArray>

// The entry points the fuzzers drive, one per reader of untrusted bytes. Each takes any bytes
// and must return without crashing, hanging or tripping a sanitizer; what it found is thrown
// away. The libFuzzer targets (built with -DASTROLABE_FUZZ=ON) and the corpus regression test
// (tst_fuzz_corpus, in the normal suite) call the same functions.
namespace astrolabe::fuzz {

// A content pack in memory: the bytes split at lines "===" into course.json, a lesson file
// (used for every lesson course.json lists) and a corpus file (for every chapter), each read
// and validated as PackLoader does, then checked across files.
void feedPack(const QByteArray &bytes);

// The answer parser: the first byte picks the expected answer's shape, the rest is what the
// learner typed (UTF-8).
void feedAnswer(const QByteArray &bytes);

// `memory replay`: the bytes as its CSV input, line by line through ReviewRow and the
// replayer (fuzz off, as the command runs it).
void feedReplay(const QByteArray &bytes);

// A student's progress file as the teacher's import reads it (decodeProgressFile); a file that
// fails only its checksum is signed again and read once more, to reach the fields behind it.
void feedProgress(const QByteArray &bytes);

} // namespace astrolabe::fuzz
