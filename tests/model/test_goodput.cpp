// Goodput from the measured failure rates of each GPU generation's cluster (perf/goodput.h), against hand
// calculations from the sources: Kokolis et al. 2024 (arXiv 2410.21680) for A100 at Meta's RSC-1, Dubey et al. 2024
// (arXiv 2407.21783) for H100 at Llama 3's cluster.

#include "perf/goodput.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace aip;
using namespace aip::perf;

TEST_CASE("goodput: A100 fails at RSC-1's measured rate, its projected job MTTF as Kokolis et al. draw it")
{
    const MeasuredReliability a100 = measuredReliability(QStringLiteral("ampere"));
    // 6.50 failures per 1,000 node-days on 8-GPU DGX A100 nodes.
    CHECK(a100.failuresPer1kGpuDays == Approx(6.50 / 8));
    CHECK(a100.relaunchS == 5 * 60);
    CHECK(a100.checkpointEveryS == 3600);
    CHECK(a100.relaunchIncludesReload);
    CHECK_FALSE(a100.source.isEmpty());
    // Fig. 7's projection MTTF = 1 / (N_nodes x r_f): 1.8 h at 16,384 GPUs, 0.23 h at 131,072.
    const GoodputEstimate at16k = estimateGoodput(std::nullopt, 0, 16384, 2048, 0, QStringLiteral("ampere"));
    CHECK(at16k.jobMtbfS / 3600 == Approx(1.8).margin(0.01));
    const GoodputEstimate at131k = estimateGoodput(std::nullopt, 0, 131072, 16384, 0, QStringLiteral("ampere"));
    CHECK(at131k.jobMtbfS / 3600 == Approx(0.23).margin(0.01));
    CHECK(at16k.failuresPer1kGpuDays == Approx(0.8125));
}

TEST_CASE("goodput: the whole of RSC-1 as one 16,000-GPU job, 60 and 5 minute checkpoints, as the paper projects")
{
    // Kokolis et al.: a single 16,000-GPU job on RSC-1 has an expected ETTR of 0.7 with checkpoints every 60 minutes
    // and 0.93 every 5 minutes (checkpoint writes not blocking: no checkpoint bytes here). First order: each failure
    // costs u0 = 5 min plus half an interval; failures come at 2,000 nodes x 6.5 per 1,000 node-days.
    const double perS = 2000 * 6.5e-3 / 86400;
    Goodput hourly;
    hourly.checkpointEveryMin = 60;
    const GoodputEstimate h = estimateGoodput(hourly, 0, 16000, 2000, 0, QStringLiteral("ampere"));
    CHECK(h.goodput == Approx(1 - perS * (300 + 1800)).epsilon(1e-12));
    CHECK(h.goodput == Approx(0.70).margin(0.02));
    Goodput often;
    often.checkpointEveryMin = 5;
    const GoodputEstimate f = estimateGoodput(often, 0, 16000, 2000, 0, QStringLiteral("ampere"));
    CHECK(f.goodput == Approx(1 - perS * (300 + 150)).epsilon(1e-12));
    CHECK(f.goodput == Approx(0.93).margin(0.005));
}

TEST_CASE("goodput: Llama 2 70B on 2,048 A100 by hand, RSC-1's rate, hourly checkpoints and 5 minute restarts")
{
    // 69B parameters x 14 bytes (bf16 weights, fp32 Adam states) on 256 nodes at ~1 GB/s each.
    const double bytes = 69e9 * 14;
    const double write = bytes / (256 * 2e12 / 2048);
    const GoodputEstimate g = estimateGoodput(std::nullopt, bytes, 2048, 256, 0, QStringLiteral("ampere"));
    const double perS = 6.5e-3 / 8 * 2048 / 86400;
    CHECK(g.checkpointWriteS == Approx(write));
    CHECK(g.checkpointIntervalS == 3600);
    CHECK(g.restartS == 300); // u0 counts the reload
    CHECK(g.jobMtbfS == Approx(1 / perS));
    const double expected = (1 - perS * (300 + (3600 + write) / 2)) * (1 - write / (3600 + write));
    CHECK(g.goodput == Approx(expected).epsilon(1e-12));
    CHECK(g.goodput > 0.94);
    CHECK(g.goodput < 0.96);
    // The same job at Llama 3's H100 rate loses less: fewer failures per GPU-day and Young's shorter interval.
    CHECK(estimateGoodput(std::nullopt, bytes, 2048, 256, 0, QStringLiteral("hopper")).goodput > g.goodput);
}

TEST_CASE("goodput: H100 and unmeasured generations keep Llama 3's cluster, the plan's figures win over both")
{
    const MeasuredReliability h100 = measuredReliability(QStringLiteral("hopper"));
    CHECK(h100.failuresPer1kGpuDays == Approx(kDefaultFailuresPer1kGpuDays));
    CHECK(h100.relaunchS == 600);
    CHECK(h100.checkpointEveryS == 0);
    CHECK_FALSE(h100.relaunchIncludesReload);
    for (const char *arch : {"hopper", "blackwell", "cdna3", ""}) {
        INFO(arch);
        const GoodputEstimate g = estimateGoodput(std::nullopt, 1e12, 1024, 128, 0, QString::fromLatin1(arch));
        const GoodputEstimate d = estimateGoodput(std::nullopt, 1e12, 1024, 128);
        CHECK(g.goodput == d.goodput);
        CHECK(g.checkpointIntervalS == Approx(std::sqrt(2 * g.checkpointWriteS * g.jobMtbfS)));
    }
    // A plan's failure rate and interval replace the measured cluster's.
    Goodput given;
    given.failuresPer1kGpuDays = 0;
    given.checkpointEveryMin = 600;
    const GoodputEstimate none = estimateGoodput(given, 1e12, 1024, 128, 0, QStringLiteral("ampere"));
    CHECK(none.failuresPer1kGpuDays == 0);
    CHECK(none.jobMtbfS == 0);
    CHECK(none.goodput == Approx(1 - 8 / (36000 + 8.0)));
    // Architecture names are matched without case.
    CHECK(measuredReliability(QStringLiteral("Ampere")).failuresPer1kGpuDays == Approx(0.8125));
}

TEST_CASE("goodput: Llama 3 405B's 16,384 H100 reach the paper's effective training time, its interruptions cost less")
{
    // Dubey et al. 2024 (arXiv 2407.21783) Sec. 3.3.4: 466 job interruptions (47 planned, 419 unexpected) in a 54-day
    // snapshot on 16,384 H100, and "higher than 90% effective training time". Checkpoints of 405.9B parameters in
    // bf16 with fp32 Adam states (14 bytes each) on 2,048 nodes at Tectonic's 2 TB/s (Sec. 3.3.1).
    const double bytes = 405.9e9 * 14;
    const GoodputEstimate g = estimateGoodput(std::nullopt, bytes, 16384, 2048, 0, QStringLiteral("hopper"));
    CHECK(g.jobMtbfS == Approx(54.0 * 86400 / 419).epsilon(1e-9));
    CHECK(g.checkpointWriteS == Approx(bytes / 2e12));
    CHECK(g.goodput > 0.90);
    // Over 54 days the model loses at most what the paper allows every one of the 466 interruptions: 10 % of the
    // time, 16.7 minutes each. Each unexpected one costs the relaunch, the reload and half an interval.
    const double lostPerInterruption = 0.10 * 54 * 86400 / 466;
    CHECK(lostPerInterruption / 60 == Approx(16.7).margin(0.05));
    CHECK(g.restartS + (g.checkpointIntervalS + g.checkpointWriteS) / 2 < lostPerInterruption);
}
