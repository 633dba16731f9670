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
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

namespace aip {

namespace {
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
    m_view->setColumnWidth(CatalogModel::NameColumn, 170);
    m_view->setColumnWidth(CatalogModel::VendorColumn, 62);
    m_view->setColumnWidth(CatalogModel::PriceColumn, 96);
    m_view->setColumnWidth(CatalogModel::PriceDateColumn, 80);
    m_view->installEventFilter(this);
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
}

void CatalogPanel::updateCount()
{
    int shown = 0;
    for (int r = 0; r < m_proxy->rowCount(); ++r)
        shown += m_proxy->rowCount(m_proxy->index(r, 0));
    const int total = m_model->catalog() ? m_model->catalog()->size() : 0;
    m_count->setText(tr("%1 of %2 parts · drag onto the server, or press Enter").arg(shown).arg(total));
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
