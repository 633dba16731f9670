// What a plan's throughput counts, in the summary strip, the Performance tab, the Workload panel and the quote's
// performance section (issue 20): a ResNet-50 plan (trained or served) reads in images, an LLM in tokens, in English
// and Chinese (perf/workunit.h decides). And the fine-tune's adapted layers and epochs (issue 23): every choice the
// Workload panel offers round-trips through the plan file, and the adapted layers change the adapters' memory.
#include "analysis/planevaluation.h"
#include "common/formatting.h"
#include "document/plandocument.h"
#include "i18n/translation.h"
#include "perf/inference.h"
#include "perf/workunit.h"
#include "plan/planfile.h"
#include "quote/quotecontent.h"
#include "quote/quotehtml.h"
#include "summary/summarystrip.h"
#include "support/testsupport.h"
#include "tabs/performancetab.h"
#include "viewtestcatalog.h"
#include "widgettest.h"
#include "workload/workloadpanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTableWidget>
#include <QUndoStack>

using namespace aip;
using viewtest::activate;
using viewtest::child;

namespace {

using viewtest::seedCatalog;

Plan readExample(const QString &relative)
{
    const PlanReadResult r = readPlanFile(aiptest::dataPath(QStringLiteral("../../") + relative));
    REQUIRE(r.ok());
    return *r.plan;
}

// ResNet-50 trained on the DGX A100 template: 90 epochs of ImageNet-1k (1,281,167 images; Deng et al. 2009).
Plan resnetTraining()
{
    Plan p = readExample(QStringLiteral("resources/templates/dgx-a100-infiniband.aiplan"));
    p.hasWorkload = true;
    p.workload = Workload();
    p.workload.model.preset = QStringLiteral("resnet50");
    p.workload.globalBatch = 2048;
    p.workload.samplesToTrain = 90 * 1281167.0;
    return p;
}

QString servingValue(const PerformanceTab &tab, const QString &key)
{
    const QTableWidget *t = tab.servingTable();
    for (int row = 0; row < t->rowCount(); ++row)
        if (t->item(row, 0)->data(Qt::UserRole).toString() == key)
            return t->item(row, 0)->text() + QStringLiteral(": ") + t->item(row, 1)->text();
    return {};
}

} // namespace

