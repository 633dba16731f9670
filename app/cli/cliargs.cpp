#include "cli/cliargs.h"

#include "text/cleantext.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace aip::cli {

namespace {

const CliOption kGlobalOptions[] = {
    {"catalog", "PATH",
     QT_TRANSLATE_NOOP("cli", "use this catalog database (default: the user's, created from the bundled seed)")},
    {"lang", "LANG",
     QT_TRANSLATE_NOOP("cli", "language of messages and of the PDF quote: en or zh_CN (default: the system's)")},
    {"verbose", nullptr,
     QT_TRANSLATE_NOOP("cli",
                       "print on stderr what the program does and how long it takes (catalog, evaluation, search)")},
    {"h,help", nullptr,
     QT_TRANSLATE_NOOP("cli", "this help; `aiplanner-cli help COMMAND` or `COMMAND --help` for one command")},
};

QStringList namesOf(const CliOption &o)
{
    return QString::fromLatin1(o.names).split(QLatin1Char(','));
}

QString withoutDashes(const QString &name)
{
    qsizetype start = 0;
    while (start < name.size() && start < 2 && name.at(start) == QLatin1Char('-'))
        ++start;
    return name.mid(start);
}

const CliOption *findOption(const QList<const CliOption *> &table, const QString &name)
{
    for (const CliOption *o : table) {
        if (namesOf(*o).contains(name))
            return o;
    }
    return nullptr;
}

// QCommandLineParser's errorText() is its own wording ("Unknown option 'bogus'."); the contract's is "unknown option
// --bogus" with the argument as typed, and "--top needs a value". This finds the argument the parser refused, as
// the parser reads them (a value-taking option takes the next argument, `--` ends the options). The message is
// worded later (CliArgs::error()), once run() has installed the language.
CliArgs::Problem refusedArgument(const QStringList &args, const QList<const CliOption *> &table,
                                 const QStringList &unknown, bool stopAtFirstPositional, QString *argument,
                                 QString *missingValue)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (a == QLatin1String("--"))
            break;
        if (!a.startsWith(QLatin1Char('-')) || a == QLatin1String("-")) {
            if (stopAtFirstPositional)
                break;
            continue;
        }
        const qsizetype eq = a.indexOf(QLatin1Char('='));
        const QString name = withoutDashes(eq > 0 ? a.left(eq) : a);
        const CliOption *o = findOption(table, name);
        if (!o || unknown.contains(name) || (!o->valueName && eq > 0)) {
            *argument = a;
            return CliArgs::Problem::UnknownOption;
        }
        if (o->valueName && eq < 0) {
            if (i + 1 >= args.size()) {
                *argument = a;
                *missingValue = namesOf(*o).constLast();
                return CliArgs::Problem::MissingValue;
            }
            ++i;
        }
    }
    return CliArgs::Problem::Other;
}

} // namespace

QString optionSynopsis(const CliOption &o)
{
    QStringList shown;
    for (const QString &n : namesOf(o))
        shown.append((n.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + n);
    QString text = shown.join(QStringLiteral(", "));
    if (o.valueName)
        text += QLatin1Char(' ') + QLatin1String(o.valueName);
    return text;
}

CliOptions globalOptions()
{
    return CliOptions(kGlobalOptions);
}

CliArgs::CliArgs(const QStringList &args, CliOptions options, Mode mode)
{
    QList<const CliOption *> table;
    for (const CliOption &o : globalOptions())
        table.append(&o);
    for (const CliOption &o : options)
        table.append(&o);
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.setOptionsAfterPositionalArgumentsMode(mode == Mode::GlobalOptionsThenCommand
                                                      ? QCommandLineParser::ParseAsPositionalArguments
                                                      : QCommandLineParser::ParseAsOptions);
    for (const CliOption *o : table) {
        QCommandLineOption option(namesOf(*o));
        if (o->valueName)
            option.setValueName(QLatin1String(o->valueName));
        parser.addOption(option);
    }
    // The parser reads its first argument as the program's name.
    const bool parsed = parser.parse(QStringList{QStringLiteral("aiplanner-cli")} + args);
    if (!parsed) {
        m_problem = refusedArgument(args, table, parser.unknownOptionNames(), mode == Mode::GlobalOptionsThenCommand,
                                    &m_argument, &m_missingValue);
        if (m_problem == Problem::Other)
            m_argument = parser.errorText();
    }
    m_positionals = parser.positionalArguments();
    for (const CliOption *o : table) {
        const QStringList names = namesOf(*o);
        if (!parser.isSet(names.constFirst()))
            continue;
        for (const QString &n : names) {
            m_set.insert(n);
            if (o->valueName)
                m_values.insert(n, parser.value(n));
        }
    }
}

QString CliArgs::error() const
{
    switch (m_problem) {
    case Problem::None: return {};
    case Problem::UnknownOption:
        return QCoreApplication::translate("cli", "unknown option %1").arg(text::quotedInMessage(m_argument));
    case Problem::MissingValue:
        return QCoreApplication::translate("cli", "%1 needs a value").arg(text::quotedInMessage(m_argument));
    case Problem::Other: break;
    }
    return text::quotedInMessage(m_argument);
}

bool CliArgs::flag(const QString &name) const
{
    return m_set.contains(withoutDashes(name));
}

QString CliArgs::option(const QString &name, const QString &fallback) const
{
    return m_values.value(withoutDashes(name), fallback);
}

bool CliArgs::hasOption(const QString &name) const
{
    return m_values.contains(withoutDashes(name));
}

} // namespace aip::cli
