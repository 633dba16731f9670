#include "sizing/sizingjson.h"

#include "perf/perfmodel.h"

#include <QJsonArray>

#include <algorithm>

namespace aip::sizing {

QList<int> listedCandidates(const SizingResult &r, int top)
{
    QList<int> out;
    for (int i = 0; i < r.candidates.size(); ++i) {
        const bool named = r.cheapest == i || r.fastest == i || r.pareto.contains(i);
        if (top <= 0 || i < top || named)
            out.append(i);
    }
    return out;
}

QJsonObject toJson(const SizingCandidate &c)
{
    QJsonObject o{{QStringLiteral("where"), c.where},
                  {QStringLiteral("system"), c.system},
                  {QStringLiteral("nodes"), c.nodes},
                  {QStringLiteral("gpus"), c.gpus},
                  {QStringLiteral("strategy"), c.perf.ok() ? QJsonValue(perf::toJson(c.perf.strategy)) : QJsonValue()},
                  {QStringLiteral("days"), c.hasTime() ? QJsonValue(c.days) : QJsonValue()},
                  {QStringLiteral("capex"), c.capex},
                  {QStringLiteral("tco"), c.tco},
                  {QStringLiteral("power_kw"), c.powerKw},
                  {QStringLiteral("racks"), c.racks},
                  {QStringLiteral("meets_target"), c.meetsTarget},
                  {QStringLiteral("binding"), bindingName(c.binding)},
                  {QStringLiteral("run_cost"), c.runCost},
                  {QStringLiteral("mfu"), c.perf.mfu},
                  {QStringLiteral("price_estimated"), c.priceEstimated}};
    if (!c.pricing.isEmpty())
        o.insert(QStringLiteral("pricing"), c.pricing);
    return o;
}

QJsonObject toJson(const SizingResult &r, int top)
{
    const QList<int> listed = listedCandidates(r, top);
    QJsonArray candidates;
    for (int i : listed) {
        QJsonObject o = toJson(r.candidates.at(i));
        if (const SizingCandidate &c = r.candidates.at(i); c.option >= 0 && c.option < r.options.size())
            o.insert(QStringLiteral("gpu"), r.options.at(c.option).gpuSku);
        candidates.append(o);
    }
    auto position
        = [&](std::optional<int> i) -> QJsonValue { return i ? QJsonValue(int(listed.indexOf(*i))) : QJsonValue(); };
    QJsonArray pareto;
    for (int i : r.pareto)
        pareto.append(int(listed.indexOf(i)));
    const SizingTarget &t = r.target;
    QJsonObject target{{QStringLiteral("days"), t.days},
                       {QStringLiteral("samples"), t.samples},
                       {QStringLiteral("where"), whereName(t.where)},
                       {QStringLiteral("budget_kind"), budgetKindName(t.budgetKind)}};
    if (t.tokens > 0)
        target.insert(QStringLiteral("tokens"), t.tokens);
    if (t.budget)
        target.insert(QStringLiteral("budget"), *t.budget);
    if (t.maxKw)
        target.insert(QStringLiteral("max_kw"), *t.maxKw);
    if (t.maxRacks)
        target.insert(QStringLiteral("max_racks"), *t.maxRacks);
    return QJsonObject{{QStringLiteral("candidates"), candidates},
                       {QStringLiteral("cheapest"), position(r.cheapest)},
                       {QStringLiteral("fastest"), position(r.fastest)},
                       {QStringLiteral("pareto"), pareto},
                       {QStringLiteral("target"), target},
                       {QStringLiteral("currency"), r.currency},
                       {QStringLiteral("horizon_months"), r.horizonMonths},
                       {QStringLiteral("options"), r.considered},
                       {QStringLiteral("pruned"), r.pruned},
                       {QStringLiteral("notes"), QJsonArray::fromStringList(r.notes)}};
}

} // namespace aip::sizing
