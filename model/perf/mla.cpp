#include "perf/mla.h"

#include "perf/modelarch.h"

namespace aip::perf {

double mlaAttentionParams(const ModelArch &arch)
{
    const MlaShape &m = arch.mla;
    const double h = arch.hidden, n = arch.heads;
    const double qk = double(m.qkNopeHeadDim) + m.qkRopeHeadDim;
    const double q = m.qLoraRank > 0 ? h * m.qLoraRank + double(m.qLoraRank) * n * qk : h * n * qk;
    const double kvA = h * (double(m.kvLoraRank) + m.qkRopeHeadDim);
    const double kvB = double(m.kvLoraRank) * n * (double(m.qkNopeHeadDim) + m.vHeadDim);
    const double o = n * m.vHeadDim * h;
    return q + kvA + kvB + o;
}

double mlaReplicatedParams(const ModelArch &arch)
{
    const MlaShape &m = arch.mla;
    const double h = arch.hidden;
    return (m.qLoraRank > 0 ? h * m.qLoraRank : 0) + h * (double(m.kvLoraRank) + m.qkRopeHeadDim);
}

double mlaCacheElementsPerTokenLayer(const ModelArch &arch)
{
    return double(arch.mla.kvLoraRank) + arch.mla.qkRopeHeadDim;
}

double mlaDecodeAttentionFlopsPerKey(const ModelArch &arch)
{
    const MlaShape &m = arch.mla;
    return double(arch.heads) * 2.0 * (2.0 * m.kvLoraRank + m.qkRopeHeadDim);
}

double mlaPrefillQkDim(const ModelArch &arch)
{
    return double(arch.mla.qkNopeHeadDim) + arch.mla.qkRopeHeadDim;
}

double mlaPrefillVDim(const ModelArch &arch)
{
    return arch.mla.vHeadDim;
}

} // namespace aip::perf
