#pragma once
// The plan: what a user saves in an .aiplan file (DESIGN.md, "The plan file"). Plain data; the reader and
// writer live in planfile.h. Every struct keeps the JSON members this version does not know in `extra`, so a
// load-save round trip loses nothing a newer program or a script put there.
//
// Optional members are the ones a user may leave out; the models apply their documented defaults then
// (e.g. omitted parallelism means "search for the best").

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace aip {

inline constexpr int kPlanFormatVersion = 1;
inline constexpr const char *kPlanFormatName = "aiplanner-plan";

struct PartRef {
    QString sku;
    int qty = 1;
    QJsonObject extra;
    // Value equality (issue 16, item 8): an edit that changes nothing is no undo step.
    bool operator==(const PartRef &) const = default;
};

struct ServerSpec {
    QString id;
    QString name;
    QString chassis;      // a chassis or complete-system SKU
    QList<PartRef> parts; // what the chassis does not carry built in
    int count = 1;        // nodes of this server type
    QJsonObject extra;
    bool operator==(const ServerSpec &) const = default;
};

struct FabricSpec {
    QString sku; // switch SKU
    QString topology = QStringLiteral("fat-tree");
    double oversubscription = 1.0; // 1.0 = non-blocking; 2.0 = 2:1
    std::optional<int> switches;   // explicit switch count; otherwise derived from the topology
    // The job reduces its multi-node all-reduces in the switches (SHARP: NCCL's CollNet with the SHARP plugin, which
    // NCCL uses only when asked, NCCL_COLLNET_ENABLE=1; its default is 0, src/init.cc @ v2.8.4-1). Off by default: a
    // switch that can reduce does so only for jobs set up for it.
    bool sharp = false;
    QJsonObject extra;
    bool operator==(const FabricSpec &) const = default;
};

enum class Precision { Fp32, Tf32, Fp16, Bf16, Fp8 };
enum class Recompute { None, Selective, Full };
QString precisionName(Precision p);
std::optional<Precision> precisionFromName(const QString &s);
QString recomputeName(Recompute r);
std::optional<Recompute> recomputeFromName(const QString &s);
// ZeRO-3 / fully sharded data parallelism: shard over every data-parallel rank ("full") or inside a group and
// replicate across groups ("hybrid", PyTorch FSDP HYBRID_SHARD, DeepSpeed MiCS / ZeRO++ hpZ).
enum class Sharding { Full, Hybrid };
// Whose implementation runs the sharding: its bucket, prefetch and collective layout (model/perf/shardedcomm.h).
enum class ShardingImpl { DeepSpeed, Fsdp, Megatron };
QString shardingName(Sharding s);
std::optional<Sharding> shardingFromName(const QString &s);
QString shardingImplName(ShardingImpl s);
std::optional<ShardingImpl> shardingImplFromName(const QString &s);
// Where optimizer states (and, with ZeRO-3, parameters) live between steps: GPU memory, host memory (ZeRO-Offload)
// or NVMe drives (ZeRO-Infinity). model/perf/offload.h costs them.
enum class Offload { None, Cpu, Nvme };
QString offloadName(Offload o);
std::optional<Offload> offloadFromName(const QString &s);
// Which weights a fine-tune trains: all of them, or low-rank adapters on a frozen base (LoRA), the base stored in
// 4-bit NF4 (QLoRA). model/perf/finetune.h costs them.
enum class FineTuneMethod { Full, Lora, Qlora };
QString fineTuneMethodName(FineTuneMethod m);
std::optional<FineTuneMethod> fineTuneMethodFromName(const QString &s);
// Which linear layers of every transformer block carry LoRA adapters (workload.finetune.target, issue 23): a set of
// the block's projections. The frameworks differ: the LoRA paper adapts W_q and W_v (Hu et al. 2021, Sec. 7.1), QLoRA
// and PEFT's "all-linear" every linear layer (Dettmers et al. 2023, Sec. 4), NeMo 24.07 the fused QKV projection
// (megatron_gpt_finetuning_config.yaml, lora_tuning.target_modules: ['attention_qkv']), torchtune's Llama 3.1 recipes
// q, v, output and the MLP (recipes/configs/llama3_1/70B_lora.yaml). In the plan file an array of names: "q", "k",
// "v", "o", "gate", "up", "down", or the groups "attention" (q, k, v, o), "mlp" (gate, up, down) and "all_linear";
// one name may be given as a plain string. A block without a gated MLP has no "gate" (GPT's fc1 is "up").
// Megatron-style models fuse projections, and an adapter on a fused one is a single adapter: "qkv" (NeMo's
// attention_qkv: one A of h x r, one B of r x (h + 2 kv)) and "fc1" (NeMo's mlp_fc1: gate and up together).
enum LoraTargetBit : unsigned {
    kLoraQ = 1u << 0,
    kLoraK = 1u << 1,
    kLoraV = 1u << 2,
    kLoraO = 1u << 3,
    kLoraGate = 1u << 4,
    kLoraUp = 1u << 5,
    kLoraDown = 1u << 6,
    kLoraQkvFused = 1u << 7,
    kLoraFc1Fused = 1u << 8,
};
inline constexpr unsigned kLoraAttention = kLoraQ | kLoraK | kLoraV | kLoraO;
inline constexpr unsigned kLoraMlp = kLoraGate | kLoraUp | kLoraDown;
inline constexpr unsigned kLoraAllLinear = kLoraAttention | kLoraMlp;
inline constexpr unsigned kLoraAnyTarget = kLoraAllLinear | kLoraQkvFused | kLoraFc1Fused;
// The names the writer uses for a non-empty set (groups where a whole group is set), in the block's order.
QStringList loraTargetNames(unsigned target);
// The set one name stands for (a projection or a group); nullopt for an unknown name.
std::optional<unsigned> loraTargetFromName(const QString &name);

// {"preset": NAME} with optional overrides, or fully explicit. Integer fields are unset when not given.
struct ModelSpec {
    QString preset;
    QString type; // "transformer", "bert", "cnn", "diffusion"; empty = from the preset
    std::optional<int> layers, hidden, heads, kvHeads, ffnHidden, seqLen, vocab, imageSize;
    // The width of one attention head where it is not hidden / heads (Qwen3-32B: 64 heads of 128 on a hidden of 5120;
    // Hugging Face's `head_dim`). Unset: hidden / heads.
    std::optional<int> headDim;
    // Sliding-window attention: the window in tokens, and the share of the layers that use it (unset: all of them).
    std::optional<int> slidingWindow;
    std::optional<double> slidingWindowShare;
    std::optional<bool> gatedMlp;
    // Mixture-of-experts: routed experts per MoE layer, experts each token goes to, always-on shared experts, the
    // width of one expert's MLP.
    std::optional<int> experts, topK, sharedExperts, expertFfnHidden;
    // Expert capacity as a multiple of the average load (Switch Transformers' capacity factor, token dropping): each
    // expert computes, and the all-to-all carries, buffers of that size. Unset: dropless routing (model/perf/moe.h).
    std::optional<double> capacityFactor;
    QJsonObject extra;
    bool operator==(const ModelSpec &) const = default;
};

// Each member left unset is chosen by the strategy search.
struct Parallelism {
    std::optional<int> tp, pp, dp, zero, interleave;
    std::optional<Recompute> recompute;
    std::optional<bool> sequenceParallel;
    std::optional<int> cp;                    // context parallel: the sequence split over cp GPUs
    std::optional<Sharding> sharding;         // with zero >= 1; default full
    std::optional<int> shardGroup;            // hybrid: data-parallel ranks per shard group
    std::optional<ShardingImpl> shardingImpl; // default: model/perf/shardedcomm.h
    std::optional<int> ep;                    // expert parallel: the experts spread over ep of the dp ranks
    std::optional<int> etp; // expert tensor parallel (Megatron-Core's parallel folding): experts split over etp GPUs
    std::optional<Offload> offload; // default none (the search tries cpu for a fine-tune)
    QJsonObject extra;
    bool isComplete() const { return tp && pp && dp; }
    bool operator==(const Parallelism &) const = default;
};

// Goodput: the share of wall-clock time that trains (checkpoints and failures take the rest). Unset members take
// the sourced defaults of model/perf/goodput.h.
struct Goodput {
    std::optional<double> checkpointEveryMin;
    std::optional<double> failuresPer1kGpuDays;
    QJsonObject extra;
    bool operator==(const Goodput &) const = default;
};

// A fine-tune: `method` unset lets the search choose (the fastest that fits); `rank` of the LoRA adapters; `target`
// the projections that carry them (LoraTargetBit; unset: every linear layer, model/perf/finetune.h).
struct FineTune {
    std::optional<FineTuneMethod> method;
    std::optional<int> rank;
    std::optional<unsigned> target;
    QJsonObject extra;
    bool operator==(const FineTune &) const = default;
};

// Training (the default) or serving (issue 20): an inference workload sizes replicas for a request load within latency
// limits (model/perf/inference.h) instead of costing a training step.
enum class WorkloadKind { Training, Inference };
QString workloadKindName(WorkloadKind k);
std::optional<WorkloadKind> workloadKindFromName(const QString &s);
// Weight-only quantisation of a served model: bf16/fp16 weights (none), int8 or int4 (AWQ, GPTQ).
enum class WeightQuant { None, Int8, Int4 };
QString weightQuantName(WeightQuant q);
std::optional<WeightQuant> weightQuantFromName(const QString &s);

// `workload.serving`: the traffic and limits of an inference workload. Unset members take the defaults of
// model/perf/inference.h. The load is `concurrency` (sequences in flight) or `requests_per_s`.
struct Serving {
    std::optional<int> inputTokens, outputTokens;
    std::optional<int> concurrency;
    std::optional<double> requestsPerS;
    std::optional<int> tp;                  // tensor-parallel GPUs per replica
    std::optional<Precision> kvPrecision;   // KV-cache element type; default the workload's precision
    std::optional<WeightQuant> weightQuant; // default none
    std::optional<double> ttftLimitS, tpotLimitS;
    std::optional<double> percentile; // 50..99.9
    // A MIG profile as NVIDIA writes it ("1g.10gb"): each replica runs on one MIG instance of the GPU (perf/mig.h);
    // absent = whole GPUs.
    std::optional<QString> mig;
    QJsonObject extra;
    bool operator==(const Serving &) const = default;
};

struct Workload {
    WorkloadKind kind = WorkloadKind::Training;
    std::optional<Serving> serving; // with kind inference
    ModelSpec model;
    std::optional<qint64> globalBatch;
    std::optional<int> microBatch;
    Precision precision = Precision::Bf16;
    std::optional<Parallelism> parallelism;
    std::optional<double> tokensToTrain;  // transformers
    std::optional<double> samplesToTrain; // other models
    bool gpuDecode = false;               // input decoding on the GPU (DALI) instead of CPU cores
    std::optional<Goodput> goodput;       // as given in the plan (defaults apply when absent)
    std::optional<FineTune> finetune;     // absent: training from scratch (all weights)
    QJsonObject extra;
    bool operator==(const Workload &) const = default;
};

// Cost assumptions; unset values take the sourced defaults of model/tco (data/tco_defaults.md).
struct Costs {
    std::optional<int> years;
    std::optional<double> electricityPerKwh;
    std::optional<double> pue;
    std::optional<double> utilization;       // 0..1
    std::optional<double> idlePowerFraction; // power drawn when idle, as a share of nominal
    std::optional<double> colocationPerKwMonth;
    std::optional<bool> colocationIncludesPower;
    std::optional<double> opsPerServerYear;
    std::optional<double> opsFtes;
    std::optional<double> fteCostPerYear;
    std::optional<double> maintenancePctPerYear;
    std::optional<double> residualPct;
    std::optional<double> discountRatePct;     // NPV; unset = no discounting
    std::optional<double> networkPct;          // network as a share of server capex when no explicit fabric
    std::optional<double> capexOverheadPct;    // integration, cabling, shipping
    std::optional<double> spotInterruptionPct; // extra hours spot needs to do the same work
    QJsonObject extra;
    bool operator==(const Costs &) const = default;
};

struct CloudOption {
    QString sku;
    QString pricing = QStringLiteral("on_demand"); // on_demand, reserved_1y, reserved_3y, spot
    std::optional<int> instances;                  // override the sized count
    std::optional<double> hourlyRate;              // override the catalog's rate
    std::optional<double> goodput;                 // 0..1, default 1
    std::optional<double> storagePerMonth;
    std::optional<double> egressPerMonth;
    QJsonObject extra;
    bool operator==(const CloudOption &) const = default;
};
bool isValidPricing(const QString &pricing);

struct Party {
    QString name, contact, email, phone, address;
    QJsonObject extra;
    bool operator==(const Party &) const = default;
};

struct QuoteLineDiscount {
    QString sku;
    double pct = 0;
    bool operator==(const QuoteLineDiscount &) const = default;
};

struct QuoteSettings {
    QString number;
    QString date; // ISO yyyy-MM-dd; empty = today
    int validDays = 30;
    Party customer;
    std::optional<Party> seller; // otherwise from the application settings
    double discountPct = 0;
    QList<QuoteLineDiscount> lineDiscounts;
    double taxPct = 0;
    QString paymentTerms, delivery, warranty, notes, paper; // paper: "a4" or "letter"
    // The catalog the last exported quote was priced from (issue 19): its revision ("catalog_revision") and, when it
    // was a team catalog's offline copy, when the copy was taken ("catalog_offline_as_of", UTC, ISO 8601).
    std::optional<qint64> catalogRevision;
    QString catalogOfflineAsOf;
    QJsonObject extra;
    bool operator==(const QuoteSettings &) const = default;
};

struct Rack {
    std::optional<double> powerLimitKw; // default: 14 kW enterprise rack (NVIDIA AI Enterprise sizing guide)
    std::optional<int> units;           // default 42U
    QJsonObject extra;
    bool operator==(const Rack &) const = default;
};

// Size to target (issue 18): the work, the deadline and the limits of `aiplanner-cli size` (model/sizing). The work is
// `tokens` to train, or `epochs` over the workload's dataset (its tokens_to_train or samples_to_train as one epoch);
// without either, the workload's own tokens_to_train / samples_to_train. Money is in the plan's currency.
enum class BudgetKind { Capex, Tco };
enum class Where { Owned, Cloud, Either };
QString budgetKindName(BudgetKind k);
std::optional<BudgetKind> budgetKindFromName(const QString &s);
QString whereName(Where w);
std::optional<Where> whereFromName(const QString &s);

struct Target {
    std::optional<double> tokens;
    std::optional<double> epochs;
    std::optional<double> days;           // the deadline, wall clock
    std::optional<double> budget;         // capex or 3-year TCO, as budget_kind says
    std::optional<BudgetKind> budgetKind; // default capex
    std::optional<double> maxKw;          // IT power of the owned cluster
    std::optional<int> maxRacks;
    std::optional<Where> where; // default either
    QStringList vendors;        // preferred vendors (chassis vendor or cloud provider); empty = any
    QJsonObject extra;
    bool operator==(const Target &) const = default;
};

// The roadmap's growth profile (issue 18): per-year factors of the work from the plan's cluster at year 0. Unset
// members take the defaults of model/sizing/growth.h.
struct Growth {
    std::optional<double> modelFactorPerYear;  // model size x this each year
    std::optional<double> tokensFactorPerYear; // training tokens x this each year
    std::optional<double> projectsPerYear;     // concurrent projects x this each year
    std::optional<double> priceDeclinePerYear; // 0..1: hardware bought a year later costs this much less
    QJsonObject extra;
    bool operator==(const Growth &) const = default;
};

// The software stack the servers run (issue 21, item 1): operating system, NVIDIA driver, CUDA, cuDNN, NCCL, the
// framework and its version, and optionally the container image. Free text as a buyer writes it ("Ubuntu 22.04",
// "570.86.15", "12.8", "pytorch", "2.7"); model/software checks the versions against the GPUs. The members and their
// JSON keys are listed once in the plan's field table (planfields::softwareFields()).
struct Software {
    QString os, driver, cuda, cudnn, nccl, framework, frameworkVersion, image;
    QJsonObject extra;
    bool operator==(const Software &) const = default;
};

struct Plan {
    QString name;
    QString currency = QStringLiteral("USD");
    QMap<QString, double> exchangeRates; // units of `currency` per 1 unit of the key currency
    QString exchangeRatesDate;
    QList<ServerSpec> servers;
    std::optional<FabricSpec> fabric;
    Workload workload;
    bool hasWorkload = false;
    Costs costs;
    QList<CloudOption> cloud;
    QuoteSettings quote;
    bool hasQuote = false;
    Rack rack;
    std::optional<Target> target;
    std::optional<Growth> growth;
    std::optional<Software> software; // absent: no stack stated, nothing to check
    QJsonObject extra;                // unknown top-level members

    int totalNodes() const;
    bool operator==(const Plan &) const = default;
};

} // namespace aip
