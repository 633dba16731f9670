// A chart drawn small keeps its tick labels (charts/chartfit.h): its bottom legend moves to the right, a value axis
// shows every k-th of its ticks, and a category axis labelled at values keeps every k-th label; drawn large (or for
// an export) it is the builder's chart again.
#include "charts/chartfit.h"
#include "charts/chartpanel.h"
#include "charts/chartstyle.h"
#include "support/testsupport.h"

#include <QApplication>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QFontMetricsF>
#include <QLegend>
#include <QLineSeries>
#include <QValueAxis>

using namespace aip::charts;

TEST_CASE("a value axis keeps the ticks that have room, each one of the builder's")
{
    CHECK(fittingTickCount(7, 600, 20) == 7); // 100 px apart
    CHECK(fittingTickCount(7, 90, 20) == 4);  // 15 px apart: every second tick, 30 px
    CHECK(fittingTickCount(7, 50, 20) == 3);  // every third: 25 px
    CHECK(fittingTickCount(7, 30, 20) == 2);  // only the ends
    CHECK(fittingTickCount(6, 60, 20) == 2);  // 5 intervals divide only by 5: never a tick between two of the builder's
    CHECK(fittingTickCount(2, 10, 20) == 2);
    CHECK(fittingLabelStep(6, 300, 50) == 1); // 60 px apart
    CHECK(fittingLabelStep(6, 300, 64) == 2); // 8 B, 32 KiB, 128 MiB: the last need not be the end
    CHECK(fittingLabelStep(6, 30, 64) == 5);
}

