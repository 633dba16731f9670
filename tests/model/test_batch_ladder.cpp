// The fast batch search of CNN and BERT serving (perf/batchladder.h, issue 20 item 6) against the definitions it
// stands for: the kernel list costs a pass as the layer-by-layer sum does, and the M/D/1 capacity found by one root
// search is the load a bisection over md1WaitQuantile finds. The sizing's answers themselves are pinned in
// test_batch_inference_golden.cpp.
#include "perf/batchinference.h"
#include "perf/queueing.h"
#include "perffixture.h"
#include "support/testsupport.h"

#include <cmath>
#include <limits>
#include <random>

using namespace aip;
using namespace aip::perf;

namespace {

// The largest load rho whose latency (service plus the M/D/1 quantile) stays within the limit, by bisection over
// md1WaitQuantile as batchinference.cpp's layer-by-layer search finds it, to 2^-60 of the range.
double bisectedLoad(double serviceS, double limitS, double percentile)
{
    double lo = 0, hi = 1 / serviceS;
    for (int i = 0; i < 60; ++i) {
        const double mid = (lo + hi) / 2;
        (serviceS + md1WaitQuantile(serviceS, mid, percentile) <= limitS ? lo : hi) = mid;
    }
    return lo * serviceS;
}

// Md1Capacity::utilization as it was before Halley's step and the x tau start (commit 3fd5dc1): Newton's method on
// h(x) = ln C(x) - ln tail - tau x from the heavy-load start, kept in a bracket by bisection, to a step under 1e-7 of
// x. The reference the faster search must agree with (to rounding), on any start.
double newtonLoad(double serviceS, double limitS, double percentile)
{
    const double tail = 1 - percentile / 100, logTail = std::log(tail);
    const double xTail = md1DecayRate(tail);
    const double cTail = (1 - tail) / (tail + xTail - 1);
    const double jump = xTail > 0 && cTail > tail ? std::log(cTail / tail) / xTail : 0;
    const double tau = (limitS - serviceS) / serviceS;
    if (std::abs(tau - jump) <= 1e-9 * jump)
        return std::numeric_limits<double>::quiet_NaN();
    if (tau < jump)
        return tail;
    double lo = 0, hi = xTail;
    double x = std::min(-logTail / tau, hi / 2);
    for (int i = 0; i < 200; ++i) {
        const double e = std::expm1(x);
        const double rho = x / e;
        const double idle = 1 - rho, u = rho + x - 1;
        if (!(idle > 0 && u > 0)) {
            x = (lo + hi) / 2;
            continue;
        }
        const double h = std::log(idle / u) - logTail - tau * x;
        (h > 0 ? lo : hi) = x;
        const double dRho = (e - x * (e + 1)) / (e * e);
        const double dh = -dRho / idle - (dRho + 1) / u - tau;
        const double step = h / dh;
        if (std::abs(step) <= 1e-7 * x && x - step >= lo && x - step <= hi)
            return rho - dRho * step;
        if (!(x - step > lo && x - step < hi)) {
            x = (lo + hi) / 2;
            if (!(hi - lo > 1e-15 * hi))
                break;
            continue;
        }
        x -= step;
    }
    return x / std::expm1(x);
}

} // namespace

TEST_CASE("the M/D/1 capacity by Halley's step from any start is the load the plain Newton search found")
{
    // Random percentiles, waits allowed (1e-3 to 1e4 service times, log-uniform) and starts: the batch ladder's
    // interpolated guess (near the root), a guess anywhere in the bracket, none (the last root, scaled), and a guess
    // outside the bracket (ignored). A fixed seed: the same cases every run.
    std::mt19937_64 rng(20261203);
    std::uniform_real_distribution<double> unit(0, 1);
    int compared = 0, nan = 0, bisected = 0;
    for (int c = 0; c < 4000; ++c) {
        const double percentile = c % 5 == 0 ? 99.0 : 50 + 49.99 * unit(rng);
        const double service = std::exp(std::log(1e-4) + unit(rng) * std::log(1e3)); // 0.1 ms to 0.1 s
        const double tau = std::exp(std::log(1e-3) + unit(rng) * std::log(1e7));
        const double limit = service * (1 + tau);
        Md1Capacity queue(percentile);
        const double want = newtonLoad(service, limit, percentile);
        // The root x of `want`, for starts near it (rho = x / (e^x - 1) is decreasing in x: bisect it).
        double xLo = 0, xHi = md1DecayRate(queue.tail());
        for (int i = 0; i < 80 && want > queue.tail(); ++i) {
            const double mid = (xLo + xHi) / 2;
            (mid / std::expm1(mid) > want ? xLo : xHi) = mid;
        }
        const double near = xLo * (1 + 1e-3 * (2 * unit(rng) - 1));
        for (double start : {near, unit(rng) * xHi, 0.0, -1.0, 2 * xHi + 1}) {
            INFO("p" << percentile << ", service " << service << " s, wait allowed " << tau << ", start " << start);
            const double rho = queue.utilization(service, limit, start);
            REQUIRE(std::isnan(rho) == std::isnan(want));
            if (std::isnan(want)) {
                ++nan;
                continue;
            }
            CHECK(std::abs(rho - want) <= 1e-12 * want);
            ++compared;
        }
        // Against the definition (a bisection over md1WaitQuantile) on every tenth case: it is slow.
        if (c % 10 == 0 && !std::isnan(want)) {
            const double rho = queue.utilization(service, limit);
            CHECK(std::abs(rho - bisectedLoad(service, limit, percentile)) <= 1e-10 * rho);
            ++bisected;
        }
    }
    CHECK(compared > 15000);
    CHECK(bisected > 300);
    CHECK(nan < 10);
}

