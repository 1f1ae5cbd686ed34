#pragma once

#include "content/content_pack.h"
#include "content/generated_draws.h"
#include "content/option_place_spread.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QVector>

namespace astrolabe::content {

// Does each question test the skill rather than the answer key? The rules of
// `astrolabe content audit`, stated with their thresholds in resources/content/README.md.
// Seeds and the option order are injected, so a run is reproducible and testable.
struct AuditSettings
{
    quint64 firstSeed = 1;
    int placeAttempts = 1000;          // attempts per choice question for the shown place
    double placeMargin = 0.05;         // commonest place at most 1/options + this share
    int draws = 200;                   // draws per generated question, of its variant
    int maxSeeds = 20000;              // seeds spent at most to find them
    int drawTries = QuestionDraw::kMaxTries; // seeds one attempt may try, as in the window
    double maxDegenerateRate = 0.05;
    double maxLongestRate = 0.5;       // share of choice questions, per language
    int minGenerated = 3;
    OptionOrderFunction order;         // empty: optionOrder, the window's
};

// One generated question's draws.
struct QuestionDraws
{
    QString questionId;
    QString kind;    // "masked-weights" or "masked-weights/causal"
    DrawTally tally;
};

// What the audit measured for one lesson.
struct LessonAudit
{
    QString lessonId;
    QStringList kinds;            // of its generated questions, each once, in question order
    int generated = 0;
    int choice = 0;
    QVector<int> rightPlaces;     // shown place of the right option, over all choice attempts
    int longestEn = 0;            // choice questions whose right option is strictly longest
    int longestFa = 0;
    QVector<QuestionDraws> draws;
    QVector<int> unassessedObjectives; // 1-based
    int optionsWithoutWhy = 0;    // choice options without their own "why" in both languages
};

// A rule that failed: the lesson, the question (empty for a lesson-wide rule), the rule's id
// ("constant-answer") and one translated sentence saying what was found.
struct AuditFailure
{
    QString lessonId;
    QString questionId;
    QString rule;
    QString message;

    // "masking.q3: constant-answer: ..." (the lesson's id when no question is named).
    QString toString() const;
};

struct AuditReport
{
    QVector<LessonAudit> lessons;
    QVector<AuditFailure> failures;

    bool passed() const { return failures.isEmpty(); }
};

class PackAudit
{
    Q_DECLARE_TR_FUNCTIONS(astrolabe::content::PackAudit)

public:
    static AuditReport run(const ContentPack &pack, const AuditSettings &settings = {});
    static LessonAudit measure(const Lesson &lesson, const AuditSettings &settings);
    static QVector<AuditFailure> judge(const Lesson &lesson, const LessonAudit &audit,
                                       const AuditSettings &settings);
};

} // namespace astrolabe::content
