#pragma once
// The accuracy report (DESIGN.md "Contract additions (2026-12)", `aiplanner-cli validate`): every published run of
// the validation set against the performance model, and the mean and worst absolute error per regime. A regime's
// figures come from its validation rows (never fitted on); a regime that has calibration rows only (3D parallelism
// on A100: Narayanan et al. 2021 Table 1) is reported from those and marked calibrationOnly, since that error is
// in-sample.

#include "hardware/partcatalog.h"
#include "validation/publishedruns.h"
#include "validation/runprediction.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>

namespace aip::validation {

struct RegimeStats {
    QString regime;
    int rows = 0;               // rows with a prediction that the figures are taken over
    int withoutPrediction = 0;  // rows of the regime the model gave no figure for
    double meanAbsErrorPct = 0; // mean of |error_pct|
    double maxAbsErrorPct = 0;  // worst |error_pct|
    double meanErrorPct = 0;    // signed mean of error_pct: > 0 the model predicts more of the metric (more
                                // throughput, or a longer step time) than was measured
    // Signed mean of the error seen from the user's side: > 0 the model promised more than was measured (more
    // throughput, a shorter step, fewer GPU-hours, less memory), < 0 less. meanErrorPct with the sign of every
    // lower-is-better metric turned (lowerIsBetter).
    double meanOptimismPct = 0;
    bool calibrationOnly = false;
    // The same over the rows' predictions with their software options and framework at their defaults
    // (RunPrediction::predictedAtDefaults): what a plan that names none of them can expect. softwareRows of the rows
    // name some; the others count with their one prediction.
    int softwareRows = 0;
    double defaultsMeanAbsErrorPct = 0;
    double defaultsMaxAbsErrorPct = 0;
    double defaultsMeanOptimismPct = 0;
};

struct ValidationReport {
    QList<RunPrediction> rows;
    QList<RegimeStats> regimes; // in order of first appearance in the set
    QString error;              // the set could not be read (rows is empty then)

    const RegimeStats *regime(const QString &name) const;
    int validationRows() const;
};

// Whether a smaller figure of the validation metric is the better one: times, latencies, GPU-hours and memory
// (time_per_iteration, gpu_hours, latency_ms, ttft_ms, peak_memory_gib); a prediction below the measurement is then
// the optimistic one. Every other metric of the set is a rate (throughput, tokens/s, TFLOP/s, bus bandwidth).
bool lowerIsBetter(const QString &metric);
// The metrics lowerIsBetter() has been told about, either way (a test checks that the bundled set has no other).
bool metricDirectionKnown(const QString &metric);

// Per-regime figures over predictions (pure: the tests hand-check it on a small set).
QList<RegimeStats> regimeStats(const QList<RunPrediction> &rows);

// Every run against the model on `catalog` (its chassis, GPUs and fabrics by SKU).
ValidationReport runValidation(const QList<PublishedRun> &runs, const PartCatalog &catalog);

// The bundled set on `catalog`'s published systems (the DGX chassis and InfiniBand switches the rows run on, and the
// parts built into them), computed once per content of those parts and kept: a catalog whose published systems
// read the same (the seed, or a user's catalog with other parts edited) shares one report; one where the user
// edited a DGX or its GPU gets its own, computed on first use. Reports are never dropped, so the reference stays
// valid for the process (one per distinct content: a few at most). Thread-safe; the first call for a content runs
// the whole set (about 120 evaluations), later ones cost a hash of a dozen parts.
const ValidationReport &validationReport(const PartCatalog &catalog);

// The report for `catalog` when validationReport() has already computed it, else nullptr (a GUI asks this before
// deciding to compute it off its thread).
const ValidationReport *cachedValidationReport(const PartCatalog &catalog);

// What the report's cache is keyed on: a digest of every field of the published systems' parts in `catalog`
// (missing parts count too, so a catalog without a DGX differs from one with it).
QByteArray publishedHardwareDigest(const PartCatalog &catalog);

// `validate --json`: {"rows": [{"id", "regime", "metric", "measured", "predicted", "error_pct", "source", ...,
// and for training rows the strategy the model evaluated: "strategy" (simulate --json's), "strategy_searched",
// "mfu", "memory_share" (memory per GPU / usable), "goodput"}],
// "regimes": [{"regime", "rows", "mean_abs_error_pct", "max_abs_error_pct", ...}]}; only `regime`'s rows and
// figures when it is not empty. A row whose plan names software options adds "predicted_at_defaults" and
// "error_at_defaults_pct"; every regime "software_rows", "mean_abs_error_at_defaults_pct",
// "max_abs_error_at_defaults_pct" and "mean_optimism_at_defaults_pct".
QJsonObject toJson(const ValidationReport &report, const QString &regime = {});

} // namespace aip::validation
