#pragma once
// A small hand-made catalog for the GUI tests: a complete system (DGX A100), a bare SXM5 chassis, a PCIe
// workstation, and parts that fit one and not the other. Figures are rounded datasheet values; the tests assert
// what the GUI does with them, not the figures.

#include "hardware/partcatalog.h"
#include "plan/plan.h"

#include <memory>

namespace viewtest {

aip::PartCatalog makeCatalog();
std::shared_ptr<const aip::PartCatalog> sharedCatalog();
// The bundled seed catalog (resources/catalog), loaded once per test process through the SQLite catalog database a
// new user gets (CatalogDatabase, in a temporary directory): the tests that read real parts and prices.
std::shared_ptr<const aip::PartCatalog> seedCatalog();
// n synthetic parts over every category, vendor and form factor (for the large-catalog test).
aip::PartCatalog makeLargeCatalog(int n);
// A plan with one DGX A100 server type (16 nodes) and one bare SXM5 server (2 nodes, a few parts).
aip::Plan makePlan();

} // namespace viewtest
