#pragma once
// One row of the bundled validation set (resources/validation/published_runs.csv, compiled in) by its id, for the tests
// that check a named published run.

#include "validation/publishedruns.h"

#include <optional>

namespace validationtest {

inline std::optional<aip::validation::PublishedRun> bundledRun(const char *id)
{
    for (const aip::validation::PublishedRun &run : aip::validation::bundledPublishedRuns()) {
        if (run.id() == QLatin1String(id))
            return run;
    }
    return std::nullopt;
}

} // namespace validationtest