TEST_CASE("a ResNet-50 plan reads in images and an LLM plan in tokens - strip, Performance tab and PDF, both languages")
{
    const Plan serving = readExample(QStringLiteral("resources/templates/resnet50-inference-t4-l4.aiplan"));
    const Plan training = resnetTraining();
    const Plan llm = readExample(QStringLiteral("examples/llama2-70b-serving-dgx-h100.aiplan"));
    CHECK(perf::workUnit(serving.workload) == perf::WorkUnit::Images);
    CHECK(perf::workUnit(llm.workload) == perf::WorkUnit::Tokens);
    const PlanEvaluation servingEv = evaluatePlan(serving, *seedCatalog(), nullptr, false);
    const PlanEvaluation trainingEv = evaluatePlan(training, *seedCatalog(), nullptr, false);
    const PlanEvaluation llmEv = evaluatePlan(llm, *seedCatalog(), nullptr, false);
    REQUIRE(servingEv.serving);
    REQUIRE(servingEv.serving->result.ok);
    REQUIRE_FALSE(servingEv.serving->result.generative);
    REQUIRE(trainingEv.perf);
    REQUIRE(trainingEv.perf->samplesPerS > 0);
    const perf::InferenceResult &r = servingEv.serving->result;
    for (const char *language : {"en", "zh_CN"}) {
        INFO(language);
        REQUIRE(installTranslators(QLatin1String(language)));
        // The summary strip.
        SummaryStrip strip;
        strip.setEvaluation(servingEv, QStringLiteral("USD"));
        CHECK(strip.title(QStringLiteral("throughput")) == SummaryStrip::tr("Images/s"));
        CHECK(strip.title(QStringLiteral("step")) == SummaryStrip::tr("Latency"));
        CHECK(strip.figure(QStringLiteral("throughput")) == fmt::number(r.samplesPerS));
        CHECK(strip.figure(QStringLiteral("step")) == fmt::duration(r.ttftS));
        strip.setEvaluation(trainingEv, QStringLiteral("USD"));
        // The rate's unit after the figure: "2,490 img/s", "16.5k img/s" (it read "16.5k/s img").
        CHECK(strip.figure(QStringLiteral("throughput"))
              == SummaryStrip::tr("%1 img/s").arg(fmt::compactCount(trainingEv.perf->samplesPerS)));
        if (QLatin1String(language) == QLatin1String("en"))
            CHECK(strip.figure(QStringLiteral("throughput")).endsWith(QStringLiteral(" img/s")));
        strip.setEvaluation(llmEv, QStringLiteral("USD"));
        CHECK(strip.title(QStringLiteral("throughput")) == SummaryStrip::tr("Output tokens/s"));

        // The Performance tab: the serving table and headline, the training figures.
        PlanDocument doc;
        doc.reset(serving, {});
        PerformanceTab tab(&doc);
        tab.showEvaluation(servingEv);
        CHECK(tab.showsServing());
        CHECK(servingValue(tab, QStringLiteral("samples_per_s"))
              == PerformanceTab::tr("Images/s") + QStringLiteral(": ") + fmt::number(r.samplesPerS));
        CHECK(servingValue(tab, QStringLiteral("output_tokens_per_s")).isEmpty());
        CHECK(servingValue(tab, QStringLiteral("tpot_s")).isEmpty());
        const QString headline = child<QLabel>(tab, "performanceHeadline")->text();
        const QString bottleneck = perf::servingBottleneckText(r.bottleneck);
        CHECK(headline
              == (r.replicas == 1 ? PerformanceTab::tr("Serves %1 images/s on one replica — bottleneck: %2")
                                        .arg(fmt::number(r.samplesPerS), bottleneck)
                                  : PerformanceTab::tr("Serves %1 images/s on %2 replicas — bottleneck: %3")
                                        .arg(fmt::number(r.samplesPerS), fmt::number(r.replicas), bottleneck)));
        if (servingEv.serving->cost && servingEv.serving->cost->ok && servingEv.serving->cost->ownedPerMillion)
            CHECK(servingValue(tab, QStringLiteral("cost_owned"))
                      .startsWith(PerformanceTab::tr("Cost per million images, owned")));
        for (int row = 0; row < tab.servingTable()->rowCount(); ++row) {
            const QString label = tab.servingTable()->item(row, 0)->text();
            CHECK_FALSE(label.contains(PerformanceTab::tr("Output tokens/s")));
            CHECK_FALSE(label.contains(PerformanceTab::tr("Cost per million output tokens, owned")));
        }
        tab.showEvaluation(trainingEv);
        const QString figures = child<QLabel>(tab, "performanceFigures")->text();
        CHECK(figures.contains(PerformanceTab::tr("%1 images/s").arg(fmt::number(trainingEv.perf->samplesPerS, 1))));
        CHECK_FALSE(
            figures.contains(PerformanceTab::tr("%1 samples/s").arg(fmt::number(trainingEv.perf->samplesPerS, 1))));
        tab.showEvaluation(llmEv);
        CHECK(
            servingValue(tab, QStringLiteral("output_tokens_per_s")).startsWith(PerformanceTab::tr("Output tokens/s")));

        // The quote's performance section.
        const QuoteContent q = QuoteBuilder::build(serving, *seedCatalog(), QLatin1String(language), QDate(2026, 12, 1),
                                                   QStringLiteral("Q-1"), SellerInfo());
        REQUIRE(q.serving);
        const QString html = QuoteHtml(q).commercialPart();
        CHECK(html.contains(QuoteHtml::tr("Images/s")));
        CHECK_FALSE(html.contains(QuoteHtml::tr("Output tokens/s")));
        CHECK_FALSE(html.contains(QuoteHtml::tr("Time per output token")));
        const QuoteContent t = QuoteBuilder::build(training, *seedCatalog(), QLatin1String(language),
                                                   QDate(2026, 12, 1), QStringLiteral("Q-2"), SellerInfo());
        REQUIRE(t.perf);
        const QString trainingHtml = QuoteHtml(t).commercialPart();
        // Not in tokens (the training line's images/s comes with views/quote/quotehtml.cpp's unit words).
        CHECK_FALSE(trainingHtml.contains(
            QuoteHtml::tr("%1 tokens/s (%2 samples/s)")
                .arg(QuoteHtml(t).number(t.perf->tokensPerS), QuoteHtml(t).number(t.perf->samplesPerS, 1))));
        const QuoteContent l = QuoteBuilder::build(llm, *seedCatalog(), QLatin1String(language), QDate(2026, 12, 1),
                                                   QStringLiteral("Q-3"), SellerInfo());
        CHECK(QuoteHtml(l).commercialPart().contains(QuoteHtml::tr("Output tokens/s")));
    }
    REQUIRE(installTranslators(QStringLiteral("en")));
}

