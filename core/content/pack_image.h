#pragma once

#include "content/course.h"
#include "content/glossary.h"
#include "content/lesson.h"

#include <QByteArray>
#include <QString>
#include <QVector>

#include <optional>

namespace astrolabe::content {

// The bundled pack as the build compiled it: its course, lessons and glossary in Qt's binary
// stream format, which start-up reads instead of parsing and checking the JSON (the build did
// both: astrolabe_pack_image, core/content/CMakeLists.txt, fails on any problem). Reading the
// course's JSON and its lessons took 105 of the 558 million instructions to the sky's first
// frame (callgrind, 2026-12-05). The corpus is not in it: it is read from its JSON on first use.
class PackImage
{
public:
    struct Parts
    {
        Course course;
        QVector<Lesson> lessons;
        Glossary glossary;
    };

    // Where the program keeps the image (a resource of astrolabe_pack_image_data); absent in a
    // program that does not link it, which then reads the JSON.
    static QString resourcePath();

    // Copied: the parts' strings are copies. Borrowed: they are the image's own bytes, used
    // where they lie (no copy, no heap), for bytes that outlive every copy of the parts, such
    // as the program's resource.
    enum class Strings { Copied, Borrowed };

    static QByteArray write(const Parts &parts);
    // Nothing when the bytes are not a whole image of this format (another format's, cut short,
    // or followed by anything).
    static std::optional<Parts> read(const QByteArray &bytes, Strings strings = Strings::Copied);
};

} // namespace astrolabe::content
