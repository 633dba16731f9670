// The command line's human-readable output in both languages: with --lang zh_CN every label, heading, unit word and
// message is Chinese and the tables line up in a terminal (CJK characters take two columns); with --lang en the
// English of scripts and earlier versions is unchanged. JSON stays language-neutral.
#include "cli/cli.h"
#include "clirun.h"
#include "support/testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace {

using clitest::Run;

// Terminal columns, written independently of cli/clitext.cpp: CJK ideographs, CJK punctuation and fullwidth forms
// take two columns, everything else in this output one.
int columns(const QString &text)
{
    int width = 0;
    for (const char32_t c : QStringView(text).toUcs4()) {
        const bool wide = (c >= 0x2E80 && c <= 0xA4CF) || (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF)
            || (c >= 0xFF00 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6);
        width += wide ? 2 : 1;
    }
    return width;
}

// The start of line that takes exactly `width` columns; a null string when a wide character straddles that column.
QString firstColumns(const QString &line, int width)
{
    for (qsizetype n = 0; n <= line.size(); ++n) {
        const int w = columns(line.left(n));
        if (w == width)
            return line.left(n);
        if (w > width)
            break;
    }
    return {};
}

bool hasCjk(const QString &text)
{
    for (const QChar c : text) {
        if (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF)
            return true;
    }
    return false;
}

const QByteArray kGpt3 = R"({"format": "aiplanner-plan", "version": 1, "name": "gpt3",
 "servers": [{"id": "node", "chassis": "nvidia-dgx-a100-80gb", "parts": [], "count": 128}],
 "fabric": {"sku": "nvidia-quantum-qm8700", "topology": "fat-tree", "oversubscription": 1.0},
 "workload": {"model": {"preset": "gpt3-175b"}, "global_batch": 1536, "micro_batch": 1, "precision": "fp16",
   "parallelism": {"tp": 8, "pp": 12, "dp": 8, "zero": 1, "recompute": "full", "sequence_parallel": false,
   "interleave": 1}, "tokens_to_train": 3.0e11}})";

// Two DGX A100 and no parallelism: the search ranks strategies with and without recompute.
const QByteArray kOpen = R"({"format": "aiplanner-plan", "version": 1, "name": "open",
 "servers": [{"id": "node", "chassis": "nvidia-dgx-a100-80gb", "parts": [], "count": 2}],
 "fabric": {"sku": "nvidia-quantum-qm8700", "topology": "fat-tree", "oversubscription": 1.0},
 "workload": {"model": {"preset": "llama2-7b"}, "global_batch": 256}})";

const QByteArray kTco = R"({"format":"aiplanner-plan","version":1,"name":"4 DGX A100 vs p4d",
 "servers":[{"id":"n","chassis":"nvidia-dgx-a100-80gb","parts":[],"count":4}],
 "fabric":{"sku":"nvidia-quantum-qm8700","topology":"fat-tree","oversubscription":1.0},
 "workload":{"model":{"preset":"gpt3-13b"},"global_batch":512,"precision":"bf16"},
 "costs":{"years":3,"electricity_per_kwh":0.10,"pue":1.4,"utilization":0.85},
 "cloud":[{"sku":"aws-p4d.24xlarge","pricing":"on_demand"},{"sku":"aws-p4d.24xlarge","pricing":"reserved_3y"}]})";

// Ten GPUs in an 8-GPU chassis, no memory, one CPU of two: errors, warnings and a note.
const QByteArray kFindings = R"({"format":"aiplanner-plan","version":1,"name":"too few cores",
 "servers":[{"id":"n","chassis":"supermicro-sys-821ge-tnhr","count":1,
   "parts":[{"sku":"nvidia-h100-sxm5-80gb","qty":10},{"sku":"intel-xeon-4410y","qty":1}]}]})";

class Cli
{
public:
    Cli() { REQUIRE(m_dir.isValid()); }

    QString plan(const char *name, const QByteArray &json)
    {
        const QString path = m_dir.filePath(QLatin1String(name) + QStringLiteral(".aiplan"));
        REQUIRE(aiptest::writeFile(path, json));
        return path;
    }