namespace {

QChart *sampleChart(QValueAxis **yOut, QCategoryAxis **xOut)
{
    auto *chart = new QChart;
    chart->setTitle(QStringLiteral("Throughput against node count"));
    auto *series = new QLineSeries;
    series->setName(QStringLiteral("Throughput (tokens/s)"));
    for (int i = 0; i <= 10; ++i)
        series->append(i, i * 1000.0);
    chart->addSeries(series);
    auto *x = new QCategoryAxis;
    x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    for (int i = 0; i <= 10; ++i)
        x->append(QString::number(1 << i), i);
    x->setRange(0, 10);
    x->setTitleText(QStringLiteral("Nodes"));
    auto *y = new QValueAxis;
    y->setRange(0, 10000);
    y->setTickCount(11);
    y->setTitleText(QStringLiteral("Tokens/s"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    chart->legend()->setAlignment(Qt::AlignBottom);
    *yOut = y;
    *xOut = x;
    return chart;
}

void settle()
{
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
}

} // namespace

TEST_CASE("a short chart keeps its labels and a large one is the builder's chart")
{
    ChartPanel panel(QStringLiteral("fitChart"));
    QValueAxis *y = nullptr;
    QCategoryAxis *x = nullptr;
    panel.setChart(sampleChart(&y, &x), {});
    panel.resize(520, 170);
    panel.show();
    settle();
    QChart *chart = panel.chart();
    REQUIRE(chart->size().height() < kShortChartPx);
    CHECK(chart->legend()->alignment() == Qt::AlignRight);
    const QRectF plot = chart->plotArea();
    const double labelPx = QFontMetricsF(y->labelsFont()).height();
    CHECK(y->tickCount() < 11);
    CHECK(plot.height() / (y->tickCount() - 1) >= labelPx); // every tick label has a label's height of room
    CHECK(x->categoriesLabels().size() < 11);
    CHECK(x->categoriesLabels().first() == QStringLiteral("1"));

    panel.resize(900, 520);
    settle();
    REQUIRE(chart->size().height() >= kTallChartPx);
    CHECK(chart->legend()->alignment() == Qt::AlignBottom);
    CHECK(y->tickCount() == 11);
    CHECK(x->categoriesLabels().size() == 11);
}

// `panel` showing sampleChart() with `title` on its vertical axis (not yet sized); the axis in `y`.
QChart *showWithAxisTitle(ChartPanel &panel, QValueAxis **y, const QString &title)
{
    QCategoryAxis *x = nullptr;
    QChart *chart = sampleChart(y, &x);
    (*y)->setTitleText(title);
    panel.setChart(chart, {});
    panel.show();
    return chart;
}

TEST_CASE("a chart that cuts an axis title says it whole in its tooltip")
{
    ChartPanel panel(QStringLiteral("tipChart"));
    QValueAxis *y = nullptr;
    const QString full = QStringLiteral("Throughput of the whole cluster in tokens per second (tokens/s)");
    showWithAxisTitle(panel, &y, full);
    panel.resize(520, 170);
    settle();
    REQUIRE(y->titleText() != full); // elided to the plot's height
    CHECK(y->titleText().contains(QChar(0x2026)));
    CHECK(panel.view()->toolTip().contains(full));

    panel.resize(1400, 900);
    settle();
    CHECK(y->titleText() == full);
    CHECK_FALSE(panel.view()->toolTip().contains(full));
}

TEST_CASE("an axis title too long for its side goes on two lines before its unit, and is one line drawn large")
{
    // The Performance tab's memory chart on a 1366 x 768 screen showed "Memor…(bytes)": the vertical axis's title
    // elided in the middle to the plot's height. Where a break gives two lines that fit, both are shown whole.
    ChartPanel panel(QStringLiteral("axisTwoLines"));
    QValueAxis *y = nullptr;
    const QString full = QStringLiteral("Memory per GPU (bytes)");
    const QChart *chart = showWithAxisTitle(panel, &y, full);
    // The case: a plot whose side is shorter than the title and longer than its first line (the height found by
    // growing the panel, so that fonts and styles do not matter).
    const QFontMetricsF fm(y->titleFont());
    const double line = fm.horizontalAdvance(QStringLiteral("Memory per GPU")), whole = fm.horizontalAdvance(full);
    int height = 120;
    for (; height < 600; height += 4) {
        panel.resize(520, height);
        settle();
        if (chart->plotArea().height() > line + 8)
            break;
    }
    const double room = chart->plotArea().height();
    REQUIRE(room > line + 6);
    REQUIRE(room < whole);
    INFO(y->titleText().toStdString());
    CHECK(y->titleText() == QStringLiteral("Memory per GPU<br>(bytes)"));
    CHECK_FALSE(panel.view()->toolTip().contains(full)); // nothing is cut

    panel.resize(1400, 900);
    settle();
    CHECK(y->titleText() == full);

    // Without a break whose lines fit, the middle is elided and the tooltip says it whole (as before).
    panel.resize(520, height);
    settle();
    y->setProperty("aipFullTitle", QVariant());
    const QString unbroken = QStringLiteral("Memory_per_GPU_of_the_fullest_pipeline_rank_in_bytes");
    y->setTitleText(unbroken);
    settle();
    panel.resize(521, height); // a size change runs the fitting again
    settle();
    CHECK(y->titleText().contains(QChar(0x2026)));
    CHECK(panel.view()->toolTip().contains(unbroken));

    // A name too long for a line of its own keeps its unit whole on the second line, the name elided on the first.
    y->setProperty("aipFullTitle", QVariant());
    const QString withUnit = QStringLiteral("Bus bandwidth of the slowest link of every collective (GB/s)");
    y->setTitleText(withUnit);
    panel.resize(520, height);
    settle();
    INFO(y->titleText().toStdString());
    CHECK(y->titleText().endsWith(QStringLiteral("…<br>(GB/s)")));
    CHECK(y->titleText().startsWith(QStringLiteral("Bus")));
    CHECK(panel.view()->toolTip().contains(withUnit));
}

// The break itself (charts/chartfit.h twoLineText()): none needed, none possible, and HTML escaped.
TEST_CASE("twoLineText breaks where both lines fit, and escapes each line")
{
    QFont font;
    font.setPointSize(10);
    const QFontMetricsF fm(font);
    const QString text = QStringLiteral("Bus bandwidth <GPU> (GB/s)");
    CHECK(twoLineText(text, fm, fm.horizontalAdvance(text) + 1).isEmpty());                 // fits: nothing to do
    CHECK(twoLineText(text, fm, fm.horizontalAdvance(QStringLiteral("(GB/s)"))).isEmpty()); // no line fits so short
    CHECK(twoLineText(text, fm, fm.horizontalAdvance(text) * 0.8)
          == QStringLiteral("Bus bandwidth &lt;GPU&gt;<br>(GB/s)"));
    CHECK(twoLineText(QStringLiteral("<b>rich</b> (text)"), fm, 1).isEmpty()); // rich text is left alone
}

#include <QBarSet>
#include <QGraphicsItem>
#include <QHorizontalStackedBarSeries>
#include <QLegendMarker>

TEST_CASE("a short chart's side legend keeps every entry")
{
    // The time-per-step chart of a plan that uses every part: seven entries beside a bar on a 1366 x 768 screen.
    ChartPanel panel(QStringLiteral("legendChart"));
    auto *chart = new QChart;
    applyChartStyle(chart, ChartTheme::Light);
    chart->setTitle(QStringLiteral("Time per step — bottleneck: compute"));
    auto *series = new QHorizontalStackedBarSeries;
    const QStringList parts = {QStringLiteral("Compute"),
                               QStringLiteral("Recompute"),
                               QStringLiteral("Pipeline bubble"),
                               QStringLiteral("Pipeline sends"),
                               QStringLiteral("Exposed DP communication"),
                               QStringLiteral("Optimizer"),
                               QStringLiteral("Expert all-to-all")};
    for (const QString &p : parts) {
        auto *set = new QBarSet(p);
        set->append(1.0);
        series->append(set);
    }
    // A part too thin to see in the bar (breakdownchartbuilder.cpp marks those under 1 % of the step) leaves the short
    // chart's legend.
    auto *thin = new QBarSet(QStringLiteral("Thin part"));
    thin->append(0.001);
    thin->setProperty(kLegendOptional, true);
    series->append(thin);
    chart->addSeries(series);
    chart->createDefaultAxes();
    chart->legend()->setAlignment(Qt::AlignBottom);
    const double homePt = chart->legend()->font().pointSizeF();
    panel.setChart(chart, {});
    panel.resize(745, 200);
    panel.show();
    settle();
    QLegend *legend = chart->legend();
    REQUIRE(chart->size().height() < kShortChartPx);
    REQUIRE(legend->alignment() == Qt::AlignRight);
    // Every entry Qt draws (one item per marker, children of the legend's item group) lies inside the legend.
    int entries = 0;
    for (QGraphicsItem *group : legend->childItems()) {
        for (QGraphicsItem *entry : group->childItems()) {
            if (entry->type() < QGraphicsItem::UserType || !entry->isVisible())
                continue;
            ++entries;
            const QRectF r = entry->mapRectToItem(legend, entry->boundingRect());
            CHECK(r.bottom() <= legend->geometry().height() + 0.5);
        }
    }
    CHECK(entries == int(parts.size())); // the thin part left out
    CHECK_FALSE(legend->markers(series).last()->isVisible());
    CHECK(legend->font().pointSizeF() >= 6.5);

    // Tall again, it is the builder's legend: at the bottom, at its own size.
    panel.resize(745, 600);
    settle();
    CHECK(legend->alignment() == Qt::AlignBottom);
    CHECK(legend->font().pointSizeF() == homePt);
    CHECK(legend->markers(series).last()->isVisible());
}

TEST_CASE("a title wider than its chart goes on two lines at its most even break, and is whole again drawn large")
{
    ChartPanel panel(QStringLiteral("titleChart"));
    QValueAxis *y = nullptr;
    QCategoryAxis *x = nullptr;
    QChart *chart = sampleChart(&y, &x);
    // The memory chart's title for a plan that does not fit, counted rank by rank (charts/memorychartbuilder.cpp).
    const QString full = QStringLiteral("Memory per GPU (pipeline rank 1): 222.2 GB — does not fit in 85.5 GB");
    chart->setTitle(full);
    panel.setChart(chart, {});
    const QFontMetricsF fm(chart->titleFont());
    // Wide enough for either half, not for the whole title.
    const int width = int(fm.horizontalAdvance(full) * 0.7) + 60;
    panel.resize(width, 260);
    panel.show();
    settle();
    INFO(chart->title().toStdString());
    // After the ": ": 33 and 34 characters; after the " — " or before the " (" one line would be far longer.
    CHECK(chart->title() == QStringLiteral("Memory per GPU (pipeline rank 1):<br>222.2 GB — does not fit in 85.5 GB"));
    CHECK(chartFullTitle(chart) == full);
    CHECK_FALSE(chartTitleCut(chart));
    CHECK_FALSE(panel.view()->toolTip().contains(full)); // nothing is cut

    panel.resize(1400, 900);
    settle();
    CHECK(chart->title() == full);

    // A Chinese title breaks after its full-width colon or before its full-width parenthesis (no spaces around them).
    const QString chinese = QStringLiteral("每GPU显存（流水线rank1）：222.2GB超出85.5GB，多出136.7GB");
    chart->setProperty("aipWantedTitle", QVariant());
    chart->setTitle(chinese);
    panel.resize(int(fm.horizontalAdvance(chinese) * 0.7) + 60, 260);
    settle();
    const QStringList lines = chart->title().split(QStringLiteral("<br>"));
    INFO(chart->title().toStdString());
    REQUIRE(lines.size() == 2);
    CHECK((lines.first().endsWith(QChar(0xFF1A)) || lines.last().startsWith(QChar(0xFF08))));
    CHECK(lines.join(QString()) == chinese);
    CHECK_FALSE(chartTitleCut(chart));

    // A title with nowhere to break keeps its one line, which Qt cuts; the tooltip says it whole.
    const QString unbroken = QStringLiteral("Throughput_against_node_count_for_every_strategy_the_search_considered");
    chart->setProperty("aipWantedTitle", QVariant());
    chart->setTitle(unbroken);
    panel.resize(int(fm.horizontalAdvance(unbroken) * 0.6), 260);
    settle();
    CHECK(chart->title() == unbroken);
    CHECK(chartTitleCut(chart));
    CHECK(panel.view()->toolTip().contains(unbroken));
}
