#pragma once
// The quote's HTML building blocks, one copy for both halves of the quote (quotehtml.cpp: header, lines, totals,
// configuration, performance; quotehtmltco.cpp: TCO, assumptions, terms, roadmap).

#include "text/cleantext.h"

#include <QString>

namespace aip::quotehtml {

inline constexpr const char *kTableStyle = "border-collapse: collapse; width: 100%;";
inline constexpr const char *kHeadColor = "#1f3b57";

// The most of one piece of user text a quote prints: a page and a half of notes. Beyond it the text is cut with
// "…" (issue 22, item 6: the layout of a 300 KB customer name took 18 s, 10 MB never finished).
inline constexpr qsizetype kMaxUserTextChars = 6000;

// User text (names, notes, part descriptions) without control characters or bidi overrides (a right-to-left
// override reversed the rest of its line in the PDF), cut to kMaxUserTextChars, then escaped.
inline QString esc(const QString &s)
{
    const QString cut = s.size() > kMaxUserTextChars ? s.left(kMaxUserTextChars) + QChar(0x2026) : s;
    return text::clean(cut).toHtmlEscaped();
}

// Multi-line user text: escaped, line breaks kept.
inline QString escLines(const QString &s)
{
    return esc(s).replace(QLatin1Char('\n'), QStringLiteral("<br>"));
}

// `widthPct`: the column's share of the table's width (0: Qt's layout decides).
inline QString th(const QString &text, const char *align = "left", int widthPct = 0)
{
    return QStringLiteral("<th align=\"%1\"%4 style=\"background-color:%2; color:white; padding:4px;\">%3</th>")
        .arg(QLatin1String(align), QLatin1String(kHeadColor), text,
             widthPct > 0 ? QStringLiteral(" width=\"%1%\"").arg(widthPct) : QString());
}

inline QString td(const QString &text, const char *align = "left", bool shade = false)
{
    return QStringLiteral("<td align=\"%1\"%2 style=\"padding:3px;\">%3</td>")
        .arg(QLatin1String(align), shade ? QStringLiteral(" bgcolor=\"#eef2f6\"") : QString(), text);
}

// A figure (an amount, a count with its unit) in a right-aligned cell that never breaks inside: a narrow column
// otherwise broke "52,103,050.23" after its second decimal on a portrait page. The column takes the figure's width.
inline QString tdFigure(const QString &text)
{
    return QStringLiteral("<td align=\"right\" style=\"padding:3px; white-space:nowrap;\">%1</td>").arg(text);
}

inline QString heading(const QString &text)
{
    return QStringLiteral("<h3 style=\"color:%1; margin-top:10px; margin-bottom:3px;\">%2</h3>")
        .arg(QLatin1String(kHeadColor), text);
}

} // namespace aip::quotehtml
