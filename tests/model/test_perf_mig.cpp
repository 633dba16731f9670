// MIG slices as smaller GPUs (issue 20, item 2; perf/mig.h): the profiles NVIDIA's MIG User Guide lists for each GPU
// of the seed catalog and the GPUs without MIG, a hand-checked slice (A100 80GB 1g.10gb: 1/7 of the compute, 1/8 of
// the memory and bandwidth, 7 per GPU), the sizing on slices (replicas 7 per GPU, whole GPUs counted), properties that
// hold whatever the calibration (a bigger slice never slows a replica; seven 1g slices never serve more than the GPU
// they split; a 7g slice is the whole GPU at tp 1), the TCO's serving capacity, and the bad inputs' messages.
#include "perf/batchinference.h"
#include "perf/inference.h"
#include "perf/mig.h"
#include "perffixture.h"
#include "support/testsupport.h"
#include "tco/perfthroughputsource.h"

#include <QStringList>

#include <limits>

using namespace aip;
using namespace aip::perf;

namespace {

// The seed catalog's figures (resources/catalog/seed_parts.csv, NVIDIA and AMD datasheets): fp64, fp32, bf16, fp8
// TFLOPS, memory GB, bandwidth GB/s, form factor, architecture.
GpuSpec spec(double fp64, double fp32, double bf16, double fp8, double memGB, double bwGBs, GpuFormFactor form,
             const char *architecture)
{
    GpuSpec g;
    g.fp64Tflops = fp64;
    g.fp32Tflops = fp32;
    g.tf32Tflops = bf16 / 2;
    g.bf16Tflops = g.fp16Tflops = bf16;
    g.fp8Tflops = fp8;
    g.memoryGB = memGB;
    g.memoryBandwidthGBs = bwGBs;
    g.formFactor = form;
    g.architecture = QLatin1String(architecture);
    return g;
}

constexpr auto kSxm = GpuFormFactor::Sxm;
constexpr auto kPcie = GpuFormFactor::Pcie;

// The GPU's profile names, comma-separated.
QString names(const GpuSpec &g)
{
    QStringList out;
    for (const MigProfile &p : migProfiles(g))
        out << p.name;
    return out.join(QLatin1Char(','));
}

// A DGX A100 80GB (8 GPUs) whose GPU says its architecture, as the seed catalog's does.
ClusterHardware dgxA100(const char *preset)
{
    Workload w;
    w.kind = WorkloadKind::Inference;
    w.model.preset = QLatin1String(preset);
    QString error;
    auto hw = clusterFromPlan(perftest::dgxPlan(1, w), perftest::catalog(), &error);
    INFO(error.toStdString());
    REQUIRE(hw);
    hw->gpu.architecture = QStringLiteral("ampere");
    hw->gpu.fp64Tflops = 9.7;
    return *hw;
}

ServingSetup onMig(const char *profile)
{
    ServingSetup s;
    s.mig = QLatin1String(profile);
    return s;
}

} // namespace

TEST_CASE("each MIG-capable GPU has the profiles of NVIDIA's MIG User Guide named by its memory")
{
    // A100 80GB and H100 80GB, A100 40GB, H100 NVL 94GB, H200 141GB, B200 180GB: 7 compute and 8 memory slices.
    const GpuSpec a100 = spec(9.7, 19.5, 312, 0, 80, 2039, kSxm, "ampere");
    CHECK(names(a100) == QStringLiteral("1g.10gb,1g.20gb,2g.20gb,3g.40gb,4g.40gb,7g.80gb"));
    CHECK(names(spec(9.7, 19.5, 312, 0, 40, 1555, kPcie, "ampere"))
          == QStringLiteral("1g.5gb,1g.10gb,2g.10gb,3g.20gb,4g.20gb,7g.40gb"));
    CHECK(names(spec(30, 60, 835.5, 1671, 94, 3900, kPcie, "hopper"))
          == QStringLiteral("1g.12gb,1g.24gb,2g.24gb,3g.47gb,4g.47gb,7g.94gb"));
    CHECK(names(spec(34, 67, 989, 1979, 141, 4800, kSxm, "hopper"))
          == QStringLiteral("1g.18gb,1g.35gb,2g.35gb,3g.71gb,4g.71gb,7g.141gb"));
    CHECK(names(spec(40, 80, 2250, 4500, 180, 8000, kSxm, "blackwell"))
          == QStringLiteral("1g.23gb,1g.45gb,2g.45gb,3g.90gb,4g.90gb,7g.180gb"));
    // The A30: 4 compute and 4 memory slices.
    CHECK(names(spec(5.2, 10.3, 165, 0, 24, 933, kPcie, "ampere")) == QStringLiteral("1g.6gb,2g.12gb,4g.24gb"));
    // Instances per GPU: 7 x 1g, 4 x 1g with two memory slices, 3 x 2g, 2 x 3g, 1 x 4g, 1 x 7g.
    QList<int> instances;
    for (const MigProfile &p : migProfiles(a100))
        instances << p.instancesPerGpu;
    CHECK(instances == QList<int>{7, 4, 3, 2, 1, 1});
    // A hostile memory figure names its profiles without overflowing.
    CHECK(migProfiles(spec(9.7, 19.5, 312, 0, 1e300, 2039, kSxm, "ampere")).constFirst().name
          == QStringLiteral("1g.1000000000gb"));
    // The H800 and H20 (fp64 cut to 1 TFLOPS) are GH100 SXM modules and keep MIG.
    CHECK(supportsMig(spec(1, 44, 148, 296, 96, 4000, kSxm, "hopper")));
}

