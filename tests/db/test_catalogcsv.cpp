// CSV import and export: an exact round trip, and every kind of bad file refused with its row and column, nothing
// half-imported.
#include "catalogcsv.h"
#include "catalogdatabase.h"
#include "csv/csvtext.h"
#include "db/catalogtestutil.h"
#include "partfields.h"
#include "support/testsupport.h"

#include <QTemporaryDir>

using namespace aip;

namespace {

QString seedPath()
{
    return aiptest::dataPath(QStringLiteral("../../resources/catalog/seed_parts.csv"));
}

// The seed CSV with row `row` (1 = header) changed by `edit`, which gets the row's cells and the header.
QByteArray editedSeed(int row, const std::function<void(QStringList &, const QStringList &)> &edit)
{
    QList<QStringList> rows = splitCsv(QString::fromUtf8(aiptest::readFile(seedPath())));
    edit(rows[row - 1], rows.constFirst());
    QString out;
    for (const QStringList &r : rows)
        out += csv::quotedRow(r) + QLatin1Char('\n');
    return out.toUtf8();
}

void setCell(QStringList &row, const QStringList &header, const char *column, const QString &value)
{
    row[header.indexOf(QLatin1String(column))] = value;
}

struct Refusal {
    const char *what;
    QByteArray csv;
    int row;
    const char *column;
};

} // namespace

TEST_CASE("the seed file is exactly what the exporter writes")
{
    const QByteArray seed = aiptest::readFile(seedPath());
    REQUIRE(!seed.isEmpty());
    const CsvParseResult parsed = parsePartsCsv(seed);
    INFO((parsed.errors.isEmpty() ? QString() : parsed.errors.constFirst().toString()).toStdString());
    REQUIRE(parsed.ok());
    CHECK(writePartsCsv(parsed.parts) == seed);
}

TEST_CASE("export, import into another catalog, export again gives the same bytes")
{
    QTemporaryDir dir;
    CatalogDatabase a;
    REQUIRE(a.open(dir.filePath(QStringLiteral("a.db"))));
    // Something of every kind a CSV must carry: commas, quotes, a line break, Chinese, an unknown price.
    Part odd = aiptest::sampleGpu(QStringLiteral("odd-gpu"));
    odd.model = QStringLiteral("Model \"X\", rev 2\nsecond line");
    odd.nameZh = QStringLiteral("测试显卡");
    odd.price = 0.1 + 0.2;
    REQUIRE(a.upsertPart(odd));
    const QString aCsv = dir.filePath(QStringLiteral("a.csv"));
    REQUIRE(a.exportCsv(aCsv));

    CatalogDatabase b;
    REQUIRE(b.open(dir.filePath(QStringLiteral("b.db"))));
    const CatalogImportResult r = b.importCsv(aCsv);
    REQUIRE(r.ok);
    CHECK(r.added == 1);
    CHECK(r.updated == a.parts().size() - 1);
    const QString bCsv = dir.filePath(QStringLiteral("b.csv"));
    REQUIRE(b.exportCsv(bCsv));
    CHECK(aiptest::readFile(aCsv) == aiptest::readFile(bCsv));
    const auto back = b.part(QStringLiteral("odd-gpu"));
    REQUIRE(back);
    CHECK(back->model == odd.model);
    CHECK(back->nameZh == odd.nameZh);
    CHECK(back->price == odd.price);
}

TEST_CASE("an import adds new parts and updates the prices of existing ones")
{
    QTemporaryDir dir;
    CatalogDatabase db;
    REQUIRE(db.open(dir.filePath(QStringLiteral("c.db"))));
    const qsizetype n = db.parts().size();
    const QByteArray csv = editedSeed(
        2, [](QStringList &row, const QStringList &header) { setCell(row, header, "price", QStringLiteral("4321")); });
    const QByteArray withNew
        = csv + writePartsCsv({aiptest::sampleGpu(QStringLiteral("brand-new-gpu"))}).mid(writePartsCsv({}).size());
    const QString path = dir.filePath(QStringLiteral("prices.csv"));
    REQUIRE(aiptest::writeFile(path, withNew));
    const CatalogImportResult r = db.importCsv(path);
    INFO(r.errorText().toStdString());
    REQUIRE(r.ok);
    CHECK(r.added == 1);
    CHECK(r.updated == n);
    CHECK(db.parts().size() == n + 1);
    const QStringList header = splitCsv(QString::fromUtf8(csv)).constFirst();
    const QString firstSku = splitCsv(QString::fromUtf8(csv)).at(1).at(header.indexOf(QStringLiteral("sku")));
    CHECK(db.part(firstSku)->price == 4321);
}

