// aiplanner-cli tco: the JSON, CSV and text outputs on the catalog's DGX A100 against p4d, and the exit statuses.
#include "cli/cli.h"
#include "clirun.h"
#include "support/testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

namespace {

using TcoRun = clitest::Run;

TcoRun tco(const QStringList &args)
{
    return clitest::inProcess(args);
}

const char *kPlan = R"({"format":"aiplanner-plan","version":1,"name":"4 DGX A100 vs p4d",
 "servers":[{"id":"n","chassis":"nvidia-dgx-a100-80gb","parts":[],"count":4}],
 "fabric":{"sku":"nvidia-quantum-qm8700","topology":"fat-tree","oversubscription":1.0},
 "workload":{"model":{"preset":"gpt3-13b"},"global_batch":512,"precision":"bf16"},
 "costs":{"years":3,"electricity_per_kwh":0.10,"pue":1.4,"utilization":0.85},
 "cloud":[{"sku":"aws-p4d.24xlarge","pricing":"on_demand"},{"sku":"aws-p4d.24xlarge","pricing":"reserved_3y"}]})";

struct Fixture {
    QTemporaryDir dir;
    QString catalog() const { return dir.filePath(QStringLiteral("c.db")); }
    QString plan(const QByteArray &json, const char *name = "p.aiplan") const
    {
        const QString path = dir.filePath(QLatin1String(name));
        aiptest::writeFile(path, json);
        return path;
    }
    TcoRun run(QStringList args) const
    {
        args.prepend(catalog());
        args.prepend(QStringLiteral("--catalog"));
        args.insert(2, QStringLiteral("tco"));
        return tco(args);
    }
};

} // namespace

