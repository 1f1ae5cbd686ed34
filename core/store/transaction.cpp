#include "store/transaction.h"

#include "store/sql_exec.h"

namespace astrolabe::store {

Transaction::Transaction(QSqlDatabase &db)
    : m_db(db)
{
    // IMMEDIATE takes the write lock now, so a busy database fails here and not half-way.
    m_began = execStatement(m_db, QStringLiteral("BEGIN IMMEDIATE"), &m_error);
}

Transaction::~Transaction()
{
    if (m_began && !m_done)
        execStatement(m_db, QStringLiteral("ROLLBACK"), nullptr);
}

bool Transaction::commit(QString *error)
{
    if (!m_began) {
        if (error)
            *error = m_error;
        return false;
    }
    if (!execStatement(m_db, QStringLiteral("COMMIT"), error))
        return false; // the destructor rolls back
    m_done = true;
    return true;
}

} // namespace astrolabe::store
