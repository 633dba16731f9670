// `catalog history [SKU] [--limit N] [--json]`: who changed what, newest first, after an import from the command line.
#include "catalogcsv.h"
#include "cli/cli.h"
#include "clirun.h"
#include "support/testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using clitest::inProcess;
using clitest::Run;

TEST_CASE("catalog history lists each price an import changed, with who, the old and new value and the file")
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("h.db"));
    const QString all = dir.filePath(QStringLiteral("all.csv"));
    REQUIRE(
        inProcess({QStringLiteral("--catalog"), db, QStringLiteral("catalog"), QStringLiteral("export"), all}).status
        == 0);
    // The first part's price raised by 100, as a one-row price list.
    const aip::CsvParseResult parsed = aip::parsePartsCsv(aiptest::readFile(all));
    REQUIRE(parsed.ok());
    aip::Part part = parsed.parts.constFirst();
    const double oldPrice = part.price;
    part.price += 100;
    const QString list = dir.filePath(QStringLiteral("raise.csv"));
    REQUIRE(aiptest::writeFile(list, aip::writePartsCsv({part})));
    const Run imported
        = inProcess({QStringLiteral("--catalog"), db, QStringLiteral("catalog"), QStringLiteral("import"), list});
    INFO(imported.err.toStdString());
    REQUIRE(imported.status == 0);

    const Run r = inProcess({QStringLiteral("--catalog"), db, QStringLiteral("catalog"), QStringLiteral("history"),
                             part.sku, QStringLiteral("--json")});
    REQUIRE(r.status == 0);
    const QJsonArray changes = QJsonDocument::fromJson(r.out.toUtf8()).array();
    REQUIRE(changes.size() == 1);
    const QJsonObject c = changes.at(0).toObject();
    CHECK(c.value(QStringLiteral("field")).toString() == QStringLiteral("price"));
    CHECK(c.value(QStringLiteral("old")).toString().toDouble() == oldPrice);
    CHECK(c.value(QStringLiteral("new")).toString().toDouble() == oldPrice + 100);
    CHECK(c.value(QStringLiteral("source")).toString() == QStringLiteral("import raise.csv"));
    CHECK_FALSE(c.value(QStringLiteral("changed_by")).toString().isEmpty());

    const Run none = inProcess({QStringLiteral("--catalog"), db, QStringLiteral("catalog"), QStringLiteral("history"),
                                QStringLiteral("no-such-part")});
    CHECK(none.status == 0);
    CHECK(none.out.contains(QStringLiteral("0")));
    CHECK(inProcess({QStringLiteral("--catalog"), db, QStringLiteral("catalog"), QStringLiteral("history"),
                     QStringLiteral("--limit"), QStringLiteral("0")})
              .status
          == 2);
}

TEST_CASE("catalog help lists catalog history with its options")
{
    const Run help = inProcess({QStringLiteral("catalog"), QStringLiteral("--help")});
    CHECK(help.status == 0);
    CHECK(help.out.contains(QStringLiteral("  catalog history [SKU] [--limit N] [--json]\n")));
    CHECK(help.out.contains(QStringLiteral("default 1000")));
    CHECK(inProcess({QStringLiteral("--help")}).out.contains(QStringLiteral("catalog list|import|export|history")));
}
