// The quote's second part: the TCO chart's place, the TCO table and its assumptions, the terms and signatures; then
// the roadmap appendix.
#include "quote/quotehtml.h"

#include "charts/roadmapchartbuilder.h"
#include "common/formatting.h"
#include "perf/workunit.h"
#include "quote/quotehtmlparts.h"
#include "tco/cloudrate.h"
#include "tco/servingcost.h"

#include <QHash>
#include <QStringList>

#include <cmath>

namespace aip {

namespace {

using quotehtml::esc;
using quotehtml::heading;
using quotehtml::td;
using quotehtml::tdFigure;
using quotehtml::th;

// The assumptions' units are plural nouns ("racks", "years"); one of them takes the singular in English ("1 rack").
// Chinese has one form.
QString unitFor(double value, const QString &unit)
{
    static const QHash<QString, QString> kSingular = {
        {QStringLiteral("racks"), QStringLiteral("rack")},
        {QStringLiteral("years"), QStringLiteral("year")},
        {QStringLiteral("months"), QStringLiteral("month")},
        {QStringLiteral("days"), QStringLiteral("day")},
        {QStringLiteral("hours"), QStringLiteral("hour")},
        {QStringLiteral("servers"), QStringLiteral("server")},
        {QStringLiteral("instances"), QStringLiteral("instance")},
        {QStringLiteral("nodes"), QStringLiteral("node")},
    };
    return value == 1 ? kSingular.value(unit, unit) : unit;
}

} // namespace

QString QuoteHtml::tcoTable() const
{
    const tco::PlanTco &t = *m_c.tco;
    const tco::TcoResult &r = t.result;
    const int months = r.horizonMonths();
    QString html = heading((months == 1 ? tr("Total cost of ownership over %1 month: owned against cloud")
                                        : tr("Total cost of ownership over %1 months: owned against cloud"))
                               .arg(months));
    html += QStringLiteral("<table width=\"100%\" cellspacing=\"0\"><thead><tr>");
    // Fixed shares: Qt's table layout otherwise gives the unbreakable figures (tdFigure) their whole width and more,
    // and squeezes the option's name and the units into a word a line. The two totals (up to 14 characters,
    // "110,792,991.70") get the most.
    html += th(tr("Option"), "left", 16) + th(tr("Units"), "right", 10) + th(tr("Rate per hour"), "right", 9)
        + th(tr("Instance-hours"), "right", 11)
        + th((months == 1 ? tr("Cost over %1 month") : tr("Cost over %1 months")).arg(months), "right", 14)
        + th(tr("Same capacity, always on"), "right", 14) + th(tr("Per delivered GPU-hour"), "right", 12)
        + th(tr("Break-even month"), "right", 14) + QStringLiteral("</tr></thead>");
    const QString none = QStringLiteral("—");
    html += QStringLiteral("<tr>") + td(tr("Owned (this quote)"))
        + td((m_c.cluster.count == 1 ? tr("%1 server") : tr("%1 servers")).arg(number(m_c.cluster.count)), "right")
        + td(none, "right") + td(none, "right") + tdFigure(money(r.owned.total)) + td(none, "right")
        + tdFigure(money(r.owned.costPerGpuHour)) + td(none, "right") + QStringLiteral("</tr>");
    for (qsizetype i = 0; i < r.cloud.size(); ++i) {
        const tco::CloudCost &c = r.cloud.at(i);
        QString breakEven
            = c.breakEvenMonth ? tr("month %1").arg(*c.breakEvenMonth) : tr("none within %1 months").arg(months);
        if (i < t.bands.size() && t.bands.at(i).earliest) {
            const tco::BreakEvenBand &b = t.bands.at(i);
            if (b.openEnded)
                breakEven
                    += QStringLiteral("<br><small>%1</small>").arg(tr("range: month %1 or later").arg(*b.earliest));
            else if (b.latest != b.earliest)
                breakEven += QStringLiteral("<br><small>%1</small>")
                                 .arg(tr("range: months %1 to %2").arg(*b.earliest).arg(*b.latest));
        }
        html += QStringLiteral("<tr>")
            // The price's date under the option (a column of its own squeezed the figures on a portrait page).
            + td(QStringLiteral("%1 (%2)<br><small>%3</small>")
                     .arg(esc(c.in.sku), tco::pricingLabel(c.in.pricing),
                          c.in.priceDate.isEmpty() ? tr("no date") : tr("price of %1").arg(esc(c.in.priceDate))))
            + td((c.in.instances == 1 ? tr("%1 instance") : tr("%1 instances")).arg(number(c.in.instances)), "right")
            + tdFigure(money(c.in.rate.listRate)) + tdFigure(number(c.instanceHours)) + tdFigure(money(c.total))
            + tdFigure(money(c.alwaysOnTotal)) + tdFigure(money(c.costPerGpuHour)) + td(breakEven, "right")
            + QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    if (!r.cloud.isEmpty())
        html
            += QStringLiteral("<p><small>%1</small></p>")
                   .arg(
                       tr("Cloud options are costed on the same work as the owned cluster delivers: the instance-hours "
                          "that work needs, at the hourly rate; 1- and 3-year terms bill whole instances for the "
                          "whole term, on demand filling the rest. \"Same capacity, always on\" rents the matching "
                          "instance count every hour of the %1 months. The break-even range moves the cloud price, "
                          "the utilization and the electricity price each by %2 up and down.")
                           .arg(months)
                           .arg(percent(20)));

    html += QStringLiteral("<p>%1</p>")
                .arg(tr("Owned: capex %1, average IT power %2 kW, energy %3 kWh per year costing %4 per year; "
                        "operations, colocation and maintenance %5 per year.")
                         .arg(money(r.owned.capex), number(r.owned.averagePowerW / 1000.0, 1),
                              number(r.owned.energyKwhPerYear), money(r.owned.energyCostPerYear),
                              money(r.owned.opexPerYear - r.owned.energyCostPerYear)));
    const bool serving = m_c.plan.hasWorkload && m_c.plan.workload.kind == WorkloadKind::Inference;
    if (serving && r.ownedUnits.costPerMillionTokens) {
        // A serving plan's figure of merit, owned and per cloud option: the same TCO's, as the Cost tab and
        // `simulate` give it (tco::servingCostFromTco).
        const bool generative = !m_c.serving || m_c.serving->result.generative;
        // Three significant digits: a million images can cost a few hundredths (tco::perMillionDecimals).
        auto perMillion = [this](double v) { return fmt::amount(v, m_locale, tco::perMillionDecimals(v)); };
        QStringList cloud;
        for (qsizetype i = 0; i < r.cloud.size() && i < r.cloudUnits.size(); ++i) {
            if (const auto &v = r.cloudUnits.at(i).costPerMillionTokens)
                cloud << tr("%1 (%2) %3")
                             .arg(esc(r.cloud.at(i).in.sku), tco::pricingLabel(r.cloud.at(i).in.pricing),
                                  perMillion(*v));
        }
        const QString owned = perMillion(*r.ownedUnits.costPerMillionTokens);
        const QString line = generative
            ? (cloud.isEmpty()
                   ? tr("Cost per million output tokens: owned %1.").arg(owned)
                   : tr("Cost per million output tokens: owned %1; in the cloud %2.").arg(owned, cloud.join(tr("; "))))
            : (perf::workUnit(m_c.plan.workload) == perf::WorkUnit::Images
                   ? (cloud.isEmpty() ? tr("Cost per million images served: owned %1.").arg(owned)
                                      : tr("Cost per million images served: owned %1; in the cloud %2.")
                                            .arg(owned, cloud.join(tr("; "))))
                   : (cloud.isEmpty() ? tr("Cost per million sequences served: owned %1.").arg(owned)
                                      : tr("Cost per million sequences served: owned %1; in the cloud %2.")
                                            .arg(owned, cloud.join(tr("; ")))));
        html += QStringLiteral("<p>%1</p>").arg(line);
    } else if (r.ownedUnits.costPerMillionTokens) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Owned cost per million training tokens: %1.")
                             .arg(money(*r.ownedUnits.costPerMillionTokens)));
    }
    for (const QString &note : t.notes)
        html += QStringLiteral("<p><small>%1</small></p>").arg(esc(note));
    return html;
}

