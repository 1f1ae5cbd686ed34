#include "store/class_store.h"

#include "store/expected_names_table.h"
#include "store/lock_file.h"
#include "store/pragmas.h"
#include "store/review_log_row.h"
#include "store/sql_exec.h"
#include "store/store_failure.h"
#include "store/transaction.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace astrolabe::store {

namespace {

constexpr int kClassSchemaVersion = 3;

const char *const kClassesTable =
    "CREATE TABLE classes ("
    " class_id INTEGER PRIMARY KEY,"
    " name TEXT NOT NULL UNIQUE COLLATE NOCASE,"
    " created_ms INTEGER NOT NULL,"
    " archived_ms INTEGER NOT NULL DEFAULT 0)";

// The chosen class: one row.
const char *const kChoiceTable =
    "CREATE TABLE class_choice ("
    " only INTEGER PRIMARY KEY CHECK (only = 1),"
    " class_id INTEGER NOT NULL REFERENCES classes (class_id))";

QString studentsTable(const QString &table)
{
    return QStringLiteral("CREATE TABLE %1 ("
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
                          " PRIMARY KEY (class_id, student_id))")
        .arg(table);
}

// The columns of a profile's reviews table (review_log_row), keyed by class, student and the
// row id the student's own log gave it.
QString reviewsTable(const QString &table, const QString &students)
{
    return QStringLiteral(
               "CREATE TABLE %1 ("
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
               " before_last_review_ms INTEGER, before_due_ms INTEGER, before_step INTEGER,"
               " before_reps INTEGER, before_lapses INTEGER, before_scheduled_days INTEGER,"
               " PRIMARY KEY (class_id, student_id, id),"
               " FOREIGN KEY (class_id, student_id) REFERENCES %2 (class_id, student_id)"
               " ON DELETE CASCADE) WITHOUT ROWID")
        .arg(table, students);
}

QString defaultClassName()
{
    //: The name of the teacher's first class, until they rename it.
    return QCoreApplication::translate("astrolabe::store", "My class");
}

const int kLongestName = 80; // as the messages below say
const int kMostExpectedNames = 1000; // as the message below says

const QString kStudentColumns = QStringLiteral(
    "student_id, name, exported_ms, course_id, course_version, checksum, source_file, "
    "imported_ms");

// Why the class file cannot be used, in one plain sentence, then the technical detail.
QString cannotOpen(const QString &file, const QString &detail,
                   StoreFailure otherwise = StoreFailure::Other)
{
    QString sentence;
    switch (failureOf(detail, otherwise)) {
    case StoreFailure::NotADatabase:
    case StoreFailure::Damaged:
        sentence = QCoreApplication::translate(
            "astrolabe::store", "The class file is damaged, so the class was left as it is.");
        break;
    case StoreFailure::DiskError:
        sentence = QCoreApplication::translate(
            "astrolabe::store", "The class file could not be read because the disk reported an "
                                "error.");
        break;
    case StoreFailure::ReadOnly:
        sentence = QCoreApplication::translate(
            "astrolabe::store", "The class file cannot be saved because it or its folder is "
                                "read-only.");
        break;
    case StoreFailure::Busy:
        sentence = QCoreApplication::translate(
            "astrolabe::store", "The class file is being used by another program; close it and "
                                "try again.");
        break;
    case StoreFailure::DiskFull:
        sentence = QCoreApplication::translate(
            "astrolabe::store", "The disk is full, so the class file cannot be saved.");
        break;
    default:
        sentence = QCoreApplication::translate("astrolabe::store",
                                               "The class file could not be opened.");
        break;
    }
    return sentence + QLatin1Char('\n') + file + QStringLiteral(": ") + detail;
}

QString locked()
{
    return QCoreApplication::translate("astrolabe::store",
                                       "The class is open in another Astrolabe window.");
}

QString newer(const QString &file)
{
    return QCoreApplication::translate(
               "astrolabe::store",
               "The class file %1 was written by a newer Astrolabe; it was left untouched.")
        .arg(file);
}

QString archivedClass(const QString &name)
{
    return QCoreApplication::translate(
               "astrolabe::store",
               "The class %1 is archived; restore it before changing its students.")
        .arg(name);
}

QString noSuchClass()
{
    return QCoreApplication::translate("astrolabe::store", "That class no longer exists.");
}

ClassStudent readHeader(const QSqlQuery &q)
{
    ClassStudent s;
    s.studentId = q.value(0).toString();
    s.name = q.value(1).toString();
    s.exportedMs = q.value(2).toLongLong();
    s.courseId = q.value(3).toString();
    s.courseVersion = q.value(4).toString();
    s.checksum = q.value(5).toString();
    s.sourceFile = q.value(6).toString();
    s.importedMs = q.value(7).toLongLong();
    return s;
}

// The reviews of one student of a class, oldest first, read with one prepared query.
void prepareReviews(QSqlQuery &reviews)
{
    reviews.setForwardOnly(true);
    reviews.prepare(QStringLiteral("SELECT ") + review_log_row::selectColumns()
                    + QStringLiteral(" FROM student_reviews WHERE class_id = :class_id AND "
                                     "student_id = :student_id ORDER BY id"));
}

void readReviews(QSqlQuery &reviews, qint64 classId, ClassStudent &student)
{
    reviews.bindValue(QStringLiteral(":class_id"), classId);
    reviews.bindValue(QStringLiteral(":student_id"), student.studentId);
    if (reviews.exec())
        while (reviews.next())
            student.reviews << review_log_row::read(reviews);
}

// Runs an UPDATE of one class (values bound); a class that is not there is one sentence.
bool updateOneClass(QSqlQuery &query, QString *error)
{
    if (!execPrepared(query, error))
        return false;
    if (query.numRowsAffected() < 1) {
        *error = noSuchClass();
        return false;
    }
    return true;
}

} // namespace

