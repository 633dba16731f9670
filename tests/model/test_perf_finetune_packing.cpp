// Packed fine-tuning sequences (workload.model.document_len, perf/modelarch.h ModelArch::documentLen): NeMo packs
// SQuAD examples into 4096-token sequences and runs attention per example through cu_seqlens (THD layout), so the
// attention core of a layer is each document's, not the sequence's; the linear layers still see every token. Hand
// calculations from that, and NeMo 24.07's fine-tuning rows as its launch scripts ran them.
#include "model/perffixture.h"
#include "perf/computerates.h"
#include "perf/modelarch.h"
#include "perf/transformerlayer.h"
#include "support/testsupport.h"
#include "validation/publishedruns.h"
#include "validation/runprediction.h"

#include <QJsonObject>

namespace {

using namespace aip;
using namespace aip::perf;
using namespace aip::validation;

// Llama 2 7B (Touvron et al. 2023, Table 1 and its config.json): 32 layers, hidden 4096, 32 heads, SwiGLU 11008.
ModelSpec llama2x7b(const QJsonValue &documentLen = QJsonValue(QJsonValue::Undefined))
{
    ModelSpec m;
    m.type = QStringLiteral("transformer");
    m.layers = 32;
    m.hidden = 4096;
    m.heads = 32;
    m.kvHeads = 32;
    m.ffnHidden = 11008;
    m.gatedMlp = true;
    m.seqLen = 4096;
    m.vocab = 32000;
    if (!documentLen.isUndefined())
        m.extra.insert(QStringLiteral("document_len"), documentLen);
    return m;
}

const PublishedRun *findRow(const QList<PublishedRun> &rows, const char *id)
{
    for (const PublishedRun &r : rows) {
        if (r.id() == QLatin1String(id))
            return &r;
    }
    return nullptr;
}

} // namespace

TEST_CASE("packing: each document's attention only and every token's linear layers")
{
    const ModelArch full = perftest::resolved(llama2x7b());
    const ModelArch packed = perftest::resolved(llama2x7b(311.0));
    CHECK(full.documentLen == 0);
    CHECK(packed.documentLen == 311);
    const ComputeRates r(perftest::dgxCluster(1, true).gpu, Precision::Bf16);
    const LayerShape shape{1, 1, false, true};
    const LayerCost a = transformerLayerCost(full, shape, r);
    const LayerCost p = transformerLayerCost(packed, shape, r);
    // Hand count of the attention core (Megatron's 4 T s h, the s x s products of QK^T and PV): with documents of
    // 311 tokens each query meets its own document's 311 keys, 4 x 4096 x 311 x 4096 = 20.9 GFLOP against 275 GFLOP.
    CHECK(a.attnCoreFlops == Approx(4.0 * 4096 * 4096 * 4096));
    CHECK(p.attnCoreFlops == Approx(4.0 * 4096 * 311 * 4096));
    CHECK(a.fwdFlops - p.fwdFlops == Approx(4.0 * 4096 * (4096 - 311) * 4096));
    // The kernel's time: its two products over 311 x 1/2 keys a query under the causal mask (32 heads of 128), at
    // the rate a row of that length gets (flashLengthFactor).
    const double keys = 311 * 0.5;
    const double gemms = r.gemmMathTime(4096, keys, 128, 32, false) + r.gemmMathTime(4096, 128, keys, 32, false);
    CHECK(p.attnCoreS == Approx(r.flashForwardTime(gemms, keys, true)));
    // Shorter rows run at a lower rate: the time falls less than the FLOPs, but it falls.
    CHECK(p.attnCoreS < a.attnCoreS);
    CHECK(p.attnCoreS / a.attnCoreS > 311.0 / 4096);
    // Everything else in the layer is the same (linear layers, norms, rotary over all 4096 tokens).
    CHECK(a.fwdS - a.attnCoreS == Approx(p.fwdS - p.attnCoreS).epsilon(1e-12));
    CHECK(a.tpMessageBytes == p.tpMessageBytes);
    // A document as long as the sequence is no packing at all.
    const LayerCost whole = transformerLayerCost(perftest::resolved(llama2x7b(4096.0)), shape, r);
    CHECK(whole.fwdS == Approx(a.fwdS).epsilon(1e-12));
    CHECK(whole.bwdS == Approx(a.bwdS).epsilon(1e-12));
}

