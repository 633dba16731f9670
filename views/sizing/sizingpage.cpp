#include "sizing/sizingpage.h"

#include "analysis/latestjob.h"
#include "charts/chartpanel.h"
#include "charts/paretochartbuilder.h"
#include "common/formatting.h"
#include "document/plandocument.h"
#include "sizing/candidatemodel.h"
#include "sizing/candidateplan.h"
#include "sizing/sizing.h"
#include "sizing/targetform.h"

#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace aip {

SizingPage::SizingPage(PlanDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
    , m_target(new TargetForm(doc, this))
    , m_run(new QPushButton(tr("Size"), this))
    , m_stop(new QPushButton(tr("Cancel"), this))
    , m_open(new QPushButton(tr("Open as new plan"), this))
    , m_progress(new QProgressBar(this))
    , m_summary(new QLabel(this))
    , m_hint(new QLabel(this))
    , m_chart(new charts::ChartPanel(QStringLiteral("paretoChart"), this))
    , m_table(new QTableView(this))
    , m_model(new CandidateModel(this))
    , m_job(new LatestJob(this))
{
    setObjectName(QStringLiteral("sizingPage"));
    m_run->setObjectName(QStringLiteral("sizingRun"));
    m_run->setDefault(true);
    m_stop->setObjectName(QStringLiteral("sizingCancel"));
    m_open->setObjectName(QStringLiteral("sizingOpenPlan"));
    m_progress->setObjectName(QStringLiteral("sizingProgress"));
    m_progress->setTextVisible(true);
    m_summary->setObjectName(QStringLiteral("sizingSummary"));
    m_summary->setWordWrap(true);
    m_summary->setText(tr("Set the target and press Size: every system and build of the catalog at every sensible "
                          "node count, and every cloud instance, is weighed against it."));
    m_table->setObjectName(QStringLiteral("sizingTable"));
    m_table->setToolTip(tr("Double-click a candidate to open it as a new plan. TCO on the same work: the target's "
                           "run repeated at its pace in the hours in service."));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(CandidateModel::System, QHeaderView::Stretch);
    m_chart->setMessage(tr("No answer yet."));
    m_chart->setMinimumHeight(260);
    m_hint->setObjectName(QStringLiteral("sizingHint"));
    m_hint->setWordWrap(true);
    m_hint->setText(tr("Double-click a candidate, or select it and press Open as new plan, to edit, check and quote "
                       "it as a plan of its own."));

    auto *buttons = new QVBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_stop);
    buttons->addStretch();
    auto *top = new QHBoxLayout;
    top->addWidget(m_target, 1);
    top->addLayout(buttons);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("sizingSplitter"));
    splitter->addWidget(m_chart);
    splitter->addWidget(m_table);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({600, 400}); // the chart three fifths, the table the rest, whatever the window's height
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_hint, 1);
    bottom->addWidget(m_open);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_progress);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);
    layout->addLayout(bottom);

    connect(m_run, &QPushButton::clicked, this, &SizingPage::run);
    connect(m_stop, &QPushButton::clicked, this, &SizingPage::cancel);
    connect(m_open, &QPushButton::clicked, this, [this] {
        const QModelIndexList rows = m_table->selectionModel()->selectedRows();
        if (const auto plan = rows.isEmpty() ? std::nullopt : candidatePlan(rows.constFirst().row()))
            emit openPlanRequested(*plan);
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &SizingPage::updateButtons);
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (const auto plan = candidatePlan(index.row()))
            emit openPlanRequested(*plan);
    });
    m_progress->hide();
    updateButtons();
}

SizingPage::~SizingPage()
{
    if (m_cancel)
        m_cancel->store(true);
    delete m_job; // waits for the sweep, which stops at the next option
}

void SizingPage::setCatalog(std::shared_ptr<const PartCatalog> catalog)
{
    m_catalog = std::move(catalog);
    updateButtons();
}

bool SizingPage::isRunning() const
{
    return !m_job->isIdle();
}

