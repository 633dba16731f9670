#include "tabs/performancetab.h"

#include "charts/breakdownchartbuilder.h"
#include "charts/chartpanel.h"
#include "charts/collectivechartbuilder.h"
#include "charts/memorychartbuilder.h"
#include "charts/scalingchartbuilder.h"
#include "common/formatting.h"
#include "common/splitterstate.h"
#include "document/plancommands.h"
#include "document/plandocument.h"
#include "perf/finetune.h"
#include "perf/workunit.h"
#include "tabs/strategytablemodel.h"
#include "workload/workloadtext.h"

#include <QChartView>
#include <QComboBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace aip {

namespace {
// The height under which a chart of this tab would lose its labels in Chinese (title, a bottom axis with its title
// inside Qt Charts' 40 % for axes, a six-entry legend at the right: measured on the 1366 x 768 screenshots).
constexpr int kChartMinHeightPx = 190;

// A training step's throughput in the plan's unit (perf/workunit.h): tokens for a decoder, sequences (with their
// tokens) for an encoder, images for a CNN, a vision transformer or a diffusion UNet.
QString throughputText(const perf::PerfResult &r, perf::WorkUnit unit)
{
    switch (unit) {
    case perf::WorkUnit::Images: return PerformanceTab::tr("%1 images/s").arg(fmt::number(r.samplesPerS, 1));
    case perf::WorkUnit::Sequences:
        return PerformanceTab::tr("%1 sequences/s (%2 tokens/s)")
            .arg(fmt::number(r.samplesPerS, 1), fmt::number(r.tokensPerS));
    case perf::WorkUnit::Tokens: break;
    }
    return r.isTransformer ? PerformanceTab::tr("%1 tokens/s").arg(fmt::number(r.tokensPerS))
                           : PerformanceTab::tr("%1 samples/s").arg(fmt::number(r.samplesPerS, 1));
}
} // namespace

