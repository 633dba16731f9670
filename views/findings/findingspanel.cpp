#include "findings/findingspanel.h"

#include "findings/findingsmodel.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeView>
#include <QVBoxLayout>

namespace aip {

FindingsPanel::FindingsPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new FindingsModel(this))
    , m_view(new QTreeView(this))
    , m_summary(new QLabel(this))
{
    setObjectName(QStringLiteral("findingsPanel"));
    m_view->setObjectName(QStringLiteral("findingsView"));
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setWordWrap(false);
    m_view->setAlternatingRowColors(true);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(FindingsModel::MessageColumn, QHeaderView::Stretch);
    m_view->setColumnWidth(FindingsModel::SeverityColumn, 100);
    // At least five findings in view, with the header, however small the window.
    m_view->setMinimumHeight(5 * (m_view->fontMetrics().height() + 8) + m_view->header()->sizeHint().height());
    m_summary->setObjectName(QStringLiteral("findingsSummary"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 1);
    connect(m_view, &QTreeView::clicked, this, [this](const QModelIndex &index) { activate(index.row()); });
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex &index) { activate(index.row()); });
    setFindings({});
}

void FindingsPanel::setFindings(const QList<FindingRow> &findings)
{
    m_model->setFindings(findings);
    const int errors = m_model->count(FindingRow::Severity::Error);
    const int warnings = m_model->count(FindingRow::Severity::Warning);
    const int notes = m_model->count(FindingRow::Severity::Note);
    if (findings.isEmpty())
        m_summary->setText(tr("✔ No findings: the configuration is consistent."));
    else
        // One message per count and number (English has a singular; Chinese has one form for both).
        m_summary->setText((errors == 1 ? tr("%1 error") : tr("%1 errors")).arg(errors) + QStringLiteral(" · ")
                           + (warnings == 1 ? tr("%1 warning") : tr("%1 warnings")).arg(warnings)
                           + QStringLiteral(" · ") + (notes == 1 ? tr("%1 note") : tr("%1 notes")).arg(notes));
}

void FindingsPanel::activate(int row)
{
    if (row < 0 || row >= m_model->findings().size())
        return;
    const FindingRow &f = m_model->findings().at(row);
    emit findingActivated(f.serverId, f.sku);
}

} // namespace aip
