// libFuzzer target: the nccl-tests output parser (text a user pastes into the Performance tab). Any text must
// give rows or a message, never a crash, a hang or a NaN in a row it accepted.
#include "perf/nccltestsparser.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const aip::charts::NcclTestsRun run = aip::charts::parseNcclTests(text);
    if (!run.ok() && run.error.isEmpty())
        std::abort(); // a refusal says why
    for (const aip::charts::NcclTestsRow &row : run.rows) {
        if (!std::isfinite(row.bytes) || !std::isfinite(row.outOfPlaceBusbwGBs) || row.bytes < 0)
            std::abort();
    }
    return 0;
}
