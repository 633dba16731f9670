#pragma once
// Consumer GeForce cards (issue 17, item 4 and issue 21, item 5): in a rack server they are a warning with the
// reasons (open-air coolers and 16-pin power, the GeForce driver licence's data-centre clause, no peer-to-peer); in a
// workstation, several of them note the missing peer-to-peer.

#include "hardware/serverconfig.h"
#include "rules/finding.h"

namespace aip::rules {

// A consumer card: NVIDIA GeForce (or TITAN) by its model name.
bool isConsumerGpu(const Part &gpu);
// A chassis made for desk-side use (a workstation or tower), not a rack server, by its model name.
bool isWorkstationChassis(const Part &chassis);

void checkConsumerGpus(const ResolvedServer &s, QList<Finding> &out);

} // namespace aip::rules
