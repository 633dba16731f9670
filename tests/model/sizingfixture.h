#pragma once
// A small priced catalog for the size-to-target tests (issue 18): the performance fixture's DGX A100 and DGX H100,
// Quantum switches and p4d (perffixture.h) with prices from the seed catalog, one bare SXM5 chassis with the CPUs,
// DIMMs, NICs and drives a build of it needs, and an H100 cloud instance; and the plan the tests size.

#include "hardware/partcatalog.h"
#include "plan/plan.h"

namespace sizingtest {

aip::PartCatalog catalog();

// `nodes` DGX A100 on HDR InfiniBand training `preset` on `tokens` tokens, with a target of `days` (either owned or
// cloud) and p4d on demand as the cloud option.
aip::Plan plan(const char *preset, double tokens, double days, int nodes = 4);

} // namespace sizingtest
