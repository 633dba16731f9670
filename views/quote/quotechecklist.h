#pragma once
// What a quote lacks before it is sent (issue 17, item 3): the PDF goes to a client as it is, so it carries no
// placeholder text. Before Export PDF the Quote tab lists what is missing (the seller, the customer, a validity that
// has run out, lines priced from the catalog's reference estimates instead of the seller's price list), each with a
// way to fix it, and `aiplanner-cli quote` prints the same list as warnings. A quote exported anyway leaves out what
// is missing instead of printing a placeholder.
//
// Also the file names the Save and Export dialogs propose: from the plan's name and the quote number.

#include "plan/plan.h"
#include "quote/quotecontent.h"

#include <QCoreApplication>
#include <QDate>
#include <QDialog>
#include <QList>
#include <QString>

#include <functional>

class QVBoxLayout;
class QPushButton;

namespace aip {

struct QuoteGap {
    enum class Kind { Seller, Customer, Validity, ReferencePrices };
    Kind kind = Kind::Seller;
    QString text; // what is missing and what it means, for people
    QString fix;  // the fix button's label; empty when the fix is outside the program (a price list import)
};

class QuoteChecklist
{
    Q_DECLARE_TR_FUNCTIONS(QuoteChecklist)
public:
    // The seller as the quote prints it: the plan's quote.seller when given, else the settings' (`fromSettings`).
    static Party effectiveSeller(const Plan &plan, const SellerInfo &fromSettings);
    // What the quote of `plan` lacks, in the order above; empty when it can be sent as it is.
    static QList<QuoteGap> gaps(const Plan &plan, const SellerInfo &seller, const PricedQuote &priced,
                                const QDate &today);
};

// "GPU cluster for Example - Q-2026-0007.pdf": the plan's name and the number, without characters a file system
// refuses (/ \ : * ? " < > | and control characters), at most 120 characters; "quote.pdf" when both are empty.
QString quoteFileName(const QString &planName, const QString &number);
// "GPU cluster for Example.aiplan" for the Save dialog of an untitled plan; "plan.aiplan" when it has no name.
QString planFileName(const QString &planName);

// The checklist before Export PDF: one row per gap with its fix button, then Export anyway (Export once nothing is
// missing) and Cancel. fixGap(kind) runs a fix (a dialog, an edit of the plan); the list is then computed again
// with `recompute`.
class QuoteChecklistDialog : public QDialog
{
    Q_OBJECT
public:
    QuoteChecklistDialog(std::function<QList<QuoteGap>()> recompute, std::function<void(QuoteGap::Kind)> fixGap,
                         QWidget *parent = nullptr);
    int gapCount() const { return int(m_gaps.size()); }

private:
    void refresh();

    std::function<QList<QuoteGap>()> m_recompute;
    std::function<void(QuoteGap::Kind)> m_fixGap;
    QList<QuoteGap> m_gaps;
    QWidget *m_rows = nullptr;
    QVBoxLayout *m_rowsLayout = nullptr;
    QPushButton *m_export = nullptr;
};

} // namespace aip
