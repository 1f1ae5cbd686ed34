#include "store/migrations.h"

#include "store/sql_exec.h"

#include <QStringList>

#include <iterator>

namespace astrolabe::store::migrations {

namespace {

// The steps, index i taking version i to version i + 1.
constexpr MigrationStep kSteps[] = {migrateToVersion1, migrateToVersion2};
static_assert(sizeof(kSteps) / sizeof(kSteps[0]) == kCurrentVersion,
              "one migration per schema version");

} // namespace

bool migrateToVersion1(QSqlDatabase &db, QString *error)
{
    return execStatements(db,
                  {
                      QStringLiteral("CREATE TABLE meta ("
                                     " key TEXT PRIMARY KEY NOT NULL,"
                                     " value TEXT NOT NULL)"),
                      QStringLiteral("CREATE TABLE items ("
                                     " id TEXT PRIMARY KEY NOT NULL,"
                                     " position INTEGER NOT NULL)"),
                      QStringLiteral("CREATE TABLE memory_states ("
                                     " item_id TEXT PRIMARY KEY NOT NULL REFERENCES items(id),"
                                     " phase INTEGER NOT NULL,"
                                     " stability REAL NOT NULL,"
                                     " difficulty REAL NOT NULL,"
                                     " last_review_ms INTEGER NOT NULL,"
                                     " due_ms INTEGER NOT NULL,"
                                     " step INTEGER NOT NULL,"
                                     " reps INTEGER NOT NULL,"
                                     " lapses INTEGER NOT NULL,"
                                     " scheduled_days INTEGER NOT NULL)"),
                      QStringLiteral("CREATE TABLE reviews ("
                                     " id INTEGER PRIMARY KEY AUTOINCREMENT,"
                                     " item_id TEXT NOT NULL REFERENCES items(id),"
                                     " time_ms INTEGER NOT NULL,"
                                     " rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 4),"
                                     " elapsed_days INTEGER NOT NULL,"
                                     " answer TEXT NOT NULL,"
                                     " correct INTEGER NOT NULL,"
                                     " duration_ms INTEGER NOT NULL,"
                                     " exercise_seed INTEGER NOT NULL)"),
                      QStringLiteral("CREATE TABLE settings ("
                                     " key TEXT PRIMARY KEY NOT NULL,"
                                     " value TEXT NOT NULL)"),
                  },
                  error);
}

bool migrateToVersion2(QSqlDatabase &db, QString *error)
{
    QStringList statements{
        QStringLiteral("ALTER TABLE reviews ADD COLUMN helped INTEGER NOT NULL DEFAULT 0"),
    };
    // The item's state just before the review; all NULL on rows from version 1.
    const QStringList before{
        QStringLiteral("before_phase INTEGER"),         QStringLiteral("before_stability REAL"),
        QStringLiteral("before_difficulty REAL"),       QStringLiteral("before_last_review_ms INTEGER"),
        QStringLiteral("before_due_ms INTEGER"),        QStringLiteral("before_step INTEGER"),
        QStringLiteral("before_reps INTEGER"),          QStringLiteral("before_lapses INTEGER"),
        QStringLiteral("before_scheduled_days INTEGER"),
    };
    for (const QString &column : before)
        statements << QStringLiteral("ALTER TABLE reviews ADD COLUMN ") + column;
    statements << QStringLiteral("CREATE INDEX reviews_by_item ON reviews (item_id, id)")
               << QStringLiteral("CREATE INDEX reviews_by_time ON reviews (time_ms)")
               << QStringLiteral("CREATE INDEX memory_states_by_due ON memory_states (due_ms)");
    return execStatements(db, statements, error);
}

SchemaLadder ladder()
{
    return SchemaLadder({std::begin(kSteps), std::end(kSteps)});
}

} // namespace astrolabe::store::migrations
