// aiplanner-cli quote and reference prices: the PDF prints every line as the seller's price (no "(estimate)" for the
// client), and the command warns the seller on stderr, before writing, which lines come from the catalog's
// reference estimates rather than a price list; a price list imported with stated prices silences the warning for
// its parts (the fabric's cables stay a reference estimate).
#include "catalogcsv.h"
#include "clirun.h"
#include "facility/networkbom.h"
#include "support/testsupport.h"

#include <QStandardPaths>
#include <QTemporaryDir>

namespace {

using clitest::Run;

Run cli(const QStringList &args)
{
    return clitest::exe(args);
}

Run quote(const QString &db, const QString &pdf)
{
    return cli({QStringLiteral("--catalog"), db, QStringLiteral("quote"),
                aiptest::dataPath(QStringLiteral("plans/quote-check.aiplan")), QStringLiteral("-o"), pdf});
}

// Whether the text names one of the fabric's cables or optics (facility/networkbom.h).
bool namesFabricCable(const QString &text)
{
    for (const aip::FabricCable &c : aip::fabricCables()) {
        if (text.contains(QLatin1String(c.sku)))
            return true;
    }
    return false;
}

QString warningLine(const QString &err)
{
    for (const QString &line : err.split(QLatin1Char('\n'))) {
        if (line.contains(QLatin1String("reference estimates")))
            return line;
    }
    return {};
}

} // namespace

TEST_CASE("quote: the seller is warned about reference estimates on stderr, the client's PDF does not mark them")
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("c.db"));
    const QString pdf = dir.filePath(QStringLiteral("q.pdf"));
    const Run q = quote(db, pdf);
    INFO(q.err.toStdString());
    REQUIRE(q.status == 0);
    const QString warning = warningLine(q.err);
    REQUIRE_FALSE(warning.isEmpty());
    // The seed's bare chassis has no public price (an estimate); the H100's is dated press (not an estimate).
    CHECK(warning.contains(QLatin1String("supermicro-sys-821ge-tnhr")));
    CHECK_FALSE(warning.contains(QLatin1String("nvidia-h100-sxm5-80gb")));
    CHECK(namesFabricCable(warning));
    CHECK(q.out.contains(QLatin1String("Wrote quote")));
    if (!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()) {
        const Run text
            = clitest::program(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        REQUIRE(text.status == 0);
        CHECK(text.out.contains(QLatin1String("nvidia-h100-sxm5-80gb")));
        CHECK_FALSE(text.out.contains(QLatin1String("(estimate)")));
    }

    // The seller imports their price list for the plan's parts: only the cables are left to warn about.
    const Run exported = cli({QStringLiteral("--catalog"), db, QStringLiteral("catalog"), QStringLiteral("export"),
                              dir.filePath(QStringLiteral("all.csv"))});
    REQUIRE(exported.status == 0);
    aip::CsvParseResult parsed = aip::parsePartsCsv(aiptest::readFile(dir.filePath(QStringLiteral("all.csv"))));
    REQUIRE(parsed.ok());
    QList<aip::Part> priceList;
    for (aip::Part p : parsed.parts) {
        if (!q.err.contains(p.sku))
            continue;
        p.priceBasis = aip::kPriceBasisReseller;
        p.priceSource = QStringLiteral("Seller's price list 2026-12");
        priceList.append(p);
    }
    REQUIRE(priceList.size() >= 3);
    const QString listPath = dir.filePath(QStringLiteral("seller.csv"));
    REQUIRE(aiptest::writeFile(listPath, aip::writePartsCsv(priceList)));
    const Run imported
        = cli({QStringLiteral("--catalog"), db, QStringLiteral("catalog"), QStringLiteral("import"), listPath});
    INFO(imported.err.toStdString());
    REQUIRE(imported.status == 0);
    const Run again = quote(db, dir.filePath(QStringLiteral("q2.pdf")));
    REQUIRE(again.status == 0);
    const QString rest = warningLine(again.err);
    CHECK(namesFabricCable(rest));
    CHECK_FALSE(rest.contains(QLatin1String("supermicro-sys-821ge-tnhr")));
}
