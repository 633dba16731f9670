// The GPU's architecture in the catalog (issue 21): every seed GPU has one, a user's older catalog gets it on
// migration (from the seed by SKU, else from the model name), the CSV carries it and refuses an unknown one, and the
// seeds' CV project (RTX 5090 with CUDA 12.2 and PyTorch 2.1) gives the Blackwell finding against the real seed.
#include "analysis/planfindings.h"
#include "catalogcsv.h"
#include "catalogdatabase.h"
#include "catalogschema.h"
#include "db/catalogtestutil.h"
#include "partfields.h"
#include "plan/planfile.h"
#include "software/softwarecompat.h"

#include "support/testsupport.h"
#include <algorithm>

#include <QFile>
#include <QTemporaryDir>

using namespace aip;
using aiptest::RawDb;

namespace {

QList<Part> seedParts()
{
    QFile f(CatalogDatabase::seedResourcePath());
    REQUIRE(f.open(QIODevice::ReadOnly));
    const CsvParseResult parsed = parsePartsCsv(f.readAll());
    REQUIRE(parsed.ok());
    return parsed.parts;
}

} // namespace

TEST_CASE("every seed GPU states its architecture, and its model name agrees")
{
    int gpus = 0;
    for (const Part &p : seedParts()) {
        if (p.category != PartCategory::Gpu)
            continue;
        ++gpus;
        INFO(p.sku.toStdString());
        REQUIRE(software::architecture(p.gpu.architecture));
        CHECK(software::architectureFromModel(p.model) == p.gpu.architecture);
    }
    CHECK(gpus >= 20);
}

TEST_CASE("a version-4 catalog gets its GPUs' architectures on migration")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v4.db"));
    {
        RawDb raw(path);
        REQUIRE(raw.exec(QStringLiteral("BEGIN")));
        REQUIRE(migrateCatalogSchema(raw.db(), 0, 4).isEmpty());
        const struct {
            const char *sku, *model;
        } rows[] = {{"nvidia-rtx-5090", "RTX 5090 (renamed by the user)"},
                    {"my-h100", "H100 PCIe 80GB (own price)"},
                    {"old-gpu", "Old GPU"}};
        for (const auto &r : rows) {
            REQUIRE(raw.exec(QStringLiteral("INSERT INTO parts (sku, category, vendor, model, price, currency, "
                                            "price_date, source, notes) VALUES ('%1', 'gpu', 'V', '%2', 100, 'USD', "
                                            "'2020', 'test', '')")
                                 .arg(QLatin1String(r.sku), QLatin1String(r.model))));
            REQUIRE(raw.exec(QStringLiteral("INSERT INTO gpu_specs VALUES ('%1', 1, 2, 3, 4, 5, 0, 16, 300, 0, 3, 16, "
                                            "'pcie', '', 2, 75)")
                                 .arg(QLatin1String(r.sku))));
        }
        REQUIRE(raw.exec(QStringLiteral("COMMIT")));
    }
    CatalogDatabase db;
    REQUIRE(db.open(path));
    CHECK(db.part(QStringLiteral("nvidia-rtx-5090"))->gpu.architecture == QStringLiteral("blackwell")); // the seed
    CHECK(db.part(QStringLiteral("my-h100"))->gpu.architecture == QStringLiteral("hopper"));            // its name
    CHECK(db.part(QStringLiteral("old-gpu"))->gpu.architecture.isEmpty());                              // unknown
    CHECK(db.schemaVersion() == kCatalogSchemaVersion);
}

