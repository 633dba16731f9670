#pragma once
// The program's one logging category, "aiplanner" (QLoggingCategory): warnings are shown, debug messages (the
// evaluation's timings, dropped stale results) only when asked for: QT_LOGGING_RULES="aiplanner.debug=true".

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcPlanner)
// Its parts, for `aiplanner-cli --verbose` (which turns every "aiplanner" category's debug messages on for one run):
// opening and loading the catalog, reading and evaluating a plan (findings, performance), the strategy search.
Q_DECLARE_LOGGING_CATEGORY(lcCatalog)
Q_DECLARE_LOGGING_CATEGORY(lcEvaluation)
Q_DECLARE_LOGGING_CATEGORY(lcSearch)
