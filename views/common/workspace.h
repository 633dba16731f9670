#pragma once
// The window's workspace (issue 16, item 4): the one owner of the parts catalog and of the evaluator's latest result.
// The main window creates it once (it outlives a language switch's rebuilt panels) and hands it to what needs it;
// the panels are connected to catalogChanged explicitly (views/mainwindow), instead of a cascade of setCatalog
// calls and findChild wiring.

#include "hardware/partcatalog.h"

#include <QObject>

#include <memory>

namespace aip {

struct PlanEvaluation;

class Workspace : public QObject
{
    Q_OBJECT
public:
    explicit Workspace(QObject *parent = nullptr);
    ~Workspace() override;

    // The parts the panels offer; shared read-only with the evaluator's worker thread. Null until one is loaded.
    std::shared_ptr<const PartCatalog> catalog() const { return m_catalog; }
    void setCatalog(std::shared_ptr<const PartCatalog> catalog);

    // The evaluator's latest result (null before the first): what panels created later (a language switch) show.
    std::shared_ptr<const PlanEvaluation> latestEvaluation() const { return m_evaluation; }
    void setLatestEvaluation(const PlanEvaluation &evaluation);

signals:
    void catalogChanged(const std::shared_ptr<const PartCatalog> &catalog);

private:
    std::shared_ptr<const PartCatalog> m_catalog;
    std::shared_ptr<const PlanEvaluation> m_evaluation;
};

} // namespace aip
