// aiplanner-cli quote PLAN -o FILE.pdf [--draft] [--number N]: the same PDF the GUI's Quote tab exports. A plan with
// errors (the rule book's, as `check` prints them) is not quoted: exit 1 listing them, no file; with --draft the PDF
// is written and every page says "DRAFT — this configuration has errors".
// The quote number (issue 17, item 3): --number N, else the plan's quote.number, else the number the plan file got
// when it was first exported (quoteNumberForPlanFile): running the command twice on one plan prints one number, and
// only a plan's first successful export takes one from the counter.
#include "cli/cli.h"
#include "cli/cliargs.h"
#include "cli/clifindings.h"
#include "cli/clitext.h"

#include "analysis/planevaluation.h"

#include "quote/quotechecklist.h"
#include "quote/quotecontent.h"
#include "quote/quotenumber.h"
#include "quote/quoterenderer.h"

#include "text/cleantext.h"

#include <QCoreApplication>
#include <QDate>
#include <QGuiApplication>

namespace aip::cli {

namespace {
constexpr int kMaxNumberChars = 64; // a quote number for people, one line of the header
} // namespace

int cmdQuote(Context &ctx, const CliArgs &a)
{
    const QString output = a.option(QStringLiteral("-o"), a.option(QStringLiteral("--output")));
    if (!a.ok() || a.positionals().size() != 1 || output.isEmpty()) {
        ctx.err << (a.ok() ? QCoreApplication::translate("cli", "quote needs a PLAN and -o FILE.pdf") : a.error())
                << "\n"
                << usageLine(QStringLiteral("aiplanner-cli quote PLAN -o FILE.pdf [--draft] [--number N]")) << "\n";
        return ExitUsage;
    }
    const QString givenNumber = text::cleanLine(a.option(QStringLiteral("--number"))).trimmed();
    if (a.hasOption(QStringLiteral("--number")) && (givenNumber.isEmpty() || givenNumber.size() > kMaxNumberChars)) {
        ctx.err << QCoreApplication::translate("cli", "quote: --number needs a quote number of 1 to %1 characters")
                       .arg(kMaxNumberChars)
                << "\n";
        return ExitUsage;
    }
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        ctx.err << QCoreApplication::translate("cli", "quote: internal error: no GUI application for rendering")
                << "\n";
        return ExitFileError;
    }
    if (refuseOutputOverInput(ctx, output, a.positionals().constFirst()))
        return ExitUsage;
    int exit = ExitOk;
    const auto loaded = ctx.loadPlanAndCatalog(a.positionals().constFirst(), &exit);
    if (!loaded)
        return exit;
    const Plan *plan = &loaded->plan;
    const PartCatalog *catalog = &loaded->catalog;

    // The plan's one evaluation, as the GUI's evaluator computes it (without the Performance tab's extras): its
    // findings decide whether the plan is quoted, its figures are the quote's.
    const PlanEvaluation evaluation = evaluatePlan(*plan, *catalog, nullptr, /*extras=*/false);
    // No quote for a broken machine: the errors the GUI shows, unless the user asks for a marked draft.
    const QList<Finding> &findings = evaluation.ruleFindings;
    const bool draft = a.flag(QStringLiteral("--draft"));
    if (hasErrors(findings) && !draft) {
        ctx.err << QCoreApplication::translate("cli",
                                               "quote: the plan has errors; fix them, or write a draft with --draft:")
                << "\n";
        printFindings(ctx.err, findings, true);
        return ExitInvalid;
    }

    const QDate today = QDate::currentDate();
    // The number: given, the plan's, or the one its file got on its first export. A number taken now for this file
    // is given back when the export fails (see quotenumber.h), so parallel runs never repeat one and a failed export
    // consumes none.
    QString number = givenNumber.isEmpty() ? plan->quote.number : givenNumber;
    bool fresh = false;
    if (number.isEmpty()) {
        const QString planPath = a.positionals().constFirst();
        QString why;
        number = quoteNumberForPlanFile(planPath == QLatin1String("-") ? QString() : planPath, today, &why, &fresh);
        if (number.isEmpty()) {
            ctx.err << "quote: " << why << "\n";
            return ExitFileError;
        }
    }
    struct GiveBack {
        QString number;
        ~GiveBack()
        {
            if (!number.isEmpty())
                returnQuoteNumber(number);
        }
    } giveBack{fresh ? number : QString()};
    Plan numbered = *plan;
    numbered.quote.number = number;
    const QuoteFigures figures = QuoteBuilder::figuresOf(evaluation);
    QuoteContent content
        = QuoteBuilder::build(numbered, *catalog, ctx.language, today, number, sellerFromSettings(), &figures);
    content.draft = draft && hasErrors(findings);
    if (!content.priced.ok()) {
        const QStringList problems = content.priced.problems;
        ctx.err << QCoreApplication::translate("cli", "quote: the plan cannot be priced:") << "\n";
        for (const QString &sku : content.priced.unknownSkus)
            ctx.err << "  " << QCoreApplication::translate("cli", "unknown SKU %1").arg(sku) << "\n";
        for (const QString &p : problems)
            ctx.err << "  " << p << "\n";
        return ExitInvalid;
    }
    // What the quote lacks before it is sent (the Quote tab's checklist): the PDF leaves it out rather than print a
    // placeholder; tell the seller (not the client).
    for (const QuoteGap &gap : QuoteChecklist::gaps(numbered, content.seller, content.priced, today)) {
        if (gap.kind != QuoteGap::Kind::ReferencePrices)
            ctx.err << QCoreApplication::translate("cli", "quote: warning: %1").arg(gap.text) << "\n";
    }
    // The PDF prints these as the seller's prices: tell the seller (not the client) before writing it.
    if (const QStringList estimates = referenceEstimateSkus(content.priced); !estimates.isEmpty())
        ctx.err << QCoreApplication::translate("cli",
                                               "quote: warning: %1 of the quote's lines are priced from the catalog's "
                                               "reference estimates, not from a seller's price list: %2. The PDF "
                                               "shows them as your prices; import your price list with `catalog "
                                               "import` to replace them.")
                       .arg(QString::number(estimates.size()), estimates.join(QStringLiteral(", ")))
                << "\n";
    const QString error = writeQuotePdf(content, output);
    if (!error.isEmpty()) {
        ctx.err << "quote: " << error << "\n";
        return ExitFileError;
    }
    giveBack.number.clear(); // written: the number is used
    ctx.out << QCoreApplication::translate("cli", "Wrote quote %1 to %2: total %3 %4")
                   .arg(content.number, output, content.priced.currency, fixed(ctx.locale(), content.priced.total, 2))
            << "\n";
    return ExitOk;
}

} // namespace aip::cli
