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
// n synthetic parts over every category, vendor and form factor (for the large-catalog test).
aip::PartCatalog makeLargeCatalog(int n);
// A plan with one DGX A100 server type (16 nodes) and one bare SXM5 server (2 nodes, a few parts).
aip::Plan makePlan();

} // namespace viewtest
