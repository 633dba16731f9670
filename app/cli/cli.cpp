#include "cli/cli.h"
#include "cli/clitext.h"

#include "catalogdatabase.h"
#include "i18n/translation.h"
#include "plan/planfile.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace aip::cli {

namespace {

struct Command {
    const char *name;
    const char *synopsis;
    const char *help;
    int (*run)(Context &, const QStringList &);
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

const Command kCommands[] = {
    {"simulate", "simulate PLAN [--json]", kSimulateHelp, cmdSimulate},
    {"search", "search PLAN [--top N] [--free] [--json]", kSearchHelp, cmdSearch},
    {"tco", "tco PLAN [--json | --csv]", kTcoHelp, cmdTco},
    {"quote", "quote PLAN -o FILE.pdf [--draft] [--number N]", kQuoteHelp, cmdQuote},
    {"check", "check PLAN", kCheckHelp, cmdCheck},
    {"catalog", "catalog list|import|export|history ...", kCatalogHelp, cmdCatalog},
    {"validate", "validate [--json] [--regime R]", kValidateHelp, cmdValidate},
    {"size", "size PLAN [--json] [--top N] [--tokens T] [--days D] [--budget B] [--max-kw K] [--owned|--cloud]",
     kSizeHelp, cmdSize},
    {"roadmap", "roadmap PLAN [--json]", kRoadmapHelp, cmdRoadmap},
};

struct Option {
    const char *name;
    const char *help;
};

const Option kOptions[] = {
    {"--catalog PATH",
     QT_TRANSLATE_NOOP("cli", "use this catalog database (default: the user's, created from the bundled seed)")},
    {"--lang LANG",
     QT_TRANSLATE_NOOP("cli", "language of messages and of the PDF quote: en or zh_CN (default: the system's)")},
    {"-h, --help",
     QT_TRANSLATE_NOOP("cli", "this help; `aiplanner-cli help COMMAND` or `COMMAND --help` for one command")},
    {"--version", QT_TRANSLATE_NOOP("cli", "the program's version")},
};

QString usage()
{
    QString text = usageLine(QStringLiteral("aiplanner-cli [--catalog PATH] COMMAND [ARGS]")) + QStringLiteral("\n\n")
        + QCoreApplication::translate("cli", "Commands:") + QLatin1Char('\n');
    for (const Command &c : kCommands)
        text += QStringLiteral("  aiplanner-cli %1\n").arg(QLatin1String(c.synopsis));
    text += QLatin1Char('\n') + QCoreApplication::translate("cli", "Options:") + QLatin1Char('\n');
    for (const Option &o : kOptions)
        text += QStringLiteral("  ") + padRight(QLatin1String(o.name), 17) + cliText(o.help) + QLatin1Char('\n');
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

QString usageLine(const QString &synopsis)
{
    return QCoreApplication::translate("cli", "Usage: %1").arg(synopsis);
}

std::optional<Plan> Context::loadPlan(const QString &path, int *exit)
{
    const PlanReadResult result = readPlanFile(path);
    if (!result.ok()) {
        for (const PlanError &e : result.errors)
            err << text::quotedInMessage(path, text::kMaxQuotedPathChars) << ": " << e.toString() << "\n";
        // The contract: a file that cannot be read (missing, unreadable, a folder, a device) is a file error.
        *exit = result.fileError ? ExitFileError : ExitInvalid;
        return std::nullopt;
    }
    return result.plan;
}

std::optional<PartCatalog> Context::loadCatalog(int *exit)
{
    CatalogDatabase db;
    const QString path = catalogPath.isEmpty() ? CatalogDatabase::defaultPath() : catalogPath;
    if (!db.open(path)) {
        err << "catalog: " << db.errorString() << "\n";
        *exit = ExitFileError;
        return std::nullopt;
    }
    return db.loadCatalog();
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
    QString language = resolveLanguage(QStringLiteral("system"));
    QStringList args;
    // Errors of the global options are printed once the language is known, so that they are in it.
    enum class GlobalError { None, CatalogPath, Language } error = GlobalError::None;
    for (qsizetype i = 0; i < argsIn.size() && error == GlobalError::None; ++i) {
        const QString &a = argsIn.at(i);
        if (a == QLatin1String("--catalog")) {
            if (i + 1 >= argsIn.size())
                error = GlobalError::CatalogPath;
            else
                ctx.catalogPath = argsIn.at(++i);
        } else if (a.startsWith(QLatin1String("--catalog="))) {
            ctx.catalogPath = a.mid(10);
        } else if (a == QLatin1String("--lang")) {
            if (i + 1 >= argsIn.size() || !availableLanguages().contains(argsIn.at(i + 1)))
                error = GlobalError::Language;
            else
                language = argsIn.at(++i);
        } else {
            args.append(a);
        }
    }
    ctx.language = language;
    installTranslators(language);
    if (error == GlobalError::CatalogPath) {
        err << QCoreApplication::translate("cli", "--catalog needs a PATH") << "\n" << usage();
        return ExitUsage;
    }
    if (error == GlobalError::Language) {
        err << QCoreApplication::translate("cli", "--lang needs one of: %1")
                   .arg(availableLanguages().join(QStringLiteral(", ")))
            << "\n";
        return ExitUsage;
    }
    if (args.isEmpty()) {
        err << usage();
        return ExitUsage;
    }
    const QString first = args.constFirst();
    if (first == QLatin1String("--help") || first == QLatin1String("-h")) {
        out << usage();
        return ExitOk;
    }
    if (first == QLatin1String("--version")) {
        out << "aiplanner-cli " << AIP_VERSION << "\n";
        return ExitOk;
    }
    if (first == QLatin1String("help")) {
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
    const Command *command = findCommand(first);
    if (!command) {
        err << QCoreApplication::translate("cli", "unknown command '%1'").arg(text::quotedInMessage(first)) << "\n"
            << usage();
        return ExitUsage;
    }
    const QStringList rest = args.mid(1);
    if (rest.contains(QStringLiteral("--help")) || rest.contains(QStringLiteral("-h"))) {
        printCommandHelp(out, *command);
        return ExitOk;
    }
    return command->run(ctx, rest);
}

} // namespace aip::cli
