#include "content/pack_image.h"

#include <QDataStream>
#include <QIODevice>

namespace astrolabe::content {

namespace {

constexpr quint32 kMagic = 0x41504b31; // "APK1"
constexpr quint32 kFormat = 1;         // a new field or order is a new format
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

// Writing: every structure field by field, in declaration order.
void put(QDataStream &s, const LocalizedText &t)
{
    s << t.en << t.fa;
}

template <typename List, typename Put>
void putList(QDataStream &s, const List &list, Put put)
{
    s << qint32(list.size());
    for (const auto &item : list)
        put(s, item);
}

void put(QDataStream &s, const attention::Vector &v)
{
    putList(s, v, [](QDataStream &out, double d) { out << d; });
}

void put(QDataStream &s, const FigureSpec &f)
{
    s << f.kind << f.data;
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
    s << w.scaled << w.masked;
    putList(s, w.steps, [](QDataStream &out, const WatchStep &step) { put(out, step); });
}

void putTexts(QDataStream &s, const QVector<LocalizedText> &texts)
{
    putList(s, texts, [](QDataStream &out, const LocalizedText &t) { put(out, t); });
}

void put(QDataStream &s, const Question &q)
{
    s << q.id << qint32(q.type);
    put(s, q.prompt);
    put(s, q.explanation);
    put(s, q.hint);
    s << qint32(q.targetSeconds) << q.objectives;
    putTexts(s, q.options);
    putTexts(s, q.optionWhy);
    s << qint32(q.correct) << q.exercise << q.variant;
}

void put(QDataStream &s, const Lesson &l)
{
    s << l.id << l.chapterId;
    put(s, l.title);
    put(s, l.summary);
    putTexts(s, l.objectives);
    putList(s, l.read, [](QDataStream &out, const ReadBlock &b) { put(out, b); });
    put(s, l.watch);
    s << l.prerequisites;
    putList(s, l.questions, [](QDataStream &out, const Question &q) { put(out, q); });
}

void put(QDataStream &s, const Course &c)
{
    s << qint32(c.format) << c.id << c.version;
    put(s, c.title);
    putList(s, c.chapters, [](QDataStream &out, const Chapter &chapter) {
        out << chapter.id;
        put(out, chapter.title);
        out << chapter.lessonIds;
    });
}

void put(QDataStream &s, const Glossary &g)
{
    putList(s, g.terms, [](QDataStream &out, const GlossaryTerm &t) {
        out << t.id;
        put(out, t.term);
        out << t.formsFa << t.avoidFa << t.avoidEn;
        put(out, t.note);
    });
}

// Reading: the same order; a failed read leaves the stream's status not Ok, which read()
// checks once at the end.
void get(QDataStream &s, LocalizedText &t)
{
    s >> t.en >> t.fa;
}

template <typename List, typename Get>
void getList(QDataStream &s, List &list, Get get)
{
    qint32 count = 0;
    s >> count;
    if (count < 0 || count > kMostItems) {
        s.setStatus(QDataStream::ReadCorruptData);
        return;
    }
    list.resize(count);
    for (auto &item : list) {
        if (s.status() != QDataStream::Ok)
            return;
        get(s, item);
    }
}

void get(QDataStream &s, attention::Vector &v)
{
    getList(s, v, [](QDataStream &in, double &d) { in >> d; });
}

// An enumeration's value, refused outside [0, last].
template <typename Enum>
void getEnum(QDataStream &s, Enum &value, Enum last)
{
    qint32 raw = 0;
    s >> raw;
    if (raw < 0 || raw > qint32(last))
        s.setStatus(QDataStream::ReadCorruptData);
    else
        value = Enum(raw);
}

void getInt(QDataStream &s, int &value)
{
    qint32 raw = 0;
    s >> raw;
    value = raw;
}

void get(QDataStream &s, FigureSpec &f)
{
    s >> f.kind >> f.data;
    get(s, f.caption);
}

void get(QDataStream &s, ReadBlock &b)
{
    getEnum(s, b.type, ReadBlock::Type::Figure);
    get(s, b.text);
    get(s, b.figure);
}

void get(QDataStream &s, WatchStep &w)
{
    getEnum(s, w.stage, WatchStep::Stage::Blend);
    getInt(s, w.key);
    get(s, w.caption);
}

void get(QDataStream &s, WatchScript &w)
{
    get(s, w.query);
    getList(s, w.keys, [](QDataStream &in, attention::Vector &v) { get(in, v); });
    getList(s, w.values, [](QDataStream &in, attention::Vector &v) { get(in, v); });
    s >> w.scaled >> w.masked;
    getList(s, w.steps, [](QDataStream &in, WatchStep &step) { get(in, step); });
}

void getTexts(QDataStream &s, QVector<LocalizedText> &texts)
{
    getList(s, texts, [](QDataStream &in, LocalizedText &t) { get(in, t); });
}

void get(QDataStream &s, Question &q)
{
    s >> q.id;
    getEnum(s, q.type, Question::Type::Generated);
    get(s, q.prompt);
    get(s, q.explanation);
    get(s, q.hint);
    getInt(s, q.targetSeconds);
    s >> q.objectives;
    getTexts(s, q.options);
    getTexts(s, q.optionWhy);
    getInt(s, q.correct);
    s >> q.exercise >> q.variant;
}

void get(QDataStream &s, Lesson &l)
{
    s >> l.id >> l.chapterId;
    get(s, l.title);
    get(s, l.summary);
    getTexts(s, l.objectives);
    getList(s, l.read, [](QDataStream &in, ReadBlock &b) { get(in, b); });
    get(s, l.watch);
    s >> l.prerequisites;
    getList(s, l.questions, [](QDataStream &in, Question &q) { get(in, q); });
}

void get(QDataStream &s, Course &c)
{
    getInt(s, c.format);
    s >> c.id >> c.version;
    get(s, c.title);
    getList(s, c.chapters, [](QDataStream &in, Chapter &chapter) {
        in >> chapter.id;
        get(in, chapter.title);
        in >> chapter.lessonIds;
    });
}

void get(QDataStream &s, Glossary &g)
{
    getList(s, g.terms, [](QDataStream &in, GlossaryTerm &t) {
        in >> t.id;
        get(in, t.term);
        in >> t.formsFa >> t.avoidFa >> t.avoidEn;
        get(in, t.note);
    });
}

void prepare(QDataStream &s)
{
    s.setVersion(QDataStream::Qt_6_4);
    // Strings are stored as UTF-16 in the machine's order, so reading one is a copy.
    s.setByteOrder(QSysInfo::ByteOrder == QSysInfo::LittleEndian ? QDataStream::LittleEndian
                                                                  : QDataStream::BigEndian);
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
    s << kMagic << kFormat << quint8(QSysInfo::ByteOrder == QSysInfo::LittleEndian);
    put(s, parts.course);
    putList(s, parts.lessons, [](QDataStream &out, const Lesson &l) { put(out, l); });
    put(s, parts.glossary);
    return bytes;
}

std::optional<PackImage::Parts> PackImage::read(const QByteArray &bytes)
{
    QDataStream s(bytes);
    prepare(s);
    quint32 magic = 0;
    quint32 format = 0;
    quint8 littleEndian = 0;
    s >> magic >> format >> littleEndian;
    if (s.status() != QDataStream::Ok || magic != kMagic || format != kFormat
        || bool(littleEndian) != (QSysInfo::ByteOrder == QSysInfo::LittleEndian))
        return std::nullopt;
    Parts parts;
    get(s, parts.course);
    getList(s, parts.lessons, [](QDataStream &in, Lesson &l) { get(in, l); });
    get(s, parts.glossary);
    if (s.status() != QDataStream::Ok || !s.atEnd())
        return std::nullopt;
    return parts;
}

} // namespace astrolabe::content
