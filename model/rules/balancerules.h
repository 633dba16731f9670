#pragma once
// Rules of a node's balance and power: PSU capacity with redundancy, CPU cores, host memory and network bandwidth
// per GPU.

#include "hardware/serverconfig.h"
#include "rules/finding.h"

namespace aip::rules {

void checkPower(const ResolvedServer &s, QList<Finding> &out);
void checkCoresPerGpu(const ResolvedServer &s, QList<Finding> &out);
void checkHostMemoryPerGpu(const ResolvedServer &s, QList<Finding> &out);
void checkNicBandwidthPerGpu(const ResolvedServer &s, const QString &fabricProtocol, QList<Finding> &out);

} // namespace aip::rules
