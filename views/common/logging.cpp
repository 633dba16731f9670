#include "common/logging.h"

Q_LOGGING_CATEGORY(lcPlanner, "aiplanner", QtWarningMsg)
