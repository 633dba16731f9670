#include "sizing/sizingdialog.h"

#include "sizing/roadmappage.h"
#include "sizing/sizingpage.h"

#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QScreen>
#include <QTabWidget>
#include <QVBoxLayout>

namespace aip {

SizingDialog::SizingDialog(PlanDocument *doc, QWidget *parent)
    : QDialog(parent)
    , m_tabs(new QTabWidget(this))
    , m_sizing(new SizingPage(doc, this))
    , m_roadmap(new RoadmapPage(doc, this))
{
    setObjectName(QStringLiteral("sizingDialog"));
    setWindowTitle(tr("Size to Target and Roadmap"));
    m_tabs->setObjectName(QStringLiteral("sizingTabs"));
    m_tabs->addTab(m_sizing, tr("Size to target"));
    m_tabs->addTab(m_roadmap, tr("Roadmap"));
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(close);
    connect(m_sizing, &SizingPage::openPlanRequested, this, &SizingDialog::openPlanRequested);
    // As large as a laptop screen allows (1366x768 has about 1366x730 free), no larger than it needs.
    const QScreen *screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    const QSize room = screen ? screen->availableGeometry().size() : QSize(1280, 800);
    resize(std::min(1280, room.width() - 40), std::min(860, room.height() - 60));
}

void SizingDialog::setCatalog(std::shared_ptr<const PartCatalog> catalog)
{
    m_sizing->setCatalog(catalog);
    m_roadmap->setCatalog(std::move(catalog));
}

} // namespace aip