TEST_CASE("packing: document lengths above seq_len below 1 or not numbers are refused by name")
{
    for (const QJsonValue &bad :
         {QJsonValue(5000.0), QJsonValue(0.0), QJsonValue(-3.0), QJsonValue(QStringLiteral("squad"))}) {
        QString error;
        CHECK_FALSE(resolveModel(llama2x7b(bad), &error));
        CHECK(error.contains(QStringLiteral("document_len")));
    }
}

TEST_CASE("validation: NeMo 24.07's fine-tuning rows run as the launcher's scripts say")
{
    const QList<PublishedRun> rows = bundledPublishedRuns();
    const char *ids[] = {"NEMO2407-FT-SFT-L2-7B",  "NEMO2407-FT-SFT-L2-13B",  "NEMO2407-FT-SFT-L2-70B",
                         "NEMO2407-FT-LORA-L2-7B", "NEMO2407-FT-LORA-L2-13B", "NEMO2407-FT-LORA-L2-70B"};
    for (const char *id : ids) {
        INFO(id);
        const PublishedRun *row = findRow(rows, id);
        REQUIRE(row);
        const QJsonObject wl = planJsonForRun(*row).value(QStringLiteral("workload")).toObject();
        const QJsonObject par = wl.value(QStringLiteral("parallelism")).toObject();
        // packed_sequence=true: SQuAD examples of about 311 tokens attend within themselves.
        CHECK(wl.value(QStringLiteral("model")).toObject().value(QStringLiteral("document_len")).toDouble() == 311);
        CHECK(par.value(QStringLiteral("recompute")).toString() == QLatin1String("none"));
        const bool lora = QByteArray(id).contains("LORA");
        // The LoRA scripts switch to fused_adam (no distributed optimizer); SFT keeps distributed_fused_adam.
        CHECK(par.value(QStringLiteral("zero")).toInt() == (lora ? 0 : 1));
    }
    const auto par = [&](const char *id) {
        return planJsonForRun(*findRow(rows, id))
            .value(QStringLiteral("workload"))
            .toObject()
            .value(QStringLiteral("parallelism"))
            .toObject();
    };
    // 13b_1node.sh: virtual_pipeline_model_parallel_size=10; 70b_2node.sh: 20, with sequence parallelism and
    // Transformer Engine's TP communication overlap.
    CHECK(par("NEMO2407-FT-SFT-L2-13B").value(QStringLiteral("interleave")).toInt() == 10);
    CHECK(par("NEMO2407-FT-SFT-L2-70B").value(QStringLiteral("interleave")).toInt() == 20);
    CHECK(par("NEMO2407-FT-SFT-L2-70B").value(QStringLiteral("sequence_parallel")).toBool());
    CHECK(planJsonForRun(*findRow(rows, "NEMO2407-FT-SFT-L2-70B"))
              .value(QStringLiteral("workload"))
              .toObject()
              .value(QStringLiteral("tp_comm_overlap"))
              .toBool());
    // 70b_1node_lora.sh asks for the overlap without sequence parallelism, and NeMo turns it off.
    CHECK_FALSE(par("NEMO2407-FT-LORA-L2-70B").value(QStringLiteral("sequence_parallel")).toBool());
    CHECK_FALSE(planJsonForRun(*findRow(rows, "NEMO2407-FT-LORA-L2-70B"))
                    .value(QStringLiteral("workload"))
                    .toObject()
                    .contains(QStringLiteral("tp_comm_overlap")));
}

TEST_CASE("validation: packing speeds NeMo's LoRA row up more than its SFT row")
{
    // A LoRA step skips the frozen weights' gradients, so attention, which packing shrinks, is a larger share of it.
    const QList<PublishedRun> rows = bundledPublishedRuns();
    const PartCatalog catalog = perftest::catalog();
    const auto gain = [&](const char *id) {
        const PublishedRun *row = findRow(rows, id);
        REQUIRE(row);
        PublishedRun whole = *row;
        whole.fields.remove(QStringLiteral("document_len"));
        const RunPrediction p = predictRun(*row, catalog), w = predictRun(whole, catalog);
        REQUIRE(p.ok);
        REQUIRE(w.ok);
        return p.predicted / w.predicted;
    };
    const double sft = gain("NEMO2407-FT-SFT-L2-7B"), lora = gain("NEMO2407-FT-LORA-L2-7B");
    CHECK(sft > 1.05);
    CHECK(lora > sft);
    // Never more than removing attention altogether: 1 / (1 - its share), well under 1.5 for 4096 tokens of 7B.
    CHECK(lora < 1.5);
}
