#include "common/logging.h"

Q_LOGGING_CATEGORY(lcPlanner, "aiplanner", QtWarningMsg)
Q_LOGGING_CATEGORY(lcCatalog, "aiplanner.catalog", QtWarningMsg)
Q_LOGGING_CATEGORY(lcEvaluation, "aiplanner.evaluation", QtWarningMsg)
Q_LOGGING_CATEGORY(lcSearch, "aiplanner.search", QtWarningMsg)
