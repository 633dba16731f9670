// Power and cooling (issue 21, item 2): a rack that draws more than its cooling removes is an error; feeds and PDUs
// per rack; the cooling's PUE range. The findings are one source of the rule book (planFindings, which the GUI,
// `check` and the PDF read): the last case checks that planFindings reports them.
#include "analysis/planfindings.h"
#include "facility/coolingcheck.h"
#include "facility/facility.h"
#include "rules/compatibilityrules.h"
#include "support/testsupport.h"
#include "tco/plantco.h"

#include <QJsonObject>
#include <QRegularExpression>

#include <algorithm>

using namespace aip;
using facility::Cooling;

namespace {

// A DGX H100-like complete system: 8 x 700 W GPUs and a base of 4,600 W, 10.2 kW in all (the DGX H100's
// maximum system power, NVIDIA DGX H100 user guide), 8U; and a 4U server of 10 kW for 80 kW racks.
PartCatalog catalog()
{
    PartCatalog cat;
    Part gpu;
    gpu.sku = QStringLiteral("gpu-700w");
    gpu.category = PartCategory::Gpu;
    gpu.model = QStringLiteral("GPU 700 W");
    gpu.price = 25000;
    gpu.gpu.tdpW = 700;
    gpu.gpu.formFactor = GpuFormFactor::Sxm;
    gpu.gpu.baseboard = QStringLiteral("sxm5");
    cat.add(gpu);
    Part dgx;
    dgx.sku = QStringLiteral("dgx-h100-test");
    dgx.category = PartCategory::Chassis;
    dgx.model = QStringLiteral("DGX H100");
    dgx.price = 300000;
    dgx.chassis.completeSystem = true;
    dgx.chassis.basePowerW = 4600;
    dgx.chassis.rackUnits = 8;
    dgx.chassis.gpuSlotKind = GpuSlotKind::SxmBaseboard;
    dgx.chassis.gpuSlots = 8;
    dgx.chassis.baseboard = QStringLiteral("sxm5");
    dgx.chassis.builtIn = {{QStringLiteral("gpu-700w"), 8}};
    cat.add(dgx);
    Part dense = dgx;
    dense.sku = QStringLiteral("dense-4u-test");
    dense.model = QStringLiteral("Dense 4U");
    dense.chassis.basePowerW = 4400; // 10.0 kW
    dense.chassis.rackUnits = 4;
    cat.add(dense);
    return cat;
}

Plan plan(const char *chassis, int nodes, const QJsonObject &facility)
{
    Plan p;
    ServerSpec s;
    s.id = QStringLiteral("node");
    s.chassis = QLatin1String(chassis);
    s.count = nodes;
    p.servers = {s};
    p.extra.insert(QStringLiteral("facility"), facility);
    return p;
}

// The compatibility rules and the facility's findings, the two rule-book sources a rack's findings come from.
QList<Finding> findings(const Plan &p, const PartCatalog &cat)
{
    QList<Finding> all = checkPlan(p, cat);
    all += facility::facilityFindings(p, resolveServers(p, cat));
    return all;
}

// The errors, for the failure message.
std::string errorText(const QList<Finding> &all)
{
    QStringList out;
    for (const Finding &f : all) {
        if (f.severity == Severity::Error)
            out << f.code + QStringLiteral(": ") + f.message;
    }
    return out.join(QStringLiteral(" | ")).toStdString();
}

QList<Finding> withCode(const QList<Finding> &all, const char *code)
{
    QList<Finding> out;
    for (const Finding &f : all) {
        if (f.code == QLatin1String(code))
            out.append(f);
    }
    return out;
}

} // namespace

