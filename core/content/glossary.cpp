#include "content/glossary.h"

#include "content/text_words.h"

#include <QSet>

#include <algorithm>

namespace astrolabe::content {

namespace {

// The word places covered by an accepted form of the term.
QSet<int> acceptedPlaces(const QStringList &words, const GlossaryTerm &term, bool persian)
{
    QSet<int> covered;
    const QStringList accepted =
        persian ? QStringList(term.formsFa) << term.term.fa : QStringList{term.term.en};
    for (const QString &form : accepted) {
        const QStringList phrase = textWords(form);
        for (const int start : phrasePlaces(words, phrase))
            for (int i = start; i < start + phrase.size(); ++i)
                covered.insert(i);
    }
    return covered;
}

} // namespace

QVector<TermHit> Glossary::hits(const QString &text, const QString &language) const
{
    const bool persian = language == QLatin1String("fa");
    const QStringList words = textWords(text);
    QVector<TermHit> found;
    for (const GlossaryTerm &term : terms) {
        const QStringList &avoid = persian ? term.avoidFa : term.avoidEn;
        if (avoid.isEmpty())
            continue;
        const QSet<int> covered = acceptedPlaces(words, term, persian);
        for (const QString &variant : avoid) {
            int count = 0;
            for (const int place : phrasePlaces(words, textWords(variant)))
                count += covered.contains(place) ? 0 : 1;
            if (count == 0)
                continue;
            auto same = std::find_if(found.begin(), found.end(),
                                     [&](const TermHit &hit) { return hit.variant == variant; });
            if (same == found.end())
                found.append({variant, {term}, count});
            else
                same->terms.append(term);
        }
    }
    return found;
}

} // namespace astrolabe::content
