#pragma once
// The roadmap page (issue 18): the growth profile (targetform.h's GrowthForm) above; the month the plan's cluster
// runs out, the cumulative cost of buying more, bursting to the cloud and buying bigger now as a chart, and what each
// buys when as a table. Built off the GUI thread, for the plan as it was when Build was pressed.

#include "hardware/partcatalog.h"

#include <QWidget>

#include <memory>

class QLabel;
class QPushButton;
class QTableView;

namespace aip {

class GrowthForm;
class LatestJob;
class PlanDocument;
class RoadmapModel;
namespace charts {
class ChartPanel;
}
namespace sizing {
struct Roadmap;
}

class RoadmapPage : public QWidget
{
    Q_OBJECT
public:
    RoadmapPage(PlanDocument *doc, QWidget *parent = nullptr);
    ~RoadmapPage() override;

    void setCatalog(std::shared_ptr<const PartCatalog> catalog);
    void run();
    bool isRunning() const;
    RoadmapModel *model() const { return m_model; }
    charts::ChartPanel *chartPanel() const { return m_chart; }
    QLabel *summary() const { return m_summary; }

signals:
    void finished();

private:
    void showRoadmap(const sizing::Roadmap &roadmap);

    PlanDocument *m_doc;
    std::shared_ptr<const PartCatalog> m_catalog;
    GrowthForm *m_growth;
    QPushButton *m_run;
    QLabel *m_summary;
    charts::ChartPanel *m_chart;
    QTableView *m_table;
    RoadmapModel *m_model;
    LatestJob *m_job;
};

} // namespace aip
