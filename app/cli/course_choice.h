#pragma once

#include "cli/context.h"
#include "content/content_pack.h"
#include "content/course_outline.h"

#include <optional>

namespace astrolabe::cli {

// The course the subcommands count lessons and check progress files by: the teacher's pack given
// with --content (as the window takes it), else the bundled course. A pack with problems is named
// on ctx.err with its first problem and gives nothing: the caller exits 1.
std::optional<content::CourseOutline> chosenCourse(Context &ctx);

// The pack itself, chosen and refused the same way: what `question show` and `corpus` read.
std::optional<content::ContentPack> chosenPack(Context &ctx);

} // namespace astrolabe::cli