TEST_CASE("a price list exported before the price basis columns imports, with the basis left empty")
{
    const QList<QStringList> rows = splitCsv(QString::fromUtf8(aiptest::readFile(seedPath())));
    const QStringList header = rows.constFirst();
    const qsizetype basis = header.indexOf(QStringLiteral("price_basis"));
    REQUIRE(basis > 0);
    REQUIRE(header.indexOf(QStringLiteral("price_source")) == basis + 1);
    // The seed without the two columns, every cell quoted (RFC 4180).
    QString text;
    int parts = 0;
    for (QStringList row : rows) {
        if (row.size() != header.size())
            continue; // the blank line after the last row
        row.remove(basis, 2);
        text += csv::quotedRow(row, true) + QLatin1Char('\n');
        ++parts;
    }
    const CsvParseResult parsed = parsePartsCsv(text.toUtf8());
    INFO((parsed.errors.isEmpty() ? QString() : parsed.errors.constFirst().toString()).toStdString());
    REQUIRE(parsed.ok());
    REQUIRE(parsed.parts.size() == parts - 1);
    for (const Part &p : parsed.parts) {
        CHECK(p.priceBasis.isEmpty());
        CHECK(p.priceSource.isEmpty());
        // Without a stated basis a price counts as an estimate exactly when the part is marked estimated.
        CHECK(p.priceEstimated() == p.estimated);
    }
}

TEST_CASE("CRLF line ends, a byte-order mark and blank lines are accepted")
{
    QByteArray csv = aiptest::readFile(seedPath());
    csv.replace("\n", "\r\n");
    csv = "\xEF\xBB\xBF" + csv + "\r\n\r\n";
    const CsvParseResult parsed = parsePartsCsv(csv);
    REQUIRE(parsed.ok());
    CHECK(writePartsCsv(parsed.parts) == aiptest::readFile(seedPath()));
}

TEST_CASE("spaces around the header's column names are accepted, the category column included")
{
    // A fuzzed file found this: the header's names were matched trimmed, but the category column was then looked up
    // untrimmed, found nowhere, and read at index -1.
    const QByteArray padded = editedSeed(1, [](QStringList &row, const QStringList &) {
        for (QString &name : row)
            name = QStringLiteral(" ") + name + QStringLiteral(" ");
    });
    const CsvParseResult parsed = parsePartsCsv(padded);
    INFO((parsed.errors.isEmpty() ? QString() : parsed.errors.constFirst().toString()).toStdString());
    REQUIRE(parsed.ok());
    CHECK(writePartsCsv(parsed.parts) == aiptest::readFile(seedPath()));
}

