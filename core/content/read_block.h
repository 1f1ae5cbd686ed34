#pragma once

#include "content/figure_spec.h"
#include "content/localized_text.h"

namespace astrolabe::content {

// One block of a lesson's Read text or of a proposition's demonstration. In JSON an object with
// exactly one of "heading", "paragraph", "formula" (each a localized text) or "figure" (a kind,
// with the figure's inputs beside it).
struct ReadBlock
{
    enum class Type { Heading, Paragraph, Formula, Figure };

    Type type = Type::Paragraph;
    LocalizedText text; // Heading, Paragraph, Formula
    FigureSpec figure;  // Figure
};

} // namespace astrolabe::content
