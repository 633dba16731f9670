#include "accuracy/accuracydialog.h"

#include "charts/chartstyle.h"
#include "validation/accuracy.h"
#include "workload/workloadtext.h"

#include <QChart>
#include <QChartView>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QIcon>
#include <QJsonObject>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPainter>
#include <QPixmap>
#include <QScatterSeries>
#include <QScreen>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>
#include <limits>

namespace aip {

namespace {

// 1100 x 800 where the screen has room; on a laptop (1366 x 768) no taller or wider than 90 % of what the screen
// offers, so the buttons stay on screen (issue 17: every dialog at every size).
void resizeToFit(QWidget *w)
{
    QSize size(1100, 800);
    if (const QScreen *screen = w->screen())
        size = size.boundedTo(screen->availableGeometry().size() * 0.9);
    w->resize(size);
}

using namespace aip::validation;

QString pct(double v, bool sign = false)
{
    return (sign && v >= 0 ? QStringLiteral("+") : QString()) + QLocale().toString(v, 'f', 1) + QLatin1Char('%');
}

QString figure(double v)
{
    const double a = std::abs(v);
    return QLocale().toString(v, 'f', a >= 1000 ? 0 : a >= 100 ? 1 : a >= 10 ? 2 : 3);
}

// A regime's points: the chart palette's colours, then the same colours again as squares and as triangles, so the
// regimes of the set (about twenty) each have their own mark; the regime table shows it beside the name.
struct RegimeMark {
    QColor colour;
    QScatterSeries::MarkerShape shape = QScatterSeries::MarkerShapeCircle;
};

RegimeMark regimeMark(int i, charts::ChartTheme theme)
{
    static const QScatterSeries::MarkerShape shapes[] = {
        QScatterSeries::MarkerShapeCircle, QScatterSeries::MarkerShapeRectangle, QScatterSeries::MarkerShapeTriangle};
    return {charts::seriesColor(i, theme), shapes[(i / charts::seriesColorCount()) % 3]};
}

QIcon markIcon(const RegimeMark &m)
{
    QPixmap pixmap(12, 12);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(m.colour);
    const QRectF r(1, 1, 10, 10);
    if (m.shape == QScatterSeries::MarkerShapeRectangle)
        p.drawRect(r);
    else if (m.shape == QScatterSeries::MarkerShapeTriangle)
        p.drawPolygon(QPolygonF{{r.center().x(), r.top()}, r.bottomRight(), r.bottomLeft()});
    else
        p.drawEllipse(r);
    return QIcon(pixmap);
}

constexpr double kMarkerSize = 9, kPickedMarkerSize = 12, kOtherMarkerSize = 7;
constexpr int kOtherAlpha = 45; // the regimes not picked, faded so the picked ones stand out

// A cell showing formatted text that sorts by its number (QTableWidgetItem keeps one value for display and edit).
class NumberItem : public QTableWidgetItem
{
public:
    NumberItem(const QString &text, double value)
        : QTableWidgetItem(text)
    {
        setData(Qt::UserRole, value);
    }
    bool operator<(const QTableWidgetItem &other) const override
    {
        return data(Qt::UserRole).toDouble() < other.data(Qt::UserRole).toDouble();
    }
};

// A read-only cell; numbers (sortValue) sort as numbers and sit on the right.
QTableWidgetItem *item(const QString &text, std::optional<double> sortValue = std::nullopt)
{
    QTableWidgetItem *i = sortValue ? new NumberItem(text, *sortValue) : new QTableWidgetItem(text);
    i->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    if (sortValue)
        i->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return i;
}

// What the model evaluated for a training row: its strategy (the row's, or the search's best), MFU, memory and goodput.
QString strategyNote(const RunPrediction &r)
{
    if (r.strategy.isEmpty())
        return {};
    const QJsonObject &s = r.strategy;
    auto n = [&s](const char *key) { return s.value(QLatin1String(key)).toInt(1); };
    // The layout as every other view writes it (workloadtext::layout(): experts and sequence splits included).
    perf::Strategy layout;
    layout.tp = n("tp");
    layout.pp = n("pp");
    layout.dp = n("dp");
    layout.cp = n("cp");
    layout.ep = n("ep");
    const QString what = AccuracyDialog::tr("%1, ZeRO-%2, micro-batch %3, recompute %4")
                             .arg(workloadtext::layout(layout))
                             .arg(s.value(QStringLiteral("zero")).toInt())
                             .arg(n("micro_batch"))
                             .arg(s.value(QStringLiteral("recompute")).toString());
    const QString how = r.strategySearched ? AccuracyDialog::tr("The search's best strategy: %1.").arg(what)
                                           : AccuracyDialog::tr("The run's strategy: %1.").arg(what);
    return how + QLatin1Char('\n')
        + AccuracyDialog::tr("MFU %1, memory %2 of the GPU's usable memory, goodput %3")
              .arg(pct(100 * r.mfu), pct(100 * r.memoryShare), pct(100 * r.goodput));
}

QTableWidget *table(const QStringList &headers, QWidget *parent)
{
    auto *t = new QTableWidget(0, int(headers.size()), parent);
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->hide();
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

} // namespace

QChart *buildAccuracyChart(const ValidationReport &report)
{
    const charts::ChartTheme theme = charts::themeFromApplication();
    auto *chart = new QChart;
    charts::applyChartStyle(chart, theme);
    chart->setTitle(AccuracyDialog::tr("Predicted against measured, published runs (each in its own unit)"));
    double lo = std::numeric_limits<double>::max(), hi = 0;
    QList<QScatterSeries *> series;
    int index = 0;
    for (const RegimeStats &s : report.regimes) {
        auto *points = new QScatterSeries;
        const RegimeMark mark = regimeMark(index++, theme);
        points->setName(s.regime);
        points->setMarkerSize(kMarkerSize);
        points->setMarkerShape(mark.shape);
        points->setColor(mark.colour);
        points->setBorderColor(Qt::transparent);
        for (const RunPrediction &r : report.rows) {
            if (r.regime != s.regime || !r.ok || r.measured <= 0 || r.predicted <= 0)
                continue;
            points->append(r.measured, r.predicted);
            lo = std::min({lo, r.measured, r.predicted});
            hi = std::max({hi, r.measured, r.predicted});
        }
        if (points->count() > 0)
            series << points;
        else
            delete points;
    }
    if (hi <= 0) {
        lo = 1;
        hi = 10;
    }
    // Whole decades around the data, so the diagonal runs corner to corner.
    lo = std::pow(10.0, std::floor(std::log10(lo)));
    hi = std::pow(10.0, std::ceil(std::log10(hi)));
    auto *diagonal = new QLineSeries;
    diagonal->setName(AccuracyDialog::tr("predicted = measured"));
    diagonal->setPen(charts::linePen(theme == charts::ChartTheme::Dark ? Qt::lightGray : Qt::darkGray, true));
    diagonal->append(lo, lo);
    diagonal->append(hi, hi);
    chart->addSeries(diagonal);
    for (QScatterSeries *s : series)
        chart->addSeries(s);
    auto axis = [&](const QString &title, Qt::Alignment where) {
        auto *a = new QLogValueAxis;
        a->setBase(10);
        a->setRange(lo, hi);
        a->setLabelFormat(QStringLiteral("%g"));
        a->setMinorTickCount(-1);
        a->setTitleText(title);
        chart->addAxis(a, where);
        for (QAbstractSeries *s : chart->series())
            s->attachAxis(a);
        return a;
    };
    axis(AccuracyDialog::tr("Measured"), Qt::AlignBottom);
    axis(AccuracyDialog::tr("Predicted"), Qt::AlignLeft);
    // Twenty regime names do not fit a legend under the chart: the regime table carries each one's mark, and the
    // legend names the diagonal only.
    for (QScatterSeries *s : series) {
        for (QLegendMarker *m : chart->legend()->markers(s))
            m->setVisible(false);
    }
    return chart;
}

void highlightRegimes(QChart *chart, const QStringList &regimes)
{
    for (QAbstractSeries *s : chart->series()) {
        auto *points = qobject_cast<QScatterSeries *>(s);
        if (!points)
            continue;
        const bool picked = regimes.contains(points->name());
        QColor c = points->color();
        c.setAlpha(regimes.isEmpty() || picked ? 255 : kOtherAlpha);
        points->setColor(c);
        // An outline in a darker shade of the same colour sets the picked points off the grid and the diagonal.
        points->setBorderColor(picked ? c.darker(170) : QColor(Qt::transparent));
        points->setMarkerSize(regimes.isEmpty() ? kMarkerSize : picked ? kPickedMarkerSize : kOtherMarkerSize);
    }
}

AccuracyDialog::AccuracyDialog(const PartCatalog &catalog, QWidget *parent)
    : QDialog(parent)
{
    if (const ValidationReport *ready = cachedValidationReport(catalog)) {
        build(*ready);
        return;
    }
    // First use in this process: some 120 model evaluations, on a worker thread so the window never blocks.
    setObjectName(QStringLiteral("accuracyDialog"));
    setWindowTitle(tr("Model accuracy"));
    resizeToFit(this);
    auto *layout = new QVBoxLayout(this);
    m_pending = new QLabel(tr("Running the published runs through the model..."), this);
    layout->addWidget(m_pending, 1, Qt::AlignCenter);
    // m_job's destructor waits for the work, so `this` outlives it; a result posted to a closing dialog goes with
    // the job.
    m_job.request([this, catalog]() -> std::function<void()> {
        const ValidationReport *report = &validationReport(catalog);
        return [this, report] { build(*report); };
    });
}

AccuracyDialog::AccuracyDialog(const ValidationReport &report, QWidget *parent)
    : QDialog(parent)
{
    build(report);
}

void AccuracyDialog::build(const ValidationReport &report)
{
    setObjectName(QStringLiteral("accuracyDialog"));
    setWindowTitle(tr("Model accuracy"));
    delete m_pending;
    m_pending = nullptr;
    auto *layout = qobject_cast<QVBoxLayout *>(this->layout());
    if (!layout) {
        resizeToFit(this);
        layout = new QVBoxLayout(this);
    }
    auto *intro = new QLabel(
        tr("The performance model against %1 published training runs (%2 of them validation runs, never used to "
           "fit the model). The error band a prediction shows is its regime's mean error here. Runs marked * are "
           "the calibration runs the model's efficiencies were fitted on; their error is in-sample.")
            .arg(report.rows.size())
            .arg(report.validationRows()),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    if (!report.error.isEmpty())
        layout->addWidget(new QLabel(report.error, this));

    m_regimes = table({tr("Regime"), tr("Runs"), tr("Mean |error|"), tr("Worst"), tr("Mean error"), tr("Optimism"),
                       tr("At defaults"), tr("Covers")},
                      this);
    m_regimes->setObjectName(QStringLiteral("accuracyRegimes"));
    const charts::ChartTheme theme = charts::themeFromApplication();
    for (const RegimeStats &s : report.regimes) {
        const int row = m_regimes->rowCount();
        m_regimes->insertRow(row);
        QString covers = validation::regimeLabel(s.regime);
        if (s.calibrationOnly)
            covers += QLatin1Char(' ') + tr("(calibration runs only)");
        QTableWidgetItem *name = item(s.regime);
        name->setIcon(markIcon(regimeMark(row, theme))); // its points' mark on the chart (buildAccuracyChart)
        name->setToolTip(tr("Select regimes to pick out their runs on the chart and in the list below."));
        m_regimes->setItem(row, 0, name);
        m_regimes->setItem(row, 1, item(QLocale().toString(s.rows), s.rows));
        m_regimes->setItem(row, 2, item(pct(s.meanAbsErrorPct), s.meanAbsErrorPct));
        m_regimes->setItem(row, 3, item(pct(s.maxAbsErrorPct), s.maxAbsErrorPct));
        m_regimes->setItem(row, 4, item(pct(s.meanErrorPct, true), s.meanErrorPct));
        auto *optimism = item(pct(s.meanOptimismPct, true), s.meanOptimismPct);
        optimism->setToolTip(validation::optimismMeaning());
        m_regimes->setItem(row, 5, optimism);
        auto *atDefaults = item(pct(s.defaultsMeanAbsErrorPct), s.defaultsMeanAbsErrorPct);
        atDefaults->setToolTip(
            tr("The mean |error| with each run's software options (framework, attention kernel, "
               "fusions, overlaps, dispatchers) left at their defaults: what a plan that names none of them "
               "was told. %1 of the %2 runs name some; for runs of older software the figure "
               "includes what the software gained since.")
                .arg(QLocale().toString(s.softwareRows), QLocale().toString(s.rows)));
        m_regimes->setItem(row, 6, atDefaults);
        QTableWidgetItem *coversItem = item(covers);
        coversItem->setToolTip(covers); // the whole text where the column cuts it
        m_regimes->setItem(row, 7, coversItem);
    }
    m_regimes->resizeColumnsToContents();
    m_regimes->setMinimumHeight(200);
    m_regimes->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder); // keep the set's order until asked
    m_regimes->setSortingEnabled(true);

    m_runs = table(
        {tr("Run"), tr("Regime"), tr("Metric"), tr("Measured"), tr("Predicted"), tr("Error"), tr("Unit"), tr("Source")},
        this);
    m_runs->setObjectName(QStringLiteral("accuracyRuns"));
    for (const RunPrediction &r : report.rows) {
        const int row = m_runs->rowCount();
        m_runs->insertRow(row);
        const bool calibration = r.split == QLatin1String("calibration");
        m_runs->setItem(row, 0, item(r.id + (calibration ? QStringLiteral(" *") : QString())));
        m_runs->setItem(row, 1, item(r.regime));
        m_runs->setItem(row, 2, item(r.metric));
        m_runs->setItem(row, 3, item(figure(r.measured), r.measured));
        QTableWidgetItem *predicted = r.ok ? item(figure(r.predicted), r.predicted) : item(tr("none"));
        predicted->setToolTip(strategyNote(r));
        m_runs->setItem(row, 4, predicted);
        m_runs->setItem(row, 5, r.ok ? item(pct(r.errorPct, true), r.errorPct) : item(r.error));
        m_runs->setItem(row, 6, item(r.unit));
        QTableWidgetItem *source = item(r.source);
        source->setToolTip(r.source);
        m_runs->setItem(row, 7, source);
    }
    m_runs->resizeColumnsToContents();
    m_runs->setColumnWidth(7, 400);
    m_runs->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder); // keep the set's order until asked
    m_runs->setSortingEnabled(true);

    m_chart = buildAccuracyChart(report);
    connect(m_regimes, &QTableWidget::itemSelectionChanged, this, [this] {
        QStringList picked;
        for (const QModelIndex &i : m_regimes->selectionModel()->selectedRows(0))
            picked << i.data().toString();
        highlightRegimes(m_chart, picked);
        for (int row = 0; row < m_runs->rowCount(); ++row)
            m_runs->setRowHidden(row, !picked.isEmpty() && !picked.contains(m_runs->item(row, 1)->text()));
    });
    auto *view = new QChartView(m_chart, this);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(320);

    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_regimes);
    split->addWidget(view);
    split->addWidget(m_runs);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);
    split->setStretchFactor(2, 3);
    layout->addWidget(split, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

} // namespace aip
