// aiplanner-cli size PLAN [--json] [--top N] [--tokens T] [--days D] [--budget B] [--max-kw K] [--owned|--cloud]:
// what to buy or rent to do the plan's target work in time (model/sizing).
#include "cli/cli.h"
#include "cli/cliargs.h"
#include "cli/clitext.h"
#include "sizing/sizing.h"
#include "sizing/sizingjson.h"
#include "tco/cloudrate.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <cmath>

namespace aip::cli {

namespace {

using namespace aip::sizing;

constexpr int kDefaultTextTop = 20;
constexpr int kMaxTop = 100000;
const char *const kSynopsis
    = "aiplanner-cli size PLAN [--json] [--top N] [--tokens T] [--days D] [--budget B] [--max-kw K] [--owned|--cloud]";

QString tr(const char *text)
{
    // lupdate files tr() of a free function under its namespace: ask for the same context.
    return QCoreApplication::translate("aip::cli", text);
}

// A positive number option; *ok false when given and not one.
std::optional<double> positive(const CliArgs &a, const char *name, bool *ok)
{
    const QString key = QLatin1String(name);
    if (!a.hasOption(key))
        return std::nullopt;
    bool parsed = false;
    const double v = a.option(key).toDouble(&parsed);
    if (!parsed || !(v > 0) || !std::isfinite(v)) {
        *ok = false;
        return std::nullopt;
    }
    return v;
}

// 2.0e12: counts of tokens and samples as scripts write them in plan files.
QString scientific(const QLocale &l, double v)
{
    if (!(v >= 1e6))
        return grouped(l, v, 0);
    const int exponent = int(std::floor(std::log10(v)));
    return fixed(l, v / std::pow(10.0, exponent), 1) + QLatin1Char('e') + fixed(l, exponent, 0);
}

QString systemText(const SizingCandidate &c)
{
    return c.pricing.isEmpty() ? c.system : c.system + QLatin1Char(' ') + tco::pricingLabel(c.pricing);
}

void printTable(QTextStream &out, const QLocale &l, const SizingResult &r, const QList<int> &listed)
{
    out << padLeft(tr("#"), 4) << "  " << padRight(tr("where"), 6) << padRight(tr("system"), 52)
        << padLeft(tr("nodes"), 6) << padLeft(tr("GPUs"), 6) << padLeft(QStringLiteral("tp/pp/dp"), 12)
        << padLeft(tr("days"), 8) << padLeft(tr("capex"), 15) << padLeft(tr("TCO"), 15) << padLeft(tr("kW"), 8)
        << padLeft(tr("racks"), 6) << "  " << tr("binds") << "\n";
    for (int i : listed) {
        const SizingCandidate &c = r.candidates.at(i);
        const perf::Strategy &s = c.perf.strategy;
        // Context parallelism multiplies the three: shown when a strategy splits sequences (288 GPUs read "1/18/2
        // cp8", not a layout of 36).
        QString strategy = c.perf.ok() ? QStringLiteral("%1/%2/%3").arg(s.tp).arg(s.pp).arg(s.dp) : QString();
        if (c.perf.ok() && s.cp > 1)
            strategy += QStringLiteral(" cp%1").arg(s.cp);
        QString mark = c.meetsTarget ? QStringLiteral("  ") : QStringLiteral("x ");
        out << padLeft(fixed(l, i + 1, 0), 4) << mark
            << padRight(c.where == QLatin1String("owned") ? tr("owned") : tr("cloud"), 6) << padRight(systemText(c), 52)
            << padLeft(fixed(l, c.nodes, 0), 6) << padLeft(fixed(l, c.gpus, 0), 6) << padLeft(strategy, 12)
            << padLeft(c.hasTime() ? fixed(l, c.days, 1) : QStringLiteral("-"), 8)
            << padLeft(grouped(l, c.capex, 0), 15) << padLeft(grouped(l, c.tco, 0), 15)
            << padLeft(c.where == QLatin1String("owned") ? fixed(l, c.powerKw, 1) : QStringLiteral("-"), 8)
            << padLeft(c.where == QLatin1String("owned") ? fixed(l, c.racks, 0) : QStringLiteral("-"), 6) << "  "
            << bindingLabel(c.binding) << "\n";
    }
}

void printText(Context &ctx, const Plan &plan, const SizingResult &r, int top)
{
    const QLocale l = ctx.locale();
    const SizingTarget &t = r.target;
    const QString work
        = t.tokens > 0 ? tr("%1 tokens").arg(scientific(l, t.tokens)) : tr("%1 samples").arg(scientific(l, t.samples));
    const QString where = t.where == Where::Owned ? tr("owned")
        : t.where == Where::Cloud                 ? tr("cloud")
                                                  : tr("owned or cloud");
    ctx.out << tr("Size to target: %1 of %2 within %3 days (%4)")
                   .arg(work, plan.workload.model.preset.isEmpty() ? tr("the model") : plan.workload.model.preset,
                        significant(l, t.days), where)
            << "\n";
    if (t.budget)
        ctx.out << tr("Budget: %1 %2 (%3)")
                       .arg(grouped(l, *t.budget, 0), r.currency,
                            t.budgetKind == BudgetKind::Tco ? tr("TCO") : tr("capex"))
                << "\n";
    int meeting = 0;
    for (const SizingCandidate &c : r.candidates)
        meeting += c.meetsTarget ? 1 : 0;
    ctx.out << tr("%1 options weighed, %2 candidates, %3 meet the target. TCO over %4 months on the same work (the "
                  "target's run repeated at its pace in the hours in service), in %5.")
                   .arg(fixed(l, r.considered, 0), fixed(l, r.candidates.size(), 0), fixed(l, meeting, 0),
                        fixed(l, r.horizonMonths, 0), r.currency)
            << "\n\n";
    const QList<int> listed = listedCandidates(r, top);
    printTable(ctx.out, l, r, listed);
    ctx.out << "\n";
    auto describe = [&](int i) {
        const SizingCandidate &c = r.candidates.at(i);
        return tr("#%1 %2 x %3: %4 days, TCO %5")
            .arg(fixed(l, i + 1, 0), fixed(l, c.nodes, 0), systemText(c), fixed(l, c.days, 1), grouped(l, c.tco, 0));
    };
    if (r.cheapest)
        ctx.out << tr("Cheapest: %1").arg(describe(*r.cheapest)) << "\n";
    if (r.fastest)
        ctx.out << tr("Fastest:  %1").arg(describe(*r.fastest)) << "\n";
    if (!r.cheapest)
        ctx.out << tr("No candidate meets the target: see what binds each (x marks them).") << "\n";
    QStringList front;
    for (int i : r.pareto)
        front.append(QLatin1Char('#') + fixed(l, i + 1, 0));
    if (!front.isEmpty())
        ctx.out << tr("Pareto front, time against cost: %1").arg(front.join(QStringLiteral(", "))) << "\n";
    if (!r.notes.isEmpty()) {
        ctx.out << "\n" << tr("Notes") << "\n";
        for (const QString &n : r.notes)
            ctx.out << "  - " << n << "\n";
    }
}

} // namespace

int cmdSize(Context &ctx, const CliArgs &a)
{
    bool ok = a.ok();
    int top = 0;
    if (ok && a.hasOption(QStringLiteral("--top"))) {
        top = a.option(QStringLiteral("--top")).toInt(&ok);
        ok = ok && top >= 1 && top <= kMaxTop;
    }
    TargetOverrides overrides;
    bool numbers = true;
    overrides.tokens = positive(a, "--tokens", &numbers);
    overrides.days = positive(a, "--days", &numbers);
    overrides.budget = positive(a, "--budget", &numbers);
    overrides.maxKw = positive(a, "--max-kw", &numbers);
    const bool owned = a.flag(QStringLiteral("--owned")), cloud = a.flag(QStringLiteral("--cloud"));
    if (owned)
        overrides.where = Where::Owned;
    if (cloud)
        overrides.where = Where::Cloud;
    if (!ok || !numbers || a.positionals().size() != 1 || (owned && cloud)) {
        ctx.err << (!a.ok()              ? a.error()
                        : !numbers       ? tr("--tokens, --days, --budget and --max-kw take a positive number")
                        : !ok            ? tr("--top must be a whole number from 1 to %1").arg(kMaxTop)
                        : owned && cloud ? tr("give --owned or --cloud, not both")
                                         : tr("size needs exactly one PLAN"))
                << "\n"
                << usageLine(QLatin1String(kSynopsis)) << "\n";
        return ExitUsage;
    }
    int exit = ExitOk;
    const auto loaded = ctx.loadPlanAndCatalog(a.positionals().constFirst(), &exit);
    if (!loaded)
        return exit;
    QString error;
    const std::optional<SizingResult> r = sizeToTarget(loaded->plan, loaded->catalog, overrides, &error);
    if (!r) {
        ctx.err << a.positionals().constFirst() << ": " << error << "\n";
        return ExitInvalid;
    }
    if (a.flag(QStringLiteral("--json")))
        ctx.out << QString::fromUtf8(QJsonDocument(toJson(*r, top)).toJson(QJsonDocument::Indented));
    else
        printText(ctx, loaded->plan, *r, top > 0 ? top : kDefaultTextTop);
    return ExitOk;
}

} // namespace aip::cli