TEST_CASE("bad files are refused with the row and column, and the catalog is unchanged")
{
    const Refusal cases[] = {
        {"missing columns", "sku,vendor\nonly-two,columns\n", 1, ""},
        {"an unknown column",
         editedSeed(1, [](QStringList &row, const QStringList &) { row[5] = QStringLiteral("cost"); }), 1, "cost"},
        {"a bad number",
         editedSeed(3, [](QStringList &r, const QStringList &h) { setCell(r, h, "price", QStringLiteral("12,5O0")); }),
         3, "price"},
        {"a negative number",
         editedSeed(3, [](QStringList &r, const QStringList &h) { setCell(r, h, "price", QStringLiteral("-1")); }), 3,
         "price"},
        {"a fraction where a count belongs",
         editedSeed(2,
                    [](QStringList &r, const QStringList &h) { setCell(r, h, "gpu_pcie_gen", QStringLiteral("4.5")); }),
         2, "gpu_pcie_gen"},
        {"not a boolean",
         editedSeed(4,
                    [](QStringList &r, const QStringList &h) { setCell(r, h, "estimated", QStringLiteral("maybe")); }),
         4, "estimated"},
        {"a SKU twice",
         editedSeed(5,
                    [](QStringList &r, const QStringList &h) {
                        setCell(r, h, "sku", QStringLiteral("amd-mi210")); // the SKU of row 2
                    }),
         5, "sku"},
        {"SQL as a SKU",
         editedSeed(6,
                    [](QStringList &r, const QStringList &h) {
                        setCell(r, h, "sku", QStringLiteral("x'); DROP TABLE parts; --"));
                    }),
         6, "sku"},
        {"a value in another category's column",
         editedSeed(2, [](QStringList &r, const QStringList &h) { setCell(r, h, "cpu_cores", QStringLiteral("64")); }),
         2, "cpu_cores"},
        {"an unknown category",
         editedSeed(2, [](QStringList &r, const QStringList &h) { setCell(r, h, "category", QStringLiteral("fpga")); }),
         2, "category"},
        {"a missing cell", editedSeed(7, [](QStringList &r, const QStringList &) { r.removeLast(); }), 7, ""},
        {"a missing source",
         editedSeed(8, [](QStringList &r, const QStringList &h) { setCell(r, h, "source", QString()); }), 8, "source"},
        {"an unknown price basis",
         editedSeed(
             3, [](QStringList &r, const QStringList &h) { setCell(r, h, "price_basis", QStringLiteral("guess")); }),
         3, "price_basis"},
        {"an unknown form factor",
         editedSeed(
             2, [](QStringList &r, const QStringList &h) { setCell(r, h, "gpu_form_factor", QStringLiteral("mxm")); }),
         2, "gpu_form_factor"},
    };
    QTemporaryDir dir;
    CatalogDatabase db;
    REQUIRE(db.open(dir.filePath(QStringLiteral("c.db"))));
    const QByteArray before = writePartsCsv(db.parts());
    for (const Refusal &c : cases) {
        INFO(c.what);
        const QString path = dir.filePath(QStringLiteral("bad.csv"));
        REQUIRE(aiptest::writeFile(path, c.csv));
        const CatalogImportResult r = db.importCsv(path);
        CHECK_FALSE(r.ok);
        REQUIRE_FALSE(r.errors.isEmpty());
        INFO(r.errorText().toStdString());
        CHECK(r.errors.constFirst().row == c.row);
        if (*c.column)
            CHECK(r.errors.constFirst().column == QLatin1String(c.column));
        CHECK(writePartsCsv(db.parts()) == before);
    }
}

TEST_CASE("references that do not resolve are refused before anything is written")
{
    QTemporaryDir dir;
    CatalogDatabase db;
    REQUIRE(db.open(dir.filePath(QStringLiteral("c.db"))));
    const qsizetype n = db.parts().size();
    Part system;
    system.sku = QStringLiteral("test-system");
    system.category = PartCategory::Chassis;
    system.vendor = system.model = system.source = system.priceDate = QStringLiteral("t");
    system.chassis.completeSystem = true;
    system.chassis.builtIn = {{QStringLiteral("nvidia-h100-sxm5-80gb"), 8}, {QStringLiteral("no-such-cpu"), 2}};
    Part instance;
    instance.sku = QStringLiteral("test-instance");
    instance.category = PartCategory::Cloud;
    instance.vendor = instance.model = instance.source = instance.priceDate = QStringLiteral("t");
    instance.cloud.gpuSku = QStringLiteral("no-such-gpu");
    // A valid new part first: it must not be imported either.
    const CatalogImportResult r
        = db.importParts({aiptest::sampleGpu(QStringLiteral("fine-gpu")), system, instance}, {2, 3, 4});
    CHECK_FALSE(r.ok);
    REQUIRE(r.errors.size() == 2);
    CHECK(r.errors.at(0).row == 3);
    CHECK(r.errors.at(0).column == QStringLiteral("chassis_built_in"));
    CHECK(r.errors.at(1).column == QStringLiteral("cloud_gpu_sku"));
    CHECK(db.parts().size() == n);
    CHECK_FALSE(db.part(QStringLiteral("fine-gpu")));
}

