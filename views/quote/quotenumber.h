#pragma once
// Automatic quote numbers ("Q-2026-0001"): the prefix from the setting "quote/prefix" (default "Q-<year>-"), the
// sequence from one counter shared by every window and process of the user: a file in the user's data folder,
// read and advanced under a lock file, so parallel exports never repeat a number and the counter never goes
// backwards. The setting "quote/next_number" (Preferences) can raise the counter, never lower it.

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

} // namespace aip
