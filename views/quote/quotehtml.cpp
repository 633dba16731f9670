#include "quote/quotehtml.h"

#include "common/formatting.h"
#include "currency/currencyrates.h"
#include "perf/finetune.h"
#include "perf/perfmodel.h"
#include "perf/workunit.h"
#include "quote/quotehtmlparts.h"
#include "quote/quotelinegroups.h"
#include "workload/workloadtext.h"

#include <QDateTime>

#include <cmath>

namespace aip {

namespace {

using quotehtml::esc;
using quotehtml::escLines;
using quotehtml::heading;
using quotehtml::kHeadColor;
using quotehtml::kTableStyle;
using quotehtml::td;
using quotehtml::th;

// The configuration summary: its columns, and the server column's share of the width (the SKU line fits).
constexpr int kConfigColumns = 10;
constexpr int kServerColumnPct = 27;

} // namespace

QuoteHtml::QuoteHtml(const QuoteContent &content)
    : m_c(content)
    , m_locale(content.language == QLatin1String("zh_CN") ? QLocale(QLocale::Chinese, QLocale::China)
                                                          : QLocale(QLocale::English, QLocale::UnitedStates))
{ }

QString QuoteHtml::money(double amount) const
{
    return fmt::amount(amount, m_locale);
}

QString QuoteHtml::number(double value, int decimals) const
{
    return m_locale.toString(value, 'f', decimals);
}

QString QuoteHtml::percent(double pct) const
{
    // One way for every percentage of the quote: whole numbers bare, others to one decimal, a space before "%"
    // (as fmt::percent writes them in the program): "41 %", "5.5 %".
    if (!std::isfinite(pct))
        return QStringLiteral("—");
    const double rounded = std::round(pct * 10.0) / 10.0;
    return m_locale.toString(rounded, 'f', rounded == std::round(rounded) ? 0 : 1) + QStringLiteral(" %");
}

QString QuoteHtml::date(const QDate &d) const
{
    // Chinese quotes write 2026年11月30日 (the locale's long date); English ones keep ISO 8601, which reads the same
    // on both sides of the Atlantic.
    if (m_locale.language() == QLocale::Chinese)
        return currency::longDate(d, m_locale);
    return d.toString(Qt::ISODate);
}

QString QuoteHtml::ratesNote() const
{
    const QStringList converted = currency::convertedCurrencies(m_c.priced);
    const QString list = currency::rateList(converted, m_c.plan, m_locale);
    if (list.isEmpty())
        return {};
    const QDate rated = QDate::fromString(m_c.plan.exchangeRatesDate, Qt::ISODate);
    return rated.isValid()
        ? tr("Prices converted from the catalog's currency at %1 (exchange rates of %2).").arg(list, date(rated))
        : tr("Prices converted from the catalog's currency at %1.").arg(list);
}

QString QuoteHtml::headerBlock() const
{
    const Party &s = m_c.seller.party;
    QString seller;
    if (!m_c.seller.logo.isNull())
        seller += QStringLiteral("<img src=\"%1\" height=\"%2\"><br>").arg(logoResourceName()).arg(logoHeightPx());
    // A seller without a name prints what it has and no placeholder: the export's checklist asked for it.
    QStringList lines;
    if (text::hasVisibleCharacter(s.name))
        lines.append(QStringLiteral("<span style=\"font-size:15pt; font-weight:bold;\">%1</span>").arg(esc(s.name)));
    for (const QString &line : {s.address, s.contact, s.email, s.phone}) {
        if (!line.trimmed().isEmpty())
            lines.append(escLines(line));
    }
    seller += lines.join(QStringLiteral("<br>"));
    QString meta = QStringLiteral("<span style=\"font-size:20pt; font-weight:bold; color:%1;\">%2</span><br>")
                       .arg(QLatin1String(kHeadColor), tr("QUOTATION"));
    meta += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\" align=\"right\">"
                           "<tr><td>%1</td><td align=\"right\"><b>%2</b></td></tr>"
                           "<tr><td>%3</td><td align=\"right\">%4</td></tr>"
                           "<tr><td>%5</td><td align=\"right\">%6</td></tr>"
                           "<tr><td>%7</td><td align=\"right\">%8</td></tr>%9</table>")
                .arg(tr("Quote number"), esc(m_c.number), tr("Date"), date(m_c.date), tr("Valid until"),
                     date(m_c.expiry), tr("Currency"), esc(m_c.priced.currency), catalogRow());
    return QStringLiteral("<table width=\"100%\" cellspacing=\"0\"><tr><td width=\"55%\" valign=\"top\">%1</td>"
                          "<td width=\"45%\" valign=\"top\" align=\"right\">%2</td></tr></table>")
               .arg(seller, meta)
        + offlineNote();
}

