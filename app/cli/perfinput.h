#pragma once
// What `simulate` and `search` start from: the plan, the catalog and the cluster the plan's servers make,
// with the same messages and exit statuses for both.

#include "cli/cli.h"
#include "perf/clusterhardware.h"

#include <optional>

namespace aip::cli {

struct PerfInput {
    Plan plan;
    PartCatalog catalog;
    perf::ClusterHardware cluster;
};

// command: "simulate" or "search", for the messages.
std::optional<PerfInput> loadPerfInput(Context &ctx, const QString &command, const QString &path, int *exit);

} // namespace aip::cli
