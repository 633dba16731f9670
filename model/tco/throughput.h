#pragma once
// What a cluster delivers on the plan's workload, as the performance model reports it. The TCO model takes it as
// an input so it stays pure and testable; tcoplan.h asks the performance model for it.

#include <optional>

namespace aip::tco {

struct Throughput {
    double samplesPerS = 0;
    double tokensPerS = 0; // 0 for models without tokens (CNN, diffusion)
    // Share of the hours in service that do useful work (failures, restarts from checkpoints), when the
    // performance model reports it; unset = 1 (the TCO says so in its notes).
    std::optional<double> goodput = std::nullopt;
    // One checkpoint's write time (weights and optimizer states at the storage's bandwidth), when the performance
    // model reports it: spot's interruption overhead follows from it (spotoverhead.h).
    std::optional<double> checkpointWriteS = std::nullopt;
};

} // namespace aip::tco
