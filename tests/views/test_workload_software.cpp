// The Workload panel's Software group: the framework (workload.parallelism.sharding_impl) and the attention kernel
// (workload.attention) are each one undo step, round-trip through the plan file, survive the Auto parallelism switch,
// and move what the performance model costs (perf/computerates.h flashKernel()).
#include "document/plandocument.h"
#include "perf/clusterhardware.h"
#include "perf/perfmodel.h"
#include "plan/planfile.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"
#include "widgettest.h"
#include "workload/workloadpanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QUndoStack>

using namespace aip;
using viewtest::activate;
using viewtest::child;

namespace {

Plan examplePlan()
{
    const PlanReadResult r
        = readPlanFile(aiptest::dataPath(QStringLiteral("../../examples/mixtral-8x7b-8-dgx-h100.aiplan")));
    REQUIRE(r.ok());
    return *r.plan;
}

// The example with neither an attention kernel nor a framework named: what the defaults give.
Plan examplePlanAtDefaults()
{
    Plan plan = examplePlan();
    plan.workload.extra.remove(QStringLiteral("attention"));
    if (plan.workload.parallelism)
        plan.workload.parallelism->shardingImpl.reset();
    return plan;
}

} // namespace

TEST_CASE("workload panel: the framework and the attention kernel are plan fields, one undo step each")
{
    PlanDocument doc;
    doc.reset(examplePlanAtDefaults(), {});
    WorkloadPanel panel(&doc);
    QComboBox *stack = child<QComboBox>(panel, "workloadStack");
    QComboBox *attention = child<QComboBox>(panel, "workloadAttention");
    CHECK(stack->currentData().toInt() == -1);
    CHECK(attention->currentData().toString().isEmpty());

    activate(stack, int(ShardingImpl::Megatron));
    REQUIRE(doc.plan().workload.parallelism);
    CHECK(doc.plan().workload.parallelism->shardingImpl == ShardingImpl::Megatron);
    activate(attention, QStringLiteral("flash"));
    CHECK(doc.plan().workload.extra.value(QStringLiteral("attention")).toString() == QLatin1String("flash"));
    CHECK(doc.undoStack()->count() == 2);

    // What the model costs follows: on a DGX H100, FlashAttention-2 named is slower than Megatron's default
    // (Transformer Engine's cuDNN attention), which is what "Default" gives back.
    QString error;
    const std::optional<perf::ClusterHardware> cluster
        = perf::clusterFromPlan(doc.plan(), *viewtest::seedCatalog(), &error);
    REQUIRE(cluster);
    const double fa2 = perf::simulate(doc.plan().workload, *cluster).stepTimeS;
    activate(attention, QString());
    CHECK_FALSE(doc.plan().workload.extra.contains(QStringLiteral("attention")));
    const double megatronDefault = perf::simulate(doc.plan().workload, *cluster).stepTimeS;
    CHECK(megatronDefault < fa2);

    // The plan file keeps them; a new panel on it shows them.
    activate(attention, QStringLiteral("flash_triton"));
    const PlanReadResult again = readPlan(writePlan(doc.plan()));
    REQUIRE(again.ok());
    CHECK(again.plan->workload == doc.plan().workload);
    PlanDocument doc2;
    doc2.reset(*again.plan, {});
    WorkloadPanel panel2(&doc2);
    CHECK(child<QComboBox>(panel2, "workloadStack")->currentData().toInt() == int(ShardingImpl::Megatron));
    CHECK(child<QComboBox>(panel2, "workloadAttention")->currentData().toString() == QLatin1String("flash_triton"));

    // Auto parallelism keeps the framework, as it keeps offload and expert parallelism.
    auto *autoPar = panel.findChild<QCheckBox *>(QStringLiteral("workloadAutoParallelism"));
    REQUIRE(autoPar);
    autoPar->setChecked(!autoPar->isChecked());
    autoPar->setChecked(!autoPar->isChecked());
    REQUIRE(doc.plan().workload.parallelism);
    CHECK(doc.plan().workload.parallelism->shardingImpl == ShardingImpl::Megatron);

    // Undo walks back through each edit.
    doc.undoStack()->undo(); // the Auto switch, back
    doc.undoStack()->undo();
    doc.undoStack()->undo(); // flash_triton
    CHECK_FALSE(doc.plan().workload.extra.contains(QStringLiteral("attention")));
    CHECK(attention->currentData().toString().isEmpty());

    // A value the list does not name (flash_varlen) is shown as the plan names it, not replaced.
    Plan varlen = examplePlan();
    varlen.workload.extra.insert(QStringLiteral("attention"), QStringLiteral("flash_varlen"));
    PlanDocument doc3;
    doc3.reset(varlen, {});
    WorkloadPanel panel3(&doc3);
    CHECK(child<QComboBox>(panel3, "workloadAttention")->currentData().toString() == QLatin1String("flash_varlen"));
}

TEST_CASE("workload panel: the default attention entry names the kernel the evaluation resolved for the plan")
{
    PlanDocument doc;
    doc.reset(examplePlanAtDefaults(), {});
    WorkloadPanel panel(&doc);
    QComboBox *attention = child<QComboBox>(panel, "workloadAttention");
    const int def = attention->findData(QString());
    REQUIRE(def >= 0);
    const QString generic = attention->itemText(def);

    QString error;
    const std::optional<perf::ClusterHardware> cluster
        = perf::clusterFromPlan(doc.plan(), *viewtest::seedCatalog(), &error);
    REQUIRE(cluster);
    // On a DGX H100 a plan that states no framework runs FlashAttention-2 by default; under Megatron-Core, Transformer
    // Engine's cuDNN attention (perf/computerates.h flashKernel()). The main window passes what the evaluation
    // resolved.
    const perf::PerfResult plain = perf::simulate(doc.plan().workload, *cluster);
    REQUIRE(plain.attentionKernelDefault);
    panel.setDefaultAttention(plain.attentionKernel);
    CHECK(attention->itemText(def)
          == WorkloadPanel::tr("Default: %1").arg(perf::attentionKernelLabel(QStringLiteral("flash"))));
    activate(child<QComboBox>(panel, "workloadStack"), int(ShardingImpl::Megatron));
    const perf::PerfResult megatron = perf::simulate(doc.plan().workload, *cluster);
    REQUIRE(megatron.attentionKernelDefault);
    panel.setDefaultAttention(megatron.attentionKernel);
    CHECK(attention->itemText(def)
          == WorkloadPanel::tr("Default: %1").arg(perf::attentionKernelLabel(QStringLiteral("flash3"))));
    // The entry still writes no kernel into the plan: the default follows the GPU and the stack.
    CHECK(attention->itemData(def).toString().isEmpty());
    activate(attention, QStringLiteral("flash"));
    activate(attention, QString());
    CHECK_FALSE(doc.plan().workload.extra.contains(QStringLiteral("attention")));
    // Nothing resolved (no evaluation, a serving plan): the generic words again.
    panel.setDefaultAttention(QString());
    CHECK(attention->itemText(def) == generic);
}
