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

// The PCIe lanes a platform exposes for cards: the CPUs' lanes, less what joins the sockets (two-socket EPYC).
struct PlatformLanes {
    int lanes = 0;           // at most (160 for two EPYC sockets)
    int commonLanes = 0;     // on the common board design (128 for two EPYC sockets)
    bool socketLink = false; // the sockets are joined by links made of PCIe lanes (AMD xGMI)
};
PlatformLanes platformPcieLanes(const QString &socket, int cpus, int lanesPerCpu);

} // namespace aip::rules