    Run run(const char *language, QStringList args)
    {
        args.prepend(QLatin1String(language));
        args.prepend(QStringLiteral("--lang"));
        args.prepend(m_dir.filePath(QStringLiteral("catalog.db")));
        args.prepend(QStringLiteral("--catalog"));
        const Run r = clitest::inProcess(args);
        INFO(r.err.toStdString());
        return r;
    }

private:
    QTemporaryDir m_dir;
};

void checkNone(const QString &text, std::initializer_list<const char *> english)
{
    for (const char *s : english) {
        INFO(s);
        CHECK_FALSE(text.contains(QLatin1String(s)));
    }
}

void checkAll(const QString &text, std::initializer_list<const char *> words)
{
    for (const char *s : words) {
        INFO(s);
        CHECK(text.contains(QString::fromUtf8(s)));
    }
}

QStringList lines(const QString &text)
{
    return text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

TEST_CASE("cli zh_CN: usage, per-command help and usage errors are Chinese, option names stay")
{
    Cli cli;
    const Run help = cli.run("zh_CN", {QStringLiteral("--help")});
    REQUIRE(help.status == 0);
    checkAll(help.out,
             {"用法：aiplanner-cli [--catalog PATH] COMMAND [ARGS]", "命令：", "选项：", "退出码：",
              "  --catalog PATH   使用此目录数据库", "  --lang LANG      ", "aiplanner-cli simulate PLAN [--json]"});
    checkNone(help.out,
              {"Usage:", "Commands:", "Options:", "Exit status", "this help", "the program's version",
               "use this catalog database"});
    const Run en = cli.run("en", {QStringLiteral("--help")});
    checkAll(en.out,
             {"Usage: aiplanner-cli [--catalog PATH] COMMAND [ARGS]",
              "Commands:", "Options:", "  --catalog PATH   use this catalog database", "Exit status: 0 ok"});
    CHECK_FALSE(hasCjk(en.out));

    for (const char *cmd : {"simulate", "search", "tco", "quote", "check", "catalog"}) {
        INFO(cmd);
        const Run zh = cli.run("zh_CN", {QLatin1String(cmd), QStringLiteral("--help")});
        CHECK(zh.status == 0);
        CHECK(zh.out.startsWith(QStringLiteral("用法：aiplanner-cli [--catalog PATH] %1").arg(QLatin1String(cmd))));
        CHECK(hasCjk(zh.out.section(QLatin1Char('\n'), 2)));
        CHECK_FALSE(zh.out.contains(QStringLiteral("Usage:")));
        const Run english = cli.run("en", {QLatin1String(cmd), QStringLiteral("--help")});
        CHECK(
            english.out.startsWith(QStringLiteral("Usage: aiplanner-cli [--catalog PATH] %1").arg(QLatin1String(cmd))));
        CHECK_FALSE(hasCjk(english.out));
    }
    checkAll(cli.run("zh_CN", {QStringLiteral("simulate"), QStringLiteral("--help")}).out,
             {"  --json          机器可读输出", "  --collectives   "});

    const Run check = cli.run("zh_CN", {QStringLiteral("check")});
    CHECK(check.status == 2);
    checkAll(check.err, {"check 需要且只需要一个 PLAN", "用法：aiplanner-cli check PLAN"});
    checkNone(check.err, {"Usage:", "needs exactly one"});
    const Run unknown = cli.run("zh_CN", {QStringLiteral("frobnicate")});
    CHECK(unknown.status == 2);
    checkAll(unknown.err, {"未知命令“frobnicate”", "命令："});
    checkNone(unknown.err, {"unknown command", "Commands:"});
    const Run option = cli.run("zh_CN", {QStringLiteral("search"), QStringLiteral("--bogus")});
    CHECK(option.status == 2);
    checkAll(option.err, {"未知选项 --bogus", "用法：aiplanner-cli search PLAN [--top N] [--free] [--json]"});
    const Run catalog = cli.run("zh_CN", {QStringLiteral("catalog"), QStringLiteral("frob")});
    CHECK(catalog.status == 2);
    // The second and third synopses line up under the first, after the Chinese "Usage: " (6 columns).
    checkAll(
        catalog.err,
        {"未知子命令“frob”", "用法：aiplanner-cli catalog list", "\n      aiplanner-cli catalog export FILE.csv\n"});
    const Run englishCatalog = cli.run("en", {QStringLiteral("catalog"), QStringLiteral("frob")});
    checkAll(englishCatalog.err, {"unknown subcommand 'frob'", "\n       aiplanner-cli catalog export FILE.csv\n"});
}

TEST_CASE("cli zh_CN: simulate prints the cluster, the strategy and the units in Chinese")
{
    Cli cli;
    const QString plan = cli.plan("gpt3", kGpt3);
    const Run zh = cli.run("zh_CN", {QStringLiteral("simulate"), plan});
    REQUIRE(zh.status == 0);
    checkAll(zh.out,
             {"gpt3 的仿真结果", "集群：128 × nvidia-dgx-a100-80gb（8 × nvidia-a100-sxm4-80gb，NVSwitch，", "Gb/s 网卡",
              "并行策略：tp 8，pp 12，dp 8，微批次大小 1，", "激活重计算 完全", "（共 768 个 GPU）", "步时",
              "每 GPU 显存", "步时分解", " 天\n"});
    checkNone(zh.out,
              {"Cluster:", "Strategy", "micro-batch", "recompute", "interleave", "NICs", "nvswitch", " days",
               "Step time", "Memory per GPU", "Step breakdown", "Simulation of"});
    // Labels are padded by display columns: every value of the summary starts at column 32.
    for (const QString &line : lines(zh.out)) {
        if (!line.startsWith(QStringLiteral("  ")))
            continue;
        INFO(line.toStdString());
        const QString label = firstColumns(line, 32);
        REQUIRE_FALSE(label.isNull());
        CHECK(label.endsWith(QLatin1Char(' ')));
        CHECK_FALSE(line.at(label.size()).isSpace());
    }

    const Run en = cli.run("en", {QStringLiteral("simulate"), plan});
    REQUIRE(en.status == 0);
    checkAll(en.out,
             {"Simulation of gpt3", "Cluster: 128 x nvidia-dgx-a100-80gb (8 x nvidia-a100-sxm4-80gb, nvswitch, ",
              " Gb/s NICs", "Strategy: tp 8, pp 12, dp 8, micro-batch 1, ", "recompute full, interleave 1 (768 GPUs)",
              "  Step time                     ", "Memory per GPU", " days\n"});
    CHECK_FALSE(hasCjk(en.out));
}

TEST_CASE("cli: a server without network cards says so, in both languages, not \"0 x 0 Gb/s\"")
{
    // One PCIe server with four GPUs and no NIC: the single-node set-up of the NLP project template.
    Cli cli;
    const QString plan = cli.plan("one-server", R"({"format":"aiplanner-plan","version":1,"name":"one server",
 "servers":[{"id":"n","chassis":"dell-poweredge-r760xa","count":1,
   "parts":[{"sku":"nvidia-a100-pcie-80gb","qty":4}]}],
 "workload":{"model":{"preset":"gpt3-1.3b"},"global_batch":64,"precision":"bf16"}})");
    const Run en = cli.run("en", {QStringLiteral("simulate"), plan});
    REQUIRE(en.status == 0);
    checkAll(en.out, {"(4 x nvidia-a100-pcie-80gb, pcie, no network cards)"});
    checkNone(en.out, {"0 x 0", "Gb/s NICs"});
    const Run zh = cli.run("zh_CN", {QStringLiteral("simulate"), plan});
    REQUIRE(zh.status == 0);
    checkAll(zh.out, {"（4 × nvidia-a100-pcie-80gb，PCIe，无网卡）"});
    checkNone(zh.out, {"0 × 0", "Gb/s 网卡", "no network cards"});
}