TEST_CASE("the CSV carries the architecture, may leave it out, and refuses an unknown one")
{
    Part g = aiptest::sampleGpu(QStringLiteral("arch-gpu"));
    g.gpu.architecture = QStringLiteral("hopper");
    const QByteArray csv = writePartsCsv({g});
    CHECK(csv.contains("gpu_architecture"));
    CsvParseResult back = parsePartsCsv(csv);
    REQUIRE(back.ok());
    CHECK(back.parts.constFirst().gpu.architecture == QStringLiteral("hopper"));
    // An older export without the column still reads.
    const QList<QByteArray> lines = csv.split('\n');
    const QList<QByteArray> header = lines[0].split(',');
    const qsizetype col = header.indexOf("gpu_architecture");
    REQUIRE(col >= 0);
    QByteArray older;
    for (const QByteArray &line : lines) {
        if (line.isEmpty())
            continue;
        QList<QByteArray> cells = line.split(','); // the sample part has no commas in its cells
        cells.removeAt(col);
        older += cells.join(',') + '\n';
    }
    back = parsePartsCsv(older);
    REQUIRE(back.ok());
    CHECK(back.parts.constFirst().gpu.architecture.isEmpty());
    g.gpu.architecture = QStringLiteral("warp-drive");
    CHECK_FALSE(validatePart(g).isEmpty());
    CHECK(validatePart(g).join(QLatin1Char(' ')).contains(QStringLiteral("gpu_architecture")));
}

TEST_CASE("the seeds' CV project stack on RTX 5090 gives the Blackwell finding with its fix")
{
    PartCatalog catalog;
    for (const Part &p : seedParts())
        catalog.add(p);
    const PlanReadResult r = readPlanFile(aiptest::sourcePath(QStringLiteral("resources/templates/cv-project.aiplan")));
    REQUIRE(r.ok());
    Plan plan = *r.plan;
    // The seeds' CV project puts two RTX 5090 cards in it (seeds/003; the template now ships other cards).
    REQUIRE(!plan.servers.isEmpty());
    for (PartRef &ref : plan.servers.first().parts) {
        if (catalog.find(ref.sku) && catalog.find(ref.sku)->category == PartCategory::Gpu)
            ref.sku = QStringLiteral("nvidia-rtx-5090");
    }
    // The template's own stack is right for these GPUs.
    QList<Finding> f = planFindings(plan, catalog, FindingScope::Rules);
    for (const Finding &x : f)
        CHECK_FALSE(x.code.startsWith(QStringLiteral("software-")));
    // The seeds' stack (seeds/003: Ubuntu 22.04, driver 535, CUDA 12.2, cuDNN 8.9, PyTorch 2.1).
    Software seeds;
    seeds.os = QStringLiteral("Ubuntu 22.04");
    seeds.driver = QStringLiteral("535");
    seeds.cuda = QStringLiteral("12.2");
    seeds.cudnn = QStringLiteral("8.9");
    seeds.framework = QStringLiteral("pytorch");
    seeds.frameworkVersion = QStringLiteral("2.1");
    plan.software = seeds;
    f = planFindings(plan, catalog, FindingScope::Rules);
    const auto it = std::find_if(f.cbegin(), f.cend(), [](const Finding &x) {
        return x.code == QLatin1String("software-gpu") && x.sku == QLatin1String("nvidia-rtx-5090");
    });
    REQUIRE(it != f.cend());
    CHECK(it->severity == Severity::Error);
    CHECK(it->message.contains(QStringLiteral("RTX 5090")));
    CHECK(it->message.contains(QStringLiteral("Blackwell")));
    CHECK(it->message.contains(QStringLiteral("CUDA 12.8 or newer")));
    CHECK(it->message.contains(QStringLiteral("PyTorch 2.7 (its CUDA 12.8 build)")));
}

TEST_CASE("the DGX template's own compute NICs sit behind the baseboard's PCIe switches, not on the CPU lanes")
{
    PartCatalog catalog;
    for (const Part &p : seedParts())
        catalog.add(p);
    const PlanReadResult r
        = readPlanFile(aiptest::sourcePath(QStringLiteral("resources/templates/dgx-a100-infiniband.aiplan")));
    REQUIRE(r.ok());
    // DGX A100: eight ConnectX-6 and the GPUs hang off four PCIe switches; counting its built-in NICs against two
    // EPYC sockets' 128 lanes gave the buyer a lanes note on NVIDIA's own design.
    for (const Finding &x : planFindings(*r.plan, catalog, FindingScope::Rules))
        CHECK(x.code != QLatin1String("pcie-lanes"));
}
