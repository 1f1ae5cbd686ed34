#pragma once

#include "content/content_pack.h"
#include "content/problem.h"

#include <QCoreApplication>

namespace astrolabe::content {

// What `content validate` warns about without refusing the pack (a learner can still use it;
// the author should look): a variant the glossary says to avoid, in any text a learner reads,
// either language (the glossary cannot tell every sense of a word apart, so a person decides),
// and a lesson whose right options are mostly the longest (a test-wise learner would pick them).
class PackWarnings
{
    Q_DECLARE_TR_FUNCTIONS(astrolabe::content::PackWarnings)

public:
    static Problems run(const ContentPack &pack);
    static Problems terminology(const ContentPack &pack);
    static Problems longestOptions(const ContentPack &pack);
};

} // namespace astrolabe::content
