#pragma once
// The human-readable output of aiplanner-cli in the language of --lang: numbers through that language's QLocale,
// labels for the English tokens the model uses in JSON and plan files, and padding that counts the columns a text
// takes in a terminal (CJK ideographs and fullwidth forms take two), so Chinese tables line up. JSON and CSV
// output do not go through here: they stay language-neutral.

#include "hardware/part.h"
#include "plan/plan.h"
#include "text/cleantext.h" // text::escapedForTerminal() for user text in human-readable output

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace aip::cli {

// A message of the "cli" context marked elsewhere with QT_TRANSLATE_NOOP("cli", ...).
inline QString cliText(const char *source)
{
    return QCoreApplication::translate("cli", source);
}

// en_US for "en" (the output scripts have always read), zh_CN for "zh_CN".
QLocale localeFor(const QString &language);

// v with `decimals` decimals and no group separators: QString::number(v, 'f', decimals) in the locale's digits.
QString fixed(const QLocale &locale, double v, int decimals);
// v as QTextStream prints a double: at most 6 significant digits, no trailing zeros ("200", "12.5").
QString significant(const QLocale &locale, double v);
// v with group separators, for money and large counts: "1,234,567.89" (fmt::amount: "—" when not finite).
QString grouped(const QLocale &locale, double v, int decimals);

// Terminal columns of text: 2 for East Asian wide and fullwidth characters, 0 for combining marks, 1 otherwise.
int displayWidth(const QString &text);
// text followed (padRight) or preceded (padLeft) by spaces up to `width` columns; never truncated.
QString padRight(const QString &text, int width);
QString padLeft(const QString &text, int width);

// Translated words for the model's tokens ("on_demand", "gpu"); in English the tokens themselves. Recompute modes:
// perf::recomputeLabel().
QString pricingLabel(const QString &pricing);
QString categoryLabel(PartCategory c);

} // namespace aip::cli
