#include "quote/quotepricing.h"

#include "facility/networkbom.h"
#include "facility/rackpacking.h"
#include "facility/storage.h"
#include "hardware/partname.h"
#include "hardware/serverconfig.h"
#include "quote/currencyconverter.h"
#include "quote/quotecabling.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <cmath>
#include <limits>

namespace aip {

namespace {

class LineBuilder
{
public:
    LineBuilder(const Plan &plan, PricedQuote &quote, const QString &language)
        : m_plan(plan)
        , m_quote(quote)
        , m_fx(plan.currency, plan.exchangeRates)
        , m_language(language)
    { }

    void add(QuoteLine::Kind kind, const Part &part, const QString &serverId, qint64 qty)
    {
        QuoteLine line;
        line.kind = kind;
        line.sku = part.sku;
        line.description = partName(part, m_language);
        line.serverId = serverId;
        line.qty = qty;
        line.sourceCurrency = part.currency.isEmpty() ? QStringLiteral("USD") : part.currency;
        line.sourceUnitPrice = part.price;
        line.estimated = part.priceEstimated();
        const auto unit = m_fx.convert(part.price, line.sourceCurrency);
        if (!unit)
            noRate(line.sourceCurrency, part.sku);
        line.unitPrice = unit.value_or(0.0);
        push(line);
    }

private:
    void push(QuoteLine &line)
    {
        line.discountPct = lineDiscountPct(m_plan, line.sku);
        // One line per SKU within a server type (and for the fabric): a plan listing the same part twice, or 40,000
        // times, gets one line with the total quantity, so the quote's length follows its distinct parts.
        const QString key = line.serverId + QChar(0x1f) + line.sku + QChar(0x1f) + QString::number(int(line.kind));
        if (const auto it = m_lineOf.constFind(key); it != m_lineOf.constEnd()) {
            QuoteLine &same = m_quote.lines[*it];
            same.qty += line.qty;
            price(same);
            return;
        }
        price(line);
        m_lineOf.insert(key, m_quote.lines.size());
        m_quote.lines.append(line);
    }

    static void price(QuoteLine &line)
    {
        line.gross = double(line.qty) * line.unitPrice;
        line.extended = line.gross * (1.0 - line.discountPct / 100.0);
    }

    void noRate(const QString &currency, const QString &sku)
    {
        m_quote.problems.append(QCoreApplication::translate("Quote",
                                                            "%1 is priced in %2 and the plan has no exchange rate "
                                                            "from %2 to %3 (exchange_rates.%2)")
                                    .arg(sku, currency, m_fx.target()));
    }

