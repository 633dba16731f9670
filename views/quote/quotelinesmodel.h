#pragma once
// The quote's priced lines (priceQuote, model/quote) as the Quote tab's table: SKU, description, qty, unit price,
// discount and extended amount, in the plan's currency. The lines are those of the window's one evaluation
// (PlanEvaluation::tco->quote: the plan is priced once per edit, off the GUI thread); the model prices nothing
// itself. Until the first evaluation it has no rows and says it is preparing (isPreparing()). The discount column is
// the editor of the plan's per-line discounts (quote.line_discounts): a value from 0 to 100 sets it, an empty cell
// removes it, each edit one undo command (SetLineDiscountCommand); anything else is refused with a message
// (editRefused). The plan keys line discounts by SKU, so an edit applies to every line of that SKU. RawValueRole gives
// the numbers. The lines stand under their group's heading as the PDF prints them (quote/quotelinegroups.h: each server
// type, the network fabric, the storage system): a heading is a row of its own (HeadingRole true, its title in the
// first column, meant to span the table), neither selectable nor editable, so the keyboard moves from line to line.

#include "analysis/planevaluation.h"
#include "hardware/partcatalog.h"
#include "quote/quotelinegroups.h"
#include "quote/quotepricing.h"

#include <QAbstractTableModel>

#include <memory>
#include <optional>

namespace aip {

class PlanDocument;

class QuoteLinesModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Sku, Description, Qty, UnitPrice, Discount, Extended, ColumnCount };
    enum Role { RawValueRole = Qt::UserRole + 1, SkuRole, HeadingRole };

    // The discounts typed into the table are edits of `doc`; the lines come from showEvaluation().
    explicit QuoteLinesModel(PlanDocument *doc, QObject *parent = nullptr);

    // The catalog names the parts in the interface's language (nameLines()); the lines shown are kept until the
    // next evaluation, which the catalog's change brings.
    void setCatalog(std::shared_ptr<const PartCatalog> catalog);
    // The lines of the evaluation's priced quote (none when it has no TCO: a plan without servers).
    void showEvaluation(const PlanEvaluation &evaluation);
    // The lines of `plan` as priceQuote() priced them, in any language: the table names the parts in the interface's.
    // The same lines as before (kind, server type, SKU) update in place (dataChanged), so an editor being committed
    // and the selection survive; other lines reset the model.
    void setPriced(const Plan &plan, const PricedQuote &priced);
    // Back to no lines and preparing (no evaluation yet).
    void clear();
    // No evaluation has been shown yet: the table is empty because its lines are being prepared.
    bool isPreparing() const { return !m_hasPriced; }
    // The quote as the table shows it (lines and totals); empty while preparing.
    const PricedQuote &priced() const { return m_priced; }
    // The line a row shows (an index into priced().lines), or -1 for a group's heading row.
    qsizetype lineAt(int row) const;
    bool isHeading(int row) const { return lineAt(row) < 0; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    // Discount column, EditRole: a number, or text as typed ("12.5", "12,5" where the locale writes it so, "12.5 %");
    // empty or an invalid QVariant removes the discount.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    // Reads a typed discount: nullopt for empty text; false (and *error) for text that is not a number from 0 to 100.
    static bool parseDiscount(const QString &text, std::optional<double> *pct, QString *error);
    // Names each line's part in `language` exactly as priceQuote(plan, catalog, language) does (partName of the
    // catalog's part, of the fabric's cable or of the storage system): the evaluation prices in English, whose
    // figures are language-neutral; only the descriptions differ. A line whose part is nowhere keeps its text.
    static void nameLines(QList<QuoteLine> &lines, const PartCatalog &catalog, const QString &language);

signals:
    void editRefused(const QString &reason);

private:
    // The discount the plan gives the line now (quote/quotepricing.h), ahead of the evaluation that prices it.
    double shownDiscount(const QuoteLine &line) const;
    QString serverLabel(const QuoteLine &line) const;
    QString groupTitle(const QuoteLineGroup &group) const;
    void buildRows();

    // Each row: its group, and its line in priced().lines (-1: the group's heading).
    struct Row {
        int group = 0;
        qsizetype line = -1;
    };

    PlanDocument *m_doc;
    std::shared_ptr<const PartCatalog> m_catalog;
    bool m_hasPriced = false;
    Plan m_plan; // the plan the lines price: the headings' names and node counts are its
    PricedQuote m_priced;
    QList<QuoteLineGroup> m_groups;
    QList<Row> m_rows;
};

} // namespace aip
