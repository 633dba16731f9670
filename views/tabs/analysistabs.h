#pragma once
// Wiring of the analysis tabs (Performance, TCO, Sensitivity, Compare) into the main window, kept here so the main
// window only calls two functions: the tabs listen to the evaluator and report to the status bar themselves.

#include "hardware/partcatalog.h"

#include <QString>

#include <functional>
#include <memory>

QT_BEGIN_NAMESPACE
class QTabWidget;
class QWidget;
QT_END_NAMESPACE

namespace aip {

class PlanDocument;
class PlanEvaluator;
class Workspace;

// Adds the four tabs to `tabs`, connected to `evaluator`'s evaluated() signal and to the workspace's catalog (given
// at once when one is loaded); `status` shows their messages.
void addAnalysisTabs(QTabWidget *tabs, PlanDocument *doc, PlanEvaluator *evaluator, Workspace *workspace,
                     const std::function<void(const QString &)> &status);

} // namespace aip