ClassStore::~ClassStore()
{
    if (m_db.isValid())
        m_db.close();
    m_db = QSqlDatabase();
    if (!m_connectionName.isEmpty())
        QSqlDatabase::removeDatabase(m_connectionName);
    if (m_lock)
        m_lock->unlock();
}

QString ClassStore::pathIn(const QString &dataDir)
{
    return QDir(dataDir).filePath(QStringLiteral("class.sqlite"));
}

bool ClassStore::openConnection(const QString &name, QString *error)
{
    m_connectionName = uniqueConnectionName("class");
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    m_db.setDatabaseName(name);
    if (!m_db.open()) {
        *error = sqliteDetail(m_db.lastError());
        return false;
    }
    return true;
}

std::unique_ptr<ClassStore> ClassStore::open(const QString &path, QString *error)
{
    const QFileInfo info(path);
    std::unique_ptr<ClassStore> store(new ClassStore);
    QString detail;
    if (!QDir().mkpath(info.absolutePath())) {
        *error = cannotOpen(info.fileName(), info.absolutePath());
        return nullptr;
    }
    store->m_lock = std::make_unique<QLockFile>(info.absoluteFilePath() + QStringLiteral(".lock"));
    if (!takeLock(*store->m_lock, store->m_lock->fileName())) {
        store->m_lock.reset();
        *error = locked();
        return nullptr;
    }
    if (!store->openConnection(info.absoluteFilePath(), &detail)) {
        *error = cannotOpen(info.fileName(), detail);
        return nullptr;
    }
    const int version = pragmas::userVersion(store->m_db, &detail);
    if (version < 0) {
        *error = cannotOpen(info.fileName(), detail);
        return nullptr;
    }
    if (version > kClassSchemaVersion) {
        *error = newer(info.fileName());
        return nullptr;
    }
    const QString check = pragmas::quickCheck(store->m_db);
    if (check != QLatin1String("ok")) {
        *error = cannotOpen(info.fileName(), QStringLiteral("integrity check: ") + check,
                            StoreFailure::Damaged);
        return nullptr;
    }
    if (!pragmas::configureConnection(store->m_db, true, &detail) || !store->initialise(&detail)) {
        *error = cannotOpen(info.fileName(), detail);
        return nullptr;
    }
    return store;
}

