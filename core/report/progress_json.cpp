#include "report/progress_json.h"

#include <QDateTime>
#include <QJsonArray>
#include <QTimeZone>
#include <QUuid>

#include <cmath>
#include <limits>

namespace astrolabe::report::progress_json {

namespace {

constexpr qint64 kIntMax = std::numeric_limits<int>::max();
constexpr qint64 kTimeMax = 253402300799999LL; // 9999-12-31T23:59:59.999Z

QJsonObject stateToJson(const memory::MemoryState &s)
{
    return QJsonObject{
        {QStringLiteral("phase"), int(s.phase)},
        {QStringLiteral("stability"), s.stability},
        {QStringLiteral("difficulty"), s.difficulty},
        {QStringLiteral("last_review_ms"), s.lastReviewMs},
        {QStringLiteral("due_ms"), s.dueMs},
        {QStringLiteral("step"), s.step},
        {QStringLiteral("reps"), s.reps},
        {QStringLiteral("lapses"), s.lapses},
        {QStringLiteral("scheduled_days"), s.scheduledDays},
    };
}

QJsonObject reviewToJson(const store::ReviewRecord &r)
{
    return QJsonObject{
        {QStringLiteral("id"), r.id},
        {QStringLiteral("item"), r.itemId},
        {QStringLiteral("time_ms"), r.timeMs},
        {QStringLiteral("rating"), int(r.rating)},
        {QStringLiteral("elapsed_days"), r.elapsedDays},
        {QStringLiteral("answer"), r.answer},
        {QStringLiteral("correct"), r.correct},
        {QStringLiteral("helped"), r.helped},
        {QStringLiteral("duration_ms"), r.durationMs},
        // As text: 64-bit seeds do not survive JSON readers that hold numbers as doubles.
        {QStringLiteral("seed"), QString::number(r.exerciseSeed)},
        {QStringLiteral("before"),
         r.stateBefore ? QJsonValue(stateToJson(*r.stateBefore)) : QJsonValue(QJsonValue::Null)},
    };
}

// Reads fields of one object, remembering the first that is missing or impossible.
class FieldReader
{
public:
    FieldReader(const QJsonObject &object, QString path, QString *failed)
        : m_object(object), m_path(std::move(path)), m_failed(failed)
    {
    }

    bool ok() const { return m_failed->isEmpty(); }

    qint64 integer(const char *key, qint64 min, qint64 max)
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        const qint64 sentinel = std::numeric_limits<qint64>::min();
        const qint64 n = v.isDouble() ? v.toInteger(sentinel) : sentinel;
        if (n == sentinel || n < min || n > max) {
            fail(key);
            return min;
        }
        return n;
    }

    double real(const char *key, double min, double max)
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        const double d = v.isDouble() ? v.toDouble() : std::nan("");
        if (!std::isfinite(d) || d < min || d > max) {
            fail(key);
            return min;
        }
        return d;
    }

    QString text(const char *key, bool allowEmpty)
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (!v.isString() || (!allowEmpty && v.toString().trimmed().isEmpty())) {
            fail(key);
            return QString();
        }
        return v.toString();
    }

    bool boolean(const char *key)
    {
        const QJsonValue v = m_object.value(QLatin1String(key));
        if (!v.isBool()) {
            fail(key);
            return false;
        }
        return v.toBool();
    }

    QJsonValue raw(const char *key) const { return m_object.value(QLatin1String(key)); }
    QString path(const char *key) const { return m_path + QLatin1String(key); }

    void fail(const char *key)
    {
        if (m_failed->isEmpty())
            *m_failed = path(key);
    }

private:
    QJsonObject m_object;
    QString m_path;
    QString *m_failed;
};

std::optional<memory::MemoryState> stateFromJson(const QJsonObject &o, const QString &path,
                                                 QString *failed)
{
    FieldReader f(o, path, failed);
    memory::MemoryState s;
    s.phase = memory::Phase(f.integer("phase", 0, 3));
    s.stability = f.real("stability", 0.0, 1e9);
    s.difficulty = f.real("difficulty", 0.0, 10.0);
    s.lastReviewMs = f.integer("last_review_ms", 0, kTimeMax);
    s.dueMs = f.integer("due_ms", 0, kTimeMax);
    s.step = int(f.integer("step", 0, kIntMax));
    s.reps = int(f.integer("reps", 0, kIntMax));
    s.lapses = int(f.integer("lapses", 0, kIntMax));
    s.scheduledDays = int(f.integer("scheduled_days", 0, kIntMax));
    return f.ok() ? std::optional(s) : std::nullopt;
}

