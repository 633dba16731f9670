// aiplanner-cli tco PLAN [--json | --csv]: owning the plan's cluster against each cloud option, month by month.
#include "cli/cli.h"
#include "cli/cliargs.h"
#include "cli/clitext.h"
#include "perf/modelarch.h"
#include "tco/perfthroughputsource.h"
#include "tco/plantco.h"
#include "tco/tcodefaults.h"
#include "tco/tcoreport.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QLocale>

namespace aip::cli {

namespace {

using namespace aip::tco;

class Printer
{
public:
    Printer(QTextStream &out, const QLocale &locale, const QString &currency)
        : m_out(out)
        , m_locale(locale)
        , m_currency(currency)
    { }

    QString money(double v) const { return grouped(m_locale, v, 2); }
    QString number(double v, int decimals = 0) const { return grouped(m_locale, v, decimals); }
    QString count(int n) const { return fixed(m_locale, n, 0); } // months, years, instances: no group separator
    void row(const QString &label, const QString &value)
    {
        m_out << "  " << padRight(label, 40) << padLeft(value, 18) << "\n";
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
        m_out << QCoreApplication::translate("cli", "TCO of %1 over %2 months (%3)")
                     .arg(name.isEmpty() ? QCoreApplication::translate("cli", "the plan")
                                         : QCoreApplication::translate("cli", "\"%1\"").arg(name),
                          count(r.horizonMonths()), m_currency)
              << "\n\n"
              << QCoreApplication::translate("cli", "Owned") << "\n";
        owned(r);
        cloudTable(r);
        breakEvenRanges(tco);
        breakdown(r);
        assumptions(tco);
        if (!tco.notes.isEmpty()) {
            m_out << "\n" << QCoreApplication::translate("cli", "Notes") << "\n";
            for (const QString &n : tco.notes)
                m_out << "  - " << n << "\n";
        }
    }

private:
    void owned(const TcoResult &r)
    {
        const OwnedCost &o = r.owned;
        if (r.ownedThroughput) {
            QString t
                = QCoreApplication::translate("cli", "%1 samples/s").arg(number(r.ownedThroughput->samplesPerS, 2));
            if (r.ownedThroughput->tokensPerS > 0)
                t += QCoreApplication::translate("cli", ", %1 tokens/s").arg(number(r.ownedThroughput->tokensPerS));
            row(QCoreApplication::translate("cli", "Throughput (performance model)"), t);
        }
        moneyRow(QCoreApplication::translate("cli", "Capex (quote after discount + network)"), o.capex);
        row(QCoreApplication::translate("cli", "Nominal IT power (node-side optics)"),
            QCoreApplication::translate("cli", "%1 W (%2 W)").arg(number(o.nominalPowerW), number(o.opticsPowerW)));
        row(QCoreApplication::translate("cli", "Average IT power"), number(o.averagePowerW) + QStringLiteral(" W"));
        row(QCoreApplication::translate("cli", "Racks, PUE"),
            (o.racks == 1 ? QCoreApplication::translate("cli", "%1 rack, PUE %2")
                          : QCoreApplication::translate("cli", "%1 racks, PUE %2"))
                .arg(count(o.racks), number(r.settings.pue, 2)));
        row(QCoreApplication::translate("cli", "Energy per year (with PUE)"),
            number(o.energyKwhPerYear) + QStringLiteral(" kWh"));
        moneyRow(QCoreApplication::translate("cli", "Energy cost per year"), o.energyCostPerYear);
        moneyRow(QCoreApplication::translate("cli", "Colocation per year"), o.colocationPerYear);
        if (o.rackSpacePerYear > 0)
            moneyRow(QCoreApplication::translate("cli", "Rack space per year"), o.rackSpacePerYear);
        moneyRow(QCoreApplication::translate("cli", "Operations per year"), o.operationsPerYear);
        moneyRow(QCoreApplication::translate("cli", "Maintenance per year"), o.maintenancePerYear);
        moneyRow(QCoreApplication::translate("cli", "Depreciation per year"), o.depreciationPerYear);
        moneyRow(QCoreApplication::translate("cli", "Total over the horizon"), o.total);
        moneyRow(QCoreApplication::translate("cli", "Cost per delivered GPU-hour"), o.costPerGpuHour);
        optionalMoneyRow(QCoreApplication::translate("cli", "Cost per million tokens"),
                         r.ownedUnits.costPerMillionTokens);
        optionalMoneyRow(QCoreApplication::translate("cli", "Cost per thousand samples"),
                         r.ownedUnits.costPerThousandSamples);
        if (r.ownedUnits.efficiencyIndex)
            row(QCoreApplication::translate("cli", "Samples/s per $/h (cost-efficiency)"),
                number(*r.ownedUnits.efficiencyIndex, 2));
    }

