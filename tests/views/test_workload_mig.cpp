// The MIG instance of a serving plan (issue 20, item 2; perf/mig.h) in the GUI: the evaluation lists the plan's GPU's
// profiles, the workload panel offers them beside "None", a run of choices is one undo step, and a profile the GPU does
// not have is an error finding that names it.
#include "analysis/planevaluation.h"
#include "analysis/planfindings.h"
#include "document/plandocument.h"
#include "plan/planfile.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"
#include "workload/workloadpanel.h"

#include <QComboBox>
#include <QUndoStack>

#include <algorithm>

using namespace aip;

namespace {

Plan example()
{
    const PlanReadResult r
        = readPlanFile(aiptest::dataPath(QStringLiteral("../../examples/bert-large-mig-a100.aiplan")));
    INFO(r.errorText().toStdString());
    REQUIRE(r.ok());
    return *r.plan;
}

QComboBox *migCombo(WorkloadPanel &panel)
{
    auto *combo = panel.findChild<QComboBox *>(QStringLiteral("servingMig"));
    REQUIRE(combo);
    return combo;
}

void choose(QComboBox *combo, const QString &name)
{
    const int i = combo->findData(name);
    REQUIRE(i >= 0);
    combo->setCurrentIndex(i);
    emit combo->activated(i);
}

} // namespace

TEST_CASE("the workload panel offers the plan's GPU's MIG profiles - a run of choices is one undo step")
{
    const Plan plan = example();
    const PlanEvaluation ev = evaluatePlan(plan, *viewtest::seedCatalog(), nullptr, false);
    REQUIRE(ev.serving);
    const QStringList profiles = ev.serving->migProfiles;
    CHECK(profiles.join(QLatin1Char(',')) == QStringLiteral("1g.10gb,1g.20gb,2g.20gb,3g.40gb,4g.40gb,7g.80gb"));
    INFO(ev.serving->result.error.toStdString());
    REQUIRE(ev.serving->result.ok);
    CHECK(ev.serving->result.mig == QStringLiteral("1g.10gb"));
    CHECK(ev.serving->result.gpusNeeded == (ev.serving->result.replicas + 6) / 7);

    PlanDocument doc;
    doc.reset(plan, {});
    WorkloadPanel panel(&doc);
    QComboBox *combo = migCombo(panel);
    // Before an evaluation the GPU's profiles are not known: none, and the plan's own.
    CHECK(combo->currentData().toString() == QStringLiteral("1g.10gb"));
    panel.setMigProfiles(profiles);
    CHECK(combo->count() == 7);
    CHECK(combo->itemData(0).toString().isEmpty());
    CHECK(combo->currentText() == QStringLiteral("1g.10gb"));

    choose(combo, QStringLiteral("3g.40gb"));
    CHECK(doc.undoStack()->count() == 1);
    CHECK(doc.plan().workload.serving->mig == QStringLiteral("3g.40gb"));
    // A second choice right after merges with the first (one field's run of edits is one undo step): undo brings
    // back the plan's own profile, redo the last choice.
    choose(combo, QString());
    CHECK(doc.undoStack()->count() == 1);
    CHECK_FALSE(doc.plan().workload.serving->mig);
    CHECK(combo->currentIndex() == 0);
    doc.undoStack()->undo();
    CHECK(doc.plan().workload.serving->mig == QStringLiteral("1g.10gb"));
    CHECK(combo->currentData().toString() == QStringLiteral("1g.10gb"));
    doc.undoStack()->redo();
    CHECK_FALSE(doc.plan().workload.serving->mig);
    choose(combo, QStringLiteral("3g.40gb"));
    CHECK(doc.plan().workload.serving->mig == QStringLiteral("3g.40gb"));
    // Written and read back, the choice stays.
    const PlanReadResult again = readPlan(writePlan(doc.plan()));
    REQUIRE(again.ok());
    CHECK(again.plan->workload.serving->mig == QStringLiteral("3g.40gb"));
}

TEST_CASE("a MIG profile the plan's GPU does not have is an error finding that lists the GPU's")
{
    Plan plan = example();
    CHECK_FALSE(hasErrors(planFindings(plan, *viewtest::seedCatalog())));
    plan.workload.serving->mig = QStringLiteral("1g.5gb"); // an A100 40GB's
    QList<Finding> findings = planFindings(plan, *viewtest::seedCatalog());
    auto mig = std::find_if(findings.cbegin(), findings.cend(),
                            [](const Finding &f) { return f.code == QLatin1String("serving-mig"); });
    REQUIRE(mig != findings.cend());
    CHECK(mig->severity == Severity::Error);
    CHECK(mig->message.contains(QStringLiteral("1g.10gb")));
    // tp above 1 with MIG.
    plan.workload.serving->mig = QStringLiteral("3g.40gb");
    plan.workload.serving->tp = 2;
    findings = planFindings(plan, *viewtest::seedCatalog());
    CHECK(std::any_of(findings.cbegin(), findings.cend(),
                      [](const Finding &f) { return f.code == QLatin1String("serving-mig-tp"); }));
    // The panel shows a profile the GPU lacks as such.
    PlanDocument doc;
    plan.workload.serving->mig = QStringLiteral("1g.5gb");
    doc.reset(plan, {});
    WorkloadPanel panel(&doc);
    panel.setMigProfiles({QStringLiteral("1g.10gb"), QStringLiteral("7g.80gb")});
    CHECK(migCombo(panel)->currentData().toString() == QStringLiteral("1g.5gb"));
    CHECK(migCombo(panel)->currentText().contains(QStringLiteral("not a profile")));
}