QString QuoteHtml::catalogRow() const
{
    // The catalog revision the prices came from (issue 19): a later quote of the same plan can tell whether the
    // prices moved since.
    if (!m_c.catalog.revision)
        return {};
    // Revision 0 is the catalog as seeded from the program's built-in parts, never edited: "revision 0" would tell
    // the client nothing, the date of its prices does. The plan still records 0 (quote.catalog_revision).
    if (*m_c.catalog.revision == 0 && m_c.catalog.offlineAsOf.isEmpty())
        return QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td></tr>")
            .arg(tr("Catalog"),
                 m_c.catalogPricesAsOf.isEmpty() ? tr("built-in")
                                                 : tr("built-in, prices of %1").arg(priceDate(m_c.catalogPricesAsOf)));
    return QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td></tr>")
        .arg(tr("Catalog revision"), QString::number(*m_c.catalog.revision));
}

QString QuoteHtml::priceDate(const QString &isoPrefix) const
{
    // A date in the quote's date style; a year or a year and month ("2026-12") as ISO 8601 writes it, in both
    // languages.
    const QDate full = QDate::fromString(isoPrefix, Qt::ISODate);
    return full.isValid() ? date(full) : esc(isoPrefix);
}

QString QuoteHtml::pricesAsOf() const
{
    // The offline copy's time (UTC, ISO 8601) in the quote's date style, with the time of day in UTC.
    const QDateTime taken = QDateTime::fromString(m_c.catalog.offlineAsOf, Qt::ISODate);
    if (!taken.isValid())
        return esc(m_c.catalog.offlineAsOf);
    const QDateTime utc = taken.toUTC();
    return date(utc.date()) + QLatin1Char(' ') + utc.time().toString(QStringLiteral("HH:mm")) + QStringLiteral(" UTC");
}

QString QuoteHtml::offlineNote() const
{
    // Priced from the laptop's copy of the team catalog, the server not reached: said on the quote, as in the
    // window's status bar (issue 19, item 3).
    if (m_c.catalog.offlineAsOf.isEmpty())
        return {};
    return QStringLiteral("<p style=\"color:#8a4b00;\"><b>%1</b></p>")
        .arg(tr("offline — prices as of %1").arg(pricesAsOf()));
}

QString QuoteHtml::partiesBlock() const
{
    // No customer named: no "Prepared for" block rather than a placeholder (the export's checklist asked for one).
    const Party &c = m_c.plan.quote.customer;
    QStringList lines;
    if (text::hasVisibleCharacter(c.name))
        lines.append(QStringLiteral("<b>%1</b>").arg(esc(c.name)));
    for (const QString &line : {c.contact, c.address, c.email, c.phone}) {
        if (!line.trimmed().isEmpty())
            lines.append(escLines(line));
    }
    QString html;
    if (!lines.isEmpty())
        html += heading(tr("Prepared for")) + QStringLiteral("<p>%1</p>").arg(lines.join(QStringLiteral("<br>")));
    if (!m_c.plan.name.trimmed().isEmpty())
        html += QStringLiteral("<p>%1 <b>%2</b></p>").arg(tr("Configuration:"), esc(m_c.plan.name));
    return html;
}

