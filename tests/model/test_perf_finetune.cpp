// Fine-tuning (LoRA, QLoRA) and offload in the performance model: hand-checked memory against the papers' figures,
// the invariants of issue 23 (offload never raises GPU memory, a LoRA step is never slower than the full fine-tune,
// the search answers with a method that fits where full training does not).
#include "perf/finetune.h"
#include "perf/gpuefficiency.h"
#include "perf/memorymodel.h"
#include "perf/perfmodel.h"
#include "perf/stepmodel.h"
#include "support/testsupport.h"

namespace {

using namespace aip;
using namespace aip::perf;

ModelArch preset(const char *name)
{
    ModelSpec spec;
    spec.preset = QLatin1String(name);
    const std::optional<ModelArch> a = resolveModel(spec, nullptr);
    REQUIRE(a.has_value());
    return *a;
}

// `gpus` GPUs of 24 GB (GeForce RTX 4090: 165.2 TFLOPS bf16 dense with fp32 accumulate, 1008 GB/s, PCIe 4.0) or
// 80 GB (A100 SXM4: 312 TFLOPS, 2039 GB/s, NVLink 600 GB/s) in one server with 512 GB of 8-channel host memory.
ClusterHardware server(int gpus, bool a100)
{
    ClusterHardware c;
    c.name = QStringLiteral("test");
    c.gpu.bf16Tflops = c.gpu.fp16Tflops = a100 ? 312 : 165.2;
    c.gpu.memoryGB = a100 ? 80 : 24;
    c.gpu.memoryBandwidthGBs = a100 ? 2039 : 1008;
    c.gpu.nvlinkGBs = a100 ? 600 : 0;
    c.gpu.formFactor = a100 ? GpuFormFactor::Sxm : GpuFormFactor::Pcie;
    c.gpu.pcieGen = 4;
    c.gpusPerNode = gpus;
    c.nodes = 1;
    c.intraLink = a100 ? IntraLink::NvSwitch : IntraLink::Pcie;
    c.intraLinkGBs = a100 ? 600 : 64;
    c.cpuCoresPerNode = 64;
    c.hostMemoryGB = 512;
    c.hostMemoryGBs = 8 * 4800 * 8.0 / 1000;
    c.storageReadMBs = c.storageWriteMBs = 2 * 6500;
    c.storageCapacityTB = 7.68;
    return c;
}

Workload fineTune(const char *model, std::optional<FineTuneMethod> method)
{
    Workload w;
    w.model.preset = QLatin1String(model);
    w.model.seqLen = 2048;
    w.globalBatch = 16;
    w.finetune = FineTune{};
    w.finetune->method = method;
    return w;
}

} // namespace

TEST_CASE("lora: adapter parameters of Llama 2 7B at rank 16 on every linear layer")
{
    // Hu et al. 2021 Sec. 4.1: r (d + k) per adapted d x k matrix. PEFT prints 39,976,960 trainable parameters for
    // Llama-2-7b with r=16 and target_modules all-linear (q, k, v, o, gate, up, down): 32 x 16 x (4 x 8192 + 3 x
    // (4096 + 11008)).
    const ModelArch a = preset("llama2-7b");
    CHECK(loraParamsPerLayer(a, 16, 1) * a.layers == Approx(39976960.0).epsilon(1e-9));
    // Tensor parallelism splits one side of every matrix: fewer adapter parameters per GPU, but more than half.
    CHECK(loraParamsPerLayer(a, 16, 2) < loraParamsPerLayer(a, 16, 1));
    CHECK(loraParamsPerLayer(a, 16, 2) > 0.5 * loraParamsPerLayer(a, 16, 1));
}

