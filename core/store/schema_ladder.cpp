#include "store/schema_ladder.h"

#include "store/pragmas.h"
#include "store/transaction.h"

namespace astrolabe::store {

bool SchemaLadder::upgrade(QSqlDatabase &db, int from, int *failedVersion, QString *error) const
{
    for (int version = from; version < currentVersion(); ++version) {
        Transaction transaction(db);
        const bool ok = transaction.began() && m_steps.at(version)(db, error)
            && pragmas::setUserVersion(db, version + 1, error) && transaction.commit(error);
        if (!ok) {
            if (!transaction.began() && error)
                *error = transaction.beginError();
            if (failedVersion)
                *failedVersion = version + 1;
            return false;
        }
    }
    return true;
}

bool SchemaLadder::createSchema(QSqlDatabase &db, QString *error) const
{
    for (MigrationStep step : m_steps)
        if (!step(db, error))
            return false;
    return pragmas::setUserVersion(db, currentVersion(), error);
}

} // namespace astrolabe::store
