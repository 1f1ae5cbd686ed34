#pragma once

#include "content/content_pack.h"

#include <QString>
#include <QVector>

namespace astrolabe::content {

// One text of a pack a learner reads, with where it is written: the file and field, as a
// problem names them ("lessons/masking.json", "questions[2].options[1]").
struct PackText
{
    QString file;
    QString field;
    LocalizedText text;
};

// Every prose text of the pack: course, chapter and lesson titles; each lesson's summary,
// objectives, Read (formulas aside), Watch captions and questions (prompt, options and their
// whys, explanation, hint); each proposition's title, statement, figure caption, demonstration
// and corollary. Empty optional texts are left out.
QVector<PackText> packTexts(const ContentPack &pack);

} // namespace astrolabe::content