TEST_CASE("GPUs without MIG offer no profile")
{
    // L40S, L4, RTX 6000 Ada (Ada graphics dies), A10 and RTX A6000 (GA102), RTX 5090 (GB202), T4, V100, MI300X.
    for (const GpuSpec &g :
         {spec(1.4, 91.6, 362.05, 733, 48, 864, kPcie, "ada"), spec(0.5, 30.3, 121, 242.5, 24, 300, kPcie, "ada"),
          spec(1.4, 91.1, 364.2, 728.5, 48, 960, kPcie, "ada"), spec(0.98, 31.2, 125, 0, 24, 600, kPcie, "ampere"),
          spec(1.2, 38.7, 154.8, 0, 48, 768, kPcie, "ampere"),
          spec(1.6, 104.8, 209.5, 419, 32, 1790, kPcie, "blackwell"), spec(0.25, 8.1, 65, 0, 16, 320, kPcie, "turing"),
          spec(7.8, 15.7, 125, 0, 32, 900, kSxm, "volta"),
          spec(81.7, 163.4, 1307.4, 2614.9, 192, 5300, GpuFormFactor::Oam, "cdna3")}) {
        INFO(g.architecture.toStdString() << " " << g.memoryGB << " GB");
        CHECK_FALSE(supportsMig(g));
        CHECK(migProfiles(g).isEmpty());
    }
}

TEST_CASE("a 1g.10gb slice of an A100 80GB is a GPU with 1/7 of the compute and 1/8 of the memory")
{
    const ClusterHardware hw = dgxA100("bert-large");
    QString error;
    const auto p = migProfile(hw.gpu, u"1g.10gb", hw.gpuSku, &error);
    INFO(error.toStdString());
    REQUIRE(p);
    CHECK(p->instancesPerGpu == 7);
    const ClusterHardware slice = migSlice(hw, *p);
    CHECK(slice.gpu.bf16Tflops == Approx(312.0 / 7));
    CHECK(slice.gpu.fp16Tflops == Approx(312.0 / 7));
    CHECK(slice.gpu.memoryGB == Approx(10));
    CHECK(slice.gpu.memoryBandwidthGBs == Approx(2039.0 / 8));
    CHECK(slice.gpu.nvlinkGBs == 0);
    CHECK_FALSE(slice.peerToPeer);
    // The whole A100's efficiency class, not what 44.6 TFLOP/s alone would read as.
    REQUIRE(slice.generation);
    CHECK(*slice.generation == GpuGeneration::AmpereSxm);
    CHECK(gpuGeneration(slice.gpu) == GpuGeneration::Other);
}

TEST_CASE("BERT-Large on 1g.10gb slices: the slice's roofline - 7 replicas per GPU - whole GPUs counted")
{
    const ClusterHardware hw = dgxA100("bert-large");
    const ModelArch bert = perftest::preset("bert-large");
    ServingSetup s = onMig("1g.10gb");
    s.precision = Precision::Fp16;
    s.sequenceTokens = 384;
    // No load: one replica at its best batch, on one GPU.
    const InferenceResult one = evaluateInference(bert, hw, s);
    INFO(one.error.toStdString());
    REQUIRE(one.ok);
    CHECK(one.mig == QStringLiteral("1g.10gb"));
    CHECK(one.migInstancesPerGpu == 7);
    CHECK(one.tp == 1);
    CHECK(one.replicas == 1);
    CHECK(one.gpusNeeded == 1);
    // By hand: a batch of b sequences of 384 tokens takes at least its FLOPs at the slice's 312/7 TFLOP/s and its fp16
    // weights (about 335 M parameters) at 2039/8 GB/s.
    const double b = one.batch, seq = 384;
    const double flops = b * (2 * seq * bert.parameters() + 4.0 * seq * seq * bert.hidden * bert.layers);
    const double forward = one.samplesPerS > 0 ? b / one.samplesPerS : 0;
    CHECK(forward >= flops / (312e12 / 7));
    CHECK(forward >= bert.parameters() * 2 / (2039e9 / 8));
    // On the whole GPU the same batch is faster: the slice has less of everything.
    ServingSetup whole = s;
    whole.mig.clear();
    CHECK(batchForwardTime(bert, hw, whole, one.batch) < forward);
    // A closed load of 7 replicas' worth fills one GPU; one more sequence than that needs a second.
    s.concurrency = 7 * one.batch;
    const InferenceResult seven = evaluateInference(bert, hw, s);
    REQUIRE(seven.ok);
    CHECK(seven.replicas == 7);
    CHECK(seven.gpusNeeded == 1);
    s.concurrency = 7 * one.batch + 1;
    const InferenceResult eight = evaluateInference(bert, hw, s);
    REQUIRE(eight.ok);
    CHECK(eight.replicas == 8);
    CHECK(eight.gpusNeeded == 2);
}

