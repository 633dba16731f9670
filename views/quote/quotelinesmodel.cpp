#include "quote/quotelinesmodel.h"

#include "common/formatting.h"
#include "document/plancommands.h"
#include "document/plandocument.h"
#include "facility/networkbom.h"
#include "facility/storage.h"
#include "hardware/partname.h"
#include "i18n/translation.h"
#include "quote/quotepricing.h"

#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

#include <cmath>

namespace aip {

namespace {

// A row is the same line again when its kind, server type and SKU are: then the table updates in place, so an
// editor being committed and the selection survive the refresh that follows the edit.
bool sameRows(const QList<QuoteLine> &a, const QList<QuoteLine> &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (a.at(i).kind != b.at(i).kind || a.at(i).serverId != b.at(i).serverId || a.at(i).sku != b.at(i).sku)
            return false;
    }
    return true;
}

} // namespace

QuoteLinesModel::QuoteLinesModel(PlanDocument *doc, QObject *parent)
    : QAbstractTableModel(parent)
    , m_doc(doc)
{
    // A discount is the plan's: the cell shows what was typed at once (undo too); the prices follow with the
    // window's next evaluation.
    if (m_doc)
        connect(m_doc, &PlanDocument::changed, this, [this] {
            if (!m_rows.isEmpty())
                emit dataChanged(index(0, Discount), index(rowCount() - 1, Discount));
        });
}

double QuoteLinesModel::shownDiscount(const QuoteLine &line) const
{
    return m_doc ? lineDiscountPct(m_doc->plan(), line.sku) : line.discountPct;
}

void QuoteLinesModel::setCatalog(std::shared_ptr<const PartCatalog> catalog)
{
    m_catalog = std::move(catalog);
    if (!m_hasPriced || !m_catalog)
        return;
    // The names from the new catalog at once; its prices come with the next evaluation.
    PricedQuote named = m_priced;
    nameLines(named.lines, *m_catalog, installedLanguage());
    m_priced = std::move(named);
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void QuoteLinesModel::showEvaluation(const PlanEvaluation &evaluation)
{
    setPriced(evaluation.plan, evaluation.quote);
}

void QuoteLinesModel::setPriced(const Plan &plan, const PricedQuote &quote)
{
    PricedQuote priced = quote;
    if (m_catalog)
        nameLines(priced.lines, *m_catalog, installedLanguage());
    m_plan = plan;
    // The same lines: the same groups and rows. The first lines after preparing reset, so the tab's totals follow.
    if (m_hasPriced && sameRows(priced.lines, m_priced.lines)) {
        m_priced = std::move(priced);
        if (!m_rows.isEmpty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_hasPriced = true;
    m_priced = std::move(priced);
    buildRows();
    endResetModel();
}

void QuoteLinesModel::clear()
{
    beginResetModel();
    m_hasPriced = false;
    m_plan = Plan();
    m_priced = PricedQuote();
    buildRows();
    endResetModel();
}

void QuoteLinesModel::nameLines(QList<QuoteLine> &lines, const PartCatalog &catalog, const QString &language)
{
    for (QuoteLine &line : lines) {
        // The part priceQuote() named: the fabric's cables and the storage system are the catalog's part when it
        // has the SKU, else their table's (facility/networkbom.h, facility/storage.h).
        std::optional<Part> part;
        if (line.kind == QuoteLine::Kind::Cabling) {
            if (const FabricCable *cable = fabricCable(line.sku))
                part = fabricCablePart(*cable, catalog);
        } else if (line.kind == QuoteLine::Kind::Storage) {
            if (const facility::StorageSystem *system = facility::storageSystem(line.sku))
                part = facility::storageSystemPart(*system, catalog);
        }
        if (!part) {
            if (const Part *own = catalog.find(line.sku))
                part = *own;
        }
        if (part)
            line.description = partName(*part, language);
    }
}

void QuoteLinesModel::buildRows()
{
    m_groups = groupQuoteLines(m_priced.lines);
    m_rows.clear();
    for (int g = 0; g < m_groups.size(); ++g) {
        const QuoteLineGroup &group = m_groups.at(g);
        m_rows.append({g, -1});
        for (qsizetype i = group.first; i < group.first + group.count; ++i)
            m_rows.append({g, i});
    }
}

qsizetype QuoteLinesModel::lineAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).line : -1;
}

int QuoteLinesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int QuoteLinesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString QuoteLinesModel::serverLabel(const QuoteLine &line) const
{
    if (line.serverId.isEmpty()) // the storage system's nodes are no part of the network (issue 21)
        return line.kind == QuoteLine::Kind::Storage ? tr("Storage") : tr("Network fabric");
    for (const ServerSpec &s : m_plan.servers) {
        if (s.id == line.serverId)
            return (s.count == 1 ? tr("%1 — %2 node") : tr("%1 — %2 nodes"))
                .arg(s.name.isEmpty() ? s.id : s.name)
                .arg(s.count);
    }
    return line.serverId;
}

QString QuoteLinesModel::groupTitle(const QuoteLineGroup &group) const
{
    switch (group.kind) {
    case QuoteLineGroup::Kind::Storage: return tr("Storage");
    case QuoteLineGroup::Kind::Fabric: return tr("Network fabric");
    case QuoteLineGroup::Kind::Server: break;
    }
    return serverLabel(m_priced.lines.at(group.first));
}

QVariant QuoteLinesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows.at(index.row());
    if (role == HeadingRole)
        return row.line < 0;
    if (row.line < 0) { // a group's heading: its title in the first column, bold
        switch (role) {
        case Qt::DisplayRole:
        case Qt::ToolTipRole: return index.column() == Sku ? groupTitle(m_groups.at(row.group)) : QVariant();
        case Qt::FontRole: {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        // Headings are not enabled (the keyboard passes over them): their text in the normal colour, not greyed.
        case Qt::ForegroundRole: return QGuiApplication::palette().brush(QPalette::Active, QPalette::WindowText);
        default: return {};
        }
    }
    const QuoteLine &l = m_priced.lines.at(row.line);
    const QLocale locale;
    switch (role) {
    case SkuRole: return l.sku;
    case RawValueRole:
        switch (index.column()) {
        case Qty: return l.qty;
        case UnitPrice: return l.unitPrice;
        case Discount: return shownDiscount(l);
        case Extended: return l.extended;
        default: return data(index, Qt::DisplayRole);
        }
    case Qt::TextAlignmentRole:
        return index.column() >= Qty ? int(Qt::AlignRight | Qt::AlignVCenter) : int(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (index.column() == Discount)
            return tr("Discount on every line of %1, in percent (0 to 100; empty: none). Double-click or type to "
                      "change it; Undo restores it.")
                .arg(l.sku);
        return tr("%1\n%2").arg(serverLabel(l), l.description);
    case Qt::EditRole:
        // Text, so the editor is a line edit that can be emptied (a spin box would clamp, not explain).
        if (index.column() == Discount)
            return shownDiscount(l) > 0 ? locale.toString(shownDiscount(l), 'g', 6) : QString();
        return data(index, Qt::DisplayRole);
    case Qt::DisplayRole:
        switch (index.column()) {
        case Sku: return l.sku;
        case Description: // the seller's view: which lines are reference estimates (the PDF does not say)
            return l.estimated ? tr("%1 (estimate)").arg(l.description) : l.description;
        case Qty: return locale.toString(l.qty);
        case UnitPrice: return fmt::amount(l.unitPrice, locale);
        case Discount:
            return shownDiscount(l) > 0 ? tr("%1%").arg(locale.toString(shownDiscount(l), 'g', 6))
                                        : QStringLiteral("—");
        case Extended: return fmt::amount(l.extended, locale);
        default: return {};
        }
    default: return {};
    }
}

QVariant QuoteLinesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Sku: return tr("SKU");
    case Description: return tr("Description");
    case Qty: return tr("Qty");
    case UnitPrice: return tr("Unit price");
    case Discount: return tr("Discount");
    case Extended: return tr("Extended");
    default: return {};
    }
}

