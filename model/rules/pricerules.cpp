#include "rules/pricerules.h"

#include "rules/ruletext.h"

#include <QCoreApplication>
#include <QSet>

namespace aip {

int priceAgeLimitMonths(const Plan &plan)
{
    const QJsonValue v = plan.costs.extra.value(QStringLiteral("price_age_limit_months"));
    if (v.isDouble() && v.toDouble() >= 1)
        return int(v.toDouble());
    return kDefaultPriceAgeLimitMonths;
}

QDate planDate(const Plan &plan)
{
    const QDate d = QDate::fromString(plan.quote.date, Qt::ISODate);
    return d.isValid() ? d : QDate::currentDate();
}

std::optional<QDate> parsePriceDate(const QString &text)
{
    const QString t = text.trimmed();
    for (const char *format : {"yyyy-MM-dd", "yyyy-MM", "yyyy"}) {
        const QDate d = QDate::fromString(t, QLatin1String(format));
        if (d.isValid())
            return d;
    }
    return std::nullopt;
}

int monthsBetween(const QDate &from, const QDate &to)
{
    int months = (to.year() - from.year()) * 12 + (to.month() - from.month());
    if (to.day() < from.day())
        --months; // not a whole month yet
    return months;
}

QList<Finding> checkPrices(const Plan &plan, const PartCatalog &catalog, const QDate &date, int limitMonths)
{
    QList<Finding> out;
    QSet<QString> seen; // one finding per instance type, however many pricing modes use it
    for (const CloudOption &opt : plan.cloud) {
        const Part *p = catalog.find(opt.sku);
        if (!p || p->category != PartCategory::Cloud || seen.contains(opt.sku))
            continue;
        seen.insert(opt.sku);
        if (opt.hourlyRate && opt.pricing == QLatin1String("on_demand"))
            continue; // the plan's own rate
        const auto priced = parsePriceDate(p->priceDate);
        if (!priced) {
            out.append({Severity::Info,
                        QStringLiteral("cloud-price-undated"),
                        QCoreApplication::translate("Rules", "The price of the cloud instance %1 has no date.")
                            .arg(rules::ruleName(*p)),
                        QCoreApplication::translate("Rules",
                                                    "Cloud prices change; without a date nobody can tell whether "
                                                    "the buy-or-rent comparison uses a current one."),
                        {},
                        p->sku});
            continue;
        }
        const int age = monthsBetween(*priced, date);
        if (age <= limitMonths)
            continue;
        out.append({Severity::Warning,
                    QStringLiteral("cloud-price-stale"),
                    QCoreApplication::translate("Rules",
                                                "The price of the cloud instance %1 is from %2, %3 months before "
                                                "the plan's date %4 (limit %5 months).")
                        .arg(rules::ruleName(*p), p->priceDate.trimmed())
                        .arg(age)
                        .arg(date.toString(Qt::ISODate))
                        .arg(limitMonths),
                    QCoreApplication::translate("Rules",
                                                "Cloud prices move (AWS cut P4 and P5 on-demand prices by up to 45% "
                                                "in June 2025), and an old price can turn buy-or-rent around. "
                                                "Update the catalog's price, or set costs.price_age_limit_months."),
                    {},
                    p->sku});
    }
    return out;
}

QList<Finding> checkPrices(const Plan &plan, const PartCatalog &catalog)
{
    return checkPrices(plan, catalog, planDate(plan), priceAgeLimitMonths(plan));
}

} // namespace aip
