#include "perf/workunit.h"

namespace aip::perf {

WorkUnit workUnit(const ModelArch &arch)
{
    switch (arch.family) {
    case ModelFamily::Decoder: return WorkUnit::Tokens;
    case ModelFamily::Encoder: return WorkUnit::Sequences;
    case ModelFamily::Cnn:
    case ModelFamily::Diffusion: return WorkUnit::Images;
    }
    return WorkUnit::Tokens;
}

WorkUnit workUnit(const Workload &workload)
{
    const std::optional<ModelArch> arch = resolveModel(workload.model, nullptr);
    return arch ? workUnit(*arch) : WorkUnit::Tokens;
}

QString workUnitName(WorkUnit unit)
{
    switch (unit) {
    case WorkUnit::Tokens: return QStringLiteral("tokens");
    case WorkUnit::Sequences: return QStringLiteral("sequences");
    case WorkUnit::Images: return QStringLiteral("images");
    }
    return {};
}

} // namespace aip::perf
