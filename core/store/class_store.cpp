#include "store/class_store.h"

#include "store/class_migrations.h"
#include "store/expected_names_table.h"
#include "store/review_log_row.h"
#include "store/sql_exec.h"
#include "store/store_failure.h"
#include "store/transaction.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace astrolabe::store {

namespace {

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

// The sentence for a refused class file (LockedDatabase::open).
QString refusalSentence(const OpenRefusal &refusal, const QString &file)
{
    using Step = OpenRefusal::Step;
    switch (refusal.step) {
    case Step::Locked:
        return locked();
    case Step::Caller:
        return refusal.detail;
    case Step::Newer:
        return newer(file);
    case Step::NoHeader:
        return cannotOpen(file, refusal.detail, StoreFailure::NotADatabase);
    case Step::Foreign:
        return cannotOpen(file, refusal.detail, StoreFailure::Foreign);
    case Step::Damaged:
        return cannotOpen(file, QStringLiteral("integrity check: ") + refusal.detail,
                          StoreFailure::Damaged);
    case Step::Folder: // the detail is the folder
    case Step::Connection:
    case Step::Unreadable:
    case Step::Upgrade:
    case Step::Settings:
    case Step::Create:
        break;
    }
    return cannotOpen(file, refusal.detail);
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

ClassStore::~ClassStore() = default;

QString ClassStore::pathIn(const QString &dataDir)
{
    return QDir(dataDir).filePath(QStringLiteral("class.sqlite"));
}

std::unique_ptr<ClassStore> ClassStore::open(const QString &path, QString *error)
{
    DatabaseOpening opening;
    opening.path = path;
    opening.purpose = "class";
    opening.ladder = class_migrations::ladder();
    OpenRefusal refusal;
    return opened(LockedDatabase::open(opening, &refusal), refusal, QFileInfo(path).fileName(),
                  error);
}

std::unique_ptr<ClassStore> ClassStore::openInMemory(QString *error)
{
    DatabaseOpening opening;
    opening.purpose = "class";
    opening.ladder = class_migrations::ladder();
    OpenRefusal refusal;
    return opened(LockedDatabase::openInMemory(opening, &refusal), refusal,
                  QStringLiteral(":memory:"), error);
}

// The store over an opened file, its chosen class read; or nullptr and the refusal's sentence.
std::unique_ptr<ClassStore> ClassStore::opened(std::unique_ptr<LockedDatabase> file,
                                               const OpenRefusal &refusal, const QString &fileName,
                                               QString *error)
{
    if (!file) {
        *error = refusalSentence(refusal, fileName);
        return nullptr;
    }
    std::unique_ptr<ClassStore> store(new ClassStore);
    store->m_file = std::move(file);
    QString detail;
    if (!store->ensureChosen(&detail)) {
        *error = cannotOpen(fileName, detail);
        return nullptr;
    }
    return store;
}

// Reads the chosen class; a file without one gets "My class" (a new file) or its first class.
bool ClassStore::ensureChosen(QString *error)
{
    QSqlQuery chosen(db());
    chosen.prepare(QStringLiteral("SELECT class_id FROM class_choice WHERE only = 1"));
    if (execPrepared(chosen, error) && chosen.next()) {
        m_classId = chosen.value(0).toLongLong();
        return true;
    }
    chosen.finish();
    QSqlQuery any(db());
    any.prepare(QStringLiteral("SELECT class_id FROM classes ORDER BY archived_ms > 0, name "
                               "LIMIT 1"));
    if (!execPrepared(any, error))
        return false;
    qint64 id = 0;
    if (any.next()) {
        id = any.value(0).toLongLong();
    } else {
        any.finish();
        const std::optional<qint64> created = createClass(class_migrations::firstClassName(), 0, error);
        if (!created)
            return false;
        id = *created;
    }
    return choose(id, error);
}

QVector<ClassInfo> ClassStore::classes() const
{
    QVector<ClassInfo> out;
    QSqlQuery query(db());
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
    QSqlQuery query(db());
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
    QSqlQuery query(db());
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
    QSqlQuery query(db());
    query.prepare(QStringLiteral("UPDATE classes SET name = :name WHERE class_id = :id"));
    query.bindValue(QStringLiteral(":name"), trimmed);
    query.bindValue(QStringLiteral(":id"), classId);
    return updateOneClass(query, error);
}

bool ClassStore::setArchived(qint64 classId, qint64 archivedMs, QString *error)
{
    QSqlQuery query(db());
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
    QSqlQuery query(db());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT ") + kStudentColumns
                  + QStringLiteral(" FROM students WHERE class_id = :class_id "
                                   "ORDER BY name, student_id"));
    query.bindValue(QStringLiteral(":class_id"), m_classId);
    if (!query.exec())
        return out;
    while (query.next())
        out << readHeader(query);

    QSqlQuery reviews(db());
    prepareReviews(reviews);
    for (ClassStudent &student : out)
        readReviews(reviews, m_classId, student);
    return out;
}

std::optional<ClassStudent> ClassStore::studentHeader(const QString &studentId) const
{
    QSqlQuery query(db());
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
    QSqlQuery query(db());
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
    Transaction transaction(db());
    if (!transaction.began()) {
        *error = transaction.beginError();
        return false;
    }
    QSqlQuery remove(db());
    remove.prepare(QStringLiteral("DELETE FROM students WHERE class_id = :class_id AND "
                                  "student_id = :student_id"));
    remove.bindValue(QStringLiteral(":class_id"), m_classId);
    remove.bindValue(QStringLiteral(":student_id"), s.studentId);
    if (!execPrepared(remove, error))
        return false;

    QSqlQuery student(db());
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

    QSqlQuery review(db());
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
    Transaction transaction(db());
    if (!transaction.began()) {
        *error = transaction.beginError();
        return false;
    }
    // Removing the students removes their reviews (ON DELETE CASCADE).
    QSqlQuery remove(db());
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
        QSqlQuery reviews(db());
        prepareReviews(reviews);
        readReviews(reviews, m_classId, *removed);
    } else {
        *error = QCoreApplication::translate("astrolabe::store",
                                             "That student is not in the class.");
        return std::nullopt;
    }
    Transaction transaction(db());
    if (!transaction.began()) {
        *error = transaction.beginError();
        return std::nullopt;
    }
    QSqlQuery remove(db());
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
    return expected_names_table::read(db(), m_classId);
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
    Transaction transaction(db());
    if (!transaction.began()) {
        *error = transaction.beginError();
        return false;
    }
    return expected_names_table::write(db(), m_classId, kept, error)
        && transaction.commit(error);
}

} // namespace astrolabe::store