TEST_CASE("the workload panel counts a CNN's run in images and hides the token fields of a served CNN")
{
    PlanDocument doc;
    doc.reset(resnetTraining(), {});
    WorkloadPanel panel(&doc);
    auto *length = child<QDoubleSpinBox>(panel, "workloadTokens");
    CHECK(length->value() == Approx(90 * 1281167.0 / 1e6).epsilon(0.01));
    CHECK(length->suffix() == WorkloadPanel::tr(" M images"));
    length->setValue(120);
    CHECK(doc.plan().workload.samplesToTrain == Approx(120e6));
    CHECK_FALSE(doc.plan().workload.tokensToTrain.has_value());

    PlanDocument served;
    served.reset(readExample(QStringLiteral("resources/templates/resnet50-inference-t4-l4.aiplan")), {});
    WorkloadPanel servingPanel(&served);
    servingPanel.show();
    CHECK_FALSE(child<QSpinBox>(servingPanel, "servingOutputTokens")->isVisibleTo(&servingPanel));
    CHECK_FALSE(child<QDoubleSpinBox>(servingPanel, "servingTpotLimit")->isVisibleTo(&servingPanel));
    CHECK(child<QDoubleSpinBox>(servingPanel, "servingTtftLimit")->isVisibleTo(&servingPanel));
    PlanDocument llm;
    llm.reset(readExample(QStringLiteral("examples/llama2-70b-serving-dgx-h100.aiplan")), {});
    WorkloadPanel llmPanel(&llm);
    llmPanel.show();
    CHECK(child<QSpinBox>(llmPanel, "servingOutputTokens")->isVisibleTo(&llmPanel));
    CHECK(child<QDoubleSpinBox>(llmPanel, "servingTpotLimit")->isVisibleTo(&llmPanel));
}

