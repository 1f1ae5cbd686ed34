#include "content/pack_warnings.h"

#include "content/longest_option.h"
#include "content/pack_audit.h"
#include "content/pack_checks.h"
#include "content/pack_texts.h"

namespace astrolabe::content {

namespace {

QString quoted(const QString &words, bool persian)
{
    return persian ? QStringLiteral("«%1»").arg(words) : QStringLiteral("\"%1\"").arg(words);
}

} // namespace

Problems PackWarnings::run(const ContentPack &pack)
{
    return terminology(pack) + longestOptions(pack);
}

Problems PackWarnings::terminology(const ContentPack &pack)
{
    Problems warnings;
    if (pack.glossary().isEmpty())
        return warnings;
    for (const PackText &text : packTexts(pack)) {
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("fa")}) {
            const bool persian = language == QLatin1String("fa");
            for (const TermHit &hit :
                 pack.glossary().hits(persian ? text.text.fa : text.text.en, language)) {
                QStringList uses;
                for (const GlossaryTerm &term : hit.terms)
                    uses << (persian ? QStringLiteral("%1 (%2)").arg(quoted(term.term.fa, true),
                                                                     term.term.en)
                                     : quoted(term.term.en, false));
                warnings.append({text.file, text.field + QLatin1Char('.') + language,
                                 tr("uses %1 (%n time(s)); the glossary's term: %2.", nullptr,
                                    hit.count)
                                     .arg(quoted(hit.variant, persian),
                                          uses.join(tr(" or ")))});
            }
        }
    }
    return warnings;
}

Problems PackWarnings::longestOptions(const ContentPack &pack)
{
    Problems warnings;
    const double limit = AuditSettings().maxLongestRate;
    for (const Lesson &lesson : pack.lessons()) {
        const int choice = choiceQuestionCount(lesson);
        const int en = longestRightOptions(lesson, QStringLiteral("en"));
        const int fa = longestRightOptions(lesson, QStringLiteral("fa"));
        if (choice == 0 || (double(en) / choice <= limit && double(fa) / choice <= limit))
            continue;
        warnings.append({PackChecks::lessonFile(lesson.id), QStringLiteral("questions"),
                         tr("the right option is the longest in %1 (English) and %2 (Persian) "
                            "of its %n choice question(s); a learner who picks the longest "
                            "option would mostly be right.",
                            nullptr, choice)
                             .arg(en)
                             .arg(fa)});
    }
    return warnings;
}

} // namespace astrolabe::content
