// Issue 22 at the command line: file errors exit 3 and invalid plans 1; devices, pipes and folders are refused
// quickly instead of read forever; a failed write of the output (a full disk, /dev/full) exits 3 with the reason;
// no output replaces its input; parallel quotes never repeat a number, and a failed export consumes none.
#include "catalogdatabase.h"
#include "clirun.h"
#include "support/testsupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <sys/stat.h>
#include <unistd.h>

namespace {

const char *const kGoodPlan
    = "{\"format\":\"aiplanner-plan\",\"version\":1,\"name\":\"ok\",\"servers\":[{\"id\":\"n\","
      "\"chassis\":\"nvidia-dgx-a100-80gb\",\"parts\":[],\"count\":2}],\"workload\":{\"model\":{\"preset\":"
      "\"gpt3-13b\"},\"global_batch\":64,\"precision\":\"bf16\"}}";

// A plan the quote command accepts (no rule errors), without a quote number of its own.
const char *const kQuotePlan
    = "{\"format\":\"aiplanner-plan\",\"version\":1,\"name\":\"Quote numbers\",\"servers\":[{\"id\":\"n\","
      "\"chassis\":\"supermicro-sys-821ge-tnhr\",\"count\":1,\"parts\":[{\"sku\":\"nvidia-h100-sxm5-80gb\","
      "\"qty\":8},{\"sku\":\"intel-xeon-8480p\",\"qty\":2},{\"sku\":\"samsung-ddr5-4800-64gb-rdimm\","
      "\"qty\":32},{\"sku\":\"nvidia-connectx7-ndr400\",\"qty\":8}]}],"
      "\"quote\":{\"customer\":{\"name\":\"Example\"}}}";

// The CLI with its own home: settings, data folder (and so the quote counter) of its own.
QProcessEnvironment isolatedEnv(const QString &home)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    return env;
}