    QString month(const std::optional<int> &m) const
    {
        return m ? QCoreApplication::translate("cli", "month %1").arg(count(*m))
                 : QCoreApplication::translate("cli", "none");
    }

    void cloudTable(const TcoResult &r)
    {
        if (r.cloud.isEmpty())
            return;
        m_out << "\n" << QCoreApplication::translate("cli", "Cloud (same work)") << "\n";
        if (r.deliveredWork > 0 && r.ownedThroughput)
            m_out << "  "
                  << QCoreApplication::translate("cli",
                                                 "Each option delivers the owned work W = %1 samples/s x %2 h x "
                                                 "utilization %3 x goodput %4 = %5 samples, billed for the hours it "
                                                 "needs; 1- and 3-year terms bill whole instances for the whole term.")
                         .arg(number(r.ownedThroughput->samplesPerS, 2), number(kHoursPerMonth * r.horizonMonths()),
                              number(r.settings.utilization, 2), number(r.ownedGoodput, 2), number(r.deliveredWork))
                  << "\n";
        m_out << "  " << padRight(QCoreApplication::translate("cli", "Instance type"), 24)
              << padRight(QCoreApplication::translate("cli", "Pricing"), 12)
              << padLeft(QCoreApplication::translate("cli", "Count"), 6)
              << padLeft(QCoreApplication::translate("cli", "Rate/h"), 12)
              << padLeft(QCoreApplication::translate("cli", "Price date"), 12)
              << padLeft(QCoreApplication::translate("cli", "Instance-h"), 12)
              << padLeft(QCoreApplication::translate("cli", "Total"), 18)
              << padLeft(QCoreApplication::translate("cli", "$/GPU-h"), 10)
              << padLeft(QCoreApplication::translate("cli", "Break-even"), 12) << "\n";
        for (const CloudCost &c : r.cloud) {
            m_out << "  " << padRight(c.in.sku, 24) << padRight(pricingLabel(c.in.pricing), 12)
                  << padLeft(count(c.in.instances), 6) << padLeft(money(c.in.rate.listRate), 12)
                  << padLeft(c.in.priceDate.isEmpty() ? QStringLiteral("?") : c.in.priceDate, 12)
                  << padLeft(number(c.instanceHours), 12) << padLeft(money(c.total), 18)
                  << padLeft(money(c.costPerGpuHour), 10) << padLeft(month(c.breakEvenMonth), 12) << "\n";
        }
        for (const CloudCost &c : r.cloud)
            sizingLine(c);
        m_out << "\n"
              << QCoreApplication::translate("cli", "Same capacity, always on (count x rate x 730 h x %1 months)")
                     .arg(count(r.horizonMonths()))
              << "\n";
        for (const CloudCost &c : r.cloud) {
            m_out << "  " << padRight(c.in.sku, 24) << padRight(pricingLabel(c.in.pricing), 12)
                  << padLeft(count(c.in.instances), 6) << padLeft(money(c.alwaysOnTotal), 18)
                  << padLeft(month(c.alwaysOnBreakEvenMonth), 12) << "\n";
        }
    }

    // The break-even month with its band (issue 15), as the Cost tab and the JSON's break_even_band give it: the
    // months again with the cloud price, the utilization and the electricity price each moved alone either way.
    void breakEvenRanges(const PlanTco &tco)
    {
        const TcoResult &r = tco.result;
        if (r.cloud.isEmpty() || tco.bands.size() != r.cloud.size())
            return;
        m_out << "\n"
              << QCoreApplication::translate(
                     "cli", "Break-even range (cloud price, utilization and electricity each %1 % lower and higher)")
                     .arg(count(int(tco.bands.constFirst().swing * 100 + 0.5)))
              << "\n";
        for (qsizetype i = 0; i < r.cloud.size(); ++i) {
            const CloudCost &c = r.cloud.at(i);
            m_out << "  - " << c.in.sku << " " << pricingLabel(c.in.pricing) << ": "
                  << QCoreApplication::translate("cli", "break-even %1, range %2")
                         .arg(month(c.breakEvenMonth), band(tco.bands.at(i), r.horizonMonths()))
                  << "\n";
        }
    }

