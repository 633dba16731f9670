// The L2 table of l2cache.h. Each row: the L2 a layer's activations may use and its bandwidth, both read off one
// measurement, D. Ernst's gpu-benches `gpu-l2-cache` (github:te42kyfo/gpu-benches, files gpu-l2-cache/<gpu>.txt @
// 3088b33, h100_pcie.txt @ 70c3826): every SM reads a data set of growing size again and again; the effective bandwidth
// stays on a plateau while the data set is held by the L2 and falls to the DRAM's once it is not. The plateau is the L2
// bandwidth, and the largest data set still on it (within 5 %) the capacity a working set may use: less than the
// datasheet L2 on the A100 and H100, whose L2 is two partitions that each cache what their own SMs read (A100
// whitepaper, 2020, "L2 cache": "Each L2 partition localizes and caches data for memory accesses from SMs in the GPCs
// directly connected to the partition"), nearly all of it on Ada's single L2. Sizes in KiB as the benchmark prints
// them.
#include "perf/l2cache.h"

#include <QString>

#include <algorithm>
#include <cmath>

namespace aip::perf {

namespace {

constexpr double kKiB = 1024;
constexpr double kGBs = 1e9;

// GA100 (A100, A800; 40 MB of L2, A100 whitepaper 2020): a100_80.txt, 5.2-5.5 TB/s up to 28,160 KiB, 4.0 TB/s at
// 30,720 KiB, the DRAM's 1.9 TB/s past 48 MiB.
constexpr double kGa100Bytes = 28160 * kKiB;
constexpr double kGa100BytesPerS = 5400 * kGBs;
// GH100 on a PCIe card (H100 PCIe; 50 MB of L2, Hopper whitepaper 2022, and the card's 114 SMs): h100_pcie.txt,
// 6.8-7.0 TB/s from 7 MiB up to 33,152 KiB, 6.5 TB/s at 36,352 KiB, 3.3 at 39,936 KiB.
constexpr double kGh100PcieBytes = 33152 * kKiB;
constexpr double kGh100PcieBytesPerS = 6900 * kGBs;
// GH100 on an SXM5 board (H100 SXM5, H800, H200: the same die, 132 SMs and 1,980 MHz boost clock, 50 MB of L2; H100
// and H200 datasheets): h200.txt, 9.7-10.0 TB/s from 8 MiB up to 40,448 KiB, 9.1 TB/s at 44,032 KiB, 7.5 at 48,128.
constexpr double kGh100SxmBytes = 40448 * kKiB;
constexpr double kGh100SxmBytesPerS = 9700 * kGBs;
// AD102 (L40, L40S, RTX 6000 Ada: 142 SMs and the full 96 MB of L2, Ada Lovelace whitepaper 2022): l40.txt,
// 5.1-5.3 TB/s up to 91,648 KiB, 4.3 TB/s at 100,352 KiB, the DRAM's 0.85 TB/s past 110 MiB.
constexpr double kAd102Bytes = 91648 * kKiB;
constexpr double kAd102BytesPerS = 5200 * kGBs;
// AD104 (L4: 48 MB of L2, Ada Lovelace whitepaper 2022, AD104). Not measured: it takes AD102's measured usable share
// of its L2 (91,648 of 98,304 KiB) and AD102's plateau scaled by its L2 slices and clock. Ada pairs each 32-bit memory
// controller with the same L2 slice (96 MB on AD102's 384-bit bus, 48 MB on AD104's 192-bit one), so the L4 has half
// the L40's slices, at its 2,040 MHz boost clock against the L40's 2,490 (L4 and L40 datasheets, 2023): 5.2 TB/s x
// 0.5 x 2040 / 2490 = 2.13 TB/s, seven times the L4's 300 GB/s of GDDR6.
constexpr double kAd104Bytes = 48 * 1024 * kKiB * (91648.0 / 98304.0);
constexpr double kAd104BytesPerS = kAd102BytesPerS * 0.5 * 2040 / 2490;

struct L2Row {
    const char *sku;
    double bytes, bytesPerS;
};

// Catalog SKUs (resources/catalog/seed_parts.csv). The A100/A800 cards all run the GA100 at 1,410 MHz boost, so one
// measurement serves them; the H100 NVL and H200 NVL (other power limits) and every other GPU are not listed: no
// measurement of theirs was found (T4's TU104: 4 MB, Turing whitepaper 2018; GA102: 6 MB; MI300X: 256 MB of Infinity
// Cache, CDNA 3 whitepaper 2023), so their layers stay in DRAM.
constexpr L2Row kL2Rows[] = {
    {"nvidia-a100-pcie-40gb", kGa100Bytes, kGa100BytesPerS},
    {"nvidia-a100-pcie-80gb", kGa100Bytes, kGa100BytesPerS},
    {"nvidia-a100-sxm4-40gb", kGa100Bytes, kGa100BytesPerS},
    {"nvidia-a100-sxm4-80gb", kGa100Bytes, kGa100BytesPerS},
    {"nvidia-a800-sxm4-80gb", kGa100Bytes, kGa100BytesPerS},
    {"nvidia-h100-pcie-80gb", kGh100PcieBytes, kGh100PcieBytesPerS},
    {"nvidia-h100-sxm5-80gb", kGh100SxmBytes, kGh100SxmBytesPerS},
    {"nvidia-h800-sxm5-80gb", kGh100SxmBytes, kGh100SxmBytesPerS},
    {"nvidia-h200-sxm-141gb", kGh100SxmBytes, kGh100SxmBytesPerS},
    {"nvidia-l40", kAd102Bytes, kAd102BytesPerS},
    {"nvidia-l40s", kAd102Bytes, kAd102BytesPerS},
    {"nvidia-rtx-6000-ada", kAd102Bytes, kAd102BytesPerS},
    {"nvidia-l4", kAd104Bytes, kAd104BytesPerS},
};

} // namespace

L2Cache l2CacheOf(const ClusterHardware &hw)
{
    const double share = hw.memoryShare;
    if (!(share > 0) || share > 1)
        return {};
    for (const L2Row &row : kL2Rows)
        if (hw.gpuSku == QLatin1String(row.sku))
            return {row.bytes * share, row.bytesPerS * share};
    return {};
}

double l2ResidentBatch(const L2Cache &l2, double bytesPerSample)
{
    if (!l2.valid() || !(bytesPerSample > 0))
        return 0;
    // At most 2^31: a batch is an int (and a hostile tiny tensor must not make an infinite one).
    return std::min(std::floor(l2.bytes / bytesPerSample), 2147483648.0);
}

} // namespace aip::perf
