#pragma once
// The batch search of CNN and encoder serving (batchinference.h), fast (issue 20, item 6: one evaluation in a few
// microseconds). batchinference.cpp tries the batches 1, 2, ... 20, then 5 % steps up to the largest that fits, and
// keeps the one that carries the most requests per second within the latency limit. Costing every layer at every
// batch and bisecting the M/D/1 queue at each took about a millisecond. Here:
//   - the forward pass's kernels are taken once per network, GPU and format, identical layers merged, and costed at
//     a batch with one logarithm of the batch instead of two per layer (ForwardCost, equal to the layer-by-layer sum
//     but for rounding);
//   - the queue's capacity is one root search (perf/queueing.h, Md1Capacity) instead of a bisection;
//   - only the batches that can still beat the best so far are costed (pickBatch): a batch's forward time never
//     falls as it grows and its time per sample never rises (each kernel's is the longer of its math, its memory
//     traffic and a launch, at efficiencies that never fall with size), so between two costed batches b1 < b2 no
//     batch carries more than the load rho(f(b1)) allows at b2's rate b2 / f(b2); the spans wait in a heap on that
//     bound, and a rung that cannot beat the best even at its faster neighbour's load skips its queue root search.
//     The one exception is a kernel whose activations leave the L2 above some batch (perf/l2cache.h): its time per
//     sample rises there, so a span across that batch takes the looser bound rho(f(b1)) b2 / f(b1);
//   - a kernel list's times at the rungs are kept with it (RungTimes): evaluating the same network on the same GPU
//     in the same format again (batchinference.cpp keeps the recent lists) costs no rung twice.
// An answer that rounding could tip (two batches within a hair of each other, a time on the limit, a replica count
// on an integer) is left to the layer-by-layer search: pickBatch says so and the caller runs it.

#include "perf/computerates.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

namespace aip::perf {

// The batches tried: 1, 2, ... 20, then 5 % steps, up to maxBatch; 0 after the last.
int nextLadderBatch(int batch, int maxBatch);
// Batches up to INT_MAX make about 400 rungs; a ladder longer than this is searched layer by layer.
constexpr int kMaxLadderRungs = 512;

// A forward pass as a list of kernels with their work per sample, costed at any batch. Identical kernels are
// merged, and a kernel's size lookups take log(batch) + log(work per sample) instead of a logarithm each: the sum
// equals costing each kernel with ComputeRates::gemmMathTime / memoryTime as max(math, memory, launch) but for
// rounding. batchinference.cpp lists the kernels next to its layer-by-layer definitions.
class ForwardCost
{
public:
    // `l2BytesPerS`: the L2's bandwidth (perf/l2cache.h), for kernels whose activations it holds; 0: none.
    ForwardCost(const ComputeRates &rates, double launchS, double l2BytesPerS = 0);
    // `count` kernels each doing `flops` per sample (a GEMM of shape n x k; 0: none), reading and writing `bytes`
    // per sample plus `fixedBytes` per pass (the weights; 0 and 0: no memory pass), their math time multiplied by
    // `timeScale` (a fused kernel's rate against a plain GEMM's). Up to a batch of `residentBatch` the per-sample
    // bytes stay in the L2: the pass moves them and the weights at L2 bandwidth and only the weights from DRAM.
    void reserve(std::size_t kernels) { m_kernels.reserve(std::min<std::size_t>(kernels, m_slots.size() / 2)); }
    void addKernel(double count, double flops, double n, double k, bool lowPrecision, double bytes, double fixedBytes,
                   double timeScale = 1, double residentBatch = 0);
    // False for a GPU without a peak or HBM figure, or no kernels: cost the pass layer by layer instead.
    bool valid() const { return m_valid && !m_kernels.empty(); }
    // Seconds of one forward pass of `batch` samples.
    double operator()(int batch) const;
    // Whether some kernel's activations leave the L2 between batch `lo` and batch `hi`: its last resident batch is
    // at least lo and below hi (the time per sample may then rise from lo to hi).
    bool residencyEndsWithin(int lo, int hi) const;

private:
    // An efficiency table (EfficiencyCurve) in a form looked up without a branch: at a size s, the piece is the count
    // of points s has reached, and the table is e + l log(s) + c s on it (c alone below the first point, where the
    // table is proportional to size; e and l between points, linear in log(size); e alone above the last).
    struct Table {
        std::array<double, 4> size{};
        std::array<double, 5> e{}, l{}, c{};
        std::size_t piece(double s) const
        {
            return std::size_t(s > size[0]) + std::size_t(s >= size[1]) + std::size_t(s >= size[2])
                + std::size_t(s >= size[3]);
        }
        double operator()(std::size_t i, double s, double logS) const { return e[i] + l[i] * logS + c[i] * s; }
        double operator()(double s, double logS) const { return (*this)(piece(s), s, logS); }
    };
    struct Kernel {
        double count = 1;      // identical kernels in one pass
        double flops = 0;      // per sample (0: no math)
        double rate = 0;       // FLOP/s at a GEMM efficiency of 1, over the time's multiplier
        double sizeScale = 1;  // for the efficiency lookup
        double logFlops = 0;   // log(flops x sizeScale)
        double bytes = 0;      // per sample
        double fixedBytes = 0; // per pass
        double logBytes = 0;   // log(bytes x memory size scale)
        double fixedHbm = 0;   // HBM bytes/s at fixedBytes' efficiency alone: a floor for the pass's rate
        // What makes two kernels the same.
        double n = 0, k = 0, timeScale = 1;
        double residentBatch = 0; // the largest batch whose per-sample bytes stay in the L2 (0: none)
        bool lowPrecision = true;
    };
    template<std::size_t N>
    static Table table(const EfficiencyCurve<N> &curve);
    [[gnu::always_inline]] double kernelTime(const Kernel &k, double batch, double logBatch) const;