TEST_CASE("cli zh_CN: the search table is Chinese and its columns line up")
{
    Cli cli;
    const QString plan = cli.plan("open", kOpen);
    const Run zh = cli.run("zh_CN", {QStringLiteral("search"), plan});
    REQUIRE(zh.status == 0);
    checkAll(zh.out,
             {"open 在 16 个 GPU（2 × nvidia-dgx-a100-80gb）上的最佳并行策略", "排名", "重计算", "步时 (s)", "样本/秒",
              "显存/GPU", "瓶颈"});
    checkNone(zh.out,
              {"Best strategies", "rank", "recompute", "samples/s", "mem/GPU", "bottleneck", " yes ", " no ",
               "selective", "none"});
    QStringList table = lines(zh.out).mid(1);
    REQUIRE(table.size() >= 4);
    // Under the table: the error band of strategy 1's regime (issue 14).
    CHECK(table.takeLast().contains(QStringLiteral("±")));
    // Right-aligned columns end at fixed display columns: recompute at 38, sp at 42, mem/GPU at 86, the row's model
    // error at 94.
    CHECK(firstColumns(table.at(0), 38).endsWith(QStringLiteral("重计算")));
    CHECK(firstColumns(table.at(0), 86).endsWith(QStringLiteral("显存/GPU")));
    CHECK(firstColumns(table.at(0), 94).endsWith(QStringLiteral("误差")));
    int wideCells = 0;
    for (const QString &row : table.mid(1)) {
        INFO(row.toStdString());
        const QString recompute = firstColumns(row, 38).section(QLatin1Char(' '), -1);
        CHECK((recompute == QStringLiteral("无") || recompute == QStringLiteral("选择性")
               || recompute == QStringLiteral("完全")));
        wideCells += columns(recompute) > recompute.size() ? 1 : 0;
        // The sp column: 否 or 是 (one wide character either way).
        CHECK((firstColumns(row, 42).endsWith(QStringLiteral("  否"))
               || firstColumns(row, 42).endsWith(QStringLiteral("  是"))));
        CHECK(firstColumns(row, 86).endsWith(QStringLiteral(" GB")));
        CHECK(firstColumns(row, 94).section(QLatin1Char(' '), -1).startsWith(QStringLiteral("±")));
        CHECK(firstColumns(row, 94).endsWith(QStringLiteral("%")));
        CHECK(row.mid(firstColumns(row, 94).size()).startsWith(QStringLiteral("  ")));
        CHECK(hasCjk(row.mid(firstColumns(row, 94).size())));
    }
    CHECK(wideCells == table.size() - 1);

    const Run en = cli.run("en", {QStringLiteral("search"), plan});
    REQUIRE(en.status == 0);
    QStringList english = lines(en.out);
    REQUIRE(english.size() >= 3);
    CHECK(english.takeLast().startsWith(QStringLiteral("Model accuracy of strategy 1: ±")));
    CHECK(english.at(0).startsWith(QStringLiteral("Best strategies for open on 16 GPUs (2 x nvidia-dgx-a100-80gb)")));
    CHECK(english.at(1)
          == QStringLiteral("rank  tp  pp    dp  mb zero  recompute  sp  v    step (s)   samples/s    MFU   mem/GPU   "
                            "error  bottleneck"));
    for (const QString &row : english.mid(2)) {
        const QString recompute = firstColumns(row, 38).section(QLatin1Char(' '), -1);
        CHECK((recompute == QStringLiteral("none") || recompute == QStringLiteral("selective")
               || recompute == QStringLiteral("full")));
        CHECK((firstColumns(row, 42).endsWith(QStringLiteral("  no"))
               || firstColumns(row, 42).endsWith(QStringLiteral(" yes"))));
    }
    CHECK_FALSE(hasCjk(en.out));

    // JSON keeps the tokens, whatever the language.
    const Run json = cli.run("zh_CN", {QStringLiteral("search"), plan, QStringLiteral("--json")});
    const QJsonArray strategies
        = QJsonDocument::fromJson(json.out.toUtf8()).object().value(QStringLiteral("strategies")).toArray();
    REQUIRE_FALSE(strategies.isEmpty());
    const QString recompute = strategies.at(0)
                                  .toObject()
                                  .value(QStringLiteral("strategy"))
                                  .toObject()
                                  .value(QStringLiteral("recompute"))
                                  .toString();
    CHECK((recompute == QStringLiteral("none") || recompute == QStringLiteral("selective")
           || recompute == QStringLiteral("full")));
}