QString QuoteHtml::lineItems() const
{
    QString html = heading(tr("Line items"));
    html += QStringLiteral("<table style=\"%1\" cellspacing=\"0\" border=\"0\"><thead><tr>")
                .arg(QLatin1String(kTableStyle));
    html += th(tr("SKU")) + th(tr("Description")) + th(tr("Qty"), "right") + th(tr("Unit price"), "right")
        + th(tr("Discount"), "right") + th(tr("Extended"), "right");
    html += QStringLiteral("</tr></thead>");
    int row = 0;
    // A server type's lines under its name; the lines of no server under what they are: the fabric's switches,
    // cables and optics, then the storage system's nodes (issue 21: storage is not network). The Quote tab's table
    // groups them the same way (quote/quotelinegroups.h).
    for (const QuoteLineGroup &group : groupQuoteLines(m_c.priced.lines)) {
        QString title = group.kind == QuoteLineGroup::Kind::Storage ? tr("Storage") : tr("Network fabric");
        for (const NodeSummary &n : m_c.nodes) {
            if (group.kind == QuoteLineGroup::Kind::Server && n.serverId == group.serverId)
                title = (n.count == 1 ? tr("%1 — %2 node") : tr("%1 — %2 nodes")).arg(esc(n.name), number(n.count));
        }
        html += QStringLiteral("<tr><td colspan=\"6\" style=\"padding-top:6px;\"><b>%1</b></td></tr>").arg(title);
        for (qsizetype i = group.first; i < group.first + group.count; ++i) {
            const QuoteLine &line = m_c.priced.lines.at(i);
            const bool shade = (row++ % 2) == 1;
            // The seller's prices, as prices: whether a line is a reference estimate is the seller's concern (the
            // export warns them), not the client's.
            const QString description = esc(line.description);
            html += QStringLiteral("<tr>") + td(esc(line.sku), "left", shade) + td(description, "left", shade)
                + td(number(line.qty), "right", shade) + td(money(line.unitPrice), "right", shade)
                + td(line.discountPct > 0 ? percent(line.discountPct) : QStringLiteral("—"), "right", shade)
                + td(money(line.extended), "right", shade) + QStringLiteral("</tr>");
        }
    }
    html += QStringLiteral("</table>");
    if (!m_c.priced.unknownSkus.isEmpty())
        html
            += QStringLiteral("<p style=\"color:#a00000;\">%1 %2</p>")
                   .arg(tr("Not priced (not in the catalog):"), esc(m_c.priced.unknownSkus.join(QStringLiteral(", "))));
    for (const QString &problem : m_c.priced.problems)
        html += QStringLiteral("<p style=\"color:#a00000;\">%1</p>").arg(esc(problem));
    return html;
}

QString QuoteHtml::totals() const
{
    const PricedQuote &q = m_c.priced;
    auto row = [&](const QString &label, const QString &value, bool strong = false) {
        return QStringLiteral("<tr><td align=\"right\" style=\"padding:3px;\">%1</td>"
                              "<td align=\"right\" width=\"30%\" style=\"padding:3px;\">%2</td></tr>")
            .arg(strong ? QStringLiteral("<b>%1</b>").arg(label) : label,
                 strong ? QStringLiteral("<b>%1</b>").arg(value) : value);
    };
    QString html = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" style=\"margin-top:8px;\">");
    html += row(tr("Subtotal"), money(q.subtotal));
    if (q.discount > 0)
        html += row(tr("Discount %1").arg(percent(q.discountPct)), QStringLiteral("−") + money(q.discount));
    html += row(tr("Total before tax"), money(q.afterDiscount));
    html += row(tr("Tax %1").arg(percent(q.taxPct)), money(q.tax));
    html += row(tr("Total (%1)").arg(esc(q.currency)), money(q.total), true);
    html += QStringLiteral("</table>");
    const QString rates = ratesNote();
    if (!rates.isEmpty())
        html += QStringLiteral("<p align=\"right\"><small>%1</small></p>").arg(esc(rates));
    return html;
}