TEST_CASE("lora: a checkpoint holds the adapters and their optimizer, not the frozen base")
{
    const ModelArch a = preset("llama2-7b");
    Workload w = fineTune("llama2-7b", FineTuneMethod::Lora);
    w.precision = Precision::Bf16;
    const PrecisionBytes pb = precisionBytes(w.precision);
    // Rank 16 on every linear layer (the default): PEFT's 39,976,960 trainable parameters.
    CHECK(checkpointBytes(a, w, FineTuneMethod::Lora) == Approx(39976960.0 * (pb.weights + pb.optimizer)));
    CHECK(checkpointBytes(a, w, FineTuneMethod::Qlora) == checkpointBytes(a, w, FineTuneMethod::Lora));
    CHECK(checkpointBytes(a, w, FineTuneMethod::Full) == Approx(a.parameters() * (pb.weights + pb.optimizer)));
    CHECK(checkpointBytes(a, w, FineTuneMethod::Lora) < 0.01 * checkpointBytes(a, w, FineTuneMethod::Full));
}

TEST_CASE("qlora: a 7B and a 70B base in NF4 with double quantization, against the paper's figures")
{
    // Dettmers et al. 2023: 4-bit NF4 plus 0.127 bits per parameter of constants; the 65B model's finetuning
    // fits a single 48 GB GPU, where 16-bit full finetuning needs more than 780 GB.
    CHECK(kNf4BytesPerParam * 8 == Approx(4.127).epsilon(0.001));
    for (const char *name : {"llama2-7b", "llama2-70b"}) {
        INFO(name);
        const ModelArch a = preset(name);
        Strategy s;
        s.method = FineTuneMethod::Qlora;
        s.recompute = Recompute::Full;
        const MemoryBreakdown m = transformerMemory(a, s, Precision::Bf16, true, 16, 80e9);
        MemoryBreakdown q = m;
        applyFineTuneMemory(q, a, s, Precision::Bf16, 16);
        // By hand: the linear layers' weights at 4.127 bits, embedding and output layer at 16 bit, adapters 16-bit
        // with 2-byte gradients and 12 bytes of Adam states.
        const double embedding = 2.0 * a.vocab * a.hidden;
        const double adapters = loraParamsPerLayer(a, 16, 1) * a.layers;
        const double weights = (a.parameters() - embedding) * 4.127 / 8 + embedding * 2 + adapters * 2;
        CHECK(q.weightsBytes == Approx(weights).epsilon(0.002));
        CHECK(q.gradientsBytes == Approx(2 * adapters));
        CHECK(q.optimizerBytes == Approx(12 * adapters));
        CHECK(q.totalBytes < m.totalBytes);
        CHECK(m.weightsBytes + m.gradientsBytes + m.optimizerBytes == Approx(16 * a.parameters()).epsilon(0.01));
    }
    // The paper's case: LLaMA 65B (Touvron et al. 2023, Table 2: 80 layers, 8192 wide, 64 heads, MLP 22016) with
    // rank-64 adapters on every linear layer.
    ModelSpec spec;
    spec.type = QStringLiteral("transformer");
    spec.layers = 80;
    spec.hidden = 8192;
    spec.heads = 64;
    spec.ffnHidden = 22016;
    spec.seqLen = 2048;
    spec.vocab = 32000;
    spec.gatedMlp = true;
    const std::optional<ModelArch> a65 = resolveModel(spec, nullptr);
    REQUIRE(a65.has_value());
    CHECK(a65->parameters() == Approx(65.2e9).epsilon(0.01));
    CHECK(16 * a65->parameters() > 780e9);
    Strategy s;
    s.method = FineTuneMethod::Qlora;
    s.recompute = Recompute::Full;
    MemoryBreakdown q = transformerMemory(*a65, s, Precision::Bf16, true, 16, 80e9);
    applyFineTuneMemory(q, *a65, s, Precision::Bf16, 64);
    CHECK(q.weightsBytes + q.gradientsBytes + q.optimizerBytes < 48e9);
}

