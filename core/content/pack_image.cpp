#include "content/pack_image.h"

#include <QDataStream>
#include <QIODevice>
#include <QJsonDocument>

namespace astrolabe::content {

namespace {

constexpr quint32 kMagic = 0x41504b31; // "APK1"
constexpr quint32 kFormat = 2;         // a new field or order is a new format
constexpr int kMostItems = 1 << 20;    // more in one list means the bytes are not an image

// A field added to one of these structures and not written here would be lost on its way to
// the learner: their sizes are pinned (64-bit builds) so that the build stops first. Update
// write() and read() with the field, then the size here.
static_assert(sizeof(void *) != 8 || sizeof(LocalizedText) == 48, "LocalizedText changed");
static_assert(sizeof(void *) != 8 || sizeof(FigureSpec) == 80, "FigureSpec changed");
static_assert(sizeof(void *) != 8 || sizeof(ReadBlock) == 136, "ReadBlock changed");
static_assert(sizeof(void *) != 8 || sizeof(WatchStep) == 56, "WatchStep changed");
static_assert(sizeof(void *) != 8 || sizeof(WatchScript) == 128, "WatchScript changed");
static_assert(sizeof(void *) != 8 || sizeof(Question) == 312, "Question changed");
static_assert(sizeof(void *) != 8 || sizeof(Lesson) == 368, "Lesson changed");
static_assert(sizeof(void *) != 8 || sizeof(Chapter) == 96, "Chapter changed");
static_assert(sizeof(void *) != 8 || sizeof(Course) == 128, "Course changed");
static_assert(sizeof(void *) != 8 || sizeof(GlossaryTerm) == 192, "GlossaryTerm changed");
static_assert(sizeof(void *) != 8 || sizeof(Glossary) == 24, "Glossary changed");

// The format: Qt's data stream in the machine's byte order, every value a multiple of two bytes
// long (integers and flags as 32 bits, a string as its length in UTF-16 units then those
// units), so that every string starts on an even byte and can be used where it lies.

// Writing: every structure field by field, in declaration order.
void put(QDataStream &s, const QString &text)
{
    s << quint32(text.size());
    s.writeRawData(reinterpret_cast<const char *>(text.utf16()), int(text.size() * 2));
}

void put(QDataStream &s, const LocalizedText &t)
{
    put(s, t.en);
    put(s, t.fa);
}

template <typename List, typename Put>
void putList(QDataStream &s, const List &list, Put put)
{
    s << qint32(list.size());
    for (const auto &item : list)
        put(s, item);
}

void put(QDataStream &s, const QStringList &list)
{
    putList(s, list, [](QDataStream &out, const QString &text) { put(out, text); });
}

void put(QDataStream &s, const QVector<int> &list)
{
    putList(s, list, [](QDataStream &out, int n) { out << qint32(n); });
}

void put(QDataStream &s, const attention::Vector &v)
{
    putList(s, v, [](QDataStream &out, double d) { out << d; });
}

void put(QDataStream &s, const FigureSpec &f)
{
    put(s, f.kind);
    put(s, QString::fromUtf8(QJsonDocument(f.data).toJson(QJsonDocument::Compact)));
    put(s, f.caption);
}

void put(QDataStream &s, const ReadBlock &b)
{
    s << qint32(b.type);
    put(s, b.text);
    put(s, b.figure);
}

void put(QDataStream &s, const WatchStep &w)
{
    s << qint32(w.stage) << qint32(w.key);
    put(s, w.caption);
}

void put(QDataStream &s, const WatchScript &w)
{
    put(s, w.query);
    putList(s, w.keys, [](QDataStream &out, const attention::Vector &v) { put(out, v); });
    putList(s, w.values, [](QDataStream &out, const attention::Vector &v) { put(out, v); });
    s << qint32(w.scaled);
    put(s, w.masked);
    putList(s, w.steps, [](QDataStream &out, const WatchStep &step) { put(out, step); });
}

void putTexts(QDataStream &s, const QVector<LocalizedText> &texts)
{
    putList(s, texts, [](QDataStream &out, const LocalizedText &t) { put(out, t); });
}

void put(QDataStream &s, const Question &q)
{
    put(s, q.id);
    s << qint32(q.type);
    put(s, q.prompt);
    put(s, q.explanation);
    put(s, q.hint);
    s << qint32(q.targetSeconds);
    put(s, q.objectives);
    putTexts(s, q.options);
    putTexts(s, q.optionWhy);
    s << qint32(q.correct);
    put(s, q.exercise);
    put(s, q.variant);
}

void put(QDataStream &s, const Lesson &l)
{
    put(s, l.id);
    put(s, l.chapterId);
    put(s, l.title);
    put(s, l.summary);
    putTexts(s, l.objectives);
    putList(s, l.read, [](QDataStream &out, const ReadBlock &b) { put(out, b); });
    put(s, l.watch);
    put(s, l.prerequisites);
    putList(s, l.questions, [](QDataStream &out, const Question &q) { put(out, q); });
}

void put(QDataStream &s, const Course &c)
{
    s << qint32(c.format);
    put(s, c.id);
    put(s, c.version);
    put(s, c.title);
    putList(s, c.chapters, [](QDataStream &out, const Chapter &chapter) {
        put(out, chapter.id);
        put(out, chapter.title);
        put(out, chapter.lessonIds);
    });
}

void put(QDataStream &s, const Glossary &g)
{
    putList(s, g.terms, [](QDataStream &out, const GlossaryTerm &t) {
        put(out, t.id);
        put(out, t.term);
        put(out, t.formsFa);
        put(out, t.avoidFa);
        put(out, t.avoidEn);
        put(out, t.note);
    });
}

// Reading: the same order; a failed read leaves the stream's status not Ok, which read()
// checks once at the end.
struct In
{
    QDataStream &s;
    const QByteArray &bytes;
    PackImage::Strings strings;