TEST_CASE("cooling: 8 DGX H100 in one air-cooled rack are an error that gives the reason")
{
    const PartCatalog cat = catalog();
    const Plan p = plan("dgx-h100-test", 8,
                        {{QStringLiteral("cooling"), QStringLiteral("air")}, {QStringLiteral("servers_per_rack"), 8}});
    const QList<Finding> all = findings(p, cat);
    CHECK(hasErrors(all));
    const QList<Finding> cooling = withCode(all, "rack-cooling");
    REQUIRE(cooling.size() == 1);
    const Finding &f = cooling.first();
    CHECK(f.severity == Severity::Error);
    CHECK(f.serverId == QLatin1String("node"));
    // The reason with its numbers: 8 x 10.2 kW = 81.6 kW against the 41 kW air removes.
    CHECK(f.message.contains(QLatin1String("8 x DGX H100")));
    CHECK(f.message.contains(QLatin1String("10.2 kW max each")));
    CHECK(f.message.contains(QLatin1String("81.6 kW")));
    CHECK(f.message.contains(QString::number(facility::coolingMaxRackKw(Cooling::Air), 'f', 1)));
    CHECK(f.reason.contains(QLatin1String("DGX SuperPOD")));
    // 64U of servers in a 42U rack: told how they are packed instead (a warning, not a second error).
    const QList<Finding> per = withCode(all, "servers-per-rack");
    REQUIRE(per.size() == 1);
    CHECK(per.first().severity == Severity::Warning);

    // Four per rack (40.8 kW, NVIDIA's air-cooled DGX H100 rack) is not a cooling error.
    const Plan four = plan("dgx-h100-test", 8,
                           {{QStringLiteral("cooling"), QStringLiteral("air")},
                            {QStringLiteral("servers_per_rack"), 4},
                            {QStringLiteral("rack_kw_limit"), 41}});
    const QList<Finding> fine = findings(four, cat);
    CHECK(withCode(fine, "rack-cooling").isEmpty());
    CHECK(withCode(fine, "servers-per-rack").isEmpty());

    // In a Chinese interface the finding names the chassis as the other rules do: by its Chinese name.
    PartCatalog zhCat = cat;
    Part chassis = *cat.find(QStringLiteral("dgx-h100-test"));
    chassis.nameZh = QStringLiteral("测试用八卡服务器");
    zhCat.add(chassis);
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    const QList<Finding> zh = withCode(findings(p, zhCat), "rack-cooling");
    QLocale::setDefault(before);
    REQUIRE(zh.size() == 1);
    CHECK(zh.first().message.contains(chassis.nameZh));
    CHECK_FALSE(zh.first().message.contains(chassis.model));
    INFO(errorText(fine));
    CHECK_FALSE(hasErrors(fine));
}

TEST_CASE("cooling: an 80 kW air-cooled rack is an error, the same rack with direct liquid cooling is not")
{
    const PartCatalog cat = catalog();
    // 8 x 10 kW (4U each) in racks of 80 kW: one rack of 80 kW.
    const QJsonObject air{{QStringLiteral("cooling"), QStringLiteral("air")}, {QStringLiteral("rack_kw_limit"), 80}};
    const Plan airPlan = plan("dense-4u-test", 8, air);
    const QList<Finding> airFindings = findings(airPlan, cat);
    const QList<Finding> hot = withCode(airFindings, "rack-cooling");
    REQUIRE(hot.size() == 1);
    CHECK(hot.first().severity == Severity::Error);
    CHECK(hot.first().message.contains(QLatin1String("80.0 kW")));
    CHECK(hasErrors(airFindings));

    QJsonObject liquid = air;
    liquid.insert(QStringLiteral("cooling"), QStringLiteral("direct_liquid"));
    const Plan dlcPlan = plan("dense-4u-test", 8, liquid);
    const QList<Finding> dlcFindings = findings(dlcPlan, cat);
    CHECK(withCode(dlcFindings, "rack-cooling").isEmpty());
    CHECK(withCode(dlcFindings, "rack-cooling-limit").isEmpty());
    INFO(errorText(dlcFindings));
    CHECK_FALSE(hasErrors(dlcFindings));
    // The TCO counts the liquid-cooled hall at its cooling's PUE.
    const tco::PlanTco t = tco::tcoForPlan(dlcPlan, cat, nullptr);
    CHECK(t.result.settings.pue == Approx(facility::coolingPue(Cooling::DirectLiquid)));
}