TEST_CASE("every LoRA target the workload panel offers round-trips through the plan file")
{
    PlanDocument doc;
    doc.reset(readExample(QStringLiteral("examples/llama2-13b-finetune-2x-rtx4090.aiplan")), {});
    WorkloadPanel panel(&doc);
    activate(child<QComboBox>(panel, "workloadMethod"), int(FineTuneMethod::Lora));
    auto *target = child<QComboBox>(panel, "workloadLoraTarget");
    REQUIRE(target->isEnabled());
    auto roundTrips = [&doc] {
        const PlanReadResult again = readPlan(writePlan(doc.plan()));
        REQUIRE(again.ok());
        CHECK(again.plan->workload == doc.plan().workload);
        CHECK(again.plan->target == doc.plan().target);
    };
    for (int i = 0; i < target->count(); ++i) {
        const int data = target->itemData(i).toInt();
        activate(target, data);
        REQUIRE(doc.plan().workload.finetune);
        CHECK(doc.plan().workload.finetune->target
              == (data < 0 ? std::nullopt : std::optional<unsigned>(unsigned(data))));
        roundTrips();
    }
    // Each projection on its own box: off and on again, each state written and read back.
    activate(target, -1);
    const QList<QCheckBox *> boxes
        = panel.findChildren<QCheckBox *>(QRegularExpression(QStringLiteral("^workloadLora_")));
    REQUIRE(boxes.size() == 7);
    for (QCheckBox *box : boxes) {
        CHECK(box->isChecked()); // the default adapts every linear layer
        box->setChecked(false);
        REQUIRE(doc.plan().workload.finetune->target);
        CHECK((*doc.plan().workload.finetune->target & box->property("bit").toUInt()) == 0);
        roundTrips();
        box->setChecked(true);
        roundTrips();
    }
    // Off one by one: the last layer stays, so the adapters always train something.
    for (QCheckBox *box : boxes)
        box->setChecked(false);
    REQUIRE(doc.plan().workload.finetune->target);
    CHECK(*doc.plan().workload.finetune->target != 0);
    CHECK(std::count_if(boxes.cbegin(), boxes.cend(), [](const QCheckBox *b) { return b->isChecked(); }) == 1);
    roundTrips();
    // A set no preset names is the combo's last choice, as the plan has it.
    CHECK(target->currentData().toInt() == int(*doc.plan().workload.finetune->target));

    // The epochs (target.epochs): written and read back, and they replace a token target.
    auto *epochs = child<QDoubleSpinBox>(panel, "workloadEpochs");
    REQUIRE(epochs->isEnabled());
    epochs->setValue(3);
    REQUIRE(doc.plan().target);
    CHECK(doc.plan().target->epochs == Approx(3));
    CHECK_FALSE(doc.plan().target->tokens.has_value());
    roundTrips();
    epochs->setValue(0);
    CHECK_FALSE(doc.plan().target.has_value());
}

TEST_CASE("adapters on every linear layer take more memory than on q and v - the panel's choice drives the evaluation")
{
    PlanDocument doc;
    Plan plan = readExample(QStringLiteral("examples/llama2-13b-finetune-2x-rtx4090.aiplan"));
    // A fixed strategy, so only the adapters differ between the two evaluations.
    Parallelism p;
    p.tp = 1;
    p.pp = 2;
    p.dp = 1;
    p.zero = 0;
    p.recompute = Recompute::Full;
    plan.workload.parallelism = p;
    plan.workload.microBatch = 1;
    doc.reset(plan, {});
    WorkloadPanel panel(&doc);
    activate(child<QComboBox>(panel, "workloadMethod"), int(FineTuneMethod::Lora));
    auto *target = child<QComboBox>(panel, "workloadLoraTarget");
    activate(target, int(kLoraQ | kLoraV));
    const PlanEvaluation qv = evaluatePlan(doc.plan(), *seedCatalog(), nullptr, false);
    activate(target, -1); // all linear layers
    const PlanEvaluation all = evaluatePlan(doc.plan(), *seedCatalog(), nullptr, false);
    REQUIRE(qv.perf);
    REQUIRE(all.perf);
    const perf::MemoryBreakdown &a = all.perf->memory, &b = qv.perf->memory;
    INFO("all linear: " << a.gradientsBytes + a.optimizerBytes
                        << " B, q and v: " << b.gradientsBytes + b.optimizerBytes);
    // The adapters' gradients and Adam states (the frozen base has none): seven projections against two.
    CHECK(a.gradientsBytes + a.optimizerBytes > 2 * (b.gradientsBytes + b.optimizerBytes));
    CHECK(a.weightsBytes > b.weightsBytes);
    CHECK(a.totalBytes > b.totalBytes);
    CHECK(all.perf->stepTimeS > qv.perf->stepTimeS);
}
