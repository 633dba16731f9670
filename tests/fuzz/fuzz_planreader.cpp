// libFuzzer target: the .aiplan reader. Whatever the bytes, readPlan() must return a plan or errors, never crash,
// hang or leak; a plan it accepts must survive write -> read unchanged.
#include "plan/planfile.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const aip::PlanReadResult r = aip::readPlan(bytes);
    if (r.ok()) {
        const QByteArray written = aip::writePlan(*r.plan);
        const aip::PlanReadResult again = aip::readPlan(written);
        if (!again.ok() || aip::writePlan(*again.plan) != written)
            std::abort(); // a plan we wrote must read back identically
    } else if (r.errors.isEmpty()) {
        std::abort(); // a refusal always says why
    }
    return 0;
}