std::unique_ptr<ClassStore> ClassStore::openInMemory(QString *error)
{
    std::unique_ptr<ClassStore> store(new ClassStore);
    QString detail;
    if (!store->openConnection(QStringLiteral(":memory:"), &detail)
        || !pragmas::configureConnection(store->m_db, false, &detail)
        || !store->initialise(&detail)) {
        *error = cannotOpen(QStringLiteral(":memory:"), detail);
        return nullptr;
    }
    return store;
}

bool ClassStore::initialise(QString *error)
{
    const int version = pragmas::userVersion(m_db, error);
    if (version == 1 && !migrateFromOneClass(error))
        return false;
    if (version == 0) {
        Transaction transaction(m_db);
        bool ok = transaction.began();
        ok = ok && execStatement(m_db, QLatin1String(kClassesTable), error)
            && execStatement(m_db, QLatin1String(kChoiceTable), error)
            && execStatement(m_db, studentsTable(QStringLiteral("students")), error)
            && execStatement(m_db,
                             reviewsTable(QStringLiteral("student_reviews"),
                                          QStringLiteral("students")),
                             error)
            && pragmas::setUserVersion(m_db, 2, error);
        if (!transaction.began())
            *error = transaction.beginError();
        if (!ok || !transaction.commit(error))
            return false;
    }
    if (version < 3 && !addExpectedNames(error))
        return false;
    return ensureChosen(error);
}

// Version 3 adds each class's roster: the names of the students expected to hand in a file.
bool ClassStore::addExpectedNames(QString *error)
{
    Transaction transaction(m_db);
    if (!transaction.began()) {
        *error = transaction.beginError();
        return false;
    }
    return execStatement(m_db, expected_names_table::createStatement(), error)
        && pragmas::setUserVersion(m_db, 3, error) && transaction.commit(error);
}

// Version 1 held one class: its students become those of the class "My class".
bool ClassStore::migrateFromOneClass(QString *error)
{
    Transaction transaction(m_db);
    if (!transaction.began()) {
        *error = transaction.beginError();
        return false;
    }
    // The statement is prepared once its table exists.
    QSqlQuery first(m_db);
    const auto addFirstClass = [&first, error] {
        first.prepare(QStringLiteral("INSERT INTO classes (class_id, name, created_ms) VALUES "
                                     "(1, :name, (SELECT COALESCE(MIN(imported_ms), 0) FROM "
                                     "students))"));
        first.bindValue(QStringLiteral(":name"), defaultClassName());
        return execPrepared(first, error);
    };
    const QString reviewColumns = QStringLiteral("student_id, id, ")
        + review_log_row::insertColumns();
    // The old tables go after the new ones are filled; renaming the new students table also
    // renames the reference the new reviews table makes to it.
    const bool ok = execStatement(m_db, QLatin1String(kClassesTable), error)
        && execStatement(m_db, QLatin1String(kChoiceTable), error)
        && addFirstClass()
        && execStatement(m_db, QStringLiteral("INSERT INTO class_choice VALUES (1, 1)"), error)
        && execStatement(m_db, studentsTable(QStringLiteral("students_v2")), error)
        && execStatement(m_db,
                         reviewsTable(QStringLiteral("student_reviews_v2"),
                                      QStringLiteral("students_v2")),
                         error)
        && execStatement(m_db,
                         QStringLiteral("INSERT INTO students_v2 (class_id, ") + kStudentColumns
                             + QStringLiteral(") SELECT 1, ") + kStudentColumns
                             + QStringLiteral(" FROM students"),
                         error)
        && execStatement(m_db,
                         QStringLiteral("INSERT INTO student_reviews_v2 (class_id, ")
                             + reviewColumns + QStringLiteral(") SELECT 1, ") + reviewColumns
                             + QStringLiteral(" FROM student_reviews"),
                         error)
        && execStatement(m_db, QStringLiteral("DROP TABLE student_reviews"), error)
        && execStatement(m_db, QStringLiteral("DROP TABLE students"), error)
        && execStatement(m_db, QStringLiteral("ALTER TABLE students_v2 RENAME TO students"), error)
        && execStatement(m_db,
                         QStringLiteral("ALTER TABLE student_reviews_v2 RENAME TO student_reviews"),
                         error)
        && pragmas::setUserVersion(m_db, 2, error);
    return ok && transaction.commit(error);
}

