#pragma once
// What a cluster delivers on the plan's workload, as the performance model reports it. The TCO model takes it as
// an input so it stays pure and testable; tcoplan.h asks the performance model for it.

namespace aip::tco {

struct Throughput {
    double samplesPerS = 0;
    double tokensPerS = 0; // 0 for models without tokens (CNN, diffusion)
};

} // namespace aip::tco