TEST_CASE("a file that cannot be read is an error, not an empty import")
{
    QTemporaryDir dir;
    CatalogDatabase db;
    REQUIRE(db.open(dir.filePath(QStringLiteral("c.db"))));
    const CatalogImportResult r = db.importCsv(dir.filePath(QStringLiteral("missing.csv")));
    CHECK_FALSE(r.ok);
    CHECK(r.errorText().contains(QStringLiteral("cannot read")));
    CHECK_FALSE(db.exportCsv(dir.filePath(QStringLiteral("no/such/folder/x.csv"))));
}

TEST_CASE("built-in parts and SKUs: what the CSV cells accept")
{
    QString error;
    const auto parts = builtInFromText(QStringLiteral("nvidia-a100-sxm4-80gb*8; amd-epyc-7742*2;nvidia-t4"), &error);
    REQUIRE(parts);
    REQUIRE(parts->size() == 3);
    CHECK(parts->at(0).qty == 8);
    CHECK(parts->at(1).sku == QStringLiteral("amd-epyc-7742"));
    CHECK(parts->at(2).qty == 1);
    CHECK(builtInToText(*parts) == QStringLiteral("nvidia-a100-sxm4-80gb*8;amd-epyc-7742*2;nvidia-t4*1"));
    CHECK_FALSE(builtInFromText(QStringLiteral("gpu*0"), &error));
    CHECK_FALSE(builtInFromText(QStringLiteral("gpu*many"), &error));
    CHECK_FALSE(builtInFromText(QStringLiteral("Bad SKU*2"), &error));
    CHECK(error.contains(QStringLiteral("Bad SKU")));

    CHECK(isValidSku(QStringLiteral("aws-p4d.24xlarge")));
    CHECK(isValidSku(QStringLiteral("samsung-pm1743-7.68tb")));
    CHECK_FALSE(isValidSku(QStringLiteral("x'); DROP TABLE parts; --")));
    CHECK_FALSE(isValidSku(QStringLiteral("Upper-Case")));
    CHECK_FALSE(isValidSku(QStringLiteral("-leading-dash")));
    CHECK_FALSE(isValidSku(QString()));
    CHECK_FALSE(isValidSku(QString(101, QLatin1Char('a'))));
}

TEST_CASE("export neutralises cells a spreadsheet would run as formulas, import restores them exactly")
{
    QTemporaryDir dir;
    CatalogDatabase a;
    REQUIRE(a.open(dir.filePath(QStringLiteral("a.db"))));
    // OWASP's triggers (=, +, -, @, tab, carriage return), an already-escaped-looking value and a plain negative
    // number's text, each in a free-text cell.
    const QStringList hostile{QStringLiteral("=HYPERLINK(\"http://example.invalid\",\"click\")"),
                              QStringLiteral("+1+2"),
                              QStringLiteral("-2+3"),
                              QStringLiteral("@SUM(A1:A9)"),
                              QStringLiteral("\tTabbed"),
                              QStringLiteral("\rReturn"),
                              QStringLiteral("'=already quoted"),
                              QStringLiteral("-12.5")};
    for (qsizetype i = 0; i < hostile.size(); ++i) {
        Part p = aiptest::sampleGpu(QStringLiteral("formula-gpu-%1").arg(i));
        p.vendor = QStringLiteral("Vendor");
        p.notes = hostile.at(i);
        p.source = hostile.at(i) + QStringLiteral(" (source)");
        REQUIRE(a.upsertPart(p));
    }
    const QString aCsv = dir.filePath(QStringLiteral("a.csv"));
    REQUIRE(a.exportCsv(aCsv));
    const QByteArray exported = aiptest::readFile(aCsv);
    const QList<QStringList> rows = splitCsv(QString::fromUtf8(exported));
    const qsizetype notes = rows.constFirst().indexOf(QStringLiteral("notes"));
    const qsizetype sku = rows.constFirst().indexOf(QStringLiteral("sku"));
    int checked = 0;
    for (const QStringList &row : rows) {
        if (!row.value(sku).startsWith(QStringLiteral("formula-gpu-")))
            continue;
        const QString cell = row.value(notes);
        INFO(cell.toStdString());
        if (cell == QStringLiteral("-12.5")) {
            ++checked; // a number is not a formula
            continue;
        }
        // Before issue 22 these were written verbatim: a live formula in Excel.
        CHECK(cell.startsWith(QLatin1Char('\'')));
        ++checked;
    }
    CHECK(checked == hostile.size());
    CHECK_FALSE(exported.contains(",=HYPERLINK"));

    CatalogDatabase b;
    REQUIRE(b.open(dir.filePath(QStringLiteral("b.db"))));
    REQUIRE(b.importCsv(aCsv).ok);
    for (qsizetype i = 0; i < hostile.size(); ++i) {
        const auto back = b.part(QStringLiteral("formula-gpu-%1").arg(i));
        REQUIRE(back);
        CHECK(back->notes == hostile.at(i));
        CHECK(back->source == hostile.at(i) + QStringLiteral(" (source)"));
    }
    const QString bCsv = dir.filePath(QStringLiteral("b.csv"));
    REQUIRE(b.exportCsv(bCsv));
    CHECK(aiptest::readFile(bCsv) == exported);
}