    const Plan &m_plan;
    PricedQuote &m_quote;
    CurrencyConverter m_fx;
    QString m_language;
    QHash<QString, qsizetype> m_lineOf; // server type, SKU and kind -> index in m_quote.lines
};

void priceFabric(const Plan &plan, const PartCatalog &catalog, const QList<ResolvedServer> &servers, PricedQuote &quote,
                 LineBuilder &lines)
{
    if (!plan.fabric || plan.fabric->sku.isEmpty())
        return;
    const Part *sw = catalog.find(plan.fabric->sku);
    if (!sw) {
        quote.unknownSkus.append(plan.fabric->sku);
        return;
    }
    if (sw->category != PartCategory::Switch) {
        quote.problems.append(QCoreApplication::translate("Quote", "fabric.sku: %1 is a %2, not a switch")
                                  .arg(sw->sku, categoryName(sw->category)));
        return;
    }
    quote.hasFabric = true;
    // Summed in 64 bits: nodes times ports per node passes 2^31 in a plan of 100,000 nodes with many NICs each.
    qint64 endpoints = 0, nodeCables = 0;
    qint64 nodes = 0, rails = 0; // rail-optimized: one rail per port of the node with the most
    int portsPerCable = 1;       // the most node ports one cable carries (the node cables' speed below)
    for (const ResolvedServer &rs : servers) {
        // A node without a NIC for this fabric still takes one port (its on-board or management port).
        NodeFabricPorts node = nodeFabricPorts(rs, sw->sw.protocol);
        node.ports = std::max<qint64>(1, node.ports);
        endpoints += qint64(rs.nodes()) * node.ports;
        nodeCables += qint64(rs.nodes()) * node.cables();
        nodes += rs.nodes();
        rails = std::max(rails, node.ports);
        portsPerCable = std::max(portsPerCable, node.portsPerCable);
    }
    if (endpoints > std::numeric_limits<int>::max()) {
        quote.problems.append(QCoreApplication::translate("Quote",
                                                          "fabric: %1 node ports are more than one fabric is "
                                                          "sized for here (at most %2)")
                                  .arg(endpoints)
                                  .arg(std::numeric_limits<int>::max()));
        return;
    }
    // The network's bill of materials (issue 21, item 3): switches per layer, then cables and optics by reach.
    const FabricSpec &fs = *plan.fabric;
    // A switch whose ports are faster than the nodes' splits each among several of them (quote/quotecabling.h), so
    // the fabric is sized and cabled in links of the nodes' speed: a 64-port Spectrum-4 takes 128 ConnectX-7s.
    const NodePortSpeed nodePorts = nodePortSpeed(*sw, servers);
    const double linkGbps = sw->sw.portGbps > 0 ? fabricLinkGbps(*sw, nodePorts) : fabricLinkGbps(sw, servers);
    const int split = switchPortSplit(*sw, nodePorts.gbps, nodePorts.laneGbps);
    const qint64 radix = qint64(std::max(0, sw->sw.ports)) * split;
    const int switchPorts = int(std::min<qint64>(radix, std::numeric_limits<int>::max()));
    // Rail-optimized when every node has the same ports (then nodes and rails fit an int, as their product does).
    quote.fabric
        = isRailOptimized(fs.topology) && rails <= endpoints && nodes <= endpoints && nodes * rails == endpoints
        ? sizeRailFabric(int(nodes), int(rails), switchPorts, fs.oversubscription, fs.switches)
        : sizeFabric(int(endpoints), switchPorts, fs.oversubscription, fs.switches);
    quote.fabric.nodeLinksInRack = quote.fabric.tiers == 1 && facility::packRacks(plan, servers).racks <= 1;
    // Cabled as the nodes' connectors and the switch's ports are: a Gaudi 3 server's 24 fabric ports leave it in six
    // 800 GbE OSFP cables, and switch-to-switch links run at the switch's own speed (quote/fabricsizing.h).
    setCabling(quote.fabric, int(std::min<qint64>(nodeCables, endpoints)), linkGbps * portsPerCable, split);
    quote.fabric.twinPortCages = twinPortOsfpCages(*sw);
    quote.fabric.ethernet = sw->sw.protocol.compare(QLatin1String("ethernet"), Qt::CaseInsensitive) == 0;
    quote.fabric.nodeLaneGbps = nodePorts.laneGbps;
    quote.fabric.switchPortGbps = sw->sw.portGbps;
    if (quote.fabric.switches > 0)
        lines.add(QuoteLine::Kind::Switch, *sw, QString(), quote.fabric.switches);
    for (const BomItem &item : networkBom(quote.fabric, linkGbps).items)
        lines.add(QuoteLine::Kind::Cabling, fabricCablePart(*item.cable, catalog), QString(), item.qty);
}

// The plan's on-site storage system (issue 21): its nodes at the catalog's price for the SKU, else the storage table's
// (an estimate where the table says so). An object store has no line: it is billed by the month.
void priceStorage(const Plan &plan, const PartCatalog &catalog, LineBuilder &lines)
{
    const facility::StorageLoad storage = facility::storageLoadOf(plan);
    if (storage.system && storage.nodes > 0)
        lines.add(QuoteLine::Kind::Storage, facility::storageSystemPart(*storage.system, catalog), QString(),
                  storage.nodes);
}

} // namespace

double lineDiscountPct(const Plan &plan, const QString &sku)
{
    double pct = 0;
    for (const QuoteLineDiscount &d : plan.quote.lineDiscounts) {
        if (d.sku == sku)
            pct = d.pct;
    }
    return pct;
}

PricedQuote priceQuote(const Plan &plan, const PartCatalog &catalog, const QString &language)
{
    return priceQuote(resolvePlan(plan, catalog), language);
}

PricedQuote priceQuote(const ResolvedPlan &resolved, const QString &language)
{
    const Plan &plan = resolved.plan;
    const PartCatalog &catalog = resolved.catalog;
    const QList<ResolvedServer> &servers = resolved.servers;
    PricedQuote quote;
    quote.currency = plan.currency.isEmpty() ? QStringLiteral("USD") : plan.currency;
    LineBuilder lines(plan, quote, language);
    for (const ResolvedServer &rs : servers) {
        quote.unknownSkus.append(rs.unknownSkus);
        for (const QString &sku : rs.wrongCategorySkus)
            quote.problems.append(
                QCoreApplication::translate("Quote", "servers.%1: %2 cannot be used there (wrong kind of part)")
                    .arg(rs.spec->id, sku));
        const int nodes = rs.nodes();
        if (rs.chassis)
            lines.add(QuoteLine::Kind::Chassis, *rs.chassis, rs.spec->id, nodes);
        for (const ResolvedPart &rp : rs.parts) {
            if (!rp.builtIn) // built-in parts are in the complete system's price
                lines.add(QuoteLine::Kind::Part, *rp.part, rs.spec->id, qint64(rp.qty) * nodes);
        }
    }
    priceFabric(plan, catalog, servers, quote, lines);
    priceStorage(plan, catalog, lines);
    quote.unknownSkus.removeDuplicates();

    for (const QuoteLine &l : std::as_const(quote.lines)) {
        quote.subtotal += l.extended;
        if (l.kind == QuoteLine::Kind::Switch || l.kind == QuoteLine::Kind::Cabling)
            quote.fabricSubtotal += l.extended;
        else if (l.kind == QuoteLine::Kind::Storage)
            quote.storageSubtotal += l.extended;
        else
            quote.serversSubtotal += l.extended;
    }
    quote.discountPct = plan.quote.discountPct;
    quote.discount = quote.subtotal * quote.discountPct / 100.0;
    quote.afterDiscount = quote.subtotal - quote.discount;
    quote.taxPct = plan.quote.taxPct;
    quote.tax = quote.afterDiscount * quote.taxPct / 100.0;
    quote.total = quote.afterDiscount + quote.tax;
    return quote;
}

QStringList referenceEstimateSkus(const PricedQuote &quote)
{
    QStringList skus;
    for (const QuoteLine &line : quote.lines) {
        if (line.estimated && !skus.contains(line.sku))
            skus.append(line.sku);
    }
    return skus;
}

} // namespace aip
