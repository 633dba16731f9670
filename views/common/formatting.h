#pragma once
// Numbers for people: money, power, durations and rates are formatted here, at the edge, with QLocale. Models and
// item models keep raw numbers (see the raw-value roles).

#include <QLocale>
#include <QString>

namespace aip::fmt {

QString currencySymbol(const QString &currency); // "USD" -> "$"; unknown codes are returned as they are
QString money(double value, const QString &currency, int decimals = 0);
// A money amount without its currency, as the quote's tables print it ("3,184,000.00"): the Quote tab's lines and
// totals, and (in the quote's locale) the PDF.
QString amount(double value, const QLocale &locale = QLocale(), int decimals = 2);
// Amounts in short form, at most three significant digits and no trailing zeros: "$125M", "$2.5M", "$800k", "$950":
// the summary strip and every chart's money axis.
QString moneyShort(double value, const QString &currency);
QString number(double value, int decimals = 0);
// An error band's figure (validation::AccuracyBand::bandPct) as the screens write it: one decimal below 10 %, none
// above ("9.2", "13").
QString bandFigure(double pct);
// A number with at most `significant` digits and no trailing zeros ("12.5", "0.25", "1,200"): chart axes and
// indices.
QString compactNumber(double value, int significant = 3);
QString watts(double w); // "850 W", "12.4 kW", "1.6 MW"
// "35 ms", "1.23 s", "4.5 min", "3.2 h", "4.2 days": every duration the GUI, the quote PDF (in the quote's locale)
// and the tables show.
QString duration(double s, const QLocale &locale = QLocale());
QString compactCount(double v); // "950", "16.5k", "1.25M": a rate's figure before its unit
QString percent(double fraction, int decimals = 0);
// A latency percentile as the serving views name it: "p90", "p99", "p99.9" (whole percentiles without decimals).
QString percentile(double p, const QLocale &locale = QLocale());
QString bytes(double bytes); // "78.2 GB"

} // namespace aip::fmt
