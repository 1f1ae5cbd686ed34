#pragma once

#include <QString>
#include <QVector>

namespace astrolabe::content {

// One thing wrong with a content pack, as a teacher needs to find it: the file (relative to the
// pack directory, e.g. "lessons/softmax.json"), the field inside it ("questions[3].options";
// empty when the whole file is at fault) and the reason, one translated sentence.
struct Problem
{
    QString file;
    QString field;
    QString reason;

    // "lessons/softmax.json: questions[3].options: the correct option 5 does not exist."
    QString toString() const;

    bool operator==(const Problem &other) const
    {
        return file == other.file && field == other.field && reason == other.reason;
    }
};

using Problems = QVector<Problem>;

} // namespace astrolabe::content
