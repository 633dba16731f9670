#pragma once
// Rules of what physically fits a chassis: GPUs in their slots, CPUs in their sockets, DIMMs, drives and cards,
// and a complete system's built-in parts.

#include "hardware/serverconfig.h"
#include "rules/finding.h"

namespace aip::rules {

void checkGpuSlots(const ResolvedServer &s, QList<Finding> &out);
void checkCpuSockets(const ResolvedServer &s, QList<Finding> &out);
void checkMemory(const ResolvedServer &s, QList<Finding> &out);
void checkDrives(const ResolvedServer &s, QList<Finding> &out);
void checkCards(const ResolvedServer &s, QList<Finding> &out);
void checkBuiltIn(const ResolvedServer &s, QList<Finding> &out);

} // namespace aip::rules
