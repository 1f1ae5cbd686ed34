#include "attention/cost.h"
#include "attention/kv_cache.h"

#include <QTest>

#include <cstdint>

using namespace astrolabe::attention;

namespace {

constexpr std::uint64_t MiB = 1024 * 1024;

// The cache counted the slow way: walk every sequence, layer, position and key-value head and
// add a key and a value of d_head numbers each.
std::uint64_t numbersByWalking(const KvCacheShape &s)
{
    std::uint64_t numbers = 0;
    for (std::uint64_t b = 0; b < s.batch; ++b)
        for (std::uint64_t layer = 0; layer < s.layers; ++layer)
            for (std::uint64_t position = 0; position < s.length; ++position)
                for (std::uint64_t head = 0; head < s.kvHeads; ++head)
                    numbers += s.headWidth /* key */ + s.headWidth /* value */;
    return numbers;
}

// The query-key pairs one head scores to produce position t, counted pair by pair: with a cache
// only the new query (row t) against keys 1..t; without one, every row i <= t of the causal
// table against keys 1..i.
std::uint64_t pairsByWalking(std::uint64_t t, bool cached)
{
    std::uint64_t pairs = 0;
    for (std::uint64_t query = cached ? t : 1; query <= t; ++query)
        for (std::uint64_t key = 1; key <= query; ++key)
            ++pairs;
    return pairs;
}

} // namespace

class TestKvCache : public QObject
{
    Q_OBJECT

private slots:
    void agreesWithAWalkOverTheCache()
    {
        for (std::uint64_t batch : {1, 3})
            for (std::uint64_t layers : {1, 2, 5})
                for (std::uint64_t length : {1, 7, 16})
                    for (std::uint64_t kvHeads : {1, 2, 6})
                        for (std::uint64_t width : {1, 4}) {
                            const KvCacheShape s{batch, layers, length, kvHeads, width, 2};
                            QCOMPARE(kvCacheNumbers(s), numbersByWalking(s));
                            QCOMPARE(kvCacheBytes(s), 2 * numbersByWalking(s));
                        }
    }

    // With g = h and h d_head = d_model, one sequence's cache is the 2 L n d_model numbers of
    // full multi-head attention that cost-scaling's kv-cache variant asks for.
    void multiHeadIsTwoLnDModel()
    {
        for (std::uint64_t heads : {8, 12, 32})
            for (std::uint64_t width : {64, 128}) {
                const KvCacheShape s{1, 24, 2048, heads, width, 4};
                QCOMPARE(kvCacheBytes(s), kvCacheBytes(24, 2048, heads * width, 4));
            }
    }

    // Sharing: h / g times fewer numbers, whatever the rest of the shape.
    void sharingShrinksByHOverG()
    {
        for (std::uint64_t heads : {8, 12, 16, 32})
            for (std::uint64_t g = 1; g <= heads; ++g) {
                if (heads % g != 0)
                    continue;
                const KvCacheShape full{4, 12, 1024, heads, 64, 2};
                KvCacheShape shared = full;
                shared.kvHeads = g;
                QCOMPARE(kvCacheShrink(heads, g) * kvCacheBytes(shared), kvCacheBytes(full));
            }
    }

    // The numbers in the lesson and in VII.2's demonstrations: an invented model with L = 32,
    // h = 32, d_head = 128 (d_model = 4096), 2 bytes per number, n = 4096.
    void lessonExample()
    {
        const KvCacheShape token{1, 1, 1, 32, 128, 2}; // one token in one layer
        QCOMPARE(kvCacheNumbers(token), std::uint64_t(8192));
        QCOMPARE(kvCacheBytes(token), std::uint64_t(16 * 1024));
        const KvCacheShape allLayers{1, 32, 1, 32, 128, 2};
        QCOMPARE(kvCacheNumbers(allLayers), std::uint64_t(262144));
        QCOMPARE(kvCacheBytes(allLayers), std::uint64_t(512 * 1024));

        KvCacheShape mha{1, 32, 4096, 32, 128, 2};
        QCOMPARE(kvCacheNumbers(mha), std::uint64_t(1073741824));
        QCOMPARE(kvCacheBytes(mha), std::uint64_t(2048) * MiB); // 2 GiB
        KvCacheShape batch = mha;
        batch.batch = 8;
        QCOMPARE(kvCacheBytes(batch), std::uint64_t(16384) * MiB); // 16 GiB
        KvCacheShape gqa = mha;
        gqa.kvHeads = 8;
        QCOMPARE(kvCacheBytes(gqa), std::uint64_t(512) * MiB);
        QCOMPARE(kvCacheShrink(32, 8), std::uint64_t(4));
        KvCacheShape mqa = mha;
        mqa.kvHeads = 1;
        QCOMPARE(kvCacheBytes(mqa), std::uint64_t(64) * MiB);
        QCOMPARE(kvCacheShrink(32, 1), std::uint64_t(32));

        // The 4096th token: 4,096 comparisons with the cache, 8,390,656 without; all 4096
        // tokens: 8,390,656 against 11,461,636,096.
        QCOMPARE(decodeComparisons(4096, true), std::uint64_t(4096));
        QCOMPARE(decodeComparisons(4096, false), std::uint64_t(8390656));
        QCOMPARE(generationComparisons(4096, true), std::uint64_t(8390656));
        QCOMPARE(generationComparisons(4096, false), std::uint64_t(11461636096));
        // The figures' five positions: 5 comparisons for the fifth token, 15 without a cache.
        QCOMPARE(decodeComparisons(5, true), std::uint64_t(5));
        QCOMPARE(decodeComparisons(5, false), causalPairs(5));
        QCOMPARE(decodeComparisons(5, false), std::uint64_t(15));
    }

    void comparisonsAgreeWithAWalk()
    {
        for (std::uint64_t t = 1; t <= 40; ++t) {
            QCOMPARE(decodeComparisons(t, true), pairsByWalking(t, true));
            QCOMPARE(decodeComparisons(t, false), pairsByWalking(t, false));
            std::uint64_t cached = 0, uncached = 0;
            for (std::uint64_t s = 1; s <= t; ++s) {
                cached += pairsByWalking(s, true);
                uncached += pairsByWalking(s, false);
            }
            QCOMPARE(generationComparisons(t, true), cached);
            QCOMPARE(generationComparisons(t, false), uncached);
        }
    }
};

QTEST_APPLESS_MAIN(TestKvCache)
#include "tst_kv_cache.moc"