TEST_CASE("cooling: a rack limit above what the cooling removes is a warning until a rack reaches it")
{
    const PartCatalog cat = catalog();
    const QJsonObject air{{QStringLiteral("cooling"), QStringLiteral("air")}, {QStringLiteral("rack_kw_limit"), 80}};
    const QList<Finding> two = findings(plan("dense-4u-test", 2, air), cat); // 20 kW
    CHECK(withCode(two, "rack-cooling").isEmpty());
    const QList<Finding> limit = withCode(two, "rack-cooling-limit");
    REQUIRE(limit.size() == 1);
    CHECK(limit.first().severity == Severity::Warning);
    INFO(errorText(two));
    CHECK_FALSE(hasErrors(two));
    // Five nodes fill a rack to 50 kW: now the error, and the warning is not repeated.
    const QList<Finding> five = findings(plan("dense-4u-test", 5, air), cat);
    CHECK(withCode(five, "rack-cooling").size() == 1);
    CHECK(withCode(five, "rack-cooling-limit").isEmpty());
}

TEST_CASE("cooling: feeds and PDUs per rack, A+B doubling them")
{
    CHECK(facility::pdusPerRack(10.0, false) == 1);
    CHECK(facility::pdusPerRack(facility::kPduKw, false) == 1);
    CHECK(facility::pdusPerRack(40.8, false) == 3); // ceil(40.8 / 17.3)
    CHECK(facility::pdusPerRack(40.8, true) == 6);
    const PartCatalog cat = catalog();
    const QJsonObject ab{{QStringLiteral("cooling"), QStringLiteral("direct_liquid")},
                         {QStringLiteral("feeds"), QStringLiteral("a+b")}};
    const QList<Finding> all = findings(plan("dense-4u-test", 8, ab), cat);
    const QList<Finding> dist = withCode(all, "rack-power-distribution");
    REQUIRE(dist.size() == 1);
    CHECK(dist.first().severity == Severity::Info);
    // 8 x 10 kW in the 80 kW racks of direct liquid cooling: 80 kW on 2 feeds, 2 x ceil(80 / 17.3) = 10 PDUs.
    CHECK(dist.first().message.contains(QLatin1String("80.0 kW on A+B feeds: 10 PDUs of 17.3 kW per rack")));
    // One rack (8 x 10 kW in 80 kW), its floor with the aisles: 0.6 m x (1.1 m + 1.22 m).
    CHECK(facility::kFloorM2PerRack == Approx(1.392));
    CHECK(dist.first().message.contains(QLatin1String("The rack takes about 1.4 m2")));
}

TEST_CASE("cooling: each cooling's default PUE and rack power lie within its published range and maximum")
{
    double lastMax = 0;
    for (Cooling c : {Cooling::Air, Cooling::RearDoor, Cooling::DirectLiquid, Cooling::Immersion}) {
        INFO(facility::coolingName(c).toStdString());
        const facility::PueRange r = facility::coolingPueRange(c);
        CHECK(r.low >= 1.0);
        CHECK(r.low < r.high);
        CHECK(facility::coolingPue(c) >= r.low);
        CHECK(facility::coolingPue(c) <= r.high);
        CHECK(facility::coolingRackKw(c) <= facility::coolingMaxRackKw(c));
        CHECK(facility::coolingMaxRackKw(c) > lastMax); // denser with each cooling
        lastMax = facility::coolingMaxRackKw(c);
        CHECK_FALSE(facility::coolingMaxRackKwSource(c).isEmpty());
        CHECK_FALSE(facility::coolingPueRangeSource(c).isEmpty());
    }
}

