#include "perf/contextparallel.h"

#include <QJsonValue>

namespace aip::perf {

namespace {

// Bytes per element of the local attention output (contextparallel.h, torchCpPassBytes()).
constexpr double kForwardOnce = 8 + 6 + 6;
constexpr double kForwardPerStep = 8 + 6 + 12 + 8 + 12;
constexpr double kBackwardOnce = 8 + 12 + 6 + 12;
constexpr double kBackwardStepZero = 8 + 10 + 16 + 2 * 10;
constexpr double kBackwardPerStep = 8 + 10 + 16 + 2 * (5 + 8);

} // namespace

ContextParallelImpl contextParallelImpl(const Workload &w)
{
    return w.extra.value(QStringLiteral("context_parallel")).toString() == QLatin1String("torch")
        ? ContextParallelImpl::Torch
        : ContextParallelImpl::Ring;
}

TorchCpPassBytes torchCpPassBytes(int cp)
{
    if (cp <= 1)
        return {};
    const double steps = cp - 1;
    return {kForwardOnce + steps * kForwardPerStep, kBackwardOnce + kBackwardStepZero + steps * kBackwardPerStep};
}

} // namespace aip::perf
