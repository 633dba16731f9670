#include "canvas/buildpanel.h"

#include "canvas/servercanvas.h"
#include "catalog/partdescription.h"
#include "common/fieldrange.h"
#include "document/plancommands.h"
#include "document/plandocument.h"
#include "document/planedits.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStyle>
#include <QTabBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace aip {

BuildPanel::BuildPanel(PlanDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
    , m_tabs(new QTabBar(this))
    , m_name(new QLineEdit(this))
    , m_count(new QSpinBox(this))
    , m_add(new QPushButton(tr("Add server type"), this))
    , m_remove(new QPushButton(tr("Remove"), this))
    , m_canvas(new ServerCanvas(doc, this))
    , m_scroll(new QScrollArea(this))
{
    setObjectName(QStringLiteral("buildPanel"));
    m_tabs->setObjectName(QStringLiteral("serverTabs"));
    m_tabs->setExpanding(false);
    m_tabs->setDocumentMode(true);
    m_tabs->setChangeCurrentOnDrag(true);
    m_tabs->setAcceptDrops(true);
    m_name->setObjectName(QStringLiteral("serverName"));
    m_name->setPlaceholderText(tr("Server type name"));
    m_count->setObjectName(QStringLiteral("serverCount"));
    setFieldRange(m_count, "servers[].count");
    m_count->setPrefix(tr("× "));
    m_count->setSuffix(tr(" nodes"));
    m_count->setKeyboardTracking(false);
    m_count->setGroupSeparatorShown(true);
    m_add->setObjectName(QStringLiteral("addServerType"));
    m_add->setToolTip(tr("Add another server type to the plan (starts with this one's chassis)"));
    m_remove->setObjectName(QStringLiteral("removeServerType"));

    m_canvas->setDropZone(this);
    m_scroll->setObjectName(QStringLiteral("canvasScroll"));
    m_scroll->setWidget(m_canvas);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::NoFrame);

    auto *bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Name"), this));
    bar->addWidget(m_name, 2);
    bar->addWidget(m_count);
    bar->addStretch(1);
    bar->addWidget(m_add);
    bar->addWidget(m_remove);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_tabs);
    layout->addLayout(bar);
    layout->addWidget(m_scroll, 1);

    connect(m_tabs, &QTabBar::currentChanged, this, [this](int i) {
        if (m_refreshing)
            return;
        m_canvas->setServerIndex(i);
        refresh();
    });
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        auto *cmd = new RenameServerCommand(m_doc, currentServer(), m_name->text().trimmed());
        if (cmd->isValid() && !m_name->text().trimmed().isEmpty())
            m_doc->undoStack()->push(cmd);
        else
            delete cmd;
    });
    connect(m_count, &QSpinBox::valueChanged, this, [this](int v) {
        if (m_refreshing)
            return;
        // A node count that would add an error (fewer GPUs than the workload's parallelism needs) is refused with
        // the rule's message, as the canvas refuses a drop.
        Plan after = m_doc->plan();
        if (planedits::setServerCount(after, currentServer(), v)) {
            if (const QString refusal = m_canvas->editRefusal(after); !refusal.isEmpty()) {
                const QSignalBlocker block(m_count);
                m_count->setValue(m_doc->plan().servers.value(currentServer()).count);
                emit statusMessage(tr("Not changed: %1").arg(refusal));
                return;
            }
        }
        auto *cmd = new SetServerCountCommand(m_doc, currentServer(), v);
        if (cmd->isValid())
            m_doc->undoStack()->push(cmd);
        else
            delete cmd;
    });
    connect(m_add, &QPushButton::clicked, this, &BuildPanel::addServerType);
    connect(m_remove, &QPushButton::clicked, this, &BuildPanel::removeServerType);
    connect(m_canvas, &ServerCanvas::statusMessage, this, &BuildPanel::statusMessage);
    connect(m_doc, &PlanDocument::changed, this, [this](PlanDocument::Changes c) {
        if (c & PlanDocument::Change::Servers)
            refresh();
    });
    refresh();
}

void BuildPanel::setCatalog(std::shared_ptr<const PartCatalog> catalog)
{
    m_catalog = catalog;
    m_canvas->setCatalog(std::move(catalog));
    refresh();
}

int BuildPanel::currentServer() const
{
    return m_canvas->serverIndex();
}

void BuildPanel::setCurrentServer(int server)
{
    if (server >= 0 && server < m_tabs->count())
        m_tabs->setCurrentIndex(server);
}

void BuildPanel::showPart(const QString &serverId, const QString &sku)
{
    const QList<ServerSpec> &servers = m_doc->plan().servers;
    for (int i = 0; i < servers.size(); ++i) {
        if (!serverId.isEmpty() && servers.at(i).id == serverId)
            setCurrentServer(i);
    }
    if (!sku.isEmpty())
        m_canvas->selectSku(sku);
}

void BuildPanel::addServerType()
{
    const QList<ServerSpec> &servers = m_doc->plan().servers;
    ServerSpec spec;
    spec.id = QStringLiteral("node");
    spec.name = tr("Server %1").arg(servers.size() + 1);
    spec.count = 1;
    if (currentServer() >= 0 && currentServer() < servers.size())
        spec.chassis = servers.at(currentServer()).chassis;
    auto *cmd = new AddServerTypeCommand(m_doc, spec);
    const int index = cmd->newIndex();
    m_doc->undoStack()->push(cmd);
    setCurrentServer(index);
}

void BuildPanel::removeServerType()
{
    const int server = currentServer();
    auto *cmd = new RemoveServerTypeCommand(m_doc, server);
    if (!cmd->isValid()) {
        delete cmd;
        return;
    }
    m_doc->undoStack()->push(cmd);
    setCurrentServer(std::max(0, server - 1));
}

void BuildPanel::refresh()
{
    m_refreshing = true;
    const QList<ServerSpec> &servers = m_doc->plan().servers;
    while (m_tabs->count() > servers.size())
        m_tabs->removeTab(m_tabs->count() - 1);
    for (int i = 0; i < servers.size(); ++i) {
        const ServerSpec &s = servers.at(i);
        const QString label = tr("%1  × %2").arg(s.name.isEmpty() ? s.id : s.name).arg(s.count);
        if (i >= m_tabs->count())
            m_tabs->addTab(label);
        else
            m_tabs->setTabText(i, label);
        const Part *chassis = m_catalog ? m_catalog->find(s.chassis) : nullptr;
        m_tabs->setTabToolTip(i, chassis ? partdesc::displayName(*chassis) : s.chassis);
    }
    int current = m_canvas->serverIndex();
    if (current >= servers.size() || current < 0)
        current = servers.isEmpty() ? 0 : int(servers.size()) - 1;
    m_tabs->setCurrentIndex(servers.isEmpty() ? -1 : current);
    m_canvas->setServerIndex(current);
    const bool has = current < servers.size();
    m_name->setEnabled(has);
    m_count->setEnabled(has);
    m_remove->setEnabled(has);
    m_tabs->setVisible(!servers.isEmpty());
    if (has) {
        const ServerSpec &s = servers.at(current);
        if (!m_name->hasFocus())
            m_name->setText(s.name);
        // The whole name shows (a narrow window gives the spacer's room first); the tooltip says it anyway.
        m_name->setToolTip(s.name);
        m_name->setMinimumWidth(std::min(320, m_name->fontMetrics().horizontalAdvance(s.name) + 24));
        const QSignalBlocker block(m_count);
        m_count->setValue(s.count);
    } else {
        m_name->clear();
    }
    m_refreshing = false;
}

} // namespace aip