TEST_CASE("Llama 3 8B in int4 on a 1g.10gb slice decodes at the slice's bandwidth - bf16 does not fit")
{
    const ClusterHardware hw = dgxA100("llama3-8b");
    const ModelArch llama = perftest::preset("llama3-8b");
    ServingSetup s = onMig("1g.10gb");
    s.inputTokens = 512;
    s.outputTokens = 128;
    s.weightQuant = WeightQuant::Int4;
    s.weightBytesPerParam = weightBytesPerParam(WeightQuant::Int4, Precision::Bf16);
    s.concurrency = 64;
    const InferenceResult r = evaluateInference(llama, hw, s);
    INFO(r.error.toStdString());
    REQUIRE(r.ok);
    CHECK(r.tp == 1);
    // Every decode step reads the weights once at no more than the slice's 2039/8 GB/s.
    CHECK(r.decodeStepS >= llama.parameters() * s.weightBytesPerParam / (2039e9 / 8));
    CHECK(r.gpusNeeded == (r.replicas + 6) / 7);
    CHECK(r.outputTokensPerS > 0);
    // 16 GB of bf16 weights in a 10 GB slice: a message, not a result.
    ServingSetup bf16 = s;
    bf16.weightQuant = WeightQuant::None;
    bf16.weightBytesPerParam = 2;
    const InferenceResult none = evaluateInference(llama, hw, bf16);
    CHECK_FALSE(none.ok);
    CHECK(none.error.contains(QStringLiteral("no room")));
}

TEST_CASE("a bigger MIG slice never slows a replica")
{
    const ClusterHardware hw = dgxA100("llama3-8b");
    const ModelArch llama = perftest::preset("llama3-8b");
    const ModelArch bert = perftest::preset("bert-large");
    // Each profile has at least the compute and memory slices of the one before (A100 80GB, smallest first).
    double lastTokens = 0, lastPrefill = 1e30, lastSamples = 0;
    for (const MigProfile &p : migProfiles(hw.gpu)) {
        INFO(p.name.toStdString());
        ServingSetup s = onMig(p.name.toLatin1().constData());
        s.weightQuant = WeightQuant::Int4;
        s.weightBytesPerParam = weightBytesPerParam(WeightQuant::Int4, Precision::Bf16);
        const InferenceResult r = evaluateInference(llama, hw, s);
        INFO(r.error.toStdString());
        REQUIRE(r.ok);
        CHECK(r.outputTokensPerS >= lastTokens * (1 - 1e-9));
        CHECK(r.prefillS <= lastPrefill * (1 + 1e-9));
        lastTokens = r.outputTokensPerS;
        lastPrefill = r.prefillS;
        ServingSetup e = onMig(p.name.toLatin1().constData());
        e.precision = Precision::Fp16;
        const InferenceResult b = evaluateInference(bert, hw, e);
        REQUIRE(b.ok);
        CHECK(b.samplesPerS >= lastSamples * (1 - 1e-9));
        lastSamples = b.samplesPerS;
    }
}

