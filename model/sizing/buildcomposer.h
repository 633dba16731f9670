#pragma once
// A bare chassis made into a working node around one GPU model, so the size sweep can weigh it against the complete
// systems: every GPU position filled (baseboards are sold full), CPUs for every socket, DIMMs, scale-out NICs and
// NVMe drives. Each choice follows a rule the compatibility rules apply (cores per GPU, host memory per GPU, the
// platform's memory type, a NIC that its PCIe link can feed); the rules themselves (checkServer) then decide
// whether the result is a machine at all. The cheapest part that satisfies a rule is taken, as a buyer would.

#include "hardware/partcatalog.h"
#include "plan/plan.h"

#include <QString>

#include <optional>

namespace aip::sizing {

// Drives a composed node gets (or all its bays, when it has fewer): a local dataset cache striped over four NVMe
// drives reads at ~25 GB/s, several times what even an image pipeline of eight GPUs consumes.
inline constexpr int kComposedDrives = 4;

// The node, or nullopt when the GPU does not go in the chassis or the rules find an error in every composition.
// `nicProtocol`: "infiniband" or "ethernet", the fabric's.
std::optional<ServerSpec> composeBuild(const Part &chassis, const Part &gpu, const PartCatalog &catalog,
                                       const QString &nicProtocol);

} // namespace aip::sizing
