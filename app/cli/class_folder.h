#pragma once

#include "cli/context.h"
#include "store/class_student.h"

#include <QString>
#include <QVector>

namespace astrolabe::cli {

// The students of a folder of progress files (class-report --in, class-fit --in), read with
// an import's rules (courseId empty: any course): each skipped or refused file named on
// ctx.err. 0, or the exit code after one sentence saying why there are none.
int readClassFolder(const QString &folder, const QString &courseId,
                    QVector<store::ClassStudent> *students, Context &ctx);

} // namespace astrolabe::cli
