#include "report/worksheet_seed.h"

namespace astrolabe::report {

namespace {

// SplitMix64's finaliser: every bit of the input reaches every bit of the output.
quint64 mix(quint64 x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

constexpr int kSeedBits = 53;

} // namespace

quint64 WorksheetSeed::ofDate(const QDate &day)
{
    return quint64(day.year()) * 10000 + quint64(day.month()) * 100 + quint64(day.day());
}

QString WorksheetSeed::normalizedName(const QString &name)
{
    return name.simplified().normalized(QString::NormalizationForm_C);
}

quint64 WorksheetSeed::forStudent(quint64 worksheetSeed, const QString &name)
{
    // FNV-1a over the name's UTF-8, then mixed with the worksheet's seed.
    quint64 hash = 0xcbf29ce484222325ULL;
    for (const char byte : normalizedName(name).toUtf8()) {
        hash ^= quint64(quint8(byte));
        hash *= 0x100000001b3ULL;
    }
    return mix(mix(worksheetSeed) ^ hash) >> (64 - kSeedBits);
}

content::QuestionDraw::SeedSource WorksheetSeed::forQuestion(quint64 studentSeed, int index)
{
    return [state = mix(studentSeed ^ mix(quint64(index) + 1))]() mutable {
        state = mix(state);
        return state >> (64 - kSeedBits);
    };
}

} // namespace astrolabe::report
