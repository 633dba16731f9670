// The TCO and step-time charts carry the models' numbers unchanged, and export to PNG, SVG and CSV without a window.
#include "charts/breakdownchartbuilder.h"
#include "charts/chartfit.h"
#include "charts/chartrender.h"
#include "charts/tcochartbuilder.h"
#include "common/formatting.h"
#include "tco/perfthroughputsource.h"
#include "test_charts_fixture.h"

#include <QBarSet>
#include <QChartView>
#include <QCoreApplication>
#include <QFileInfo>
#include <QHorizontalStackedBarSeries>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPainter>
#include <QScatterSeries>
#include <QSvgRenderer>
#include <QToolTip>

#include <memory>

using namespace aip;

namespace {
tco::PlanTco smallTco()
{
    tco::PerfThroughputSource source;
    return tco::tcoForPlan(chartstest::smallPlan(), *chartstest::catalog(), &source);
}
} // namespace

TEST_CASE("the TCO chart's lines are the model's monthly cumulative costs, owned and per cloud option")
{
    const tco::PlanTco t = smallTco();
    INFO(t.errors.join(QLatin1Char('\n')).toStdString());
    REQUIRE(t.ok());
    REQUIRE(t.result.cloud.size() == 2);
    std::unique_ptr<QChart> chart(charts::buildTcoChart(t));
    CHECK(chart->animationOptions() == QChart::NoAnimation);

    auto *owned = chartstest::seriesNamed(chart.get(), QCoreApplication::translate("aip::charts", "Owned cluster"));
    REQUIRE(owned);
    CHECK(chartstest::yValues(owned) == t.result.owned.monthly);
    CHECK(chartstest::yValues(owned).size() == t.result.horizonMonths());
    for (const tco::CloudCost &c : t.result.cloud) {
        auto *s = chartstest::seriesNamed(chart.get(), charts::cloudOptionName(c));
        REQUIRE(s);
        CHECK(chartstest::yValues(s) == c.monthly);
    }
    // Axis titles carry units.
    QStringList titles;
    for (QAbstractAxis *a : chart->axes())
        titles.append(a->titleText());
    CHECK(titles.contains(QStringLiteral("Month")));
    // The money axis is titled with its currency; the chart's title says it is the cumulative cost.
    CHECK(titles.contains(QStringLiteral("USD")));
    CHECK(chart->title().contains(QStringLiteral("Cumulative cost")));
}

TEST_CASE("the TCO chart marks each option's break-even month on the owned line")
{
    const tco::PlanTco t = smallTco();
    std::unique_ptr<QChart> chart(charts::buildTcoChart(t));
    QList<QPointF> expected;
    for (const tco::CloudCost &c : t.result.cloud) {
        if (c.breakEvenMonth)
            expected.append(QPointF(*c.breakEvenMonth, t.result.owned.monthly.at(*c.breakEvenMonth - 1)));
    }
    auto *marks = qobject_cast<QScatterSeries *>(
        chartstest::seriesNamed(chart.get(), QCoreApplication::translate("aip::charts", "Break-even")));
    if (expected.isEmpty()) {
        CHECK(marks == nullptr);
    } else {
        REQUIRE(marks);
        CHECK(marks->points() == expected);
    }
}

TEST_CASE("the TCO chart's CSV has one row per month with the model's figures")
{
    const tco::PlanTco t = smallTco();
    const charts::ChartTable table = charts::tcoChartTable(t);
    REQUIRE(table.rows.size() == t.result.owned.monthly.size());
    CHECK(table.columns.size() == 2 + t.result.cloud.size());
    for (int m = 0; m < table.rows.size(); ++m) {
        CHECK(table.rows.at(m).at(0).toInt() == m + 1);
        CHECK(table.rows.at(m).at(1).toDouble() == t.result.owned.monthly.at(m));
        CHECK(table.rows.at(m).at(2).toDouble() == t.result.cloud.at(0).monthly.at(m));
    }
    // The CSV text reads back to the same doubles.
    const QStringList lines = table.toCsv().split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    REQUIRE(lines.size() == table.rows.size() + 1);
    CHECK(lines.at(12).split(QLatin1Char(',')).at(1).toDouble() == t.result.owned.monthly.at(11));
}

