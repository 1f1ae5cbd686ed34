#pragma once

#include <QString>
#include <QStringList>

namespace astrolabe::exercises {

// The named options of choice exercises: a stable id, an English label (translation source in
// the context "astrolabe::exercises::Choices") and the spellings a learner may type, in English
// and Persian. Ids: "yes", "no", "sharper", "flatter".
struct ChoiceOption
{
    QString id;
    const char *label;
    QStringList spellings; // already normalized with normalizeChoiceWord()
};

// The option with this id; an option with an empty id when there is none.
ChoiceOption choiceOption(const QString &id);

// The translated label of an option id ("yes" -> "yes" / Persian when translated).
QString choiceLabel(const QString &id);

// Lower case, no spaces, no zero-width non-joiners, Arabic yeh/kaf folded to the Persian forms:
// so "صاف‌تر", "صاف تر" and "صافتر" all compare equal.
QString normalizeChoiceWord(const QString &word);

} // namespace astrolabe::exercises