Qt::ItemFlags QuoteLinesModel::flags(const QModelIndex &index) const
{
    if (index.isValid() && isHeading(index.row()))
        return Qt::NoItemFlags; // a heading: the cursor skips it, nothing selects or edits it
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == Discount)
        f |= Qt::ItemIsEditable;
    return f;
}

bool QuoteLinesModel::parseDiscount(const QString &text, std::optional<double> *pct, QString *error)
{
    QString t = text.trimmed();
    if (t.endsWith(QLatin1Char('%')) || t.endsWith(QChar(0xFF05))) // "%" or the full-width "％" of a Chinese IME
        t = t.chopped(1).trimmed();
    if (t.isEmpty()) {
        pct->reset();
        return true;
    }
    bool ok = false;
    double v = QLocale().toDouble(t, &ok);
    if (!ok)
        v = QLocale::c().toDouble(t, &ok);
    if (!ok || !std::isfinite(v)) {
        *error = tr("enter a number from 0 to 100, or leave the cell empty for no discount.");
        return false;
    }
    if (v < 0 || v > 100) {
        *error = tr("a discount must be from 0 to 100% (you entered %1).").arg(text.trimmed());
        return false;
    }
    *pct = v;
    return true;
}

bool QuoteLinesModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || index.column() != Discount || role != Qt::EditRole || isHeading(index.row()))
        return false;
    const QuoteLine &line = m_priced.lines.at(lineAt(index.row()));
    const QString sku = line.sku;
    std::optional<double> pct;
    QString error;
    const bool isNumber = value.typeId() == QMetaType::Double || value.typeId() == QMetaType::Int;
    if (isNumber) {
        pct = value.toDouble();
        if (!std::isfinite(*pct) || *pct < 0 || *pct > 100) {
            error = tr("a discount must be from 0 to 100% (you entered %1).").arg(QLocale().toString(*pct));
            pct.reset();
        }
    } else if (value.isValid() && !parseDiscount(value.toString(), &pct, &error)) {
        pct.reset();
    }
    if (!error.isEmpty()) {
        emit editRefused(tr("Discount on %1 not changed: %2").arg(sku, error));
        return false;
    }
    auto *cmd = new SetLineDiscountCommand(m_doc, sku, pct, line.description);
    if (!cmd->isValid()) { // the same discount again, or none to remove
        delete cmd;
        return false;
    }
    m_doc->undoStack()->push(cmd); // the window's next evaluation brings the lines with the new discount
    return true;
}

} // namespace aip
