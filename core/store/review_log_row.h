#pragma once

#include "store/review_record.h"

#include <QSqlQuery>
#include <QString>

namespace astrolabe::store {

// Maps a ReviewRecord to and from a row of the reviews table.
namespace review_log_row {

QString selectColumns(); // the column list read() expects, in order
QString insertColumns(); // the columns bind() fills (all but id)
QString insertPlaceholders();

void bind(QSqlQuery &query, const ReviewRecord &record);
ReviewRecord read(const QSqlQuery &query);

} // namespace review_log_row
} // namespace astrolabe::store
