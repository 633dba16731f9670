// A part's name in a language: the Chinese name in Chinese where the catalog has one, else the vendor and the
// model (the vendor once, the SKU when there is no model); and the quote's lines in the quote's language.
#include "hardware/partname.h"
#include "quote/quotepricing.h"
#include "support/testsupport.h"

using namespace aip;

namespace {

Part h100()
{
    Part p;
    p.sku = QStringLiteral("nvidia-h100-sxm5-80gb");
    p.category = PartCategory::Gpu;
    p.vendor = QStringLiteral("NVIDIA");
    p.model = QStringLiteral("H100 SXM5 80GB");
    p.nameZh = QStringLiteral("英伟达 H100 SXM5 80GB GPU 加速卡");
    p.price = 25000;
    return p;
}

} // namespace

TEST_CASE("partName: the Chinese name in Chinese, vendor and model in English")
{
    const Part p = h100();
    CHECK(partName(p, QStringLiteral("zh_CN")) == QStringLiteral("英伟达 H100 SXM5 80GB GPU 加速卡"));
    CHECK(partName(p, QStringLiteral("en")) == QStringLiteral("NVIDIA H100 SXM5 80GB"));
    CHECK(partName(p, QString()) == QStringLiteral("NVIDIA H100 SXM5 80GB"));
    CHECK(englishPartName(p) == QStringLiteral("NVIDIA H100 SXM5 80GB"));
}

TEST_CASE("partName: without a Chinese name the Chinese interface shows the English name")
{
    Part p = h100();
    p.nameZh.clear();
    CHECK(partName(p, QStringLiteral("zh_CN")) == QStringLiteral("NVIDIA H100 SXM5 80GB"));
    p.nameZh = QStringLiteral("   ");
    CHECK(partName(p, QStringLiteral("zh_CN")) == QStringLiteral("NVIDIA H100 SXM5 80GB"));
}

TEST_CASE("partName: the vendor once, no vendor, no model")
{
    Part p = h100();
    p.nameZh.clear();
    p.model = QStringLiteral("NVIDIA DGX H100");
    CHECK(partName(p, QStringLiteral("en")) == QStringLiteral("NVIDIA DGX H100"));
    p.vendor.clear();
    p.model = QStringLiteral("Custom box");
    CHECK(partName(p, QStringLiteral("en")) == QStringLiteral("Custom box"));
    p.vendor = QStringLiteral("NVIDIA");
    p.model.clear();
    CHECK(partName(p, QStringLiteral("en")) == QStringLiteral("nvidia-h100-sxm5-80gb"));
    CHECK(partName(p, QStringLiteral("zh_CN")) == QStringLiteral("nvidia-h100-sxm5-80gb"));
}

TEST_CASE("quote lines carry the part names of the quote's language, English by default")
{
    PartCatalog catalog;
    Part chassis;
    chassis.sku = QStringLiteral("supermicro-sys-821ge-tnhr");
    chassis.category = PartCategory::Chassis;
    chassis.vendor = QStringLiteral("Supermicro");
    chassis.model = QStringLiteral("SYS-821GE-TNHR");
    chassis.nameZh = QStringLiteral("超微 SYS-821GE-TNHR 服务器");
    chassis.price = 30000;
    chassis.chassis.gpuSlots = 8;
    chassis.chassis.gpuSlotKind = GpuSlotKind::SxmBaseboard;
    catalog.add(chassis);
    catalog.add(h100());
    Plan plan;
    ServerSpec s;
    s.id = QStringLiteral("hgx");
    s.chassis = chassis.sku;
    s.count = 2;
    s.parts = {{QStringLiteral("nvidia-h100-sxm5-80gb"), 8, {}}};
    plan.servers.append(s);

    const PricedQuote en = priceQuote(plan, catalog);
    const PricedQuote zh = priceQuote(plan, catalog, QStringLiteral("zh_CN"));
    REQUIRE(en.lines.size() == 2);
    REQUIRE(zh.lines.size() == 2);
    CHECK(en.lines.at(0).description == QStringLiteral("Supermicro SYS-821GE-TNHR"));
    CHECK(en.lines.at(1).description == QStringLiteral("NVIDIA H100 SXM5 80GB"));
    CHECK(zh.lines.at(0).description == QStringLiteral("超微 SYS-821GE-TNHR 服务器"));
    CHECK(zh.lines.at(1).description == QStringLiteral("英伟达 H100 SXM5 80GB GPU 加速卡"));
    // The language changes the words only, never a figure.
    CHECK(zh.total == en.total);
    CHECK(zh.lines.at(1).sku == en.lines.at(1).sku);
}
