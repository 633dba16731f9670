// The rack-cooling findings come from the one rule book: planFindings (which the findings panel, `aiplanner-cli
// check` and the quote PDF read) reports them, so `check` exits 1 exactly when the GUI shows the error.
#include "analysis/planfindings.h"
#include "facility/coolingcheck.h"
#include "support/testsupport.h"

#include <QJsonObject>

using namespace aip;

namespace {

// 8 x 700 W GPUs on a 4,600 W base: 10.2 kW, 8U (the DGX H100's maximum system power and height).
PartCatalog catalog()
{
    PartCatalog cat;
    Part gpu;
    gpu.sku = QStringLiteral("gpu-700w");
    gpu.category = PartCategory::Gpu;
    gpu.model = QStringLiteral("GPU 700 W");
    gpu.gpu.tdpW = 700;
    gpu.gpu.formFactor = GpuFormFactor::Sxm;
    gpu.gpu.baseboard = QStringLiteral("sxm5");
    cat.add(gpu);
    Part dgx;
    dgx.sku = QStringLiteral("dgx-h100-test");
    dgx.category = PartCategory::Chassis;
    dgx.model = QStringLiteral("DGX H100");
    dgx.chassis.completeSystem = true;
    dgx.chassis.basePowerW = 4600;
    dgx.chassis.rackUnits = 8;
    dgx.chassis.gpuSlotKind = GpuSlotKind::SxmBaseboard;
    dgx.chassis.gpuSlots = 8;
    dgx.chassis.baseboard = QStringLiteral("sxm5");
    dgx.chassis.builtIn = {{QStringLiteral("gpu-700w"), 8}};
    cat.add(dgx);
    return cat;
}

Plan plan(const char *cooling)
{
    Plan p;
    ServerSpec s;
    s.id = QStringLiteral("node");
    s.chassis = QStringLiteral("dgx-h100-test");
    s.count = 8;
    p.servers = {s};
    p.extra.insert(
        QStringLiteral("facility"),
        QJsonObject{{QStringLiteral("cooling"), QLatin1String(cooling)}, {QStringLiteral("servers_per_rack"), 8}});
    return p;
}

bool hasCoolingError(const QList<Finding> &all)
{
    for (const Finding &f : all) {
        if (f.code == QLatin1String("rack-cooling") && f.severity == Severity::Error)
            return true;
    }
    return false;
}

} // namespace

TEST_CASE("rule book: 8 DGX H100 in one rack are an error with air and not with direct liquid cooling")
{
    const PartCatalog cat = catalog();
    // The build canvas' scope and the full one (the panel, `check`, the PDF) both report it.
    for (FindingScope scope : {FindingScope::Rules, FindingScope::All}) {
        const QList<Finding> air = planFindings(plan("air"), cat, scope);
        CHECK(hasCoolingError(air));
        CHECK(hasErrors(air));
        const QList<Finding> liquid = planFindings(plan("direct_liquid"), cat, scope);
        CHECK_FALSE(hasCoolingError(liquid));
    }
}
