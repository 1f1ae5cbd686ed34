#pragma once

#include <QSqlDatabase>
#include <QString>

namespace astrolabe::store {

// One SQLite transaction: begun on construction, rolled back on destruction unless commit()
// succeeded. commit() returns only once the data is durable (synchronous=FULL).
class Transaction
{
public:
    explicit Transaction(QSqlDatabase &db);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    bool began() const { return m_began; }
    QString beginError() const { return m_error; }
    bool commit(QString *error);

private:
    QSqlDatabase &m_db;
    bool m_began = false;
    bool m_done = false;
    QString m_error;
};

} // namespace astrolabe::store
