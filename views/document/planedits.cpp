#include "document/planedits.h"
#include "facility/networkbom.h"

#include "plan/planfields.h"
#include "plan/planfile.h"
#include "quote/quotepricing.h"

#include <QDate>

#include <algorithm>
#include <cmath>

namespace aip::planedits {

namespace {
bool validServer(const Plan &plan, int server)
{
    return server >= 0 && server < plan.servers.size();
}
} // namespace

int addedQty(const Plan &plan, int server, const QString &sku)
{
    if (!validServer(plan, server))
        return 0;
    int qty = 0;
    for (const PartRef &ref : plan.servers.at(server).parts) {
        if (ref.sku == sku)
            qty += ref.qty;
    }
    return qty;
}

bool addPart(Plan &plan, int server, const QString &sku, int qty)
{
    if (!validServer(plan, server) || sku.isEmpty() || qty <= 0)
        return false;
    QList<PartRef> &parts = plan.servers[server].parts;
    for (PartRef &ref : parts) {
        if (ref.sku == sku) {
            if (ref.qty + qty > kMaxPartQty)
                return false;
            ref.qty += qty;
            return true;
        }
    }
    PartRef ref;
    ref.sku = sku;
    ref.qty = qty;
    parts.append(ref);
    return true;
}

bool removePart(Plan &plan, int server, const QString &sku, int qty)
{
    if (!validServer(plan, server) || qty <= 0 || addedQty(plan, server, sku) == 0)
        return false;
    QList<PartRef> &parts = plan.servers[server].parts;
    // Take from the last entry first, so a part added last is the one removed first.
    for (qsizetype i = parts.size() - 1; i >= 0 && qty > 0; --i) {
        if (parts.at(i).sku != sku)
            continue;
        const int take = std::min(qty, parts.at(i).qty);
        parts[i].qty -= take;
        qty -= take;
        if (parts.at(i).qty <= 0)
            parts.removeAt(i);
    }
    return true;
}

bool movePart(Plan &plan, int fromServer, int toServer, const QString &sku, int qty)
{
    if (fromServer == toServer || !validServer(plan, toServer) || addedQty(plan, fromServer, sku) < qty)
        return false;
    return removePart(plan, fromServer, sku, qty) && addPart(plan, toServer, sku, qty);
}

bool setServerCount(Plan &plan, int server, int count)
{
    // The plan file's range (model/plan/planfields.h): a server type has at least one node, so a count the plan
    // reader would refuse (0) is never set here.
    static const planfields::NumericField *const range = planfields::numericField(u"servers[].count");
    if (!validServer(plan, server) || !range || !planfields::accepts(*range, count)
        || plan.servers.at(server).count == count)
        return false;
    plan.servers[server].count = count;
    return true;
}

bool setChassis(Plan &plan, int server, const QString &chassisSku)
{
    if (!validServer(plan, server) || plan.servers.at(server).chassis == chassisSku)
        return false;
    plan.servers[server].chassis = chassisSku;
    return true;
}

bool renameServer(Plan &plan, int server, const QString &name)
{
    if (!validServer(plan, server) || plan.servers.at(server).name == name)
        return false;
    plan.servers[server].name = name;
    return true;
}

QString uniqueServerId(const Plan &plan, const QString &base)
{
    const QString stem = base.isEmpty() ? QStringLiteral("node") : base;
    auto used = [&plan](const QString &id) {
        return std::any_of(plan.servers.cbegin(), plan.servers.cend(),
                           [&id](const ServerSpec &s) { return s.id == id; });
    };
    if (!used(stem))
        return stem;
    for (int n = 2;; ++n) {
        const QString candidate = QStringLiteral("%1-%2").arg(stem).arg(n);
        if (!used(candidate))
            return candidate;
    }
}

int addServerType(Plan &plan, ServerSpec spec)
{
    spec.id = uniqueServerId(plan, spec.id);
    if (spec.count < 0)
        spec.count = 1;
    plan.servers.append(spec);
    return int(plan.servers.size()) - 1;
}

bool removeServerType(Plan &plan, int server)
{
    if (!validServer(plan, server))
        return false;
    plan.servers.removeAt(server);
    return true;
}

bool isCurrencyCode(const QString &code)
{
    return code.size() == 3 && std::all_of(code.cbegin(), code.cend(), [](QChar c) {
               return c >= QLatin1Char('A') && c <= QLatin1Char('Z');
           });
}

bool setCurrency(Plan &plan, const QString &currency, const QMap<QString, double> &rates, const QString &date)
{
    if (!isCurrencyCode(currency) || rates.contains(currency))
        return false;
    for (auto it = rates.cbegin(); it != rates.cend(); ++it) {
        if (!isCurrencyCode(it.key()) || !std::isfinite(it.value()) || !(it.value() > 0))
            return false;
    }
    // Qt::ISODate also reads "2026-11-30T..." forms; the plan file wants the date alone.
    if (!date.isEmpty() && (date.size() != 10 || !QDate::fromString(date, Qt::ISODate).isValid()))
        return false;
    if (plan.currency == currency && plan.exchangeRates == rates && plan.exchangeRatesDate == date)
        return false;
    plan.currency = currency;
    plan.exchangeRates = rates;
    plan.exchangeRatesDate = date;
    return true;
}

bool isQuotedSku(const Plan &plan, const QString &sku)
{
    if (sku.isEmpty())
        return false;
    for (const ServerSpec &s : plan.servers) {
        if (s.chassis == sku)
            return true;
        for (const PartRef &ref : s.parts) {
            if (ref.sku == sku)
                return true;
        }
    }
    const bool hasFabric = plan.fabric && !plan.fabric->sku.isEmpty();
    return hasFabric && (plan.fabric->sku == sku || sku == kCablingSku || isFabricCableSku(sku));
}

std::optional<double> lineDiscount(const Plan &plan, const QString &sku)
{
    std::optional<double> pct;
    for (const QuoteLineDiscount &d : plan.quote.lineDiscounts) {
        if (d.sku == sku)
            pct = d.pct;
    }
    return pct;
}

bool setLineDiscount(Plan &plan, const QString &sku, std::optional<double> pct)
{
    if (pct && (!std::isfinite(*pct) || *pct < 0 || *pct > 100))
        return false;
    const double value = pct.value_or(0.0); // 0%: no discount, and the plan file keeps no entry for it
    QList<QuoteLineDiscount> &list = plan.quote.lineDiscounts;
    const auto isSku = [&sku](const QuoteLineDiscount &d) { return d.sku == sku; };
    const auto entries = std::count_if(list.cbegin(), list.cend(), isSku);
    if (value == 0) {
        if (entries == 0)
            return false;
        list.removeIf(isSku);
    } else if (!isQuotedSku(plan, sku) || (entries == 1 && lineDiscount(plan, sku) == value)) {
        return false;
    } else if (entries == 0) {
        list.append(QuoteLineDiscount{sku, value});
    } else {
        bool first = true;
        for (qsizetype i = 0; i < list.size();) {
            if (list.at(i).sku != sku) {
                ++i;
            } else if (first) {
                list[i++].pct = value;
                first = false;
            } else {
                list.removeAt(i);
            }
        }
    }
    plan.hasQuote = true;
    return true;
}

} // namespace aip::planedits
