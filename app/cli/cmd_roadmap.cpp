// aiplanner-cli roadmap PLAN [--json]: when the plan's cluster stops meeting its growing work, and what buying more,
// bursting to the cloud and buying bigger now cost over three years (model/sizing/roadmap.h).
#include "cli/cli.h"
#include "cli/cliargs.h"
#include "cli/clitext.h"
#include "sizing/roadmap.h"
#include "tco/cloudrate.h"

#include <QCoreApplication>
#include <QJsonDocument>

namespace aip::cli {

namespace {

using namespace aip::sizing;

QString tr(const char *text)
{
    // lupdate files tr() of a free function under its namespace: ask for the same context.
    return QCoreApplication::translate("aip::cli", text);
}

QString pathLabel(const QString &name)
{
    if (name == QLatin1String("buy_more"))
        return tr("buy more");
    if (name == QLatin1String("burst_to_cloud"))
        return tr("burst to cloud");
    if (name == QLatin1String("buy_bigger_now"))
        return tr("buy bigger now");
    return name;
}

void printText(Context &ctx, const Plan &plan, const Roadmap &r)
{
    const QLocale l = ctx.locale();
    const GrowthProfile &g = r.growth;
    ctx.out << tr("Roadmap of %1: %2 x %3")
                   .arg(plan.name.isEmpty() ? tr("the plan") : tr("\"%1\"").arg(plan.name), fixed(l, r.nodes, 0),
                        r.system)
            << "\n"
            << tr("Growth per year: model x%1, tokens x%2, projects x%3; hardware prices -%4% a year")
                   .arg(significant(l, g.modelFactorPerYear), significant(l, g.tokensFactorPerYear),
                        significant(l, g.projectsPerYear), fixed(l, 100 * g.priceDeclinePerYear, 1))
            << "\n"
            << (r.fromTarget ? tr("The run takes %1 days on it today; each run must finish within %2 days (the "
                                  "target).")
                                   .arg(fixed(l, r.daysNow, 1), significant(l, r.periodDays))
                             : tr("The run takes %1 days on it today; it runs once a year in the %2 days the cluster "
                                  "is in service.")
                                   .arg(fixed(l, r.daysNow, 1), fixed(l, r.periodDays, 0)))
            << "\n";
    if (!r.runsOutMonth)
        ctx.out << tr("It keeps up with the work for all %1 months.").arg(kRoadmapMonths) << "\n";
    else if (*r.runsOutMonth == 0)
        ctx.out << tr("It does not keep up even now: the work is %1 times what it can do.")
                       .arg(fixed(l, r.load.constFirst(), 1))
                << "\n";
    else
        ctx.out << tr("It runs out in month %1 (quarter %2).")
                       .arg(fixed(l, *r.runsOutMonth, 0), fixed(l, *r.runsOutQuarter(), 0))
                << "\n";
    ctx.out << "\n" << padRight(tr("Cumulative cost (%1)").arg(r.currency), 26);
    for (const RoadmapPath &p : r.paths)
        ctx.out << padLeft(pathLabel(p.name), 20);
    ctx.out << "\n";
    for (int year = 1; year * 12 <= kRoadmapMonths; ++year) {
        ctx.out << padRight(tr("Year %1 (month %2)").arg(fixed(l, year, 0), fixed(l, year * 12, 0)), 26);
        for (const RoadmapPath &p : r.paths)
            ctx.out << padLeft(grouped(l, p.monthlyCumulative.at(year * 12 - 1), 0), 20);
        ctx.out << "\n";
    }
    ctx.out << "\n" << tr("What is bought when") << "\n";
    for (const RoadmapPath &p : r.paths) {
        ctx.out << "  " << pathLabel(p.name) << "\n";
        for (const RoadmapPurchase &b : purchasesByYear(p)) {
            const QString when = b.month == 0 ? tr("now")
                : b.lastMonth > b.month       ? tr("months %1-%2").arg(fixed(l, b.month, 0), fixed(l, b.lastMonth, 0))
                                              : tr("month %1").arg(fixed(l, b.month, 0));
            const QString what = b.unit == QLatin1String("instance_hours")
                ? tr("%1 instance-hours of %2 %3").arg(grouped(l, b.quantity, 0), b.item, tco::pricingLabel(b.pricing))
                : tr("%1 x %2").arg(fixed(l, b.quantity, 0), b.item);
            ctx.out << "    " << when << ": " << what << ", " << grouped(l, b.cost, 0) << " " << r.currency << "\n";
        }
    }
    if (!r.notes.isEmpty()) {
        ctx.out << "\n" << tr("Notes") << "\n";
        for (const QString &n : r.notes)
            ctx.out << "  - " << n << "\n";
    }
}

} // namespace

int cmdRoadmap(Context &ctx, const CliArgs &a)
{
    if (!a.ok() || a.positionals().size() != 1) {
        ctx.err << (a.ok() ? tr("roadmap needs exactly one PLAN") : a.error()) << "\n"
                << usageLine(QStringLiteral("aiplanner-cli roadmap PLAN [--json]")) << "\n";
        return ExitUsage;
    }
    int exit = ExitOk;
    const auto loaded = ctx.loadPlanAndCatalog(a.positionals().constFirst(), &exit);
    if (!loaded)
        return exit;
    QString error;
    const std::optional<Roadmap> r = buildRoadmap(loaded->plan, loaded->catalog, &error);
    if (!r) {
        ctx.err << a.positionals().constFirst() << ": " << error << "\n";
        return ExitInvalid;
    }
    if (a.flag(QStringLiteral("--json")))
        ctx.out << QString::fromUtf8(QJsonDocument(toJson(*r)).toJson(QJsonDocument::Indented));
    else
        printText(ctx, loaded->plan, *r);
    return ExitOk;
}

} // namespace aip::cli
