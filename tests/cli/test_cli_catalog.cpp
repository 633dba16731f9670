// `catalog list|export|import` and `check` from the command line: output contracts and exit statuses.
#include "cli/cli.h"
#include "clirun.h"
#include "support/testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>

namespace {

using clitest::exe;
using clitest::inProcess;
using clitest::Run;

QStringList withCatalog(const QString &db, QStringList args)
{
    args.prepend(db);
    args.prepend(QStringLiteral("--catalog"));
    return args;
}

const char *const kPlanHead = "{\"format\":\"aiplanner-plan\",\"version\":1,\"name\":\"t\",\"servers\":[{\"id\":\"n\","
                              "\"chassis\":\"supermicro-sys-821ge-tnhr\",\"count\":1,\"parts\":[";

QByteArray tnhrPlan(const QByteArray &parts)
{
    return QByteArray(kPlanHead) + parts + "]}]}";
}

} // namespace

TEST_CASE("catalog list --json of a new catalog: every part with its source, date and attributes")
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("x.db"));
    const Run r = exe(withCatalog(db, {QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")}));
    REQUIRE(r.status == 0);
    const QJsonArray parts = QJsonDocument::fromJson(r.out.toUtf8()).array();
    CHECK(parts.size() >= 150);
    QSet<QString> skus;
    for (const QJsonValue &v : parts) {
        const QJsonObject p = v.toObject();
        skus.insert(p.value(QStringLiteral("sku")).toString());
        for (const char *key : {"sku", "category", "vendor", "model", "currency", "price_date", "source"})
            CHECK_FALSE(p.value(QLatin1String(key)).toString().isEmpty());
        CHECK(p.value(QStringLiteral("price")).isDouble());
        if (p.value(QStringLiteral("sku")).toString() == QStringLiteral("nvidia-h100-sxm5-80gb")) {
            CHECK(p.value(QStringLiteral("gpu_memory_gb")).toDouble() == 80);
            CHECK(p.value(QStringLiteral("gpu_form_factor")).toString() == QStringLiteral("sxm"));
            CHECK_FALSE(p.contains(QStringLiteral("cpu_cores")));
        }
        if (p.value(QStringLiteral("sku")).toString() == QStringLiteral("nvidia-dgx-a100-80gb"))
            CHECK(p.value(QStringLiteral("chassis_built_in")).toArray().size() >= 5);
    }
    const QStringList required
        = QString::fromUtf8(aiptest::readFile(aiptest::sharedPath(QStringLiteral("acceptance/required_skus.txt"))))
              .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &sku : required)
        CHECK(skus.contains(sku.trimmed()));

    const Run gpus
        = inProcess(withCatalog(db,
                                {QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--category"),
                                 QStringLiteral("gpu"), QStringLiteral("--json")}));
    REQUIRE(gpus.status == 0);
    const QJsonArray g = QJsonDocument::fromJson(gpus.out.toUtf8()).array();
    CHECK(g.size() >= 20);
    for (const QJsonValue &v : g)
        CHECK(v.toObject().value(QStringLiteral("category")).toString() == QStringLiteral("gpu"));
    const Run table = inProcess(withCatalog(db, {QStringLiteral("catalog"), QStringLiteral("list")}));
    CHECK(table.status == 0);
    CHECK(table.out.contains(QStringLiteral("nvidia-quantum2-qm9700")));
}

TEST_CASE("catalog export, import and their exit statuses")
{
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("a.db"));
    const QString b = dir.filePath(QStringLiteral("b.db"));
    const QString aCsv = dir.filePath(QStringLiteral("a.csv"));
    const QString bCsv = dir.filePath(QStringLiteral("b.csv"));
    REQUIRE(inProcess(withCatalog(a, {QStringLiteral("catalog"), QStringLiteral("export"), aCsv})).status == 0);
    const Run imported = inProcess(withCatalog(b, {QStringLiteral("catalog"), QStringLiteral("import"), aCsv}));
    CHECK(imported.status == 0);
    CHECK(imported.out.contains(QStringLiteral("updated")));
    REQUIRE(inProcess(withCatalog(b, {QStringLiteral("catalog"), QStringLiteral("export"), bCsv})).status == 0);
    CHECK(aiptest::readFile(aCsv) == aiptest::readFile(bCsv));

    // A refused import: exit 1, the row and column named, nothing changed.
    QByteArray evil = aiptest::readFile(aCsv);
    const qsizetype firstRowEnd = evil.indexOf('\n', evil.indexOf('\n') + 1);
    QByteArray row = evil.mid(evil.indexOf('\n') + 1, firstRowEnd - evil.indexOf('\n'));
    row = "\"x'); DROP TABLE parts; --\"" + row.mid(row.indexOf(','));
    const QString evilCsv = dir.filePath(QStringLiteral("evil.csv"));
    REQUIRE(aiptest::writeFile(evilCsv, evil.left(evil.indexOf('\n') + 1) + row));
    const Run refused = inProcess(withCatalog(a, {QStringLiteral("catalog"), QStringLiteral("import"), evilCsv}));
    CHECK(refused.status == 1);
    CHECK(refused.err.contains(QStringLiteral("row 2, column sku")));
    REQUIRE(inProcess(withCatalog(a, {QStringLiteral("catalog"), QStringLiteral("export"), bCsv})).status == 0);
    CHECK(aiptest::readFile(aCsv) == aiptest::readFile(bCsv));

    const QString twoColumns = dir.filePath(QStringLiteral("two.csv"));
    REQUIRE(aiptest::writeFile(twoColumns, "sku,vendor\nonly-two,columns\n"));
    const Run missing = inProcess(withCatalog(a, {QStringLiteral("catalog"), QStringLiteral("import"), twoColumns}));
    CHECK(missing.status == 1);
    CHECK(missing.err.contains(QStringLiteral("missing columns")));

    CHECK(inProcess(
              withCatalog(
                  a, {QStringLiteral("catalog"), QStringLiteral("import"), dir.filePath(QStringLiteral("none.csv"))}))
              .status
          == 3);
    CHECK(inProcess(withCatalog(a,
                                {QStringLiteral("catalog"), QStringLiteral("export"),
                                 dir.filePath(QStringLiteral("no/dir/x.csv"))}))
              .status
          == 3);
    for (const QStringList &args :
         {QStringList{QStringLiteral("catalog")}, QStringList{QStringLiteral("catalog"), QStringLiteral("frob")},
          QStringList{QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--category"),
                      QStringLiteral("fpga")},
          QStringList{QStringLiteral("catalog"), QStringLiteral("export")},
          QStringList{QStringLiteral("catalog"), QStringLiteral("import"), QStringLiteral("a"), QStringLiteral("b")}}) {
        INFO(args.join(QLatin1Char(' ')).toStdString());
        CHECK(inProcess(withCatalog(a, args)).status == 2);
    }
}

