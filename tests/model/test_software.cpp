// The software stack (issue 21, item 1): the plan's `software` section, the compatibility table and the rules that
// hold the stack against the GPUs, each rule with a plan that passes and one that fails.
#include "plan/planfile.h"
#include "plan/softwarefields.h"
#include "rules/compatibilityrules.h"
#include "rules/softwarerules.h"
#include "software/softwarecompat.h"
#include "support/testsupport.h"
#include "test_rules_fixture.h"

#include <QJsonDocument>

using namespace aip;
using rulestest::describe;
using rulestest::find;
using rulestest::part;
using software::Version;

namespace {

PartCatalog makeCatalog()
{
    PartCatalog c;
    Part rtx5090 = part("rtx5090", PartCategory::Gpu, "GeForce RTX 5090 32GB");
    rtx5090.gpu.architecture = QStringLiteral("blackwell");
    rtx5090.gpu.tdpW = 575;
    c.add(rtx5090);
    Part a100 = part("a100", PartCategory::Gpu, "A100 PCIe 80GB"); // no architecture stated: read from the name
    a100.gpu.tdpW = 300;
    c.add(a100);
    Part h100 = part("h100pcie", PartCategory::Gpu, "H100 PCIe 80GB"); // Hopper, read from the name
    h100.gpu.tdpW = 350;
    c.add(h100);
    Part mi300 = part("mi300x", PartCategory::Gpu, "Instinct MI300X 192GB");
    mi300.gpu.architecture = QStringLiteral("cdna3");
    c.add(mi300);
    Part box = part("box", PartCategory::Chassis, "Test 4-GPU box");
    box.chassis.gpuSlots = 4;
    box.chassis.gpuSlotKind = GpuSlotKind::PcieX16;
    box.chassis.cpuSockets = 1;
    box.chassis.cpuSocket = QStringLiteral("SP5");
    box.chassis.psuWatts = 3000;
    box.chassis.psuCount = 2;
    c.add(box);
    Part cpu = part("cpu", PartCategory::Cpu, "Test CPU");
    cpu.cpu.socket = QStringLiteral("SP5");
    cpu.cpu.cores = 64;
    c.add(cpu);
    return c;
}

const PartCatalog &catalog()
{
    static const PartCatalog c = makeCatalog();
    return c;
}

Plan planWith(const char *gpu, const Software &sw)
{
    Plan p;
    p.name = QStringLiteral("software test");
    ServerSpec s;
    s.id = QStringLiteral("n");
    s.chassis = QStringLiteral("box");
    s.parts = {{QString::fromLatin1(gpu), 2, {}}, {QStringLiteral("cpu"), 1, {}}};
    p.servers = {s};
    p.software = sw;
    return p;
}

Software stack(const char *cuda, const char *driver, const char *torch, const char *cudnn = "")
{
    Software sw;
    sw.os = QStringLiteral("Ubuntu 22.04");
    sw.cuda = QString::fromLatin1(cuda);
    sw.driver = QString::fromLatin1(driver);
    sw.framework = QStringLiteral("pytorch");
    sw.frameworkVersion = QString::fromLatin1(torch);
    sw.cudnn = QString::fromLatin1(cudnn);
    return sw;
}

} // namespace

TEST_CASE("software: versions are read out of free text")
{
    CHECK(software::parseVersion(QStringLiteral("12.2")) == Version{12, 2, 0});
    CHECK(software::parseVersion(QStringLiteral("CUDA 12.8.1")) == Version{12, 8, 1});
    CHECK(software::parseVersion(QStringLiteral("2.1.0+cu121")) == Version{2, 1, 0});
    CHECK(software::parseVersion(QStringLiteral("r570")) == Version{570, 0, 0});
    CHECK_FALSE(software::parseVersion(QStringLiteral("latest")));
    CHECK(Version{12, 8, 0} > Version{12, 2, 0});
    CHECK(Version{570, 26, 0} > Version{535, 999, 999});
    CHECK(Version{520, 61, 5}.text(3) == QStringLiteral("520.61.05"));
    CHECK(Version{570, 26, 0}.text(3) == QStringLiteral("570.26"));
}