QString QuoteHtml::sizingRows() const
{
    const tco::TcoResult &r = m_c.tco->result;
    auto row = [](const QString &label, const QString &how) {
        return QStringLiteral("<tr>") + td(esc(label)) + td(QString(), "right")
            + td(QStringLiteral("<small>%1</small>").arg(esc(how))) + QStringLiteral("</tr>");
    };
    QString html;
    if (r.deliveredWork > 0 && r.ownedThroughput)
        html += row(tr("Owned side: work delivered over the horizon"),
                    tr("%1 samples/s x %2 h x utilization %3 x goodput %4 = %5 samples (throughput from the "
                       "performance model%6)")
                        .arg(number(r.ownedThroughput->samplesPerS, 2), number(730.0 * r.horizonMonths()),
                             number(r.settings.utilization, 2), number(r.ownedGoodput, 2), number(r.deliveredWork),
                             r.goodputFromModel ? QString() : tr("; goodput 1 assumed")));
    for (const tco::CloudCost &c : r.cloud) {
        const QString name = QStringLiteral("%1 (%2)").arg(c.in.sku, tco::pricingLabel(c.in.pricing));
        if (!c.sameWork()) {
            html += row(tr("Cloud side: %1").arg(name), tr("no delivered work to match: the same capacity, always on"));
            continue;
        }
        QString how = (c.in.instances == 1
                           ? tr("same work: %1 samples/s per instance on %2 instance, %3 instance-hours")
                           : tr("same work: %1 samples/s per instance on %2 instances in parallel, %3 instance-hours"))
                          .arg(number(c.throughputPerInstance, 2), number(c.in.instances), number(c.workHours));
        if (c.committedInstances > 0)
            how += (c.committedInstances == 1 ? tr("; %1 instance committed for the whole term, %2 h on demand")
                                              : tr("; %1 instances committed for the whole term, %2 h on demand"))
                       .arg(number(c.committedInstances), number(c.onDemandHours));
        if (c.interruptionHours > 0)
            how += tr("; %1 h of restarts from checkpoints").arg(number(c.interruptionHours));
        how += tr("; price of %1").arg(c.in.priceDate.isEmpty() ? tr("no date") : c.in.priceDate);
        html += row(tr("Cloud side: %1").arg(name), how);
    }
    return html;
}

