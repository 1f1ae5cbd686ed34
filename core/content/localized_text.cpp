#include "content/localized_text.h"

namespace astrolabe::content {

QString LocalizedText::text(const QString &language) const
{
    const bool persian = language.startsWith(QLatin1String("fa"));
    const QString &wanted = persian ? fa : en;
    return wanted.isEmpty() ? (persian ? en : fa) : wanted;
}

} // namespace astrolabe::content
