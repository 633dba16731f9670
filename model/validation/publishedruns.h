#pragma once
// The project's validation set: published training runs (resources/validation/published_runs.csv, compiled in as
// :/validation/published_runs.csv), each with its source, its exact configuration and one measured figure. The
// columns are those of ../shared/data/perf_calibration.csv plus `regime`, `split` (calibration | validation) and
// the configuration the calibration columns cannot say (resources/validation/README.md lists them).

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace aip::validation {

// One row of the CSV, by column name.
struct PublishedRun {
    QMap<QString, QString> fields;

    QString field(const char *column) const { return fields.value(QLatin1String(column)).trimmed(); }
    QString id() const { return field("id"); }
    QString regime() const { return field("regime"); }
    QString split() const { return field("split"); }
    QString metric() const { return field("metric"); }
    QString source() const { return field("source"); }
    bool isCalibration() const { return split() == QLatin1String("calibration"); }
    // The leading number of a column ("8 (TP)" -> 8), as ../shared/acceptance/perf_eval.py reads them; none when the
    // column does not start with one.
    std::optional<double> number(const char *column) const;
};

// The rows of a CSV text with a header line; *error says what is wrong (no header, no id column) when it returns
// nothing.
QList<PublishedRun> parsePublishedRuns(const QString &csv, QString *error = nullptr);

// The bundled set (:/validation/published_runs.csv).
QList<PublishedRun> bundledPublishedRuns(QString *error = nullptr);

} // namespace aip::validation
