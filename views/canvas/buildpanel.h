#pragma once
// The build area: one tab per server type of the plan (name × count), the selected type's name and node count,
// buttons to add and remove server types, and the canvas of the selected type. Hovering a tab while dragging a
// part switches to it, so a part is moved to another server type by dragging it onto that tab's canvas.

#include "hardware/partcatalog.h"

#include <QWidget>

#include <memory>

class QLineEdit;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QTabBar;

namespace aip {

class PlanDocument;
class ServerCanvas;

class BuildPanel : public QWidget
{
    Q_OBJECT
public:
    explicit BuildPanel(PlanDocument *doc, QWidget *parent = nullptr);

    void setCatalog(std::shared_ptr<const PartCatalog> catalog);
    ServerCanvas *canvas() const { return m_canvas; }
    QTabBar *tabs() const { return m_tabs; }
    int currentServer() const;
    void setCurrentServer(int server);
    // Selects the server type with this id (empty: keep) and marks the part on its canvas.
    void showPart(const QString &serverId, const QString &sku);
    void addServerType();
    void removeServerType();

signals:
    void statusMessage(const QString &message);

private:
    void refresh();

    PlanDocument *m_doc;
    std::shared_ptr<const PartCatalog> m_catalog;
    QTabBar *m_tabs;
    QLineEdit *m_name;
    QSpinBox *m_count;
    QPushButton *m_add;
    QPushButton *m_remove;
    ServerCanvas *m_canvas;
    QScrollArea *m_scroll;
    bool m_refreshing = false;
};

} // namespace aip