void SizingPage::run()
{
    if (!m_catalog || isRunning())
        return;
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    m_cancel = cancel;
    const Plan plan = m_doc->plan();
    const std::shared_ptr<const PartCatalog> catalog = m_catalog;
    m_progress->setRange(0, 0);
    m_progress->setValue(0);
    m_progress->setFormat(tr("Weighing the options… %v of %m"));
    m_progress->show();
    const QPointer<SizingPage> self(this);
    m_job->request([self, plan, catalog, cancel]() -> std::function<void()> {
        QElapsedTimer timer;
        timer.start();
        sizing::SweepControl control;
        control.cancel = cancel.get();
        control.progress = [self](int done, int total) {
            QMetaObject::invokeMethod(
                self,
                [self, done, total] {
                    if (self) {
                        self->m_progress->setRange(0, total);
                        self->m_progress->setValue(done);
                    }
                },
                Qt::QueuedConnection);
        };
        QString error;
        std::optional<sizing::SizingResult> r = sizing::sizeToTarget(plan, *catalog, {}, &error, control);
        const double seconds = timer.elapsed() / 1000.0;
        return [self, r = std::move(r), error, plan, catalog, seconds] {
            if (!self)
                return;
            if (!r)
                self->showError(error);
            else if (!r->cancelled) {
                self->m_sizedPlan = plan;
                self->m_sizedCatalog = catalog;
                self->showResult(*r, seconds);
            } else {
                self->m_summary->setText(tr("Cancelled: the answer shown is the previous one."));
            }
            self->m_progress->hide();
            self->updateButtons();
            emit self->finished();
        };
    });
    updateButtons();
}

void SizingPage::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

std::optional<Plan> SizingPage::candidatePlan(int row) const
{
    const sizing::SizingResult &r = m_model->result();
    const sizing::SizingCandidate *c = m_model->candidate(row);
    if (!c || c->option < 0 || c->option >= r.options.size())
        return std::nullopt;
    return sizing::candidatePlan(m_sizedPlan, r.options.at(c->option), *c, r.target);
}

void SizingPage::showResult(const sizing::SizingResult &r, double seconds)
{
    m_model->setResult(r);
    m_chart->setChart(charts::buildParetoChart(r, charts::themeFromApplication()), charts::paretoChartTable(r));
    int meeting = 0;
    for (const sizing::SizingCandidate &c : r.candidates)
        meeting += c.meetsTarget ? 1 : 0;
    auto describe = [&](int i) {
        const sizing::SizingCandidate &c = r.candidates.at(i);
        return tr("%1: %2 days, TCO %3")
            .arg(charts::candidateName(c), fmt::number(c.days, 1), fmt::money(c.tco, r.currency));
    };
    const QString text = r.cheapest
        ? tr("<b>Cheapest</b> %1 · <b>fastest</b> %2")
              .arg(describe(*r.cheapest).toHtmlEscaped(), describe(*r.fastest).toHtmlEscaped())
        : tr("<b>No candidate meets the target.</b> The table says what binds each.");
    m_hint->setText(tr("%1 options weighed, %2 candidates, %3 meet the target (%4 s); TCO over %5 months on the same "
                       "work.")
                        .arg(r.considered)
                        .arg(r.candidates.size())
                        .arg(meeting)
                        .arg(fmt::number(seconds, 1))
                        .arg(r.horizonMonths));
    m_summary->setText(text);
    if (r.cheapest)
        m_table->selectRow(*r.cheapest);
}

void SizingPage::showError(const QString &error)
{
    m_model->clear();
    m_chart->setMessage(error);
    m_summary->setText(tr("Cannot size this plan: %1").arg(error.toHtmlEscaped()));
}

void SizingPage::updateButtons()
{
    const bool running = isRunning();
    m_run->setEnabled(m_catalog && !running);
    m_stop->setEnabled(running);
    m_open->setEnabled(!running && m_table->selectionModel() && m_table->selectionModel()->hasSelection());
}

} // namespace aip