clitest::Run runIn(const QString &home, const QStringList &args)
{
    QProcess p;
    p.setProcessEnvironment(isolatedEnv(home));
    p.start(QStringLiteral(AIP_CLI_EXE), args);
    p.waitForFinished(180000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

QString quoteNumberIn(const QString &out)
{
    static const QRegularExpression re(QStringLiteral("Wrote quote (\\S+) to"));
    const auto m = re.match(out);
    return m.hasMatch() ? m.captured(1) : QString();
}

} // namespace

TEST_CASE("a plan file that cannot be read exits 3, one that is read but invalid exits 1")
{
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("bad.aiplan"));
    REQUIRE(aiptest::writeFile(bad, QByteArray(kGoodPlan).replace("\"count\":2", "\"count\":-3")));
    const QString fifo = dir.filePath(QStringLiteral("fifo.aiplan"));
    REQUIRE(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    for (const QString &path : {QStringLiteral("/nonexistent/plan.aiplan"), dir.path(), QStringLiteral("/dev/zero"),
                                QStringLiteral("/dev/urandom"), QStringLiteral("/dev/null"), fifo}) {
        INFO(path.toStdString());
        for (const char *verb : {"check", "simulate", "tco"}) {
            QElapsedTimer t;
            t.start();
            const clitest::Run r = clitest::inProcess({QLatin1String(verb), path});
            CHECK(r.status == 3);
            CHECK(r.err.contains(path));
            CHECK(t.elapsed() < 5000); // refused, not read
        }
    }
    if (::geteuid() != 0) { // root reads a file of mode 000
        const QString locked = dir.filePath(QStringLiteral("locked.aiplan"));
        REQUIRE(aiptest::writeFile(locked, kGoodPlan));
        REQUIRE(QFile::setPermissions(locked, QFileDevice::Permissions()));
        CHECK(clitest::inProcess({QStringLiteral("check"), locked}).status == 3);
    }
    const clitest::Run invalid = clitest::inProcess({QStringLiteral("check"), bad});
    CHECK(invalid.status == 1);
    CHECK(invalid.err.contains(QStringLiteral("servers[0].count")));
}

TEST_CASE("output that cannot be written (/dev/full) exits 3 with the reason, never 0 with a truncated text")
{
    REQUIRE(QFileInfo::exists(QStringLiteral("/dev/full")));
    QTemporaryDir dir;
    const QString plan = dir.filePath(QStringLiteral("good.aiplan"));
    REQUIRE(aiptest::writeFile(plan, kGoodPlan));
    const QString catalog = dir.filePath(QStringLiteral("c.db"));
    for (const QStringList &args :
         {QStringList{QStringLiteral("--help")},
          QStringList{QStringLiteral("--catalog"), catalog, QStringLiteral("simulate"), plan, QStringLiteral("--json")},
          QStringList{QStringLiteral("--catalog"), catalog, QStringLiteral("catalog"), QStringLiteral("list"),
                      QStringLiteral("--json")}}) {
        INFO(args.join(QLatin1Char(' ')).toStdString());
        QProcess p;
        p.setProcessEnvironment(isolatedEnv(dir.path()));
        p.setStandardOutputFile(QStringLiteral("/dev/full"));
        p.start(QStringLiteral(AIP_CLI_EXE), args);
        REQUIRE(p.waitForFinished(120000));
        CHECK(p.exitStatus() == QProcess::NormalExit);
        CHECK(p.exitCode() == 3);
        CHECK(QString::fromUtf8(p.readAllStandardError()).contains(QStringLiteral("No space left on device")));
    }
}

TEST_CASE("files written to /dev/full (catalog export, quote) exit 3 with the reason")
{
    QTemporaryDir dir;
    const QString catalog = dir.filePath(QStringLiteral("c.db"));
    const QString plan = dir.filePath(QStringLiteral("p.aiplan"));
    REQUIRE(aiptest::writeFile(plan, kQuotePlan));
    for (const QStringList &args :
         {QStringList{QStringLiteral("catalog"), QStringLiteral("export"), QStringLiteral("/dev/full")},
          QStringList{QStringLiteral("quote"), plan, QStringLiteral("-o"), QStringLiteral("/dev/full")}}) {
        INFO(args.join(QLatin1Char(' ')).toStdString());
        const clitest::Run r = runIn(dir.path(), QStringList{QStringLiteral("--catalog"), catalog} + args);
        CHECK(r.status == 3);
        CHECK(r.err.contains(QStringLiteral("No space left on device")));
    }
    struct stat st {
    };
    CHECK((::stat("/dev/full", &st) == 0 && S_ISCHR(st.st_mode)));
}

TEST_CASE("quote refuses to write its PDF over the plan it reads")
{
    QTemporaryDir dir;
    const QString plan = dir.filePath(QStringLiteral("X.aiplan"));
    REQUIRE(aiptest::writeFile(plan, kQuotePlan));
    const QByteArray before = aiptest::readFile(plan);
    for (const QString &output : {plan, QStringLiteral("%1/./X.aiplan").arg(dir.path())}) {
        const clitest::Run r = runIn(dir.path(),
                                     {QStringLiteral("--catalog"), dir.filePath(QStringLiteral("c.db")),
                                      QStringLiteral("quote"), plan, QStringLiteral("-o"), output});
        CHECK(r.status == 2);
        CHECK(r.err.contains(QStringLiteral("is the input")));
        CHECK(aiptest::readFile(plan) == before);
    }
}

TEST_CASE("parallel quote runs never repeat a number, a failed export consumes none, a plan keeps its number")
{
    QTemporaryDir dir;
    const QString home = dir.path();
    // Plans of their own: a plan keeps the number of its first export (issue 17, item 3), so distinct quotes are
    // distinct plan files.
    auto planFile = [&](const QString &name) {
        const QString path = dir.filePath(name + QStringLiteral(".aiplan"));
        REQUIRE(aiptest::writeFile(path, kQuotePlan));
        return path;
    };
    const QString plan = planFile(QStringLiteral("p"));
    const QString catalog = dir.filePath(QStringLiteral("c.db"));
    REQUIRE(
        runIn(home, {QStringLiteral("--catalog"), catalog, QStringLiteral("catalog"), QStringLiteral("list")}).status
        == 0);
    auto quoteRun = [&](const QString &planPath, const QString &out) {
        return runIn(
            home, {QStringLiteral("--catalog"), catalog, QStringLiteral("quote"), planPath, QStringLiteral("-o"), out});
    };

    const QString first = quoteNumberIn(quoteRun(plan, dir.filePath(QStringLiteral("0.pdf"))).out);
    REQUIRE(first.endsWith(QStringLiteral("-0001")));
    // The same plan again: the same number, and the counter is not consulted.
    CHECK(quoteNumberIn(quoteRun(plan, dir.filePath(QStringLiteral("0b.pdf"))).out) == first);

    // A failed export (an impossible path) takes no number.
    const QString failedPlan = planFile(QStringLiteral("f"));
    const clitest::Run failed = quoteRun(failedPlan, failedPlan + QStringLiteral("/q.pdf"));
    CHECK(failed.status == 3);

    constexpr int kRuns = 8;
    QList<QProcess *> runs;
    for (int i = 0; i < kRuns; ++i) {
        const QString planI = planFile(QStringLiteral("q%1").arg(i));
        auto *p = new QProcess;
        p->setProcessEnvironment(isolatedEnv(home));
        p->start(QStringLiteral(AIP_CLI_EXE),
                 {QStringLiteral("--catalog"), catalog, QStringLiteral("quote"), planI, QStringLiteral("-o"),
                  dir.filePath(QStringLiteral("q%1.pdf").arg(i))});
        runs.append(p);
    }
    QSet<QString> numbers;
    for (QProcess *p : runs) {
        REQUIRE(p->waitForFinished(300000));
        const QString err = QString::fromUtf8(p->readAllStandardError());
        INFO(err.toStdString());
        CHECK(p->exitCode() == 0);
        numbers.insert(quoteNumberIn(QString::fromUtf8(p->readAllStandardOutput())));
        delete p;
    }
    CHECK(numbers.size() == kRuns); // no number twice
    QSet<QString> want;
    for (int i = 2; i <= kRuns + 1; ++i)
        want.insert(first.left(first.size() - 4) + QStringLiteral("%1").arg(i, 4, 10, QLatin1Char('0')));
    CHECK(numbers == want); // 0002 .. 0009: the failed export consumed none

    // And the counter goes on from there, never backwards.
    const QString next
        = quoteNumberIn(quoteRun(planFile(QStringLiteral("z")), dir.filePath(QStringLiteral("z.pdf"))).out);
    CHECK(next.endsWith(QStringLiteral("-0010")));
    // --number prints the given number and takes none.
    const clitest::Run given
        = runIn(home,
                {QStringLiteral("--catalog"), catalog, QStringLiteral("quote"), planFile(QStringLiteral("g")),
                 QStringLiteral("-o"), dir.filePath(QStringLiteral("g.pdf")), QStringLiteral("--number"),
                 QStringLiteral("Q-CLIENT-9")});
    CHECK(quoteNumberIn(given.out) == QStringLiteral("Q-CLIENT-9"));
    CHECK(quoteNumberIn(quoteRun(planFile(QStringLiteral("y")), dir.filePath(QStringLiteral("y.pdf"))).out)
              .endsWith(QStringLiteral("-0011")));
}

TEST_CASE("quote -o FIFO with nobody reading is refused at once instead of blocking forever")
{
    QTemporaryDir dir;
    const QString plan = dir.filePath(QStringLiteral("p.aiplan"));
    REQUIRE(aiptest::writeFile(plan, kQuotePlan));
    const QString fifo = dir.filePath(QStringLiteral("out.pdf"));
    REQUIRE(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    QProcess p;
    p.setProcessEnvironment(isolatedEnv(dir.path()));
    p.start(QStringLiteral(AIP_CLI_EXE),
            {QStringLiteral("--catalog"), dir.filePath(QStringLiteral("c.db")), QStringLiteral("quote"), plan,
             QStringLiteral("-o"), fifo});
    const bool finished = p.waitForFinished(120000); // before issue 22's second round: never
    if (!finished)
        p.kill();
    REQUIRE(finished);
    CHECK(p.exitCode() == 3);
    const QString err = QString::fromUtf8(p.readAllStandardError());
    CHECK(err.contains(fifo));
    CHECK(err.contains(QStringLiteral("no program is reading")));
    QFileInfo info(fifo);
    CHECK_FALSE(info.isFile()); // still the FIFO
}

TEST_CASE("catalog list shows control characters and bidi overrides in names as escapes, never raw")
{
    QTemporaryDir dir;
    const QString catalog = dir.filePath(QStringLiteral("c.db"));
    {
        aip::CatalogDatabase db;
        REQUIRE(db.open(catalog));
        std::optional<aip::Part> gpu = db.part(QStringLiteral("amd-mi210"));
        REQUIRE(gpu.has_value());
        gpu->model = QStringLiteral("MI210\x1b[2J\x1b]0;owned\x07\u202Egnp");
        REQUIRE(db.upsertPart(*gpu));
    }
    const clitest::Run r
        = clitest::inProcess({QStringLiteral("--catalog"), catalog, QStringLiteral("catalog"), QStringLiteral("list")});
    REQUIRE(r.status == 0);
    CHECK(r.out.contains(QStringLiteral("MI210\\e[2J\\e]0;owned\\x07\\u202egnp")));
    CHECK_FALSE(r.out.contains(QChar(0x1b)));
    CHECK_FALSE(r.out.contains(QChar(0x202E)));
}

TEST_CASE("a right-to-left override in the customer's name does not reverse text in the PDF")
{
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty()) {
        WARN("pdftotext is not installed");
        return;
    }
    QTemporaryDir dir;
    const QString plan = dir.filePath(QStringLiteral("p.aiplan"));
    // Before: the override made the PDF read "ACME Corp fdp.exe" (the rest of the line reversed).
    REQUIRE(aiptest::writeFile(
        plan,
        QByteArray(kQuotePlan).replace("\"name\":\"Example\"", "\"name\":\"ACME Corp \\u202Eexe.pdf\\u001b[2J\"")));
    const QString pdf = dir.filePath(QStringLiteral("q.pdf"));
    const clitest::Run q = runIn(dir.path(),
                                 {QStringLiteral("--catalog"), dir.filePath(QStringLiteral("c.db")),
                                  QStringLiteral("quote"), plan, QStringLiteral("-o"), pdf});
    INFO(q.err.toStdString());
    REQUIRE(q.status == 0);
    const clitest::Run text = clitest::program(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    REQUIRE(text.status == 0);
    CHECK(text.out.contains(QStringLiteral("ACME Corp exe.pdf[2J")));
    CHECK_FALSE(text.out.contains(QStringLiteral("fdp.exe")));
}
