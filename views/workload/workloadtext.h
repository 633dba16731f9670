#pragma once
// The words of a workload's choices, one wording for the Workload panel, the Performance tab, the summary strip and
// the quote PDF (issues 20 and 23): a fine-tune's method ("train all weights", "LoRA", "QLoRA 4-bit"), offload
// ("offload to CPU memory"), a served model's weights ("INT4 weight-only (AWQ, GPTQ)").

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

} // namespace aip::workloadtext