TEST_CASE("lora: a step is never slower than the full fine-tune on the same hardware and strategy")
{
    const ClusterHardware c = server(4, true);
    const Workload w = fineTune("llama2-13b", FineTuneMethod::Full);
    const StepModel model(preset("llama2-13b"), w, c);
    for (int tp : {1, 2, 4})
        for (Recompute rc : {Recompute::None, Recompute::Full}) {
            Strategy s;
            s.tp = tp;
            s.dp = 4 / tp;
            s.recompute = rc;
            s.zero = 1;
            const StepEstimate full = model.evaluate(s);
            s.method = FineTuneMethod::Lora;
            const StepEstimate lora = model.evaluate(s);
            REQUIRE(full.valid);
            REQUIRE(lora.valid);
            CHECK(lora.stepS < full.stepS);
            CHECK(lora.hardwareFlops < full.hardwareFlops);
            CHECK(lora.memory.totalBytes < full.memory.totalBytes);
            // QLoRA dequantizes: slower than LoRA, smaller than it.
            s.method = FineTuneMethod::Qlora;
            const StepEstimate qlora = model.evaluate(s);
            CHECK(qlora.stepS > lora.stepS);
            CHECK(qlora.memory.weightsBytes < lora.memory.weightsBytes);
        }
    // Model FLOPs: forward and activation gradients, 2/3 of full training's, plus the adapters.
    CHECK(model.modelFlopsPerStep(FineTuneMethod::Lora) / model.modelFlopsPerStep(FineTuneMethod::Full)
          == Approx(2.0 / 3).epsilon(0.02));
}

TEST_CASE("offload never raises GPU memory and puts the optimizer on the CPU")
{
    const ClusterHardware c = server(4, true);
    Workload w = fineTune("llama2-13b", FineTuneMethod::Full);
    const StepModel model(preset("llama2-13b"), w, c);
    for (int zero : {0, 1, 2, 3})
        for (FineTuneMethod method : {FineTuneMethod::Full, FineTuneMethod::Lora}) {
            Strategy s;
            s.dp = 4;
            s.zero = zero;
            s.method = method;
            s.recompute = Recompute::Full;
            const MemoryBreakdown none = model.memory(s);
            for (Offload o : {Offload::Cpu, Offload::Nvme}) {
                s.offload = o;
                const MemoryBreakdown off = model.memory(s);
                INFO(zero << " " << int(method) << " " << int(o));
                CHECK(off.totalBytes <= none.totalBytes);
                CHECK(off.optimizerBytes == 0);
                CHECK(off.hostBytesPerNode > 0);
                const StepEstimate e = model.evaluate(s);
                if (e.valid) {
                    CHECK(e.breakdown.optimizerS == Approx(e.offloadCpuS));
                    CHECK(e.offloadPcieS > 0);
                }
            }
            s.offload = Offload::None;
        }
    // Full fine-tuning of 13B with ZeRO-2 offloaded: the GPUs keep the 16-bit weights and activations only.
    Strategy s;
    s.dp = 4;
    s.zero = 2;
    s.recompute = Recompute::Full;
    s.offload = Offload::Cpu;
    const MemoryBreakdown m = model.memory(s);
    CHECK(m.gradientsBytes == 0);
    CHECK(m.hostBytesPerNode == Approx(16 * preset("llama2-13b").parameters()).epsilon(0.02));
}

TEST_CASE("fine-tune cases: 13B on 2 x RTX 4090 and 70B on 4 x A100 80GB answer with a method that fits")
{
    // Full training does not fit in the GPUs (13B: 16 bytes a parameter is 208 GB), but does with ZeRO-3 offloading
    // its states and weights to host memory.
    Workload full = fineTune("llama2-13b", FineTuneMethod::Full);
    full.parallelism = Parallelism{};
    full.parallelism->offload = Offload::None;
    CHECK_FALSE(simulate(full, server(2, false)).ok());
    full.parallelism->offload.reset();
    const PerfResult full13 = simulate(full, server(2, false));
    REQUIRE(full13.ok());
    CHECK(full13.strategy.offload != Offload::None);
    CHECK(full13.memory.hostBytesPerNode > 100e9);
    const PerfResult r13 = simulate(fineTune("llama2-13b", std::nullopt), server(2, false));
    INFO(r13.error.toStdString());
    REQUIRE(r13.ok());
    CHECK(trainsAdapters(r13.strategy.method));
    CHECK(r13.memory.totalBytes <= r13.memory.capacityBytes);
    CHECK(r13.stepTimeS > 0);
    const PerfResult r70 = simulate(fineTune("llama2-70b", std::nullopt), server(4, true));
    INFO(r70.error.toStdString());
    REQUIRE(r70.ok());
    CHECK(trainsAdapters(r70.strategy.method));
    CHECK_FALSE(r70.bottleneck.isEmpty());
    // The search lists methods for a fine-tune whose method is open.
    const QList<StrategyResult> found = search(fineTune("llama2-70b", std::nullopt), server(4, true), 50);
    REQUIRE_FALSE(found.isEmpty());
    bool qlora = false;
    for (const StrategyResult &f : found)
        qlora = qlora || f.strategy.method == FineTuneMethod::Qlora;
    CHECK(qlora);
}

