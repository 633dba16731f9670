#pragma once
// Stragglers of synchronous training: GPUs of one SKU do not run at one speed. Sinha et al. (SC22, "Not All GPUs Are
// Created Equal: Characterizing Variability in Large-Scale, Accelerator-Rich Systems", arXiv 2208.11035) measured
// SGEMM, ResNet-50, BERT, LAMMPS and PageRank on over 90 % of the GPUs of Summit, Vortex, Longhorn, Frontera (V100)
// and Corona (MI60): "8% (max 22%) average performance variation" between GPUs of the same SKU, from manufacturing
// variability and power management. A step whose ranks meet at collectives runs at the pace of its slowest GPU:
// tensor-parallel ranks meet at every layer, pipeline stages at every micro-batch, data-parallel replicas at every
// step, so the whole job waits for the slowest of its GPUs, the expected maximum of N draws from that distribution.

namespace aip::perf {

// The spread of one GPU's speed around the median, as a standard deviation (share of the median). Sinha et al.'s
// variation is the Tukey-fence range over the median, (Q3 + 1.5 IQR - (Q1 - 1.5 IQR)) / median = 4 IQR / median
// (hal-uw/gpu_variability_sc22_artifact plot_script/plot_aggregated.py @ bc84e72, "percent_variability"): 8 % is an
// interquartile range of 2 % of the median, and for a normal distribution IQR = 1.349 sigma.
inline constexpr double kSinhaAverageVariation = 0.08;
inline constexpr double kGpuSpeedSigma = kSinhaAverageVariation / 4 / 1.349;

// The expected maximum of n independent standard normal draws, by Blom's (1958) plotting position,
// inverse-Phi((n - 0.375) / (n + 0.25)): 0 for one draw, 3.43 for 2,048 (the exact integral gives 3.44).
double expectedMaxOfNormals(int n);

// How much longer the compute of a job of `gpus` synchronous GPUs takes than on a median GPU: the slowest GPU's
// time over the median's, 1 + sigma x E[max of n], as a share (0.051 at 2,048 GPUs).
double stragglerSlowdown(int gpus);

} // namespace aip::perf
