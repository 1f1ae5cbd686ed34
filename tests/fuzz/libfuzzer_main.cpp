// One libFuzzer target: FUZZ_ENTRY names the entry point of fuzz_entries.h it drives.
#include "fuzz_entries.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    astrolabe::fuzz::FUZZ_ENTRY(
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size)));
    return 0;
}