PerformanceTab::PerformanceTab(PlanDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
{
    setObjectName(QStringLiteral("performanceTab"));
    m_headline = new QLabel(this);
    m_headline->setObjectName(QStringLiteral("performanceHeadline"));
    m_headline->setWordWrap(true);
    QFont f = m_headline->font();
    f.setPointSizeF(f.pointSizeF() * 1.25);
    f.setBold(true);
    m_headline->setFont(f);
    m_figures = new QLabel(this);
    m_figures->setObjectName(QStringLiteral("performanceFigures"));
    m_figures->setWordWrap(true);
    m_figures->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_accuracy = new QLabel(this);
    m_accuracy->setObjectName(QStringLiteral("performanceAccuracy"));
    m_accuracy->setWordWrap(true);
    m_accuracy->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_breakdown = new charts::ChartPanel(QStringLiteral("breakdownChart"), this);
    m_memory = new charts::ChartPanel(QStringLiteral("memoryChart"), this);
    m_scaling = new charts::ChartPanel(QStringLiteral("scalingChart"), this);
    m_collectives = new charts::ChartPanel(QStringLiteral("collectiveChart"), this);
    for (charts::ChartPanel *p : {m_breakdown, m_memory, m_scaling, m_collectives})
        connect(p, &charts::ChartPanel::statusMessage, this, &PerformanceTab::statusMessage);

    auto *grid = new QWidget(this);
    auto *gridLayout = new QGridLayout(grid);
    gridLayout->setContentsMargins(0, 0, 0, 0);
    gridLayout->addWidget(m_breakdown, 0, 0);
    gridLayout->addWidget(m_memory, 0, 1);
    gridLayout->addWidget(m_scaling, 1, 0);
    gridLayout->addWidget(m_collectives, 1, 1);
    gridLayout->setColumnStretch(0, 3);
    gridLayout->setColumnStretch(1, 2);
    // Each chart at least as tall as keeps its tick labels, axis titles and a six-entry legend (chartfit.h) in both
    // languages; where the window is shorter (a 1366 x 768 screen in Chinese) the charts scroll instead of shrinking
    // their labels to "…".
    for (charts::ChartPanel *p : {m_breakdown, m_memory, m_scaling, m_collectives})
        p->view()->setMinimumHeight(kChartMinHeightPx);
    auto *gridScroll = new QScrollArea(this);
    gridScroll->setObjectName(QStringLiteral("performanceCharts"));
    gridScroll->setWidget(grid);
    gridScroll->setWidgetResizable(true);
    gridScroll->setFrameShape(QFrame::NoFrame);
    gridScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto *bottom = new QTabWidget(this);
    bottom->setObjectName(QStringLiteral("performanceDetails"));
    bottom->addTab(createStrategyPage(), tr("Best strategies"));
    bottom->addTab(createNcclPage(), tr("Compare with nccl-tests"));

    auto *split = new QSplitter(Qt::Vertical, this);
    split->setObjectName(QStringLiteral("performanceSplitter"));
    split->addWidget(gridScroll);
    split->addWidget(bottom);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    // The charts first: on a 1366 x 768 (or 200 % 2560 x 1440) screen the four keep their axes readable and the
    // strategies below show a few rows; the sizes the user drags are remembered.
    split->setSizes({800, 170});
    rememberSplitter(split);

    m_pages = new QStackedWidget(this);
    m_pages->setObjectName(QStringLiteral("performancePages"));
    m_pages->addWidget(split);
    m_pages->addWidget(createServingPage());

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(m_headline);
    layout->addWidget(m_figures);
    layout->addWidget(m_accuracy);
    layout->addWidget(m_pages, 1);

    m_headline->setText(tr("No evaluation yet"));
    for (charts::ChartPanel *p : {m_breakdown, m_memory, m_scaling, m_collectives})
        p->setMessage(tr("Open or build a plan to see its performance"));
}

QWidget *PerformanceTab::createStrategyPage()
{
    auto *page = new QWidget(this);
    m_strategyModel = new StrategyTableModel(this);
    m_strategyView = new QTableView(page);
    m_strategyView->setObjectName(QStringLiteral("strategyTable"));
    m_strategyView->setModel(m_strategyModel);
    m_strategyView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_strategyView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_strategyView->verticalHeader()->hide();
    m_strategyView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_strategyView->horizontalHeader()->setStretchLastSection(false);
    m_apply = new QPushButton(tr("Apply selected strategy"), page);
    m_apply->setObjectName(QStringLiteral("applyStrategyButton"));
    m_apply->setEnabled(false);
    m_searchNote = new QLabel(page);
    m_searchNote->setObjectName(QStringLiteral("searchNote"));
    m_searchNote->setWordWrap(true);
    connect(m_strategyView->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { m_apply->setEnabled(m_strategyView->selectionModel()->hasSelection()); });
    connect(m_apply, &QPushButton::clicked, this, [this] {
        const QModelIndexList rows = m_strategyView->selectionModel()->selectedRows();
        if (!rows.isEmpty())
            applyStrategy(rows.first().row());
    });
    connect(m_strategyView, &QTableView::doubleClicked, this, [this](const QModelIndex &i) { applyStrategy(i.row()); });
    auto *row = new QHBoxLayout;
    row->addWidget(m_searchNote, 1);
    row->addWidget(m_apply);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4); // narrow margins: the charts above keep the height on a small screen
    m_strategyView->setMinimumHeight(64);
    layout->addWidget(m_strategyView, 1);
    layout->addLayout(row);
    return page;
}