QString QuoteHtml::configuration() const
{
    // Nine figures per server: the units go in the headers so each cell is a bare number that never wraps, and the
    // GPU model goes on a line of its own under the server's name. In a narrow GPU column of its own a part name
    // ("英伟达 A100 SXM4 80GB GPU 加速卡") wrapped over four lines and split inside words.
    QString html = heading(tr("Configuration summary"));
    html += QStringLiteral("<table style=\"%1\" cellspacing=\"0\"><thead><tr>").arg(QLatin1String(kTableStyle));
    html += QStringLiteral("<th align=\"left\" width=\"%1%\" style=\"background-color:%2; color:white; "
                           "padding:4px;\">%3</th>")
                .arg(kServerColumnPct)
                .arg(QLatin1String(kHeadColor), tr("Server"));
    auto withUnit = [](const QString &label, const char *unit) {
        return label + QStringLiteral("<br>") + tr("(%1)").arg(QLatin1String(unit));
    };
    for (const QString &h :
         {tr("Nodes"), tr("GPUs"), tr("CPUs"), tr("Cores"), withUnit(tr("Memory"), "GB"), withUnit(tr("Storage"), "TB"),
          withUnit(tr("Network"), "Gb/s"), withUnit(tr("Power"), "kW"), tr("Rack units")})
        html += th(h, "right");
    html += QStringLiteral("</tr></thead>");
    auto row = [&](const NodeSummary &n, bool cluster) {
        const QString name = cluster
            ? QStringLiteral("<b>%1</b>").arg(tr("Cluster total"))
            : QStringLiteral("%1<br><small>%2, %3</small>").arg(esc(n.name), esc(n.chassisSku), tr("per node"));
        QString html = QStringLiteral("<tr>") + td(name) + td(number(n.count), "right") + td(number(n.gpus), "right")
            + td(number(n.cpus), "right") + td(number(n.cpuCores), "right") + td(number(n.memoryGB), "right")
            + td(number(n.storageTB, 1), "right")
            // No network card: a dash, as a line without a discount, not "0 Gb/s" of a network the server lacks.
            + td(n.networkGbps > 0 ? number(n.networkGbps) : QStringLiteral("—"), "right")
            + td(number(n.powerW / 1000.0, 1), "right") + td(number(n.rackUnits), "right") + QStringLiteral("</tr>");
        // The GPU model on a line of its own, the table's full width, under its server.
        if (!cluster && !n.gpuModel.isEmpty())
            html += QStringLiteral(
                        "<tr><td colspan=\"%1\" style=\"padding:0px 3px 4px 3px;\"><small>%2</small></td></tr>")
                        .arg(kConfigColumns)
                        .arg(tr("GPUs per node: %1 × %2").arg(number(n.gpus), esc(n.gpuModel)));
        return html;
    };
    for (const NodeSummary &n : m_c.nodes)
        html += row(n, false);
    html += row(m_c.cluster, true);
    html += QStringLiteral("</table>");
    return html;
}

