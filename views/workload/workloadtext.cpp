#include "workload/workloadtext.h"

#include <QCoreApplication>

namespace aip::workloadtext {

namespace {
// The translation context of these words (lupdate reads WorkloadText::tr).
struct WorkloadText {
    Q_DECLARE_TR_FUNCTIONS(WorkloadText)
};
} // namespace

QString fineTuneMethodWords(FineTuneMethod method)
{
    switch (method) {
    case FineTuneMethod::Full: return WorkloadText::tr("train all weights");
    case FineTuneMethod::Lora: return WorkloadText::tr("LoRA");
    case FineTuneMethod::Qlora: return WorkloadText::tr("QLoRA 4-bit");
    }
    return {};
}

QString fineTuneMethod(FineTuneMethod method, int rank)
{
    if (method == FineTuneMethod::Full)
        return fineTuneMethodWords(method);
    return WorkloadText::tr("%1, rank %2").arg(fineTuneMethodWords(method)).arg(rank);
}

QString offload(Offload o)
{
    switch (o) {
    case Offload::None: return WorkloadText::tr("no offload");
    case Offload::Cpu: return WorkloadText::tr("offload to CPU memory");
    case Offload::Nvme: return WorkloadText::tr("offload to NVMe");
    }
    return {};
}

QString precisionLabel(Precision p)
{
    return precisionName(p).toUpper();
}

QString weights(Precision precision, WeightQuant quant)
{
    switch (quant) {
    case WeightQuant::Int8: return WorkloadText::tr("INT8 weight-only");
    case WeightQuant::Int4: return WorkloadText::tr("INT4 weight-only (AWQ, GPTQ)");
    case WeightQuant::None: break;
    }
    return precisionLabel(precision);
}

QString layout(const perf::Strategy &s, const QString &separator)
{
    QStringList parts{QStringLiteral("TP %1").arg(s.tp), QStringLiteral("PP %1").arg(s.pp),
                      QStringLiteral("DP %1").arg(s.dp)};
    if (s.cp > 1)
        parts.append(QStringLiteral("CP %1").arg(s.cp));
    if (s.ep > 1)
        parts.append(QStringLiteral("EP %1").arg(s.ep));
    return parts.join(separator);
}

} // namespace aip::workloadtext