QWidget *PerformanceTab::createNcclPage()
{
    auto *page = new QWidget(this);
    m_ncclCollective = new QComboBox(page);
    m_ncclCollective->setObjectName(QStringLiteral("ncclCollective"));
    m_ncclCollective->addItem(tr("Detect from the text (default all-reduce)"), QString());
    for (const char *c : {"all_reduce", "reduce_scatter", "all_gather", "all_to_all", "sendrecv"})
        m_ncclCollective->addItem(charts::collectiveLabel(QLatin1String(c)), QLatin1String(c));
    m_ncclText = new QPlainTextEdit(page);
    m_ncclText->setObjectName(QStringLiteral("ncclText"));
    m_ncclText->setPlaceholderText(tr("Paste the output of all_reduce_perf (or another nccl-tests binary) here"));
    m_ncclText->setLineWrapMode(QPlainTextEdit::NoWrap);
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    m_ncclText->setFont(mono);
    auto *compare = new QPushButton(tr("Compare"), page);
    compare->setObjectName(QStringLiteral("ncclCompareButton"));
    m_ncclNote = new QLabel(page);
    m_ncclNote->setObjectName(QStringLiteral("ncclNote"));
    m_ncclNote->setWordWrap(true);
    m_ncclTable = new QTableWidget(page);
    m_ncclTable->setObjectName(QStringLiteral("ncclTable"));
    m_ncclTable->setColumnCount(4);
    m_ncclTable->setHorizontalHeaderLabels(
        {tr("Size"), tr("Measured busbw (GB/s)"), tr("Model busbw (GB/s)"), tr("Measured / model")});
    m_ncclTable->verticalHeader()->hide();
    m_ncclTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_ncclTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    connect(compare, &QPushButton::clicked, this, [this] { compareNcclTests(m_ncclText->toPlainText()); });
    auto *left = new QVBoxLayout;
    auto *top = new QHBoxLayout;
    top->addWidget(m_ncclCollective, 1);
    top->addWidget(compare);
    left->addLayout(top);
    left->addWidget(m_ncclText, 1);
    auto *right = new QVBoxLayout;
    right->addWidget(m_ncclNote);
    right->addWidget(m_ncclTable, 1);
    auto *layout = new QHBoxLayout(page);
    layout->addLayout(left, 1);
    layout->addLayout(right, 1);
    return page;
}