// Reads the chosen class; a file without one gets "My class" (a new file) or its first class.
bool ClassStore::ensureChosen(QString *error)
{
    QSqlQuery chosen(m_db);
    chosen.prepare(QStringLiteral("SELECT class_id FROM class_choice WHERE only = 1"));
    if (execPrepared(chosen, error) && chosen.next()) {
        m_classId = chosen.value(0).toLongLong();
        return true;
    }
    chosen.finish();
    QSqlQuery any(m_db);
    any.prepare(QStringLiteral("SELECT class_id FROM classes ORDER BY archived_ms > 0, name "
                               "LIMIT 1"));
    if (!execPrepared(any, error))
        return false;
    qint64 id = 0;
    if (any.next()) {
        id = any.value(0).toLongLong();
    } else {
        any.finish();
        const std::optional<qint64> created = createClass(defaultClassName(), 0, error);
        if (!created)
            return false;
        id = *created;
    }
    return choose(id, error);
}

QVector<ClassInfo> ClassStore::classes() const
{
    QVector<ClassInfo> out;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral(
        "SELECT c.class_id, c.name, c.created_ms, c.archived_ms, COUNT(s.student_id), "
        "COALESCE(MAX(s.imported_ms), 0) FROM classes c LEFT JOIN students s "
        "ON s.class_id = c.class_id GROUP BY c.class_id ORDER BY c.name, c.class_id"));
    if (!query.exec())
        return out;
    while (query.next()) {
        ClassInfo info;
        info.id = query.value(0).toLongLong();
        info.name = query.value(1).toString();
        info.createdMs = query.value(2).toLongLong();
        info.archivedMs = query.value(3).toLongLong();
        info.students = query.value(4).toInt();
        info.lastImportMs = query.value(5).toLongLong();
        out << info;
    }
    return out;
}

std::optional<ClassInfo> ClassStore::classNamed(const QString &name) const
{
    const QString wanted = name.trimmed();
    for (const ClassInfo &info : classes())
        if (info.name.compare(wanted, Qt::CaseInsensitive) == 0)
            return info;
    return std::nullopt;
}

ClassInfo ClassStore::current() const
{
    for (const ClassInfo &info : classes())
        if (info.id == m_classId)
            return info;
    return {};
}

bool ClassStore::choose(qint64 classId, QString *error)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO class_choice (only, class_id) "
                                 "SELECT 1, class_id FROM classes WHERE class_id = :id"));
    query.bindValue(QStringLiteral(":id"), classId);
    if (!execPrepared(query, error))
        return false;
    if (query.numRowsAffected() < 1) {
        *error = noSuchClass();
        return false;
    }
    m_classId = classId;
    return true;
}

bool ClassStore::use(qint64 classId, QString *error)
{
    for (const ClassInfo &info : classes())
        if (info.id == classId) {
            m_classId = classId;
            return true;
        }
    *error = noSuchClass();
    return false;
}

bool ClassStore::checkName(const QString &name, qint64 exceptId, QString *error) const
{
    if (name.isEmpty()) {
        *error = QCoreApplication::translate("astrolabe::store", "A class needs a name.");
        return false;
    }
    if (name.size() > kLongestName) {
        *error = QCoreApplication::translate("astrolabe::store",
                                             "A class name can have at most 80 characters.");
        return false;
    }
    if (const auto same = classNamed(name); same && same->id != exceptId) {
        *error = QCoreApplication::translate("astrolabe::store",
                                             "There is already a class named %1.")
                     .arg(same->name);
        return false;
    }
    return true;
}

