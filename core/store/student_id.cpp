#include "store/student_id.h"

#include <QUuid>

namespace astrolabe::store {

std::optional<QString> ensureStudentId(MetaTable meta, QString *error)
{
    const auto existing = meta.value(QLatin1String(kStudentIdKey));
    if (existing && !QUuid::fromString(*existing).isNull())
        return existing;
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    if (!meta.setValue(QLatin1String(kStudentIdKey), id, error))
        return std::nullopt;
    return id;
}

} // namespace astrolabe::store
