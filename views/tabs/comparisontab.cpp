#include "tabs/comparisontab.h"

#include "analysis/latestjob.h"
#include "charts/chartaxes.h"
#include "charts/chartpanel.h"
#include "charts/comparisonchartbuilder.h"
#include "common/formatting.h"
#include "common/splitterstate.h"
#include "plan/planfile.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace aip {

namespace {
// The bottleneck's headline: its words before the figures (a colon or a parenthesis), at most ~32 characters.
QString compactBottleneck(const QString &text)
{
    qsizetype cut = text.size();
    for (const QString &mark : {QStringLiteral(":"), QStringLiteral(" ("), QStringLiteral("："), QStringLiteral("（")})
        if (const qsizetype at = text.indexOf(mark); at > 0)
            cut = std::min(cut, at);
    QString head = text.left(cut).trimmed();
    if (head.size() > 32)
        head = head.left(31) + QChar(0x2026);
    return head;
}
} // namespace

ComparisonTab::ComparisonTab(QWidget *parent)
    : QWidget(parent)
    , m_job(new LatestJob(this))
    , m_add(new QPushButton(tr("Add plan from file…"), this))
    , m_remove(new QPushButton(tr("Remove selected plan"), this))
    , m_hint(new QLabel(this))
    , m_table(new QTableWidget(this))
    , m_curves(new charts::ChartPanel(QStringLiteral("comparisonChart"), this))
{
    setObjectName(QStringLiteral("comparisonTab"));
    m_add->setObjectName(QStringLiteral("addScenarioButton"));
    m_remove->setObjectName(QStringLiteral("removeScenarioButton"));
    m_table->setObjectName(QStringLiteral("comparisonTable"));
    m_hint->setWordWrap(true);
    m_hint->setText(tr("The open plan and up to %1 more, evaluated with the same models.").arg(kMaxPlans - 1));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectColumns);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8); // 13 rows on a laptop
    m_table->setWordWrap(false); // one line a figure: four plans stay readable on a 1366 x 768 screen
    m_table->horizontalHeader()->setDefaultAlignment(Qt::Alignment(Qt::AlignCenter | Qt::TextWordWrap));
    m_table->horizontalHeader()->setMinimumHeight(48);
    connect(m_add, &QPushButton::clicked, this, &ComparisonTab::addWithDialog);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const QModelIndexList cols = m_table->selectionModel()->selectedColumns();
        if (!cols.isEmpty())
            removeScenario(cols.first().column());
    });
    connect(m_curves, &charts::ChartPanel::statusMessage, this, &ComparisonTab::statusMessage);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_hint, 1);
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    // The figures above the curves, each the window's full width: four plans' columns and the curves' legend both
    // need the width more than the height. The sizes the user drags are remembered.
    auto *split = new QSplitter(Qt::Vertical, this);
    split->setObjectName(QStringLiteral("comparisonSplitter"));
    split->addWidget(m_table);
    split->addWidget(m_curves);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setSizes({340, 400});
    rememberSplitter(split);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(buttons);
    layout->addWidget(split, 1);
    m_scenarios.append({tr("Open plan"), QString(), 0, PlanEvaluation{}, false, 0, Plan{}});
    refresh();
}

void ComparisonTab::setCatalog(std::shared_ptr<const PartCatalog> catalog)
{
    m_catalog = std::move(catalog);
}

void ComparisonTab::showEvaluation(const Plan &plan, const PlanEvaluation &evaluation)
{
    m_scenarios[0].name = plan.name.isEmpty() ? tr("Open plan") : plan.name;
    m_scenarios[0].nodes = plan.totalNodes();
    m_scenarios[0].evaluation = evaluation;
    m_scenarios[0].evaluated = true;
    refresh();
}

