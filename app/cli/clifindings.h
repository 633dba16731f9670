#pragma once
// Findings of the rule book as the CLI prints them (check, quote): severity, server, message, and why.

#include "rules/finding.h"

#include <QList>
#include <QTextStream>

namespace aip::cli {

// Prints each finding (only the errors when errorsOnly) as "error   [server] message" and an indented "why:" line.
void printFindings(QTextStream &out, const QList<Finding> &findings, bool errorsOnly = false);

} // namespace aip::cli
