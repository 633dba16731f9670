#pragma once
// Everything a quote shows, gathered once from the plan, the catalog and the models: the priced lines, the
// configuration per node and for the cluster, the performance summary and the TCO. The PDF writer and the
// Quote tab's preview render this; neither computes a figure of its own.

#include "analysis/servingsizing.h"
#include "hardware/partcatalog.h"
#include "perf/perfresult.h"
#include "plan/plan.h"
#include "quote/quotepricing.h"
#include "rules/softwarerules.h"
#include "sizing/roadmap.h"
#include "tco/plantco.h"
#include "validation/accuracy.h"

#include <QCoreApplication>
#include <QDate>
#include <QImage>
#include <QList>
#include <QString>

#include <optional>

namespace aip {

// The seller block: from the plan's quote.seller when given, else from the application settings
// (Preferences > Quote: company, address, contact, e-mail, phone, logo file).
struct SellerInfo {
    Party party;
    QString logoPath;
    QImage logo; // loaded from logoPath by QuoteBuilder; null when none or unreadable
};
SellerInfo sellerFromSettings();
void saveSellerSettings(const SellerInfo &seller);

// The next automatic quote number ("Q-2026-0001"), from the settings "quote/prefix" (default "Q-<year>-") and
// "quote/next_number"; takeNextQuoteNumber() also advances the counter.
QString peekNextQuoteNumber(const QDate &date);
QString takeNextQuoteNumber(const QDate &date);

struct NodeSummary {
    QString serverId, name, chassisSku, chassisDescription;
    int count = 0;
    int gpus = 0;
    QString gpuModel;
    int cpus = 0, cpuCores = 0;
    double memoryGB = 0, storageTB = 0, networkGbps = 0, powerW = 0;
    int rackUnits = 0;
};

struct QuoteContent {
    Plan plan;
    QString language = QStringLiteral("en"); // "en" or "zh_CN": texts, numbers and dates
    QString number;
    QDate date, expiry;
    SellerInfo seller;
    PricedQuote priced;
    QList<NodeSummary> nodes;
    NodeSummary cluster; // totals over all nodes (count = nodes)
    std::optional<perf::PerfResult> perf;
    QString perfNote; // why there is no performance summary
    // The error band of the plan's regime in the validation report (issue 14), set with perf.
    std::optional<validation::AccuracyBand> accuracy;
    // A serving plan's sizing (issue 20): the performance section prints it instead of a training step.
    std::optional<ServingSizing> serving;
    std::optional<tco::PlanTco> tco;
    // The three-year roadmap (issue 18), an appendix when the plan has a growth profile.
    std::optional<sizing::Roadmap> roadmap;
    // The software each GPU of the plan needs (issue 21; printed with the plan's stack by quotehtmlsoftware.cpp).
    QList<rules::StackNeed> stackNeeds;
    // The catalog the prices came from (issue 19): its revision, and the offline copy's date when the team catalog's
    // server did not answer. The PDF states both.
    CatalogOrigin catalog;
    // The newest price date of the catalog's parts ("2026-12", ISO date or year-month or year; empty when none
    // gives one): for the built-in catalog at revision 0, what the PDF states in place of "revision 0".
    QString catalogPricesAsOf;
    // A draft of a plan with errors (issue 16: `quote --draft`, the Quote tab's "Export as draft"): every page
    // says "DRAFT — this configuration has errors". The exporter sets it; QuoteBuilder leaves it false.
    bool draft = false;
};

struct PlanEvaluation;

// What the quote shows that the performance and TCO models compute: always the one evaluation's (evaluatePlan(),
// model/analysis/planevaluation.h), taken by figuresOf(). The GUI's evaluator has it already (the Quote tab passes the
// figures in); `aiplanner-cli quote` evaluates the plan once for its findings and its figures; otherwise build()
// evaluates the plan itself.
struct QuoteFigures {
    std::optional<perf::PerfResult> perf; // set only when the plan's workload runs (ok())
    QString perfNote;
    std::optional<validation::AccuracyBand> accuracy;
    std::optional<ServingSizing> serving; // a serving plan's sizing (issue 20)
    std::optional<tco::PlanTco> tco;
};

class QuoteBuilder
{
    Q_DECLARE_TR_FUNCTIONS(QuoteBuilder)
public:
    // today: the date to use when the plan gives none. The quote number is the plan's, or `autoNumber`.
    // figures: the models' figures for this plan when the caller has them (figuresOf() its evaluation); null
    // evaluates the plan here (evaluatePlan(), without the Performance tab's extras).
    static QuoteContent build(const Plan &plan, const PartCatalog &catalog, const QString &language, const QDate &today,
                              const QString &autoNumber, const SellerInfo &seller,
                              const QuoteFigures *figures = nullptr);
    // The quote's figures of an evaluation: the performance summary and its accuracy band when the workload runs
    // (else why not), the serving sizing and the TCO.
    static QuoteFigures figuresOf(const PlanEvaluation &evaluation);
};

} // namespace aip
