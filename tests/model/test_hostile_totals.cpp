// Issue 22, values that stay meaningful and messages that stay readable: GPU and port totals of a huge plan summed
// in 64 bits (they passed 2^31 and wrapped), a TCO past the sane GPU limit refused with the number, the units of one
// node bounded by the reader, and every reader error that quotes what the user typed escaped and cut
// (text::quotedInMessage).
#include "analysis/planfindings.h"
#include "model/perffixture.h"
#include "model/planjsonfixture.h"
#include "plan/planfile.h"
#include "quote/quotepricing.h"
#include "support/testsupport.h"
#include "tco/plantco.h"
#include "test_tco_fixture.h"
#include "text/cleantext.h"

#include <QDir>
#include <QTemporaryDir>

using namespace aip;

namespace {

// No character a terminal or a dialog would act on: C0/C1 controls, bidi overrides, line and paragraph separators.
bool readable(const QString &s)
{
    for (const QChar ch : s) {
        const char16_t c = ch.unicode();
        if (c < 0x20 || (c >= 0x7F && c <= 0x9F) || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069)
            || c == 0x2028 || c == 0x2029)
            return false;
    }
    return true;
}

// One node type of `nodes` bare-test chassis holding `gpus` x gpu-h100 each.
Plan manyGpus(int nodes, int gpus)
{
    Plan plan;
    plan.name = QStringLiteral("huge");
    ServerSpec s;
    s.id = QStringLiteral("n");
    s.chassis = QStringLiteral("bare-test");
    s.count = nodes;
    s.parts.append({QStringLiteral("gpu-h100"), gpus, {}});
    plan.servers.append(s);
    return plan;
}

} // namespace

TEST_CASE("quoted user text: controls, bidi overrides and line breaks escaped, a long text cut with an ellipsis")
{
    CHECK(text::quotedInMessage(QStringLiteral("bf16")) == QStringLiteral("bf16"));
    CHECK(text::quotedInMessage(QStringLiteral("\x1b[31mred\nx\u202Ey\u2028z"))
          == QStringLiteral("\\e[31mred\\nx\\u202ey\\u2028z"));
    const QString huge(100000, QLatin1Char('A'));
    const QString shown = text::quotedInMessage(huge);
    CHECK(shown.size() == text::kMaxQuotedChars + 1);
    CHECK(shown.endsWith(QChar(0x2026)));
    CHECK(shown.startsWith(QStringLiteral("AAAA")));
    // Cut by characters: a surrogate pair is never split, an escape never cut in two.
    const QString emoji = QString(10, QLatin1Char('x')) + QStringLiteral("\U0001F600\x1b");
    CHECK(text::quotedInMessage(emoji, 11) == QString(10, QLatin1Char('x')) + QStringLiteral("\U0001F600\u2026"));
    CHECK(text::quotedInMessage(emoji, 12) == QString(10, QLatin1Char('x')) + QStringLiteral("\U0001F600\\e"));
    // Chinese and Arabic text is shown as it is.
    CHECK(text::quotedInMessage(QStringLiteral("服务器 \u0645\u0631\u062D\u0628\u0627"))
          == QStringLiteral("服务器 \u0645\u0631\u062D\u0628\u0627"));
}

