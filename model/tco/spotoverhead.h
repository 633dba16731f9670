#pragma once
// Spot's interruption overhead (issue 15, item 3): the extra instance-hours restarts cost a synchronous training job
// on spot instances. An interruption of any of its N instances stops the job; it restarts from the last checkpoint,
// losing on average half a checkpoint interval of work, plus the restart (relaunch and checkpoint reload). First
// order (Young 1974, "A first order approximation to the optimum checkpoint interval", CACM 17(9)):
//   job MTBF   = 730 h / (N x f)             f: interruptions per instance and month
//   interval   = the plan's workload.goodput.checkpoint_every_min, else Young's optimum sqrt(2 x write x MTBF)
//   restart    = relaunch + reload (the reload at the checkpoint's write time)
//   overhead   = (restart + interval / 2) / MTBF            (a share of the job's hours)
// The write time is the performance model's (PerfResult::checkpointWriteS) for the instances' own storage; without
// it the TCO keeps the flat costs.spot_interruption_pct estimate, and a plan's costs.spot_interruption_pct wins.

#include <optional>

namespace aip::tco {

// Interruptions per instance and month: 20 %. AWS's Spot Instance Advisor publishes each instance type's frequency
// of interruption over the trailing month in buckets (<5 %, 5-10 %, 10-15 %, 15-20 %, >20 %); 20 % is the lower
// bound of the top bucket, an estimate for scarce GPU capacity (the advisor's figures change month by month, and
// Google Cloud and Azure publish none for their spot GPUs).
inline constexpr double kSpotInterruptionsPerInstanceMonth = 0.20;
// Relaunching the job on a replacement instance: 600 s, the performance model's relaunch time (perf/goodput.cpp).
inline constexpr double kSpotRelaunchS = 600.0;

struct SpotOverhead {
    double pct = 0;       // extra hours as a percentage of the work hours
    double mtbfH = 0;     // mean time between interruptions of the whole job
    double intervalS = 0; // checkpoint interval
    double restartS = 0;  // relaunch + reload
};

// instances: the job's spot instances; checkpointWriteS: one checkpoint's write time; checkpointEveryMin: the
// plan's interval, when it sets one.
SpotOverhead spotOverhead(int instances, double checkpointWriteS, std::optional<double> checkpointEveryMin,
                          double interruptionsPerInstanceMonth = kSpotInterruptionsPerInstanceMonth);

} // namespace aip::tco
