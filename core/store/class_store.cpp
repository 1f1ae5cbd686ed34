#include "store/class_store.h"

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

namespace astrolabe::store {

namespace {

constexpr int kClassSchemaVersion = 1;

const char *const kSchema[] = {
    "CREATE TABLE students ("
    " student_id TEXT PRIMARY KEY,"
    " name TEXT NOT NULL,"
    " exported_ms INTEGER NOT NULL,"
    " course_id TEXT NOT NULL,"
    " course_version TEXT NOT NULL,"
    " checksum TEXT NOT NULL,"
    " source_file TEXT NOT NULL,"
    " imported_ms INTEGER NOT NULL)",
    // The columns of a profile's reviews table (review_log_row), keyed by student and the
    // row id the student's own log gave it.
    "CREATE TABLE student_reviews ("
    " student_id TEXT NOT NULL REFERENCES students (student_id) ON DELETE CASCADE,"
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
    " PRIMARY KEY (student_id, id)) WITHOUT ROWID",
};

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
    store->m_lock->setStaleLockTime(0);
    if (!store->m_lock->tryLock(0)) {
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
    if (pragmas::userVersion(m_db, error) == kClassSchemaVersion)
        return true;
    Transaction transaction(m_db);
    bool ok = transaction.began();
    for (const char *sql : kSchema)
        ok = ok && execStatement(m_db, QLatin1String(sql), error);
    ok = ok && pragmas::setUserVersion(m_db, kClassSchemaVersion, error);
    if (!transaction.began())
        *error = transaction.beginError();
    return ok && transaction.commit(error);
}

QVector<ClassStudent> ClassStore::students() const
{
    QVector<ClassStudent> out;
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT ") + kStudentColumns
                  + QStringLiteral(" FROM students ORDER BY name, student_id"));
    if (!query.exec())
        return out;
    while (query.next())
        out << readHeader(query);

    QSqlQuery reviews(m_db);
    reviews.setForwardOnly(true);
    reviews.prepare(QStringLiteral("SELECT ") + review_log_row::selectColumns()
                    + QStringLiteral(" FROM student_reviews WHERE student_id = :student_id "
                                     "ORDER BY id"));
    for (ClassStudent &student : out) {
        reviews.bindValue(QStringLiteral(":student_id"), student.studentId);
        if (reviews.exec())
            while (reviews.next())
                student.reviews << review_log_row::read(reviews);
    }
    return out;
}

std::optional<ClassStudent> ClassStore::studentHeader(const QString &studentId) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT ") + kStudentColumns
                  + QStringLiteral(" FROM students WHERE student_id = :student_id"));
    query.bindValue(QStringLiteral(":student_id"), studentId);
    if (!query.exec() || !query.next())
        return std::nullopt;
    return readHeader(query);
}

int ClassStore::studentCount() const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT COUNT(*) FROM students"));
    if (!query.exec() || !query.next())
        return -1;
    return query.value(0).toInt();
}

bool ClassStore::putStudent(const ClassStudent &s, QString *error)
{
    Transaction transaction(m_db);
    if (!transaction.began()) {
        *error = transaction.beginError();
        return false;
    }
    QSqlQuery remove(m_db);
    remove.prepare(QStringLiteral("DELETE FROM students WHERE student_id = :student_id"));
    remove.bindValue(QStringLiteral(":student_id"), s.studentId);
    if (!execPrepared(remove, error))
        return false;

    QSqlQuery student(m_db);
    student.prepare(QStringLiteral("INSERT INTO students (") + kStudentColumns
                    + QStringLiteral(") VALUES (:student_id, :name, :exported_ms, :course_id, "
                                     ":course_version, :checksum, :source_file, :imported_ms)"));
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
    review.prepare(QStringLiteral("INSERT INTO student_reviews (student_id, id, ")
                   + review_log_row::insertColumns()
                   + QStringLiteral(") VALUES (:student_id, :id, ")
                   + review_log_row::insertPlaceholders() + QStringLiteral(")"));
    for (const ReviewRecord &r : s.reviews) {
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
    Transaction transaction(m_db);
    if (!transaction.began()) {
        *error = transaction.beginError();
        return false;
    }
    // Removing the students removes their reviews (ON DELETE CASCADE).
    return execStatement(m_db, QStringLiteral("DELETE FROM students"), error)
        && transaction.commit(error);
}

} // namespace astrolabe::store
