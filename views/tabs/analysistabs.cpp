#include "tabs/analysistabs.h"

#include "analysis/planevaluator.h"
#include "common/workspace.h"
#include "document/plandocument.h"
#include "tabs/comparisontab.h"
#include "tabs/performancetab.h"
#include "tabs/sensitivitytab.h"
#include "tabs/tcotab.h"

#include <QTabWidget>

namespace aip {

void addAnalysisTabs(QTabWidget *tabs, PlanDocument *doc, PlanEvaluator *evaluator, Workspace *workspace,
                     const std::function<void(const QString &)> &status)
{
    auto *perf = new PerformanceTab(doc, tabs);
    auto *tco = new TcoTab(doc, tabs);
    auto *sensitivity = new SensitivityTab(evaluator->cloudCache(), tabs);
    auto *comparison = new ComparisonTab(tabs);
    tabs->addTab(perf, QObject::tr("Performance"));
    tabs->addTab(tco, QObject::tr("Cost (TCO)"));
    tabs->addTab(sensitivity, QObject::tr("Sensitivity"));
    tabs->addTab(comparison, QObject::tr("Compare"));
    QObject::connect(evaluator, &PlanEvaluator::evaluated, perf, &PerformanceTab::showEvaluation);
    QObject::connect(evaluator, &PlanEvaluator::evaluated, tco, &TcoTab::showEvaluation);
    QObject::connect(evaluator, &PlanEvaluator::evaluated, sensitivity, &SensitivityTab::showEvaluation);
    QObject::connect(evaluator, &PlanEvaluator::evaluated, comparison,
                     [comparison](const PlanEvaluation &ev) { comparison->showEvaluation(ev.plan, ev); });
    QObject::connect(perf, &PerformanceTab::statusMessage, tabs, status);
    QObject::connect(tco, &TcoTab::statusMessage, tabs, status);
    QObject::connect(sensitivity, &SensitivityTab::statusMessage, tabs, status);
    QObject::connect(comparison, &ComparisonTab::statusMessage, tabs, status);
    QObject::connect(workspace, &Workspace::catalogChanged, sensitivity, &SensitivityTab::setCatalog);
    QObject::connect(workspace, &Workspace::catalogChanged, comparison, &ComparisonTab::setCatalog);
    if (const std::shared_ptr<const PartCatalog> catalog = workspace->catalog()) {
        sensitivity->setCatalog(catalog);
        comparison->setCatalog(catalog);
    }
}

} // namespace aip
