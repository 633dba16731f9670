#include "catalog/catalogpanel.h"

#include "catalog/catalogfiltermodel.h"
#include "catalog/catalogmodel.h"
#include "team/parteditdialog.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace aip {

namespace {
// The key specs are cut at the end, the names in the middle: "80 GB · 2,039 GB/s · 31…" keeps the figures that come
// first (memory, bandwidth), where a cut in the middle ("80 GB · 2,0…SXM · 400 W") broke a figure in two.
class ElideRightDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        option->textElideMode = Qt::ElideRight;
    }
};

// Typing filters after this pause, so a fast typist does not filter a huge catalog once per key.
constexpr int kSearchDebounceMs = 120;
} // namespace

CatalogPanel::CatalogPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new CatalogModel(this))
    , m_proxy(new CatalogFilterModel(this))
    , m_search(new QLineEdit(this))
    , m_vendor(new QComboBox(this))
    , m_formFactor(new QComboBox(this))
    , m_minPrice(new QDoubleSpinBox(this))
    , m_maxPrice(new QDoubleSpinBox(this))
    , m_view(new QTreeView(this))
    , m_count(new QLabel(this))
    , m_debounce(new QTimer(this))
    , m_fitLater(new QTimer(this))
{
    setObjectName(QStringLiteral("catalogPanel"));
    m_proxy->setSourceModel(m_model);

    m_search->setObjectName(QStringLiteral("catalogSearch"));
    m_search->setPlaceholderText(tr("Search SKU, vendor, model, specs…"));
    m_search->setClearButtonEnabled(true);
    m_vendor->setObjectName(QStringLiteral("catalogVendorFilter"));
    m_formFactor->setObjectName(QStringLiteral("catalogFormFactorFilter"));
    for (QDoubleSpinBox *box : {m_minPrice, m_maxPrice}) {
        box->setRange(0, 1e8);
        box->setDecimals(0);
        box->setSingleStep(1000);
        box->setSpecialValueText(tr("any"));
        box->setGroupSeparatorShown(true);
    }
    m_minPrice->setObjectName(QStringLiteral("catalogMinPrice"));
    m_maxPrice->setObjectName(QStringLiteral("catalogMaxPrice"));
    m_minPrice->setToolTip(tr("Lowest unit price"));
    m_maxPrice->setToolTip(tr("Highest unit price"));

    m_view->setObjectName(QStringLiteral("catalogView"));
    m_view->setModel(m_proxy);
    m_view->setUniformRowHeights(true); // keeps a 100,000-row tree fast to lay out
    // Half the style's 20 px: enough for the branch arrows, and 20 px more for the names in a laptop's narrow panel.
    m_view->setIndentation(std::max(10, m_view->fontMetrics().horizontalAdvance(QLatin1Char('M'))));
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder);
    m_view->setDragEnabled(true);
    m_view->setAcceptDrops(true);
    m_view->setDropIndicatorShown(false);
    m_view->setDragDropMode(QAbstractItemView::DragDrop);
    m_view->setDefaultDropAction(Qt::CopyAction);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setAlternatingRowColors(true);
    // "H100 SX…80GB" and "H100 PC…80GB": a cut name keeps the end that tells two parts apart (the tooltip has it all).
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(CatalogModel::SpecsColumn, QHeaderView::Stretch);
    m_view->setColumnHidden(CatalogModel::SkuColumn, true);
    m_view->setItemDelegateForColumn(CatalogModel::SpecsColumn, new ElideRightDelegate(m_view));
    m_view->installEventFilter(this);
    m_view->viewport()->installEventFilter(this); // its resizes size the columns (fitColumns)
    // Opening or closing a category changes the names shown: fit once after a burst of them (applyFilters opens many).
    m_fitLater->setSingleShot(true);
    m_fitLater->setInterval(0);
    connect(m_fitLater, &QTimer::timeout, this, &CatalogPanel::fitColumns);
    connect(m_view, &QTreeView::expanded, m_fitLater, qOverload<>(&QTimer::start));
    connect(m_view, &QTreeView::collapsed, m_fitLater, qOverload<>(&QTimer::start));
    m_search->installEventFilter(this);
    m_count->setObjectName(QStringLiteral("catalogCount"));
    m_count->setStyleSheet(QStringLiteral("color: palette(mid);"));

    auto *filters = new QGridLayout;
    filters->addWidget(new QLabel(tr("Vendor"), this), 0, 0);
    filters->addWidget(m_vendor, 0, 1);
    filters->addWidget(new QLabel(tr("Form factor"), this), 0, 2);
    filters->addWidget(m_formFactor, 0, 3);
    filters->addWidget(new QLabel(tr("Price"), this), 1, 0);
    auto *priceRow = new QHBoxLayout;
    priceRow->addWidget(m_minPrice);
    priceRow->addWidget(new QLabel(QStringLiteral("–"), this));
    priceRow->addWidget(m_maxPrice);
    filters->addLayout(priceRow, 1, 1, 1, 3);
    filters->setColumnStretch(1, 1);
    filters->setColumnStretch(3, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_search);
    layout->addLayout(filters);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_count);

    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kSearchDebounceMs);
    connect(m_debounce, &QTimer::timeout, this, &CatalogPanel::applyFilters);
    connect(m_search, &QLineEdit::textChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_vendor, &QComboBox::currentIndexChanged, this, &CatalogPanel::applyFilters);
    connect(m_formFactor, &QComboBox::currentIndexChanged, this, &CatalogPanel::applyFilters);
    connect(m_minPrice, &QDoubleSpinBox::valueChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_maxPrice, &QDoubleSpinBox::valueChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_view, &QTreeView::doubleClicked, this, [this](const QModelIndex &index) {
        const QString sku = index.data(CatalogModel::SkuRole).toString();
        if (!sku.isEmpty())
            emit partActivated(sku);
    });
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QTreeView::customContextMenuRequested, this, [this](const QPoint &pos) {
        const QString sku = m_view->indexAt(pos).siblingAtColumn(0).data(CatalogModel::SkuRole).toString();
        if (sku.isEmpty() || m_location.isEmpty())
            return;
        QMenu menu(this);
        menu.addAction(tr("Edit part..."), this, [this, sku] { editPart(sku); });
        menu.addAction(tr("History..."), this, [this, sku] { editPart(sku, true); });
        menu.exec(m_view->viewport()->mapToGlobal(pos));
    });
    setCatalog(nullptr);
}