    ComputeRates m_rates; // a copy: the kernels are added after the caller's rates may be gone
    std::vector<Kernel> m_kernels;
    std::array<std::int16_t, 256> m_slots; // open addressing over m_kernels by a hash of the work (-1: empty)
    std::vector<double> m_residentBatches; // the kernels' residentBatch above 0, sorted, each once
    double m_launchS = 0, m_hbm = 0, m_memScale = 1, m_l2 = 0;
    const EfficiencyCurve<4> &m_gemmCurve, &m_memoryCurve;
    Table m_gemm, m_memory; // the two curves, unscaled
    bool m_valid = true;
};

// One ForwardCost's times at the rungs of the ladder, kept as pickBatch costs them: a pass of the same kernels at the
// same batch takes the same time whatever the load and limit, so evaluations that share a kernel list
// (batchinference.cpp keeps the recent ones) cost each rung once. Safe to share between threads: a slot is written
// with the one value every thread computes for it (0: not costed yet).
class RungTimes
{
public:
    RungTimes() = default;
    RungTimes(const RungTimes &) = delete;
    RungTimes &operator=(const RungTimes &) = delete;
    // forward(batch) for the ladder's rung `rung`, whose batch is `batch`.
    double at(const ForwardCost &forward, int rung, int batch)
    {
        std::atomic<double> &slot = m_time[std::size_t(rung)];
        double t = slot.load(std::memory_order_relaxed);
        if (!(t > 0)) {
            t = forward(batch);
            slot.store(t, std::memory_order_relaxed);
        }
        return t;
    }

private:
    std::array<std::atomic<double>, kMaxLadderRungs> m_time{};
};

struct BatchPick {
    int batch = 0;
    double rate = 0;          // requests/s one replica carries at that batch
    double forwardS = 0;      // the batch's forward pass
    bool latencyStop = false; // the latency limit stopped the ladder before the largest batch
};

// The batch of the ladder up to `maxBatch` with the most requests per second within `limitS` (infinity: none):
// an open stream at the percentile when `open` (M/D/1), else one batch per replica. nullopt when rounding could tip
// the choice, the stop, or the replicas `requestsPerS` needs (open): the caller then searches layer by layer.
// `forwardOfOne`: forward(1) where the caller has it already (0: cost it here). `rungTimes` (optional): the times
// of `forward` at the rungs costed before, and where this search leaves those it costs.
std::optional<BatchPick> pickBatch(const ForwardCost &forward, int maxBatch, double limitS, bool open,
                                   double percentile, double requestsPerS, double forwardOfOne = 0,
                                   RungTimes *rungTimes = nullptr);

} // namespace aip::perf
