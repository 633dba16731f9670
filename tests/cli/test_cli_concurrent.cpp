// A catalog many can read (issue 22, done-when): `catalog list` and `simulate` succeed while another process imports
// a 100,000-row price list into the same catalog, and every read sees the catalog before or after the import, never
// half of it.
#include "clirun.h"
#include "support/testsupport.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>

namespace {

const char *const kPlan
    = "{\"format\":\"aiplanner-plan\",\"version\":1,\"name\":\"ok\",\"servers\":[{\"id\":\"n\","
      "\"chassis\":\"nvidia-dgx-a100-80gb\",\"parts\":[],\"count\":2}],\"workload\":{\"model\":{\"preset\":"
      "\"gpt3-13b\"},\"global_batch\":64,\"precision\":\"bf16\"}}";

// The catalog's CSV header (what `catalog export` writes) and `rows` memory modules under new SKUs.
QByteArray bigPriceList(const QByteArray &header, int rows)
{
    const QList<QByteArray> columns = header.trimmed().split(',');
    QByteArray out = header.trimmed() + '\n';
    out.reserve(out.size() + qsizetype(rows) * (columns.size() + 60));
    for (int i = 0; i < rows; ++i) {
        for (qsizetype c = 0; c < columns.size(); ++c) {
            const QByteArray &name = columns.at(c);
            if (c > 0)
                out += ',';
            if (name == "sku")
                out += "bulk-dimm-" + QByteArray::number(i);
            else if (name == "category")
                out += "memory";
            else if (name == "vendor")
                out += "Bulk";
            else if (name == "model")
                out += "DIMM " + QByteArray::number(i);
            else if (name == "price")
                out += QByteArray::number(100 + i % 50);
            else if (name == "currency")
                out += "USD";
            else if (name == "price_date")
                out += "2026-12";
            else if (name == "source")
                out += "test";
            else if (name == "estimated")
                out += "false";
            else if (name == "price_basis")
                out += "list";
            else if (name == "memory_type")
                out += "DDR5";
            else if (name == "memory_size_gb")
                out += "64";
            else if (name == "memory_speed_mts")
                out += "4800";
        }
        out += '\n';
    }
    return out;
}

qsizetype listedParts(const clitest::Run &r)
{
    return QJsonDocument::fromJson(r.out.toUtf8()).array().size();
}

} // namespace

TEST_CASE("catalog list and simulate succeed while a 100,000-row import runs")
{
    QTemporaryDir dir;
    const QString catalog = dir.filePath(QStringLiteral("c.db"));
    const QString csv = dir.filePath(QStringLiteral("big.csv"));
    const QString plan = dir.filePath(QStringLiteral("p.aiplan"));
    REQUIRE(aiptest::writeFile(plan, kPlan));
    REQUIRE(clitest::inProcess(
                {QStringLiteral("--catalog"), catalog, QStringLiteral("catalog"), QStringLiteral("export"), csv})
                .status
            == 0);
    const QByteArray header = aiptest::readFile(csv).split('\n').constFirst();
    // 100,000 rows as the issue says; a tenth of that under AddressSanitizer (a Debug build in CI), which makes the
    // import (12 SQL statements
    // per part) several times slower and the suite must stay within its time.
#if defined(__SANITIZE_ADDRESS__)
    constexpr int kRows = 10000;
#else
    constexpr int kRows = 100000;
#endif
    REQUIRE(aiptest::writeFile(csv, bigPriceList(header, kRows)));
    const clitest::Run before = clitest::inProcess({QStringLiteral("--catalog"), catalog, QStringLiteral("catalog"),
                                                    QStringLiteral("list"), QStringLiteral("--json")});
    REQUIRE(before.status == 0);
    const qsizetype seedParts = listedParts(before);
    REQUIRE(seedParts > 100);

    QProcess importer;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), dir.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
    importer.setProcessEnvironment(env);
    importer.start(QStringLiteral(AIP_CLI_EXE),
                   {QStringLiteral("--catalog"), catalog, QStringLiteral("catalog"), QStringLiteral("import"), csv});
    REQUIRE(importer.waitForStarted(30000));

    int reads = 0;
    int simulations = 0;
    QElapsedTimer t;
    t.start();
    while (importer.state() != QProcess::NotRunning && t.elapsed() < 240000) {
        const clitest::Run list = clitest::inProcess({QStringLiteral("--catalog"), catalog, QStringLiteral("catalog"),
                                                      QStringLiteral("list"), QStringLiteral("--json")});
        INFO(list.err.toStdString());
        REQUIRE(list.status == 0);
        // Before or after the import, never part of it.
        const qsizetype n = listedParts(list);
        CHECK((n == seedParts || n == seedParts + kRows));
        ++reads;
        if (reads % 3 == 1) {
            const clitest::Run sim = clitest::inProcess(
                {QStringLiteral("--catalog"), catalog, QStringLiteral("simulate"), plan, QStringLiteral("--json")});
            INFO(sim.err.toStdString());
            REQUIRE(sim.status == 0);
            ++simulations;
        }
        importer.waitForFinished(50);
    }
    if (importer.state() != QProcess::NotRunning)
        REQUIRE(importer.waitForFinished(240000));
    INFO(QString::fromUtf8(importer.readAllStandardError()).toStdString());
    CHECK(importer.exitCode() == 0);
    CHECK(reads >= 2);
    CHECK(simulations >= 1);
    const clitest::Run after = clitest::inProcess({QStringLiteral("--catalog"), catalog, QStringLiteral("catalog"),
                                                   QStringLiteral("list"), QStringLiteral("--json")});
    REQUIRE(after.status == 0);
    CHECK(listedParts(after) == seedParts + kRows);
}
