#pragma once

#include "content/question_draw.h"

#include <QDate>
#include <QString>
#include <QtGlobal>

namespace astrolabe::report {

// Where a worksheet's numbers come from. A student's seed is made of the worksheet's seed and
// the student's name (its spaces folded, NFC), so the same command prints the same sheets and
// two students get different numbers; each question of the sheet then draws from a stream of
// its own. Every seed stays below 2^53, so the key's JSON and `astrolabe question show --seed`
// carry it unchanged.
class WorksheetSeed
{
public:
    // The default worksheet seed: the date as a number (2026-12-04 is 20261204).
    static quint64 ofDate(const QDate &day);
    // The name as the seed reads it: spaces folded to one, trimmed, Unicode NFC.
    static QString normalizedName(const QString &name);
    static quint64 forStudent(quint64 worksheetSeed, const QString &name);
    // The seeds question `index` (0-based) of a student's sheet draws from.
    static content::QuestionDraw::SeedSource forQuestion(quint64 studentSeed, int index);
};

} // namespace astrolabe::report