TEST_CASE("software: the table knows each generation and the driver each CUDA release needs")
{
    CHECK(software::architectureFromModel(QStringLiteral("GeForce RTX 5090 32GB")) == QStringLiteral("blackwell"));
    CHECK(software::architectureFromModel(QStringLiteral("B200 SXM 180GB (HGX B200)")) == QStringLiteral("blackwell"));
    CHECK(software::architectureFromModel(QStringLiteral("H100 SXM5 80GB")) == QStringLiteral("hopper"));
    CHECK(software::architectureFromModel(QStringLiteral("L40S 48GB")) == QStringLiteral("ada"));
    CHECK(software::architectureFromModel(QStringLiteral("RTX 6000 Ada Generation 48GB")) == QStringLiteral("ada"));
    CHECK(software::architectureFromModel(QStringLiteral("RTX A6000 48GB")) == QStringLiteral("ampere"));
    CHECK(software::architectureFromModel(QStringLiteral("Tesla V100 SXM2 32GB")) == QStringLiteral("volta"));
    CHECK(software::architectureFromModel(QStringLiteral("Instinct MI250X 128GB")) == QStringLiteral("cdna2"));
    CHECK(software::architectureFromModel(QStringLiteral("Some accelerator")).isEmpty());
    const software::Architecture *b = software::architecture(QStringLiteral("Blackwell"));
    REQUIRE(b);
    CHECK(b->minCuda == Version{12, 8, 0});
    CHECK(b->minPytorch == Version{2, 7, 0});
    CHECK(software::minDriverForCuda({12, 8, 0}) == Version{570, 26, 0});
    CHECK(software::minDriverForCuda({12, 2, 0}) == Version{535, 54, 3});
    CHECK_FALSE(software::minDriverForCuda({12, 7, 0}));
    // Every PyTorch release's CUDA builds are listed in ascending order, and the driver table knows each of them.
    for (const software::PytorchRelease &r : software::pytorchReleases()) {
        REQUIRE_FALSE(r.cudaBuilds.isEmpty());
        for (qsizetype i = 0; i < r.cudaBuilds.size(); ++i) {
            CHECK(software::minDriverForCuda(r.cudaBuilds[i]).has_value());
            if (i > 0)
                CHECK(r.cudaBuilds[i - 1] < r.cudaBuilds[i]);
        }
    }
}

TEST_CASE("software: the smallest fix keeps what works and changes the least")
{
    const software::Architecture *b = software::architecture(QStringLiteral("blackwell"));
    auto fix = software::smallestFix({b}, Version{12, 2, 0}, Version{535, 999, 999}, Version{2, 1, 0}, std::nullopt);
    REQUIRE(fix);
    CHECK(fix->cuda == Version{12, 8, 0});
    CHECK(fix->pytorch == Version{2, 7, 0});
    CHECK(fix->driver == Version{570, 26, 0});
    CHECK((fix->changesCuda && fix->changesPytorch && fix->changesDriver));
    // A stack that already works is left as it is.
    fix = software::smallestFix({b}, Version{12, 9, 0}, Version{575, 51, 3}, Version{2, 8, 0}, std::nullopt);
    REQUIRE(fix);
    CHECK_FALSE((fix->changesCuda || fix->changesPytorch || fix->changesDriver));
    // Volta is gone from CUDA 13: the fix goes down to the last release that has it.
    const software::Architecture *v = software::architecture(QStringLiteral("volta"));
    fix = software::smallestFix({v}, Version{13, 0, 0}, std::nullopt, std::nullopt, std::nullopt);
    REQUIRE(fix);
    CHECK(fix->cuda == Version{12, 9, 0});
}

TEST_CASE("software: the plan's software section reads, writes and keeps unknown members")
{
    const QByteArray json = R"({"format": "aiplanner-plan", "version": 1, "name": "s",
        "software": {"os": "Ubuntu 22.04", "driver": "570.86.15", "cuda": "12.8", "cudnn": "9.7", "nccl": "2.26",
                     "framework": "pytorch", "framework_version": "2.7", "image": "nvcr.io/nvidia/pytorch:25.01-py3",
                     "python": "3.12"}})";
    const PlanReadResult r = readPlan(json);
    REQUIRE(r.ok());
    REQUIRE(r.plan->software);
    const Software &sw = *r.plan->software;
    CHECK(sw.cuda == QStringLiteral("12.8"));
    CHECK(sw.frameworkVersion == QStringLiteral("2.7"));
    CHECK(sw.extra.value(QStringLiteral("python")).toString() == QStringLiteral("3.12"));
    // Every field of the table round-trips.
    const PlanReadResult again = readPlan(writePlan(*r.plan));
    REQUIRE(again.ok());
    CHECK(*again.plan == *r.plan);
    for (const planfields::SoftwareField &f : planfields::softwareFields())
        CHECK_FALSE((sw.*f.member).isEmpty());
    // A member that is not text is an error with its path.
    const PlanReadResult bad
        = readPlan(R"({"format": "aiplanner-plan", "version": 1, "name": "s", "software": {"cuda": 12.8}})");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.errors.constFirst().path == QStringLiteral("software.cuda"));
    // Without the section the plan states no stack.
    const PlanReadResult none = readPlan(R"({"format": "aiplanner-plan", "version": 1, "name": "s"})");
    REQUIRE(none.ok());
    CHECK_FALSE(none.plan->software);
    CHECK_FALSE(planToJson(*none.plan).contains(QStringLiteral("software")));
}

