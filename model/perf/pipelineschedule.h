#pragma once
// The pipeline schedule of one step: Megatron-LM's 1F1B and its interleaved variant (Narayanan et al. 2021,
// Sec. 2.2) or DeepSpeed's PipelineEngine (deepSpeedPipelineEngine() below), with the first and last stages carrying
// the embedding and the output layer with its loss (for large vocabularies the last stage is the slowest, and 1F1B runs
// at the pace of its slowest stage), and the point-to-point sends between stages, each paying the link's latency and
// its bandwidth.

#include "perf/collectives.h"
#include "perf/perfresult.h"

namespace aip::perf {

struct PipelineStageWork {
    int microBatches = 1;      // per step per data-parallel replica
    double layersS = 0;        // one micro-batch through one stage's layers (compute, recompute, tp/cp comm)
    double embeddingS = 0;     // the first stage's extra: embedding forward and backward
    double logitsS = 0;        // the last stage's extra: output layer, loss, forward and backward
    double headCommS = 0;      // tensor-parallel reductions of the embedding and the loss
    double boundaryBytes = 0;  // activation bytes one rank sends across a stage boundary per micro-batch
    bool crossesNodes = false; // stage neighbours on different nodes
    // DeepSpeed's PipelineEngine: the whole activation one rank holds at a boundary (its gradient is sent unsplit)
    // and one all-gather of it over the tensor-parallel group (0 without tensor parallelism).
    double fullBoundaryBytes = 0;
    double tpGatherS = 0;
};

struct PipelineCost {
    double stagePerMicroS = 0; // the slowest stage, one micro-batch
    double headS = 0;          // the embedding/output-layer share of it
    double bubbleS = 0;        // fill and drain
    double sendS = 0;          // point-to-point sends on the critical path
};

// DeepSpeed pipelines only through its PipelineEngine (deepspeed.initialize on a PipelineModule; Megatron-DeepSpeed's
// GPTModelPipe, the engine of MT-NLG: Smith et al. 2022, arXiv 2201.11990, "pipeline parallelism and data parallelism
// from DeepSpeed with tensor slicing from Megatron"), so a plan whose sharding is DeepSpeed's and that has stages runs
// that engine's TrainSchedule.
bool deepSpeedPipelineEngine(const Strategy &s);

PipelineCost pipelineCost(const Strategy &s, const PipelineStageWork &w, const CollectiveModel &collectives);

} // namespace aip::perf
