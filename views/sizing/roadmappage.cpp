#include "sizing/roadmappage.h"

#include "analysis/latestjob.h"
#include "charts/chartpanel.h"
#include "charts/roadmapchartbuilder.h"
#include "common/formatting.h"
#include "document/plandocument.h"
#include "sizing/roadmap.h"
#include "sizing/roadmapmodel.h"
#include "sizing/targetform.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace aip {

RoadmapPage::RoadmapPage(PlanDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
    , m_growth(new GrowthForm(doc, this))
    , m_run(new QPushButton(tr("Build roadmap"), this))
    , m_summary(new QLabel(this))
    , m_chart(new charts::ChartPanel(QStringLiteral("roadmapChart"), this))
    , m_table(new QTableView(this))
    , m_model(new RoadmapModel(this))
    , m_job(new LatestJob(this))
{
    setObjectName(QStringLiteral("roadmapPage"));
    m_run->setObjectName(QStringLiteral("roadmapRun"));
    m_summary->setObjectName(QStringLiteral("roadmapSummary"));
    m_summary->setWordWrap(true);
    m_summary->setText(tr("How the plan's cluster keeps up over three years as the work grows: set the growth and "
                          "press Build roadmap."));
    m_table->setObjectName(QStringLiteral("roadmapTable"));
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(RoadmapModel::What, QHeaderView::Stretch);
    m_chart->setMessage(tr("No roadmap yet."));
    m_chart->setMinimumHeight(260);

    auto *top = new QHBoxLayout;
    top->addWidget(m_growth, 1);
    top->addWidget(m_run, 0, Qt::AlignTop);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_chart);
    splitter->addWidget(m_table);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({600, 400});
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);
    connect(m_run, &QPushButton::clicked, this, &RoadmapPage::run);
    m_run->setEnabled(false);
}

RoadmapPage::~RoadmapPage()
{
    delete m_job; // waits for a roadmap being built
}

void RoadmapPage::setCatalog(std::shared_ptr<const PartCatalog> catalog)
{
    m_catalog = std::move(catalog);
    m_run->setEnabled(m_catalog != nullptr);
}

bool RoadmapPage::isRunning() const
{
    return !m_job->isIdle();
}

void RoadmapPage::run()
{
    if (!m_catalog)
        return;
    const Plan plan = m_doc->plan();
    const std::shared_ptr<const PartCatalog> catalog = m_catalog;
    m_run->setEnabled(false);
    const QPointer<RoadmapPage> self(this);
    m_job->request([self, plan, catalog]() -> std::function<void()> {
        QString error;
        std::optional<sizing::Roadmap> r = sizing::buildRoadmap(plan, *catalog, &error);
        return [self, r = std::move(r), error] {
            if (!self)
                return;
            if (r) {
                self->showRoadmap(*r);
            } else {
                self->m_model->setRoadmap({});
                self->m_chart->setMessage(error);
                self->m_summary->setText(tr("No roadmap for this plan: %1").arg(error.toHtmlEscaped()));
            }
            self->m_run->setEnabled(true);
            emit self->finished();
        };
    });
}

void RoadmapPage::showRoadmap(const sizing::Roadmap &r)
{
    m_model->setRoadmap(r);
    m_chart->setChart(charts::buildRoadmapChart(r, charts::themeFromApplication()), charts::roadmapChartTable(r));
    QString when;
    if (!r.runsOutMonth)
        when = tr("It keeps up with the work for all 36 months.");
    else if (*r.runsOutMonth == 0)
        when = tr("<b>It does not keep up even now</b>: the work is %1 times what it can do.")
                   .arg(fmt::number(r.load.constFirst(), 1));
    else
        when = tr("<b>It runs out in month %1</b> (quarter %2).").arg(*r.runsOutMonth).arg(*r.runsOutQuarter());
    const QString pace = r.fromTarget
        ? tr("%1 × %2 train the run in %3 days today; each run must finish within %4 days.")
              .arg(r.nodes)
              .arg(r.system, fmt::number(r.daysNow, 1), fmt::number(r.periodDays, 0))
        : tr("%1 × %2 train the run in %3 days today; it runs once a year in the %4 days the cluster is in service.")
              .arg(r.nodes)
              .arg(r.system, fmt::number(r.daysNow, 1), fmt::number(r.periodDays, 0));
    m_summary->setText(pace.toHtmlEscaped() + QLatin1Char(' ') + when
                       + (r.notes.isEmpty()
                              ? QString()
                              : QStringLiteral("<br>") + r.notes.join(QStringLiteral("; ")).toHtmlEscaped()));
}

} // namespace aip
