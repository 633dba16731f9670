// aiplanner-cli validate [--json] [--regime R]: the performance model against every published run of the
// validation set (model/validation): measured, predicted and error per run, then the mean and worst error per
// regime. A report: it exits 0 whatever the errors are.
#include "cli/cli.h"
#include "cli/cliargs.h"
#include "cli/clitext.h"
#include "validation/accuracy.h"
#include "validation/validationreport.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace aip::cli {

namespace {

using namespace aip::validation;

const char *const kSynopsis = "aiplanner-cli validate [--json] [--regime R]";

// A measured or predicted figure with about four significant digits, in the locale's digits; whole figures (1,000
// and above) grouped, so one column never mixes "82432" and "184,320".
QString figure(const QLocale &l, double v)
{
    const double a = std::abs(v);
    const int decimals = a >= 1000 ? 0 : a >= 100 ? 1 : a >= 10 ? 2 : 3;
    return decimals == 0 ? grouped(l, v, 0) : fixed(l, v, decimals);
}

QString signedPct(const QLocale &l, double v)
{
    return (v >= 0 ? QStringLiteral("+") : QString()) + fixed(l, v, 1) + QLatin1Char('%');
}

struct Column {
    const char *header;
    int width;
    bool left;
};

// id, regime, metric, measured, predicted, error; the unit follows unpadded. The regime column holds the longest
// regime name ("inference-cnn-bert").
const Column kRowColumns[] = {
    {"id", 30, true},
    {QT_TRANSLATE_NOOP("cli", "regime"), 18, true},
    {QT_TRANSLATE_NOOP("cli", "metric"), 25, true},
    {QT_TRANSLATE_NOOP("cli", "measured"), 12, false},
    {QT_TRANSLATE_NOOP("cli", "predicted"), 12, false},
    {QT_TRANSLATE_NOOP("cli", "error"), 9, false},
};

const Column kRegimeColumns[] = {
    {QT_TRANSLATE_NOOP("cli", "regime"), 18, true},        {QT_TRANSLATE_NOOP("cli", "runs"), 6, false},
    {QT_TRANSLATE_NOOP("cli", "mean |error|"), 14, false}, {QT_TRANSLATE_NOOP("cli", "worst"), 9, false},
    {QT_TRANSLATE_NOOP("cli", "mean error"), 12, false},   {QT_TRANSLATE_NOOP("cli", "optimism"), 10, false},
    {QT_TRANSLATE_NOOP("cli", "at defaults"), 13, false},
};

QString cell(const QString &text, const Column &c)
{
    return c.left ? padRight(text, c.width) : padLeft(text, c.width);
}

void printRows(QTextStream &out, const QLocale &l, const ValidationReport &report, const QString &regime)
{
    const auto shown = [&](const RunPrediction &r) { return regime.isEmpty() || r.regime == regime; };
    // The text columns widen to their longest cell, so that a long id never pushes its row's later columns out of
    // line ("MBRIDGE2606-QWEN3-30B-A3B-16xH100" is 33 characters).
    Column columns[std::size(kRowColumns)];
    std::copy(std::begin(kRowColumns), std::end(kRowColumns), std::begin(columns));
    for (const RunPrediction &r : report.rows) {
        if (!shown(r))
            continue;
        columns[0].width = std::max<int>(columns[0].width, int(r.id.size()) + 1); // + 1: the calibration mark
        columns[1].width = std::max<int>(columns[1].width, int(r.regime.size()));
        columns[2].width = std::max<int>(columns[2].width, int(r.metric.size()));
    }
    for (const Column &c : columns)
        out << cell(cliText(c.header), c) << (c.left ? " " : "");
    out << "  " << QCoreApplication::translate("cli", "unit") << "\n";
    for (const RunPrediction &r : report.rows) {
        if (!shown(r))
            continue;
        const QString cells[] = {
            r.id + (r.split == QLatin1String("calibration") ? QStringLiteral("*") : QString()),
            r.regime,
            r.metric,
            figure(l, r.measured),
            r.ok ? figure(l, r.predicted) : QStringLiteral("-"),
            r.ok ? signedPct(l, r.errorPct) : QStringLiteral("-"),
        };
        for (int i = 0; i < int(std::size(columns)); ++i)
            out << cell(cells[i], columns[i]) << (columns[i].left ? " " : "");
        out << "  " << r.unit;
        if (!r.ok)
            out << "  (" << QCoreApplication::translate("cli", "no prediction: %1").arg(r.error.simplified()) << ")";
        else if (!r.fits)
            out << "  (" << QCoreApplication::translate("cli", "the model says it does not fit") << ")";
        out << "\n";
    }
}

void printRegimes(QTextStream &out, const QLocale &l, const ValidationReport &report, const QString &regime)
{
    for (const Column &c : kRegimeColumns)
        out << cell(cliText(c.header), c) << (c.left ? " " : "");
    out << "  " << QCoreApplication::translate("cli", "what it covers") << "\n";
    for (const RegimeStats &s : report.regimes) {
        if (!regime.isEmpty() && s.regime != regime)
            continue;
        const QString cells[] = {
            s.regime,
            fixed(l, s.rows, 0),
            fixed(l, s.meanAbsErrorPct, 1) + QLatin1Char('%'),
            fixed(l, s.maxAbsErrorPct, 1) + QLatin1Char('%'),
            signedPct(l, s.meanErrorPct),
            signedPct(l, s.meanOptimismPct),
            fixed(l, s.defaultsMeanAbsErrorPct, 1) + QLatin1Char('%'),
        };
        for (int i = 0; i < int(std::size(kRegimeColumns)); ++i)
            out << cell(cells[i], kRegimeColumns[i]) << (kRegimeColumns[i].left ? " " : "");
        out << "  " << regimeLabel(s.regime);
        if (s.calibrationOnly)
            out << " " << QCoreApplication::translate("cli", "(calibration runs only: in-sample)");
        if (s.withoutPrediction > 0)
            out << " "
                << QCoreApplication::translate("cli", "(%1 without a prediction)")
                       .arg(fixed(l, s.withoutPrediction, 0));
        out << "\n";
    }
}

} // namespace

