#pragma once
// Reading and writing .aiplan files. Every error names the JSON path of the member and what was expected,
// e.g. "workload.parallelism.tp: must be a positive integer". Unknown members are kept (Plan::extra and the
// `extra` of each struct) and written back.

#include "plan/plan.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace aip {

struct PlanError {
    QString path;    // "workload.parallelism.tp"; empty for file-level problems
    QString message; // "must be a positive integer"
    QString toString() const;
};

struct PlanReadResult {
    std::optional<Plan> plan; // set only when errors is empty
    QList<PlanError> errors;
    // The file could not be read (missing, unreadable, a folder, a device, a pipe): a file error (exit 3), not an
    // invalid plan (exit 1).
    bool fileError = false;
    bool ok() const { return plan.has_value(); }
    QString errorText() const; // one error per line
};

// Limits that keep a hostile file from making the program allocate or compute without bound.
inline constexpr int kMaxNodesPerServerType = 100000;
// Nodes in one plan, every server type together (servers[].count summed). 100,000 nodes are 800,000 GPUs at 8 per
// node: several times the largest clusters made public (about 200,000 GPUs reported for xAI's Colossus in 2025,
// Meta's two 24,576-GPU clusters in 2024), and it keeps the sums of node counts (Plan::totalNodes, the fabric's
// endpoints) far from 2^31 however many server types a file lists.
inline constexpr int kMaxPlanNodes = 100000;
inline constexpr int kMaxPartQty = 100000;
// Units in one node, every part of a server type together (servers[].parts[].qty summed): keeps a node's count of
// any category (ResolvedServer::count) in 32 bits however many part entries a file lists; the plan's totals (nodes x
// units) are summed in 64 bits.
inline constexpr int kMaxUnitsPerNode = kMaxPartQty;
// Samples per step (workload.global_batch): 2^27 is far beyond any published run (tens of thousands), and keeps the
// micro-batches per step (at most the global batch) exact in the performance model, which never clamps them.
inline constexpr qint64 kMaxGlobalBatch = qint64(1) << 27;
// Characters in any one text of a plan (a name, an address, the notes): a 300 KB customer name took the quote's
// layout 18 s and a 10 MB one never finished.
inline constexpr qsizetype kMaxPlanTextChars = 10000;
inline constexpr qint64 kMaxPlanFileBytes = 16 * 1024 * 1024;

PlanReadResult readPlan(const QByteArray &json);
// Reads only regular files, at most kMaxPlanFileBytes (enforced while reading).
PlanReadResult readPlanFile(const QString &path);

QJsonObject planToJson(const Plan &plan);
QByteArray writePlan(const Plan &plan);
// Atomic: the old file stays intact when anything fails. Returns an empty string or the error.
QString writePlanFile(const Plan &plan, const QString &path);

} // namespace aip
