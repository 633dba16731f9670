#pragma once
// The quote's sections as Qt rich text (HTML subset that QTextDocument lays out and paginates). Every piece of
// user text is escaped, so a customer called "<b>x</b>" prints literally.

#include "quote/quotecontent.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace aip {

class QuoteHtml
{
    Q_DECLARE_TR_FUNCTIONS(QuoteHtml)
public:
    explicit QuoteHtml(const QuoteContent &content);

    QString money(double amount) const; // 30,678.00
    QString number(double value, int decimals = 0) const;
    QString date(const QDate &d) const;
    // A percentage (41 for 41 %), one way everywhere in the quote: "41 %", "5.5 %".
    QString percent(double pct) const; // ISO in English, 2026年11月30日 in Chinese
    // "Prices converted ... at 1 USD = 7.10 CNY (exchange rates of ...)." when a line's price was converted; else
    // empty.
    QString ratesNote() const;
    const QLocale &locale() const { return m_locale; }

    // First part (flows over as many pages as the line items need).
    QString commercialPart() const;
    // Second part, following the first in the same document: the TCO chart placeholder (an image of chartHeight px
    // named "aip:tco-chart") with its heading in a one-row table (kept on one page), the TCO table and assumptions,
    // the terms and the signature block.
    QString tcoAndTermsPart(int chartWidthPx, int chartHeightPx) const;

    // The appendix (quotehtmltco.cpp), starting on a new page: the three-year roadmap with its chart's place (an
    // image named "aip:roadmap-chart"); empty when the quote has no roadmap.
    QString roadmapAppendix(int chartWidthPx, int chartHeightPx) const;

    static QString chartResourceName() { return QStringLiteral("aip:tco-chart"); }
    static QString roadmapChartResourceName() { return QStringLiteral("aip:roadmap-chart"); }
    static QString logoResourceName() { return QStringLiteral("aip:logo"); }
    static int logoHeightPx() { return 57; } // in 96-dpi pixels, as QTextDocument reads HTML sizes: 15 mm

private:
    QString headerBlock() const;
    QString catalogRow() const; // "Catalog revision N" in the header's table; empty without a revision
    QString priceDate(const QString &isoPrefix) const; // a catalog price date ("2026-12") as the quote prints it
    QString pricesAsOf() const;                        // the offline copy's date and time, for people
    QString offlineNote() const; // "offline — prices as of ..." when priced from the offline copy; else empty
    QString partiesBlock() const;
    QString lineItems() const;
    QString totals() const;
    QString configuration() const;
    QString performance() const;
    QString servingPerformance() const; // a serving plan's sizing (quotehtmlserving.cpp)
    QString softwareStack() const;      // the plan's software stack and what its GPUs need (quotehtmlsoftware.cpp)
    QString tcoTable() const;
    QString assumptions() const;
    QString sizingRows() const; // how each side of the TCO was sized, as rows of the assumptions table
    QString terms() const;
    QString signature() const;

    const QuoteContent &m_c;
    QLocale m_locale;
};

} // namespace aip