std::optional<store::ReviewRecord> reviewFromJson(const QJsonObject &o, const QString &path,
                                                  QString *failed)
{
    FieldReader f(o, path, failed);
    store::ReviewRecord r;
    r.id = f.integer("id", 1, std::numeric_limits<qint64>::max());
    r.itemId = f.text("item", false);
    r.timeMs = f.integer("time_ms", 0, kTimeMax);
    r.rating = memory::Rating(f.integer("rating", 1, 4));
    r.elapsedDays = int(f.integer("elapsed_days", 0, kIntMax));
    r.answer = f.text("answer", true);
    r.correct = f.boolean("correct");
    r.helped = f.boolean("helped");
    r.durationMs = f.integer("duration_ms", 0, kTimeMax);
    const QString seed = f.text("seed", false);
    bool seedOk = false;
    r.exerciseSeed = seed.toULongLong(&seedOk);
    if (!seedOk || seed != QString::number(r.exerciseSeed))
        f.fail("seed");
    const QJsonValue before = f.raw("before");
    if (before.isObject())
        r.stateBefore = stateFromJson(before.toObject(), f.path("before") + QLatin1Char('.'),
                                      failed);
    else if (!before.isNull())
        f.fail("before");
    return f.ok() ? std::optional(r) : std::nullopt;
}

QString isoTime(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::utc()).toString(Qt::ISODateWithMs);
}

} // namespace

QJsonObject toJson(const ProgressFile &p)
{
    QJsonArray reviews;
    for (const store::ReviewRecord &r : p.reviews)
        reviews.append(reviewToJson(r));
    return QJsonObject{
        {QStringLiteral("format"), QLatin1String(ProgressFile::kFormatId)},
        {QStringLiteral("version"), ProgressFile::kFormatVersion},
        {QStringLiteral("student"),
         QJsonObject{{QStringLiteral("name"), p.studentName}, {QStringLiteral("id"), p.studentId}}},
        {QStringLiteral("exported_at"), isoTime(p.exportedMs)},
        {QStringLiteral("course"),
         QJsonObject{{QStringLiteral("id"), p.courseId},
                     {QStringLiteral("version"), p.courseVersion}}},
        {QStringLiteral("reviews"), reviews},
    };
}

std::optional<ProgressFile> fromJson(const QJsonObject &object, QString *field)
{
    field->clear();
    ProgressFile p;
    FieldReader top(object, QString(), field);

    const QJsonValue student = top.raw("student");
    if (!student.isObject())
        top.fail("student");
    FieldReader who(student.toObject(), QStringLiteral("student."), field);
    p.studentName = who.text("name", false);
    p.studentId = who.text("id", false);
    if (who.ok() && QUuid::fromString(p.studentId).isNull())
        who.fail("id");

    const QString exported = top.text("exported_at", false);
    const QDateTime at = QDateTime::fromString(exported, Qt::ISODateWithMs);
    if (top.ok() && (!at.isValid() || isoTime(at.toMSecsSinceEpoch()) != exported))
        top.fail("exported_at");
    p.exportedMs = at.isValid() ? at.toMSecsSinceEpoch() : 0;

    const QJsonValue course = top.raw("course");
    if (!course.isObject())
        top.fail("course");
    FieldReader which(course.toObject(), QStringLiteral("course."), field);
    p.courseId = which.text("id", false);
    p.courseVersion = which.text("version", true);

    const QJsonValue reviews = top.raw("reviews");
    if (!reviews.isArray())
        top.fail("reviews");
    const QJsonArray rows = reviews.toArray();
    p.reviews.reserve(rows.size());
    qint64 previousId = 0;
    for (qsizetype i = 0; field->isEmpty() && i < rows.size(); ++i) {
        const QString path = QStringLiteral("reviews[%1]").arg(i);
        if (!rows.at(i).isObject()) {
            *field = path;
            break;
        }
        const auto record = reviewFromJson(rows.at(i).toObject(), path + QLatin1Char('.'), field);
        if (record && record->id <= previousId)
            *field = path + QStringLiteral(".id"); // the log is in the order it was written
        if (!record || !field->isEmpty())
            break;
        previousId = record->id;
        p.reviews << *record;
    }
    if (!field->isEmpty())
        return std::nullopt;
    return p;
}

} // namespace astrolabe::report::progress_json