TEST_CASE("the step-time breakdown chart stacks the model's parts, which add up to the step time")
{
    const Plan plan = chartstest::smallPlan();
    const PlanEvaluation ev = evaluatePlan(plan, *chartstest::catalog());
    REQUIRE(ev.perf.has_value());
    REQUIRE(ev.perf->ok());
    std::unique_ptr<QChart> chart(charts::buildBreakdownChart(*ev.perf));
    CHECK(chart->title().contains(ev.perf->bottleneck));
    REQUIRE(chart->series().size() == 1);
    auto *bars = qobject_cast<QHorizontalStackedBarSeries *>(chart->series().first());
    REQUIRE(bars);
    const QList<charts::BreakdownPart> parts = charts::breakdownParts(ev.perf->breakdown);
    REQUIRE(bars->barSets().size() == parts.size());
    double sum = 0;
    for (int i = 0; i < parts.size(); ++i) {
        CHECK(bars->barSets().at(i)->label() == parts.at(i).label);
        CHECK(bars->barSets().at(i)->at(0) == parts.at(i).seconds);
        sum += bars->barSets().at(i)->at(0);
    }
    CHECK(bars->barSets().at(0)->at(0) == ev.perf->breakdown.computeS);
    CHECK(bars->barSets().at(5)->at(0) == ev.perf->breakdown.dpCommExposedS);
    CHECK(sum == Approx(ev.perf->stepTimeS).epsilon(1e-9));
    // A part that takes no time has no legend entry, also once the chart is fitted to a large size (which shows the
    // entries of parts too thin to see again): its marker would be a bare colour square over the first entry.
    QChart *shown = chart.release(); // the view owns it now
    QChartView view(shown);
    view.resize(900, 600);
    view.show();
    QCoreApplication::processEvents();
    charts::fitChartToSize(shown, true);
    int zero = 0;
    for (int i = 0; i < parts.size(); ++i) {
        const QList<QLegendMarker *> markers = shown->legend()->markers(bars);
        REQUIRE(markers.size() == parts.size());
        if (parts.at(i).seconds <= 0) {
            ++zero;
            CHECK_FALSE(markers.at(i)->isVisible());
            CHECK_FALSE(bars->barSets().at(i)->property(charts::kLegendOptional).toBool());
        } else {
            CHECK(markers.at(i)->isVisible());
        }
    }
    CHECK(zero > 0); // the small plan has no pipeline, no offload, no MoE: parts at zero
    const charts::ChartTable table = charts::breakdownChartTable(*ev.perf);
    CHECK(table.rows.last().at(2).toDouble() == ev.perf->stepTimeS);
}

