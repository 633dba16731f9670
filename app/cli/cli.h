#pragma once
// aiplanner-cli: the command line of DESIGN.md ("The command line"), runnable in-process for the tests.
// Exit status: 0 ok, 1 the plan is invalid or does not fit, 2 usage, 3 file or database error.

#include "cli/cliargs.h"
#include "hardware/partcatalog.h"
#include "plan/plan.h"

#include <QLocale>
#include <QStringList>
#include <QTextStream>

#include <optional>

namespace aip {
class CatalogDatabase;
}

namespace aip::cli {

enum ExitCode { ExitOk = 0, ExitInvalid = 1, ExitUsage = 2, ExitFileError = 3 };

struct Context {
    QTextStream &out;
    QTextStream &err;
    QString catalogPath; // --catalog PATH, or empty for the user's catalog
    QString language;    // "en" or "zh_CN": messages and the PDF quote

    // The locale human-readable output formats numbers in (cli/clitext.h): en_US or zh_CN.
    QLocale locale() const;

    // Reads PATH as a plan, printing every error to err; sets *exit to the status to return on failure.
    std::optional<Plan> loadPlan(const QString &path, int *exit);
    // Opens the catalog (--catalog or the user's) in `db`, printing the reason on failure; a team catalog whose
    // server did not answer is opened from its offline copy, which is said on err ("offline — prices as of ...").
    bool openCatalog(CatalogDatabase &db);
    // Opens and reads the catalog as openCatalog() does (*exit = 3 on failure).
    std::optional<PartCatalog> loadCatalog(int *exit);

    struct PlanAndCatalog {
        Plan plan;
        PartCatalog catalog;
    };
    // Both of the above, in that order: what most commands start with.
    std::optional<PlanAndCatalog> loadPlanAndCatalog(const QString &path, int *exit);
};

// Runs the command line `args` (without the program name).
int run(const QStringList &args, QTextStream &out, QTextStream &err);
// Whether `args` run a command that renders with Qt Gui (the PDF quote), so main() must create a QApplication.
bool needsGui(const QStringList &args);

// Commands: each gets its arguments parsed by its option table (cli.cpp; a usage error in a.error() is the
// command's to print with its usage line) and returns an exit status.
int cmdCheck(Context &ctx, const CliArgs &a);
int cmdSimulate(Context &ctx, const CliArgs &a);
int cmdSearch(Context &ctx, const CliArgs &a);
int cmdTco(Context &ctx, const CliArgs &a);
int cmdQuote(Context &ctx, const CliArgs &a);
int cmdCatalog(Context &ctx, const CliArgs &a);
int cmdValidate(Context &ctx, const CliArgs &a);
int cmdSize(Context &ctx, const CliArgs &a);
int cmdRoadmap(Context &ctx, const CliArgs &a);

// The options of a command's table as typed ("--top", "-o", "--output"; catalog: every subcommand's), for the test
// that holds the tables and the help texts together. Empty for an unknown command.
QStringList commandOptionNames(const QString &command);

// "Usage: SYNOPSIS" in the chosen language; the synopsis ("aiplanner-cli check PLAN") stays as it is.
QString usageLine(const QString &synopsis);

// Whether two paths name the same file (after resolving links; by absolute path when either does not exist).
bool isSameFile(const QString &a, const QString &b);
// No output may replace an input (`quote X.aiplan -o X.aiplan` would replace the plan with the PDF): prints why
// and returns true when `output` is `input`; the command then exits 2.
bool refuseOutputOverInput(Context &ctx, const QString &output, const QString &input);

// For commands whose issue has not landed.
int notAvailableYet(Context &ctx, const QString &command);

} // namespace aip::cli
