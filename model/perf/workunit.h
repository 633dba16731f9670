#pragma once
// What a workload's throughput counts (issue 20): tokens for a decoder (GPT, Llama), sequences for a BERT-style
// encoder, images for a CNN, a vision transformer or a diffusion UNet. One function decides it for the CLI's
// `sample_unit`, the summary strip, the Performance tab, the Workload panel and the quote's performance section.

#include "perf/modelarch.h"
#include "plan/plan.h"

#include <QString>

namespace aip::perf {

enum class WorkUnit { Tokens, Sequences, Images };

WorkUnit workUnit(const ModelArch &arch);
// The workload's model resolved (modelarch.h); tokens when it does not resolve (the default model is a decoder).
WorkUnit workUnit(const Workload &workload);
// A stable token for JSON ("tokens", "sequences", "images"): simulate --json's `sample_unit`.
QString workUnitName(WorkUnit unit);

} // namespace aip::perf
