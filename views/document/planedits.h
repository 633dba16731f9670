#pragma once
// Pure edits of a Plan (plan in, plan out) that the undo commands are built from. Kept free of Qt Widgets and of
// the undo stack so the tests can check each edit on its own, and so every command is "before" + "after".

#include "plan/plan.h"

#include <QMap>
#include <QString>

#include <optional>

namespace aip::planedits {

// Units of `sku` the plan adds to server `server` (not counting a complete system's built-in parts).
int addedQty(const Plan &plan, int server, const QString &sku);

// Adds qty units of sku to the server; units of a SKU already listed are merged into its entry.
bool addPart(Plan &plan, int server, const QString &sku, int qty = 1);
// Removes up to qty units of sku from the server (built-in parts are not in the plan and cannot be removed).
bool removePart(Plan &plan, int server, const QString &sku, int qty = 1);
// Moves qty units of sku from one server type to another.
bool movePart(Plan &plan, int fromServer, int toServer, const QString &sku, int qty = 1);
bool setServerCount(Plan &plan, int server, int count);
bool setChassis(Plan &plan, int server, const QString &chassisSku);
bool renameServer(Plan &plan, int server, const QString &name);
// Appends a server type; its id is made unique within the plan. Returns the index of the new server.
int addServerType(Plan &plan, ServerSpec spec);
bool removeServerType(Plan &plan, int server);

// The plan's currency and its exchange rates (units of `currency` per 1 unit of each key currency) as of `date`.
// Refused: a code that is not three upper-case letters (ISO 4217 form, as the plan file requires), a rate that is
// not a finite positive number, a rate for the plan's own currency, a date that is neither empty nor yyyy-MM-dd;
// and an edit that changes nothing.
bool setCurrency(Plan &plan, const QString &currency, const QMap<QString, double> &rates, const QString &date);
// Whether code has the form of an ISO 4217 currency code: three letters A-Z.
bool isCurrencyCode(const QString &code);

// The quote's discount, in percent, on the lines of `sku`. The plan keys line discounts by SKU alone
// (quote.line_discounts: [{"sku", "pct"}]), so one discount covers every line of that SKU, in every server type; when
// the plan lists a SKU twice, quote pricing takes the last entry, as lineDiscount() does.
std::optional<double> lineDiscount(const Plan &plan, const QString &sku);
// Sets (pct in 0..100) or removes (nullopt, or 0: no discount) the discount on the lines of sku. A SKU listed more
// than once keeps one entry, at the first one's place. Refused: a pct that is not a finite number in 0..100; setting
// a discount on a SKU the plan does not price (a chassis, an added part, the fabric switch or its cables line,
// see isQuotedSku) - removing a discount left on such a SKU is allowed; and an edit that changes nothing.
bool setLineDiscount(Plan &plan, const QString &sku, std::optional<double> pct);
// Whether the plan's quote has lines of sku: a server's chassis or added part, the fabric switch, or the fabric's
// cables and optics (one line per part of facility/networkbom.h; "fabric-cables-optics", the flat line they replaced,
// is still accepted).
bool isQuotedSku(const Plan &plan, const QString &sku);

// An id not used by any server of the plan, derived from base ("node", "node-2", ...).
QString uniqueServerId(const Plan &plan, const QString &base);

} // namespace aip::planedits
