#pragma once
// The workload's model options: members of "workload" that say how the software runs the model (the attention
// kernel, the selective-recompute policy, the MoE dispatcher, the pipeline schedule, ...) rather than what it trains.
// The plan keeps them in Workload::extra and the performance model reads them there (perf/computerates.cpp,
// transformerlayer.cpp, stepmodel.cpp, contextparallel.cpp, moe.cpp, pipelineschedule.cpp). This table is the one
// list of their names and values: the plan reader refuses a value that is not one of them ("flash9"), so that a typo
// can never leave a plan silently running another kernel than the one it names, and `check` notes a workload member
// that is neither a field nor an option ("pipline_schedule": kept in the file, read by nothing).

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace aip {

struct Workload;

struct WorkloadOption {
    enum class Kind { Choice, Boolean, Integer, PipelineLayout }; // PipelineLayout: plan/pipelinelayout.h's notation
    const char *key;
    Kind kind;
    QStringList choices;          // Kind::Choice: the names the model reads, the default first
    bool caseInsensitive = false; // the model compares the name case-insensitively (perf/moe.cpp)
    double min = 0, max = 0;      // Kind::Integer: the range
};

// Every option, in the order the documentation lists them.
const QList<WorkloadOption> &workloadOptions();
// The option named `key`, or nullptr.
const WorkloadOption *workloadOption(const QString &key);

// What is wrong with `value` for `option` ("must be one of ... (got ...)"); empty when it is valid.
QString workloadOptionProblem(const WorkloadOption &option, const QJsonValue &value);

// Whether the option `key` says how the software runs the model: the attention kernel, a fusion, a dispatcher, an
// overlap, the optimizer's implementation, what a framework picks for its user and a plan may leave unsaid. The
// others are the plan's own choices or its model's: what selective recompute repeats, the layers whose activations
// are offloaded, the pipeline's schedule and layout, the router's balance and node limit, and whether the weights keep
// an fp32 master copy. The accuracy report measures how far its predictions move when a run's software options are
// left at their defaults (validation/validationreport.h), which is what a plan that names none of them gets.
bool isSoftwareOption(const QString &key);
// `extra` without its software options.
QJsonObject withoutSoftwareOptions(QJsonObject extra);
// Whether `extra` names any software option.
bool namesSoftwareOptions(const QJsonObject &extra);
// The same over a whole workload, its framework included (parallelism.sharding_impl, the first member of the Workload
// panel's Software group): whether it names any of its software, and the workload as a plan that names none has it.
// The accuracy report's "at defaults" (validation/runprediction.cpp).
bool namesSoftware(const Workload &workload);
Workload withoutSoftware(Workload workload);

// The members of a workload's extras that are neither options nor known to the reader: a typo or a member of a
// later version. The plan keeps them; nothing reads them.
QStringList unknownWorkloadMembers(const QJsonObject &extra);

// How fp8 training takes its scales (the option "fp8_recipe"): from the amax history (delayed, the default), from each
// tensor's own amax (current), or per block of 32 elements (mxfp8, Blackwell only). The performance model prices each
// (perf/transformerlayer.h LayerShape::fp8Recipe) and `check` refuses mxfp8 off Blackwell (rules/softwarerules.cpp).
enum class Fp8Recipe { Delayed, Current, Mxfp8 };
Fp8Recipe fp8Recipe(const QJsonObject &extra);

} // namespace aip
