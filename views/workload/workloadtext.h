#pragma once
// The words of a workload's choices, one wording for the Workload panel, the Performance tab, the summary strip and
// the quote PDF (issues 20 and 23): a fine-tune's method ("train all weights", "LoRA", "QLoRA 4-bit"), offload
// ("offload to CPU memory"), a served model's weights ("INT4 weight-only (AWQ, GPTQ)").

#include "perf/perfresult.h"
#include "plan/plan.h"

#include <QString>

namespace aip::workloadtext {

// "train all weights", "LoRA, rank 16", "QLoRA 4-bit, rank 16".
QString fineTuneMethod(FineTuneMethod method, int rank);
// The method alone: "train all weights", "LoRA", "QLoRA 4-bit".
QString fineTuneMethodWords(FineTuneMethod method);
// "no offload", "offload to CPU memory", "offload to NVMe".
QString offload(Offload o);
// "BF16", "FP8", "INT8 weight-only", "INT4 weight-only (AWQ, GPTQ)".
QString weights(Precision precision, WeightQuant quant);
// "BF16", "FP8": a precision as the panels print it.
QString precisionLabel(Precision p);
// A strategy's layout: "TP 4 · PP 9 · DP 1", then "CP 2" and "EP 8" when it splits sequences or experts, so that
// the figures multiply to the GPUs it uses (EP within them: the experts' share of the data-parallel ranks). The
// quote joins them with " × ".
QString layout(const perf::Strategy &s, const QString &separator = QStringLiteral(" · "));

} // namespace aip::workloadtext
