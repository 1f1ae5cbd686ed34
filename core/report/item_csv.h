#pragma once

#include "report/item_analysis.h"

#include <QByteArray>
#include <QStringList>
#include <QVector>

namespace astrolabe::content {
class ContentPack;
}

namespace astrolabe::report {

// The item analysis as CSV (`class-report --items FILE.csv`), in the format of the other
// reports (csv_writer.h: UTF-8 with a byte order mark, RFC 4180, guarded text cells): one row
// per question of the course, in course order, with the columns
//   question_id, lesson_id, attempts, first_try_right_share, common_wrong_answers, students,
//   question
// first_try_right_share is a fraction with 2 decimals (0.67), empty when no student met the
// question for the first time in the period. common_wrong_answers lists up to 3 answers, the
// most frequent first, each as "ANSWER ×COUNT", joined by "; ". Numbers are the same in every
// language; the question's text and option answers follow the report's language.
QStringList itemCsvColumns();
QByteArray itemCsv(const QVector<ItemAnalysis> &items, const content::ContentPack &pack,
                   bool persian);

} // namespace astrolabe::report