void PerformanceTab::showEvaluation(const PlanEvaluation &ev)
{
    const charts::ChartTheme theme = charts::themeFromApplication();
    const bool serving = ev.plan.hasWorkload && ev.plan.workload.kind == WorkloadKind::Inference;
    m_pages->setCurrentIndex(serving ? 1 : 0);
    if (serving) {
        showServing(ev);
        return;
    }
    if (!ev.perf || (!ev.perf->ok() && ev.perf->status != perf::PerfStatus::DoesNotFit)) {
        const QString why = ev.perfError.isEmpty() ? tr("No performance result") : ev.perfError;
        m_headline->setText(tr("No performance result"));
        m_figures->setText(why);
        m_accuracy->clear();
        m_breakdown->setMessage(why);
        m_memory->setMessage(why);
    } else {
        const perf::PerfResult &r = *ev.perf;
        // The model's error says "does not fit: ..." itself; the headline says it once, from the same figures.
        m_headline->setText(r.ok() ? tr("Bottleneck: %1").arg(r.bottleneck)
                                   : tr("Does not fit in GPU memory: %1 per GPU needed, %2 available")
                                         .arg(fmt::bytes(r.memory.totalBytes), fmt::bytes(r.memory.capacityBytes)));
        QStringList figures{
            tr("Step time %1").arg(fmt::duration(r.stepTimeS)), throughputText(r, perf::workUnit(ev.plan.workload)),
            tr("MFU %1").arg(fmt::percent(r.mfu, 1)), tr("%1 TFLOP/s per GPU").arg(fmt::number(r.modelTflopsPerGpu, 1)),
            (r.gpusUsed == 1 ? tr("%1 GPU (%2)") : tr("%1 GPUs (%2)"))
                .arg(r.gpusUsed)
                .arg(workloadtext::layout(r.strategy))};
        const std::optional<FineTune> &ft = ev.plan.workload.finetune;
        if (ft) {
            // A fine-tune (issue 23): the method in words, the memory it takes and one epoch (the tokens to train
            // are the dataset's, as the Workload panel says).
            figures.prepend(workloadtext::fineTuneMethod(r.strategy.method, ft->rank.value_or(perf::kDefaultLoraRank)));
            figures.append(
                tr("memory %1 of %2 per GPU").arg(fmt::bytes(r.memory.totalBytes), fmt::bytes(r.memory.capacityBytes)));
            if (r.strategy.offload != Offload::None)
                figures.append(
                    r.strategy.offload == Offload::Cpu
                        ? tr("optimizer states in CPU memory (%1 of %2 per node)")
                              .arg(fmt::bytes(r.memory.hostBytesPerNode), fmt::bytes(r.memory.hostCapacityBytesPerNode))
                        : tr("optimizer states on NVMe (%1 of %2 per node)")
                              .arg(fmt::bytes(r.memory.nvmeBytesPerNode),
                                   fmt::bytes(r.memory.nvmeCapacityBytesPerNode)));
            if (r.timeToTrainS) {
                figures.append(tr("time per epoch %1").arg(fmt::duration(*r.timeToTrainS)));
                // The epochs the plan asks for (target.epochs, the size-to-target field the Workload panel sets).
                const std::optional<double> epochs = ev.plan.target ? ev.plan.target->epochs : std::nullopt;
                if (epochs && *epochs != 1)
                    figures.append(tr("%1 epochs %2")
                                       .arg(fmt::number(*epochs, *epochs == std::floor(*epochs) ? 0 : 1),
                                            fmt::duration(*epochs * *r.timeToTrainS)));
            }
        } else if (r.timeToTrainS && r.wallClockToTrainS && r.gpuHours) {
            // With goodput (checkpoints, failures, restarts) beside the pure step time (issue 14).
            figures.append(tr("time to train %1 (%2 of steps at goodput %3, %4 GPU-hours)")
                               .arg(fmt::duration(*r.wallClockToTrainS), fmt::duration(*r.timeToTrainS),
                                    fmt::percent(r.goodput, 1), fmt::number(*r.gpuHours, 0)));
        } else if (r.timeToTrainS) {
            figures.append(tr("time to train %1").arg(fmt::duration(*r.timeToTrainS)));
        }
        if (r.strategy.ep > 1)
            figures.append(tr("experts over %1 GPUs (EP %1)").arg(r.strategy.ep));
        if (r.strategy.etp == 1) // Megatron-Core's parallel folding (perf/moe.h expertTensorParallel())
            figures.append(tr("whole experts on each GPU, folded apart from attention's TP (ETP 1)"));
        else if (r.strategy.etp > 1)
            figures.append(
                tr("each expert over %1 GPUs, folded apart from attention's TP (ETP %1)").arg(r.strategy.etp));
        // Host memory the fit relies on (optimizer or activation offload), unless the fine-tune line above said it.
        if (r.memory.hostBytesPerNode > 0 && !(ft && r.strategy.offload == Offload::Cpu))
            figures.append(
                tr("host memory %1 of %2 per node for what the GPUs offload")
                    .arg(fmt::bytes(r.memory.hostBytesPerNode), fmt::bytes(r.memory.hostCapacityBytesPerNode)));
        if (r.strategySearched)
            figures.append(tr("strategy chosen by the search"));
        m_figures->setText(figures.join(QStringLiteral("  ·  ")));
        // The error band of the plan's regime in the validation report, as `aiplanner-cli simulate` says it.
        m_accuracy->setText(ev.accuracy ? tr("Model accuracy: %1").arg(validation::accuracyText(*ev.accuracy))
                                        : QString());
        m_breakdown->setChart(charts::buildBreakdownChart(r, theme), charts::breakdownChartTable(r));
        m_memory->setChart(charts::buildMemoryChart(r, theme), charts::memoryChartTable(r));
    }
    showExtras(ev.extras);
}