void CatalogPanel::setCatalogLocation(const QString &location)
{
    m_location = location;
}

void CatalogPanel::editPart(const QString &sku, bool history)
{
    if (m_location.isEmpty() || sku.isEmpty())
        return;
    PartEditDialog dialog(m_location, sku, this);
    connect(&dialog, &PartEditDialog::partSaved, this, &CatalogPanel::catalogEdited);
    if (history)
        dialog.showHistory();
    dialog.exec();
}

void CatalogPanel::setCatalog(std::shared_ptr<const PartCatalog> catalog)
{
    m_model->setCatalog(std::move(catalog));
    const QSignalBlocker b1(m_vendor), b2(m_formFactor);
    m_vendor->clear();
    m_vendor->addItem(tr("All vendors"), QString());
    for (const QString &v : m_model->vendors())
        m_vendor->addItem(v, v);
    m_formFactor->clear();
    m_formFactor->addItem(tr("Any"), QString());
    for (const QString &f : m_model->formFactors())
        m_formFactor->addItem(f, f);
    applyFilters();
}

QString CatalogPanel::selectedSku() const
{
    return m_view->currentIndex().siblingAtColumn(0).data(CatalogModel::SkuRole).toString();
}

void CatalogPanel::setSearchText(const QString &text)
{
    m_search->setText(text);
    m_debounce->stop();
    applyFilters();
}

void CatalogPanel::applyFilters()
{
    m_proxy->setSearchText(m_search->text());
    m_proxy->setVendor(m_vendor->currentData().toString());
    m_proxy->setFormFactor(m_formFactor->currentData().toString());
    const auto bound = [](const QDoubleSpinBox *box) {
        return box->value() > box->minimum() ? std::optional<double>(box->value()) : std::nullopt;
    };
    m_proxy->setPriceRange(bound(m_minPrice), bound(m_maxPrice));
    // Searching opens the categories with hits; browsing starts from the GPUs.
    if (m_proxy->isFiltering()) {
        for (int r = 0; r < m_proxy->rowCount(); ++r)
            m_view->expand(m_proxy->index(r, 0));
    } else {
        m_view->collapseAll();
        m_view->expand(m_proxy->mapFromSource(m_model->categoryIndex(PartCategory::Gpu)));
    }
    updateCount();
    m_fitLater->stop();
    fitColumns();
}