TEST_CASE("seven 1g slices never serve more than the GPU they split - a 7g slice is the whole GPU at tp 1")
{
    // Physically: the seven 1g instances have all seven compute slices but 7/8 of the memory and bandwidth, each
    // reads its own copy of the weights every step, and the whole GPU can batch what they batch together. So with no
    // latency limit the whole GPU (tp 1) serves at least seven times what one 1g replica serves.
    const ClusterHardware hw = dgxA100("llama3-8b");
    for (const char *model : {"llama3-8b", "bert-large"}) {
        INFO(model);
        const ModelArch arch = perftest::preset(model);
        ServingSetup whole;
        whole.tp = 1;
        whole.precision = Precision::Fp16;
        whole.weightQuant = WeightQuant::Int4;
        whole.weightBytesPerParam = weightBytesPerParam(WeightQuant::Int4, Precision::Fp16);
        if (arch.family == ModelFamily::Encoder) {
            whole.weightQuant = WeightQuant::None;
            whole.weightBytesPerParam = 2;
        }
        ServingSetup slice = whole;
        slice.mig = QStringLiteral("1g.10gb");
        const InferenceResult w = evaluateInference(arch, hw, whole), s = evaluateInference(arch, hw, slice);
        INFO(w.error.toStdString() << s.error.toStdString());
        REQUIRE(w.ok);
        REQUIRE(s.ok);
        const bool tokens = arch.family == ModelFamily::Decoder;
        const double wholeRate = tokens ? w.outputTokensPerS : w.samplesPerS;
        const double sliceRate = tokens ? s.outputTokensPerS : s.samplesPerS;
        CHECK(7 * sliceRate <= wholeRate);
        // 7g.80gb: all of the compute and memory, the same answer as the whole GPU at tp 1.
        slice.mig = QStringLiteral("7g.80gb");
        const InferenceResult full = evaluateInference(arch, hw, slice);
        REQUIRE(full.ok);
        CHECK((tokens ? full.outputTokensPerS : full.samplesPerS) == Approx(wholeRate).epsilon(1e-9));
        CHECK(full.migInstancesPerGpu == 1);
    }
}

TEST_CASE("the TCO's serving capacity counts every MIG instance of every GPU")
{
    const ClusterHardware hw = dgxA100("bert-large");
    Workload w;
    w.kind = WorkloadKind::Inference;
    w.model.preset = QStringLiteral("bert-large");
    w.precision = Precision::Fp16;
    Serving sv;
    sv.mig = QStringLiteral("1g.10gb");
    sv.concurrency = 5000; // the capacity is the best batch's, whatever the load
    w.serving = sv;
    QString why;
    const auto capacity = tco::servingCapacity(w, hw, &why);
    INFO(why.toStdString());
    REQUIRE(capacity);
    Serving none = sv;
    none.concurrency.reset();
    Workload one = w;
    one.serving = none;
    const InferenceResult replica = evaluateInference(one, hw);
    REQUIRE(replica.ok);
    REQUIRE(replica.replicas == 1);
    // 8 GPUs x 7 instances, each serving what one replica serves.
    CHECK(capacity->samplesPerS == Approx(replica.samplesPerS * 8 * 7));
}

TEST_CASE("bad MIG input gets a message - an unknown profile - another GPU's - a GPU without MIG - tp above 1")
{
    const ClusterHardware hw = dgxA100("llama3-8b");
    const ModelArch llama = perftest::preset("llama3-8b");
    ServingSetup s = onMig("1g.11gb");
    InferenceResult r = evaluateInference(llama, hw, s);
    CHECK_FALSE(r.ok);
    CHECK(r.error.contains(QStringLiteral("1g.11gb is not a profile")));
    CHECK(r.error.contains(QStringLiteral("1g.10gb, 1g.20gb, 2g.20gb, 3g.40gb, 4g.40gb, 7g.80gb")));
    // The A100 40GB's name on an A100 80GB.
    s.mig = QStringLiteral("1g.5gb");
    r = evaluateInference(llama, hw, s);
    CHECK_FALSE(r.ok);
    CHECK(r.error.contains(QStringLiteral("80 GB")));
    s.mig = QStringLiteral("half");
    r = evaluateInference(llama, hw, s);
    CHECK_FALSE(r.ok);
    CHECK(r.error.contains(QStringLiteral("not a MIG profile")));
    // A hostile name is cut in the message.
    s.mig = QString(5000, QLatin1Char('x'));
    r = evaluateInference(llama, hw, s);
    CHECK_FALSE(r.ok);
    CHECK(r.error.size() < 400);
    // tp above 1: an instance has no NVLink.
    s.mig = QStringLiteral("3g.40gb");
    s.tp = 2;
    r = evaluateInference(llama, hw, s);
    CHECK_FALSE(r.ok);
    CHECK(r.error.contains(QStringLiteral("tp 1")));
    // An L40S has no MIG.
    ClusterHardware l40s = hw;
    l40s.gpu = spec(1.4, 91.6, 362.05, 733, 48, 864, kPcie, "ada");
    l40s.gpuSku = QStringLiteral("nvidia-l40s");
    s.tp = 0;
    s.mig = QStringLiteral("1g.6gb");
    r = evaluateInference(llama, l40s, s);
    CHECK_FALSE(r.ok);
    CHECK(r.error.contains(QStringLiteral("nvidia-l40s has no MIG")));
    // The whole-GPU count never overflows on a hostile replica count.
    CHECK(migGpusNeeded(std::numeric_limits<int>::max(), migProfiles(hw.gpu).constFirst())
          == (std::numeric_limits<int>::max() - 1) / 7 + 1);
}
