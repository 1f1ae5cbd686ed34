#include "store/class_migrations.h"

#include "store/sql_exec.h"

#include <QCoreApplication>
#include <QSqlQuery>
#include <QStringList>

#include <iterator>

namespace astrolabe::store::class_migrations {

namespace {

// The steps, index i taking version i to version i + 1.
constexpr MigrationStep kSteps[] = {migrateToVersion1, migrateToVersion2, migrateToVersion3};
static_assert(sizeof(kSteps) / sizeof(kSteps[0]) == kCurrentVersion,
              "one migration per schema version");

} // namespace

QString firstClassName()
{
    //: The name of the teacher's first class, until they rename it.
    return QCoreApplication::translate("astrolabe::store", "My class");
}

bool migrateToVersion1(QSqlDatabase &db, QString *error)
{
    return execStatements(
        db,
        {
            QStringLiteral("CREATE TABLE students ("
                           " student_id TEXT PRIMARY KEY,"
                           " name TEXT NOT NULL,"
                           " exported_ms INTEGER NOT NULL,"
                           " course_id TEXT NOT NULL,"
                           " course_version TEXT NOT NULL,"
                           " checksum TEXT NOT NULL,"
                           " source_file TEXT NOT NULL,"
                           " imported_ms INTEGER NOT NULL)"),
            QStringLiteral("CREATE TABLE student_reviews ("
                           " student_id TEXT NOT NULL REFERENCES students (student_id)"
                           " ON DELETE CASCADE,"
                           " id INTEGER NOT NULL,"
                           " item_id TEXT NOT NULL,"
                           " time_ms INTEGER NOT NULL,"
                           " rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 4),"
                           " elapsed_days INTEGER NOT NULL,"
                           " answer TEXT NOT NULL,"
                           " correct INTEGER NOT NULL,"
                           " helped INTEGER NOT NULL,"
                           " duration_ms INTEGER NOT NULL,"
                           " exercise_seed INTEGER NOT NULL,"
                           " before_phase INTEGER, before_stability REAL, before_difficulty REAL,"
                           " before_last_review_ms INTEGER, before_due_ms INTEGER,"
                           " before_step INTEGER, before_reps INTEGER, before_lapses INTEGER,"
                           " before_scheduled_days INTEGER,"
                           " PRIMARY KEY (student_id, id)) WITHOUT ROWID"),
        },
        error);
}

bool migrateToVersion2(QSqlDatabase &db, QString *error)
{
    const bool tables = execStatements(
        db,
        {
            QStringLiteral("CREATE TABLE classes ("
                           " class_id INTEGER PRIMARY KEY,"
                           " name TEXT NOT NULL UNIQUE COLLATE NOCASE,"
                           " created_ms INTEGER NOT NULL,"
                           " archived_ms INTEGER NOT NULL DEFAULT 0)"),
            // The chosen class: one row.
            QStringLiteral("CREATE TABLE class_choice ("
                           " only INTEGER PRIMARY KEY CHECK (only = 1),"
                           " class_id INTEGER NOT NULL REFERENCES classes (class_id))"),
        },
        error);
    if (!tables)
        return false;
    // The one class, created when its first student was imported (0 when it had none).
    QSqlQuery first(db);
    first.prepare(QStringLiteral("INSERT INTO classes (class_id, name, created_ms) VALUES "
                                 "(1, :name, (SELECT COALESCE(MIN(imported_ms), 0) FROM "
                                 "students))"));
    first.bindValue(QStringLiteral(":name"), firstClassName());
    if (!execPrepared(first, error))
        return false;
    first.finish();
    // The new tables are made beside the old ones and filled; the old ones go, and renaming the
    // new students table also renames the reference the new reviews table makes to it.
    return execStatements(
        db,
        {
            QStringLiteral("INSERT INTO class_choice VALUES (1, 1)"),
            QStringLiteral("CREATE TABLE students_v2 ("
                           " class_id INTEGER NOT NULL REFERENCES classes (class_id)"
                           " ON DELETE CASCADE,"
                           " student_id TEXT NOT NULL,"
                           " name TEXT NOT NULL,"
                           " exported_ms INTEGER NOT NULL,"
                           " course_id TEXT NOT NULL,"
                           " course_version TEXT NOT NULL,"
                           " checksum TEXT NOT NULL,"
                           " source_file TEXT NOT NULL,"
                           " imported_ms INTEGER NOT NULL,"
                           " PRIMARY KEY (class_id, student_id))"),
            // The columns of a profile's reviews table (review_log_row) as they were then, keyed
            // by class, student and the row id the student's own log gave it.
            QStringLiteral("CREATE TABLE student_reviews_v2 ("
                           " class_id INTEGER NOT NULL,"
                           " student_id TEXT NOT NULL,"
                           " id INTEGER NOT NULL,"
                           " item_id TEXT NOT NULL,"
                           " time_ms INTEGER NOT NULL,"
                           " rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 4),"
                           " elapsed_days INTEGER NOT NULL,"
                           " answer TEXT NOT NULL,"
                           " correct INTEGER NOT NULL,"
                           " helped INTEGER NOT NULL,"
                           " duration_ms INTEGER NOT NULL,"
                           " exercise_seed INTEGER NOT NULL,"
                           " before_phase INTEGER, before_stability REAL, before_difficulty REAL,"
                           " before_last_review_ms INTEGER, before_due_ms INTEGER,"
                           " before_step INTEGER, before_reps INTEGER, before_lapses INTEGER,"
                           " before_scheduled_days INTEGER,"
                           " PRIMARY KEY (class_id, student_id, id),"
                           " FOREIGN KEY (class_id, student_id) REFERENCES students_v2"
                           " (class_id, student_id) ON DELETE CASCADE) WITHOUT ROWID"),
            QStringLiteral("INSERT INTO students_v2 (class_id, student_id, name, exported_ms,"
                           " course_id, course_version, checksum, source_file, imported_ms)"
                           " SELECT 1, student_id, name, exported_ms, course_id, course_version,"
                           " checksum, source_file, imported_ms FROM students"),
            QStringLiteral("INSERT INTO student_reviews_v2 (class_id, student_id, id, item_id,"
                           " time_ms, rating, elapsed_days, answer, correct, helped, duration_ms,"
                           " exercise_seed, before_phase, before_stability, before_difficulty,"
                           " before_last_review_ms, before_due_ms, before_step, before_reps,"
                           " before_lapses, before_scheduled_days)"
                           " SELECT 1, student_id, id, item_id, time_ms, rating, elapsed_days,"
                           " answer, correct, helped, duration_ms, exercise_seed, before_phase,"
                           " before_stability, before_difficulty, before_last_review_ms,"
                           " before_due_ms, before_step, before_reps, before_lapses,"
                           " before_scheduled_days FROM student_reviews"),
            QStringLiteral("DROP TABLE student_reviews"),
            QStringLiteral("DROP TABLE students"),
            QStringLiteral("ALTER TABLE students_v2 RENAME TO students"),
            QStringLiteral("ALTER TABLE student_reviews_v2 RENAME TO student_reviews"),
        },
        error);
}

bool migrateToVersion3(QSqlDatabase &db, QString *error)
{
    return execStatement(db,
                         QStringLiteral("CREATE TABLE expected_names ("
                                        " class_id INTEGER NOT NULL REFERENCES classes (class_id)"
                                        " ON DELETE CASCADE,"
                                        " position INTEGER NOT NULL,"
                                        " name TEXT NOT NULL,"
                                        " PRIMARY KEY (class_id, position)) WITHOUT ROWID"),
                         error);
}

SchemaLadder ladder()
{
    return SchemaLadder({std::begin(kSteps), std::end(kSteps)});
}

} // namespace astrolabe::store::class_migrations