TEST_CASE("lora: a frozen base keeps no input of a projection without an adapter")
{
    // Llama 3.1 8B (hidden 4096, MLP 14336), 2 x 2048 tokens, bf16, adapters of rank 8 on q and v (torchtune's
    // 8B_lora_single_device.yaml): autograd keeps neither the MLP input (the second norm's output, 4096 per token) nor
    // the MLP-down input (14336 per token), frozen and unadapted; it keeps the QKV input (q and v's adapters read it)
    // and each adapter's rank-8 intermediate. By hand: (4096 + 14336) x 4096 x 2 - 2 x 8 x 4096 x 2 bytes.
    ModelArch a = preset("llama3-8b");
    a.seqLen = 2048;
    const ActivationShape shape{2, 1, false, Recompute::None, true, 2};
    LoraAdapters qv;
    qv.rank = 8;
    qv.target = kLoraQ | kLoraV;
    CHECK(frozenActivationBytesPerLayer(a, shape, qv) == Approx((4096.0 + 14336) * 4096 * 2 - 2 * 8 * 4096 * 2));
    // Adapters on every linear layer: every input is read; only the seven adapters' intermediates are added.
    LoraAdapters all;
    all.rank = 8;
    CHECK(frozenActivationBytesPerLayer(a, shape, all) == Approx(-7.0 * 8 * 4096 * 2));
    // Tensor parallelism splits the MLP-down input; the norm's output is whole on every rank without sequence
    // parallelism.
    const ActivationShape tp2{2, 2, false, Recompute::None, true, 2};
    CHECK(frozenActivationBytesPerLayer(a, tp2, qv) == Approx((4096.0 + 14336 / 2) * 4096 * 2 - 2 * 8 * 4096 * 2));

    // In the memory model: without recompute every layer drops it, with full recompute only the layer being rebuilt.
    for (Recompute rc : {Recompute::None, Recompute::Full}) {
        Strategy s;
        s.microBatch = 2;
        s.recompute = rc;
        s.method = FineTuneMethod::Lora;
        const MemoryBreakdown full = transformerMemory(a, s, Precision::Bf16, true, 1, 48e9);
        MemoryBreakdown lora = full;
        applyFineTuneMemory(lora, a, s, Precision::Bf16, qv);
        const double layers = rc == Recompute::None ? 32 : 1;
        CHECK(full.activationsBytes - lora.activationsBytes
              == Approx(layers * frozenActivationBytesPerLayer(a, shape, qv)));
    }
    // torchtitan's layer SAC: the 16 blocks left whole drop them as without recompute, the 16 checkpointed keep their
    // input only, and the checkpointed block being rebuilt drops them too: 16 + 1 layers' saving. Op SAC saves what
    // its policy names whatever the adapters: nothing taken off.
    Strategy s;
    s.microBatch = 2;
    s.recompute = Recompute::Selective;
    s.method = FineTuneMethod::Lora;
    const double perLayer = frozenActivationBytesPerLayer(a, shape, qv);
    REQUIRE(perLayer > 0);
    const MemoryBreakdown fullLayerSac
        = transformerMemory(a, s, Precision::Bf16, true, 1, 48e9, SelectiveRecompute::EveryOtherLayer);
    MemoryBreakdown loraLayerSac = fullLayerSac;
    applyFineTuneMemory(loraLayerSac, a, s, Precision::Bf16, qv, SelectiveRecompute::EveryOtherLayer);
    CHECK(fullLayerSac.activationsBytes - loraLayerSac.activationsBytes == Approx((32 / 2 + 1) * perLayer));
    CHECK(fullLayerSac.totalBytes - loraLayerSac.totalBytes > (32 / 2 + 1) * perLayer); // and the frozen states
    ActivationShape layerSac = shape;
    layerSac.recompute = Recompute::Selective;
    layerSac.selective = SelectiveRecompute::EveryOtherLayer;
    CHECK(frozenActivationBytesPerLayer(a, layerSac, qv) == Approx(perLayer / 2));
    layerSac.selective = SelectiveRecompute::EveryOtherMatmul;
    CHECK(frozenActivationBytesPerLayer(a, layerSac, qv) == 0);
    const MemoryBreakdown fullOpSac
        = transformerMemory(a, s, Precision::Bf16, true, 1, 48e9, SelectiveRecompute::EveryOtherMatmul);
    MemoryBreakdown loraOpSac = fullOpSac;
    applyFineTuneMemory(loraOpSac, a, s, Precision::Bf16, qv, SelectiveRecompute::EveryOtherMatmul);
    CHECK(loraOpSac.activationsBytes == Approx(fullOpSac.activationsBytes));
}

