#include "quote/quotecontent.h"

#include "analysis/planevaluation.h"
#include "common/appsettings.h"
#include "hardware/partname.h"
#include "hardware/serverconfig.h"

#include <algorithm>
#include <limits>

namespace aip {

namespace {

// Part names in the quote's language, whatever the interface shows.
NodeSummary summarize(const ResolvedServer &rs, const QString &language)
{
    NodeSummary n;
    n.serverId = rs.spec->id;
    n.name = rs.spec->name.isEmpty() ? rs.spec->id : rs.spec->name;
    n.chassisSku = rs.spec->chassis;
    if (rs.chassis) {
        n.chassisDescription = partName(*rs.chassis, language);
        n.rackUnits = rs.chassis->chassis.rackUnits;
    }
    n.count = rs.nodes();
    n.gpus = rs.gpuCount();
    if (const Part *g = rs.gpu())
        n.gpuModel = partName(*g, language);
    n.cpus = rs.count(PartCategory::Cpu);
    n.cpuCores = rs.cpuCores();
    n.memoryGB = rs.hostMemoryGB();
    for (const ResolvedPart &p : rs.of(PartCategory::Storage))
        n.storageTB += p.qty * p.part->storage.capacityTB;
    for (const ResolvedPart &p : rs.of(PartCategory::Nic))
        n.networkGbps += static_cast<double>(p.qty) * p.part->nic.portGbps * p.part->nic.ports;
    if (const Part *g = rs.gpu()) { // the accelerators' own scale-out ports (Gaudi's RoCE: hardware/part.h)
        const OwnScaleOutPorts own = ownScaleOutPorts(g->gpu);
        n.networkGbps += static_cast<double>(n.gpus) * own.ports * own.gbps;
    }
    n.powerW = rs.nominalPowerW();
    return n;
}

} // namespace

SellerInfo sellerFromSettings()
{
    const appsettings::Seller s = appsettings::seller();
    SellerInfo seller;
    seller.party.name = s.company;
    seller.party.address = s.address;
    seller.party.contact = s.contact;
    seller.party.email = s.email;
    seller.party.phone = s.phone;
    seller.logoPath = s.logoPath;
    return seller;
}

void saveSellerSettings(const SellerInfo &seller)
{
    appsettings::setSeller({seller.party.name, seller.party.address, seller.party.contact, seller.party.email,
                            seller.party.phone, seller.logoPath});
}

QuoteContent QuoteBuilder::build(const Plan &plan, const PartCatalog &catalog, const QString &language,
                                 const QDate &today, const QString &autoNumber, const SellerInfo &seller,
                                 const QuoteFigures *figures)
{
    QuoteContent c;
    c.plan = plan;
    c.language = language;
    c.number = plan.quote.number.isEmpty() ? autoNumber : plan.quote.number;
    const QDate given = QDate::fromString(plan.quote.date, Qt::ISODate);
    c.date = given.isValid() ? given : today;
    c.expiry = c.date.addDays(plan.quote.validDays);
    c.seller = seller;
    if (plan.quote.seller)
        c.seller.party = *plan.quote.seller;
    if (!c.seller.logoPath.isEmpty())
        c.seller.logo = QImage(c.seller.logoPath);
    // The plan against the catalog once, for its prices in the quote's language and its servers below.
    const ResolvedPlan resolved = resolvePlan(plan, catalog);
    c.priced = priceQuote(resolved, language);
    c.catalog = catalog.origin();
    for (const Part &part : catalog.parts()) {
        // ISO forms ("2025", "2026-12", "2026-11-30") order as text; anything else is not a date to state.
        const QString &d = part.priceDate;
        if (d.size() >= 4 && d.at(0).isDigit() && d.at(3).isDigit() && d > c.catalogPricesAsOf)
            c.catalogPricesAsOf = d;
    }

    const QList<ResolvedServer> &servers = resolved.servers;
    c.stackNeeds = rules::stackNeeds(servers);
    c.cluster.name = tr("Cluster");
    // Counts are summed in 64 bits and held at the int range: a hostile plan handed to the builder directly (the
    // reader refuses such counts) must not overflow.
    const auto add = [](int &total, qint64 value) {
        total = static_cast<int>(
            std::clamp<qint64>(total + value, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
    };
    for (const ResolvedServer &rs : servers) {
        const NodeSummary n = summarize(rs, language);
        c.nodes.append(n);
        const qint64 count = n.count;
        add(c.cluster.count, count);
        add(c.cluster.gpus, n.gpus * count);
        add(c.cluster.cpus, n.cpus * count);
        add(c.cluster.cpuCores, n.cpuCores * count);
        c.cluster.memoryGB += n.memoryGB * n.count;
        c.cluster.storageTB += n.storageTB * n.count;
        c.cluster.networkGbps += n.networkGbps * n.count;
        c.cluster.powerW += n.powerW * n.count;
        add(c.cluster.rackUnits, n.rackUnits * count);
    }

    const QuoteFigures computed
        = figures ? QuoteFigures() : figuresOf(evaluatePlan(plan, catalog, nullptr, /*extras=*/false));
    const QuoteFigures &f = figures ? *figures : computed;
    c.perf = f.perf;
    c.perfNote = f.perfNote;
    c.accuracy = f.accuracy;
    c.serving = f.serving;
    c.tco = f.tco;
    if (!plan.hasWorkload) {
        c.perf.reset();
        c.accuracy.reset();
        c.perfNote = tr("The plan has no workload, so the quote carries no performance estimate.");
    }
    if (plan.growth && plan.hasWorkload)
        c.roadmap = sizing::buildRoadmap(plan, catalog, nullptr);
    return c;
}

QuoteFigures QuoteBuilder::figuresOf(const PlanEvaluation &ev)
{
    QuoteFigures f;
    if (ev.perf && ev.perf->ok()) {
        f.perf = ev.perf;
        f.accuracy = ev.accuracy;
    } else {
        f.perfNote = ev.perf ? ev.perf->error : ev.perfError;
    }
    f.serving = ev.serving;
    f.tco = ev.tco;
    return f;
}

} // namespace aip
