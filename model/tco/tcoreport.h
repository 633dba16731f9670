#pragma once
// The TCO of a plan as data for scripts: the JSON of `aiplanner-cli tco --json` (the CLI contract of issue 5:
// horizon_months; owned{capex, average_power_w, energy_kwh_per_year, energy_cost_per_year, monthly, total};
// cloud[]{sku, pricing, instances, hourly_rate, monthly, total, break_even_month}; cost_per_gpu_hour;
// cost_per_million_tokens; plus the yearly breakdown, the quote's totals, the assumptions and the notes; the
// same-work keys of DESIGN.md: owned.delivered_work and per option sizing, throughput_per_instance,
// instance_hours, price_date, always_on_total, ...) and the CSV of `--csv` (one row per month, one column per
// option as sized, then one per option "always_on").

#include "quote/quotepricing.h"
#include "tco/plantco.h"

#include <QJsonObject>
#include <QString>

namespace aip::tco {

QJsonObject toJson(const PlanTco &tco);
QJsonObject toJson(const PricedQuote &quote);
QString toCsv(const PlanTco &tco);
// The CSV column header of cloud option i ("aws-p4d.24xlarge on_demand").
QString optionLabel(const CloudCost &cloud);

} // namespace aip::tco
