#pragma once
// The quote's prices: line items from a plan and a catalog, in the plan's currency, with the line and quote
// discounts, tax and total. The TCO model takes its capex from here and the PDF quote prints it, so the client's
// quote and the finance review's capex are the same figure.
//
// Lines, per server type: the chassis (price x count) and each added part (price x qty x count). A complete
// system's built-in parts are in the chassis price and get no line. Then the fabric: switches (the plan's count or
// the fat-tree or rail-optimized sizing of fabricsizing.h) and their cables and optics by reach, one line per part
// (facility/networkbom.h). Last, the plan's on-site storage system: one line of its nodes (facility/storage.h).

#include "hardware/partcatalog.h"
#include "hardware/serverconfig.h"
#include "plan/plan.h"
#include "quote/fabricsizing.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace aip {

// The SKU of the quote line that priced the fabric's cables and optics as one flat estimate before the network bill of
// materials (facility/networkbom.h) listed them part by part; a plan's line discount on it is still accepted.
inline const QLatin1String kCablingSku("fabric-cables-optics");

struct QuoteLine {
    enum class Kind { Chassis, Part, Switch, Cabling, Storage };
    Kind kind = Kind::Part;
    QString sku;
    QString description;        // the part's name in the quote's language (hardware/partname.h)
    QString serverId;           // the plan's server type; empty for fabric and storage lines
    qint64 qty = 0;             // 64-bit: 100,000 nodes x 100,000 parts each is past 32 bits (issue 22, item 3)
    double unitPrice = 0;       // in the quote's currency
    QString sourceCurrency;     // the catalog's currency for this price
    double sourceUnitPrice = 0; // in sourceCurrency
    double discountPct = 0;     // this line's discount (quote.line_discounts)
    double gross = 0;           // qty x unitPrice
    double extended = 0;        // gross less the line discount
    bool estimated = false;     // priced from a reference estimate (cables, or Part::priceEstimated())
};

struct PricedQuote {
    QString currency;
    QList<QuoteLine> lines;
    double subtotal = 0;        // sum of the lines' extended amounts
    double serversSubtotal = 0; // the server lines' share of the subtotal
    double fabricSubtotal = 0;  // the fabric lines' share (switches, cables)
    double storageSubtotal = 0; // the storage system's share (facility/storage.h: StorageLoad)
    double discountPct = 0;     // the whole quote's discount
    double discount = 0;
    double afterDiscount = 0; // subtotal - discount
    double taxPct = 0;
    double tax = 0;
    double total = 0;       // afterDiscount + tax
    bool hasFabric = false; // the plan names a fabric switch, so the network is priced explicitly
    FabricSizing fabric;
    QStringList unknownSkus; // SKUs of the plan missing from the catalog (not priced)
    QStringList problems;    // why something could not be priced (wrong category, no exchange rate)

    bool ok() const { return unknownSkus.isEmpty() && problems.isEmpty(); }
    // The fraction of the subtotal the whole-quote discount leaves (1 - discountPct/100).
    double discountFactor() const { return 1.0 - discountPct / 100.0; }
};

// The SKUs of the lines priced from reference estimates rather than a seller's price list (Part::priceEstimated(),
// and the fabric's cables), once each in line order: the export warns the seller about them before writing.
QStringList referenceEstimateSkus(const PricedQuote &quote);

// language: the quote's ("en" or "zh_CN"), for the parts' names in the line descriptions. The TCO model and the
// JSON reports take the default: their output is language-neutral.
// The discount the plan gives every line of `sku`, in percent (the last entry for it in quote.line_discounts; 0 when
// none): what priceQuote() applies, and what the Quote tab shows as soon as it is typed.
double lineDiscountPct(const Plan &plan, const QString &sku);

PricedQuote priceQuote(const Plan &plan, const PartCatalog &catalog, const QString &language = QStringLiteral("en"));
// The same, on a plan resolved once for the whole evaluation.
PricedQuote priceQuote(const ResolvedPlan &resolved, const QString &language = QStringLiteral("en"));

} // namespace aip