void PerformanceTab::showExtras(const PerfExtras &extras)
{
    m_extras = extras;
    const charts::ChartTheme theme = charts::themeFromApplication();
    const auto runs = [](const perf::ScalingPoint &p) { return p.result.ok(); };
    if (extras.scaling.isEmpty())
        m_scaling->setMessage(extras.error.isEmpty() ? tr("No scaling curve") : extras.error);
    else if (std::none_of(extras.scaling.begin(), extras.scaling.end(), runs)) {
        // Not an empty chart: say that no size runs the plan, and why at the largest.
        const perf::ScalingPoint &first = extras.scaling.first(), &last = extras.scaling.last();
        const bool byGpus = charts::scalingOverGpus(extras.scaling);
        m_scaling->setMessage((byGpus ? tr("No scaling curve: the plan runs on none of its node's GPU counts from %1 "
                                           "to %2 (at %2: %3)")
                                      : tr("No scaling curve: the plan runs at none of the node counts from %1 to %2 "
                                           "(at %2: %3)"))
                                  .arg(byGpus ? first.gpus : first.nodes)
                                  .arg(byGpus ? last.gpus : last.nodes)
                                  .arg(last.result.error));
    } else if (extras.scaling.size() == 1) {
        // One node of one GPU (a workstation card, one MIG slice): one dot at 100 % says nothing the summary does
        // not; say why instead. A node of several GPUs draws its curve over them (perf::scalingCurve).
        m_scaling->setMessage(tr("One GPU: throughput against GPU count needs a plan of two GPUs or more"));
    } else
        m_scaling->setChart(charts::buildScalingChart(extras.scaling, theme),
                            charts::scalingChartTable(extras.scaling));
    redrawCollectives();
    m_strategyModel->setResults(extras.strategies, extras.strategyAccuracy);
    for (int c = 0; c < StrategyTableModel::ColumnCount; ++c)
        m_strategyView->setColumnHidden(c, m_strategyModel->hiddenColumn(c));
    m_searchNote->setText(extras.strategies.isEmpty()
                              ? (extras.searchError.isEmpty() ? extras.error : extras.searchError)
                              : extras.strategies.size() == 1
                              ? tr("The fastest strategy that fits in memory, searched with the plan's model, batch and"
                                   " precision. Double-click or select it and apply it; Undo restores the plan's own.")
                              : tr("The %1 fastest strategies that fit in memory, searched with the plan's model,"
                                   " batch and precision. Double-click or select one and apply it; Undo restores"
                                   " the plan's own.")
                                    .arg(extras.strategies.size()));
    // The plan's pipeline layout keeps the search to its stages (search --free alike): say so beside the table.
    if (!extras.strategies.isEmpty() && extras.layoutStages > 0)
        m_searchNote->setText(
            m_searchNote->text()
            + (m_searchNote->text().endsWith(QChar(0x3002)) ? QString() : QStringLiteral(" ")) // none after "。"
            + tr("The plan's pipeline layout keeps them to its %1 stages (pp x interleave).").arg(extras.layoutStages));
}

void PerformanceTab::redrawCollectives()
{
    if (m_extras.collectives.isEmpty()) {
        m_collectives->setMessage(m_extras.error.isEmpty() ? tr("No collectives to predict") : m_extras.error);
        return;
    }
    const charts::NcclTestsRun *measured = m_measured.ok() ? &m_measured : nullptr;
    m_collectives->setChart(
        charts::buildCollectiveChart(m_extras.collectives, measured, charts::themeFromApplication()),
        charts::collectiveChartTable(m_extras.collectives, measured));
}

