#pragma once
// Plan > Size to Target and Roadmap (issue 18): a window beside the main one with two pages, "Size to target" and
// "Roadmap", both reading the main window's document (their forms edit its target and growth through the undo
// stack). "Open as new plan" asks the main window to open a candidate as a new, untitled plan.

#include "hardware/partcatalog.h"
#include "plan/plan.h"

#include <QDialog>

#include <memory>

class QTabWidget;

namespace aip {

class PlanDocument;
class RoadmapPage;
class SizingPage;

class SizingDialog : public QDialog
{
    Q_OBJECT
public:
    SizingDialog(PlanDocument *doc, QWidget *parent = nullptr);

    void setCatalog(std::shared_ptr<const PartCatalog> catalog);
    SizingPage *sizingPage() const { return m_sizing; }
    RoadmapPage *roadmapPage() const { return m_roadmap; }
    QTabWidget *tabs() const { return m_tabs; }

signals:
    void openPlanRequested(const aip::Plan &plan);

private:
    QTabWidget *m_tabs;
    SizingPage *m_sizing;
    RoadmapPage *m_roadmap;
};

} // namespace aip
