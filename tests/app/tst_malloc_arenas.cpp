// The window's threads share one malloc arena beside the main thread's (app/gui/malloc_arenas):
// with one arena per thread, each keeps what its thread freed, 2.2 MB more at the sky's first
// frame. Six threads that allocate at the same time must find at most two arenas.
#include "address_sanitizer.h"
#include "gui/malloc_arenas.h"

#include <QTest>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <vector>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace {

#if defined(__GLIBC__) && !defined(ASTROLABE_ADDRESS_SANITIZER)
// The number of arenas glibc has made so far: malloc_info writes one <heap nr="N"> for each.
int arenaCount()
{
    char *text = nullptr;
    std::size_t size = 0;
    FILE *out = open_memstream(&text, &size);
    if (!out)
        return -1;
    malloc_info(0, out);
    std::fclose(out);
    int count = 0;
    for (const char *p = text; (p = std::strstr(p, "<heap nr=")) != nullptr; ++p)
        ++count;
    std::free(text);
    return count;
}
#endif

} // namespace

class TestMallocArenas : public QObject
{
    Q_OBJECT

private slots:
    void theWindowsThreadsShareOneArena()
    {
#if !defined(__GLIBC__)
        QSKIP("malloc arenas are glibc's");
#elif defined(ASTROLABE_ADDRESS_SANITIZER)
        QSKIP("AddressSanitizer replaces malloc, and with it the arenas");
#else
        astrolabe::gui::limitMallocArenas();
        // Every thread holds its block until all have one, so none can take over an arena a
        // finished thread left.
        const int threads = 6;
        std::vector<void *> blocks(threads, nullptr);
        std::vector<std::thread> running;
        std::atomic<int> allocated{0};
        for (int i = 0; i < threads; ++i) {
            running.emplace_back([&blocks, &allocated, i] {
                blocks[std::size_t(i)] = std::malloc(4096);
                ++allocated;
                while (allocated.load() < threads)
                    std::this_thread::yield();
            });
        }
        for (std::thread &t : running)
            t.join();
        for (void *block : blocks)
            std::free(block);
        const int arenas = arenaCount();
        QVERIFY2(arenas >= 1 && arenas <= 2,
                 qPrintable(QStringLiteral("%1 malloc arenas, at most 2 expected").arg(arenas)));
#endif
    }
};

QTEST_APPLESS_MAIN(TestMallocArenas)
#include "tst_malloc_arenas.moc"