TEST_CASE("plan reader errors quote the user's text escaped and cut, never raw")
{
    // An escape sequence, a right-to-left override and a newline in an enumerated value and a currency code.
    const QByteArray hostile = "\\u001b[2J\\u202Egnp.exe\\nline two";
    QString e = plantest::firstError(plantest::planWithMembers("\"currency\":\"" + hostile + "\""));
    INFO(e.toStdString());
    CHECK(readable(e));
    CHECK(e.contains(QStringLiteral("\\e[2J\\u202egnp.exe\\nline two")));
    e = plantest::firstError(
        plantest::planWithWorkload("{\"model\":{\"preset\":\"gpt3-1.3b\"},\"precision\":\"" + hostile + "\"}"));
    INFO(e.toStdString());
    CHECK(readable(e));
    CHECK(e.contains(QStringLiteral("\\nline two")));
    // A huge value is cut: the message stays a line, not 9,000 characters.
    const QByteArray big(9000, 'Z');
    e = plantest::firstError(plantest::planWithMembers("\"fabric\":{\"topology\":\"" + big + "\"}"));
    CHECK(e.size() < 300);
    CHECK(e.contains(QString(text::kMaxQuotedChars, QLatin1Char('Z')) + QChar(0x2026)));
    // A key quoted in the path (an exchange rate's currency).
    const aip::PlanReadResult r = readPlan(plantest::planWithMembers("\"exchange_rates\":{\"\\u001b]0;x\\u0007\":2}"));
    REQUIRE_FALSE(r.ok());
    CHECK(readable(r.errors.constFirst().path));
    CHECK(r.errors.constFirst().path.contains(QStringLiteral("\\e]0;x\\x07")));
}

TEST_CASE("plan file errors show the file name escaped")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString name = QStringLiteral("plan\nx\u202Eeulav\x1b[2J");
    REQUIRE(QDir(dir.path()).mkdir(name));
    const PlanReadResult r = readPlanFile(dir.filePath(name));
    REQUIRE_FALSE(r.ok());
    CHECK(r.fileError);
    const QString e = r.errorText();
    INFO(e.toStdString());
    CHECK(readable(e));
    CHECK(e.contains(QStringLiteral("plan\\nx\\u202eeulav\\e[2J")));
}

TEST_CASE("the reader refuses a node of more units than a node holds, summed in 64 bits")
{
    // 30,000 part entries of 100,000 units each add up to 3e9 (past 2^31) units in one node.
    QByteArray parts;
    for (int i = 0; i < 30000; ++i)
        parts += (i ? "," : "") + QByteArray("{\"sku\":\"nvidia-h100-sxm5-80gb\",\"qty\":100000}");
    const QByteArray json
        = "{\"format\":\"aiplanner-plan\",\"version\":1,\"servers\":[{\"id\":\"n\",\"chassis\":\"bare\",\"parts\":["
        + parts + "],\"count\":1}]}";
    const QString e = plantest::firstError(json);
    INFO(e.toStdString());
    CHECK(e.startsWith(QStringLiteral("servers[0].parts")));
    CHECK(e.contains(QStringLiteral("3000000000")));
    // Just under the bound reads.
    const QByteArray fine
        = "{\"format\":\"aiplanner-plan\",\"version\":1,\"servers\":[{\"id\":\"n\",\"chassis\":\"bare\",\"parts\":["
          "{\"sku\":\"a\",\"qty\":60000},{\"sku\":\"b\",\"qty\":40000}],\"count\":1}]}";
    CHECK(readPlan(fine).ok());
}

TEST_CASE("the owned GPUs of a plan are summed in 64 bits and a TCO past the sane limit is refused")
{
    const PartCatalog cat = tcotest::catalog();
    // 100,000 nodes x 100,000 GPUs: 1e10, which a 32-bit sum wrapped to 1,410,065,408.
    const tco::PlanTco huge = tco::tcoForPlan(manyGpus(100000, 100000), cat, nullptr);
    CHECK(huge.inputs.owned.gpus == qint64(10000000000));
    const QString errors = huge.errors.join(QLatin1Char('\n'));
    INFO(errors.toStdString());
    CHECK(errors.contains(QStringLiteral("10000000000")));
    // A large but sane plan is priced without that error.
    const tco::PlanTco big = tco::tcoForPlan(manyGpus(1000, 8), cat, nullptr);
    CHECK(big.inputs.owned.gpus == 8000);
    CHECK_FALSE(big.errors.join(QLatin1Char('\n')).contains(QStringLiteral("8000")));
}