TEST_CASE("cooling: the facility written by setFacility reads back, keeps other members and goes when empty")
{
    Plan p;
    p.extra.insert(QStringLiteral("facility"), QJsonObject{{QStringLiteral("note"), QStringLiteral("hall 2")}});
    facility::Facility f;
    f.cooling = Cooling::Immersion;
    f.rackKwLimit = 120.5;
    f.serversPerRack = 6;
    f.dualFeeds = true;
    facility::setFacility(p, f);
    const facility::Facility back = facility::facilityOf(p);
    CHECK(back.errors.isEmpty());
    CHECK(back.cooling == Cooling::Immersion);
    CHECK(back.rackKwLimit == 120.5);
    CHECK(back.serversPerRack == 6);
    CHECK(back.dualFeeds);
    CHECK(p.extra.value(QStringLiteral("facility")).toObject().value(QStringLiteral("note")).toString()
          == QLatin1String("hall 2"));
    // Back to nothing set: the members go, the feeds say "a" since the file named its feeds.
    facility::setFacility(p, facility::Facility());
    const QJsonObject single = p.extra.value(QStringLiteral("facility")).toObject();
    CHECK(single.keys() == QStringList{QStringLiteral("feeds"), QStringLiteral("note")});
    CHECK(single.value(QStringLiteral("feeds")).toString() == QLatin1String("a"));
    p.extra.remove(QStringLiteral("facility"));
    facility::setFacility(p, facility::Facility());
    CHECK_FALSE(p.extra.contains(QStringLiteral("facility")));
    // The limits are the field-table entries' (out of range: an error of the facility, not a value).
    p.extra.insert(QStringLiteral("facility"), QJsonObject{{QStringLiteral("rack_kw_limit"), 0.05}});
    CHECK_FALSE(facility::facilityOf(p).errors.isEmpty());
    CHECK_FALSE(planfields::accepts(facility::rackKwLimitField(), 0.05));
    CHECK(planfields::accepts(facility::serversPerRackField(), 1000));
    CHECK_FALSE(planfields::accepts(facility::serversPerRackField(), 2.5));
}

TEST_CASE("cooling: each PUE and PUE range names a publication with its year or says it is an estimate")
{
    // A reviewer reads these in the assumptions table: a figure is either a publication's (named, with a year) or
    // an estimate that says so; none rests on a vendor's claim alone.
    static const QRegularExpression year(QStringLiteral(R"(\b(19|20)\d\d\b)"));
    for (Cooling c : {Cooling::Air, Cooling::RearDoor, Cooling::DirectLiquid, Cooling::Immersion}) {
        INFO(facility::coolingName(c).toStdString());
        for (const QString &source : {facility::coolingPueSource(c), facility::coolingPueRangeSource(c)}) {
            INFO(source.toStdString());
            CHECK((year.match(source).hasMatch() || source.contains(QLatin1String("estimate"))));
            CHECK_FALSE(source.contains(QLatin1String("vendor's claim")));
            CHECK_FALSE(source.contains(QLatin1String(".md")));
        }
    }
    // The liquid and immersion figures are below air's, and their sources give the published measurement.
    CHECK(facility::coolingPue(Cooling::DirectLiquid) < facility::coolingPue(Cooling::Air));
    CHECK(facility::coolingPueSource(Cooling::DirectLiquid).contains(QLatin1String("NREL")));
    CHECK(facility::coolingPue(Cooling::Immersion) < facility::coolingPue(Cooling::DirectLiquid));
    CHECK(facility::coolingPueSource(Cooling::Immersion).contains(QLatin1String("Energies")));
}

TEST_CASE("rule book: 8 DGX H100 in one rack are an error with air and not with direct liquid cooling")
{
    const PartCatalog cat = catalog();
    const auto rack = [](const char *cooling) {
        return plan(
            "dgx-h100-test", 8,
            QJsonObject{{QStringLiteral("cooling"), QLatin1String(cooling)}, {QStringLiteral("servers_per_rack"), 8}});
    };
    const auto coolingError = [](const QList<Finding> &all) {
        return std::any_of(all.cbegin(), all.cend(), [](const Finding &f) {
            return f.code == QLatin1String("rack-cooling") && f.severity == Severity::Error;
        });
    };
    // The build canvas' scope and the full one (the panel, `check`, the PDF) both report it.
    for (FindingScope scope : {FindingScope::Rules, FindingScope::All}) {
        const QList<Finding> air = planFindings(rack("air"), cat, scope);
        CHECK(coolingError(air));
        CHECK(hasErrors(air));
        CHECK_FALSE(coolingError(planFindings(rack("direct_liquid"), cat, scope)));
    }
}
