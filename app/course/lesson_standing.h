#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

namespace astrolabe {

class Study;

// How far the learner is in one lesson: what the sky's main button, the lesson page's
// questions card and the results page's "Next lesson" decide by. "Learned" is the sky's word
// (answered at least once: memory phase not New); "due" is the sky's rule (an answered item
// the review queue wants back now).
struct LessonStanding
{
    QString lessonId;
    int position = 0; // 1-based, course order (the course map's "Lesson N")
    int questionCount = 0;
    int learnedCount = 0;
    int dueCount = 0;
    qint64 nextDueMs = 0;      // the earliest due moment of its learned questions; 0: none
    QStringList unlearnedIds;  // never answered, lesson order

    bool begun() const { return learnedCount > 0; }
    bool finished() const { return questionCount > 0 && learnedCount == questionCount; }
};

// Every lesson of the open study's course, in course order (empty when no study is open).
QVector<LessonStanding> lessonStandings(const Study *context);

// Whether two moments fall on the same local calendar day ("later today").
bool sameLocalDay(qint64 aMs, qint64 bMs);

} // namespace astrolabe