TEST_CASE("charts export to PNG, SVG and CSV without a window, and paint into any rectangle")
{
    const tco::PlanTco t = smallTco();
    std::unique_ptr<QChart> chart(charts::buildTcoChart(t));
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("tco.png"));
    const QString svg = dir.filePath(QStringLiteral("tco.svg"));
    const QString csv = dir.filePath(QStringLiteral("tco.csv"));
    CHECK(charts::saveChartPng(chart.get(), QSize(800, 500), png).isEmpty());
    CHECK(charts::saveChartSvg(chart.get(), QSize(800, 500), svg).isEmpty());
    CHECK(charts::tcoChartTable(t).saveCsv(csv).isEmpty());

    QImage image(png);
    REQUIRE_FALSE(image.isNull());
    CHECK(image.width() == 1600); // 2x for sharp copies
    // Not blank: the owned line's colour appears somewhere.
    bool sawOwned = false;
    const QColor owned = charts::ownedColor();
    for (int y = 0; y < image.height() && !sawOwned; y += 2) {
        for (int x = 0; x < image.width() && !sawOwned; x += 2)
            sawOwned = image.pixelColor(x, y) == owned;
    }
    CHECK(sawOwned);

    QSvgRenderer renderer(svg);
    CHECK(renderer.isValid());
    CHECK(aiptest::readFile(svg).contains("<svg"));
    CHECK(aiptest::readFile(csv).startsWith("month,owned_usd,"));

    // A PDF-like target: a painter on an image at an offset rectangle; the chart is left without a scene after.
    QImage page(1000, 1000, QImage::Format_ARGB32);
    page.fill(Qt::white);
    QPainter painter(&page);
    charts::renderChart(chart.get(), &painter, QRectF(100, 200, 600, 400));
    painter.end();
    CHECK(chart->scene() == nullptr);
    CHECK(page.pixelColor(50, 50) == QColor(Qt::white));
    CHECK(page.pixelColor(800, 700) == QColor(Qt::white));
    int inked = 0;
    for (int y = 200; y < 600; y += 3) {
        for (int x = 100; x < 700; x += 3)
            inked += page.pixelColor(x, y) != QColor(Qt::white) ? 1 : 0;
    }
    CHECK(inked > 500);
}

TEST_CASE("exports report an unwritable path instead of failing silently")
{
    const tco::PlanTco t = smallTco();
    std::unique_ptr<QChart> chart(charts::buildTcoChart(t));
    const QString bad = QStringLiteral("/nonexistent-dir/sub/x.png");
    CHECK_FALSE(charts::saveChartPng(chart.get(), QSize(400, 300), bad).isEmpty());
    CHECK_FALSE(charts::tcoChartTable(t).saveCsv(QStringLiteral("/nonexistent-dir/x.csv")).isEmpty());
}

TEST_CASE("hovering a line shows the exact figure and, for the owned line, the formula behind it")
{
    const tco::PlanTco t = smallTco();
    std::unique_ptr<QChart> chart(charts::buildTcoChart(t));
    auto *owned = qobject_cast<QLineSeries *>(
        chartstest::seriesNamed(chart.get(), QCoreApplication::translate("aip::charts", "Owned cluster")));
    REQUIRE(owned);
    emit owned->hovered(QPointF(12.2, 0), true);
    const QString tip = QToolTip::text();
    CHECK(tip.contains(QStringLiteral("month 12")));
    CHECK(tip.contains(fmt::money(t.result.owned.monthly.at(11), QStringLiteral("USD"))));
    CHECK(tip.contains(fmt::money(t.result.owned.capex, QStringLiteral("USD"))));
    emit owned->hovered(QPointF(12.2, 0), false);
}

TEST_CASE("the TCO chart draws each break-even band along the owned line, from its earliest to its latest month")
{
    const tco::PlanTco t = smallTco();
    REQUIRE(t.bands.size() == t.result.cloud.size());
    std::unique_ptr<QChart> chart(charts::buildTcoChart(t));
    QList<QLineSeries *> bands;
    for (QAbstractSeries *s : chart->series()) {
        if (s->name() == QCoreApplication::translate("aip::charts", "Break-even range"))
            bands.append(qobject_cast<QLineSeries *>(s));
    }
    int expected = 0;
    for (const tco::BreakEvenBand &b : t.bands) {
        if (!b.earliest)
            continue;
        REQUIRE(expected < bands.size());
        const QLineSeries *s = bands.at(expected++);
        const int last = b.openEnded ? int(t.result.owned.monthly.size()) : *b.latest;
        REQUIRE(s->count() == last - *b.earliest + 1);
        CHECK(s->at(0) == QPointF(*b.earliest, t.result.owned.monthly.at(*b.earliest - 1)));
        CHECK(s->at(s->count() - 1).x() == last);
    }
    CHECK(bands.size() == expected);
}
