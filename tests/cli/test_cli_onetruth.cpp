// One rule book (issue 16): the GUI's findings (evaluatePlan, what the findings panel and the summary strip show)
// and `aiplanner-cli check`'s are the same list on every shipped template and example, the test plans and hostile
// plans; `check` exits 1 exactly when the GUI shows an error. The impossible machine (RTX 5090 cards in an HGX SXM5
// chassis) is not quoted (exit 1, no file), and `quote --draft` marks every page of its PDF as a draft.
#include "clirun.h"
#include "support/testsupport.h"

#include "analysis/planevaluation.h"
#include "cli/cli.h"
#include "findings/findingsmodel.h"
#include "plan/planfile.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>

namespace {

using clitest::Run;

const char *const kRtxInHgx = R"({"format":"aiplanner-plan","version":1,"name":"RTX in HGX",
 "servers":[{"id":"n","name":"HGX","chassis":"supermicro-sys-821ge-tnhr",
   "parts":[{"sku":"nvidia-rtx-5090","qty":2},{"sku":"intel-xeon-8480p","qty":2}],"count":1}],
 "workload":{"model":{"preset":"resnet50"},"global_batch":256,"precision":"bf16"},
 "quote":{"customer":{"name":"Bar check"}}})";

// The two findings the GUI and `check` used to disagree on: a model the performance model does not know (only
// `check` reported it) and a model that does not fit in GPU memory (only the GUI reported it).
const char *const kUnknownModel = R"({"format":"aiplanner-plan","version":1,
 "servers":[{"id":"node","chassis":"nvidia-dgx-a100-80gb","count":1}],
 "workload":{"model":{"preset":"no-such-model"},"global_batch":8,"precision":"bf16"}})";
const char *const kDoesNotFit = R"({"format":"aiplanner-plan","version":1,
 "servers":[{"id":"node","chassis":"nvidia-dgx-a100-80gb","count":1}],
 "workload":{"model":{"preset":"gpt3-175b"},"global_batch":8,"micro_batch":1,"precision":"bf16",
   "parallelism":{"tp":1,"pp":1,"dp":1,"zero":0,"recompute":"none"}}})";

QStringList planFiles()
{
    QStringList out;
    for (const QString &dir :
         {QStringLiteral("resources/templates"), QStringLiteral("examples"), QStringLiteral("tests/data/plans"),
          QStringLiteral("tests/fuzz/regressions/planreader")}) {
        const QDir d(aiptest::sourcePath(dir));
        for (const QString &name : d.entryList({QStringLiteral("*.aiplan")}, QDir::Files, QDir::Name))
            out.append(d.filePath(name));
    }
    return out;
}

// `check`'s findings as "severity|message" (the [server] prefix and the "why:" lines left out).
QStringList cliFindings(const QString &out)
{
    QStringList lines;
    static const QRegularExpression finding(QStringLiteral("^(error|warning|info) +(\\[[^\\]]*\\] )?(.*)$"));
    for (const QString &line : out.split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch m = finding.match(line);
        if (m.hasMatch())
            lines.append(m.captured(1) + QLatin1Char('|') + m.captured(3));
    }
    std::sort(lines.begin(), lines.end());
    return lines;
}

QStringList guiFindings(const aip::PlanEvaluation &ev)
{
    QStringList lines;
    for (const aip::FindingRow &f : ev.findings) {
        const char *severity = f.severity == aip::FindingRow::Severity::Error ? "error"
            : f.severity == aip::FindingRow::Severity::Warning                ? "warning"
                                                                              : "info";
        lines.append(QString::fromLatin1(severity) + QLatin1Char('|') + f.message);
    }
    std::sort(lines.begin(), lines.end());
    return lines;
}

bool guiHasError(const aip::PlanEvaluation &ev)
{
    return std::any_of(ev.findings.cbegin(), ev.findings.cend(),
                       [](const aip::FindingRow &f) { return f.severity == aip::FindingRow::Severity::Error; });
}

struct Compared {
    bool loaded = false;
    bool guiError = false;
    int checkStatus = -1;
};

Compared compare(const QString &db, const QString &path)
{
    Compared c;
    const aip::PlanReadResult read = aip::readPlanFile(path);
    if (!read.ok())
        return c; // not a plan: neither the GUI nor `check` has findings for it
    c.loaded = true;
    QString outText, errText;
    QTextStream out(&outText), err(&errText);
    aip::cli::Context ctx{out, err, db, QStringLiteral("en")};
    int exit = 0;
    const std::optional<aip::PartCatalog> catalog = ctx.loadCatalog(&exit);
    REQUIRE(catalog);
    const aip::PlanEvaluation ev = aip::evaluatePlan(*read.plan, *catalog);
    c.guiError = guiHasError(ev);
    const Run check = clitest::inProcess({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--catalog"),
                                          db, QStringLiteral("check"), path});
    c.checkStatus = check.status;
    INFO(path.toStdString());
    INFO(check.out.toStdString());
    CHECK(cliFindings(check.out) == guiFindings(ev));
    return c;
}

