// Parts' Chinese names: the Chinese interface shows them (catalog, tooltips with the English name and the SKU),
// the English interface does not, and a quote shows the names of its own language whatever the interface shows.
#include "catalog/catalogmodel.h"
#include "catalog/partdescription.h"
#include "catalogcsv.h"
#include "hardware/partname.h"
#include "i18n/translation.h"
#include "plan/planfile.h"
#include "quote/quotecontent.h"
#include "rules/compatibilityrules.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

#include <QAbstractItemModelTester>
#include <QRegularExpression>

#include <memory>

using namespace aip;

namespace {

struct LanguageGuard {
    explicit LanguageGuard(const QString &language) { REQUIRE(installTranslators(language)); }
    ~LanguageGuard() { installTranslators(QStringLiteral("en")); } // the other tests expect English
};

bool hasChinese(const QString &text)
{
    static const QRegularExpression cjk(QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
    return cjk.match(text).hasMatch();
}

const QString kH100 = QStringLiteral("nvidia-h100-sxm5-80gb");
const QString kH100Zh = QStringLiteral("英伟达 H100 SXM5 80GB GPU 加速卡");

// The GUI tests' catalog, with Chinese names on the parts of viewtest::makePlan() (the Xeon keeps none).
PartCatalog chineseCatalog()
{
    PartCatalog c = viewtest::makeCatalog();
    const QList<std::pair<QString, QString>> names = {
        {kH100, kH100Zh},
        {QStringLiteral("nvidia-dgx-a100-80gb"), QStringLiteral("英伟达 DGX A100 640GB 服务器")},
        {QStringLiteral("supermicro-sys-821ge-tnhr"), QStringLiteral("超微 SYS-821GE-TNHR 服务器")},
        {QStringLiteral("nvidia-quantum-qm8700"), QStringLiteral("英伟达 Quantum QM8700 交换机")},
    };
    for (const auto &[sku, zh] : names) {
        REQUIRE(c.find(sku));
        Part p = *c.find(sku);
        p.nameZh = zh;
        c.add(p);
    }
    return c;
}

PartCatalog seedCatalog()
{
    const CsvParseResult parsed
        = parsePartsCsv(aiptest::readFile(aiptest::dataPath(QStringLiteral("../../resources/catalog/seed_parts.csv"))));
    REQUIRE(parsed.ok());
    PartCatalog c;
    for (const Part &p : parsed.parts)
        c.add(p);
    return c;
}

} // namespace

TEST_CASE("part names follow the interface language and come back to English")
{
    const PartCatalog c = chineseCatalog();
    const Part &h100 = *c.find(kH100);
    REQUIRE(installedLanguage() == QStringLiteral("en"));
    CHECK(partdesc::displayName(h100) == QStringLiteral("NVIDIA H100 SXM5 80GB"));
    CHECK(partdesc::otherName(h100).isEmpty());
    CHECK(partdesc::listName(h100) == QStringLiteral("H100 SXM5 80GB"));
    {
        LanguageGuard zh(QStringLiteral("zh_CN"));
        CHECK(partdesc::displayName(h100) == kH100Zh);
        CHECK(partdesc::englishName(h100) == QStringLiteral("NVIDIA H100 SXM5 80GB"));
        CHECK(partdesc::otherName(h100) == QStringLiteral("NVIDIA H100 SXM5 80GB"));
        // The list's name column: the vendor has a column of its own and the GPU heading says what it is.
        CHECK(partdesc::listName(h100) == QStringLiteral("H100 SXM5 80GB"));
        const Part &dgx = *c.find(QStringLiteral("nvidia-dgx-a100-80gb"));
        CHECK(partdesc::listName(dgx) == QStringLiteral("DGX A100 640GB 服务器"));
        Part custom = h100;
        custom.nameZh = QStringLiteral("自定义 加速卡"); // a first word that is not the vendor stays
        CHECK(partdesc::listName(custom) == QStringLiteral("自定义"));
        CHECK(partdesc::shortName(h100) == QStringLiteral("H100 SXM5 80GB")); // slots: the product designation
        // A part without a Chinese name keeps its English name, and no second name.
        const Part &xeon = *c.find(QStringLiteral("intel-xeon-8480p"));
        REQUIRE(xeon.nameZh.isEmpty());
        CHECK(partdesc::displayName(xeon) == partdesc::englishName(xeon));
        CHECK(partdesc::otherName(xeon).isEmpty());
    }
    CHECK(installedLanguage() == QStringLiteral("en"));
    CHECK(partdesc::displayName(h100) == QStringLiteral("NVIDIA H100 SXM5 80GB"));
}

TEST_CASE("the catalog panel shows Chinese names in Chinese, with the English name and SKU in the tooltip")
{
    CatalogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setCatalog(std::make_shared<const PartCatalog>(chineseCatalog()));
    const QModelIndex name = model.indexOfSku(kH100);
    REQUIRE(name.isValid());
    CHECK(name.data().toString() == QStringLiteral("H100 SXM5 80GB"));
    CHECK_FALSE(hasChinese(name.data(Qt::ToolTipRole).toString()));

    LanguageGuard zh(QStringLiteral("zh_CN"));
    const QModelIndex dgx = model.indexOfSku(QStringLiteral("nvidia-dgx-a100-80gb"));
    REQUIRE(dgx.isValid());
    CHECK(dgx.data().toString() == QStringLiteral("DGX A100 640GB 服务器"));
    CHECK(dgx.data(CatalogModel::RawValueRole).toString() == dgx.data().toString()); // sorts as it reads
    CHECK(name.data().toString() == QStringLiteral("H100 SXM5 80GB"));
    const QString tip = name.data(Qt::ToolTipRole).toString();
    CHECK(tip.contains(kH100Zh));
    CHECK(tip.contains(QStringLiteral("NVIDIA H100 SXM5 80GB")));
    CHECK(tip.contains(kH100));
    // The vendor and SKU columns stay as the vendors write them.
    CHECK(model.index(name.row(), CatalogModel::VendorColumn, name.parent()).data().toString()
          == QStringLiteral("NVIDIA"));
    CHECK(model.index(name.row(), CatalogModel::SkuColumn, name.parent()).data().toString() == kH100);
}

TEST_CASE("a Chinese quote names parts in Chinese and an English one in English, whatever the interface shows")
{
    const PartCatalog c = chineseCatalog();
    const Plan plan = viewtest::makePlan();
    const QDate today(2026, 3, 2);
    auto build = [&](const char *language) {
        return QuoteBuilder::build(plan, c, QString::fromLatin1(language), today, QStringLiteral("Q-1"), {});
    };
    auto descriptionOf = [](const QuoteContent &q, const QString &sku) {
        for (const QuoteLine &l : q.priced.lines) {
            if (l.sku == sku)
                return l.description;
        }
        return QString();
    };

    QuoteContent zhQuote;
    {
        LanguageGuard zh(QStringLiteral("zh_CN")); // an English quote from the Chinese interface
        const QuoteContent en = build("en");
        REQUIRE(en.priced.ok());
        for (const QuoteLine &l : en.priced.lines) {
            if (l.kind != QuoteLine::Kind::Cabling) {
                INFO(l.description.toStdString());
                CHECK(l.description == englishPartName(*c.find(l.sku)));
            }
        }
        CHECK(descriptionOf(en, kH100) == QStringLiteral("NVIDIA H100 SXM5 80GB"));
        REQUIRE(en.nodes.size() == 2);
        CHECK(en.nodes.at(0).chassisDescription == QStringLiteral("NVIDIA DGX A100 640GB"));
        CHECK(en.nodes.at(1).gpuModel == QStringLiteral("NVIDIA H100 SXM5 80GB"));
    }
    REQUIRE(installedLanguage() == QStringLiteral("en"));
    zhQuote = build("zh_CN"); // a Chinese quote from the English interface
    REQUIRE(zhQuote.priced.ok());
    CHECK(descriptionOf(zhQuote, kH100) == kH100Zh);
    CHECK(descriptionOf(zhQuote, QStringLiteral("nvidia-dgx-a100-80gb"))
          == QStringLiteral("英伟达 DGX A100 640GB 服务器"));
    CHECK(descriptionOf(zhQuote, QStringLiteral("nvidia-quantum-qm8700"))
          == QStringLiteral("英伟达 Quantum QM8700 交换机"));
    // No Chinese name: the English one, not an empty cell.
    CHECK(descriptionOf(zhQuote, QStringLiteral("intel-xeon-8480p")) == QStringLiteral("Intel Xeon Platinum 8480+"));
    REQUIRE(zhQuote.nodes.size() == 2);
    CHECK(zhQuote.nodes.at(0).chassisDescription == QStringLiteral("英伟达 DGX A100 640GB 服务器"));
    CHECK(zhQuote.nodes.at(1).chassisDescription == QStringLiteral("超微 SYS-821GE-TNHR 服务器"));
    CHECK(zhQuote.nodes.at(1).gpuModel == kH100Zh);
}

TEST_CASE("the seed catalog's Chinese names: every part has one, in Chinese words")
{
    const PartCatalog c = seedCatalog();
    REQUIRE(c.size() >= 150);
    // English filler the first names carried over ("single-port", "(managed)", "hot-plug PSU", "up to 8x"): a
    // Chinese name says these in Chinese and keeps only product names, model numbers and units in Latin letters.
    static const QRegularExpression filler(
        QStringLiteral("\\b(single|dual|port|managed|management|switch|up to|hot-plug|redundant|Titanium|PSU|"
                       "boot|node|pod|host|GPU node)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    for (const Part &p : c.parts()) {
        INFO(p.sku.toStdString() << ": " << p.nameZh.toStdString());
        CHECK(hasChinese(p.nameZh));
        CHECK_FALSE(filler.match(p.nameZh).hasMatch());
        CHECK(p.nameZh == p.nameZh.trimmed());
    }
}

TEST_CASE("a Chinese quote of the seed's DGX A100 example names every line in Chinese")
{
    const PartCatalog c = seedCatalog();
    const PlanReadResult read
        = readPlanFile(aiptest::dataPath(QStringLiteral("../../examples/gpt3-175b-128-dgx-a100.aiplan")));
    REQUIRE(read.ok());
    const QuoteContent q
        = QuoteBuilder::build(*read.plan, c, QStringLiteral("zh_CN"), QDate(2026, 3, 2), QStringLiteral("Q-1"), {});
    REQUIRE(q.priced.ok());
    REQUIRE(q.priced.lines.size() >= 2);
    for (const QuoteLine &l : q.priced.lines) {
        if (l.kind == QuoteLine::Kind::Cabling)
            continue; // a text of the program, not a part's name
        INFO(l.sku.toStdString());
        CHECK(l.description == c.find(l.sku)->nameZh);
    }
    REQUIRE_FALSE(q.nodes.isEmpty());
    CHECK(q.nodes.at(0).chassisDescription == QStringLiteral("英伟达 DGX A100 640GB 服务器（8 卡 A100 80GB）"));
    CHECK(hasChinese(q.nodes.at(0).gpuModel));
}

TEST_CASE("findings name parts by their Chinese name in the Chinese interface and by model in English")
{
    // DESIGN.md's example: four extra drives in a DGX A100 whose ten bays are full.
    const PlanReadResult r = readPlanFile(aiptest::dataPath(QStringLiteral("plans/design-example.aiplan")));
    REQUIRE(r.ok());
    const PartCatalog catalog = seedCatalog();
    const Part *dgx = catalog.find(QStringLiteral("nvidia-dgx-a100-80gb"));
    REQUIRE(dgx);
    REQUIRE_FALSE(dgx->nameZh.isEmpty());
    auto drivesFinding = [&] {
        for (const Finding &f : checkPlan(*r.plan, catalog)) {
            if (f.code == QLatin1String("drive-bays"))
                return f.message;
        }
        return QString();
    };
    const QString english = drivesFinding();
    INFO(english.toStdString());
    CHECK(english.contains(dgx->model));
    {
        LanguageGuard zh(QStringLiteral("zh_CN"));
        const QString chinese = drivesFinding();
        INFO(chinese.toStdString());
        CHECK(chinese.contains(dgx->nameZh));
        CHECK_FALSE(chinese.contains(dgx->model));
    }
    CHECK(drivesFinding() == english);
}