    bool ok() const { return s.status() == QDataStream::Ok; }
    void fail() { s.setStatus(QDataStream::ReadCorruptData); }
};

void get(In &in, QString &text)
{
    quint32 units = 0;
    in.s >> units;
    const qint64 at = in.s.device()->pos();
    if (!in.ok() || units > quint64(in.bytes.size() - at) / 2) {
        in.fail();
        return;
    }
    const auto *data = reinterpret_cast<const QChar *>(in.bytes.constData() + at);
    text = in.strings == PackImage::Strings::Borrowed ? QString::fromRawData(data, units)
                                                      : QString(data, units);
    in.s.skipRawData(int(units * 2));
}

void get(In &in, LocalizedText &t)
{
    get(in, t.en);
    get(in, t.fa);
}

template <typename List, typename Get>
void getList(In &in, List &list, Get get)
{
    qint32 count = 0;
    in.s >> count;
    if (count < 0 || count > kMostItems) {
        in.fail();
        return;
    }
    list.resize(count);
    for (auto &item : list) {
        if (!in.ok())
            return;
        get(in, item);
    }
}

void getInt(In &in, int &value)
{
    qint32 raw = 0;
    in.s >> raw;
    value = raw;
}

void get(In &in, QStringList &list)
{
    getList(in, list, [](In &i, QString &text) { get(i, text); });
}

void get(In &in, QVector<int> &list)
{
    getList(in, list, [](In &i, int &n) { getInt(i, n); });
}

void get(In &in, attention::Vector &v)
{
    getList(in, v, [](In &i, double &d) { i.s >> d; });
}

// An enumeration's value, refused outside [0, last].
template <typename Enum>
void getEnum(In &in, Enum &value, Enum last)
{
    qint32 raw = 0;
    in.s >> raw;
    if (raw < 0 || raw > qint32(last))
        in.fail();
    else
        value = Enum(raw);
}

void getFlag(In &in, bool &value)
{
    qint32 raw = 0;
    in.s >> raw;
    if (raw != 0 && raw != 1)
        in.fail();
    value = raw == 1;
}

void get(In &in, FigureSpec &f)
{
    get(in, f.kind);
    QString json;
    get(in, json);
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(json.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        in.fail();
    f.data = document.object();
    get(in, f.caption);
}

void get(In &in, ReadBlock &b)
{
    getEnum(in, b.type, ReadBlock::Type::Figure);
    get(in, b.text);
    get(in, b.figure);
}

void get(In &in, WatchStep &w)
{
    getEnum(in, w.stage, WatchStep::Stage::Blend);
    getInt(in, w.key);
    get(in, w.caption);
}

void get(In &in, WatchScript &w)
{
    get(in, w.query);
    getList(in, w.keys, [](In &i, attention::Vector &v) { get(i, v); });
    getList(in, w.values, [](In &i, attention::Vector &v) { get(i, v); });
    getFlag(in, w.scaled);
    get(in, w.masked);
    getList(in, w.steps, [](In &i, WatchStep &step) { get(i, step); });
}

void getTexts(In &in, QVector<LocalizedText> &texts)
{
    getList(in, texts, [](In &i, LocalizedText &t) { get(i, t); });
}

void get(In &in, Question &q)
{
    get(in, q.id);
    getEnum(in, q.type, Question::Type::Generated);
    get(in, q.prompt);
    get(in, q.explanation);
    get(in, q.hint);
    getInt(in, q.targetSeconds);
    get(in, q.objectives);
    getTexts(in, q.options);
    getTexts(in, q.optionWhy);
    getInt(in, q.correct);
    get(in, q.exercise);
    get(in, q.variant);
}

void get(In &in, Lesson &l)
{
    get(in, l.id);
    get(in, l.chapterId);
    get(in, l.title);
    get(in, l.summary);
    getTexts(in, l.objectives);
    getList(in, l.read, [](In &i, ReadBlock &b) { get(i, b); });
    get(in, l.watch);
    get(in, l.prerequisites);
    getList(in, l.questions, [](In &i, Question &q) { get(i, q); });
}

void get(In &in, Course &c)
{
    getInt(in, c.format);
    get(in, c.id);
    get(in, c.version);
    get(in, c.title);
    getList(in, c.chapters, [](In &i, Chapter &chapter) {
        get(i, chapter.id);
        get(i, chapter.title);
        get(i, chapter.lessonIds);
    });
}

void get(In &in, Glossary &g)
{
    getList(in, g.terms, [](In &i, GlossaryTerm &t) {
        get(i, t.id);
        get(i, t.term);
        get(i, t.formsFa);
        get(i, t.avoidFa);
        get(i, t.avoidEn);
        get(i, t.note);
    });
}

constexpr quint32 kThisMachine = QSysInfo::ByteOrder == QSysInfo::LittleEndian ? 1 : 0;

void prepare(QDataStream &s)
{
    s.setVersion(QDataStream::Qt_6_4);
    s.setByteOrder(kThisMachine ? QDataStream::LittleEndian : QDataStream::BigEndian);
}

} // namespace

QString PackImage::resourcePath()
{
    return QStringLiteral(":/content-image/pack.image");
}

QByteArray PackImage::write(const Parts &parts)
{
    QByteArray bytes;
    QDataStream s(&bytes, QIODevice::WriteOnly);
    prepare(s);
    s << kMagic << kFormat << kThisMachine;
    put(s, parts.course);
    putList(s, parts.lessons, [](QDataStream &out, const Lesson &l) { put(out, l); });
    put(s, parts.glossary);
    return bytes;
}

std::optional<PackImage::Parts> PackImage::read(const QByteArray &bytes, Strings strings)
{
    // Borrowed strings must start on an even address, as every QChar does.
    if (strings == Strings::Borrowed && quintptr(bytes.constData()) % alignof(QChar) != 0)
        strings = Strings::Copied;
    QDataStream s(bytes);
    prepare(s);
    quint32 magic = 0;
    quint32 format = 0;
    quint32 machine = 0;
    s >> magic >> format >> machine;
    if (s.status() != QDataStream::Ok || magic != kMagic || format != kFormat
        || machine != kThisMachine)
        return std::nullopt;
    In in{s, bytes, strings};
    Parts parts;
    get(in, parts.course);
    getList(in, parts.lessons, [](In &i, Lesson &l) { get(i, l); });
    get(in, parts.glossary);
    if (!in.ok() || !s.atEnd())
        return std::nullopt;
    return parts;
}

} // namespace astrolabe::content
