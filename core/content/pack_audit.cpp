#include "content/pack_audit.h"

#include "content/longest_option.h"
#include "content/objective_coverage.h"
#include "content/option_why.h"

namespace astrolabe::content {

namespace {

QVector<quint64> attemptSeeds(const AuditSettings &settings)
{
    QVector<quint64> seeds;
    for (int i = 0; i < settings.placeAttempts; ++i)
        seeds << settings.firstSeed + quint64(i);
    return seeds;
}

QString percent(double share)
{
    return QString::number(qRound(100.0 * share));
}

} // namespace

QString AuditFailure::toString() const
{
    return QStringLiteral("%1: %2: %3")
        .arg(questionId.isEmpty() ? lessonId : questionId, rule, message);
}

LessonAudit PackAudit::measure(const Lesson &lesson, const AuditSettings &settings)
{
    LessonAudit audit;
    audit.lessonId = lesson.id;
    const QVector<quint64> seeds = attemptSeeds(settings);
    for (const Question &question : lesson.questions) {
        if (question.isGenerated()) {
            ++audit.generated;
            const QString kind = question.variant.isEmpty()
                                     ? question.exercise
                                     : question.exercise + QLatin1Char('/') + question.variant;
            if (!audit.kinds.contains(kind))
                audit.kinds << kind;
            audit.draws.append({question.id, kind,
                                tallyDraws(question, settings.firstSeed, settings.draws,
                                           settings.maxSeeds, settings.drawTries)});
            continue;
        }
        ++audit.choice;
        audit.optionsWithoutWhy += int(optionsWithoutWhy(question).size());
        const QVector<int> places = rightOptionPlaces(question, seeds, settings.order);
        if (audit.rightPlaces.size() < places.size())
            audit.rightPlaces.resize(places.size());
        for (int i = 0; i < places.size(); ++i)
            audit.rightPlaces[i] += places.at(i);
    }
    audit.longestEn = longestRightOptions(lesson, QStringLiteral("en"));
    audit.longestFa = longestRightOptions(lesson, QStringLiteral("fa"));
    audit.unassessedObjectives = unassessedObjectives(lesson);
    return audit;
}

QVector<AuditFailure> PackAudit::judge(const Lesson &lesson, const LessonAudit &audit,
                                       const AuditSettings &settings)
{
    QVector<AuditFailure> failures;
    const auto fail = [&](const QString &question, const char *rule, const QString &message) {
        failures.append({lesson.id, question, QString::fromLatin1(rule), message});
    };
    if (audit.generated < settings.minGenerated)
        fail({}, "generated-questions",
             tr("%n generated question(s); a lesson needs at least %1.", nullptr, audit.generated)
                 .arg(settings.minGenerated));

    const QVector<quint64> seeds = attemptSeeds(settings);
    for (const Question &question : lesson.questions) {
        if (!question.isChoice())
            continue;
        const QVector<int> withoutWhy = optionsWithoutWhy(question);
        if (!withoutWhy.isEmpty()) {
            QStringList numbers;
            for (const int option : withoutWhy)
                numbers << QString::number(option);
            fail(question.id, "option-why",
                 tr("%n option(s) (%1) have no \"why\" of their own in both languages.", nullptr,
                    int(withoutWhy.size()))
                     .arg(numbers.join(QStringLiteral(", "))));
        }
        const QVector<int> places = rightOptionPlaces(question, seeds, settings.order);
        const double share = commonestPlaceShare(places);
        if (!places.isEmpty() && share > 1.0 / places.size() + settings.placeMargin)
            fail(question.id, "shown-place",
                 tr("the right option is shown at one place in %1 % of %n attempt(s); with %2 "
                    "options each place should get about %3 %.",
                    nullptr, settings.placeAttempts)
                     .arg(percent(share))
                     .arg(places.size())
                     .arg(percent(1.0 / places.size())));
    }

    const struct { const char *language; int count; } longest[] = {
        {"en", audit.longestEn}, {"fa", audit.longestFa}};
    for (const auto &[language, count] : longest)
        if (audit.choice > 0 && double(count) / audit.choice > settings.maxLongestRate)
            fail({}, "longest-option",
                 tr("in %1, the right option is the longest in %2 of %n choice question(s); at "
                    "most %3 % may be.",
                    nullptr, audit.choice)
                     .arg(QString::fromLatin1(language))
                     .arg(count)
                     .arg(percent(settings.maxLongestRate)));

    for (const QuestionDraws &draws : audit.draws) {
        const DrawTally &tally = draws.tally;
        if (tally.draws == 0) {
            fail(draws.questionId, "constant-answer",
                 tr("no seed gives its variant %1.").arg(draws.kind));
            continue;
        }
        if (tally.isConstant())
            fail(draws.questionId, "constant-answer",
                 tr("the answer is \"%1\" in all %n draw(s) of %2.", nullptr, tally.draws)
                     .arg(tally.firstAnswer, draws.kind));
        if (tally.degenerateRate() > settings.maxDegenerateRate)
            fail(draws.questionId, "degenerate-draws",
                 tr("%1 of %n draw(s) of %2 are degenerate (%3 %); at most %4 % may be.",
                    nullptr, tally.draws)
                     .arg(tally.degenerate)
                     .arg(draws.kind)
                     .arg(percent(tally.degenerateRate()))
                     .arg(percent(settings.maxDegenerateRate)));
    }

    for (const int objective : audit.unassessedObjectives)
        fail({}, "unassessed-objective",
             tr("no question lists objective %1 (\"%2\") in its \"objectives\".")
                 .arg(objective)
                 .arg(lesson.objectives.value(objective - 1).en));
    return failures;
}

AuditReport PackAudit::run(const ContentPack &pack, const AuditSettings &settings)
{
    AuditReport report;
    for (const Lesson &lesson : pack.lessons()) {
        const LessonAudit audit = measure(lesson, settings);
        report.failures << judge(lesson, audit, settings);
        report.lessons << audit;
    }
    return report;
}

} // namespace astrolabe::content
