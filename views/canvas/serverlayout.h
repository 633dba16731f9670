#pragma once
// What the build canvas draws for one server type: its chassis as groups of slots (GPU slots, CPU sockets, DIMM
// slots, drive bays, PCIe/NIC slots, PSU bays), each slot empty or holding a part (built in, so locked, or added by
// the plan), and whether a dragged part has a free slot of its kind there, with the reason when it has not. Slot
// geometry only: whether the part is compatible with the server is the rule book's answer (model/analysis), which
// the canvas asks before every edit. Pure logic on the plan and the catalog, so the tests check it without a window.

#include "hardware/partcatalog.h"
#include "plan/plan.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace aip {

enum class SlotKind { Gpu, Cpu, Dimm, Drive, Pcie, Psu };

struct Slot {
    const Part *part = nullptr; // null: empty
    bool builtIn = false;       // a complete system's own part: locked
    bool overflow = false;      // more parts of this kind than the chassis has slots for
};

struct SlotGroup {
    SlotKind kind = SlotKind::Gpu;
    QList<Slot> cells;
    int freeSlots() const;
    int used() const { return int(cells.size()) - freeSlots(); }
};

struct FitCheck {
    bool fits = false;
    QString reason;    // why not, or what the drop will do
    int freeSlots = 0; // slots the part may fill
    bool replacesChassis = false;
};

class ServerLayout
{
    Q_DECLARE_TR_FUNCTIONS(ServerLayout)

public:
    ServerLayout() = default;
    ServerLayout(const ServerSpec &spec, const PartCatalog &catalog);

    const Part *chassis() const { return m_chassis; }
    const QList<SlotGroup> &groups() const { return m_groups; }
    const SlotGroup *group(SlotKind kind) const;
    QString chassisSku() const { return m_chassisSku; }

    // Where a part of this category goes; false for parts that go into no slot (switches, cloud, chassis).
    static bool slotKindFor(PartCategory category, SlotKind *kind);
    static QString kindTitle(SlotKind kind); // "GPU slots", "CPU sockets", ...

    // Whether `part` may be dropped into a slot of `kind` of this server (or, for a chassis, onto the server).
    FitCheck check(const Part &part, SlotKind kind) const;
    // The same for a drop anywhere on the server: the part goes to the group its category belongs to.
    FitCheck check(const Part &part) const;

private:
    void fill(SlotKind kind, int capacity, const QList<QPair<const Part *, bool>> &occupants);

    const Part *m_chassis = nullptr;
    QString m_chassisSku;
    QList<SlotGroup> m_groups;
};

} // namespace aip
