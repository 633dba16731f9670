#pragma once
// The findings panel: the live errors, warnings and notes of the rules, errors first; a click on one asks for the
// part concerned to be selected (the window switches to its server and marks the part on the canvas).

#include "analysis/planevaluation.h"

#include <QWidget>

class QLabel;
class QTreeView;

namespace aip {

class FindingsModel;

class FindingsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit FindingsPanel(QWidget *parent = nullptr);

    void setFindings(const QList<FindingRow> &findings);
    FindingsModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    // What a click on row `row` does (the tests call it).
    void activate(int row);

signals:
    void findingActivated(const QString &serverId, const QString &sku);

private:
    FindingsModel *m_model;
    QTreeView *m_view;
    QLabel *m_summary;
};

} // namespace aip