int cmdValidate(Context &ctx, const CliArgs &a)
{
    if (!a.ok() || !a.positionals().isEmpty()) {
        ctx.err << (a.ok() ? QCoreApplication::translate("cli", "validate takes no PLAN") : a.error()) << "\n"
                << usageLine(QLatin1String(kSynopsis)) << "\n";
        return ExitUsage;
    }
    int exit = ExitOk;
    const std::optional<PartCatalog> catalog = ctx.loadCatalog(&exit);
    if (!catalog)
        return exit;
    const ValidationReport &report = validationReport(*catalog);
    if (!report.error.isEmpty()) {
        ctx.err << "validate: " << report.error << "\n";
        return ExitFileError;
    }
    const QString regime = a.option(QStringLiteral("--regime"));
    if (a.hasOption(QStringLiteral("--regime")) && !report.regime(regime)) {
        QStringList known;
        for (const RegimeStats &s : report.regimes)
            known << s.regime;
        ctx.err << QCoreApplication::translate("cli", "--regime needs one of: %1").arg(known.join(QStringLiteral(", ")))
                << "\n";
        return ExitUsage;
    }
    if (a.flag(QStringLiteral("--json"))) {
        ctx.out << QString::fromUtf8(QJsonDocument(toJson(report, regime)).toJson(QJsonDocument::Indented));
        return ExitOk;
    }
    const QLocale l = ctx.locale();
    ctx.out << QCoreApplication::translate("cli",
                                           "The performance model against %1 published training runs (%2 validation, "
                                           "never fitted; * = calibration)")
                   .arg(fixed(l, report.rows.size(), 0), fixed(l, report.validationRows(), 0))
            << "\n\n";
    printRows(ctx.out, l, report, regime);
    ctx.out << "\n" << QCoreApplication::translate("cli", "Error by regime (validation runs)") << "\n";
    printRegimes(ctx.out, l, report, regime);
    ctx.out << "\n"
            << QCoreApplication::translate("cli",
                                           "error = (predicted - measured) / measured; sources and configurations: "
                                           "validate --json, resources/validation/*.csv (training, serving and "
                                           "fine-tuning runs)")
            << "\n"
            << optimismMeaning() << "\n"
            << QCoreApplication::translate(
                   "cli",
                   "at defaults: the mean |error| with each run's software options (framework, "
                   "attention kernel, fusions, overlaps, dispatchers) left at their defaults, what a plan "
                   "that names none of them was told; for runs of older software it includes "
                   "what the software gained since")
            << "\n";
    return ExitOk;
}

} // namespace aip::cli
