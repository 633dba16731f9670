// The command line's contract: help, version, exit statuses, and `check` naming a bad field.
#include "cli/cli.h"
#include "support/testsupport.h"

#include <QProcess>
#include <QTemporaryDir>

namespace {

struct CliRun {
    int status = -1;
    QString out, err;
};

// Runs the real executable, without a display.
CliRun runExe(const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(AIP_CLI_EXE), args);
    p.waitForFinished(60000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

CliRun runInProcess(const QStringList &args)
{
    QString out, err;
    QTextStream o(&out), e(&err);
    const int status = aip::cli::run(args, o, e);
    o.flush();
    e.flush();
    return {status, out, err};
}

} // namespace

TEST_CASE("--help and --version succeed without a display")
{
    const CliRun help = runExe({QStringLiteral("--help")});
    CHECK(help.status == 0);
    for (const char *cmd : {"simulate", "search", "tco", "quote", "check", "catalog", "--catalog"})
        CHECK(help.out.contains(QLatin1String(cmd)));
    const CliRun version = runExe({QStringLiteral("--version")});
    CHECK(version.status == 0);
    CHECK(version.out.startsWith(QStringLiteral("aiplanner-cli ")));
}

TEST_CASE("each command has its own help")
{
    for (const char *cmd : {"simulate", "search", "tco", "quote", "check", "catalog"}) {
        const CliRun r = runInProcess({QLatin1String(cmd), QStringLiteral("--help")});
        CHECK(r.status == 0);
        CHECK(r.out.contains(QStringLiteral("Usage: aiplanner-cli")));
        const CliRun viaHelp = runInProcess({QStringLiteral("help"), QLatin1String(cmd)});
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
        const CliRun r = runInProcess(args);
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
    const CliRun r = runExe({QStringLiteral("check"), plan});
    CHECK(r.status == 1);
    CHECK(r.err.contains(QStringLiteral("workload.parallelism.tp: must be a positive integer")));
}

TEST_CASE("check of a missing file exits 1 and names it")
{
    const CliRun r = runInProcess({QStringLiteral("check"), QStringLiteral("/nonexistent/plan.aiplan")});
    CHECK(r.status == 1);
    CHECK(r.err.contains(QStringLiteral("/nonexistent/plan.aiplan")));
}