TEST_CASE("software: RTX 5090 with the seeds' CUDA 12.2 and PyTorch 2.1 is an error with its fix")
{
    const QList<Finding> f = checkPlan(planWith("rtx5090", stack("12.2", "535", "2.1", "8.9")), catalog());
    INFO(describe(f).toStdString());
    const Finding *gpu = find(f, "software-gpu");
    REQUIRE(gpu);
    CHECK(gpu->severity == Severity::Error);
    CHECK(gpu->sku == QStringLiteral("rtx5090"));
    for (const char *text : {"Blackwell", "CUDA 12.8 or newer", "PyTorch 2.7 or newer", "CUDA 12.2", "PyTorch 2.1",
                             "cuDNN 9.7", "Smallest fix", "driver 570.26"})
        CHECK(gpu->message.contains(QLatin1String(text)));
    CHECK_FALSE(gpu->reason.isEmpty());
    // The fixed stack passes.
    const QList<Finding> ok = checkPlan(planWith("rtx5090", stack("12.8", "570.86.15", "2.7", "9.7")), catalog());
    INFO(describe(ok).toStdString());
    CHECK_FALSE(find(ok, "software-gpu"));
    CHECK_FALSE(find(ok, "software-driver"));
    CHECK_FALSE(find(ok, "software-framework-cuda"));
    // No software section: nothing to check.
    Plan none = planWith("rtx5090", {});
    none.software.reset();
    CHECK_FALSE(find(checkPlan(none, catalog()), "software-gpu"));
}

TEST_CASE("software: the driver must be as new as the CUDA release")
{
    const QList<Finding> bad = checkPlan(planWith("a100", stack("12.4", "535.54.03", "2.4")), catalog());
    const Finding *d = find(bad, "software-driver");
    REQUIRE(d);
    CHECK(d->severity == Severity::Warning);
    CHECK(d->message.contains(QStringLiteral("550.54.14")));
    CHECK_FALSE(find(checkPlan(planWith("a100", stack("12.4", "550.54.14", "2.4")), catalog()), "software-driver"));
    // A driver branch ("550") stands for its newest release.
    CHECK_FALSE(find(checkPlan(planWith("a100", stack("12.4", "550", "2.4")), catalog()), "software-driver"));
}

TEST_CASE("software: PyTorch is built only for some CUDA releases")
{
    const QList<Finding> bad = checkPlan(planWith("a100", stack("12.2", "535", "2.1")), catalog());
    const Finding *w = find(bad, "software-framework-cuda");
    REQUIRE(w);
    CHECK(w->message.contains(QStringLiteral("12.1")));
    CHECK_FALSE(find(checkPlan(planWith("a100", stack("12.1", "535", "2.1")), catalog()), "software-framework-cuda"));
}

TEST_CASE("software: CUDA on a GPU that does not run it, FP8 on a GPU without FP8")
{
    QList<Finding> f = checkPlan(planWith("mi300x", stack("12.8", "570", "2.7")), catalog());
    CHECK(find(f, "software-vendor"));
    Software rocm = stack("", "", "2.7");
    CHECK_FALSE(find(checkPlan(planWith("mi300x", rocm), catalog()), "software-vendor"));

    Plan fp8 = planWith("a100", stack("12.4", "550", "2.4"));
    fp8.hasWorkload = true;
    fp8.workload.precision = Precision::Fp8;
    f = checkPlan(fp8, catalog());
    REQUIRE(find(f, "software-fp8"));
    CHECK(find(f, "software-fp8")->severity == Severity::Error);
    CHECK(find(f, "software-fp8-library"));
    // Serving in FP8 needs no training library (the serving engine runs FP8 itself).
    Plan serving = planWith("h100", stack("12.4", "550", "2.4"));
    serving.hasWorkload = true;
    serving.workload.precision = Precision::Fp8;
    REQUIRE(find(checkPlan(serving, catalog()), "software-fp8-library"));
    serving.workload.kind = WorkloadKind::Inference;
    CHECK_FALSE(find(checkPlan(serving, catalog()), "software-fp8-library"));
    fp8.workload.precision = Precision::Bf16;
    CHECK_FALSE(find(checkPlan(fp8, catalog()), "software-fp8"));
    // Blackwell has FP8, and an NGC container brings Transformer Engine.
    Plan blackwell = planWith("rtx5090", stack("12.8", "570", "2.7"));
    blackwell.hasWorkload = true;
    blackwell.workload.precision = Precision::Fp8;
    blackwell.software->image = QStringLiteral("nvcr.io/nvidia/pytorch:25.01-py3");
    f = checkPlan(blackwell, catalog());
    CHECK_FALSE(find(f, "software-fp8"));
    CHECK_FALSE(find(f, "software-fp8-library"));
    // MXFP8 block scaling: Blackwell only (Transformer Engine's MXFP8 recipe needs SM100 or newer).
    blackwell.workload.extra.insert(QStringLiteral("fp8_recipe"), QStringLiteral("mxfp8"));
    CHECK_FALSE(find(checkPlan(blackwell, catalog()), "software-mxfp8"));
    Plan hopper = planWith("h100pcie", stack("12.8", "570", "2.7"));
    hopper.hasWorkload = true;
    hopper.workload.precision = Precision::Fp8;
    hopper.workload.extra.insert(QStringLiteral("fp8_recipe"), QStringLiteral("mxfp8"));
    f = checkPlan(hopper, catalog());
    REQUIRE(find(f, "software-mxfp8"));
    CHECK(find(f, "software-mxfp8")->severity == Severity::Error);
    CHECK_FALSE(find(f, "software-fp8"));
    hopper.workload.extra.insert(QStringLiteral("fp8_recipe"), QStringLiteral("current"));
    CHECK_FALSE(find(checkPlan(hopper, catalog()), "software-mxfp8"));
    // Both are facts of the hardware: a plan that names no software stack is checked too (the library note needs one).
    hopper.software.reset();
    hopper.workload.extra.insert(QStringLiteral("fp8_recipe"), QStringLiteral("mxfp8"));
    f = checkPlan(hopper, catalog());
    CHECK(find(f, "software-mxfp8"));
    CHECK_FALSE(find(f, "software-fp8-library"));
    fp8.software.reset();
    fp8.workload.precision = Precision::Fp8;
    CHECK(find(checkPlan(fp8, catalog()), "software-fp8"));
}