QString QuoteHtml::assumptions() const
{
    QString html = heading(tr("Assumptions"));
    html += QStringLiteral("<table width=\"100%\" cellspacing=\"0\"><thead><tr>") + th(tr("Assumption"))
        + th(tr("Value"), "right") + th(tr("Source")) + QStringLiteral("</tr></thead>");
    for (const tco::Assumption &a : m_c.tco->assumptions) {
        // Percentages one way (percent()); other values to two decimals unless whole.
        const QString value = a.unit.trimmed() == QLatin1String("%")
            ? percent(a.value)
            : number(a.value, a.value == std::floor(a.value) ? 0 : 2) + QLatin1Char(' ')
                + esc(unitFor(a.value, a.unit));
        html += QStringLiteral("<tr>") + td(esc(a.label)) + td(value, "right")
            + td(QStringLiteral("<small>%1</small>").arg(a.fromPlan ? tr("set in this plan") : esc(a.source)))
            + QStringLiteral("</tr>");
    }
    return html + sizingRows() + QStringLiteral("</table>");
}

QString QuoteHtml::terms() const
{
    const QuoteSettings &q = m_c.plan.quote;
    auto item = [](const QString &label, const QString &value) {
        return QStringLiteral("<p><b>%1</b> %2</p>")
            .arg(label, esc(value).replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    };
    QString html = heading(tr("Terms"));
    html += item(tr("Payment:"), q.paymentTerms.isEmpty() ? tr("30 days net from the invoice date.") : q.paymentTerms);
    html += item(tr("Delivery:"),
                 q.delivery.isEmpty() ? tr("To be confirmed on order, subject to availability.") : q.delivery);
    html += item(tr("Warranty:"), q.warranty.isEmpty() ? tr("Manufacturers' standard warranty.") : q.warranty);
    html += item(tr("Validity:"),
                 tr("This quotation is valid until %1. Prices are in %2.").arg(date(m_c.expiry), m_c.priced.currency));
    if (!q.notes.isEmpty())
        html += item(tr("Notes:"), q.notes);
    return html;
}

QString QuoteHtml::signature() const
{
    // One party under the other (not side by side in a table of their own): the block lives in the terms' table cell
    // (tcoAndTermsPart), and the pagination looks at top-level tables only.
    const QString line = QStringLiteral("<br><br><br>______________________________<br>");
    const QString party = QStringLiteral("<p style=\"margin-top:18px;\">%1%2%3</p>");
    return party.arg(tr("For the seller"), line, tr("Name, date, signature"))
        + party.arg(tr("Accepted by the customer"), line, tr("Name, date, signature"));
}

QString QuoteHtml::tcoAndTermsPart(int chartWidthPx, int chartHeightPx) const
{
    QString html;
    if (m_c.tco) {
        // The heading and the chart as one row of a table of their own: the pagination (quotepagination.h) moves a
        // row that would cross a page boundary whole to the next page, so the heading never stays behind alone.
        html += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"0\"><tr><td>%1"
                               "<p><img src=\"%2\" width=\"%3\" height=\"%4\"></p></td></tr></table>")
                    .arg(heading(tr("Cumulative cost by month")), chartResourceName())
                    .arg(chartWidthPx)
                    .arg(chartHeightPx);
        html += tcoTable() + assumptions();
    }
    // The terms and the signatures as one row of a table of their own: the pagination moves them to the next page
    // together, so the last page is never the signature lines alone.
    return html
        + QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"0\"><tr><td>%1%2</td></tr></table>")
              .arg(terms(), signature());
}

