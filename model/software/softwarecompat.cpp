#include "software/softwarecompat.h"

#include <QRegularExpression>

#include <algorithm>

namespace aip::software {

QString Version::text(int parts) const
{
    QString out = QString::number(major);
    if (parts >= 2)
        out += QLatin1Char('.') + QString::number(minor);
    // Drivers print their third part with two digits ("520.61.05") and without it when it is 0 ("570.26").
    if (parts >= 3 && patch != 0)
        out += QLatin1Char('.') + QStringLiteral("%1").arg(patch, 2, 10, QLatin1Char('0'));
    return out;
}

std::optional<Version> parseVersion(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("(\\d{1,6})(?:\\.(\\d{1,6}))?(?:\\.(\\d{1,6}))?"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    Version v;
    v.major = m.captured(1).toInt();
    v.minor = m.captured(2).isEmpty() ? 0 : m.captured(2).toInt();
    v.patch = m.captured(3).isEmpty() ? 0 : m.captured(3).toInt();
    return v;
}

const QList<Architecture> &architectures()
{
    // Minimum CUDA per compute capability: CUDA Toolkit release notes (9.0: Volta; 10.0: Turing; 11.0: A100 sm_80,
    // 11.1: sm_86; 11.8: Ada sm_89 and Hopper sm_90; 12.8: Blackwell sm_100 and sm_120, "CUDA 12.8 Release Notes",
    // January 2025). CUDA 13.0 removed offline compilation and library support for Maxwell, Pascal and Volta (CUDA
    // 13.0 release notes, August 2025). Drivers: the "Toolkit driver version" of that CUDA release (Table 3).
    // PyTorch: Blackwell from 2.7 with its CUDA 12.8 builds (PyTorch 2.7 release blog, 23 April 2025); Hopper's
    // native sm_90 kernels from 2.0, the first release with CUDA 11.8 builds (RELEASE.md compatibility matrix); Ada
    // runs Ampere's sm_86 kernels (same major compute capability). cuDNN: Blackwell from 9.7 (the cuDNN of PyTorch
    // 2.7's CUDA 12.8 build, 9.7.1; cuDNN 9.7.0 release notes), A100 from cuDNN 8.0. FP8: Transformer Engine's
    // support matrix (compute capability 8.9 or newer; nvidia.github.io/TransformerEngine, 2025).
    static const QList<Architecture> table = {
        {"volta",
         "Volta",
         true,
         "7.0",
         {9, 0, 0},
         {12, 9, 0},
         {384, 81, 0},
         {},
         {},
         false,
         "CUDA 9.0 release notes; CUDA 13.0 release notes (Volta removed)"},
        {"turing", "Turing", true, "7.5", {10, 0, 0}, {}, {410, 48, 0}, {}, {}, false, "CUDA 10.0 release notes"},
        {"ampere",
         "Ampere",
         true,
         "8.0 / 8.6",
         {11, 0, 0},
         {},
         {450, 51, 5},
         {},
         {8, 0, 0},
         false,
         "CUDA 11.0 release notes; cuDNN 8.0 release notes"},
        {"ada",
         "Ada Lovelace",
         true,
         "8.9",
         {11, 8, 0},
         {},
         {520, 61, 5},
         {},
         {},
         true,
         "CUDA 11.8 release notes; Transformer Engine support matrix"},
        {"hopper",
         "Hopper",
         true,
         "9.0",
         {11, 8, 0},
         {},
         {520, 61, 5},
         {2, 0, 0},
         {},
         true,
         "CUDA 11.8 release notes; PyTorch RELEASE.md compatibility matrix"},
        {"blackwell",
         "Blackwell",
         true,
         "10.0 / 12.0",
         {12, 8, 0},
         {},
         {570, 26, 0},
         {2, 7, 0},
         {9, 7, 0},
         true,
         "CUDA 12.8 release notes (January 2025); PyTorch 2.7 release blog (April 2025); cuDNN 9.7 release notes"},
        {"cdna2", "CDNA 2", false, "gfx90a", {}, {}, {}, {}, {}, false, "AMD Instinct MI200 series datasheets"},
        {"cdna3", "CDNA 3", false, "gfx942", {}, {}, {}, {}, {}, true, "AMD Instinct MI300 series datasheets"},
        {"gaudi", "Gaudi", false, "-", {}, {}, {}, {}, {}, true, "Intel Gaudi 2 / Gaudi 3 datasheets"},
    };
    return table;
}

std::optional<NcclSupport> minNccl(const Architecture &arch)
{
    // The commits of NVIDIA/nccl that add each generation's kernels (makefiles/common.mk, NVCC_GENCODE):
    // 2.7.3-1 (5949d96f, 2020-05-12) builds sm_80, whose code also runs on 8.6 and 8.9 (same major compute
    // capability, CUDA C++ Programming Guide, "Binary Compatibility"); 2.15.1-1 (da8152e5, 2022-09-27, "Add support
    // for H100 (sm90)"); 2.25.1-1 (80f6bda4, 2025-01-27, "Add Blackwell/SM100 support", with sm_100 and sm_120 and
    // the graph search speeds for Blackwell).
    struct Row {
        const char *id;
        Version version;
        const char *source;
    };
    static const Row rows[] = {
        {"ampere", {2, 7, 3}, "NCCL 2.7.3 (May 2020) first builds sm_80 kernels"},
        {"ada", {2, 7, 3}, "NCCL 2.7.3 (May 2020) sm_80 kernels run on compute capability 8.9"},
        {"hopper", {2, 15, 1}, "NCCL 2.15.1 release (September 2022): \"Add support for H100 (sm90)\""},
        {"blackwell", {2, 25, 1}, "NCCL 2.25.1 release (January 2025): \"Add Blackwell/SM100 support\""},
    };
    for (const Row &r : rows) {
        if (qstrcmp(arch.id, r.id) == 0)
            return NcclSupport{r.version, r.source};
    }
    return std::nullopt;
}

const Architecture *architecture(const QString &id)
{
    for (const Architecture &a : architectures()) {
        if (id.compare(QLatin1String(a.id), Qt::CaseInsensitive) == 0)
            return &a;
    }
    return nullptr;
}

QString architectureFromModel(const QString &model)
{
    // Patterns over the marketing names of each generation (NVIDIA, AMD and Intel product pages), newest first so
    // that "RTX PRO 6000 Blackwell" is not read as the Ada "RTX 6000".
    struct Pattern {
        const char *regex;
        const char *id;
    };
    static const Pattern patterns[] = {
        {"\\b(G?B[123]00|RTX\\s*50\\d0|RTX\\s*PRO\\s*\\d{4}|Blackwell)\\b", "blackwell"},
        {"\\b(G?H100|H200|H800|H20|GH200)\\b", "hopper"},
        {"\\b(L40S?|L4|L20|RTX\\s*40\\d0|RTX\\s*\\d{4}\\s*Ada|Ada\\s+Generation)\\b", "ada"},
        {"\\b(A100|A800|A40|A30|A16|A10G?|A2|RTX\\s*A\\d{4}|RTX\\s*30\\d0)\\b", "ampere"},
        {"\\b(T4|RTX\\s*20\\d0|Quadro\\s*RTX)\\b", "turing"},
        {"\\b(V100|Titan\\s*V)\\b", "volta"},
        {"\\bMI3\\d\\dX?\\b", "cdna3"},
        {"\\bMI2\\d\\dX?\\b", "cdna2"},
        {"\\bGaudi", "gaudi"},
    };
    for (const Pattern &p : patterns) {
        const QRegularExpression re(QString::fromLatin1(p.regex), QRegularExpression::CaseInsensitiveOption);
        if (re.match(model).hasMatch())
            return QString::fromLatin1(p.id);
    }
    return {};
}

std::optional<Version> minDriverForCuda(const Version &cuda)
{
    // CUDA Toolkit release notes, Table 3 "CUDA Toolkit and Corresponding Driver Versions", Linux x86_64, GA releases
    // (docs.nvidia.com/cuda/cuda-toolkit-release-notes, read 2026-12).
    struct Row {
        Version cuda, driver;
    };
    static const Row rows[] = {
        {{11, 0, 0}, {450, 51, 5}}, {{11, 1, 0}, {455, 23, 0}},  {{11, 2, 0}, {460, 27, 3}}, {{11, 3, 0}, {465, 19, 1}},
        {{11, 4, 0}, {470, 42, 1}}, {{11, 5, 0}, {495, 29, 5}},  {{11, 6, 0}, {510, 39, 1}}, {{11, 7, 0}, {515, 43, 4}},
        {{11, 8, 0}, {520, 61, 5}}, {{12, 0, 0}, {525, 60, 13}}, {{12, 1, 0}, {530, 30, 2}}, {{12, 2, 0}, {535, 54, 3}},
        {{12, 3, 0}, {545, 23, 6}}, {{12, 4, 0}, {550, 54, 14}}, {{12, 5, 0}, {555, 42, 2}}, {{12, 6, 0}, {560, 28, 3}},
        {{12, 8, 0}, {570, 26, 0}}, {{12, 9, 0}, {575, 51, 3}},  {{13, 0, 0}, {580, 65, 6}},
    };
    for (const Row &r : rows) {
        if (r.cuda.major == cuda.major && r.cuda.minor == cuda.minor)
            return r.driver;
    }
    return std::nullopt;
}

const QList<PytorchRelease> &pytorchReleases()
{
    // pytorch/pytorch RELEASE.md, "Release Compatibility Matrix" (stable and experimental CUDA builds), read 2026-12.
    static const QList<PytorchRelease> table = {
        {{2, 0, 0}, {{11, 7, 0}, {11, 8, 0}}},
        {{2, 1, 0}, {{11, 8, 0}, {12, 1, 0}}},
        {{2, 2, 0}, {{11, 8, 0}, {12, 1, 0}}},
        {{2, 3, 0}, {{11, 8, 0}, {12, 1, 0}}},
        {{2, 4, 0}, {{11, 8, 0}, {12, 1, 0}, {12, 4, 0}}},
        {{2, 5, 0}, {{11, 8, 0}, {12, 1, 0}, {12, 4, 0}}},
        {{2, 6, 0}, {{11, 8, 0}, {12, 4, 0}, {12, 6, 0}}},
        {{2, 7, 0}, {{11, 8, 0}, {12, 6, 0}, {12, 8, 0}}},
        {{2, 8, 0}, {{12, 6, 0}, {12, 8, 0}, {12, 9, 0}}},
        {{2, 9, 0}, {{12, 6, 0}, {12, 8, 0}, {13, 0, 0}}},
    };
    return table;
}

const PytorchRelease *pytorchRelease(const Version &v)
{
    for (const PytorchRelease &r : pytorchReleases()) {
        if (r.version.major == v.major && r.version.minor == v.minor)
            return &r;
    }
    return nullptr;
}

namespace {

bool sameMinor(const Version &a, const Version &b)
{
    return a.major == b.major && a.minor == b.minor;
}

bool cudaFits(const Version &cuda, const Version &need, const Version &cap)
{
    return cuda >= need && (cap == Version{} || Version{cuda.major, cuda.minor, 0} <= cap);
}

} // namespace

std::optional<StackFix> smallestFix(const QList<const Architecture *> &archs, std::optional<Version> cuda,
                                    std::optional<Version> driver, std::optional<Version> pytorch,
                                    std::optional<Version> cudnn)
{
    Version needCuda, needDriver, needPytorch, needCudnn, capCuda;
    bool any = false;
    for (const Architecture *a : archs) {
        if (!a || !a->cuda)
            continue;
        any = true;
        needCuda = std::max(needCuda, a->minCuda);
        needDriver = std::max(needDriver, a->minDriver);
        needPytorch = std::max(needPytorch, a->minPytorch);
        needCudnn = std::max(needCudnn, a->minCudnn);
        if (a->maxCuda != Version{} && (capCuda == Version{} || a->maxCuda < capCuda))
            capCuda = a->maxCuda;
    }
    if (!any)
        return std::nullopt;
    StackFix fix;
    // PyTorch: the plan's release when it runs on the GPUs and ships a build for a CUDA they accept, else the first
    // release that does.
    const PytorchRelease *chosen = nullptr;
    if (pytorch) {
        for (const PytorchRelease &r : pytorchReleases()) {
            const bool fitsGpu = r.version >= needPytorch;
            const bool hasBuild = std::any_of(r.cudaBuilds.cbegin(), r.cudaBuilds.cend(),
                                              [&](const Version &c) { return cudaFits(c, needCuda, capCuda); });
            if (!fitsGpu || !hasBuild || r.version < Version{pytorch->major, pytorch->minor, 0})
                continue;
            chosen = &r;
            break;
        }
        if (chosen) {
            fix.pytorch = sameMinor(chosen->version, *pytorch) ? *pytorch : chosen->version;
            fix.changesPytorch = !sameMinor(chosen->version, *pytorch);
        } else {
            fix.pytorch = *pytorch;
        }
    }
    // CUDA: the plan's when the GPUs accept it (and the PyTorch release has a build for it), else the smallest that
    // the GPUs accept among the release's builds.
    const auto acceptedByPytorch = [&](const Version &c) {
        return !chosen || std::any_of(chosen->cudaBuilds.cbegin(), chosen->cudaBuilds.cend(), [&](const Version &b) {
            return sameMinor(b, c);
        });
    };
    if (cuda && cudaFits(*cuda, needCuda, capCuda) && acceptedByPytorch(*cuda)) {
        fix.cuda = *cuda;
    } else {
        fix.cuda = needCuda;
        if (chosen) {
            for (const Version &b : chosen->cudaBuilds) {
                if (cudaFits(b, needCuda, capCuda)) {
                    fix.cuda = b;
                    break;
                }
            }
        } else if (cuda && *cuda > needCuda && capCuda != Version{}) {
            fix.cuda = capCuda; // newer than the GPUs' last supported release
        }
        fix.changesCuda = cuda.has_value();
    }
    // Driver: at least what the CUDA release and the GPUs need.
    Version wantDriver = std::max(needDriver, minDriverForCuda(fix.cuda).value_or(Version{}));
    if (driver && *driver >= wantDriver) {
        fix.driver = *driver;
    } else {
        fix.driver = wantDriver;
        fix.changesDriver = driver.has_value();
    }
    if (cudnn && needCudnn != Version{} && *cudnn < needCudnn) {
        fix.cudnn = needCudnn;
        fix.changesCudnn = true;
    } else if (cudnn) {
        fix.cudnn = *cudnn;
    }
    return fix;
}

} // namespace aip::software