TEST_CASE("the M/D/1 capacity by one root search is the load a bisection over the quantile finds")
{
    int atTail = 0, above = 0;
    for (double percentile : {50.0, 90.0, 95.0, 99.0, 99.9}) {
        Md1Capacity queue(percentile);
        CHECK(queue.tail() == Approx(1 - percentile / 100));
        const double service = 0.004;
        // Waits allowed from a hundredth of a service time to a thousand: loads from the tail's to almost 1.
        for (double tau = 0.01; tau < 1000; tau *= 1.37) {
            INFO("p" << percentile << ", wait allowed " << tau << " service times");
            const double limit = service * (1 + tau);
            const double rho = queue.utilization(service, limit);
            if (std::isnan(rho))
                continue; // on the jump: too close to call, and said so
            const double want = bisectedLoad(service, limit, percentile);
            CHECK(std::abs(rho - want) <= 1e-10 * want);
            (rho == queue.tail() ? atTail : above)++;
            // The load found meets the limit, and a slightly heavier one does not (unless it is the tail's).
            CHECK(service + md1WaitQuantile(service, rho * (1 - 1e-9) / service, percentile) <= limit);
            if (rho > queue.tail())
                CHECK(service + md1WaitQuantile(service, rho * (1 + 1e-9) / service, percentile) > limit);
        }
    }
    CHECK(atTail > 0); // limits too tight for any wait at the percentile
    CHECK(above > 20);
    CHECK(std::isnan(Md1Capacity(99).utilization(0.01, 0.005))); // service over the limit
}

TEST_CASE("the kernel list costs a forward pass as the layer-by-layer sum does")
{
    PartCatalog cat = perftest::catalog();
    perftest::addInferenceCards(cat);
    int costed = 0;
    for (const char *model :
         {"resnet50", "efficientnet-b0", "vit-b16", "ssd300", "maskrcnn-r50", "yolov5s", "bert-base", "bert-large"}) {
        const ModelArch arch = perftest::preset(model);
        for (const char *gpu : {"nvidia-t4", "nvidia-l4", "nvidia-a100-sxm4-80gb", "nvidia-h100-sxm5-80gb"}) {
            ClusterHardware hw;
            hw.gpu = cat.find(QLatin1String(gpu))->gpu;
            for (Precision p : {Precision::Fp16, Precision::Fp8, Precision::Tf32}) {
                for (WeightQuant q : {WeightQuant::None, WeightQuant::Int8}) {
                    ServingSetup s;
                    s.precision = p;
                    s.weightQuant = q;
                    s.sequenceTokens = 256;
                    const ForwardCost fast = batchForwardCost(arch, hw, s);
                    REQUIRE(fast.valid());
                    for (int b : {1, 2, 3, 7, 16, 33, 100, 256, 1000, 2048}) {
                        INFO(model << " on " << gpu << ", batch " << b);
                        const double want = batchForwardTime(arch, hw, s, b);
                        CHECK(std::abs(fast(b) - want) <= 1e-12 * want);
                        ++costed;
                    }
                }
            }
        }
    }
    CHECK(costed == 8 * 4 * 3 * 2 * 10);
    // A GPU without an HBM figure is costed layer by layer.
    ClusterHardware blank;
    blank.gpu.fp16Tflops = 100;
    CHECK_FALSE(batchForwardCost(perftest::preset("resnet50"), blank, ServingSetup()).valid());
}
