#pragma once
// A small in-memory catalog for the performance-model tests, with the figures of ../shared/data
// (catalog_sources.csv: A100/H100 datasheets, DGX A100/H100 configurations, ConnectX NICs, Quantum switches,
// AWS p4d) and the bundled seed's SKUs, so the tests do not depend on the SQLite catalog.

#include "hardware/partcatalog.h"
#include "perf/clusterhardware.h"
#include "perf/modelarch.h"
#include "perf/netbuilder.h"
#include "perf/perfresult.h"
#include "plan/plan.h"

namespace perftest {

aip::PartCatalog catalog();

// The A100 SXM4 80GB's GPU spec as the seed catalog holds it (312 TFLOPS bf16, 2039 GB/s, 400 W), for tests of the
// compute rates and layers that need no catalog.
aip::GpuSpec a100Sxm();

// Adds a DGX-style complete system: 8 SXM GPUs on an NVSwitch baseboard of `nvswitchGBs`, two CPUs, eight compute
// NICs and two storage NICs, eight 3.84 TB drives.
void addDgx(aip::PartCatalog &cat, const char *sku, const char *gpuSku, double nvswitchGBs, const char *cpu,
            const char *nic8, const char *nic2, double basePowerW);

// The PCIe cards and server the validation set's single-GPU fine-tuning rows name (resources/validation/
// published_finetune.csv), with the seed catalog's figures: GeForce RTX 4090 (165.2 TFLOPS bf16, 24 GB at 1008
// GB/s, PCIe 4.0 x16, 450 W), RTX A6000 (154.8 TFLOPS, 48 GB at 768 GB/s, 300 W), Supermicro SYS-221GE-NR.
void addFineTuneCards(aip::PartCatalog &cat);
// BLOOM's Jean Zay node as the validation rows map it (published_runs.csv `BLOOM-*`: chassis and parts): the seed's
// Supermicro AS-4124GO-NART (HGX A100 8-GPU, NVSwitch 600 GB/s, 2 sockets), its 100 Gb/s ConnectX-6 HDR100 cards, EPYC
// 7543 CPUs and 32 GB DDR4 DIMMs.
void addBloomNode(aip::PartCatalog &cat);
// The DGX B200 the validation set's Megatron-Bridge B200 rows ran on: the seed catalog's B200 SXM (2250 TF bf16, 4500
// fp8, 180 GB at 8000 GB/s, NVLink 1800 GB/s, 1000 W, Blackwell) and Xeon 8570 host (NVIDIA DGX B200 user guide).
void addDgxB200(aip::PartCatalog &cat);
// The GB200 NVL72 rack the validation set's Megatron-Bridge GB200 rows ran on: the seed catalog's B200 in GB200 (2500
// TF bf16, 5000 fp8, 186 GB at 8000 GB/s, NVLink 1800 GB/s, 1200 W, Blackwell), 36 Grace CPUs of 72 cores, 72
// ConnectX-7 400G NICs and 36 dual-port NICs standing in for the BlueField-3s, one 72-GPU NVLink domain.
void addGb200Nvl72(aip::PartCatalog &cat);
// The GB300 NVL72 rack (Blackwell Ultra) and its Quantum-X800 fabric.
void addGb300Nvl72(aip::PartCatalog &cat);
// The seed catalog's DGX B300: eight B300 SXM 288GB (2250 TF bf16, 75 TF fp32, 1125 TF tf32, 1000 W), two Xeon 6776P,
// eight ConnectX-8 800G, on a Quantum-X800 fabric (the NIC and the switch added when the catalog lacks them).
void addDgxB300(aip::PartCatalog &cat);
void addInferenceCards(aip::PartCatalog &cat); // T4 and L4 for the CNN/BERT inference rows

// A plan of `nodes` x DGX A100 80GB (or DGX H100) on a Quantum (Quantum-2) fabric with the given workload.
aip::Plan dgxPlan(int nodes, const aip::Workload &workload, bool h100 = false);
// The cluster of dgxPlan(nodes, an empty workload, h100) resolved against catalog() (REQUIREs that it resolves).
aip::perf::ClusterHardware dgxCluster(int nodes, bool h100 = false);

// Llama 2 70B served on one DGX H100 (1,024 input and `outputTokens` output tokens, first token within 1 s at p90),
// compared with AWS p4d on demand at its published rate.
aip::Plan llama70bServingPlan(aip::Precision precision, int outputTokens = 256);

// Llama 3 8B's shape (32 layers, hidden 4096, GQA with 8 KV heads, SwiGLU 14336, 8192 tokens, vocab 128256), or with
// `llama` false a GPT-style block of the same width (multi-head, GELU 4h): for the recompute tests' hand counts.
aip::perf::ModelArch llamaOrGptArch(bool llama);
// Fully sharded data parallel as PyTorch FSDP runs it (ZeRO-3 over dp 8) with full recompute: the early-stop tests'
// strategy.
aip::perf::Strategy fsdpFullRecompute();

// The model of `spec` (a preset or an explicit architecture) as the performance model resolves it; the test stops
// with the resolver's message when it does not resolve.
aip::perf::ModelArch resolved(const aip::ModelSpec &spec);
// The named preset ("llama2-70b"), resolved as above.
aip::perf::ModelArch preset(const char *name);

// A GPT-style explicit transformer workload with the given parallelism (Megatron-LM Table 1 rows).
// A fixed parallelism for a workload: tp x pp x dp GPUs, ZeRO stage `zero`, `recompute`, `interleave` virtual stages
// and sequence parallelism as given.
aip::Parallelism fixedParallelism(int tp, int pp, int dp, int zero, aip::Recompute recompute, int interleave = 1,
                                  bool sequenceParallel = false);
aip::Workload gptWorkload(int layers, int hidden, int heads, int seq, int vocab, qint64 globalBatch);

// One A100 SXM4 80GB (the seed's spec, HBM at `hbmGBs`) of an 8-GPU node, with no storage and no CPU cores, so no
// input-pipeline limit; `sku` names it for the lookups by SKU (prefill.cpp kSmCounts), none when null.
aip::perf::ClusterHardware oneGpuA100(double hbmGBs = 2039, const char *sku = nullptr);

// A custom CNN on a `size` x `size` image whose layers `build` adds to a NetBuilder (with `opsApart`, each
// memory-bound op on its own: netbuilder.h); the CNN op and depthwise tests' one-layer networks.
template<typename Build>
aip::perf::ModelArch cnnOf(int size, Build build, bool opsApart = false)
{
    aip::perf::ModelArch a;
    a.name = QStringLiteral("custom");
    a.family = aip::perf::ModelFamily::Cnn;
    a.imageSize = size;
    aip::perf::NetBuilder b;
    b.opsApart = opsApart;
    build(b);
    a.net = b.layers;
    return a;
}

// The compute seconds of one training step of network `a` at micro-batch = global batch `batch` on one GPU of
// `cluster`, in `precision` with the workload's memory_format `format` ("nchw" or "nhwc") (REQUIREs a valid step).
double netComputeS(const aip::perf::ModelArch &a, aip::Precision precision, const char *format, int batch,
                   const aip::perf::ClusterHardware &cluster);

} // namespace perftest
