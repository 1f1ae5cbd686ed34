// The window's heap starts with 8 MB in 2 MB pages (app/gui/huge_page_heap): about half the page
// faults of a start to the sky's first frame were the main thread's heap, 4 KB at a time. What a
// start depends on: the region is the heap's own, advised for huge pages and not yet resident,
// and stays the heap's; large blocks are given back until the first frame, and from then on a
// large window's picture comes from the heap and stays there for the next one.
#include "address_sanitizer.h"
#include "gui/huge_page_heap.h"

#include <QFile>
#include <QTest>

#include <cstdint>
#include <cstdlib>
#include <cstring>

#if defined(__GLIBC__)
#include <unistd.h>
#endif

namespace {

struct Mapping
{
    std::uintptr_t start = 0;
    std::uintptr_t end = 0;
    QByteArray name;
    QByteArray flags; // VmFlags
    qint64 rssKb = -1;
};

// The mapping of /proc/self/smaps that holds address, or an empty one.
Mapping mappingOf(std::uintptr_t address)
{
    QFile smaps(QStringLiteral("/proc/self/smaps"));
    if (!smaps.open(QIODevice::ReadOnly))
        return {};
    Mapping current;
    bool found = false;
    for (const QByteArray &raw : smaps.readAll().split('\n')) {
        const QByteArray line = raw.trimmed();
        const int space = line.indexOf(' ');
        const QByteArray first = line.left(space);
        if (space > 0 && first.contains('-') && !first.endsWith(':')) { // a mapping's first line
            if (found)
                return current;
            const int dash = first.indexOf('-');
            current = {};
            current.start = first.left(dash).toULongLong(nullptr, 16);
            current.end = first.mid(dash + 1).toULongLong(nullptr, 16);
            const QList<QByteArray> fields = line.simplified().split(' ');
            current.name = fields.size() >= 6 ? fields.last() : QByteArray();
            found = address >= current.start && address < current.end;
        } else if (line.startsWith("Rss:")) {
            current.rssKb = line.mid(4).trimmed().split(' ').first().toLongLong();
        } else if (line.startsWith("VmFlags:")) {
            current.flags = line.mid(8).trimmed();
        }
    }
    return found ? current : Mapping{};
}

constexpr std::size_t kLargePicture = std::size_t(2560) * 1600 * 4; // a large window's pixels

// What the heap does between reserveHugePageHeap() and the first frame, looked at first thing.
struct StartPhase
{
    qint64 regionRssKb = -1; // right after the advice
    bool topFreedKeepsTheBreak = false;
    bool largePictureMappedApart = false;
};

StartPhase observeStartPhase(const astrolabe::gui::HugePageHeap &heap)
{
    StartPhase seen;
#if defined(__GLIBC__)
    seen.regionRssKb = mappingOf(reinterpret_cast<std::uintptr_t>(heap.start)).rssKb;
    const auto breakAtStart = reinterpret_cast<std::uintptr_t>(sbrk(0));
    void *volatile top = std::malloc(120 << 10); // below 128 KB: from the heap's top
    std::free(top);
    seen.topFreedKeepsTheBreak = reinterpret_cast<std::uintptr_t>(sbrk(0)) == breakAtStart;
    void *volatile pixels = std::malloc(kLargePicture);
    seen.largePictureMappedApart =
        pixels && mappingOf(reinterpret_cast<std::uintptr_t>(pixels)).name != "[heap]";
    std::free(pixels);
#endif
    return seen;
}

bool kernelHasHugePages()
{
    return QFile::exists(QStringLiteral("/sys/kernel/mm/transparent_hugepage/enabled"));
}

} // namespace

class TestHugePageHeap : public QObject
{
    Q_OBJECT

public:
    TestHugePageHeap(astrolabe::gui::HugePageHeap heap, StartPhase start)
        : m_heap(heap), m_start(start)
    {
    }

private:
    const astrolabe::gui::HugePageHeap m_heap;
    const StartPhase m_start;

private slots:
    void theHeapsFirstMegabytesAreAdvisedForHugePages()
    {
#if !defined(__GLIBC__)
        QSKIP("the heap's thresholds are glibc's");
#elif defined(ASTROLABE_ADDRESS_SANITIZER)
        QSKIP("AddressSanitizer replaces malloc, and with it the heap");
#else
        if (!kernelHasHugePages())
            QSKIP("this kernel has no transparent huge pages");
        const astrolabe::gui::HugePageHeap heap = m_heap;
        QVERIFY2(heap.bytes >= std::size_t(8) << 20,
                 qPrintable(QStringLiteral("%1 bytes advised").arg(heap.bytes)));
        const auto start = reinterpret_cast<std::uintptr_t>(heap.start);
        QCOMPARE(start % (std::uintptr_t(2) << 20), std::uintptr_t(0));

        // The region is a mapping of its own within the heap, advised (hg), and nothing of it
        // is resident yet: the advice costs address space only.
        const Mapping region = mappingOf(start);
        QCOMPARE(region.start, start);
        QCOMPARE(region.end, start + heap.bytes);
        QCOMPARE(region.name, QByteArray("[heap]"));
        QVERIFY2(region.flags.split(' ').contains("hg"), region.flags.constData());
        QCOMPARE(m_start.regionRssKb, qint64(0));

        // Until the first frame glibc's first thresholds hold (main() looked, first thing):
        // freeing a block at the heap's top leaves the region where it is, and a large picture
        // is a mapping of its own, given back when freed.
        QVERIFY(m_start.topFreedKeepsTheBreak);
        QVERIFY(m_start.largePictureMappedApart);

        // From the first frame on, the picture comes from the heap, more than the region holds,
        // and freed it stays the heap's: the next one needs no fresh memory.
        astrolabe::gui::letLargeBlocksComeFromTheHeap();
        const std::size_t picture = kLargePicture;
        auto *const pixels = static_cast<char *>(std::malloc(picture));
        QVERIFY(pixels);
        std::memset(pixels, 0x2a, picture);
        QCOMPARE(mappingOf(reinterpret_cast<std::uintptr_t>(pixels)).name, QByteArray("[heap]"));
        QCOMPARE(mappingOf(reinterpret_cast<std::uintptr_t>(pixels + picture - 1)).name,
                 QByteArray("[heap]"));
        const auto breakInUse = reinterpret_cast<std::uintptr_t>(sbrk(0));
        std::free(pixels);
        QCOMPARE(reinterpret_cast<std::uintptr_t>(sbrk(0)), breakInUse);
        QVERIFY(mappingOf(start).rssKb > 0); // what was used stays the heap's
#endif
    }
};

// As the window does: first thing, before Qt has used the heap much.
int main(int argc, char *argv[])
{
    const astrolabe::gui::HugePageHeap heap = astrolabe::gui::reserveHugePageHeap();
    TestHugePageHeap test(heap, observeStartPhase(heap));
    return QTest::qExec(&test, argc, argv);
}
#include "tst_huge_page_heap.moc"
