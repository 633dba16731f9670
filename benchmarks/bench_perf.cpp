// The performance model's speed (issue 4): one simulate() <= 5 us, and the whole strategy search for GPT-3 175B
// on 128 DGX A100 (1024 GPUs, global batch 1536) <= 0.1 s on one core. Run by hand, in a Release build:
//   cmake -S . -B build-perf-rel -DCMAKE_BUILD_TYPE=Release -DAIP_BUILD_BENCHMARKS=ON
//   ninja -C build-perf-rel bench_perf && ./build-perf-rel/benchmarks/bench_perf
#include "perf/batchinference.h"
#include "perf/batchladder.h"
#include "perf/inference.h"
#include "perf/perfmodel.h"
#include "perf/servingsearch.h"

#include <benchmark/benchmark.h>

namespace {

using namespace aip;
using namespace aip::perf;

// 128 x DGX A100 80GB on HDR InfiniBand, with the figures of ../shared/data/catalog_sources.csv.
ClusterHardware dgxA100(int nodes)
{
    ClusterHardware c;
    c.name = QStringLiteral("nvidia-dgx-a100-80gb");
    c.gpuSku = QStringLiteral("nvidia-a100-sxm4-80gb");
    c.gpu.fp16Tflops = c.gpu.bf16Tflops = 312;
    c.gpu.tf32Tflops = 156;
    c.gpu.fp32Tflops = 19.5;
    c.gpu.memoryGB = 80;
    c.gpu.memoryBandwidthGBs = 2039;
    c.gpu.nvlinkGBs = 600;
    c.gpu.formFactor = GpuFormFactor::Sxm; // the SXM4 board (GpuSpec's default is a PCIe card)
    c.gpu.baseboard = QStringLiteral("sxm4");
    c.gpu.architecture = QStringLiteral("ampere");
    c.gpu.tdpW = 400;
    c.gpusPerNode = 8;
    c.nodes = nodes;
    c.intraLink = IntraLink::NvSwitch;
    c.intraLinkGBs = 600;
    c.nicsPerNode = 8;
    c.nicGbps = 200;
    c.inNetworkReduction = true;
    c.storageReadMBs = 8 * 6500;
    c.storageIops = 8 * 900000;
    c.storageDrives = 8;
    c.cpuCoresPerNode = 128;
    c.nodePowerW = 6500;
    return c;
}

Workload gpt3(bool complete)
{
    Workload w;
    w.model.preset = QStringLiteral("gpt3-175b");
    w.globalBatch = 1536;
    w.precision = Precision::Fp16;
    if (complete) {
        Parallelism p;
        p.tp = 8;
        p.pp = 8;
        p.dp = 16;
        p.zero = 1;
        p.recompute = Recompute::Selective;
        p.sequenceParallel = true;
        p.interleave = 2;
        w.parallelism = p;
        w.microBatch = 1;
    }
    return w;
}

void BM_Simulate(benchmark::State &state)
{
    const ClusterHardware c = dgxA100(128);
    const Workload w = gpt3(true);
    for (auto _ : state)
        benchmark::DoNotOptimize(simulate(w, c));
}
BENCHMARK(BM_Simulate)->Unit(benchmark::kMicrosecond);

void BM_SearchGpt3On128DgxA100(benchmark::State &state)
{
    const ClusterHardware c = dgxA100(128);
    const Workload w = gpt3(false);
    for (auto _ : state)
        benchmark::DoNotOptimize(search(w, c, 10));
}
BENCHMARK(BM_SearchGpt3On128DgxA100)->Unit(benchmark::kMillisecond);

// A rack of GB200 NVL72 as one node, a 72-GPU NVLink domain (the seed catalog's figures: B200 in GB200 at 2500 TF bf16,
// 5000 fp8, 186 GB at 8000 GB/s, NVLink 1800 GB/s, 1200 W on the gb200 board; 72 ConnectX-7 400G a rack; 36 Grace
// CPUs of 72 cores).
ClusterHardware gb200Nvl72(int racks)
{
    ClusterHardware c;
    c.name = QStringLiteral("nvidia-gb200-nvl72");
    c.gpuSku = QStringLiteral("nvidia-b200-gb200");
    c.gpu.fp16Tflops = c.gpu.bf16Tflops = 2500;
    c.gpu.fp8Tflops = 5000;
    c.gpu.tf32Tflops = 1250;
    c.gpu.fp32Tflops = 90;
    c.gpu.memoryGB = 186;
    c.gpu.memoryBandwidthGBs = 8000;
    c.gpu.nvlinkGBs = 1800;
    c.gpu.formFactor = GpuFormFactor::Sxm;
    c.gpu.baseboard = QStringLiteral("gb200");
    c.gpu.architecture = QStringLiteral("blackwell");
    c.gpu.tdpW = 1200;
    c.gpusPerNode = 72;
    c.nodes = racks;
    c.intraLink = IntraLink::NvSwitch;
    c.intraLinkGBs = 1800;
    c.nicsPerNode = 72;
    c.nicGbps = 400;
    c.cpuCoresPerNode = 36 * 72;
    c.nodePowerW = 120000;
    return c;
}

// The search for a preset in fp8 on GB200 NVL72 racks (a node is a 72-GPU NVLink domain), with a workload member
// `extra` set to `value` where given.
void searchOnGb200Nvl72(benchmark::State &state, const char *preset, int globalBatch, int racks,
                        const char *extra = nullptr, const char *value = nullptr)
{
    const ClusterHardware c = gb200Nvl72(racks);
    Workload w;
    w.model.preset = QLatin1String(preset);
    w.globalBatch = globalBatch;
    w.precision = Precision::Fp8;
    if (extra)
        w.extra.insert(QLatin1String(extra), QLatin1String(value));
    for (auto _ : state)
        benchmark::DoNotOptimize(search(w, c, 10));
}

// Llama 3.1 405B on 8 racks (576 GPUs), tensor parallelism and context parallelism searched up to the whole rack.
void BM_SearchLlama405BOn8Gb200Nvl72(benchmark::State &state)
{
    searchOnGb200Nvl72(state, "llama3-405b", 2048, 8);
}
BENCHMARK(BM_SearchLlama405BOn8Gb200Nvl72)->Unit(benchmark::kMillisecond);

// The same under Llama 3's balanced pipeline split (the embedding and the output layer a layer's place each), whose
// memory the model counts rank by rank, every pipeline stage of every strategy evaluated.
void BM_SearchLlama405BBalancedOn8Gb200Nvl72(benchmark::State &state)
{
    searchOnGb200Nvl72(state, "llama3-405b", 2048, 8, "pipeline_split", "balanced");
}
BENCHMARK(BM_SearchLlama405BBalancedOn8Gb200Nvl72)->Unit(benchmark::kMillisecond);

// A mixture of experts' search, expert parallelism among the dimensions: Qwen3-30B-A3B (128 experts, top 8) on one
// rack, each evaluation costing the routed experts' GEMMs one expert at a time and their fp8 casts.
void BM_SearchQwen3MoeOnGb200Nvl72(benchmark::State &state)
{
    searchOnGb200Nvl72(state, "qwen3-30b-a3b", 512, 1);
}
BENCHMARK(BM_SearchQwen3MoeOnGb200Nvl72)->Unit(benchmark::kMillisecond);

// Serving (issue 20): one decode step and one prefill of Llama 2 70B on a DGX A100 (<= 5 us each), the whole
// sizing of a load, and the serving search over tensor parallel, batch limit and quantisation (<= 50 ms).
Workload llama70bServing()
{
    Workload w;
    w.kind = WorkloadKind::Inference;
    w.model.preset = QStringLiteral("llama2-70b");
    Serving sv;
    sv.inputTokens = 2048;
    sv.outputTokens = 512;
    sv.concurrency = 2000;
    sv.ttftLimitS = 1;
    sv.percentile = 90;
    w.serving = sv;
    return w;
}

void BM_InferenceStep(benchmark::State &state)
{
    const ClusterHardware c = dgxA100(1);
    const Workload w = llama70bServing();
    const ModelArch arch = *resolveModel(w.model, nullptr);
    const ServingSetup s = servingSetup(w);
    for (auto _ : state) {
        benchmark::DoNotOptimize(decodeStepTime(arch, c, s, 4, 64, 2304));
        benchmark::DoNotOptimize(prefillTime(arch, c, s, 4));
    }
}
BENCHMARK(BM_InferenceStep)->Unit(benchmark::kMicrosecond);

void BM_EvaluateInference(benchmark::State &state)
{
    const ClusterHardware c = dgxA100(1);
    const Workload w = llama70bServing();
    for (auto _ : state)
        benchmark::DoNotOptimize(evaluateInference(w, c));
}
BENCHMARK(BM_EvaluateInference)->Unit(benchmark::kMicrosecond);

// A CNN served to an open stream (issue 20): ResNet-50 at 20,000 images/s within 15 ms at p99 on a DGX A100. The
// batch ladder from 1 to the memory's limit is searched by branch and bound (perf/batchladder.h): the batches that
// can still beat the best are costed, each with the M/D/1 queue's capacity from one root search (perf/queueing.h).
// From the second iteration on the kernel list and its rung times are the kept ones (BM_EvaluateBatchServingCold
// measures an evaluation without them).
void BM_EvaluateCnnServing(benchmark::State &state)
{
    const ClusterHardware c = dgxA100(1);
    Workload w;
    w.kind = WorkloadKind::Inference;
    w.model.preset = QStringLiteral("resnet50");
    Serving sv;
    sv.requestsPerS = 20000;
    sv.ttftLimitS = 0.015;
    sv.percentile = 99;
    w.serving = sv;
    for (auto _ : state)
        benchmark::DoNotOptimize(evaluateInference(w, c));
}
BENCHMARK(BM_EvaluateCnnServing)->Unit(benchmark::kMicrosecond);

// The ResNet-50 template (resources/templates/resnet50-inference-t4-l4.aiplan: int8, 15,000 images/s within 15 ms at
// p99) and BERT-Large (fp16, 384 tokens, 2,000 sequences/s within 50 ms at p99) on one T4, L4 or A100, the model
// resolved once: evaluateBatchInference alone. The cards' figures: NVIDIA T4 datasheet (2019): 65 TFLOPS fp16, 8.1
// fp32, 16 GB at 320 GB/s, 70 W, Turing; NVIDIA L4 datasheet (2023): 121 TFLOPS fp16/bf16 dense, 242.5 fp8, 30.3
// fp32, 24 GB at 300 GB/s, 72 W, Ada; A100 as dgxA100 (tests/model/perffixture.cpp holds the same).
GpuSpec servingCard(int card)
{
    if (card == 2)
        return dgxA100(1).gpu;
    GpuSpec g;
    g.formFactor = GpuFormFactor::Pcie;
    if (card == 0) {
        g.fp16Tflops = 65;
        g.fp32Tflops = 8.1;
        g.memoryGB = 16;
        g.memoryBandwidthGBs = 320;
        g.tdpW = 70;
        g.architecture = QStringLiteral("turing");
    } else {
        g.fp16Tflops = g.bf16Tflops = 121;
        g.fp8Tflops = 242.5;
        g.tf32Tflops = 60;
        g.fp32Tflops = 30.3;
        g.memoryGB = 24;
        g.memoryBandwidthGBs = 300;
        g.tdpW = 72;
        g.architecture = QStringLiteral("ada");
    }
    return g;
}

ServingSetup batchServingSetup(bool bert)
{
    ServingSetup s;
    s.precision = Precision::Fp16;
    s.percentile = 99;
    if (bert) {
        s.sequenceTokens = 384;
        s.requestsPerS = 2000;
        s.ttftLimitS = 0.05;
    } else {
        s.weightQuant = WeightQuant::Int8;
        s.requestsPerS = 15000;
        s.ttftLimitS = 0.015;
    }
    return s;
}

// A benchmark's network, card and serving setup from its arguments (card 0 T4, 1 L4, 2 A100; model 0 ResNet-50,
// 1 BERT-Large).
struct BatchCase {
    ModelArch arch;
    ClusterHardware cluster;
    ServingSetup setup;
};

BatchCase batchCase(const benchmark::State &state)
{
    ModelSpec spec;
    spec.preset = QLatin1String(state.range(1) ? "bert-large" : "resnet50");
    BatchCase bc{*resolveModel(spec, nullptr), {}, batchServingSetup(state.range(1) != 0)};
    bc.cluster.gpu = servingCard(int(state.range(0)));
    return bc;
}

// Arguments: the card (0 T4, 1 L4, 2 A100) and the model (0 ResNet-50, 1 BERT-Large). The same network, card and
// format evaluated again, as a sizing, the search and the GUI's edits do: the kernel list and its rung times are
// reused (batchinference.cpp, cachedForward).
void BM_EvaluateBatchServing(benchmark::State &state)
{
    BatchCase bc = batchCase(state);
    const ModelArch &arch = bc.arch;
    ClusterHardware &c = bc.cluster;
    const ServingSetup &s = bc.setup;
    for (auto _ : state)
        benchmark::DoNotOptimize(evaluateBatchInference(arch, c, s));
}
BENCHMARK(BM_EvaluateBatchServing)
    ->ArgsProduct({{0, 1, 2}, {0, 1}})
    ->ArgNames({"card", "bert"})
    ->Unit(benchmark::kMicrosecond);

// The same, each evaluation on a card not seen in the last 63 (HBM bandwidth 1 GB/s apart): the kernel list built
// and every rung costed anew, as for the first evaluation of a network.
void BM_EvaluateBatchServingCold(benchmark::State &state)
{
    BatchCase bc = batchCase(state);
    const ModelArch &arch = bc.arch;
    ClusterHardware &c = bc.cluster;
    const double bandwidth = c.gpu.memoryBandwidthGBs;
    const ServingSetup &s = bc.setup;
    int i = 0;
    for (auto _ : state) {
        c.gpu.memoryBandwidthGBs = bandwidth + (i++ % 64);
        benchmark::DoNotOptimize(evaluateBatchInference(arch, c, s));
    }
}
BENCHMARK(BM_EvaluateBatchServingCold)
    ->ArgsProduct({{0, 1, 2}, {0, 1}})
    ->ArgNames({"card", "bert"})
    ->Unit(benchmark::kMicrosecond);

// One forward pass of the kernel list (perf/batchladder.h, ForwardCost) at the ladder's rungs in turn, ResNet-50 int8
// or BERT-Large fp16 on the card: what a cold evaluation pays per rung it costs (about 30 on an A100).
void BM_ForwardCostRung(benchmark::State &state)
{
    BatchCase bc = batchCase(state);
    const ModelArch &arch = bc.arch;
    ClusterHardware &c = bc.cluster;
    const ServingSetup &s = bc.setup;
    const ForwardCost forward = batchForwardCost(arch, c, s);
    int b = 1;
    for (auto _ : state) {
        benchmark::DoNotOptimize(forward(b));
        b = nextLadderBatch(b, 2048);
        if (b == 0)
            b = 1;
    }
}
BENCHMARK(BM_ForwardCostRung)
    ->ArgsProduct({{0, 1, 2}, {0, 1}})
    ->ArgNames({"card", "bert"})
    ->Unit(benchmark::kNanosecond);

void BM_SearchServing(benchmark::State &state)
{
    const ClusterHardware c = dgxA100(1);
    const Workload w = llama70bServing();
    for (auto _ : state)
        benchmark::DoNotOptimize(searchServing(w, c));
}
BENCHMARK(BM_SearchServing)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
