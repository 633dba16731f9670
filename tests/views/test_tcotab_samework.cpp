// The Cost tab on the same-work method: each cloud option's always-on cost and price date beside its same-work
// figures, the break-even month with its band, and a line saying how each side was sized.
#include "analysis/planevaluation.h"
#include "document/plandocument.h"
#include "tabs/tcotab.h"
#include "test_charts_fixture.h"

#include <QLabel>
#include <QTableWidget>

using namespace aip;

TEST_CASE("the Cost tab shows always-on beside same work, the price dates, the band and the sizing")
{
    PlanDocument doc;
    doc.reset(chartstest::smallPlan(), {});
    const PlanEvaluation ev = evaluatePlan(doc.plan(), *chartstest::catalog());
    REQUIRE(ev.tco.has_value());
    TcoTab tab(&doc);
    tab.showEvaluation(ev);
    const tco::PlanTco &t = *ev.tco;
    QTableWidget *units = tab.unitTable();
    REQUIRE(units->rowCount() == 1 + t.result.cloud.size());
    for (int i = 0; i < t.result.cloud.size(); ++i) {
        const tco::CloudCost &c = t.result.cloud.at(i);
        CHECK(units->item(i + 1, TcoTab::Total)->data(TcoTab::RawValueRole).toDouble() == c.total);
        CHECK(units->item(i + 1, TcoTab::AlwaysOn)->data(TcoTab::RawValueRole).toDouble() == c.alwaysOnTotal);
        CHECK(units->item(i + 1, TcoTab::PriceDate)->data(TcoTab::RawValueRole).toString() == c.in.priceDate);
        const tco::BreakEvenBand &b = t.bands.at(i);
        if (c.breakEvenMonth && b.earliest && b.latest && *b.latest > *b.earliest && !b.openEnded)
            CHECK(units->item(i + 1, TcoTab::BreakEven)
                      ->text()
                      .contains(QStringLiteral("%1–%2").arg(*b.earliest).arg(*b.latest)));
    }
    CHECK(units->item(0, TcoTab::AlwaysOn)->text().isEmpty()); // the owned row has no always-on view
    if (t.result.deliveredWork > 0) {
        CHECK(tab.sizingLabel()->text().contains(QStringLiteral("Same work")));
        CHECK(tab.sizingLabel()->text().contains(QStringLiteral("always on")));
    }
}
