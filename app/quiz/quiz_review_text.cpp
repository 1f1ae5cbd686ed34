#include "quiz_review_text.h"

#include "time/time_units.h"
#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace astrolabe {

namespace {

QString withNumber(const QString &text, qint64 n, const QLocale &locale)
{
    return text.arg(locale.toString(n));
}

} // namespace

QString QuizReviewText::ratingName(memory::Rating rating)
{
    switch (rating) {
    case memory::Rating::Again:
        //: The memory rating of a wrong answer.
        return tr("Again");
    case memory::Rating::Hard:
        //: The memory rating of a right answer after a hint or a second try.
        return tr("Hard");
    case memory::Rating::Good:
        //: The memory rating of a right answer.
        return tr("Good");
    case memory::Rating::Easy:
        //: The memory rating of a right answer given well within the target time.
        return tr("Easy");
    }
    return {};
}

QString QuizReviewText::ratingMeaning(memory::Rating rating)
{
    switch (rating) {
    case memory::Rating::Again:
        //: Under the feedback: what the rating Again means.
        return tr("Again means the answer was wrong: the question comes back soon, to be "
                  "learned again.");
    case memory::Rating::Hard:
        //: Under the feedback: what the rating Hard means.
        return tr("Hard means right, but after a hint or a second try: the next review comes "
                  "sooner than after Good.");
    case memory::Rating::Good:
        //: Under the feedback: what the rating Good means.
        return tr("Good means right: each Good answer makes the wait before the next review "
                  "longer.");
    case memory::Rating::Easy:
        //: Under the feedback: what the rating Easy means.
        return tr("Easy means right in under half the expected time: the next review comes "
                  "later than after Good.");
    }
    return {};
}

QString QuizReviewText::nextReviewIn(qint64 ms, const QLocale &locale)
{
    const double minutes = std::max<double>(ms, 0) / double(kMsPerMinute);
    if (minutes < 59.5) {
        const qint64 n = std::max<qint64>(1, std::llround(minutes));
        //: When a question comes back; %1 is the number of minutes.
        return n == 1 ? tr("in a minute") : withNumber(tr("in %1 minutes"), n, locale);
    }
    const double hours = minutes / 60.0;
    if (hours < 23.5) {
        const qint64 n = std::max<qint64>(1, std::llround(hours));
        //: When a question comes back; %1 is the number of hours.
        return n == 1 ? tr("in an hour") : withNumber(tr("in %1 hours"), n, locale);
    }
    const qint64 n = std::max<qint64>(1, std::llround(hours / 24.0));
    //: When a question comes back; %1 is the number of days.
    return n == 1 ? tr("in a day") : withNumber(tr("in %1 days"), n, locale);
}

QString QuizReviewText::duration(qint64 ms, const QLocale &locale)
{
    const qint64 seconds = std::max<qint64>(0, (ms + 500) / 1000);
    const qint64 minutes = seconds / 60;
    const qint64 hours = minutes / 60;
    if (hours > 0)
        //: A duration: %1 hours and %2 minutes.
        return tr("%1 h %2 min").arg(locale.toString(hours), locale.toString(minutes % 60));
    if (minutes > 0)
        //: A duration: %1 minutes and %2 seconds.
        return tr("%1 min %2 s").arg(locale.toString(minutes), locale.toString(seconds % 60));
    //: A duration in seconds.
    return tr("%1 s").arg(locale.toString(seconds));
}

} // namespace astrolabe
