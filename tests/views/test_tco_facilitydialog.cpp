// The facility editor of the Cost tab: each field change is one undoable plan command that writes the plan's
// `facility`, undo restores the plan and the fields, the limits come from the facility's field-table entries, and
// the TCO then uses the chosen cooling's PUE.
#include "analysis/planevaluation.h"
#include "document/plandocument.h"
#include "facility/coolingcheck.h"
#include "facility/facilitydialog.h"
#include "tabs/tcotab.h"
#include "test_charts_fixture.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QUndoStack>

using namespace aip;

namespace {

QJsonObject facilityJson(const PlanDocument &doc)
{
    return doc.plan().extra.value(QStringLiteral("facility")).toObject();
}

} // namespace

TEST_CASE("facility editor: each change is an undoable plan command and the TCO follows the cooling")
{
    PlanDocument doc;
    Plan plan = chartstest::smallPlan();
    plan.costs.pue.reset(); // the cooling sets the PUE when the plan's costs do not
    doc.reset(plan, {});
    const Plan before = doc.plan();
    REQUIRE_FALSE(before.extra.contains(QStringLiteral("facility")));
    FacilityDialog dialog(&doc);
    CHECK(dialog.coolingBox()->currentData().toString().isEmpty()); // not set
    CHECK(dialog.rackKwBox()->value() == 0.0);

    const int dlc = dialog.coolingBox()->findData(QStringLiteral("direct_liquid"));
    REQUIRE(dlc > 0);
    dialog.coolingBox()->setCurrentIndex(dlc);
    CHECK(doc.undoStack()->count() == 1);
    CHECK(facilityJson(doc).value(QStringLiteral("cooling")).toString() == QLatin1String("direct_liquid"));
    CHECK(dialog.summaryLabel()->text().contains(
        QLocale().toString(facility::coolingPue(facility::Cooling::DirectLiquid), 'f', 2)));

    dialog.rackKwBox()->setValue(60.0);
    dialog.serversPerRackBox()->setValue(4);
    dialog.feedsBox()->setCurrentIndex(1);
    CHECK(doc.undoStack()->count() == 4);
    const QJsonObject f = facilityJson(doc);
    CHECK(f.value(QStringLiteral("rack_kw_limit")).toDouble() == 60.0);
    CHECK(f.value(QStringLiteral("servers_per_rack")).toInt() == 4);
    CHECK(f.value(QStringLiteral("feeds")).toString() == QLatin1String("a+b"));
    CHECK(facility::facilityOf(doc.plan()).errors.isEmpty());

    // The TCO of the edited plan uses the liquid cooling's PUE (the plan sets none of its own).
    const PlanEvaluation ev = evaluatePlan(doc.plan(), *chartstest::catalog());
    REQUIRE(ev.tco.has_value());
    CHECK(ev.tco->result.settings.pue == Approx(facility::coolingPue(facility::Cooling::DirectLiquid)));

    // Undo takes each step back and the dialog shows the plan again.
    doc.undoStack()->undo();
    CHECK(dialog.feedsBox()->currentIndex() == 0);
    doc.undoStack()->undo();
    CHECK(dialog.serversPerRackBox()->value() == 0);
    doc.undoStack()->undo();
    CHECK(dialog.rackKwBox()->value() == 0.0);
    doc.undoStack()->undo();
    CHECK(dialog.coolingBox()->currentData().toString().isEmpty());
    CHECK(doc.plan() == before);
}

TEST_CASE("facility editor: the limits come from the field table and a rack over its cooling is flagged")
{
    PlanDocument doc;
    doc.reset(chartstest::smallPlan(), {});
    FacilityDialog dialog(&doc);
    CHECK(dialog.rackKwBox()->maximum() == facility::rackKwLimitField().max);
    CHECK(dialog.serversPerRackBox()->maximum() == int(facility::serversPerRackField().max));
    // Typing in one field merges into one undo step.
    dialog.rackKwBox()->setValue(30.0);
    dialog.rackKwBox()->setValue(80.0);
    CHECK(doc.undoStack()->count() == 1);
    // 80 kW with the default (air) cooling: the summary says it is more than air removes.
    CHECK(dialog.summaryLabel()->text().contains(QStringLiteral("more than this cooling removes")));
    dialog.coolingBox()->setCurrentIndex(dialog.coolingBox()->findData(QStringLiteral("direct_liquid")));
    CHECK_FALSE(dialog.summaryLabel()->text().contains(QStringLiteral("more than this cooling removes")));
}

TEST_CASE("facility editor: the Cost tab opens it")
{
    PlanDocument doc;
    doc.reset(chartstest::smallPlan(), {});
    TcoTab tab(&doc);
    auto *button = tab.findChild<QPushButton *>(QStringLiteral("facilityButton"));
    REQUIRE(button);
    button->click();
    auto *dialog = tab.findChild<FacilityDialog *>(QStringLiteral("facilityDialog"));
    REQUIRE(dialog);
    CHECK(dialog->isVisible());
    dialog->close();
}

TEST_CASE("facility editor: the floor rating writes facility.floor_kpa within the field table's limits")
{
    PlanDocument doc;
    doc.reset(chartstest::smallPlan(), {});
    FacilityDialog dialog(&doc);
    QDoubleSpinBox *floor = dialog.floorKpaBox();
    CHECK(floor->value() == 0.0); // not set: the default rating
    CHECK(floor->maximum() == facility::floorKpaField().max);
    CHECK(dialog.summaryLabel()->text().contains(QStringLiteral("TIA-942")));

    floor->setValue(20.0);
    CHECK(doc.undoStack()->count() == 1);
    CHECK(facilityJson(doc).value(QStringLiteral("floor_kpa")).toDouble() == 20.0);
    CHECK(facility::floorRatingKpa(facility::facilityOf(doc.plan())) == 20.0);
    CHECK(dialog.summaryLabel()->text().contains(QStringLiteral("facility.floor_kpa")));

    // Below the field's minimum (1 kPa) is not written: the box shows the plan's value again.
    floor->setValue(0.5);
    CHECK(doc.undoStack()->count() == 1);
    CHECK(floor->value() == 20.0);

    // Undo and redo move the box with the plan.
    doc.undoStack()->undo();
    CHECK(floor->value() == 0.0);
    CHECK_FALSE(facilityJson(doc).contains(QStringLiteral("floor_kpa")));
    doc.undoStack()->redo();
    CHECK(floor->value() == 20.0);

    // Back to 0: the member goes.
    floor->setValue(0.0);
    CHECK_FALSE(facilityJson(doc).contains(QStringLiteral("floor_kpa")));
}
