#include "cli/cli.h"
#include "cli/clitext.h"

#include "common/logging.h"

#include "catalogdatabase.h"
#include "i18n/translation.h"
#include "plan/planfile.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLoggingCategory>

namespace aip::cli {

namespace {

struct Command {
    const char *name;
    const char *synopsis;
    const char *help;
    CliOptions options; // the command's option table: QCommandLineParser parses with it (cli/cliargs.h)
    int (*run)(Context &, const CliArgs &);
};

struct Subcommand {
    const char *name;
    CliOptions options;
};

// The help texts are translated (QT_TRANSLATE_NOOP marks them for lupdate), keeping option names, command names and
// placeholders (PLAN, FILE) in the text; the synopses are command syntax and stay as they are.
const char *const kSimulateHelp = QT_TRANSLATE_NOOP(
    "cli",
    "Step time, throughput, memory per GPU, the step-time breakdown and the bottleneck of the plan's workload\n"
    "on its cluster. Without parallelism in the plan, the best strategy from the search is used.\n"
    "  --json          machine-readable output (step_time_s, samples_per_s, memory, breakdown, ...)\n"
    "  --collectives   also print the predicted bus bandwidth per collective and message size");
const char *const kSearchHelp = QT_TRANSLATE_NOOP(
    "cli",
    "The best parallel strategies (tp, pp, dp, micro-batch, ZeRO, recompute, interleave) for the plan's\n"
    "cluster and model, ranked by time per step, memory permitting.\n"
    "  --top N         how many to print (default 10)\n"
    "  --free          search every strategy, also the members the plan fixes\n"
    "  --json          machine-readable output");
const char *const kTcoHelp = QT_TRANSLATE_NOOP(
    "cli",
    "Month-by-month cost of owning the plan's cluster against each cloud option, for the same work:\n"
    "break-even month, cost per GPU-hour and per million tokens.\n"
    "  --json          machine-readable output\n"
    "  --csv           the monthly cumulative costs as CSV");
const char *const kQuoteHelp = QT_TRANSLATE_NOOP(
    "cli",
    "Writes the PDF quote the GUI exports: line items, totals, performance and TCO summary.\n"
    "A plan with errors (see check) is not quoted: exit 1, the errors listed, no file.\n"
    "  -o, --output FILE   the PDF to write (written atomically)\n"
    "  --draft             write it anyway, every page marked DRAFT\n"
    "  --number N          the quote number (default: the plan's, else the one its first export got)");
const char *const kCheckHelp = QT_TRANSLATE_NOOP(
    "cli",
    "Reads the plan and prints its errors, warnings and notes (compatibility of parts, power, cores per\n"
    "GPU, ...). Exits 1 when any finding is an error.");
const char *const kValidateHelp = QT_TRANSLATE_NOOP(
    "cli",
    "The performance model against the published training runs of its validation set: measured, predicted\n"
    "and error for each run, then the mean and worst error per regime (3D parallelism, FSDP, fp8, ...).\n"
    "  --regime R      only the runs of regime R\n"
    "  --json          machine-readable output (rows and regimes)");
const char *const kSizeHelp = QT_TRANSLATE_NOOP(
    "cli",
    "What to buy or rent to do the plan's target work in time: every complete system and valid build of the\n"
    "catalog at every sensible node count, and every cloud instance and pricing mode, each with its best\n"
    "strategy, days to train, capex, 3-year TCO on the same work, power and racks; which meet the target and\n"
    "what binds each; the cheapest, the fastest and the Pareto front of time against cost. The target is the\n"
    "plan's `target`; the options below replace its members.\n"
    "  --tokens T      tokens to train\n"
    "  --days D        the deadline in days\n"
    "  --budget B      the budget in the plan's currency (capex, or TCO as target.budget_kind says)\n"
    "  --max-kw K      the most IT power the owned cluster may draw\n"
    "  --owned, --cloud  only owned systems, or only cloud instances\n"
    "  --top N         how many candidates to list (default 20; --json: all)\n"
    "  --json          machine-readable output (candidates, cheapest, fastest, pareto)");
const char *const kRoadmapHelp = QT_TRANSLATE_NOOP(
    "cli",
    "The plan's cluster over three years as its work grows (the plan's `growth`): the month it stops keeping\n"
    "up, and what buying more when needed, bursting the excess to the cloud and buying bigger now cost month\n"
    "by month, with what each buys when.\n"
    "  --json          machine-readable output (runs_out_month, paths)");
const char *const kCatalogHelp = QT_TRANSLATE_NOOP(
    "cli",
    "The hardware catalog.\n"
    "  catalog list [--category C] [--json]   list parts (C: gpu, cpu, memory, storage, nic, switch,\n"
    "                                         chassis, psu, cloud)\n"
    "  catalog export FILE.csv                write every part as CSV (one header, one part per row)\n"
    "  catalog import FILE.csv                add new parts and update existing SKUs from a CSV file;\n"
    "                                         a file with any bad row changes nothing\n"
    "  catalog history [SKU] [--limit N] [--json]\n"
    "                                         who changed what, newest first: one part's changes or\n"
    "                                         all; at most N of them (default 1000)");

// One option table per command; its help text above describes each option (test_cli_options holds them together).
const CliOption kSimulateOptions[] = {{"json"}, {"collectives"}};
const CliOption kSearchOptions[] = {{"top", "N"}, {"free"}, {"json"}};
const CliOption kTcoOptions[] = {{"json"}, {"csv"}};
const CliOption kQuoteOptions[] = {{"o,output", "FILE"}, {"draft"}, {"number", "N"}};
const CliOption kValidateOptions[] = {{"json"}, {"regime", "R"}};
const CliOption kSizeOptions[]
    = {{"json"}, {"top", "N"}, {"tokens", "T"}, {"days", "D"}, {"budget", "B"}, {"max-kw", "K"}, {"owned"}, {"cloud"}};
const CliOption kRoadmapOptions[] = {{"json"}};
// catalog takes a subcommand; each has its table.
const CliOption kCatalogListOptions[] = {{"category", "C"}, {"json"}};
const CliOption kCatalogHistoryOptions[] = {{"limit", "N"}, {"json"}};
const Subcommand kCatalogSubcommands[] = {
    {"list", CliOptions(kCatalogListOptions)},
    {"export", {}},
    {"import", {}},
    {"history", CliOptions(kCatalogHistoryOptions)},
};

// Only before the command's name.
const CliOption kVersionOption[] = {{"version", nullptr, QT_TRANSLATE_NOOP("cli", "the program's version")}};

const Command kCommands[] = {
    {"simulate", "simulate PLAN [--json] [--collectives]", kSimulateHelp, CliOptions(kSimulateOptions), cmdSimulate},
    {"search", "search PLAN [--top N] [--free] [--json]", kSearchHelp, CliOptions(kSearchOptions), cmdSearch},
    {"tco", "tco PLAN [--json | --csv]", kTcoHelp, CliOptions(kTcoOptions), cmdTco},
    {"quote", "quote PLAN -o FILE.pdf [--draft] [--number N]", kQuoteHelp, CliOptions(kQuoteOptions), cmdQuote},
    {"check", "check PLAN", kCheckHelp, {}, cmdCheck},
    {"catalog", "catalog list|import|export|history ...", kCatalogHelp, {}, cmdCatalog},
    {"validate", "validate [--json] [--regime R]", kValidateHelp, CliOptions(kValidateOptions), cmdValidate},
    {"size", "size PLAN [--json] [--top N] [--tokens T] [--days D] [--budget B] [--max-kw K] [--owned|--cloud]",
     kSizeHelp, CliOptions(kSizeOptions), cmdSize},
    {"roadmap", "roadmap PLAN [--json]", kRoadmapHelp, CliOptions(kRoadmapOptions), cmdRoadmap},
};

// The options a command takes: its own, or for catalog its subcommand's (the first argument after "catalog").
CliOptions optionsOf(const Command &c, const QStringList &rest)
{
    if (QLatin1String(c.name) != QLatin1String("catalog"))
        return c.options;
    for (const Subcommand &s : kCatalogSubcommands) {
        if (!rest.isEmpty() && rest.constFirst() == QLatin1String(s.name))
            return s.options;
    }
    return {};
}

QString usage()
{
    QString text = usageLine(QStringLiteral("aiplanner-cli [--catalog PATH] COMMAND [ARGS]")) + QStringLiteral("\n\n")
        + QCoreApplication::translate("cli", "Commands:") + QLatin1Char('\n');
    for (const Command &c : kCommands)
        text += QStringLiteral("  aiplanner-cli %1\n").arg(QLatin1String(c.synopsis));
    text += QLatin1Char('\n') + QCoreApplication::translate("cli", "Options:") + QLatin1Char('\n');
    QList<CliOption> options(globalOptions().begin(), globalOptions().end());
    options.append(kVersionOption[0]);
    for (const CliOption &o : options)
        text += QStringLiteral("  ") + padRight(optionSynopsis(o), 17) + cliText(o.help) + QLatin1Char('\n');
    text += QLatin1Char('\n')
        + QCoreApplication::translate(
                "cli", "Exit status: 0 ok, 1 the plan is invalid or does not fit, 2 usage, 3 file or database error")
        + QLatin1Char('\n');
    return text;
}

const Command *findCommand(const QString &name)
{
    for (const Command &c : kCommands) {
        if (name == QLatin1String(c.name))
            return &c;
    }
    return nullptr;
}

// --verbose: turns the program's debug categories on for one run and back off after it (the tests run many in one
// process).
class VerboseLogging
{
public:
    explicit VerboseLogging(bool on)
        : m_on(on)
    {
        if (m_on)
            QLoggingCategory::setFilterRules(QStringLiteral("aiplanner.debug=true\naiplanner.*.debug=true"));
    }
    ~VerboseLogging()
    {
        if (m_on)
            QLoggingCategory::setFilterRules(QString());
    }
    VerboseLogging(const VerboseLogging &) = delete;
    VerboseLogging &operator=(const VerboseLogging &) = delete;

private:
    bool m_on;
};

void printCommandHelp(QTextStream &out, const Command &c)
{
    out << usageLine(QStringLiteral("aiplanner-cli [--catalog PATH] ") + QLatin1String(c.synopsis)) << "\n\n"
        << cliText(c.help) << "\n";
}

} // namespace

QLocale Context::locale() const
{
    return localeFor(language);
}

QStringList commandOptionNames(const QString &command)
{
    const Command *c = findCommand(command);
    if (!c)
        return {};
    QList<CliOption> options(c->options.begin(), c->options.end());
    if (command == QLatin1String("catalog")) {
        for (const Subcommand &sub : kCatalogSubcommands)
            options.append(QList<CliOption>(sub.options.begin(), sub.options.end()));
    }
    QStringList names;
    for (const CliOption &o : options) {
        for (const QString &n : QString::fromLatin1(o.names).split(QLatin1Char(',')))
            names.append((n.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + n);
    }
    names.removeDuplicates();
    return names;
}

QString usageLine(const QString &synopsis)
{
    return QCoreApplication::translate("cli", "Usage: %1").arg(synopsis);
}

std::optional<Plan> Context::loadPlan(const QString &path, int *exit)
{
    QElapsedTimer timer;
    timer.start();
    const PlanReadResult result = readPlanFile(path);
    qCDebug(lcEvaluation).noquote() << "read the plan" << text::quotedInMessage(path, text::kMaxQuotedPathChars) << "in"
                                    << timer.elapsed() << "ms:" << (result.ok() ? "ok" : "refused");
    if (!result.ok()) {
        for (const PlanError &e : result.errors)
            err << text::quotedInMessage(path, text::kMaxQuotedPathChars) << ": " << e.toString() << "\n";
        // The contract: a file that cannot be read (missing, unreadable, a folder, a device) is a file error.
        *exit = result.fileError ? ExitFileError : ExitInvalid;
        return std::nullopt;
    }
    return result.plan;
}

bool Context::openCatalog(CatalogDatabase &db)
{
    const QString path = catalogPath.isEmpty() ? CatalogDatabase::defaultPath() : catalogPath;
    if (!db.open(path)) {
        qCDebug(lcCatalog).noquote() << "could not open" << text::quotedInMessage(path, text::kMaxQuotedPathChars);
        err << "catalog: " << db.errorString() << "\n";
        return false;
    }
    // A team catalog whose server did not answer: its offline copy, said so on every command that reads it.
    if (db.isOffline())
        err << "catalog: "
            << QCoreApplication::translate("cli", "offline — prices as of %1 (%2)")
                   .arg(db.offlineAsOf(), db.offlineReason())
            << "\n";
    // The parts new to this version's bundled catalog that opening added to the user's, said once (db/seedsync.h).
    if (const QStringList added = db.addedSeedParts(); !added.isEmpty())
        err << "catalog: "
            << QCoreApplication::translate("cli", "added the parts new in this version's bundled catalog: %1")
                   .arg(added.join(QStringLiteral(", ")))
            << "\n";
    return true;
}

std::optional<PartCatalog> Context::loadCatalog(int *exit)
{
    QElapsedTimer timer;
    timer.start();
    CatalogDatabase db;
    const QString path = catalogPath.isEmpty() ? CatalogDatabase::defaultPath() : catalogPath;
    if (!openCatalog(db)) {
        *exit = ExitFileError;
        return std::nullopt;
    }
    PartCatalog catalog = db.loadCatalog();
    qCDebug(lcCatalog).noquote() << "loaded" << catalog.parts().size() << "parts from"
                                 << text::quotedInMessage(path, text::kMaxQuotedPathChars) << "in" << timer.elapsed()
                                 << "ms";
    return catalog;
}

std::optional<Context::PlanAndCatalog> Context::loadPlanAndCatalog(const QString &path, int *exit)
{
    auto plan = loadPlan(path, exit);
    if (!plan)
        return std::nullopt;
    auto catalog = loadCatalog(exit);
    if (!catalog)
        return std::nullopt;
    return PlanAndCatalog{std::move(*plan), std::move(*catalog)};
}

bool isSameFile(const QString &a, const QString &b)
{
    const QFileInfo fa(a), fb(b);
    if (fa.exists() && fb.exists())
        return fa.canonicalFilePath() == fb.canonicalFilePath();
    return fa.absoluteFilePath() == fb.absoluteFilePath();
}

bool refuseOutputOverInput(Context &ctx, const QString &output, const QString &input)
{
    if (!isSameFile(output, input))
        return false;
    ctx.err << QCoreApplication::translate("cli", "the output %1 is the input %2: choose another file name")
                   .arg(text::quotedInMessage(output, text::kMaxQuotedPathChars),
                        text::quotedInMessage(input, text::kMaxQuotedPathChars))
            << "\n";
    return true;
}

int notAvailableYet(Context &ctx, const QString &command)
{
    ctx.err << "aiplanner-cli " << command << ": "
            << QCoreApplication::translate("cli", "not available yet in this version") << "\n";
    return ExitUsage;
}

bool needsGui(const QStringList &args)
{
    return args.contains(QStringLiteral("quote"));
}

int run(const QStringList &argsIn, QTextStream &out, QTextStream &err)
{
    Context ctx{out, err, {}, {}};
    // The global options before the command's name, then the command's own table (which takes the global options
    // too, so `quote P -o F --lang zh_CN` works). Errors are printed once the language is known, so they are in it.
    const CliArgs global(argsIn, CliOptions(kVersionOption), CliArgs::Mode::GlobalOptionsThenCommand);
    const QStringList args = global.positionals();
    const Command *command = args.isEmpty() ? nullptr : findCommand(args.constFirst());
    const QStringList rest = args.mid(1);
    const CliArgs commandArgs = command ? CliArgs(rest, optionsOf(*command, rest)) : CliArgs();
    const auto given = [&](const char *name) {
        return commandArgs.hasOption(QLatin1String(name)) ? commandArgs.option(QLatin1String(name))
                                                          : global.option(QLatin1String(name));
    };
    ctx.catalogPath = given("catalog");
    const QString language = given("lang");
    const bool languageGiven
        = global.hasOption(QStringLiteral("lang")) || commandArgs.hasOption(QStringLiteral("lang"));
    const bool languageOk = !languageGiven || availableLanguages().contains(language);
    ctx.language = languageGiven && languageOk ? language : resolveLanguage(QStringLiteral("system"));
    installTranslators(ctx.language);
    // --verbose: the program's debug categories (common/logging.h) on stderr for this run; quiet without it.
    const bool verbose = global.flag(QStringLiteral("verbose")) || commandArgs.flag(QStringLiteral("verbose"));
    const VerboseLogging verboseLogging(verbose);

    const QString missing = !global.ok() ? global.missingValue() : commandArgs.missingValue();
    if (missing == QLatin1String("catalog")) {
        err << QCoreApplication::translate("cli", "--catalog needs a PATH") << "\n" << usage();
        return ExitUsage;
    }
    if (missing == QLatin1String("lang") || !languageOk) {
        err << QCoreApplication::translate("cli", "--lang needs one of: %1")
                   .arg(availableLanguages().join(QStringLiteral(", ")))
            << "\n";
        return ExitUsage;
    }
    if (!global.ok()) {
        err << global.error() << "\n" << usage();
        return ExitUsage;
    }
    if (global.helpRequested()) {
        out << usage();
        return ExitOk;
    }
    if (global.flag(QStringLiteral("version"))) {
        out << "aiplanner-cli " << AIP_VERSION << "\n";
        return ExitOk;
    }
    if (args.isEmpty()) {
        err << usage();
        return ExitUsage;
    }
    if (args.constFirst() == QLatin1String("help")) {
        if (args.size() == 1) {
            out << usage();
            return ExitOk;
        }
        if (const Command *c = findCommand(args.at(1))) {
            printCommandHelp(out, *c);
            return ExitOk;
        }
        err << QCoreApplication::translate("cli", "unknown command '%1'").arg(text::quotedInMessage(args.at(1))) << "\n"
            << usage();
        return ExitUsage;
    }
    if (!command) {
        err << QCoreApplication::translate("cli", "unknown command '%1'").arg(text::quotedInMessage(args.constFirst()))
            << "\n"
            << usage();
        return ExitUsage;
    }
    // -h or --help anywhere among the command's arguments, even beside a usage error: the command's help.
    if (commandArgs.helpRequested()) {
        printCommandHelp(out, *command);
        return ExitOk;
    }
    // A usage error of the command's own options (commandArgs.error()) is the command's to print, with its usage.
    return command->run(ctx, commandArgs);
}

} // namespace aip::cli
