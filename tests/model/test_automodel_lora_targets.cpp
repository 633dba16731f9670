// NeMo AutoModel's Llama 3 70B LoRA benchmark (resources/validation/published_finetune.csv, AUTOMODEL-LORA-L3-70B):
// AutoModel's own Llama fuses q, k and v into one qkv_proj and gate and up into one gate_up_proj
// (NVIDIA-NeMo/Automodel nemo_automodel/components/models/llama/model.py @ 01926a5), and match_all_linear puts one
// adapter on every nn.Linear but lm_head: four adapters a layer, not the seven of separate projections.
#include "model/perffixture.h"
#include "perf/finetune.h"
#include "support/testsupport.h"
#include "validation/publishedruns.h"
#include "validation/runprediction.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

using namespace aip;
using namespace aip::perf;

TEST_CASE("validation: AutoModel's Llama 3 70B LoRA row adapts the fused QKV and gate-up projections")
{
    const QList<validation::PublishedRun> runs = validation::bundledPublishedRuns();
    const auto row = std::find_if(runs.begin(), runs.end(), [](const validation::PublishedRun &r) {
        return r.id() == QLatin1String("AUTOMODEL-LORA-L3-70B");
    });
    REQUIRE(row != runs.end());
    const QJsonObject ft = validation::planJsonForRun(*row)
                               .value(QStringLiteral("workload"))
                               .toObject()
                               .value(QStringLiteral("finetune"))
                               .toObject();
    CHECK(ft.value(QStringLiteral("rank")).toInt() == 16);
    CHECK(ft.value(QStringLiteral("target")).toArray()
          == QJsonArray{QStringLiteral("qkv"), QStringLiteral("o"), QStringLiteral("fc1"), QStringLiteral("down")});
}

TEST_CASE("lora target: Llama 3 70B's fused adapters by hand at rank 16")
{
    // Per layer, r (d_in + d_out) each: qkv 16 (8192 + 8192 + 2 x 1024) = 294,912; o 16 (8192 + 8192) = 262,144;
    // gate-up 16 (8192 + 2 x 28672) = 1,048,576; down 16 (28672 + 8192) = 589,824; 2,195,456 in all.
    const ModelArch a = perftest::preset("llama3-70b");
    const unsigned fused = kLoraQkvFused | kLoraO | kLoraFc1Fused | kLoraDown;
    CHECK(loraParamsPerLayer(a, LoraAdapters{16, fused}, 1) == Approx(2195456.0));
    // Seven separate projections: q 262,144, k and v 147,456 each, o 262,144, gate, up and down 589,824 each.
    CHECK(loraParamsPerLayer(a, LoraAdapters{16, kLoraAllLinear}, 1) == Approx(2588672.0));
    // Tensor parallelism splits each adapted matrix's sharded side: at tp 2, qkv 16 (8192 + 5120), o 16 (4096 + 8192),
    // gate-up 16 (8192 + 28672), down 16 (14336 + 8192).
    CHECK(loraParamsPerLayer(a, LoraAdapters{16, fused}, 2) == Approx(16.0 * (13312 + 12288 + 36864 + 22528)));
}
