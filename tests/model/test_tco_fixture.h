#pragma once
// A small in-memory catalog for the quote and TCO tests: figures chosen for easy hand calculation, not real
// prices (the real ones come from the catalog database).

#include "hardware/partcatalog.h"
#include "plan/plan.h"

namespace tcotest {

// dgx-test (complete system, $200,000, 8 x gpu-a100 400 W, 2 x cpu-test 250 W, 8 x nic-hdr 200 Gb/s IB 20 W,
// base 1,200 W: 5,060 W), bare-test ($20,000, base 500 W), gpu-h100 ($25,000, 700 W), cpu-test ($10,000),
// nic-ndr ($2,000, 400 Gb/s IB), nvme-eur (EUR 1,000, 20 W), ib-switch-40 ($20,000, 40 x 200 Gb/s IB, 600 W),
// cloud-8gpu (8 x gpu-a100: on-demand $32.77/h, 1-yr $20/h, 3-yr unknown, spot $9.83/h, priced 2023-07), cloud-norate.
aip::PartCatalog catalog();

// n x dgx-test, optionally with the ib-switch-40 fabric.
aip::Plan dgxPlan(int nodes, bool fabric);

// 2 x bare-test with 8 x gpu-h100, 2 x cpu-test, 8 x nic-ndr and 4 x nvme-eur (priced in EUR at 1.1 USD).
aip::Plan barePlan();

// Adds gpu-gaudi3 (an OAM Gaudi 3, 900 W, $15,000: its own 3 x 200 GbE scale-out ports, hardware/part.h) and an
// Ethernet switch `switchSku` of 64 ports at `portGbps` to `cat`, and returns `nodes` x bare-test with 8 Gaudi 3s
// and 2 x cpu-test on that switch's fabric.
aip::Plan gaudiPlan(aip::PartCatalog &cat, int nodes, const QString &switchSku, double portGbps);

} // namespace tcotest