TEST_CASE("a catalog file that is not a catalog: exit 3 with a message")
{
    QTemporaryDir dir;
    const QString corrupt = dir.filePath(QStringLiteral("corrupt.db"));
    REQUIRE(aiptest::writeFile(corrupt, QByteArray(20000, 'z')));
    const Run list = exe(withCatalog(corrupt, {QStringLiteral("catalog"), QStringLiteral("list")}));
    CHECK(list.status == 3);
    CHECK(list.err.contains(QStringLiteral("not a catalog database")));
    const QString plan = dir.filePath(QStringLiteral("p.aiplan"));
    REQUIRE(aiptest::writeFile(plan, tnhrPlan("{\"sku\":\"nvidia-h100-sxm5-80gb\",\"qty\":8}")));
    CHECK(inProcess(withCatalog(corrupt, {QStringLiteral("check"), plan})).status == 3);
}

TEST_CASE("check: exit 1 on an error, 0 on warnings only, and every finding explained")
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("c.db"));
    auto checkPlan = [&](const QByteArray &json) {
        const QString plan = dir.filePath(QStringLiteral("p.aiplan"));
        REQUIRE(aiptest::writeFile(plan, json));
        return inProcess(withCatalog(db, {QStringLiteral("check"), plan}));
    };
    const QByteArray fullHost
        = ",{\"sku\":\"samsung-ddr5-4800-64gb-rdimm\",\"qty\":32},"
          "{\"sku\":\"nvidia-connectx7-ndr400\",\"qty\":8},{\"sku\":\"samsung-pm9a3-3.84tb\",\"qty\":2}";

    Run r = checkPlan(
        tnhrPlan("{\"sku\":\"nvidia-h100-sxm5-80gb\",\"qty\":8},{\"sku\":\"intel-xeon-8480p\",\"qty\":2}" + fullHost));
    INFO(r.out.toStdString());
    CHECK(r.status == 0);
    CHECK(r.out.contains(QStringLiteral(": 0 errors, ")));

    r = checkPlan(
        tnhrPlan("{\"sku\":\"nvidia-h100-sxm5-80gb\",\"qty\":10},{\"sku\":\"intel-xeon-8480p\",\"qty\":2}" + fullHost));
    CHECK(r.status == 1);
    CHECK(r.out.contains(QStringLiteral("error   [n] 10 GPUs")));
    CHECK(r.out.contains(QStringLiteral("why: ")));

    r = checkPlan(
        tnhrPlan("{\"sku\":\"nvidia-h100-sxm5-80gb\",\"qty\":8},{\"sku\":\"amd-epyc-7543\",\"qty\":2}" + fullHost));
    CHECK(r.status == 1);
    CHECK(r.out.contains(QStringLiteral("SP3")));

    r = checkPlan(
        tnhrPlan("{\"sku\":\"nvidia-h100-sxm5-80gb\",\"qty\":8},{\"sku\":\"intel-xeon-4410y\",\"qty\":2}" + fullHost));
    CHECK(r.status == 0); // a warning, not an error
    CHECK(r.out.contains(QStringLiteral("warning")));
    CHECK(r.out.contains(QStringLiteral("cores per GPU")));

    // Adding GPUs to a DGX.
    r = checkPlan("{\"format\":\"aiplanner-plan\",\"version\":1,\"servers\":[{\"id\":\"dgx\",\"chassis\":"
                  "\"nvidia-dgx-h100\",\"count\":2,\"parts\":[{\"sku\":\"nvidia-h100-sxm5-80gb\",\"qty\":8}]}]}");
    CHECK(r.status == 1);
    CHECK(r.out.contains(QStringLiteral("complete system")));
}