std::optional<qint64> ClassStore::createClass(const QString &name, qint64 nowMs, QString *error)
{
    const QString trimmed = name.simplified();
    if (!checkName(trimmed, 0, error))
        return std::nullopt;
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("INSERT INTO classes (name, created_ms) VALUES (:name, :now)"));
    query.bindValue(QStringLiteral(":name"), trimmed);
    query.bindValue(QStringLiteral(":now"), nowMs);
    if (!execPrepared(query, error))
        return std::nullopt;
    return query.lastInsertId().toLongLong();
}

bool ClassStore::renameClass(qint64 classId, const QString &name, QString *error)
{
    const QString trimmed = name.simplified();
    if (!checkName(trimmed, classId, error))
        return false;
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("UPDATE classes SET name = :name WHERE class_id = :id"));
    query.bindValue(QStringLiteral(":name"), trimmed);
    query.bindValue(QStringLiteral(":id"), classId);
    return updateOneClass(query, error);
}

bool ClassStore::setArchived(qint64 classId, qint64 archivedMs, QString *error)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("UPDATE classes SET archived_ms = :ms WHERE class_id = :id"));
    query.bindValue(QStringLiteral(":ms"), std::max<qint64>(archivedMs, 0));
    query.bindValue(QStringLiteral(":id"), classId);
    return updateOneClass(query, error);
}

bool ClassStore::refuseArchived(QString *error) const
{
    const ClassInfo info = current();
    if (info.id == 0) {
        *error = noSuchClass();
        return true;
    }
    if (info.archived()) {
        *error = archivedClass(info.name);
        return true;
    }
    return false;
}

QVector<ClassStudent> ClassStore::students() const
{
    QVector<ClassStudent> out;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT ") + kStudentColumns
                  + QStringLiteral(" FROM students WHERE class_id = :class_id "
                                   "ORDER BY name, student_id"));
    query.bindValue(QStringLiteral(":class_id"), m_classId);
    if (!query.exec())
        return out;
    while (query.next())
        out << readHeader(query);

    QSqlQuery reviews(m_db);
    prepareReviews(reviews);
    for (ClassStudent &student : out)
        readReviews(reviews, m_classId, student);
    return out;
}

std::optional<ClassStudent> ClassStore::studentHeader(const QString &studentId) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT ") + kStudentColumns
                  + QStringLiteral(" FROM students WHERE class_id = :class_id AND "
                                   "student_id = :student_id"));
    query.bindValue(QStringLiteral(":class_id"), m_classId);
    query.bindValue(QStringLiteral(":student_id"), studentId);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return readHeader(query);
}

int ClassStore::studentCount() const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT COUNT(*) FROM students WHERE class_id = :class_id"));
    query.bindValue(QStringLiteral(":class_id"), m_classId);
    if (!query.exec() || !query.next())
        return -1;
    return query.value(0).toInt();
}

bool ClassStore::putStudent(const ClassStudent &s, QString *error)
{
    if (refuseArchived(error))
        return false;
    Transaction transaction(m_db);
    if (!transaction.began()) {
        *error = transaction.beginError();
        return false;
    }
    QSqlQuery remove(m_db);
    remove.prepare(QStringLiteral("DELETE FROM students WHERE class_id = :class_id AND "
                                  "student_id = :student_id"));
    remove.bindValue(QStringLiteral(":class_id"), m_classId);
    remove.bindValue(QStringLiteral(":student_id"), s.studentId);
    if (!execPrepared(remove, error))
        return false;

    QSqlQuery student(m_db);
    student.prepare(QStringLiteral("INSERT INTO students (class_id, ") + kStudentColumns
                    + QStringLiteral(") VALUES (:class_id, :student_id, :name, :exported_ms, "
                                     ":course_id, :course_version, :checksum, :source_file, "
                                     ":imported_ms)"));
    student.bindValue(QStringLiteral(":class_id"), m_classId);
    student.bindValue(QStringLiteral(":student_id"), s.studentId);
    student.bindValue(QStringLiteral(":name"), nonNullText(s.name));
    student.bindValue(QStringLiteral(":exported_ms"), s.exportedMs);
    student.bindValue(QStringLiteral(":course_id"), nonNullText(s.courseId));
    student.bindValue(QStringLiteral(":course_version"), nonNullText(s.courseVersion));
    student.bindValue(QStringLiteral(":checksum"), nonNullText(s.checksum));
    student.bindValue(QStringLiteral(":source_file"), nonNullText(s.sourceFile));
    student.bindValue(QStringLiteral(":imported_ms"), s.importedMs);
    if (!execPrepared(student, error))
        return false;

    QSqlQuery review(m_db);
    review.prepare(QStringLiteral("INSERT INTO student_reviews (class_id, student_id, id, ")
                   + review_log_row::insertColumns()
                   + QStringLiteral(") VALUES (:class_id, :student_id, :id, ")
                   + review_log_row::insertPlaceholders() + QStringLiteral(")"));
    for (const ReviewRecord &r : s.reviews) {
        review.bindValue(QStringLiteral(":class_id"), m_classId);
        review.bindValue(QStringLiteral(":student_id"), s.studentId);
        review.bindValue(QStringLiteral(":id"), r.id);
        review_log_row::bind(review, r);
        if (!execPrepared(review, error))
            return false;
    }
    return transaction.commit(error);
}

