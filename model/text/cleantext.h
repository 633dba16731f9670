#pragma once
// Clean text (issue 22, item 8): what a user or a price list typed reaches a PDF, a spreadsheet or a terminal
// without taking it over. Control characters (C0 other than tab, line feed and carriage return; DEL; C1) and the
// bidirectional embeddings, overrides and isolates (U+202A..U+202E, U+2066..U+2069) are removed: a right-to-left
// override in a customer's or a part's name reversed the rest of the line in the PDF, and an escape sequence in a
// part name reached the terminal raw. Ordinary right-to-left text (Arabic, Hebrew) is left as it is: the Unicode
// bidirectional algorithm orders it without those controls.

#include <QString>

namespace aip::text {

// The characters removed by clean(): C0 controls except \t \n \r, DEL, C1 controls and the bidi controls above.
bool isUnsafe(char32_t c);
// The text without unsafe characters (tab and line breaks kept); unchanged, and not copied, when it has none.
QString clean(const QString &s);
// clean(), and tabs and line breaks as spaces: for a name or a table cell that must stay on one line.
QString cleanLine(const QString &s);
// Whether the text shows anything: a letter, digit, mark on a base, punctuation or symbol. A name of only spaces,
// zero-width spaces or other format characters is no name.
bool hasVisibleCharacter(const QString &s);
// For a terminal: unsafe characters and tabs/line breaks written as escapes (\e, \t, \n, \x07, \u202e), a backslash as
// itself, everything else as it is. What the terminal prints is what the text holds, and it cannot be re-coloured,
// moved about or reversed by the text.
QString escapedForTerminal(const QString &s);

} // namespace aip::text
