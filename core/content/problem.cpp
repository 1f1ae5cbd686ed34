#include "content/problem.h"

namespace astrolabe::content {

QString Problem::toString() const
{
    QString text = file;
    if (!field.isEmpty())
        text += (text.isEmpty() ? QString() : QStringLiteral(": ")) + field;
    return text + (text.isEmpty() ? QString() : QStringLiteral(": ")) + reason;
}

} // namespace astrolabe::content
