#include "team/parteditdialog.h"

#include "catalogdatabase.h"
#include "partfields.h"
#include "team/conflictdialog.h"
#include "team/parthistorymodel.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace aip {

PartEditDialog::PartEditDialog(const QString &location, const QString &sku, QWidget *parent)
    : QDialog(parent)
    , m_db(std::make_unique<CatalogDatabase>())
    , m_sku(sku)
    , m_tabs(new QTabWidget(this))
    , m_title(new QLabel(this))
    , m_price(new QDoubleSpinBox(this))
    , m_currency(new QLineEdit(this))
    , m_priceDate(new QLineEdit(this))
    , m_priceSource(new QLineEdit(this))
    , m_note(new QLabel(this))
    , m_status(new QLabel(this))
    , m_save(new QPushButton(tr("Save"), this))
    , m_history(new PartHistoryModel(this))
    , m_historyView(new QTableView(this))
{
    setObjectName(QStringLiteral("partEditDialog"));
    setWindowTitle(tr("Part %1").arg(sku));
    m_tabs->setObjectName(QStringLiteral("partEditTabs"));
    m_price->setObjectName(QStringLiteral("partEditPrice"));
    m_currency->setObjectName(QStringLiteral("partEditCurrency"));
    m_priceDate->setObjectName(QStringLiteral("partEditPriceDate"));
    m_priceSource->setObjectName(QStringLiteral("partEditPriceSource"));
    m_note->setObjectName(QStringLiteral("partEditNote"));
    m_status->setObjectName(QStringLiteral("partEditStatus"));
    m_save->setObjectName(QStringLiteral("partEditSave"));
    m_historyView->setObjectName(QStringLiteral("partHistoryView"));
    m_price->setRange(0, kMaxPartReal);
    m_price->setDecimals(2);
    m_price->setGroupSeparatorShown(true);
    m_note->setWordWrap(true);
    m_status->setWordWrap(true);
    m_title->setWordWrap(true);

    auto *editPage = new QWidget(m_tabs);
    auto *form = new QFormLayout(editPage);
    form->addRow(m_title);
    form->addRow(tr("Price"), m_price);
    form->addRow(tr("Currency"), m_currency);
    form->addRow(tr("Price date"), m_priceDate);
    form->addRow(tr("Price source"), m_priceSource);
    form->addRow(m_note);
    form->addRow(m_status);
    m_tabs->addTab(editPage, tr("Edit"));

    m_historyView->setModel(m_history);
    m_historyView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_historyView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_historyView->verticalHeader()->hide();
    m_historyView->horizontalHeader()->setStretchLastSection(true);
    m_historyView->setWordWrap(false);
    m_tabs->addTab(m_historyView, tr("History"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_save, QDialogButtonBox::ApplyRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_save, &QPushButton::clicked, this, [this] { save(); });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buttons);
    resize(760, 460);

    m_db->setChangeSource(QStringLiteral("edit"));
    if (!m_db->open(location)) {
        m_note->setText(tr("The catalog could not be opened: %1").arg(m_db->errorString()));
        setEditable(false);
        return;
    }
    reload();
}

PartEditDialog::~PartEditDialog() = default;

void PartEditDialog::setEditable(bool editable)
{
    m_readOnly = !editable;
    m_price->setReadOnly(!editable);
    m_currency->setReadOnly(!editable);
    m_priceDate->setReadOnly(!editable);
    m_priceSource->setReadOnly(!editable);
    m_save->setEnabled(editable);
}

void PartEditDialog::reload()
{
    if (!m_db->isOpen())
        return;
    const auto part = m_db->part(m_sku);
    if (!part) {
        m_note->setText(tr("%1 is not in the catalog (any more).").arg(m_sku));
        setEditable(false);
        m_history->setChanges(m_db->history(m_sku));
        return;
    }
    m_part = *part;
    m_version = m_db->partStamp(m_sku).value_or(PartStamp{}).version;
    m_title->setText(QStringLiteral("<b>%1</b> — %2 %3")
                         .arg(m_sku.toHtmlEscaped(), m_part.vendor.toHtmlEscaped(), m_part.model.toHtmlEscaped()));
    m_price->setValue(m_part.price);
    m_currency->setText(m_part.currency);
    m_priceDate->setText(m_part.priceDate);
    m_priceSource->setText(m_part.priceSource);
    const bool canEdit = m_db->canEdit();
    if (m_db->isOffline())
        m_note->setText(tr("Read-only: this is the offline copy of the team catalog (prices as of %1); changes "
                           "need the server.")
                            .arg(m_db->offlineAsOf()));
    else if (!canEdit && m_db->engine() == CatalogEngine::Postgres)
        m_note->setText(tr("Read-only: your role on the server (%1) may quote but not change parts. An editor of "
                           "the team catalog can change this price.")
                            .arg(m_db->currentUser()));
    else if (!canEdit)
        m_note->setText(tr("Read-only: the catalog file cannot be written."));
    else
        m_note->clear();
    setEditable(canEdit);
    m_history->setChanges(m_db->history(m_sku));
    m_historyView->resizeColumnsToContents();
}

void PartEditDialog::showHistory()
{
    m_tabs->setCurrentWidget(m_historyView);
}

Part PartEditDialog::edited() const
{
    Part p = m_part;
    p.price = m_price->value();
    p.currency = m_currency->text().trimmed();
    p.priceDate = m_priceDate->text().trimmed();
    p.priceSource = m_priceSource->text().trimmed();
    return p;
}

bool PartEditDialog::save()
{
    if (m_readOnly)
        return false;
    const Part mine = edited();
    int expected = m_version;
    // A second conflict while the user decided is asked about again; each answer is the user's.
    for (int attempt = 0; attempt < 5; ++attempt) {
        const CatalogEditResult result = m_db->savePart(mine, expected);
        if (result.ok) {
            m_status->setText(tr("Saved."));
            reload();
            emit partSaved(m_sku);
            return true;
        }
        if (!result.conflict) {
            m_status->setText(tr("Not saved: %1").arg(result.error));
            return false;
        }
        ConflictDialog ask(mine, m_db->part(m_sku), result.current, this);
        ask.exec();
        if (ask.choice() == ConflictDialog::TakeTheirs) {
            reload();
            m_status->setText(
                tr("Your edit was dropped; the part shows the saved values of %1.").arg(result.current.changedBy));
            return false;
        }
        if (ask.choice() != ConflictDialog::KeepMine) {
            m_status->setText(tr("Not saved: %1").arg(result.error));
            return false; // the edit stays in the fields
        }
        expected = result.current.version;
    }
    m_status->setText(tr("Not saved: the part keeps changing; try again."));
    return false;
}

} // namespace aip
