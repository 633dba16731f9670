// The command line's contract: help, version, exit statuses, and `check` naming a bad field.
#include "cli/cli.h"
#include "clirun.h"
#include "support/testsupport.h"

#include <QProcess>
#include <QTemporaryDir>

TEST_CASE("--help and --version succeed without a display")
{
    const clitest::Run help = clitest::exe({QStringLiteral("--help")});
    CHECK(help.status == 0);
    for (const char *cmd : {"simulate", "search", "tco", "quote", "check", "catalog", "--catalog"})
        CHECK(help.out.contains(QLatin1String(cmd)));
    const clitest::Run version = clitest::exe({QStringLiteral("--version")});
    CHECK(version.status == 0);
    CHECK(version.out.startsWith(QStringLiteral("aiplanner-cli ")));
}

TEST_CASE("each command has its own help")
{
    for (const char *cmd : {"simulate", "search", "tco", "quote", "check", "catalog"}) {
        const clitest::Run r = clitest::inProcess({QLatin1String(cmd), QStringLiteral("--help")});
        CHECK(r.status == 0);
        CHECK(r.out.contains(QStringLiteral("Usage: aiplanner-cli")));
        const clitest::Run viaHelp = clitest::inProcess({QStringLiteral("help"), QLatin1String(cmd)});
        CHECK(viaHelp.out == r.out);
    }
}

TEST_CASE("usage errors exit 2 with a message")
{
    for (const QStringList &args :
         {QStringList{}, QStringList{QStringLiteral("frobnicate")}, QStringList{QStringLiteral("check")},
          QStringList{QStringLiteral("check"), QStringLiteral("a"), QStringLiteral("b")},
          QStringList{QStringLiteral("check"), QStringLiteral("--bogus"), QStringLiteral("p")},
          QStringList{QStringLiteral("--catalog")}}) {
        const clitest::Run r = clitest::inProcess(args);
        INFO(args.join(QLatin1Char(' ')).toStdString());
        CHECK(r.status == 2);
        CHECK_FALSE(r.err.isEmpty());
    }
}

TEST_CASE("check exits 1 and names workload.parallelism.tp for a negative tp")
{
    QTemporaryDir dir;
    const QString plan = dir.filePath(QStringLiteral("bad.aiplan"));
    REQUIRE(aiptest::writeFile(plan,
                               "{\"format\":\"aiplanner-plan\",\"version\":1,\"servers\":[],"
                               "\"workload\":{\"global_batch\":8,\"parallelism\":{\"tp\":-2}}}"));
    const clitest::Run r = clitest::exe({QStringLiteral("check"), plan});
    CHECK(r.status == 1);
    CHECK(r.err.contains(QStringLiteral("workload.parallelism.tp: must be a positive integer")));
}

TEST_CASE("check of a missing file exits 3 (a file error, as the contract says) and names it")
{
    const clitest::Run r = clitest::inProcess({QStringLiteral("check"), QStringLiteral("/nonexistent/plan.aiplan")});
    CHECK(r.status == 3);
    CHECK(r.err.contains(QStringLiteral("/nonexistent/plan.aiplan")));
}
