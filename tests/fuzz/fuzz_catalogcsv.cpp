// libFuzzer target: the catalog CSV parser (vendor price lists users import). Any bytes must give parts or
// problems naming the row and column, never a crash or a hang; parts it accepts must survive write -> parse.
#include "catalogcsv.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const aip::CsvParseResult result = aip::parsePartsCsv(bytes);
    if (result.ok()) {
        const QByteArray written = aip::writePartsCsv(result.parts);
        const aip::CsvParseResult again = aip::parsePartsCsv(written);
        if (!again.ok() || aip::writePartsCsv(again.parts) != written)
            std::abort(); // what we write must read back identically
    }
    return 0;
}
