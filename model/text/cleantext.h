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
// What a message shows of a text the user typed (a value, a key, a file name): escapedForTerminal(), and the line and
// paragraph separators (U+2028, U+2029) escaped too, so the message stays one readable line wherever it is shown
// (terminal, dialog, log); a text of more than `maxChars` characters is cut there with an ellipsis (…), never inside
// a surrogate pair or an escape. Every error that quotes user text goes through this (issue 22).
inline constexpr qsizetype kMaxQuotedChars = 80;
// A file name in a message: longer than a quoted value, as a path often is, still cut before it floods the message.
inline constexpr qsizetype kMaxQuotedPathChars = 240;
QString quotedInMessage(const QString &s, qsizetype maxChars = kMaxQuotedChars);

} // namespace aip::text
