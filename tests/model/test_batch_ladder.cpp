// The fast batch search of CNN and BERT serving (perf/batchladder.h, issue 20 item 6) against the definitions it
// stands for: the kernel list costs a pass as the layer-by-layer sum does, and the M/D/1 capacity found by one root
// search is the load a bisection over md1WaitQuantile finds. The sizing's answers themselves are pinned in
// test_batch_inference_golden.cpp.
#include "perf/batchinference.h"
#include "perf/queueing.h"
#include "perffixture.h"
#include "support/testsupport.h"

#include <cmath>

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

} // namespace

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
