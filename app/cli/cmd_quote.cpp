// aiplanner-cli quote PLAN -o FILE.pdf [--draft]: the same PDF the GUI's Quote tab exports. A plan with errors
// (the rule book's, as `check` prints them) is not quoted: exit 1 listing them, no file; with --draft the PDF is
// written and every page says "DRAFT — this configuration has errors".
#include "cli/cli.h"
#include "cli/cliargs.h"
#include "cli/clifindings.h"
#include "cli/clitext.h"

#include "analysis/planfindings.h"

#include "quote/quotecontent.h"
#include "quote/quotenumber.h"
#include "quote/quoterenderer.h"

#include <QCoreApplication>
#include <QDate>
#include <QGuiApplication>

namespace aip::cli {

int cmdQuote(Context &ctx, const QStringList &args)
{
    const CliArgs a(args, {QStringLiteral("--draft")}, {QStringLiteral("-o"), QStringLiteral("--output")});
    const QString output = a.option(QStringLiteral("-o"), a.option(QStringLiteral("--output")));
    if (!a.ok() || a.positionals().size() != 1 || output.isEmpty()) {
        ctx.err << (a.ok() ? QCoreApplication::translate("cli", "quote needs a PLAN and -o FILE.pdf") : a.error())
                << "\n"
                << usageLine(QStringLiteral("aiplanner-cli quote PLAN -o FILE.pdf [--draft]")) << "\n";
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

    // No quote for a broken machine: the errors the GUI shows, unless the user asks for a marked draft.
    const QList<Finding> findings = planFindings(*plan, *catalog);
    const bool draft = a.flag(QStringLiteral("--draft"));
    if (hasErrors(findings) && !draft) {
        ctx.err << QCoreApplication::translate("cli",
                                               "quote: the plan has errors; fix them, or write a draft with --draft:")
                << "\n";
        printFindings(ctx.err, findings, true);
        return ExitInvalid;
    }

    const QDate today = QDate::currentDate();
    // An automatic number is taken from the shared counter and given back when the export fails (see
    // quotenumber.h), so parallel runs never repeat one and a failed export consumes none.
    QString number = plan->quote.number;
    if (number.isEmpty()) {
        QString why;
        number = takeQuoteNumber(today, &why);
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
    } giveBack{plan->quote.number.isEmpty() ? number : QString()};
    QuoteContent content = QuoteBuilder::build(*plan, *catalog, ctx.language, today, number, sellerFromSettings());
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
