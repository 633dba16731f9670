#include "document/plandocument.h"

#include "plan/planfile.h"

#include <QFileInfo>

namespace aip {

PlanDocument::PlanDocument(QObject *parent)
    : QObject(parent)
{
    m_plan.name = tr("Untitled plan");
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, [this] { emit changed(Change::File); });
}

PlanDocument::~PlanDocument()
{
    m_undoStack.disconnect(this);
    blockSignals(true);
}

QString PlanDocument::displayName() const
{
    if (!m_plan.name.trimmed().isEmpty())
        return m_plan.name;
    if (!m_filePath.isEmpty())
        return QFileInfo(m_filePath).completeBaseName();
    return tr("Untitled plan");
}

void PlanDocument::reset(const Plan &plan, const QString &filePath)
{
    m_undoStack.clear();
    m_plan = plan;
    m_filePath = filePath;
    m_undoStack.setClean();
    emit changed(Change::All);
}

QString PlanDocument::load(const QString &path)
{
    const PlanReadResult result = readPlanFile(path);
    if (!result.ok())
        return result.errorText();
    reset(*result.plan, path);
    return {};
}

QString PlanDocument::saveAs(const QString &path)
{
    const QString error = writePlanFile(m_plan, path);
    if (!error.isEmpty())
        return error;
    m_filePath = path;
    m_undoStack.setClean();
    emit changed(Change::File);
    return {};
}

void PlanDocument::applyPlan(const Plan &plan, Changes changes)
{
    m_plan = plan;
    emit changed(changes);
}

} // namespace aip