TEST_CASE("cli zh_CN: the tco summary is Chinese throughout, with the same figures as in English")
{
    Cli cli;
    const QString plan = cli.plan("tco", kTco);
    const Run zh = cli.run("zh_CN", {QStringLiteral("tco"), plan});
    const Run en = cli.run("en", {QStringLiteral("tco"), plan});
    REQUIRE(zh.status == 0);
    REQUIRE(en.status == 0);
    checkAll(zh.out,
             {"“4 DGX A100 vs p4d” 在 36 个月内的总拥有成本（USD）", "自有集群", "资本支出（报价折后 + 网络）",
              "年电费", "每有效 GPU 小时成本", "云端（同等工作量）", "实例类型", "计费方式", "盈亏平衡",
              "年度明细（自有集群，现金口径）", "年份", "假设条件", "测算期与直线折旧年限", "方案设定", "USD/kW/月",
              "说明"});
    checkNone(zh.out,
              {"TCO of", "Owned", "Capex", "Energy", "Colocation", "Break-even", "Yearly breakdown", "Assumptions",
               "Notes", "Instance type", "Pricing", "Total", "samples/s", "Horizon", "month"});
    checkAll(en.out,
             {"TCO of \"4 DGX A100 vs p4d\" over 36 months (USD)", "Owned", "Capex (quote after discount", "Break-even",
              "Yearly breakdown (owned, cash)", "Assumptions", "Notes", "month "});
    CHECK_FALSE(hasCjk(en.out));

    // The cloud table: Chinese pricing modes and break-even months, every row as wide as the header.
    const QStringList zhLines = lines(zh.out);
    const qsizetype header = zhLines.indexOf(QRegularExpression(QStringLiteral("  实例类型.*")));
    REQUIRE(header > 0);
    const QString onDemand = zhLines.at(header + 1), reserved = zhLines.at(header + 2);
    CHECK(onDemand.contains(QStringLiteral("按需")));
    CHECK(reserved.contains(QStringLiteral("3 年预留")));
    for (const QString &row : {onDemand, reserved}) {
        INFO(row.toStdString());
        CHECK(row.startsWith(QStringLiteral("  aws-p4d.24xlarge")));
        CHECK_FALSE(row.contains(QStringLiteral("on_demand")));
        CHECK(
            (row.contains(QRegularExpression(QStringLiteral("第 \\d+ 个月$"))) || row.endsWith(QStringLiteral("无"))));
        CHECK(columns(row) == columns(zhLines.at(header)));
        CHECK(firstColumns(row, 38).endsWith(QStringLiteral(" ")));
    }
    // The yearly table: header and rows of equal width, and the same numbers in both languages.
    const qsizetype years = zhLines.indexOf(QRegularExpression(QStringLiteral("  年份.*")));
    REQUIRE(years > 0);
    const qsizetype enYears = lines(en.out).indexOf(QRegularExpression(QStringLiteral("  Year.*")));
    REQUIRE(enYears > 0);
    for (int y = 1; y <= 3; ++y) {
        CHECK(columns(zhLines.at(years + y)) == columns(zhLines.at(years)));
        CHECK(zhLines.at(years + y) == lines(en.out).at(enYears + y));
    }
    // Assumption values start at column 54 whatever the label's script.
    for (qsizetype i = zhLines.indexOf(QStringLiteral("假设条件")) + 1; i < zhLines.size(); ++i) {
        if (!zhLines.at(i).startsWith(QStringLiteral("  ")) || zhLines.at(i).startsWith(QStringLiteral("  - ")))
            break;
        INFO(zhLines.at(i).toStdString());
        CHECK(zhLines.at(i).at(firstColumns(zhLines.at(i), 54).size()).isDigit());
    }
}

