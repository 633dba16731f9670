#include "tabs/sensitivitytab.h"

#include "analysis/cloudthroughputcache.h"
#include "analysis/latestjob.h"
#include "charts/chartpanel.h"
#include "charts/tcochartbuilder.h"
#include "charts/tornadochartbuilder.h"
#include "tco/perfthroughputsource.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace aip {

SensitivityTab::SensitivityTab(std::shared_ptr<CloudThroughputCache> cloudCache, QWidget *parent)
    : QWidget(parent)
    , m_cloudCache(cloudCache ? std::move(cloudCache) : std::make_shared<CloudThroughputCache>())
    , m_option(new QComboBox(this))
    , m_explanation(new QLabel(this))
    , m_tornado(new charts::ChartPanel(QStringLiteral("tornadoChart"), this))
{
    m_job = new LatestJob(this);
    setObjectName(QStringLiteral("sensitivityTab"));
    m_option->setObjectName(QStringLiteral("sensitivityOption"));
    m_explanation->setObjectName(QStringLiteral("sensitivityExplanation"));
    m_explanation->setWordWrap(true);
    m_explanation->setText(tr("Each bar is the TCO model run again with one assumption 20 % lower or higher and"
                              " everything else as planned: the longer the bar, the more the decision depends on"
                              " that assumption. Negative means owning gains against the cloud."));
    connect(m_option, &QComboBox::activated, this, [this] { start(); });
    connect(m_tornado, &charts::ChartPanel::statusMessage, this, &SensitivityTab::statusMessage);
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Compare owning with:"), this));
    top->addWidget(m_option, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(top);
    layout->addWidget(m_explanation);
    layout->addWidget(m_tornado, 1);
    m_tornado->setMessage(tr("Open or build a plan with a cloud option to see what its cost depends on"));
}

bool SensitivityTab::isIdle() const
{
    return m_job->isIdle();
}

void SensitivityTab::setCatalog(std::shared_ptr<const PartCatalog> catalog)
{
    m_catalog = std::move(catalog);
    m_cloudCache->setCatalog(m_catalog); // the same catalog as the evaluator's when shared: nothing forgotten
}

void SensitivityTab::showEvaluation(const PlanEvaluation &ev)
{
    m_plan = ev.plan;
    const int current = std::max(0, m_option->currentIndex());
    m_option->clear();
    if (ev.tco) {
        m_currency = ev.tco->currency.isEmpty() ? QStringLiteral("USD") : ev.tco->currency;
        for (const tco::CloudCost &c : ev.tco->result.cloud)
            m_option->addItem(charts::cloudOptionName(c));
    }
    m_option->setCurrentIndex(std::min(current, m_option->count() - 1));
    start();
}

void SensitivityTab::start()
{
    if (!m_catalog)
        return;
    const Plan plan = m_plan;
    const int option = std::max(0, m_option->currentIndex());
    m_job->request([this, plan, option, catalog = m_catalog, cache = m_cloudCache]() -> std::function<void()> {
        CachedThroughputSource source(cache.get());
        SensitivityResult r = computeSensitivity(plan, *catalog, &source, option);
        return [this, r] { show(r); };
    });
}

void SensitivityTab::show(const SensitivityResult &r)
{
    m_result = r;
    if (!r.ok() || r.bars.isEmpty())
        m_tornado->setMessage(r.error.isEmpty() ? tr("No assumption could be varied") : r.error);
    else
        m_tornado->setChart(charts::buildTornadoChart(r, m_currency, charts::themeFromApplication()),
                            charts::tornadoChartTable(r));
}

} // namespace aip
