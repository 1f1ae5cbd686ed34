// astrolabe_pack_image OUTPUT: a build step (core/content/CMakeLists.txt). Reads the bundled
// pack's JSON, compiled into astrolabe_core, with every check of a teacher's pack, and writes
// its image (PackImage) to OUTPUT, which the program then carries; a pack with any problem
// fails the build with the problems listed.
#include "content/pack_image.h"
#include "content/pack_loader.h"

#include <QSaveFile>

#include <cstdio>

using astrolabe::content::LoadResult;
using astrolabe::content::PackImage;
using astrolabe::content::PackLoader;
using astrolabe::content::Problem;

int main(int argc, char **argv)
{
    if (argc != 2) {
        std::fprintf(stderr, "usage: astrolabe_pack_image OUTPUT\n");
        return 2;
    }
    const LoadResult loaded = PackLoader::load(PackLoader::bundledDirectory());
    if (!loaded.isValid()) {
        std::fprintf(stderr, "The bundled content pack has %d problem(s):\n",
                     int(loaded.problems.size()));
        for (const Problem &problem : loaded.problems)
            std::fprintf(stderr, "  %s\n", qPrintable(problem.toString()));
        return 1;
    }
    const QByteArray image = PackImage::write(
        {loaded.pack.course(), loaded.pack.lessons(), loaded.pack.glossary()});
    // Written every time, so that its date is newer than the tool's and a build with nothing
    // changed has nothing to do.
    QSaveFile file(QString::fromLocal8Bit(argv[1]));
    if (!file.open(QIODevice::WriteOnly) || file.write(image) != image.size() || !file.commit()) {
        std::fprintf(stderr, "astrolabe_pack_image: cannot write %s: %s\n", argv[1],
                     qPrintable(file.errorString()));
        return 1;
    }
    return 0;
}