bool ClassStore::clear(QString *error)
{
    if (refuseArchived(error))
        return false;
    Transaction transaction(m_db);
    if (!transaction.began()) {
        *error = transaction.beginError();
        return false;
    }
    // Removing the students removes their reviews (ON DELETE CASCADE).
    QSqlQuery remove(m_db);
    remove.prepare(QStringLiteral("DELETE FROM students WHERE class_id = :class_id"));
    remove.bindValue(QStringLiteral(":class_id"), m_classId);
    return execPrepared(remove, error) && transaction.commit(error);
}

std::optional<ClassStudent> ClassStore::removeStudent(const QString &studentId, QString *error)
{
    if (refuseArchived(error))
        return std::nullopt;
    std::optional<ClassStudent> removed = studentHeader(studentId);
    if (removed) {
        QSqlQuery reviews(m_db);
        prepareReviews(reviews);
        readReviews(reviews, m_classId, *removed);
    } else {
        *error = QCoreApplication::translate("astrolabe::store",
                                             "That student is not in the class.");
        return std::nullopt;
    }
    Transaction transaction(m_db);
    if (!transaction.began()) {
        *error = transaction.beginError();
        return std::nullopt;
    }
    QSqlQuery remove(m_db);
    remove.prepare(QStringLiteral("DELETE FROM students WHERE class_id = :class_id AND "
                                  "student_id = :student_id"));
    remove.bindValue(QStringLiteral(":class_id"), m_classId);
    remove.bindValue(QStringLiteral(":student_id"), studentId);
    if (!execPrepared(remove, error) || !transaction.commit(error))
        return std::nullopt;
    return removed;
}

QStringList ClassStore::expectedNames() const
{
    return expected_names_table::read(m_db, m_classId);
}

bool ClassStore::setExpectedNames(const QStringList &names, QString *error)
{
    if (refuseArchived(error))
        return false;
    QStringList kept;
    for (const QString &name : names) {
        const QString simplified = name.simplified();
        if (simplified.isEmpty())
            continue;
        if (simplified.size() > kLongestName) {
            //: The teacher's roster refuses a name; %1 is its first characters.
            *error = QCoreApplication::translate("astrolabe::store",
                                                 "A name on the roster can have at most 80 "
                                                 "characters; “%1…” has more.")
                         .arg(simplified.left(24));
            return false;
        }
        kept << simplified;
    }
    if (kept.size() > kMostExpectedNames) {
        *error = QCoreApplication::translate("astrolabe::store",
                                             "A roster can list at most 1000 names.");
        return false;
    }
    Transaction transaction(m_db);
    if (!transaction.began()) {
        *error = transaction.beginError();
        return false;
    }
    return expected_names_table::write(m_db, m_classId, kept, error)
        && transaction.commit(error);
}

} // namespace astrolabe::store