    QString band(const BreakEvenBand &b, int months) const
    {
        if (!b.earliest)
            return QCoreApplication::translate("cli", "none within %1 months in every case").arg(count(months));
        if (b.openEnded)
            return QCoreApplication::translate("cli", "month %1 or later (none within %2 months at worst)")
                .arg(count(*b.earliest), count(months));
        if (!b.latest || *b.latest == *b.earliest)
            return QCoreApplication::translate("cli", "month %1 in every case").arg(count(*b.earliest));
        return QCoreApplication::translate("cli", "months %1 to %2").arg(count(*b.earliest), count(*b.latest));
    }

    void sizingLine(const CloudCost &c)
    {
        m_out << "  - " << c.in.sku << " " << pricingLabel(c.in.pricing) << ": ";
        if (!c.sameWork()) {
            m_out << QCoreApplication::translate("cli", "sized always on (no delivered work to match)") << "\n";
            return;
        }
        m_out << QCoreApplication::translate("cli", "sized on the same work: %1 samples/s per instance, %2 instance-h")
                     .arg(number(c.throughputPerInstance, 2), number(c.workHours));
        if (c.interruptionHours > 0)
            m_out << QCoreApplication::translate("cli", " + %1 h restarts from checkpoints")
                         .arg(number(c.interruptionHours));
        if (commitmentMonths(c.in.pricing) > 0)
            m_out << QCoreApplication::translate("cli", "; %1 committed instances, %2 h on demand at %3/h")
                         .arg(count(c.committedInstances), number(c.onDemandHours), money(c.in.onDemandRate));
        else
            m_out << QCoreApplication::translate("cli", "; %1 idle instance-h not billed").arg(number(c.idleHours));
        m_out << "\n";
    }

    void breakdown(const TcoResult &r)
    {
        m_out << "\n"
              << QCoreApplication::translate("cli", "Yearly breakdown (owned, cash)") << "\n  "
              << padRight(QCoreApplication::translate("cli", "Year"), 6);
        const char *const headers[] = {QT_TRANSLATE_NOOP("cli", "Capex"),       QT_TRANSLATE_NOOP("cli", "Energy"),
                                       QT_TRANSLATE_NOOP("cli", "Colocation"),  QT_TRANSLATE_NOOP("cli", "Operations"),
                                       QT_TRANSLATE_NOOP("cli", "Maintenance"), QT_TRANSLATE_NOOP("cli", "Total")};
        for (const char *h : headers)
            m_out << padLeft(cliText(h), 16);
        m_out << "\n";
        for (const YearCosts &y : r.years) {
            m_out << "  " << padRight(count(y.year), 6);
            for (double v : {y.capex, y.energy, y.colocation, y.operations, y.maintenance, y.ownedCash})
                m_out << padLeft(money(v), 16);
            m_out << "\n";
        }
    }

    void assumptions(const PlanTco &tco)
    {
        m_out << "\n" << QCoreApplication::translate("cli", "Assumptions") << "\n";
        for (const Assumption &a : tco.assumptions) {
            m_out << "  " << padRight(a.label, 52) << padRight(number(a.value, 2) + QLatin1Char(' ') + a.unit, 22)
                  << a.source << "\n";
        }
    }

    QTextStream &m_out;
    QLocale m_locale;
    QString m_currency;
};

} // namespace

int cmdTco(Context &ctx, const CliArgs &a)
{
    if (!a.ok() || a.positionals().size() != 1
        || (a.flag(QStringLiteral("--json")) && a.flag(QStringLiteral("--csv")))) {
        ctx.err << (a.ok() ? QCoreApplication::translate("cli",
                                                         "tco needs exactly one PLAN and at most one of --json, --csv")
                           : a.error())
                << "\n"
                << usageLine(QStringLiteral("aiplanner-cli tco PLAN [--json | --csv]")) << "\n";
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
        Printer(ctx.out, ctx.locale(), tco.currency).summary(tco, plan->name);
    }
    return ExitOk;
}

} // namespace aip::cli
