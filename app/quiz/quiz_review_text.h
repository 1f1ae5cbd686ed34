#pragma once

#include "memory/rating.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace astrolabe {

// The words the quiz uses for what the review service did with an answer: the rating's name,
// when the question comes back, how long answering took.
class QuizReviewText
{
    Q_DECLARE_TR_FUNCTIONS(astrolabe::QuizReviewText)

public:
    static QString ratingName(memory::Rating rating);
    // What the rating means and what it does to the next review, in one sentence.
    static QString ratingMeaning(memory::Rating rating);
    // "in 10 minutes", "in 5 hours", "in 3 days" (rounded to the nearest whole unit, at least 1).
    static QString nextReviewIn(qint64 ms, const QLocale &locale);
    // "42 s", "3 min 5 s", "1 h 2 min".
    static QString duration(qint64 ms, const QLocale &locale);
};

} // namespace astrolabe
