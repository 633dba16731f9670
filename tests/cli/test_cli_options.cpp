// The command line's options (issue 16, item 6): one QCommandLineParser option table per command, held to its help
// text; the forms it takes and refuses with the contract's messages and exit 2; --verbose for the debug categories.
#include "cli/cli.h"
#include "clirun.h"
#include "support/testsupport.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>

namespace {

using clitest::Run;

const char *const kCommandNames[]
    = {"simulate", "search", "tco", "quote", "check", "catalog", "validate", "size", "roadmap"};

constexpr const char *kPlan = R"({"format":"aiplanner-plan","version":1,"name":"p","servers":[{"id":"n",)"
                              R"("chassis":"nvidia-dgx-a100-80gb","parts":[],"count":2}],"workload":)"
                              R"({"model":{"preset":"gpt3-1.3b"},"global_batch":64}})";

class Cli
{
public:
    Cli()
    {
        REQUIRE(m_dir.isValid());
        REQUIRE(aiptest::writeFile(plan(), kPlan));
    }
    QString plan() const { return m_dir.filePath(QStringLiteral("p.aiplan")); }
    QString catalog() const { return m_dir.filePath(QStringLiteral("c.db")); }
    QString path(const QString &name) const { return m_dir.filePath(name); }
    Run run(const QStringList &args) const
    {
        return clitest::inProcess(QStringList{QStringLiteral("--catalog"), catalog()} + args);
    }

private:
    QTemporaryDir m_dir;
};

} // namespace

TEST_CASE("every command's option table and its help name the same options")
{
    const QRegularExpression optionInText(QStringLiteral("(?:^|[\\s\\[|(,`])(--[a-z][a-z-]*|-[a-z])\\b"));
    const QStringList global{QStringLiteral("--catalog"), QStringLiteral("--lang"), QStringLiteral("--verbose"),
                             QStringLiteral("--help"), QStringLiteral("-h")};
    for (const char *cmd : kCommandNames) {
        INFO(cmd);
        const QStringList table = aip::cli::commandOptionNames(QLatin1String(cmd));
        const Run help = clitest::inProcess(
            {QStringLiteral("--lang"), QStringLiteral("en"), QLatin1String(cmd), QStringLiteral("--help")});
        REQUIRE(help.status == 0);
        for (const QString &option : table) {
            INFO(option.toStdString());
            CHECK(help.out.contains(option));
        }
        QStringList inHelp;
        for (auto it = optionInText.globalMatch(help.out); it.hasNext();)
            inHelp.append(it.next().captured(1));
        inHelp.removeDuplicates();
        CHECK_FALSE(inHelp.isEmpty()); // at least --catalog in the usage line
        for (const QString &option : inHelp) {
            INFO(option.toStdString());
            CHECK((table.contains(option) || global.contains(option)));
        }
    }
    CHECK(aip::cli::commandOptionNames(QStringLiteral("frobnicate")).isEmpty());
    CHECK(aip::cli::commandOptionNames(QStringLiteral("quote")).contains(QStringLiteral("-o")));
    CHECK(aip::cli::commandOptionNames(QStringLiteral("catalog")).contains(QStringLiteral("--limit")));
}

TEST_CASE("options are taken as --top N or --top=N anywhere after the command and -- ends them")
{
    Cli cli;
    Run r = cli.run({QStringLiteral("search"), cli.plan(), QStringLiteral("--top=2"), QStringLiteral("--json")});
    REQUIRE(r.status == 0);
    const Run spaced = cli.run(
        {QStringLiteral("search"), QStringLiteral("--top"), QStringLiteral("2"), QStringLiteral("--json"), cli.plan()});
    REQUIRE(spaced.status == 0);
    CHECK(spaced.out == r.out);
    // The global options also after the command's name.
    r = clitest::inProcess({QStringLiteral("check"), cli.plan(), QStringLiteral("--catalog"), cli.catalog(),
                            QStringLiteral("--lang"), QStringLiteral("zh_CN")});
    CHECK(r.status == 0);
    CHECK_FALSE(r.out.contains(QStringLiteral("error(s)")));
    CHECK_FALSE(r.out.contains(QStringLiteral("0 errors")));
    // `--` ends the options: a plan whose name starts with a dash.
    const QString dashed = cli.path(QStringLiteral("-dashed.aiplan"));
    REQUIRE(aiptest::writeFile(dashed, kPlan));
    const QString previous = QDir::currentPath();
    REQUIRE(QDir::setCurrent(QFileInfo(dashed).absolutePath()));
    const Run afterDashes = cli.run({QStringLiteral("check"), QStringLiteral("--"), QStringLiteral("-dashed.aiplan")});
    const Run without = cli.run({QStringLiteral("check"), QStringLiteral("-dashed.aiplan")});
    QDir::setCurrent(previous);
    CHECK(afterDashes.status == 0);
    CHECK(afterDashes.out.contains(QStringLiteral("-dashed.aiplan: 0 errors, ")));
    CHECK(without.status == 2);
    CHECK(without.err.contains(QStringLiteral("unknown option -dashed.aiplan")));
}

