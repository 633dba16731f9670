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

double ringAttentionKeysPerCall(double keys, int cp)
{
    return cp > 1 ? keys / cp : keys;
}

RingCpPassAccesses ringCpPassAccesses(int cp, bool causal)
{
    if (cp <= 1)
        return {};
    const double steps = cp - 1;
    const double merge = 2 + 3 * steps; // copy at the first step, read-read-write at the others
    const double gradKv = causal ? 1 + 1.5 * (steps - 1) + 3 : 2 + 3 * steps;
    return {merge, 2, merge, 2 + gradKv}; // and the exchange buffer's copy of K and V, 2 in each pass
}

} // namespace aip::perf
