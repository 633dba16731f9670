// aiplanner-cli quote PLAN -o FILE.pdf: the same PDF the GUI's Quote tab exports.
#include "cli/cli.h"
#include "cli/cliargs.h"
#include "cli/clitext.h"

#include "quote/quotecontent.h"
#include "quote/quoterenderer.h"

#include <QCoreApplication>
#include <QDate>
#include <QGuiApplication>

namespace aip::cli {

int cmdQuote(Context &ctx, const QStringList &args)
{
    const CliArgs a(args, {}, {QStringLiteral("-o"), QStringLiteral("--output")});
    const QString output = a.option(QStringLiteral("-o"), a.option(QStringLiteral("--output")));
    if (!a.ok() || a.positionals().size() != 1 || output.isEmpty()) {
        ctx.err << (a.ok() ? QCoreApplication::translate("cli", "quote needs a PLAN and -o FILE.pdf") : a.error())
                << "\n"
                << usageLine(QStringLiteral("aiplanner-cli quote PLAN -o FILE.pdf")) << "\n";
        return ExitUsage;
    }
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        ctx.err << QCoreApplication::translate("cli", "quote: internal error: no GUI application for rendering")
                << "\n";
        return ExitFileError;
    }
    int exit = ExitOk;
    const auto loaded = ctx.loadPlanAndCatalog(a.positionals().constFirst(), &exit);
    if (!loaded)
        return exit;
    const Plan *plan = &loaded->plan;
    const PartCatalog *catalog = &loaded->catalog;

    const QDate today = QDate::currentDate();
    const QString number = plan->quote.number.isEmpty() ? takeNextQuoteNumber(today) : plan->quote.number;
    const QuoteContent content
        = QuoteBuilder::build(*plan, *catalog, ctx.language, today, number, sellerFromSettings());
    if (!content.priced.ok()) {
        const QStringList problems = content.priced.problems;
        ctx.err << QCoreApplication::translate("cli", "quote: the plan cannot be priced:") << "\n";
        for (const QString &sku : content.priced.unknownSkus)
            ctx.err << "  " << QCoreApplication::translate("cli", "unknown SKU %1").arg(sku) << "\n";
        for (const QString &p : problems)
            ctx.err << "  " << p << "\n";
        return ExitInvalid;
    }
    const QString error = writeQuotePdf(content, output);
    if (!error.isEmpty()) {
        ctx.err << "quote: " << error << "\n";
        return ExitFileError;
    }
    ctx.out << QCoreApplication::translate("cli", "Wrote quote %1 to %2: total %3 %4")
                   .arg(content.number, output, content.priced.currency, fixed(ctx.locale(), content.priced.total, 2))
            << "\n";
    return ExitOk;
}

} // namespace aip::cli