TEST_CASE("software: a version without a number is a warning, not a crash")
{
    const QList<Finding> f = checkPlan(planWith("rtx5090", stack("latest", "new", "2.7")), catalog());
    CHECK(find(f, "software-version"));
    CHECK_FALSE(find(f, "software-gpu"));
}

TEST_CASE("software: the stack the GPUs need, for the quote")
{
    // The resolved servers point into the plan and the catalog: both outlive them.
    const Plan plan = planWith("rtx5090", {});
    const PartCatalog cat = catalog();
    const QList<ResolvedServer> servers = resolveServers(plan, cat);
    const QList<rules::StackNeed> needs = rules::stackNeeds(servers);
    REQUIRE(needs.size() == 1);
    CHECK(needs.constFirst().gpu.contains(QStringLiteral("Blackwell")));
    CHECK(needs.constFirst().needs.contains(QStringLiteral("CUDA 12.8 or newer")));
}

TEST_CASE("software: NCCL older than the GPU's first supporting release is a warning with the release")
{
    // A current CUDA and PyTorch, so only NCCL is at fault: RTX 5090 (Blackwell) needs NCCL 2.25.1 (NVIDIA/nccl
    // 2.25.1-1, "Add Blackwell/SM100 support"); A100 (Ampere) NCCL 2.7.3.
    Software old = stack("12.8", "570.124.06", "2.7", "9.7");
    old.nccl = QStringLiteral("2.21.5");
    const QList<Finding> bad = checkPlan(planWith("rtx5090", old), catalog());
    const Finding *n = find(bad, "software-nccl");
    REQUIRE(n);
    CHECK(n->severity == Severity::Warning);
    CHECK(n->message.contains(QStringLiteral("NCCL 2.25.1 or newer")));
    CHECK(n->message.contains(QStringLiteral("2.21.5")));
    CHECK(n->sku == QStringLiteral("rtx5090"));

    Software current = old;
    current.nccl = QStringLiteral("2.25.1");
    CHECK_FALSE(find(checkPlan(planWith("rtx5090", current), catalog()), "software-nccl"));
    // The same 2.21.5 is new enough for an A100, and NCCL does not apply to an AMD GPU.
    Software ampere = stack("12.4", "550.54.14", "2.4");
    ampere.nccl = QStringLiteral("2.21.5");
    CHECK_FALSE(find(checkPlan(planWith("a100", ampere), catalog()), "software-nccl"));
    ampere.nccl = QStringLiteral("2.6.4");
    const Finding *a = find(checkPlan(planWith("a100", ampere), catalog()), "software-nccl");
    REQUIRE(a);
    CHECK(a->message.contains(QStringLiteral("NCCL 2.7.3 or newer")));
    CHECK_FALSE(find(checkPlan(planWith("mi300x", ampere), catalog()), "software-nccl"));

    // The quote's stack lists the NCCL the GPU needs.
    const Plan plan = planWith("rtx5090", {});
    const PartCatalog cat = catalog();
    const QList<ResolvedServer> servers = resolveServers(plan, cat);
    const QList<rules::StackNeed> needs = rules::stackNeeds(servers);
    REQUIRE(needs.size() == 1);
    CHECK(needs.constFirst().needs.contains(QStringLiteral("NCCL 2.25.1 or newer")));
}