TEST_CASE("cli zh_CN: check names severities, reasons and counts in Chinese")
{
    Cli cli;
    const QString plan = cli.plan("findings", kFindings);
    const Run zh = cli.run("zh_CN", {QStringLiteral("check"), plan});
    const Run en = cli.run("en", {QStringLiteral("check"), plan});
    CHECK(zh.status == 1);
    CHECK(en.status == 1);
    const QRegularExpressionMatch counts
        = QRegularExpression(QStringLiteral(": (\\d+) error(s?), (\\d+) warning(s?), (\\d+) note(s?)\n$"))
              .match(en.out);
    REQUIRE(counts.hasMatch());
    // English says "1 error" and "2 errors" (scripts read the count and the word's stem).
    for (int i = 1; i <= 5; i += 2) {
        INFO(en.out.toStdString());
        CHECK((counts.captured(i) == QStringLiteral("1")) == counts.captured(i + 1).isEmpty());
    }
    // The plan has errors and warnings (10 GPUs in 8 slots, one CPU of two); notes where the rules give some.
    checkAll(zh.out, {"错误    [n] ", "警告    [n] ", "        原因："});
    checkNone(zh.out, {"error", "warning", "info ", "why:", "note(s)", " notes\n", " note\n"});
    checkAll(en.out, {"error   [n] ", "warning [n] ", "        why: ", " error", " warning", " note"});
    checkNone(en.out, {"(s)"});
    CHECK(zh.out.contains(QStringLiteral("提示    ")) == (counts.captured(5) != QStringLiteral("0")));
    CHECK(zh.out.endsWith(QStringLiteral("%1：%2 个错误，%3 个警告，%4 条提示\n")
                              .arg(plan, counts.captured(1), counts.captured(3), counts.captured(5))));
    // Messages start at column 8 after the severity, in both languages.
    for (const Run *r : {&zh, &en}) {
        for (const QString &line : lines(r->out).mid(0, lines(r->out).size() - 1)) {
            INFO(line.toStdString());
            const QString head = firstColumns(line, 8);
            REQUIRE_FALSE(head.isNull());
            CHECK(head.endsWith(QLatin1Char(' ')));
            CHECK_FALSE(line.at(head.size()).isSpace());
        }
    }
}

