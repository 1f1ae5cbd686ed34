#pragma once

#include "content/localized_text.h"

#include <QString>
#include <QStringList>
#include <QVector>

namespace astrolabe::content {

// One technical term of the course: the words to use in each language, the other accepted
// forms of the Persian one (plurals, «سرهای توجه»), the variants to avoid in each language, and
// an optional note on why. Read from glossary.json (see GlossaryReader).
struct GlossaryTerm
{
    QString id;     // "query"
    LocalizedText term;
    QStringList formsFa;
    QStringList avoidFa;
    QStringList avoidEn;
    LocalizedText note;
};

// A variant to avoid found in a text, with the terms that forbid it (a variant may stand for
// more than one: «پرسش» is neither the query «پرس‌وجو» nor the quiz's «سؤال»).
struct TermHit
{
    QString variant;
    QVector<GlossaryTerm> terms;
    int count = 0; // how often in the text
};

// The course's terms (resources/content/glossary.json).
struct Glossary
{
    QVector<GlossaryTerm> terms;

    bool isEmpty() const { return terms.isEmpty(); }

    // The variants to avoid that `text` in `language` ("en" or "fa") uses, whole words only
    // (see textWords), in the glossary's order. A variant inside an accepted form of its term
    // is not a hit: «سر» in «سرِ توجه».
    QVector<TermHit> hits(const QString &text, const QString &language) const;
};

} // namespace astrolabe::content
