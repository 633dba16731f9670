// Weight per rack (issue 21, item 2): the complete systems' weights, the heaviest rack of each server type and the
// finding when it loads the floor past its rating (facility/rackweight.h). Hand calculations with the sourced figures:
// DGX H100 130.45 kg, DGX A100 123.16 kg, the rack 150 kg, a 0.66 m^2 footprint, g = 9.80665, 12 kPa.
#include "analysis/planfindings.h"
#include "facility/coolingcheck.h"
#include "facility/rackweight.h"
#include "support/testsupport.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

using namespace aip;

namespace {

// Complete systems with the seed catalog's SKUs (so the weight table finds them): 8U and 10.2 kW (DGX H100 user
// guide), 6U and 6.5 kW (DGX A100 user guide).
PartCatalog catalog()
{
    PartCatalog cat;
    Part h100;
    h100.sku = QStringLiteral("nvidia-dgx-h100");
    h100.category = PartCategory::Chassis;
    h100.model = QStringLiteral("DGX H100");
    h100.price = 300000;
    h100.chassis.completeSystem = true;
    h100.chassis.basePowerW = 10200;
    h100.chassis.rackUnits = 8;
    cat.add(h100);
    Part a100 = h100;
    a100.sku = QStringLiteral("nvidia-dgx-a100-80gb");
    a100.model = QStringLiteral("DGX A100");
    a100.chassis.basePowerW = 6500;
    a100.chassis.rackUnits = 6;
    cat.add(a100);
    return cat;
}

Plan plan(const char *chassis, int nodes, const char *facility)
{
    Plan p;
    ServerSpec s;
    s.id = QStringLiteral("node");
    s.chassis = QLatin1String(chassis);
    s.count = nodes;
    p.servers = {s};
    p.extra.insert(QStringLiteral("facility"), QJsonDocument::fromJson(QByteArray(facility)).object());
    return p;
}

int count(const QList<Finding> &findings, const char *code)
{
    return int(std::count_if(findings.cbegin(), findings.cend(),
                             [code](const Finding &f) { return f.code == QLatin1String(code); }));
}

} // namespace

TEST_CASE("every system weight names its source")
{
    REQUIRE_FALSE(facility::systemWeights().isEmpty());
    for (const facility::SystemWeight &w : facility::systemWeights()) {
        INFO(w.sku);
        CHECK(w.kg > 20);
        CHECK(QString::fromLatin1(w.source).contains(QStringLiteral("NVIDIA")));
    }
    CHECK(facility::systemWeight(QStringLiteral("nvidia-dgx-h100"))->kg == Approx(130.45));
    CHECK(facility::systemWeight(QStringLiteral("nvidia-dgx-a100-40gb"))->kg == Approx(123.16));
    CHECK_FALSE(facility::systemWeight(QStringLiteral("no-such-chassis")));
}

TEST_CASE("four DGX H100 in a rack stay within the floor rating")
{
    const PartCatalog cat = catalog();
    // 4 x 10.2 kW = 40.8 kW: direct liquid cooling, a 41 kW rack, four per rack.
    const Plan p = plan("nvidia-dgx-h100", 8, R"({"cooling": "direct_liquid", "rack_kw_limit": 41})");
    const QList<ResolvedServer> servers = resolveServers(p, cat);
    const QList<facility::RackWeight> racks = facility::rackWeights(p, servers);
    REQUIRE(racks.size() == 1);
    CHECK(racks.at(0).serversPerRack == 4);
    CHECK(racks.at(0).kg == Approx(671.8));                // 4 x 130.45 + 150
    CHECK(racks.at(0).kpa == Approx(9.982).epsilon(1e-3)); // 671.8 x 9.80665 / 0.66 / 1000
    CHECK(count(facility::facilityFindings(p, servers), "rack-floor-load") == 0);
}

TEST_CASE("six DGX A100 in a rack load the floor past its rating")
{
    const PartCatalog cat = catalog();
    // 6 x 6.5 kW = 39 kW in 36U.
    const Plan p = plan("nvidia-dgx-a100-80gb", 12,
                        R"({"cooling": "direct_liquid", "rack_kw_limit": 40, "servers_per_rack": 6})");
    const QList<ResolvedServer> servers = resolveServers(p, cat);
    const QList<facility::RackWeight> racks = facility::rackWeights(p, servers);
    REQUIRE(racks.size() == 1);
    CHECK(racks.at(0).kg == Approx(888.96));                // 6 x 123.16 + 150
    CHECK(racks.at(0).kpa == Approx(13.209).epsilon(1e-3)); // 888.96 x 9.80665 / 0.66 / 1000
    const QList<Finding> all = facility::facilityFindings(p, servers);
    REQUIRE(count(all, "rack-floor-load") == 1);
    for (const Finding &f : all) {
        if (f.code != QLatin1String("rack-floor-load"))
            continue;
        CHECK(f.severity == Severity::Warning);
        CHECK(f.serverId == QStringLiteral("node"));
        CHECK(f.message.contains(QStringLiteral("889 kg")));
        CHECK(f.message.contains(QStringLiteral("13.2 kPa")));
        CHECK(f.reason.contains(QStringLiteral("123.16 kg")));
    }
    // The rule book reports it too (the GUI, `check` and the PDF read planFindings).
    CHECK(count(planFindings(p, cat), "rack-floor-load") == 1);

    // The same servers three to a rack: 3 x 123.16 + 150 = 519.5 kg, 7.7 kPa, no finding.
    const Plan spread = plan("nvidia-dgx-a100-80gb", 12,
                             R"({"cooling": "direct_liquid", "rack_kw_limit": 40, "servers_per_rack": 3})");
    CHECK(count(facility::facilityFindings(spread, resolveServers(spread, cat)), "rack-floor-load") == 0);
}

TEST_CASE("a chassis without a published weight gets no rack weight")
{
    PartCatalog cat = catalog();
    Part other = *cat.find(QStringLiteral("nvidia-dgx-h100"));
    other.sku = QStringLiteral("unweighed-8u");
    cat.add(other);
    const Plan p = plan("unweighed-8u", 8, R"({"cooling": "direct_liquid", "rack_kw_limit": 100})");
    CHECK(facility::rackWeights(p, resolveServers(p, cat)).isEmpty());
}
