#pragma once

#include <QString>

namespace astrolabe::content {

// Every text of the content pack, in English and Persian: {"en": "...", "fa": "..."} in JSON.
struct LocalizedText
{
    QString en;
    QString fa;

    // The text in a language code ("fa" gives Persian; anything else English). Falls back to
    // the other language when the asked one is empty (a valid pack never has an empty one).
    // Persian text gets a left-to-right mark before √ and before a minus sign that starts a
    // number, so formulas inside right-to-left sentences keep their order; a Persian text that
    // starts with a Latin word or a formula gets a right-to-left mark first, so it is still
    // laid out right to left.
    QString text(const QString &language) const;

    bool isEmpty() const { return en.isEmpty() && fa.isEmpty(); }
    bool isComplete() const { return !en.trimmed().isEmpty() && !fa.trimmed().isEmpty(); }

    bool operator==(const LocalizedText &other) const { return en == other.en && fa == other.fa; }
};

} // namespace astrolabe::content