QString ComparisonTab::addPlanFile(const QString &path)
{
    if (m_scenarios.size() >= kMaxPlans)
        return tr("At most %1 plans can be compared").arg(kMaxPlans);
    if (!m_catalog)
        return tr("The catalog is not loaded");
    const PlanReadResult r = readPlanFile(path);
    if (!r.ok())
        return tr("%1: %2").arg(QFileInfo(path).fileName(), r.errorText());
    Scenario s;
    s.path = path;
    s.name = r.plan->name.isEmpty() ? QFileInfo(path).completeBaseName() : r.plan->name;
    s.nodes = r.plan->totalNodes();
    s.plan = *r.plan;
    s.id = m_nextId++;
    m_scenarios.append(s);
    refresh();
    evaluatePending();
    return {};
}

bool ComparisonTab::isIdle() const
{
    return m_job->isIdle();
}

void ComparisonTab::evaluatePending()
{
    // Every plan still without its evaluation, in one request: a request made while one runs replaces it, so the
    // plans of the superseded request are in the new one.
    QList<std::pair<quint64, Plan>> pending;
    for (const Scenario &s : std::as_const(m_scenarios)) {
        if (!s.evaluated && s.id != 0)
            pending.append({s.id, s.plan});
    }
    if (pending.isEmpty() || !m_catalog)
        return;
    m_job->request([this, pending, catalog = m_catalog]() -> std::function<void()> {
        QList<std::pair<quint64, PlanEvaluation>> done;
        for (const auto &[id, plan] : pending)
            done.append({id, evaluatePlan(plan, *catalog, nullptr, false)});
        return [this, done] {
            for (const auto &[id, ev] : done) {
                for (Scenario &s : m_scenarios) {
                    if (s.id == id) {
                        s.evaluation = ev;
                        s.evaluated = true;
                    }
                }
            }
            refresh();
        };
    });
}

void ComparisonTab::removeScenario(int index)
{
    if (index <= 0 || index >= m_scenarios.size())
        return;
    m_scenarios.removeAt(index);
    refresh();
}

void ComparisonTab::addWithDialog()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Add plans to compare"), QString(),
                                                            tr("AI Server Planner plans (*.aiplan)"));
    for (const QString &p : paths) {
        const QString error = addPlanFile(p);
        if (!error.isEmpty()) {
            QMessageBox::warning(this, tr("Compare plans"), error);
            break;
        }
    }
}