TEST_CASE("option errors keep the contract's messages and exit 2")
{
    Cli cli;
    struct Case {
        QStringList args;
        const char *message;
    };
    const QString p = cli.plan();
    const Case cases[] = {
        {{QStringLiteral("search"), p, QStringLiteral("--top")}, "--top needs a value"},
        {{QStringLiteral("search"), p, QStringLiteral("--bogus")}, "unknown option --bogus"},
        {{QStringLiteral("simulate"), p, QStringLiteral("--json=yes")}, "unknown option --json=yes"},
        {{QStringLiteral("quote"), p, QStringLiteral("-ofile.pdf")}, "unknown option -ofile.pdf"},
        {{QStringLiteral("quote"), p, QStringLiteral("-o")}, "-o needs a value"},
        {{QStringLiteral("check"), p, QStringLiteral("--catalog")}, "--catalog needs a PATH"},
        {{QStringLiteral("check"), p, QStringLiteral("--lang")}, "--lang needs one of"},
        {{QStringLiteral("check"), p, QStringLiteral("--lang=xx")}, "--lang needs one of"},
        {{QStringLiteral("--bogus"), QStringLiteral("check"), p}, "unknown option --bogus"},
        {{QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--limit"), QStringLiteral("3")},
         "unknown option --limit"},
        {{QStringLiteral("simulate"), p, QStringLiteral("--version")}, "unknown option --version"},
    };
    for (const Case &c : cases) {
        INFO(c.args.join(QLatin1Char(' ')).toStdString());
        const Run r = cli.run(c.args);
        INFO(r.err.toStdString());
        CHECK(r.status == 2);
        CHECK(r.err.contains(QLatin1String(c.message)));
        CHECK(r.out.isEmpty());
    }
    // A command's usage error comes with its usage line.
    CHECK(cli.run({QStringLiteral("search"), p, QStringLiteral("--bogus")})
              .err.contains(QStringLiteral("Usage: aiplanner-cli search PLAN [--top N] [--free] [--json]")));
    // Help wins over an error beside it, as before.
    const Run help = cli.run({QStringLiteral("check"), QStringLiteral("--bogus"), QStringLiteral("--help")});
    CHECK(help.status == 0);
    CHECK(help.out.startsWith(QStringLiteral("Usage: aiplanner-cli [--catalog PATH] check PLAN")));
}

TEST_CASE("the verbose option prints the catalog and evaluation and search timings on stderr and nothing without it")
{
    Cli cli;
    CHECK(clitest::inProcess({QStringLiteral("--help")}).out.contains(QStringLiteral("--verbose")));
    const Run quiet = clitest::exe({QStringLiteral("--catalog"), cli.catalog(), QStringLiteral("search"), cli.plan(),
                                    QStringLiteral("--top"), QStringLiteral("1")});
    REQUIRE(quiet.status == 0);
    CHECK(quiet.err.isEmpty());
    const Run verbose
        = clitest::exe({QStringLiteral("--verbose"), QStringLiteral("--catalog"), cli.catalog(),
                        QStringLiteral("search"), cli.plan(), QStringLiteral("--top"), QStringLiteral("1")});
    REQUIRE(verbose.status == 0);
    INFO(verbose.err.toStdString());
    CHECK(verbose.out == quiet.out);
    CHECK(verbose.err.contains(QStringLiteral("aiplanner.catalog: loaded")));
    CHECK(verbose.err.contains(QStringLiteral("aiplanner.evaluation: read the plan")));
    CHECK(verbose.err.contains(QStringLiteral("aiplanner.search: the strategy search found 1 in")));
    // --verbose after the command, on check: the rule book's timing.
    const Run check = clitest::exe(
        {QStringLiteral("--catalog"), cli.catalog(), QStringLiteral("check"), cli.plan(), QStringLiteral("--verbose")});
    CHECK(check.status == 0);
    CHECK(check.err.contains(QStringLiteral("aiplanner.evaluation: the rule book's findings:")));
}
