#pragma once
// What the size sweep can buy or rent (issue 18): every complete system of the catalog, every valid build of a bare
// chassis around one GPU model (buildcomposer.h), the plan's own server, and every cloud instance type with the
// pricing modes the catalog prices. Owned options carry the fabric they would be cabled with.

#include "hardware/partcatalog.h"
#include "plan/plan.h"
#include "sizing/sizingtarget.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace aip::sizing {

struct SystemOption {
    enum class Kind { System, Build, PlanServer, Cloud };
    Kind kind = Kind::System;
    QString name;   // what the table calls it: a system or instance SKU, or "chassis + 8x gpu"
    QString vendor; // the chassis vendor or the cloud provider
    QString gpuSku;
    int gpusPerNode = 0;
    ServerSpec server;                // owned: one node (count 1)
    std::optional<FabricSpec> fabric; // owned: how more than one node is cabled
    const Part *instance = nullptr;   // cloud: the instance type (a part of the catalog passed in)
    QStringList pricings;             // cloud: on_demand, reserved_1y, reserved_3y, spot (the catalog's rates)

    bool owned() const { return kind != Kind::Cloud; }
    QString where() const { return owned() ? QStringLiteral("owned") : QStringLiteral("cloud"); }
};

// The fabric for nodes like `server`: the plan's switch when it speaks the nodes' protocol at their NIC speed, else
// the catalog's switch of that protocol with the lowest price per port among those as fast as the NICs (the fastest
// when none is). Topology and oversubscription as the plan's fabric says (a non-blocking fat tree by default).
// nullopt when the node has no NIC or the catalog no switch for it.
std::optional<FabricSpec> chooseFabric(const Plan &plan, const ServerSpec &server, const PartCatalog &catalog);

// Every option the target allows (owned, cloud; preferred vendors), in catalog order. `notes` gets what was left out
// and why (a cloud instance without a rate).
QList<SystemOption> systemOptions(const Plan &plan, const PartCatalog &catalog, const SizingTarget &target,
                                  QStringList *notes = nullptr);

} // namespace aip::sizing
