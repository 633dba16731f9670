// Not a test: writes every chart of the example plan as PNG and SVG to $AIP_CHART_DUMP, for looking at them.
// Hidden ([.]); run with  AIP_CHART_DUMP=/tmp/charts ./build/tests/test_views "[.dump]"
#include "charts/breakdownchartbuilder.h"
#include "charts/chartrender.h"
#include "charts/tcochartbuilder.h"
#include "test_charts_fixture.h"

#include <QDir>
#include <QElapsedTimer>

#include <memory>

using namespace aip;

TEST_CASE("dump the example plan's charts", "[.dump]")
{
    const QString out = qEnvironmentVariable("AIP_CHART_DUMP");
    REQUIRE_FALSE(out.isEmpty());
    QDir().mkpath(out);
    const PlanEvaluation ev = evaluatePlan(chartstest::loadPlan(chartstest::examplePath()), *chartstest::catalog());
    auto save = [&out](QChart *c, const QString &name) {
        std::unique_ptr<QChart> chart(c);
        CHECK(charts::saveChartPng(chart.get(), QSize(900, 520), out + QLatin1Char('/') + name + QStringLiteral(".png"))
                  .isEmpty());
        CHECK(charts::saveChartSvg(chart.get(), QSize(900, 520), out + QLatin1Char('/') + name + QStringLiteral(".svg"))
                  .isEmpty());
    };
    REQUIRE(ev.tco.has_value());
    save(charts::buildTcoChart(*ev.tco), QStringLiteral("tco"));
    save(charts::buildTcoChart(*ev.tco, charts::ChartTheme::Dark), QStringLiteral("tco-dark"));
    REQUIRE(ev.perf.has_value());
    save(charts::buildBreakdownChart(*ev.perf), QStringLiteral("breakdown-example"));
    const PlanEvaluation small = evaluatePlan(chartstest::smallPlan(), *chartstest::catalog());
    REQUIRE(small.perf.has_value());
    save(charts::buildBreakdownChart(*small.perf), QStringLiteral("breakdown"));
    REQUIRE(small.tco.has_value());
    save(charts::buildTcoChart(*small.tco), QStringLiteral("tco-small"));
}

// Not a test either: how long edit -> model -> chart data takes for a 1,000-node plan (benchmarks/ links only the
// model library, so this lives here). Run with  ./build/tests/test_views "[.timing]" -s
TEST_CASE("time edit to chart data on a 1000-node plan", "[.timing]")
{
    QByteArray json = chartstest::smallPlanJson();
    json.replace("\"count\":4", "\"count\":1000");
    const PlanReadResult r = readPlan(json);
    REQUIRE(r.ok());
    QElapsedTimer timer;
    timer.start();
    const PlanEvaluation ev = evaluatePlan(*r.plan, *chartstest::catalog());
    const qint64 model = timer.nsecsElapsed();
    REQUIRE(ev.perf.has_value());
    REQUIRE(ev.tco.has_value());
    timer.restart();
    std::unique_ptr<QChart> a(charts::buildBreakdownChart(*ev.perf));
    std::unique_ptr<QChart> b(charts::buildTcoChart(*ev.tco));
    const charts::ChartTable ta = charts::breakdownChartTable(*ev.perf);
    const charts::ChartTable tb = charts::tcoChartTable(*ev.tco);
    const qint64 chartsNs = timer.nsecsElapsed();
    WARN("1000 nodes: evaluatePlan " << model / 1e6 << " ms, breakdown + TCO charts and tables " << chartsNs / 1e6
                                     << " ms");
    CHECK(tb.rows.size() == ev.tco->result.owned.monthly.size());
}
