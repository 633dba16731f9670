#pragma once
// A pipeline layout in Megatron-Core's notation (workload `"pipeline_layout"`; Megatron-Core's
// pipeline_model_parallel_layout, megatron/core/transformer/pipeline_parallel_layer_layout.py @ d98e8a64dd,
// PipelineParallelLayerLayout.parse_str_to_list): the model's stages in order, separated by '|', each a string of
// 'E' (the embedding), 't' (a transformer layer), 'm' (a multi-token prediction module) and 'L' (the output layer and
// its loss); commas are cosmetic, "x*n" repeats a character and "(...)*n" a group (no nesting). Stage c runs on
// pipeline rank c mod pp: with pp x v stages each rank holds v of them, interleaved. Megatron-Bridge's DeepSeek-V3
// recipe for 16 x 1 stages, for example, is "Et*4|(t*4|)*14tmL".

#include <QList>
#include <QString>

#include <optional>

namespace aip {

struct PipelineLayoutStage {
    int layers = 0; // 't'
    int mtp = 0;    // 'm'
    bool embedding = false, loss = false;
};

struct PipelineLayout {
    QList<PipelineLayoutStage> stages;
    int layers() const;
    int mtp() const;
};

// The layout a string writes, or nullopt with *error saying what is wrong with it: a character other than E, t, m, L
// and '|', more than kMaxPipelineLayoutStages stages, or a break of Megatron-Core's rules (validate_layer_layout: the
// embedding first and the loss last, each once, every 't' before the first 'm'). Whether it fits the model (its layer
// count, its MTP modules) and the strategy (pp x interleave stages) is the performance model's question
// (perf/pipelineschedule.h pipelineLayoutProblem()).
std::optional<PipelineLayout> parsePipelineLayout(const QString &text, QString *error = nullptr);

// The most stages a layout may have: a bound on what a plan can make the model walk, far above what pipelines run
// (Llama 3 405B: 16 x 8 = 128 stages).
inline constexpr int kMaxPipelineLayoutStages = 4096;

} // namespace aip