TEST_CASE(
    "consumer cards: the RTX 4090 runs its matmuls at its datasheet rate and the RTX A6000 below the A100's share")
{
    // One torch.mm script on all three (zzc0721/torch-performance-test-data @ 9d82827): A100 SXM4 264.5 of 312, RTX
    // 4090 165.3 of 165.2 (median of six), RTX A6000 123.3 of 154.8. Against the A100 of the same script: 1.18 and
    // 0.94.
    GpuSpec rtx4090;
    rtx4090.architecture = QStringLiteral("ada");
    rtx4090.bf16Tflops = rtx4090.fp16Tflops = 165.2;
    rtx4090.fp8Tflops = 330.3;
    rtx4090.tf32Tflops = 82.6;
    rtx4090.tdpW = 450;
    rtx4090.formFactor = GpuFormFactor::Pcie;
    CHECK(gpuGeneration(rtx4090) == GpuGeneration::AdaHighPower);
    CHECK(gpuEfficiency(rtx4090).gemm16 == Approx((165.26 / 165.2) / (264.53 / 312)));
    GpuSpec a6000;
    a6000.architecture = QStringLiteral("ampere");
    a6000.bf16Tflops = a6000.fp16Tflops = 154.8;
    a6000.tf32Tflops = 77.4;
    a6000.tdpW = 300;
    a6000.formFactor = GpuFormFactor::Pcie;
    CHECK(gpuGeneration(a6000) == GpuGeneration::AmpereWorkstation);
    CHECK(gpuEfficiency(a6000).gemm16 == Approx((123.34 / 154.8) / (264.53 / 312)));
    // The L40S (Ada at 350 W): 269.15 of 362.05 by the same script (database.md @ 0785868), against its A100.
    GpuSpec l40s = rtx4090;
    l40s.bf16Tflops = l40s.fp16Tflops = 362.05;
    l40s.fp8Tflops = 733;
    l40s.tdpW = 350;
    CHECK(gpuGeneration(l40s) == GpuGeneration::AdaDataCentre);
    CHECK(gpuEfficiency(l40s).gemm16 == Approx((269.15 / 362.05) / (264.53 / 312)));
    CHECK(gpuEfficiency(l40s).gemmFp8 == Approx(gpuEfficiency(l40s).gemm16 * (1402.6 / 1979) / (794.5 / 989)));
    // The L40 (300 W, 181 TFLOP/s at 16 bit) and the A10 (Ampere at 150 W) are not measured: the reference shares.
    GpuSpec l40 = l40s;
    l40.bf16Tflops = l40.fp16Tflops = 181;
    l40.fp8Tflops = 362;
    l40.tdpW = 300;
    CHECK(gpuGeneration(l40) == GpuGeneration::Other);
    GpuSpec a10 = a6000;
    a10.bf16Tflops = a10.fp16Tflops = 125;
    a10.tdpW = 150;
    CHECK(gpuGeneration(a10) == GpuGeneration::Other);
}
