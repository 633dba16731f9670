#pragma once
// Automatic quote numbers ("Q-2026-0001"): the prefix from the setting "quote/prefix" (default "Q-<year>-"), the
// sequence from one counter shared by every window and process of the user: a file in the user's data folder,
// read and advanced under a lock file, so parallel exports never repeat a number and the counter never goes
// backwards. The setting "quote/next_number" (Preferences) can raise the counter, never lower it. A plan keeps the
// number of its first export (quoteNumberForPlanFile below). A plan keeps the
// number its first export took (quoteNumberForPlanFile below).

#include <QDate>
#include <QString>

namespace aip {

// peekNextQuoteNumber(date) (for display; reserves nothing) and takeNextQuoteNumber(date) (empty when the counter
// cannot be used) are declared in quote/quotecontent.h and implemented here.

// The sequence the next export would get.
int nextQuoteSequence();
// Takes the next number and advances the counter. Empty, with *error set, when the counter cannot be locked,
// read or written.
QString takeQuoteNumber(const QDate &date, QString *error);
// An export that took `number` failed: the counter steps back when no other number was taken since, so a failed
// export consumes none (otherwise the number stays unused: numbers are never issued twice).
void returnQuoteNumber(const QString &number);
// Where the counter lives: <AppDataLocation>/quote-counter.
QString quoteCounterPath();

// The number of a quote stays with its plan (issue 17, item 3): a plan file without a number of its own gets one
// when it is first exported, recorded in <AppDataLocation>/quote-numbers.json (plan path -> number) under the
// counter's lock, and every later export of that file prints the same number (`aiplanner-cli quote` run twice on a
// plan prints one number; the GUI also writes it into the plan). Returns the recorded number, or takes the counter's
// next one and records it (*fresh true: returnQuoteNumber() gives it back when the export fails). Empty, with
// *error set, when the counter or the record cannot be used. An empty planPath (a plan read from standard input)
// takes a new number, as takeQuoteNumber() does.
QString quoteNumberForPlanFile(const QString &planPath, const QDate &date, QString *error, bool *fresh);
// The number recorded for the plan file, or empty; reserves nothing (the preview shows it).
QString recordedQuoteNumber(const QString &planPath);
// Where the record lives: <AppDataLocation>/quote-numbers.json.
QString quoteNumbersPath();

} // namespace aip