TEST_CASE("tco --json: a consistent 36-month result for 4 DGX A100 against p4d on-demand and 3-year reserved")
{
    Fixture f;
    const TcoRun r = f.run({f.plan(kPlan), QStringLiteral("--json")});
    INFO(r.err.toStdString());
    REQUIRE(r.status == 0);
    const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8()).object();
    CHECK(j.value(QStringLiteral("horizon_months")).toInt() == 36);
    const QJsonObject owned = j.value(QStringLiteral("owned")).toObject();
    const QJsonArray monthly = owned.value(QStringLiteral("monthly")).toArray();
    REQUIRE(monthly.size() == 36);
    for (int m = 1; m < 36; ++m)
        CHECK(monthly.at(m).toDouble() >= monthly.at(m - 1).toDouble());
    // Energy = average power x 8760 h x PUE x $/kWh.
    const double w = owned.value(QStringLiteral("average_power_w")).toDouble();
    const double kwh = owned.value(QStringLiteral("energy_kwh_per_year")).toDouble();
    CHECK(w > 4 * 3000); // four DGX A100 (6.5 kW max each) at 85% utilization
    CHECK(kwh == Approx(w / 1000 * 8760 * 1.4));
    CHECK(owned.value(QStringLiteral("energy_cost_per_year")).toDouble() == Approx(kwh * 0.10));
    CHECK(owned.value(QStringLiteral("capex")).toDouble() > 4 * 199000);
    CHECK(owned.value(QStringLiteral("total")).toDouble() == Approx(monthly.at(35).toDouble()));

    const QJsonArray cloud = j.value(QStringLiteral("cloud")).toArray();
    REQUIRE(cloud.size() == 2);
    const QJsonObject od = cloud.at(0).toObject(), r3 = cloud.at(1).toObject();
    CHECK(od.value(QStringLiteral("sku")).toString() == QStringLiteral("aws-p4d.24xlarge"));
    CHECK(od.value(QStringLiteral("pricing")).toString() == QStringLiteral("on_demand"));
    CHECK(r3.value(QStringLiteral("pricing")).toString() == QStringLiteral("reserved_3y"));
    const int instances = od.value(QStringLiteral("instances")).toInt();
    CHECK(instances >= 4);
    const double rate = od.value(QStringLiteral("hourly_rate")).toDouble();
    CHECK(rate > 0);
    // Same work: the owned cluster's W over the instance's throughput, billed at the rate; always on beside it.
    const double work = owned.value(QStringLiteral("delivered_work")).toDouble();
    const double perInstance = od.value(QStringLiteral("throughput_per_instance")).toDouble();
    REQUIRE(work > 0);
    REQUIRE(perInstance > 0);
    CHECK(od.value(QStringLiteral("sizing")).toString() == QStringLiteral("same_work"));
    // W = throughput x hours in service x utilization x goodput (checkpoints and restarts, from the perf model).
    const double goodput = owned.value(QStringLiteral("goodput")).toDouble();
    CHECK(goodput > 0.9);
    CHECK(goodput <= 1.0);
    CHECK(work == Approx(owned.value(QStringLiteral("samples_per_s")).toDouble() * 26280 * 3600 * 0.85 * goodput));
    CHECK(od.value(QStringLiteral("instance_hours")).toDouble() == Approx(work / perInstance / 3600));
    CHECK(od.value(QStringLiteral("total")).toDouble() == Approx(rate * work / perInstance / 3600));
    CHECK(od.value(QStringLiteral("always_on_total")).toDouble() == Approx(rate * instances * 730 * 36));
    CHECK(od.value(QStringLiteral("always_on_total")).toDouble() - od.value(QStringLiteral("total")).toDouble()
          == Approx(rate * od.value(QStringLiteral("idle_hours")).toDouble()));
    CHECK(od.value(QStringLiteral("price_date")).toString().left(4).toInt() >= 2020);
    CHECK(r3.value(QStringLiteral("instance_hours")).toDouble() >= work / perInstance / 3600 * 0.999);
    const QJsonObject band = od.value(QStringLiteral("break_even_band")).toObject();
    CHECK(band.contains(QStringLiteral("earliest")));
    CHECK(band.value(QStringLiteral("swing_pct")).toDouble() == Approx(20));
    CHECK(r3.value(QStringLiteral("hourly_rate")).toDouble() < od.value(QStringLiteral("hourly_rate")).toDouble());
    CHECK(od.value(QStringLiteral("monthly")).toArray().size() == 36);
    CHECK(od.contains(QStringLiteral("break_even_month")));
    CHECK(j.value(QStringLiteral("cost_per_gpu_hour")).toDouble() > 0);
    CHECK(j.contains(QStringLiteral("cost_per_million_tokens")));
    CHECK(j.value(QStringLiteral("breakdown")).toArray().size() == 3);
    CHECK(j.value(QStringLiteral("assumptions")).toArray().size() >= 10);
}

TEST_CASE("tco --csv: one row per month, one column per option, the text output is a summary")
{
    Fixture f;
    const QString plan = f.plan(kPlan);
    const TcoRun csv = f.run({plan, QStringLiteral("--csv")});
    REQUIRE(csv.status == 0);
    const QStringList lines = csv.out.trimmed().split(QLatin1Char('\n'));
    REQUIRE(lines.size() == 37);
    CHECK(lines.at(0)
          == QStringLiteral("month,owned,aws-p4d.24xlarge on_demand,aws-p4d.24xlarge reserved_3y,aws-p4d.24xlarge "
                            "on_demand always_on,aws-p4d.24xlarge reserved_3y always_on"));
    CHECK(lines.at(36).startsWith(QStringLiteral("36,")));
    CHECK(lines.at(36).split(QLatin1Char(',')).size() == 6);

    const TcoRun text = f.run({plan});
    REQUIRE(text.status == 0);
    for (const char *s : {"Owned", "Capex", "Energy cost per year", "aws-p4d.24xlarge", "reserved", "Break-even",
                          "Assumptions", "CBRE", "same work", "Price date", "Same capacity, always on"})
        CHECK(text.out.contains(QLatin1String(s)));
}