QString writeTemp(const QTemporaryDir &dir, const char *name, const char *json)
{
    const QString path = dir.filePath(QString::fromLatin1(name));
    REQUIRE(aiptest::writeFile(path, QByteArray(json)));
    return path;
}

} // namespace

TEST_CASE("the GUI and check report the same findings on every shipped, test and hostile plan")
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("c.db"));
    QStringList plans = planFiles();
    REQUIRE(plans.size() >= 5);
    const QString rtx = writeTemp(dir, "rtx-in-hgx.aiplan", kRtxInHgx);
    const QString unknown = writeTemp(dir, "unknown-model.aiplan", kUnknownModel);
    const QString tooBig = writeTemp(dir, "does-not-fit.aiplan", kDoesNotFit);
    plans << rtx << unknown << tooBig;
    int loaded = 0;
    for (const QString &path : std::as_const(plans)) {
        INFO(path.toStdString());
        const Compared c = compare(db, path);
        if (!c.loaded)
            continue;
        ++loaded;
        CHECK(c.checkStatus == (c.guiError ? 1 : 0)); // check exits 1 exactly when the GUI shows an error
        const bool shipped
            = path.contains(QStringLiteral("/resources/templates/")) || path.contains(QStringLiteral("/examples/"));
        if (shipped)
            CHECK_FALSE(c.guiError); // every shipped plan checks clean
        if (path == rtx || path == unknown || path == tooBig)
            CHECK(c.guiError);
    }
    CHECK(loaded >= 8);
}

TEST_CASE("a plan with errors is not quoted, --draft writes a PDF marked DRAFT on every page, in both languages")
{
    REQUIRE(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty());
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("c.db"));
    const QString plan = writeTemp(dir, "rtx-in-hgx.aiplan", kRtxInHgx);

    const Run check = clitest::exe({QStringLiteral("--catalog"), db, QStringLiteral("check"), plan});
    CHECK(check.status == 1);
    CHECK(check.out.contains(QStringLiteral("PCIe card")));

    const QString pdf = dir.filePath(QStringLiteral("bad.pdf"));
    const Run quote = clitest::exe({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--catalog"), db,
                                    QStringLiteral("quote"), plan, QStringLiteral("-o"), pdf});
    CHECK(quote.status == 1);
    CHECK_FALSE(QFile::exists(pdf));
    CHECK(quote.err.contains(QStringLiteral("--draft")));
    CHECK(quote.err.contains(QStringLiteral("PCIe card"))); // the errors are listed

    for (const QString &lang : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        INFO(lang.toStdString());
        const QString draft = dir.filePath(QStringLiteral("draft-%1.pdf").arg(lang));
        const Run d
            = clitest::exe({QStringLiteral("--lang"), lang, QStringLiteral("--catalog"), db, QStringLiteral("quote"),
                            plan, QStringLiteral("-o"), draft, QStringLiteral("--draft")});
        INFO(d.err.toStdString());
        REQUIRE(d.status == 0);
        const Run info = clitest::program(QStringLiteral("pdfinfo"), {draft});
        static const QRegularExpression pagesRe(QStringLiteral("Pages:\\s+(\\d+)"));
        const int pages = pagesRe.match(info.out).captured(1).toInt();
        REQUIRE(pages >= 2);
        for (int page = 1; page <= pages; ++page) {
            const Run text = clitest::program(QStringLiteral("pdftotext"),
                                              {QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
                                               QString::number(page), draft, QStringLiteral("-")});
            INFO(page);
            CHECK(text.out.contains(QStringLiteral("DRAFT"))); // the Chinese mark keeps the word: "DRAFT 草稿"
            if (lang == QLatin1String("en"))
                CHECK(text.out.contains(QStringLiteral("DRAFT — this configuration has errors")));
        }
    }

    // A plan without errors: --draft changes nothing, the PDF has no mark.
    const QString good = aiptest::sourcePath(QStringLiteral("examples/gpt3-175b-128-dgx-a100.aiplan"));
    const QString clean = dir.filePath(QStringLiteral("clean.pdf"));
    const Run q = clitest::exe({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--catalog"), db,
                                QStringLiteral("quote"), good, QStringLiteral("-o"), clean, QStringLiteral("--draft")});
    REQUIRE(q.status == 0);
    const Run text = clitest::program(QStringLiteral("pdftotext"), {clean, QStringLiteral("-")});
    CHECK_FALSE(text.out.contains(QStringLiteral("DRAFT")));
}
