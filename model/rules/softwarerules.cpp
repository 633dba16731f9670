#include "rules/softwarerules.h"

#include "plan/workloadoptions.h"
#include "rules/ruletext.h"
#include "software/softwarecompat.h"

#include <QCoreApplication>
#include <QLocale>

namespace aip::rules {

namespace {

using software::Architecture;
using software::Version;

QString list(const QStringList &items)
{
    return QLocale().createSeparatedList(items);
}

bool isPytorch(const Software &sw)
{
    return sw.framework.trimmed().compare(QLatin1String("pytorch"), Qt::CaseInsensitive) == 0
        || sw.framework.trimmed().compare(QLatin1String("torch"), Qt::CaseInsensitive) == 0;
}

// A driver given as a branch ("535", "r570") stands for the newest driver of that branch.
std::optional<Version> driverVersion(const QString &text)
{
    std::optional<Version> v = software::parseVersion(text);
    if (v && !text.contains(QLatin1Char('.')))
        v = Version{v->major, 999, 999};
    return v;
}

struct Gpu {
    const Part *part = nullptr;
    const Architecture *arch = nullptr;
    QString serverId;
};

QList<Gpu> distinctGpus(const QList<ResolvedServer> &servers)
{
    QList<Gpu> out;
    QStringList seen;
    for (const ResolvedServer &s : servers) {
        for (const ResolvedPart &rp : s.of(PartCategory::Gpu)) {
            if (seen.contains(rp.part->sku))
                continue;
            seen.append(rp.part->sku);
            out.append({rp.part, software::architecture(gpuArchitecture(*rp.part)), s.spec ? s.spec->id : QString()});
        }
    }
    return out;
}

Finding make(Severity severity, const char *code, const QString &message, const QString &reason,
             const QString &serverId = {}, const QString &sku = {})
{
    return {severity, QString::fromLatin1(code), message, reason, serverId, sku};
}

// A stated version that has no number in it: the stack cannot be checked.
void checkReadable(const Software &sw, QList<Finding> &out)
{
    const struct {
        const QString &text;
        const char *key;
    } fields[] = {{sw.driver, "driver"},
                  {sw.cuda, "cuda"},
                  {sw.cudnn, "cudnn"},
                  {sw.nccl, "nccl"},
                  {sw.frameworkVersion, "framework_version"}};
    for (const auto &f : fields) {
        if (!f.text.trimmed().isEmpty() && !software::parseVersion(f.text))
            out.append(make(
                Severity::Warning, "software-version",
                QCoreApplication::translate("Rules", "software.%1 \"%2\" is not a version number; it is not checked.")
                    .arg(QLatin1String(f.key), f.text),
                QCoreApplication::translate(
                    "Rules",
                    "Versions are compared with the GPUs' requirements as numbers such as 12.8 or "
                    "570.86.15.")));
    }
}

// The GPU against the stack: minimum CUDA, driver, PyTorch and cuDNN, and the last CUDA that supports it.
bool checkGpu(const Gpu &g, const Software &sw, QList<Finding> &out)
{
    const Architecture &a = *g.arch;
    const std::optional<Version> cuda = software::parseVersion(sw.cuda);
    const std::optional<Version> driver = driverVersion(sw.driver);
    const std::optional<Version> torch = isPytorch(sw) ? software::parseVersion(sw.frameworkVersion) : std::nullopt;
    const std::optional<Version> cudnn = software::parseVersion(sw.cudnn);
    QStringList needs, has;
    if (cuda && *cuda < a.minCuda) {
        needs.append(QCoreApplication::translate("Rules", "CUDA %1 or newer").arg(a.minCuda.text()));
        has.append(QCoreApplication::translate("Rules", "CUDA %1").arg(cuda->text()));
    }
    if (cuda && a.maxCuda != Version{} && Version{cuda->major, cuda->minor, 0} > a.maxCuda) {
        needs.append(QCoreApplication::translate("Rules", "CUDA %1 or older").arg(a.maxCuda.text()));
        has.append(QCoreApplication::translate("Rules", "CUDA %1").arg(cuda->text()));
    }
    if (torch && *torch < a.minPytorch) {
        needs.append(QCoreApplication::translate("Rules", "PyTorch %1 or newer").arg(a.minPytorch.text()));
        has.append(QCoreApplication::translate("Rules", "PyTorch %1").arg(torch->text()));
    }
    if (driver && *driver < a.minDriver) {
        needs.append(QCoreApplication::translate("Rules", "driver %1 or newer").arg(a.minDriver.text(3)));
        has.append(QCoreApplication::translate("Rules", "driver %1").arg(sw.driver.trimmed()));
    }
    if (cudnn && a.minCudnn != Version{} && *cudnn < a.minCudnn) {
        needs.append(QCoreApplication::translate("Rules", "cuDNN %1 or newer").arg(a.minCudnn.text()));
        has.append(QCoreApplication::translate("Rules", "cuDNN %1").arg(cudnn->text()));
    }
    if (needs.isEmpty())
        return false;
    const std::optional<software::StackFix> fix = software::smallestFix({&a}, cuda, driver, torch, cudnn);
    QStringList change;
    if (fix && fix->changesCuda)
        change.append(QCoreApplication::translate("Rules", "CUDA %1").arg(fix->cuda.text()));
    if (fix && fix->changesPytorch)
        change.append(QCoreApplication::translate("Rules", "PyTorch %1 (its CUDA %2 build)")
                          .arg(fix->pytorch.text(), fix->cuda.text()));
    if (fix && fix->changesDriver)
        change.append(QCoreApplication::translate("Rules", "driver %1 or newer").arg(fix->driver.text(3)));
    if (fix && fix->changesCudnn)
        change.append(QCoreApplication::translate("Rules", "cuDNN %1").arg(fix->cudnn.text()));
    QString message = QCoreApplication::translate("Rules", "%1 (%2) needs %3; the plan's %4 cannot use it.")
                          .arg(ruleName(*g.part), QString::fromLatin1(a.name), list(needs), list(has));
    if (!change.isEmpty())
        message += QLatin1Char(' ') + QCoreApplication::translate("Rules", "Smallest fix: %1.").arg(list(change));
    out.append(make(Severity::Error, "software-gpu", message,
                    QCoreApplication::translate(
                        "Rules",
                        "A GPU runs only code built for its architecture (compute capability %1): CUDA, the "
                        "framework's kernels and the libraries must be releases that know it, and the driver must "
                        "be as new as the CUDA release (%2).")
                        .arg(QString::fromLatin1(a.computeCapability), QString::fromLatin1(a.source)),
                    g.serverId, g.part->sku));
    return true;
}

// The driver against the CUDA release (independent of the GPU), and PyTorch's builds against the CUDA release.
void checkStack(const Software &sw, bool gpuFlagged, QList<Finding> &out)
{
    const std::optional<Version> cuda = software::parseVersion(sw.cuda);
    const std::optional<Version> driver = driverVersion(sw.driver);
    if (cuda && driver && !gpuFlagged) {
        if (const std::optional<Version> need = software::minDriverForCuda(*cuda); need && *driver < *need)
            out.append(make(Severity::Warning, "software-driver",
                            QCoreApplication::translate(
                                "Rules",
                                "CUDA %1 needs driver %2 or newer; the plan's driver %3 is older. Smallest fix: "
                                "driver %2.")
                                .arg(cuda->text(), need->text(3), sw.driver.trimmed()),
                            QCoreApplication::translate(
                                "Rules",
                                "Each CUDA release names the driver it needs (CUDA Toolkit release notes, Table 3). "
                                "An older driver of the same major release runs some programs (minor version "
                                "compatibility) but not those that compile kernels at run time.")));
    }
    const std::optional<Version> torch = isPytorch(sw) ? software::parseVersion(sw.frameworkVersion) : std::nullopt;
    if (cuda && torch && !gpuFlagged) {
        if (const software::PytorchRelease *r = software::pytorchRelease(*torch)) {
            bool built = false;
            QStringList builds;
            for (const Version &b : r->cudaBuilds) {
                built = built || (b.major == cuda->major && b.minor == cuda->minor);
                builds.append(b.text());
            }
            if (!built)
                out.append(make(Severity::Warning, "software-framework-cuda",
                                QCoreApplication::translate(
                                    "Rules",
                                    "PyTorch %1 publishes builds for CUDA %2, not for the plan's CUDA %3. Smallest "
                                    "fix: install its CUDA %4 build (it brings its own CUDA runtime) or set CUDA "
                                    "%4.")
                                    .arg(r->version.text(), list(builds), cuda->text(), builds.constLast()),
                                QCoreApplication::translate(
                                    "Rules",
                                    "pip and conda install PyTorch built for a given CUDA release; there is no "
                                    "build for other releases (pytorch/pytorch RELEASE.md, compatibility "
                                    "matrix).")));
        }
    }
}

// NCCL prints all three parts as they are ("2.7.3"), not padded as drivers are.
QString ncclText(const Version &v)
{
    return QStringLiteral("%1.%2.%3").arg(v.major).arg(v.minor).arg(v.patch);
}

// NCCL older than the first release built for a GPU's architecture: it still starts (the driver compiles an older
// generation's PTX at first use) but without the architecture's kernels and link speeds.
void checkNccl(const QList<Gpu> &gpus, const Software &sw, QList<Finding> &out)
{
    const std::optional<Version> nccl = software::parseVersion(sw.nccl);
    if (!nccl)
        return;
    for (const Gpu &g : gpus) {
        if (!g.arch || !g.arch->cuda)
            continue;
        const std::optional<software::NcclSupport> need = software::minNccl(*g.arch);
        if (!need || !(*nccl < need->version))
            continue;
        out.append(make(
            Severity::Warning, "software-nccl",
            QCoreApplication::translate(
                "Rules",
                "%1 (%2) needs NCCL %3 or newer for its own kernels; the plan's NCCL %4 is older. Smallest "
                "fix: NCCL %3.")
                .arg(ruleName(*g.part), QString::fromLatin1(g.arch->name), ncclText(need->version), sw.nccl.trimmed()),
            QCoreApplication::translate(
                "Rules",
                "An older NCCL runs only by just-in-time compilation of an older generation's code, without the "
                "architecture's kernels and link speeds in its topology search (%1). PyTorch's pip builds bring "
                "their own NCCL; the plan's NCCL applies to containers and source builds.")
                .arg(QString::fromLatin1(need->source)),
            g.serverId, g.part->sku));
    }
}

void checkVendor(const QList<Gpu> &gpus, const Software &sw, QList<Finding> &out)
{
    if (sw.cuda.trimmed().isEmpty())
        return;
    for (const Gpu &g : gpus) {
        if (g.arch && !g.arch->cuda)
            out.append(make(Severity::Warning, "software-vendor",
                            QCoreApplication::translate(
                                "Rules", "%1 (%2) does not run CUDA; the plan's CUDA %3 does not apply to it.")
                                .arg(ruleName(*g.part), QString::fromLatin1(g.arch->name), sw.cuda.trimmed()),
                            QCoreApplication::translate(
                                "Rules",
                                "AMD Instinct GPUs run ROCm and Intel Gaudi accelerators the Intel Gaudi software; "
                                "CUDA, cuDNN and NCCL are NVIDIA's."),
                            g.serverId, g.part->sku));
    }
}

// FP8 on GPUs that have no FP8 tensor cores, MXFP8 on GPUs that are not Blackwell: facts of the hardware, checked
// whether or not the plan names its software.
void checkFp8Hardware(const Plan &plan, const QList<Gpu> &gpus, QList<Finding> &out)
{
    if (!plan.hasWorkload || plan.workload.precision != Precision::Fp8)
        return;
    const bool mxfp8 = fp8Recipe(plan.workload.extra) == Fp8Recipe::Mxfp8;
    for (const Gpu &g : gpus) {
        if (!g.arch)
            continue;
        // The GPU's name and architecture fill the message's %1 and %2.
        auto refuse = [&](const char *rule, const char *message, const char *why) {
            out.append(make(
                Severity::Error, rule,
                QCoreApplication::translate("Rules", message).arg(ruleName(*g.part), QString::fromLatin1(g.arch->name)),
                QCoreApplication::translate("Rules", why), g.serverId, g.part->sku));
        };
        // FP8 needs FP8 tensor cores; MXFP8 block scaling runs on Blackwell's only (Transformer Engine docs/features/
        // low_precision_training/mxfp8/mxfp8.rst: "Requires SM100 (Blackwell) or later").
        if (!g.arch->fp8)
            refuse("software-fp8",
                   QT_TRANSLATE_NOOP("Rules",
                                     "%1 (%2) has no FP8 tensor cores; the workload trains in FP8. Smallest "
                                     "fix: train in bf16, or use Ada, Hopper or newer GPUs."),
                   QT_TRANSLATE_NOOP("Rules",
                                     "FP8 needs compute capability 8.9 or newer (Transformer Engine support matrix)."));
        else if (mxfp8 && QLatin1String(g.arch->id) != QLatin1String("blackwell"))
            refuse("software-mxfp8",
                   QT_TRANSLATE_NOOP("Rules",
                                     "%1 (%2) cannot train with MXFP8 block scaling; the workload's "
                                     "fp8_recipe is mxfp8. Smallest fix: fp8_recipe delayed or current, or "
                                     "Blackwell GPUs."),
                   QT_TRANSLATE_NOOP("Rules",
                                     "MXFP8 needs Blackwell tensor cores (compute capability 10.0 or newer; "
                                     "Transformer Engine's MXFP8 recipe)."));
    }
}

void checkFp8Library(const Plan &plan, const Software &sw, QList<Finding> &out)
{
    if (!plan.hasWorkload || plan.workload.precision != Precision::Fp8)
        return;
    // Transformer Engine is what PyTorch trains in FP8 with; a serving engine (vLLM, TensorRT-LLM) runs FP8 itself.
    const QString image = sw.image.toLower();
    if (plan.workload.kind == WorkloadKind::Training && isPytorch(sw) && !image.contains(QLatin1String("nvcr.io"))
        && !image.contains(QLatin1String("nemo")))
        out.append(make(Severity::Info, "software-fp8-library",
                        QCoreApplication::translate(
                            "Rules",
                            "FP8 training with PyTorch needs Transformer Engine (or another FP8 library) beside "
                            "it."),
                        QCoreApplication::translate(
                            "Rules",
                            "PyTorch's autocast does not train in FP8 by itself; NVIDIA's NGC PyTorch and NeMo "
                            "containers include Transformer Engine.")));
}

} // namespace

QString gpuArchitecture(const Part &gpu)
{
    const QString stated = gpu.gpu.architecture.trimmed().toLower();
    return stated.isEmpty() ? software::architectureFromModel(gpu.model) : stated;
}

void checkSoftware(const Plan &plan, const QList<ResolvedServer> &servers, QList<Finding> &out)
{
    const QList<Gpu> gpus = distinctGpus(servers);
    checkFp8Hardware(plan, gpus, out);
    if (!plan.software)
        return;
    const Software &sw = *plan.software;
    checkReadable(sw, out);
    bool gpuFlagged = false;
    for (const Gpu &g : gpus) {
        if (g.arch && g.arch->cuda)
            gpuFlagged = checkGpu(g, sw, out) || gpuFlagged;
    }
    checkStack(sw, gpuFlagged, out);
    checkNccl(gpus, sw, out);
    checkVendor(gpus, sw, out);
    checkFp8Library(plan, sw, out);
}

QList<StackNeed> stackNeeds(const QList<ResolvedServer> &servers)
{
    QList<StackNeed> out;
    for (const Gpu &g : distinctGpus(servers)) {
        if (!g.arch)
            continue;
        StackNeed n;
        n.gpu = QStringLiteral("%1 (%2)").arg(ruleName(*g.part), QString::fromLatin1(g.arch->name));
        const Architecture &a = *g.arch;
        if (!a.cuda) {
            n.needs.append(QCoreApplication::translate("Rules", "not a CUDA GPU: the vendor's own software stack"));
        } else {
            n.needs.append(QCoreApplication::translate("Rules", "CUDA %1 or newer").arg(a.minCuda.text()));
            if (a.maxCuda != Version{})
                n.needs.append(QCoreApplication::translate("Rules", "CUDA %1 or older").arg(a.maxCuda.text()));
            n.needs.append(QCoreApplication::translate("Rules", "driver %1 or newer").arg(a.minDriver.text(3)));
            if (a.minPytorch != Version{})
                n.needs.append(QCoreApplication::translate("Rules", "PyTorch %1 or newer").arg(a.minPytorch.text()));
            if (a.minCudnn != Version{})
                n.needs.append(QCoreApplication::translate("Rules", "cuDNN %1 or newer").arg(a.minCudnn.text()));
            if (const std::optional<software::NcclSupport> nccl = software::minNccl(a))
                n.needs.append(QCoreApplication::translate("Rules", "NCCL %1 or newer").arg(ncclText(nccl->version)));
        }
        out.append(n);
    }
    return out;
}

} // namespace aip::rules