TEST_CASE("a node's fabric ports multiply in 64 bits")
{
    PartCatalog cat = tcotest::catalog();
    // A NIC entry of 100,000 ports (a hostile catalog value) times 100,000 NICs: 1e10 ports on one node, which an
    // int product wrapped to 1,410,065,408 and sized a fabric for.
    Part nic = *cat.find(QStringLiteral("nic-ndr"));
    nic.nic.ports = 100000;
    cat.add(nic);
    Plan plan;
    ServerSpec s;
    s.id = QStringLiteral("n");
    s.chassis = QStringLiteral("bare-test");
    s.count = 1;
    s.parts.append({QStringLiteral("nic-ndr"), 100000, {}});
    plan.servers.append(s);
    FabricSpec f;
    f.sku = QStringLiteral("ib-switch-40");
    plan.fabric = f;
    const PricedQuote q = priceQuote(plan, cat);
    const QString problems = q.problems.join(QLatin1Char('\n'));
    INFO(problems.toStdString());
    CHECK(problems.contains(QStringLiteral("10000000000")));
    CHECK(q.fabric.endpoints == 0); // not sized for a wrapped count
}

TEST_CASE("a time to train shorter than one step is a warning that names the tokens and the batch")
{
    // GPT-style 24 x 2048 at a global batch of 64 x 2,048 tokens: 131,072 tokens a step.
    Workload w = perftest::gptWorkload(24, 2048, 16, 2048, 50257, 64);
    auto runLength = [](const Plan &plan) -> std::optional<Finding> {
        for (const Finding &f : planFindings(plan, perftest::catalog())) {
            if (f.code == QLatin1String("train-shorter-than-step"))
                return f;
        }
        return std::nullopt;
    };
    w.tokensToTrain = 1000;
    const std::optional<Finding> f = runLength(perftest::dgxPlan(2, w));
    REQUIRE(f);
    CHECK(f->severity == Severity::Warning);
    CHECK(f->message.contains(QStringLiteral("workload.tokens_to_train")));
    CHECK(f->message.contains(QStringLiteral("1000")));
    CHECK(f->message.contains(QStringLiteral("131072")));
    // One step's tokens and more: no warning.
    w.tokensToTrain = 131072.0 * 10;
    CHECK_FALSE(runLength(perftest::dgxPlan(2, w)));
}

TEST_CASE("ZeRO-3 on more than 256 GPUs with no framework named is a note that it is costed as FSDP's")
{
    // GPT-style 24 x 2048, ZeRO-3 over every GPU of the plan, full recompute.
    Workload w = perftest::gptWorkload(24, 2048, 16, 2048, 50257, 512);
    Parallelism p;
    p.tp = 1;
    p.pp = 1;
    p.zero = 3;
    p.recompute = Recompute::Full;
    auto note = [](const Plan &plan) -> std::optional<Finding> {
        for (const Finding &f : planFindings(plan, perftest::catalog())) {
            if (f.code == QLatin1String("workload-sharding-impl-unsaid"))
                return f;
        }
        return std::nullopt;
    };
    p.dp = 512;
    w.parallelism = p;
    const std::optional<Finding> f = note(perftest::dgxPlan(64, w));
    REQUIRE(f);
    CHECK(f->severity == Severity::Info);
    CHECK(f->message.contains(QStringLiteral("512")));
    CHECK(f->reason.contains(QStringLiteral("parallelism.sharding_impl")));
    // The framework said (either one), 256 GPUs or fewer, or ZeRO below 3: no note.
    for (const ShardingImpl impl : {ShardingImpl::Fsdp, ShardingImpl::DeepSpeed}) {
        w.parallelism->shardingImpl = impl;
        CHECK_FALSE(note(perftest::dgxPlan(64, w)));
    }
    w.parallelism->shardingImpl.reset();
    w.parallelism->dp = 256;
    CHECK_FALSE(note(perftest::dgxPlan(32, w)));
    w.parallelism->dp = 512;
    w.parallelism->zero = 1;
    CHECK_FALSE(note(perftest::dgxPlan(64, w)));
}