TEST_CASE("cli zh_CN: catalog list shows the parts' Chinese names and Chinese categories")
{
    Cli cli;
    const Run json = cli.run("zh_CN", {QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--json")});
    REQUIRE(json.status == 0);
    const QJsonArray parts = QJsonDocument::fromJson(json.out.toUtf8()).array();
    REQUIRE(parts.size() > 100);
    const Run zh = cli.run("zh_CN", {QStringLiteral("catalog"), QStringLiteral("list")});
    const Run en = cli.run("en", {QStringLiteral("catalog"), QStringLiteral("list")});
    REQUIRE(zh.status == 0);
    REQUIRE(en.status == 0);
    const QStringList zhLines = lines(zh.out), enLines = lines(en.out);
    REQUIRE(zhLines.size() == parts.size() + 1);
    REQUIRE(enLines.size() == parts.size() + 1);
    CHECK(zhLines.last() == QStringLiteral("共 %1 个部件").arg(parts.size()));
    CHECK(enLines.last() == QStringLiteral("%1 parts").arg(parts.size()));
    checkNone(zh.out, {" parts", "estimates"});
    CHECK(en.out.contains(QStringLiteral(", estimates)")));
    CHECK_FALSE(hasCjk(en.out));
    int chineseNames = 0;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const QJsonObject p = parts.at(i).toObject();
        const QString sku = p.value(QStringLiteral("sku")).toString();
        const QString nameZh = p.value(QStringLiteral("name_zh")).toString();
        const QString english = p.value(QStringLiteral("vendor")).toString() + QLatin1Char(' ')
            + p.value(QStringLiteral("model")).toString();
        INFO(sku.toStdString());
        const QString &line = zhLines.at(i);
        CHECK(line.startsWith(sku + QLatin1Char(' ')));
        CHECK(enLines.at(i).contains(english));
        // The name starts at column 41 after the SKU (32) and the category (9), Chinese or not.
        const QString head = firstColumns(line, 41);
        REQUIRE_FALSE(head.isNull());
        CHECK(head.endsWith(QLatin1Char(' ')));
        CHECK(line.mid(head.size()).startsWith(nameZh.isEmpty() ? english : nameZh));
        chineseNames += nameZh.isEmpty() ? 0 : 1;
        if (p.value(QStringLiteral("category")).toString() == QStringLiteral("gpu"))
            CHECK(head.simplified().section(QLatin1Char(' '), 1) == QStringLiteral("GPU"));
        if (p.value(QStringLiteral("category")).toString() == QStringLiteral("switch"))
            CHECK(head.contains(QStringLiteral(" 交换机 ")));
    }
    CHECK(chineseNames == parts.size()); // every seed part has a Chinese name
}