QString QuoteHtml::performance() const
{
    const Workload &w = m_c.plan.workload;
    if (m_c.plan.hasWorkload && w.kind == WorkloadKind::Inference)
        return servingPerformance();
    QString html = heading(tr("Performance estimate"));
    if (!m_c.perf) {
        return html + QStringLiteral("<p>%1</p>").arg(esc(m_c.perfNote));
    }
    const perf::PerfResult &r = *m_c.perf;
    const perf::Strategy &s = r.strategy;
    const QString model = w.model.preset.isEmpty() ? w.model.type : w.model.preset;
    auto row = [](const QString &k, const QString &v) {
        return QStringLiteral(
                   "<tr><td style=\"padding:2px;\" width=\"40%\">%1</td><td style=\"padding:2px;\">%2</td></tr>")
            .arg(k, v);
    };
    html += QStringLiteral("<table width=\"100%\" cellspacing=\"0\">");
    html += row(
        tr("Workload"),
        tr("%1, global batch %2, %3").arg(esc(model), number(w.globalBatch.value_or(0)), precisionName(w.precision)));
    html += row(tr("Parallel strategy"),
                tr("%1, micro-batch %2, ZeRO %3, recompute %4%5")
                    .arg(workloadtext::layout(s, QStringLiteral(" × ")))
                    .arg(s.microBatch)
                    .arg(perf::zeroLabel(s, w.precision))
                    .arg(perf::recomputeLabel(s.recompute))
                    .arg(r.strategySearched ? tr(" (best found by the search)") : QString()));
    // The GPUs the best strategy uses beside the throughput they give (issue 17, item 4): fewer than installed
    // leaves some idle, which the findings warn about.
    const int installed = m_c.cluster.gpus;
    const int used = s.gpus();
    html += row(
        tr("GPUs used"),
        used < installed
            ? tr("%1 of the %2 installed (%3 idle)").arg(number(used), number(installed), number(installed - used))
            : (used == 1 ? tr("%1 GPU, all installed") : tr("%1 GPUs, all installed")).arg(number(used)));
    html += row(tr("Time per training step"), fmt::duration(r.stepTimeS, m_locale));
    // In the plan's unit (perf/workunit.h): tokens for a decoder, sequences for an encoder, images for the others.
    const perf::WorkUnit unit = perf::workUnit(w);
    html += row(tr("Throughput"),
                unit == perf::WorkUnit::Images ? tr("%1 images/s").arg(number(r.samplesPerS, 1))
                    : unit == perf::WorkUnit::Sequences
                    ? tr("%1 sequences/s (%2 tokens/s)").arg(number(r.samplesPerS, 1), number(r.tokensPerS))
                    : r.tokensPerS > 0
                    ? tr("%1 tokens/s (%2 samples/s)").arg(number(r.tokensPerS), number(r.samplesPerS, 1))
                    : tr("%1 samples/s").arg(number(r.samplesPerS, 1)));
    // The error band of the plan's regime in the validation report, beside the predicted figures (issue 14).
    if (m_c.accuracy)
        html += row(tr("Model accuracy"), esc(validation::accuracyText(*m_c.accuracy)));
    html += row(tr("Model FLOPs utilization"),
                tr("%1 (%2 TFLOP/s per GPU)").arg(percent(100 * r.mfu), number(r.modelTflopsPerGpu, 0)));
    html += row(tr("Memory per GPU"),
                tr("%1 of %2 GB — %3")
                        .arg(number(r.memory.totalBytes / 1e9, 1), number(r.memory.capacityBytes / 1e9, 0),
                             r.memory.fits ? tr("fits") : tr("does not fit"))
                    // Where the pipeline's stages differ, the rank the figure is for (as simulate and the chart say).
                    + (r.memory.pipelineRank >= 0 ? tr(" (pipeline rank %1 of %2, the one that needs the most)")
                                                        .arg(r.memory.pipelineRank)
                                                        .arg(r.strategy.pp)
                                                  : QString()));
    // What the GPUs keep in host memory instead (optimizer offload, activation offload): the fit above relies on it.
    if (r.memory.hostBytesPerNode > 0)
        html += row(
            tr("Host memory per node"),
            tr("%1 of %2 GB, holding what the GPUs offload")
                .arg(number(r.memory.hostBytesPerNode / 1e9, 1), number(r.memory.hostCapacityBytesPerNode / 1e9, 0)));
    if (w.finetune) {
        // A fine-tune (issue 23): the method in plain words and where the optimizer states live.
        html += row(
            tr("Fine-tuning"),
            workloadtext::fineTuneMethod(s.method, w.finetune->rank.value_or(perf::kDefaultLoraRank))
                + (s.offload != Offload::None ? QStringLiteral(", ") + workloadtext::offload(s.offload) : QString()));
        if (r.timeToTrainS)
            html += row(tr("Time per epoch"), fmt::duration(*r.timeToTrainS, m_locale));
    } else if (r.timeToTrainS) {
        // The whole run with goodput (checkpoints, failures, restarts; issue 14), and the pure step time beside it.
        if (r.wallClockToTrainS && r.gpuHours) {
            html += row(tr("Time to train"),
                        tr("%1 (%2 of training steps, goodput %3)")
                            .arg(fmt::duration(*r.wallClockToTrainS, m_locale),
                                 fmt::duration(*r.timeToTrainS, m_locale), fmt::percent(r.goodput, 1)));
            html += row(tr("GPU-hours"), fmt::number(*r.gpuHours, 0));
        } else {
            html += row(tr("Time to train"), fmt::duration(*r.timeToTrainS, m_locale));
        }
    }
    html += row(tr("Bottleneck"), esc(r.bottleneck));
    html += QStringLiteral("</table><p><small>%1</small></p>")
                .arg(tr("Estimated by the analytical performance model of AI Server Planner (per-layer FLOPs at "
                        "measured GEMM efficiency, collectives at achievable bus bandwidth), calibrated on published "
                        "training runs. Actual results depend on software versions and tuning."));
    return html;
}

QString QuoteHtml::commercialPart() const
{
    return headerBlock() + partiesBlock() + lineItems() + totals() + configuration() + performance() + softwareStack();
}

} // namespace aip
