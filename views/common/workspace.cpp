#include "common/workspace.h"

#include "analysis/planevaluation.h"

namespace aip {

Workspace::Workspace(QObject *parent)
    : QObject(parent)
{
    setObjectName(QStringLiteral("workspace"));
}

Workspace::~Workspace() = default;

void Workspace::setCatalog(std::shared_ptr<const PartCatalog> catalog)
{
    m_catalog = std::move(catalog);
    emit catalogChanged(m_catalog);
}

void Workspace::setLatestEvaluation(const PlanEvaluation &evaluation)
{
    m_evaluation = std::make_shared<const PlanEvaluation>(evaluation);
}

} // namespace aip
