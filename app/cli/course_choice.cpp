#include "cli/course_choice.h"

#include "content/pack_loader.h"

namespace astrolabe::cli {

std::optional<content::ContentPack> chosenPack(Context &ctx)
{
    if (ctx.contentDir.isEmpty())
        return content::PackLoader::bundled();
    content::LoadResult loaded = content::PackLoader::load(ctx.contentDir);
    if (!loaded.isValid()) {
        ctx.err << "The content pack in " << ctx.contentDir << " was refused: "
                << (loaded.problems.isEmpty() ? QStringLiteral("it holds no lessons.")
                                              : loaded.problems.constFirst().toString())
                << " Run astrolabe content validate " << ctx.contentDir
                << " to see every problem.\n";
        return std::nullopt;
    }
    return std::move(loaded.pack);
}

std::optional<content::CourseOutline> chosenCourse(Context &ctx)
{
    if (ctx.contentDir.isEmpty())
        return content::CourseOutline::bundled();
    const std::optional<content::ContentPack> pack = chosenPack(ctx);
    if (!pack)
        return std::nullopt;
    return content::CourseOutline::of(*pack);
}

} // namespace astrolabe::cli