bool PerformanceTab::applyStrategy(int row)
{
    const QList<perf::StrategyResult> &results = m_strategyModel->results();
    if (row < 0 || row >= results.size())
        return false;
    const perf::Strategy &s = results.at(row).strategy;
    Plan after = m_doc->plan();
    Parallelism p = after.workload.parallelism.value_or(Parallelism{});
    p.tp = s.tp;
    p.pp = s.pp;
    p.dp = s.dp;
    p.zero = s.zero;
    p.interleave = s.interleave;
    p.recompute = s.recompute;
    p.sequenceParallel = s.sequenceParallel;
    // Every other dimension the row can differ in, so that the applied plan evaluates to the row (members the plan
    // leaves out stay out where the row has their default): context and expert parallelism, the experts' folding,
    // hybrid sharding and its group, offload and, for a fine-tune, the method. The sharding's implementation is the
    // plan's or its default in every row.
    if (s.cp > 1 || p.cp)
        p.cp = s.cp;
    if (s.ep > 1 || p.ep)
        p.ep = s.ep;
    p.etp = s.etp > 0 ? std::optional<int>(s.etp) : std::nullopt;
    if (s.hybrid()) {
        p.sharding = Sharding::Hybrid;
        p.shardGroup = s.shardGroup;
    } else if (p.sharding == Sharding::Hybrid) {
        p.sharding = Sharding::Full;
        p.shardGroup.reset();
    }
    if (s.offload != Offload::None || p.offload)
        p.offload = s.offload;
    if (after.workload.finetune) // a plan that fixes its parallelism and not its method is evaluated as LoRA
        after.workload.finetune->method = s.method;
    after.workload.parallelism = p;
    after.workload.microBatch = s.microBatch;
    auto *cmd = new EditPlanCommand(m_doc, after, PlanDocument::Change::Workload,
                                    tr("Apply strategy %1").arg(workloadtext::layout(s)));
    if (!cmd->isValid()) {
        delete cmd;
        return false;
    }
    m_doc->undoStack()->push(cmd);
    emit statusMessage(tr("Applied %1 · micro-batch %2").arg(workloadtext::layout(s)).arg(s.microBatch));
    return true;
}

QString PerformanceTab::compareNcclTests(const QString &text)
{
    if (m_ncclText->toPlainText() != text)
        m_ncclText->setPlainText(text);
    m_measured = charts::parseNcclTests(text);
    const QString chosen = m_ncclCollective->currentData().toString();
    if (!chosen.isEmpty())
        m_measured.collective = chosen;
    if (m_measured.collective.isEmpty())
        m_measured.collective = QStringLiteral("all_reduce");
    m_ncclTable->setRowCount(0);
    if (!m_measured.ok()) {
        m_ncclNote->setText(m_measured.error);
        redrawCollectives();
        return m_measured.error;
    }
    const int predictedRanks = m_extras.collectives.isEmpty() ? 0 : m_extras.collectives.first().ranks;
    // "1 row", "1 GPU": each count is its own one/many pair of messages (Chinese has one form, issue 17).
    const auto gpus
        = [](int n) { return (n == 1 ? PerformanceTab::tr("%1 GPU") : PerformanceTab::tr("%1 GPUs")).arg(n); };
    const QString rows = (m_measured.rows.size() == 1 ? tr("%1 row of %2") : tr("%1 rows of %2"))
                             .arg(m_measured.rows.size())
                             .arg(charts::collectiveLabel(m_measured.collective));
    m_ncclNote->setText(
        m_measured.ranks > 0
            ? tr("%1 over %2 read; the model predicts for the plan's %3.")
                  .arg(rows, gpus(m_measured.ranks), gpus(predictedRanks))
            : tr("%1 read (the text does not say over how many GPUs); the model predicts for the plan's %2.")
                  .arg(rows, gpus(predictedRanks)));
    for (const charts::NcclTestsRow &r : m_measured.rows) {
        const int i = m_ncclTable->rowCount();
        m_ncclTable->insertRow(i);
        const auto p = charts::predictionAt(m_extras.collectives, m_measured.collective, r.bytes);
        auto cell = [&](int col, const QString &text, const QVariant &raw) {
            auto *item = new QTableWidgetItem(text);
            item->setData(Qt::UserRole, raw);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_ncclTable->setItem(i, col, item);
        };
        cell(0, charts::messageSizeLabel(r.bytes), r.bytes);
        cell(1, fmt::number(r.outOfPlaceBusbwGBs, 2), r.outOfPlaceBusbwGBs);
        cell(2, p ? fmt::number(p->busbwGBs, 2) : QStringLiteral("–"), p ? QVariant(p->busbwGBs) : QVariant());
        const bool ratio = p && p->busbwGBs > 0;
        cell(3, ratio ? fmt::percent(r.outOfPlaceBusbwGBs / p->busbwGBs, 0) : QStringLiteral("–"),
             ratio ? QVariant(r.outOfPlaceBusbwGBs / p->busbwGBs) : QVariant());
    }
    redrawCollectives();
    return {};
}

} // namespace aip
