// Dynamic padding and sequence binning (workload.model.padded_seq_len, model/perf/modelarch.cpp): a step is costed at
// the mean length batches are padded to, never above seq_len, and bad values are refused with the field's name.
#include "perf/modelarch.h"
#include "perf/perfmodel.h"
#include "perffixture.h"
#include "support/testsupport.h"

#include <QJsonObject>

using namespace aip;
using namespace aip::perf;

namespace {

ModelSpec bertLarge(const QJsonValue &padded = QJsonValue(QJsonValue::Undefined))
{
    ModelSpec m;
    m.type = QStringLiteral("bert");
    m.preset = QStringLiteral("bert-large");
    m.seqLen = 512;
    if (!padded.isUndefined())
        m.extra.insert(QStringLiteral("padded_seq_len"), padded);
    return m;
}

double samplesPerS(const ModelSpec &m)
{
    Workload w;
    w.model = m;
    w.precision = Precision::Fp16;
    w.globalBatch = 256;
    w.microBatch = 32;
    Parallelism par;
    par.tp = 1;
    par.pp = 1;
    par.dp = 8;
    par.zero = 0;
    par.recompute = Recompute::None;
    w.parallelism = par;
    QString error;
    const auto hw = clusterFromPlan(perftest::dgxPlan(1, w), perftest::catalog(), &error);
    REQUIRE(hw);
    const PerfResult r = simulate(w, *hw);
    REQUIRE(r.status == PerfStatus::Ok);
    return r.samplesPerS;
}

} // namespace

TEST_CASE("padded sequence length: the step is costed at the mean padded length")
{
    QString error;
    const auto full = resolveModel(bertLarge(), &error);
    REQUIRE(full);
    CHECK(full->seqLen == 512);
    const auto binned = resolveModel(bertLarge(336.0), &error);
    REQUIRE(binned);
    CHECK(binned->seqLen == 336);
    // The same length as seq_len changes nothing.
    CHECK(samplesPerS(bertLarge(512.0)) == Approx(samplesPerS(bertLarge())).epsilon(1e-12));
    // Fewer positions: about in proportion to the length or better (the linear layers scale with it, attention with
    // its square; the once-per-step optimizer and gradient all-reduce do not shrink), and well under 2x.
    const double gain = samplesPerS(bertLarge(336.0)) / samplesPerS(bertLarge());
    CHECK(gain > 512.0 / 336.0 * 0.98);
    CHECK(gain < 2.0);
}

TEST_CASE("padded sequence length: values above seq_len, below 1 or not numbers are refused by name")
{
    for (const QJsonValue &bad :
         {QJsonValue(600.0), QJsonValue(0.0), QJsonValue(-5.0), QJsonValue(QStringLiteral("x"))}) {
        QString error;
        CHECK_FALSE(resolveModel(bertLarge(bad), &error));
        CHECK(error.contains(QStringLiteral("padded_seq_len")));
    }
}
