#pragma once
// One command's arguments, parsed by QCommandLineParser from the command's option table (cli.cpp): positionals,
// boolean flags and options with a value. Long options take `--top N` and `--top=N`; a single dash names a whole
// option (`-o FILE`, never `-ofile`); `--` ends the options, so a plan named `-x.aiplan` can be given after it. A
// parse error keeps the wording of the contract ("unknown option --bogus", "--top needs a value"): the command
// prints it with its usage line and exits 2.

#include <QMap>
#include <QSet>
#include <QStringList>

#include <initializer_list>
#include <span>

namespace aip::cli {

// One option of a command's table: its names without dashes, comma-separated ("o,output"), the name of its value
// (none for a flag) and, for the global options, its help (QT_TRANSLATE_NOOP("cli", ...)); a command's options are
// described in its help text (cli.cpp, which a test holds to the table).
struct CliOption {
    const char *names;
    const char *valueName = nullptr;
    const char *help = nullptr;
};
// "-h, --help", "--catalog PATH": the option as the help shows it.
QString optionSynopsis(const CliOption &o);
using CliOptions = std::span<const CliOption>;

// The options every command takes besides its own (cli.cpp): --catalog PATH, --lang LANG, --verbose, -h/--help.
CliOptions globalOptions();

class CliArgs
{
public:
    // Command: options anywhere among the positionals. GlobalOptionsThenCommand: the options before the command's
    // name only; the first positional and everything after it are positionals, as typed (run() in cli.cpp).
    enum class Mode { Command, GlobalOptionsThenCommand };

    CliArgs() = default;
    // Parses `args` (without the program name) against the global options and `options`.
    CliArgs(const QStringList &args, CliOptions options, Mode mode = Mode::Command);
    CliArgs(const QStringList &args, std::initializer_list<CliOption> options, Mode mode = Mode::Command)
        : CliArgs(args, CliOptions(options.begin(), options.size()), mode)
    { }

    // What the parser refused, if anything (error() words it in the language installed when it is called).
    enum class Problem { None, UnknownOption, MissingValue, Other };

    bool ok() const { return m_problem == Problem::None; }
    QString error() const;
    const QStringList &positionals() const { return m_positionals; }
    // By any of the option's names, with or without dashes: flag("--json"), option("-o"), option("--output").
    bool flag(const QString &name) const;
    QString option(const QString &name, const QString &fallback = {}) const;
    bool hasOption(const QString &name) const;
    bool helpRequested() const { return flag(QStringLiteral("help")); }
    // On "--catalog needs a value": the option's last name ("catalog"), so run() can say what it needs.
    QString missingValue() const { return m_missingValue; }

private:
    QStringList m_positionals;
    QSet<QString> m_set;             // every name of every option given
    QMap<QString, QString> m_values; // every name of every option given with a value: its last value
    Problem m_problem = Problem::None;
    QString m_argument; // the argument refused, as typed (Problem::Other: the parser's own message)
    QString m_missingValue;
};

} // namespace aip::cli
