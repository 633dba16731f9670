#pragma once
// A small hand-made catalog and plan builder for the rule tests: each test starts from a server that passes every
// rule and changes one thing.

#include "hardware/partcatalog.h"
#include "plan/plan.h"
#include "rules/finding.h"

namespace rulestest {

const aip::PartCatalog &catalog();

// An 8-GPU SXM5 server that passes every rule: 8 H100, 2x 56-core Xeon, 32x 64 GB DDR5, 2 NVMe, 8x 400G NICs.
aip::ServerSpec goodHgxServer(int count = 1);
aip::Plan planWith(const aip::ServerSpec &server);
// Sets the quantity of `sku` in the server (adds it, or removes it with qty 0).
void setQty(aip::ServerSpec &server, const QString &sku, int qty);

QList<aip::Finding> check(const aip::Plan &plan);
bool has(const QList<aip::Finding> &findings, const char *code, aip::Severity severity);
int errorCount(const QList<aip::Finding> &findings);
QString describe(const QList<aip::Finding> &findings); // for INFO on failure
// The first finding with `code`, or nullptr.
const aip::Finding *find(const QList<aip::Finding> &findings, const char *code);
// A bare catalog part for hand-made catalogs: the sku, category and model, a test vendor, a dated price of 1000.
aip::Part part(const char *sku, aip::PartCategory category, const char *model);

} // namespace rulestest
