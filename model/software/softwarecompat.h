#pragma once
// The software stack's compatibility table (issue 21, item 1): which CUDA, driver, framework and library versions a
// GPU architecture needs, which CUDA builds each PyTorch release ships, and the driver each CUDA release needs. Every
// row names its source. Qt Core only; the rules (model/rules/softwarerules.h) turn it into findings.

#include <QList>
#include <QString>

#include <optional>

namespace aip::software {

// A dotted version ("12.8", "570.86.15", "2.7.0+cu128": the leading numbers). Missing parts count as 0.
struct Version {
    int major = 0, minor = 0, patch = 0;
    auto operator<=>(const Version &) const = default;
    bool operator==(const Version &) const = default;
    QString text(int parts = 2) const; // "12.8" (parts 2), "520.61.05" or "570.26" (parts 3, a driver)
};
// Reads a version out of free text ("12.2", "CUDA 12.2", "r535", "2.1.0+cu121"); nullopt when it has no number.
std::optional<Version> parseVersion(const QString &text);

// A GPU architecture and what software it needs. Versions of {0,0,0} are not checked (no sourced minimum).
struct Architecture {
    const char *id;                // stable token stored in the catalog ("blackwell")
    const char *name;              // for people ("Blackwell")
    bool cuda;                     // programmed through CUDA (NVIDIA); AMD and Intel parts are not
    const char *computeCapability; // "10.0 / 12.0"
    Version minCuda;               // first CUDA toolkit that supports it
    Version maxCuda;               // last CUDA major.minor that supports it; {0,0,0} = still supported
    Version minDriver;             // the driver of that first CUDA release (it brings the GPU's support)
    Version minPytorch;            // first PyTorch release whose published builds run on it
    Version minCudnn;              // first cuDNN that supports it
    bool fp8;                      // FP8 tensor cores (Transformer Engine: compute capability 8.9 or newer)
    const char *source;
};

const QList<Architecture> &architectures();
const Architecture *architecture(const QString &id);
// The architecture of a GPU from its model name ("GeForce RTX 5090 32GB" -> blackwell, "H100 SXM5" -> hopper):
// for catalog rows that do not state it (a user's own part, a catalog from before the column). Empty when unknown.
QString architectureFromModel(const QString &model);

// The first NCCL release with native kernels (and tuning) for an architecture; nullopt when NCCL does not apply or
// no release is sourced. An older NCCL runs there only by just-in-time compilation of an older generation's PTX,
// without the architecture's link speeds in its topology search.
struct NcclSupport {
    Version version;
    const char *source;
};
std::optional<NcclSupport> minNccl(const Architecture &arch);

// The driver a CUDA toolkit release needs ("Toolkit driver version", Table 3 of the CUDA Toolkit release notes);
// nullopt for a release the table does not list.
std::optional<Version> minDriverForCuda(const Version &cuda);

// A PyTorch release and the CUDA versions its published builds are made for (pytorch/pytorch RELEASE.md, "Release
// Compatibility Matrix", stable and experimental builds).
struct PytorchRelease {
    Version version;
    QList<Version> cudaBuilds;
};
const QList<PytorchRelease> &pytorchReleases();
const PytorchRelease *pytorchRelease(const Version &v); // by major.minor

// The stack that fixes a plan's stack for the given architectures with the fewest changes: the plan's versions where
// they already work, otherwise the smallest versions that do (PyTorch with a CUDA build at or above every
// architecture's minimum CUDA, the driver that CUDA needs).
struct StackFix {
    Version cuda, driver, pytorch, cudnn;
    bool changesCuda = false, changesDriver = false, changesPytorch = false, changesCudnn = false;
};
std::optional<StackFix> smallestFix(const QList<const Architecture *> &archs, std::optional<Version> cuda,
                                    std::optional<Version> driver, std::optional<Version> pytorch,
                                    std::optional<Version> cudnn);

} // namespace aip::software