void CatalogPanel::fitColumns()
{
    // Fixed widths (name 170, vendor 62, price 96, date 80 px) left the key specs "…" in a 440-px panel, the room a
    // 1366 x 768 screen gives it (issue 17). Now each column is as wide as its widest shown text (names within 40 %
    // of the view, cut in the middle past that), the key specs take the rest, and where that rest is short the price
    // date and then the vendor give way: the tooltip says both, and the vendor filter and the name say who makes it.
    const int width = m_view->viewport()->width();
    if (width <= 0)
        return;
    // Category rows span the whole row: "Servers and chassis (3)" reads whole, whatever the name column's width.
    for (int r = 0; r < m_proxy->rowCount(); ++r)
        m_view->setFirstColumnSpanned(r, QModelIndex(), true);

    const QFontMetrics fm(m_view->font());
    // An item's text margins (QCommonStyle: the focus frame's margin + 1 on each side) and a little air.
    const int pad = 2 * (m_view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_view) + 1)
        + fm.horizontalAdvance(QLatin1Char(' ')) * 2;
    const QHeaderView *header = m_view->header();
    const auto headerWidth = [&](int column) {
        return QFontMetrics(header->font()).horizontalAdvance(m_proxy->headerData(column, Qt::Horizontal).toString())
            + pad + header->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, header);
    };
    int widest[CatalogModel::ColumnCount] = {};
    // The shown parts, at most a few thousand: a 100,000-part catalog lays out as fast as a small one.
    constexpr int kSample = 4000;
    int seen = 0;
    for (int r = 0; r < m_proxy->rowCount() && seen < kSample; ++r) {
        const QModelIndex category = m_proxy->index(r, 0);
        if (!m_view->isExpanded(category)) // opening one fits the columns again (the constructor's connections)
            continue;
        for (int c = 0; c < m_proxy->rowCount(category) && seen < kSample; ++c, ++seen) {
            for (int column :
                 {int(CatalogModel::NameColumn), int(CatalogModel::VendorColumn), int(CatalogModel::SpecsColumn),
                  int(CatalogModel::PriceColumn), int(CatalogModel::PriceDateColumn)}) {
                const QString text = m_proxy->index(c, column, category).data().toString();
                widest[column] = std::max(widest[column], fm.horizontalAdvance(text));
            }
        }
    }
    const auto fit = [&](int column) { return std::max(widest[column] + pad, headerWidth(column)); };
    // A part sits one level down, behind the categories' branch indicators when the root is decorated.
    const int indent = m_view->indentation() * (m_view->rootIsDecorated() ? 2 : 1);
    const int name = std::min(widest[CatalogModel::NameColumn] + pad + indent, width * 40 / 100);
    const int price = fit(CatalogModel::PriceColumn);
    const int vendor = fit(CatalogModel::VendorColumn);
    const int date = fit(CatalogModel::PriceDateColumn);
    // The key specs want their whole text, or at least 35 % of the view when that is less: at 1366 x 768 that is
    // a GPU's memory and bandwidth ("80 GB · 2,039 GB/s"), with the rest in the tooltip.
    const int specsWant = std::min(widest[CatalogModel::SpecsColumn] + pad, width * 35 / 100);
    const int rest = width - name - price;
    const bool showDate = rest - vendor - date >= specsWant;
    const bool showVendor = rest - vendor - (showDate ? date : 0) >= specsWant;
    m_view->setColumnHidden(CatalogModel::PriceDateColumn, !showDate);
    m_view->setColumnHidden(CatalogModel::VendorColumn, !showVendor);
    m_view->setColumnWidth(CatalogModel::NameColumn, std::max(name, fm.horizontalAdvance(QLatin1Char('M')) * 6));
    m_view->setColumnWidth(CatalogModel::PriceColumn, price);
    if (showVendor)
        m_view->setColumnWidth(CatalogModel::VendorColumn, vendor);
    if (showDate)
        m_view->setColumnWidth(CatalogModel::PriceDateColumn, date);
}

void CatalogPanel::updateCount()
{
    int shown = 0;
    for (int r = 0; r < m_proxy->rowCount(); ++r)
        shown += m_proxy->rowCount(m_proxy->index(r, 0));
    const int total = m_model->catalog() ? m_model->catalog()->size() : 0;
    m_count->setText((total == 1 ? tr("%1 of %2 part · drag onto the server, or press Enter")
                                 : tr("%1 of %2 parts · drag onto the server, or press Enter"))
                         .arg(shown)
                         .arg(total));
}

bool CatalogPanel::focusFirstResult()
{
    m_debounce->stop();
    applyFilters(); // what was typed a moment ago counts
    for (int r = 0; r < m_proxy->rowCount(); ++r) {
        const QModelIndex category = m_proxy->index(r, 0);
        if (m_proxy->rowCount(category) == 0)
            continue;
        m_view->expand(category);
        const QModelIndex first = m_proxy->index(0, CatalogModel::NameColumn, category);
        m_view->setCurrentIndex(first);
        m_view->scrollTo(first);
        m_view->setFocus(Qt::OtherFocusReason);
        return true;
    }
    return false;
}

bool CatalogPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::Resize)
        fitColumns();
    // Down, Enter or Return in the search box: to the first part found, ready for Enter (add) or the arrows.
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if ((key == Qt::Key_Down || key == Qt::Key_Return || key == Qt::Key_Enter) && focusFirstResult())
            return true;
    }
    if (watched == m_view && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            const QString sku = selectedSku();
            if (!sku.isEmpty()) {
                emit partActivated(sku);
                return true;
            }
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace aip