TEST_CASE("a price list's absurd numbers and invisible names are refused, control characters dropped")
{
    // Issue 22: a price of 1e308 turned every total into NaN; a name of one zero-width space counted as a name; a
    // right-to-left override in a name reversed text in the PDF.
    const Refusal cases[] = {
        {"a price of 1e308",
         editedSeed(3, [](QStringList &r, const QStringList &h) { setCell(r, h, "price", QStringLiteral("1e308")); }),
         3, "price"},
        {"a price past the limit",
         editedSeed(3, [](QStringList &r, const QStringList &h) { setCell(r, h, "price", QStringLiteral("2e9")); }), 3,
         "price"},
        {"a memory size of 1e300",
         editedSeed(
             2, [](QStringList &r, const QStringList &h) { setCell(r, h, "gpu_memory_gb", QStringLiteral("1e300")); }),
         2, "gpu_memory_gb"},
        {"a whole number past the limit",
         editedSeed(
             2,
             [](QStringList &r, const QStringList &h) { setCell(r, h, "gpu_pcie_gen", QStringLiteral("2000000000")); }),
         2, "gpu_pcie_gen"},
        {"a vendor of one zero-width space",
         editedSeed(4, [](QStringList &r, const QStringList &h) { setCell(r, h, "vendor", QStringLiteral("\u200B")); }),
         4, "vendor"},
    };
    for (const Refusal &c : cases) {
        INFO(c.what);
        const CsvParseResult r = parsePartsCsv(c.csv);
        REQUIRE_FALSE(r.errors.isEmpty());
        INFO(r.errors.constFirst().toString().toStdString());
        CHECK(r.errors.constFirst().row == c.row);
        CHECK(r.errors.constFirst().column == QLatin1String(c.column));
    }
    const CsvParseResult dirty = parsePartsCsv(editedSeed(2, [](QStringList &r, const QStringList &h) {
        setCell(r, h, "model", QStringLiteral("MI210\u202E\x1b[31m X"));
    }));
    REQUIRE(dirty.ok());
    CHECK(dirty.parts.constFirst().model == QStringLiteral("MI210[31m X"));
}

TEST_CASE("an unterminated quote is named as such, at the row where it opens")
{
    // Before: the rest of the file became one cell and the error said the row had the wrong number of cells.
    const QByteArray seed = aiptest::readFile(seedPath());
    const int rows = int(splitCsv(QString::fromUtf8(seed)).size());
    const CsvParseResult r = parsePartsCsv(seed + "extra-part,gpu,\"Vendor, Inc,model\n");
    REQUIRE_FALSE(r.errors.isEmpty());
    INFO(r.errors.constFirst().toString().toStdString());
    CHECK(r.errors.constFirst().row == rows + 1);
    CHECK(r.errors.constFirst().message.contains(QStringLiteral("never closed")));
    CHECK(r.parts.isEmpty());
}
