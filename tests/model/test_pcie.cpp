// The one PCIe formula (model/hardware/pcie.h) against the figures PCI-SIG quotes, and the rules and the performance
// model reading it.
#include "hardware/pcie.h"
#include "perf/offload.h"

#include <catch2/catch.hpp>

using namespace aip;

TEST_CASE("pcie: a x16 link's rates are PCI-SIG's for every generation")
{
    // PCI-SIG: Gen4 x16 32 GB/s raw a direction, 31.5 GB/s after 128b/130b; Gen5 x16 64 / 63.0; Gen3 x16 15.75
    // usable; Gen6 x16 128 GB/s raw, its FLIT mode carrying 242 of 256 bytes; Gen1 x16 4 GB/s after 8b/10b.
    CHECK(pcie::rawBytesPerS(4, 16) == Approx(32e9));
    CHECK(pcie::usableBytesPerS(4, 16) == Approx(31.5e9).epsilon(0.001));
    CHECK(pcie::usableBytesPerS(5, 16) == Approx(63.0e9).epsilon(0.001));
    CHECK(pcie::usableBytesPerS(3, 16) == Approx(15.75e9).epsilon(0.001));
    CHECK(pcie::rawBytesPerS(6, 16) == Approx(128e9));
    CHECK(pcie::usableBytesPerS(6, 16) == Approx(128e9 * 242 / 256));
    CHECK(pcie::usableBytesPerS(1, 16) == Approx(4e9));
    // Lanes scale the link; out-of-range generations take the nearest one.
    CHECK(pcie::rawBytesPerS(4, 8) == Approx(pcie::rawBytesPerS(4, 16) / 2));
    CHECK(pcie::rawBytesPerS(9, 16) == Approx(pcie::rawBytesPerS(6, 16)));
    CHECK(pcie::rawBytesPerS(0, 16) == Approx(pcie::rawBytesPerS(1, 16)));
    // The performance model's link is this one.
    CHECK(perf::pcieLinkBytesPerS(5, 16) == Approx(pcie::rawBytesPerS(5, 16)));
}