TEST_CASE("tco text: each option's break-even month with the range the JSON's break_even_band gives")
{
    Fixture f;
    const QString plan = f.plan(kPlan);
    const TcoRun json = f.run({plan, QStringLiteral("--json")});
    const TcoRun text = f.run({plan});
    REQUIRE(json.status == 0);
    REQUIRE(text.status == 0);
    const QJsonArray cloud
        = QJsonDocument::fromJson(json.out.toUtf8()).object().value(QStringLiteral("cloud")).toArray();
    REQUIRE(cloud.size() == 2);
    const int section = text.out.indexOf(QStringLiteral("Break-even range (cloud price, utilization and electricity"));
    REQUIRE(section > 0);
    CHECK(text.out.indexOf(QStringLiteral("20 %"), section) > section);
    const QStringList lines = text.out.mid(section).split(QLatin1Char('\n'));
    // English prints the plan file's pricing tokens (clitext.h's pricingLabel), as every other tco line does.
    for (const char *pricing : {"on_demand", "reserved_3y"}) {
        const QJsonObject o = cloud.at(QLatin1String(pricing) == QLatin1String("on_demand") ? 0 : 1).toObject();
        const QJsonObject band = o.value(QStringLiteral("break_even_band")).toObject();
        REQUIRE(!band.isEmpty());
        const QString prefix = QStringLiteral("  - aws-p4d.24xlarge %1: break-even ").arg(QLatin1String(pricing));
        QString line;
        for (const QString &l : lines) {
            if (l.startsWith(prefix))
                line = l;
        }
        INFO(pricing << ": " << text.out.mid(section).toStdString());
        REQUIRE(!line.isEmpty());
        // The base month, then the band, both as the JSON has them.
        const QJsonValue base = o.value(QStringLiteral("break_even_month"));
        CHECK(line.startsWith(prefix
                              + (base.isNull() ? QStringLiteral("none") : QStringLiteral("month %1").arg(base.toInt()))
                              + QStringLiteral(", range ")));
        const QJsonValue earliest = band.value(QStringLiteral("earliest"));
        const QJsonValue latest = band.value(QStringLiteral("latest"));
        QString range;
        if (earliest.isNull())
            range = QStringLiteral("none within 36 months in every case");
        else if (band.value(QStringLiteral("open_ended")).toBool())
            range = QStringLiteral("month %1 or later (none within 36 months at worst)").arg(earliest.toInt());
        else if (latest.toInt() == earliest.toInt())
            range = QStringLiteral("month %1 in every case").arg(earliest.toInt());
        else
            range = QStringLiteral("months %1 to %2").arg(earliest.toInt()).arg(latest.toInt());
        CHECK(line.endsWith(range));
        // The base month lies within its band.
        if (!base.isNull() && !earliest.isNull()) {
            CHECK(earliest.toInt() <= base.toInt());
            if (!band.value(QStringLiteral("open_ended")).toBool())
                CHECK(base.toInt() <= latest.toInt());
        }
    }
}

TEST_CASE("tco exit statuses: usage 2, invalid plan 1, catalog error 3")
{
    Fixture f;
    CHECK(f.run({}).status == 2);
    CHECK(f.run({f.plan(kPlan), QStringLiteral("--json"), QStringLiteral("--csv")}).status == 2);
    CHECK(f.run({f.plan(kPlan), QStringLiteral("--bogus")}).status == 2);
    const TcoRun notJson = f.run({f.plan("{ not json", "bad.aiplan")});
    CHECK(notJson.status == 1);
    QByteArray unknown = kPlan;
    unknown.replace("aws-p4d.24xlarge\",\"pricing\":\"on_demand", "no-such-instance\",\"pricing\":\"on_demand");
    const TcoRun u = f.run({f.plan(unknown, "u.aiplan")});
    CHECK(u.status == 1);
    CHECK(u.err.contains(QStringLiteral("no-such-instance")));
    // A file that is not an SQLite database.
    const QString garbage
        = f.plan("this is not a database, just text that is long enough to be read as one", "garbage.db");
    const TcoRun badCatalog = tco({QStringLiteral("--catalog"), garbage, QStringLiteral("tco"), f.plan(kPlan)});
    CHECK(badCatalog.status == 3);
}
