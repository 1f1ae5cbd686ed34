#include "content/pack_image.h"

#include <QDataStream>
#include <QHash>
#include <QIODevice>
#include <QJsonDocument>

namespace astrolabe::content {

namespace {

constexpr quint32 kMagic = 0x41504b31; // "APK1"
constexpr quint32 kFormat = 3;         // a new field or order is a new format
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

// The format: a header (magic, format, byte order, where the text pool starts in bytes and its
// length in UTF-16 units), the structures, then the pool. The structures are Qt's data stream in
// the machine's byte order, every value a multiple of two bytes long (integers and flags as 32
// bits), so that every string starts on an even byte and can be used where it lies. A short
// string (an id, a title) stands in the structures: its length in UTF-16 units, then those
// units. A longer one (a prompt, a paragraph) is in the pool, once however often it occurs:
// its length with the highest bit set, then where it starts in the pool (in units). Reading
// the structures thus touches none of the pool, whose pages stay out of memory until a text is
// shown (a lesson read, a question asked).
constexpr quint32 kPooled = 0x80000000u;
constexpr qsizetype kLongestInline = 48; // UTF-16 units; a longer string goes to the pool
constexpr int kHeaderBytes = 5 * 4;

// Where the writer puts the structures and the long strings.
struct Out
{
    QDataStream &s;
    QString pool;
    QHash<QString, quint32> where; // a long string's start in the pool
};

// Writing: every structure field by field, in declaration order.
void putInline(Out &o, const QString &text)
{
    o.s << quint32(text.size());
    o.s.writeRawData(reinterpret_cast<const char *>(text.utf16()), int(text.size() * 2));
}

void put(Out &o, const QString &text)
{
    if (text.size() <= kLongestInline) {
        putInline(o, text);
        return;
    }
    auto found = o.where.constFind(text);
    if (found == o.where.cend()) {
        found = o.where.insert(text, quint32(o.pool.size()));
        o.pool += text;
    }
    o.s << (quint32(text.size()) | kPooled) << found.value();
}

void put(Out &o, const LocalizedText &t)
{
    put(o, t.en);
    put(o, t.fa);
}

template <typename List, typename Put>
void putList(Out &o, const List &list, Put put)
{
    o.s << qint32(list.size());
    for (const auto &item : list)
        put(o, item);
}

void put(Out &o, const QStringList &list)
{
    putList(o, list, [](Out &out, const QString &text) { put(out, text); });
}

void put(Out &o, const QVector<int> &list)
{
    putList(o, list, [](Out &out, int n) { out.s << qint32(n); });
}

void put(Out &o, const attention::Vector &v)
{
    putList(o, v, [](Out &out, double d) { out.s << d; });
}

void put(Out &o, const FigureSpec &f)
{
    put(o, f.kind);
    // Read (parsed) at every start: in the structures, whatever its length.
    putInline(o, QString::fromUtf8(QJsonDocument(f.data).toJson(QJsonDocument::Compact)));
    put(o, f.caption);
}

void put(Out &o, const ReadBlock &b)
{
    o.s << qint32(b.type);
    put(o, b.text);
    put(o, b.figure);
}

void put(Out &o, const WatchStep &w)
{
    o.s << qint32(w.stage) << qint32(w.key);
    put(o, w.caption);
}

void put(Out &o, const WatchScript &w)
{
    put(o, w.query);
    putList(o, w.keys, [](Out &out, const attention::Vector &v) { put(out, v); });
    putList(o, w.values, [](Out &out, const attention::Vector &v) { put(out, v); });
    o.s << qint32(w.scaled);
    put(o, w.masked);
    putList(o, w.steps, [](Out &out, const WatchStep &step) { put(out, step); });
}

void putTexts(Out &o, const QVector<LocalizedText> &texts)
{
    putList(o, texts, [](Out &out, const LocalizedText &t) { put(out, t); });
}

void put(Out &o, const Question &q)
{
    put(o, q.id);
    o.s << qint32(q.type);
    put(o, q.prompt);
    put(o, q.explanation);
    put(o, q.hint);
    o.s << qint32(q.targetSeconds);
    put(o, q.objectives);
    putTexts(o, q.options);
    putTexts(o, q.optionWhy);
    o.s << qint32(q.correct);
    put(o, q.exercise);
    put(o, q.variant);
}

void put(Out &o, const Lesson &l)
{
    put(o, l.id);
    put(o, l.chapterId);
    put(o, l.title);
    put(o, l.summary);
    putTexts(o, l.objectives);
    putList(o, l.read, [](Out &out, const ReadBlock &b) { put(out, b); });
    put(o, l.watch);
    put(o, l.prerequisites);
    putList(o, l.questions, [](Out &out, const Question &q) { put(out, q); });
}

void put(Out &o, const Course &c)
{
    o.s << qint32(c.format);
    put(o, c.id);
    put(o, c.version);
    put(o, c.title);
    putList(o, c.chapters, [](Out &out, const Chapter &chapter) {
        put(out, chapter.id);
        put(out, chapter.title);
        put(out, chapter.lessonIds);
    });
}

void put(Out &o, const Glossary &g)
{
    putList(o, g.terms, [](Out &out, const GlossaryTerm &t) {
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
    const QByteArray &bytes; // the structures
    const QChar *pool;
    quint32 poolUnits;
    PackImage::Strings strings;

    bool ok() const { return s.status() == QDataStream::Ok; }
    void fail() { s.setStatus(QDataStream::ReadCorruptData); }
    void take(QString &text, const QChar *data, quint32 units) const
    {
        text = strings == PackImage::Strings::Borrowed ? QString::fromRawData(data, units)
                                                       : QString(data, units);
    }
};

void getInline(In &in, QString &text, quint32 units)
{
    const qint64 at = in.s.device()->pos();
    if (!in.ok() || units > quint64(in.bytes.size() - at) / 2) {
        in.fail();
        return;
    }
    in.take(text, reinterpret_cast<const QChar *>(in.bytes.constData() + at), units);
    in.s.skipRawData(int(units * 2));
}

void get(In &in, QString &text)
{
    quint32 units = 0;
    in.s >> units;
    if ((units & kPooled) == 0) {
        getInline(in, text, units);
        return;
    }
    units &= ~kPooled;
    quint32 start = 0;
    in.s >> start;
    if (!in.ok() || start > in.poolUnits || units > in.poolUnits - start) {
        in.fail();
        return;
    }
    in.take(text, in.pool + start, units);
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
    quint32 units = 0;
    in.s >> units;
    getInline(in, json, units);
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
    QByteArray structures;
    QDataStream s(&structures, QIODevice::WriteOnly);
    prepare(s);
    Out o{s, {}, {}};
    put(o, parts.course);
    putList(o, parts.lessons, [](Out &out, const Lesson &l) { put(out, l); });
    put(o, parts.glossary);

    QByteArray bytes;
    QDataStream header(&bytes, QIODevice::WriteOnly);
    prepare(header);
    header << kMagic << kFormat << kThisMachine << quint32(kHeaderBytes + structures.size())
           << quint32(o.pool.size());
    bytes += structures;
    bytes.append(reinterpret_cast<const char *>(o.pool.utf16()), o.pool.size() * 2);
    return bytes;
}

std::optional<PackImage::Parts> PackImage::read(const QByteArray &bytes, Strings strings)
{
    // Borrowed strings must start on an even address, as every QChar does.
    if (strings == Strings::Borrowed && quintptr(bytes.constData()) % alignof(QChar) != 0)
        strings = Strings::Copied;
    QDataStream header(bytes);
    prepare(header);
    quint32 magic = 0;
    quint32 format = 0;
    quint32 machine = 0;
    quint32 poolStart = 0;
    quint32 poolUnits = 0;
    header >> magic >> format >> machine >> poolStart >> poolUnits;
    if (header.status() != QDataStream::Ok || magic != kMagic || format != kFormat
        || machine != kThisMachine || poolStart < quint32(kHeaderBytes) || poolStart % 2 != 0
        || poolStart > quint64(bytes.size())
        || quint64(bytes.size()) - poolStart != quint64(poolUnits) * 2)
        return std::nullopt;
    // The structures, read where they lie (the stream's bytes are a view, not a copy).
    const QByteArray structures = QByteArray::fromRawData(bytes.constData() + kHeaderBytes,
                                                          poolStart - kHeaderBytes);
    QDataStream s(structures);
    prepare(s);
    In in{s, structures, reinterpret_cast<const QChar *>(bytes.constData() + poolStart), poolUnits,
          strings};
    Parts parts;
    get(in, parts.course);
    getList(in, parts.lessons, [](In &i, Lesson &l) { get(i, l); });
    get(in, parts.glossary);
    if (!in.ok() || !s.atEnd())
        return std::nullopt;
    return parts;
}

} // namespace astrolabe::content