void ComparisonTab::refresh()
{
    static const char *const labels[RowCount] = {
        QT_TRANSLATE_NOOP("aip::ComparisonTab", "GPUs"),
        QT_TRANSLATE_NOOP("aip::ComparisonTab", "Nodes"),
        QT_TRANSLATE_NOOP("aip::ComparisonTab", "Step time"),
        QT_TRANSLATE_NOOP("aip::ComparisonTab", "Throughput"),
        QT_TRANSLATE_NOOP("aip::ComparisonTab", "MFU"),
        QT_TRANSLATE_NOOP("aip::ComparisonTab", "Bottleneck"),
        QT_TRANSLATE_NOOP("aip::ComparisonTab", "Capex"),
        QT_TRANSLATE_NOOP("aip::ComparisonTab", "Owned, whole horizon"),
        QT_TRANSLATE_NOOP("aip::ComparisonTab", "First cloud option, whole horizon"),
        QT_TRANSLATE_NOOP("aip::ComparisonTab", "Break-even with it"),
        QT_TRANSLATE_NOOP("aip::ComparisonTab", "Owned cost per delivered GPU-hour"),
        QT_TRANSLATE_NOOP("aip::ComparisonTab", "Owned cost per million tokens"),
        QT_TRANSLATE_NOOP("aip::ComparisonTab", "Owned samples/s per $/h"),
    };
    m_table->clear();
    m_table->setRowCount(RowCount);
    m_table->setColumnCount(int(m_scenarios.size()));
    QStringList rowNames, colNames;
    for (const char *l : labels)
        rowNames.append(tr(l));
    m_table->setVerticalHeaderLabels(rowNames);
    QList<charts::NamedTco> curves;
    for (int c = 0; c < m_scenarios.size(); ++c) {
        const Scenario &s = m_scenarios.at(c);
        colNames.append(s.name);
        const PlanEvaluation &ev = s.evaluation;
        auto set = [&](int row, const QString &text, const QVariant &raw, const QString &more = {}) {
            auto *item = new QTableWidgetItem(text);
            item->setData(RawValueRole, raw);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            const QString where = s.path.isEmpty() ? tr("the open plan") : s.path;
            item->setToolTip(more.isEmpty() ? where : more + QLatin1Char('\n') + where);
            m_table->setItem(row, c, item);
        };
        if (!s.evaluated && s.id != 0) {
            set(Nodes, QString::number(s.nodes), s.nodes);
            set(StepTime, tr("evaluating…"), QVariant());
            continue;
        }
        set(Gpus, QString::number(ev.gpus), ev.gpus);
        set(Nodes, QString::number(s.nodes), s.nodes);
        if (ev.perf && ev.perf->ok()) {
            const perf::PerfResult &p = *ev.perf;
            set(StepTime, fmt::duration(p.stepTimeS), p.stepTimeS);
            set(Throughput,
                p.isTransformer ? tr("%1 tokens/s").arg(fmt::number(p.tokensPerS))
                                : tr("%1 samples/s").arg(fmt::number(p.samplesPerS, 1)),
                p.isTransformer ? p.tokensPerS : p.samplesPerS);
            set(Mfu, fmt::percent(p.mfu, 1), p.mfu);
            // One line: what limits the step ("compute", "tensor-parallel communication over NVLink"); the
            // figures behind it are in the tooltip.
            set(Bottleneck, compactBottleneck(p.bottleneck), p.bottleneck, p.bottleneck);
        } else {
            set(StepTime, ev.perfError.isEmpty() ? tr("–") : ev.perfError, QVariant());
        }
        if (ev.tco) {
            const tco::PlanTco &t = *ev.tco;
            const QString cur = t.currency.isEmpty() ? QStringLiteral("USD") : t.currency;
            set(Capex, fmt::money(t.result.owned.capex, cur), t.result.owned.capex);
            set(OwnedTotal, fmt::money(t.result.owned.total, cur), t.result.owned.total);
            if (!t.result.cloud.isEmpty()) {
                const tco::CloudCost &cloud = t.result.cloud.first();
                set(CloudTotal, fmt::money(cloud.total, cur), cloud.total);
                set(BreakEven, cloud.breakEvenMonth ? tr("month %1").arg(*cloud.breakEvenMonth) : tr("none"),
                    cloud.breakEvenMonth ? QVariant(*cloud.breakEvenMonth) : QVariant());
            }
            set(GpuHour, fmt::money(t.result.owned.costPerGpuHour, cur, 2), t.result.owned.costPerGpuHour);
            if (t.result.ownedUnits.costPerMillionTokens)
                set(MillionTokens, fmt::money(*t.result.ownedUnits.costPerMillionTokens, cur, 2),
                    *t.result.ownedUnits.costPerMillionTokens);
            if (t.result.ownedUnits.efficiencyIndex)
                set(Efficiency, charts::compactNumber(*t.result.ownedUnits.efficiencyIndex),
                    *t.result.ownedUnits.efficiencyIndex);
            if (!t.result.owned.monthly.isEmpty())
                curves.append({s.name, t});
        }
    }
    m_table->setHorizontalHeaderLabels(colNames);
    m_remove->setEnabled(m_scenarios.size() > 1);
    m_add->setEnabled(m_scenarios.size() < kMaxPlans);
    if (curves.isEmpty())
        m_curves->setMessage(tr("No plan with a cost result yet"));
    else
        m_curves->setChart(charts::buildComparisonChart(curves, charts::themeFromApplication()),
                           charts::comparisonChartTable(curves));
}

} // namespace aip
