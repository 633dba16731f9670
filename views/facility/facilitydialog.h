#pragma once
// The facility editor (issue 15, item 4; issue 21, item 2): the plan's `facility` (cooling, power per rack, servers
// per rack, A/B feeds, the floor's rated load), opened from the Cost tab. Every change is one undoable plan command, as
// the other plan edits are (consecutive changes of one field merge into one step); undo and redo while the dialog is
// open update it. The limits come from the facility's field-table entries (facility/facility.h); below the fields, what
// the choice means: the PUE the TCO uses, the rack power and the most the cooling removes from a rack, the floor rating
// the racks' weight is checked against, with sources.

#include "facility/facility.h"

#include <QDialog>

QT_BEGIN_NAMESPACE
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
QT_END_NAMESPACE

namespace aip {

class PlanDocument;

class FacilityDialog : public QDialog
{
    Q_OBJECT
public:
    explicit FacilityDialog(PlanDocument *doc, QWidget *parent = nullptr);

    QComboBox *coolingBox() const { return m_cooling; }
    QDoubleSpinBox *rackKwBox() const { return m_rackKw; }
    QSpinBox *serversPerRackBox() const { return m_perRack; }
    QComboBox *feedsBox() const { return m_feeds; }
    QDoubleSpinBox *floorKpaBox() const { return m_floorKpa; }
    QLabel *summaryLabel() const { return m_summary; }

private:
    // Shows the plan's facility in the fields (signals blocked) and the summary.
    void load();
    // Pushes one plan command that sets the edited field; mergeKey names the field.
    void apply(const facility::Facility &f, const QString &what, const QString &mergeKey);
    facility::Facility current() const;
    void updateSummary(const facility::Facility &f);

    PlanDocument *m_doc;
    QComboBox *m_cooling;
    QDoubleSpinBox *m_rackKw;
    QSpinBox *m_perRack;
    QComboBox *m_feeds;
    QDoubleSpinBox *m_floorKpa;
    QLabel *m_summary;
};

} // namespace aip
