#pragma once
// The program's one logging category, "aiplanner" (QLoggingCategory): warnings are shown, debug messages (the
// evaluation's timings, dropped stale results) only when asked for: QT_LOGGING_RULES="aiplanner.debug=true".

#include <QLoggingCategory>

Q_DECLARE_LOGGING_CATEGORY(lcPlanner)
