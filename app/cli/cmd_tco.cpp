// aiplanner-cli tco PLAN [--json | --csv]: owning the plan's cluster against each cloud option, month by month.
#include "cli/cli.h"
#include "cli/cliargs.h"
#include "perf/modelarch.h"
#include "tco/perfthroughputsource.h"
#include "tco/plantco.h"
#include "tco/tcoreport.h"

#include <QJsonDocument>
#include <QLocale>

namespace aip::cli {

namespace {

using namespace aip::tco;

class Printer
{
public:
    Printer(QTextStream &out, const QString &currency)
        : m_out(out)
        , m_currency(currency)
    { }

    QString money(double v) const { return m_locale.toString(v, 'f', 2); }
    QString number(double v, int decimals = 0) const { return m_locale.toString(v, 'f', decimals); }
    void row(const QString &label, const QString &value)
    {
        m_out << "  " << label.leftJustified(40, QLatin1Char(' ')) << value.rightJustified(18) << "\n";
    }
    void moneyRow(const QString &label, double v) { row(label, money(v) + QLatin1Char(' ') + m_currency); }
    void optionalMoneyRow(const QString &label, const std::optional<double> &v)
    {
        if (v)
            moneyRow(label, *v);
    }

    void summary(const PlanTco &tco, const QString &name)
    {
        const TcoResult &r = tco.result;
        const OwnedCost &o = r.owned;
        m_out << "TCO of " << (name.isEmpty() ? QStringLiteral("the plan") : QLatin1Char('"') + name + QLatin1Char('"'))
              << " over " << r.horizonMonths() << " months (" << m_currency << ")\n\nOwned\n";
        if (r.ownedThroughput) {
            QString t = number(r.ownedThroughput->samplesPerS, 2) + QStringLiteral(" samples/s");
            if (r.ownedThroughput->tokensPerS > 0)
                t += QStringLiteral(", ") + number(r.ownedThroughput->tokensPerS) + QStringLiteral(" tokens/s");
            row(QStringLiteral("Throughput (performance model)"), t);
        }
        moneyRow(QStringLiteral("Capex (quote after discount + network)"), o.capex);
        row(QStringLiteral("Average IT power"), number(o.averagePowerW) + QStringLiteral(" W"));
        row(QStringLiteral("Energy per year (with PUE)"), number(o.energyKwhPerYear) + QStringLiteral(" kWh"));
        moneyRow(QStringLiteral("Energy cost per year"), o.energyCostPerYear);
        moneyRow(QStringLiteral("Colocation per year"), o.colocationPerYear);
        moneyRow(QStringLiteral("Operations per year"), o.operationsPerYear);
        moneyRow(QStringLiteral("Maintenance per year"), o.maintenancePerYear);
        moneyRow(QStringLiteral("Depreciation per year"), o.depreciationPerYear);
        moneyRow(QStringLiteral("Total over the horizon"), o.total);
        moneyRow(QStringLiteral("Cost per delivered GPU-hour"), o.costPerGpuHour);
        optionalMoneyRow(QStringLiteral("Cost per million tokens"), r.ownedUnits.costPerMillionTokens);
        optionalMoneyRow(QStringLiteral("Cost per thousand samples"), r.ownedUnits.costPerThousandSamples);
        if (r.ownedUnits.efficiencyIndex)
            row(QStringLiteral("Samples/s per $/h (cost-efficiency)"), number(*r.ownedUnits.efficiencyIndex, 2));
        cloudTable(r);
        breakdown(r);
        assumptions(tco);
        if (!tco.notes.isEmpty()) {
            m_out << "\nNotes\n";
            for (const QString &n : tco.notes)
                m_out << "  - " << n << "\n";
        }
    }

private:
    void cloudTable(const TcoResult &r)
    {
        if (r.cloud.isEmpty())
            return;
        m_out << "\nCloud (same work)\n  " << QStringLiteral("Instance type").leftJustified(24)
              << QStringLiteral("Pricing").leftJustified(12) << QStringLiteral("Count").rightJustified(6)
              << QStringLiteral("Rate/h").rightJustified(12) << QStringLiteral("Total").rightJustified(18)
              << QStringLiteral("$/GPU-h").rightJustified(10) << QStringLiteral("Break-even").rightJustified(12)
              << "\n";
        for (const CloudCost &c : r.cloud) {
            m_out << "  " << c.in.sku.leftJustified(24) << c.in.pricing.leftJustified(12)
                  << QString::number(c.in.instances).rightJustified(6)
                  << money(c.in.rate.effectiveRate).rightJustified(12) << money(c.total).rightJustified(18)
                  << money(c.costPerGpuHour).rightJustified(10)
                  << (c.breakEvenMonth ? QStringLiteral("month %1").arg(*c.breakEvenMonth) : QStringLiteral("none"))
                         .rightJustified(12)
                  << "\n";
        }
    }