QString QuoteHtml::roadmapAppendix(int chartWidthPx, int chartHeightPx) const
{
    if (!m_c.roadmap)
        return {};
    const sizing::Roadmap &r = *m_c.roadmap;
    const sizing::GrowthProfile &g = r.growth;
    QString html = QStringLiteral("<div style=\"page-break-before:always;\"></div>");
    html += heading(tr("Appendix: three-year roadmap"));
    html += QStringLiteral("<p>%1 %2</p>")
                .arg(tr("%1 × %2 train the plan's run in %3 days today. The work grows each year with the model "
                        "(× %4), the tokens (× %5) and the projects (× %6); hardware of the same capacity costs %7 "
                        "less each year.")
                         .arg(number(r.nodes))
                         .arg(esc(r.system), number(r.daysNow, 1), number(g.modelFactorPerYear, 2),
                              number(g.tokensFactorPerYear, 2), number(g.projectsPerYear, 2),
                              percent(100 * g.priceDeclinePerYear)),
                     !r.runsOutMonth
                         ? tr("The cluster keeps up with the work for all %1 months.").arg(sizing::kRoadmapMonths)
                         : *r.runsOutMonth == 0
                         ? tr("<b>The cluster does not keep up even now</b>: the work is %1 times what it can do.")
                               .arg(number(r.load.constFirst(), 1))
                         : tr("<b>The cluster runs out in month %1</b> (quarter %2).")
                               .arg(*r.runsOutMonth)
                               .arg(*r.runsOutQuarter()));
    html += QStringLiteral("<p><img src=\"%1\" width=\"%2\" height=\"%3\"></p>")
                .arg(roadmapChartResourceName())
                .arg(chartWidthPx)
                .arg(chartHeightPx);
    html += QStringLiteral("<table width=\"100%\" cellspacing=\"0\"><thead><tr>") + th(tr("Path")) + th(tr("When"))
        + th(tr("What")) + th(tr("Quantity"), "right") + th(tr("Cost"), "right") + QStringLiteral("</tr></thead>");
    for (const sizing::RoadmapPath &p : r.paths) {
        const QString path = charts::roadmapPathName(p.name);
        for (const sizing::RoadmapPurchase &b : sizing::purchasesByYear(p)) {
            const bool hours = b.unit == QLatin1String("instance_hours");
            const QString when = b.month == 0 ? tr("now")
                : b.lastMonth > b.month       ? tr("months %1–%2").arg(b.month).arg(b.lastMonth)
                                              : tr("month %1").arg(b.month);
            html += QStringLiteral("<tr>") + td(path) + td(when)
                + td(hours ? QStringLiteral("%1 (%2)").arg(esc(b.item), tco::pricingLabel(b.pricing)) : esc(b.item))
                + td(hours                 ? tr("%1 instance-hours").arg(number(b.quantity))
                         : b.quantity == 1 ? tr("%1 node").arg(number(b.quantity))
                                           : tr("%1 nodes").arg(number(b.quantity)),
                     "right")
                + td(money(b.cost), "right") + QStringLiteral("</tr>");
        }
        html += QStringLiteral("<tr>") + td(QStringLiteral("<b>%1</b>").arg(path)) + td(tr("36 months in all"))
            + td(QString()) + td(QString()) + td(QStringLiteral("<b>%1</b>").arg(money(p.total)), "right")
            + QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    html += QStringLiteral("<p><small>%1</small></p>")
                .arg(tr("Buy more: more of the plan's nodes when the work outgrows the cluster, enough for the year "
                        "ahead, at that month's price. Burst to the cloud: the cluster as it is, the work it cannot "
                        "do rented on %1 at the same-work price of the TCO. Buy bigger now: a cluster for the last "
                        "month's work, bought today. Each path pays the owned cluster's running costs. Price decline: "
                        "GPU price-performance for ML doubles every 2.07 years (Epoch AI, 2022).")
                         .arg(r.cloudSku.isEmpty() ? tr("the cloud") : esc(r.cloudSku)));
    for (const QString &note : r.notes)
        html += QStringLiteral("<p><small>%1</small></p>").arg(esc(note));
    return html;
}

} // namespace aip
