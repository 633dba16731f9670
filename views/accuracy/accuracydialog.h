#pragma once
// Help > Model accuracy: the validation report of `aiplanner-cli validate` (model/validation) in a window: the
// mean and worst error per regime, every published run with its measured and predicted figure and its source, and
// a predicted-versus-measured chart on log axes with the diagonal (a perfect model puts every point on it).

#include "analysis/latestjob.h"
#include "hardware/partcatalog.h"
#include "validation/validationreport.h"

#include <QDialog>

QT_BEGIN_NAMESPACE
class QChart;
class QLabel;
class QTableWidget;
QT_END_NAMESPACE

namespace aip {

class AccuracyDialog : public QDialog
{
    Q_OBJECT
public:
    // The report on `catalog` (validation::validationReport(), kept per content of the published systems). The
    // first time it is computed off the GUI thread by the background job the views share (analysis/latestjob.h)
    // while the dialog says so; the tables appear when it is done.
    explicit AccuracyDialog(const PartCatalog &catalog, QWidget *parent = nullptr);
    // The same on a given report (tests).
    explicit AccuracyDialog(const validation::ValidationReport &report, QWidget *parent = nullptr);

    QTableWidget *regimeTable() const { return m_regimes; }
    QTableWidget *runTable() const { return m_runs; }
    QChart *chart() const { return m_chart; }
    // The report is shown (false while the first computation runs).
    bool isReady() const { return m_regimes != nullptr; }

private:
    void build(const validation::ValidationReport &report);

    QTableWidget *m_regimes = nullptr;
    QTableWidget *m_runs = nullptr;
    QChart *m_chart = nullptr;
    QLabel *m_pending = nullptr;
    // Last member, destroyed first: waits for a running computation before the widgets go, and drops its result.
    LatestJob m_job;
};

// The chart alone: one scatter series per regime (predicted against measured, both on log axes, every metric in
// its own unit; each regime its own colour and shape, the regime table's icons) and the diagonal y = x, the legend's
// one entry.
QChart *buildAccuracyChart(const validation::ValidationReport &report);
// Picks out the named regimes' points (larger) and fades the others; none named: every regime as built.
// Selecting rows of the dialog's regime table does this and shows only those regimes' runs in the run table.
void highlightRegimes(QChart *chart, const QStringList &regimes);

} // namespace aip
