#pragma once
// The numbers behind a chart, as a table: what "Export data as CSV" writes and what the tests compare with the
// models. Builders fill it from the same model figures they give the series, unformatted (dollars, bytes,
// seconds), so a CSV re-imported elsewhere has the model's values and not the axis labels' rounding.

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace aip::charts {

struct ChartTable {
    QStringList columns;      // header, each with its unit ("owned_usd", "step_s")
    QList<QVariantList> rows; // numbers as double/int, labels as QString

    // RFC 4180 CSV: fields with commas, quotes or line breaks are quoted; numbers in the C locale, shortest
    // representation that reads back to the same double.
    QString toCsv() const;
    // Writes toCsv() atomically (QSaveFile); returns an empty string or the error for users.
    QString saveCsv(const QString &path) const;
};

} // namespace aip::charts
