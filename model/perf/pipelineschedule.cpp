#include "perf/pipelineschedule.h"

#include <algorithm>

namespace aip::perf {

PipelineCost pipelineCost(const Strategy &s, const PipelineStageWork &w, const CollectiveModel &collectives)
{
    PipelineCost c;
    // The busiest stage carries the embedding (first) or the output layer and loss (last); with one stage, both.
    c.headS = s.pp == 1 ? w.embeddingS + w.logitsS : std::max(w.embeddingS, w.logitsS);
    c.stagePerMicroS = w.layersS + c.headS + w.headCommS;
    if (s.pp <= 1)
        return c;
    const int v = std::max(1, s.interleave);
    // 1F1B: (p-1) micro-batch slots of fill and drain at the pace of the slowest stage; interleaving v chunks
    // per GPU divides them by v (Narayanan et al. 2021, Sec. 2.2).
    c.bubbleS = double(s.pp - 1) / v * c.stagePerMicroS;
    // Activations (and their gradients) cross each stage boundary; with tensor parallelism each rank sends its 1/t
    // share and the receivers all-gather over NVLink (Narayanan et al. 2021, Sec. 4.1 "scatter/gather").
    // Blocking sends, each paying the link's latency (collectives.cpp) and its bandwidth: on the critical path
    // once per micro-batch and chunk forward and backward, plus the fill and drain.
    const CommGroup pair{2, w.crossesNodes ? 1 : 2};
    const double p2p = collectives.time(Collective::SendRecv, w.boundaryBytes, pair);
    c.sendS = 2 * (double(v) * w.microBatches + s.pp - 1) * p2p;
    return c;
}

} // namespace aip::perf