    void breakdown(const TcoResult &r)
    {
        m_out << "\nYearly breakdown (owned, cash)\n  " << QStringLiteral("Year").leftJustified(6);
        for (const char *h : {"Capex", "Energy", "Colocation", "Operations", "Maintenance", "Total"})
            m_out << QString::fromLatin1(h).rightJustified(16);
        m_out << "\n";
        for (const YearCosts &y : r.years) {
            m_out << "  " << QString::number(y.year).leftJustified(6);
            for (double v : {y.capex, y.energy, y.colocation, y.operations, y.maintenance, y.ownedCash})
                m_out << money(v).rightJustified(16);
            m_out << "\n";
        }
    }

    void assumptions(const PlanTco &tco)
    {
        m_out << "\nAssumptions\n";
        for (const Assumption &a : tco.assumptions) {
            m_out << "  " << a.label.leftJustified(52)
                  << (number(a.value, 2) + QLatin1Char(' ') + a.unit).leftJustified(22) << a.source << "\n";
        }
    }

    QTextStream &m_out;
    QString m_currency;
    QLocale m_locale{QLocale::English, QLocale::UnitedStates};
};

} // namespace

int cmdTco(Context &ctx, const QStringList &args)
{
    const CliArgs a(args, {QStringLiteral("--json"), QStringLiteral("--csv")}, {});
    if (!a.ok() || a.positionals().size() != 1
        || (a.flag(QStringLiteral("--json")) && a.flag(QStringLiteral("--csv")))) {
        ctx.err << (a.ok() ? QStringLiteral("tco needs exactly one PLAN and at most one of --json, --csv") : a.error())
                << "\nUsage: aiplanner-cli tco PLAN [--json | --csv]\n";
        return ExitUsage;
    }
    int exit = ExitOk;
    const auto loaded = ctx.loadPlanAndCatalog(a.positionals().constFirst(), &exit);
    if (!loaded)
        return exit;
    const Plan *plan = &loaded->plan;
    const PartCatalog *catalog = &loaded->catalog;
    if (plan->hasWorkload) {
        // The cloud side is sized on the workload: a model that does not exist is an invalid plan, not a reason
        // to fall back to counting GPUs.
        QString why;
        if (!perf::resolveModel(plan->workload.model, &why)) {
            ctx.err << a.positionals().constFirst() << ": workload.model: " << why << "\n";
            return ExitInvalid;
        }
    }
    PerfThroughputSource perf;
    const PlanTco tco = tcoForPlan(*plan, *catalog, &perf);
    if (!tco.ok()) {
        for (const QString &e : tco.errors)
            ctx.err << a.positionals().constFirst() << ": " << e << "\n";
        return ExitInvalid;
    }
    if (a.flag(QStringLiteral("--json"))) {
        ctx.out << QString::fromUtf8(QJsonDocument(toJson(tco)).toJson(QJsonDocument::Indented));
    } else if (a.flag(QStringLiteral("--csv"))) {
        ctx.out << toCsv(tco);
    } else {
        Printer(ctx.out, tco.currency).summary(tco, plan->name);
    }
    return ExitOk;
}

} // namespace aip::cli
