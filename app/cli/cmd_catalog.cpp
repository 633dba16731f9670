// aiplanner-cli catalog list|export|import: the catalog as a table, JSON or CSV.
#include "catalogdatabase.h"
#include "cli/cli.h"
#include "cli/cliargs.h"
#include "cli/clitext.h"
#include "partfields.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace aip::cli {

namespace {

const char *const kSynopses[4]
    = {"aiplanner-cli catalog list [--category C] [--json]", "aiplanner-cli catalog export FILE.csv",
       "aiplanner-cli catalog import FILE.csv", "aiplanner-cli catalog history [SKU] [--limit N] [--json]"};

int usageError(Context &ctx, const QString &message)
{
    ctx.err << "catalog: " << message << "\n";
    // The second and third synopses line up under the first, after "Usage: " in whichever language.
    const QString indent(displayWidth(usageLine(QString())), QLatin1Char(' '));
    ctx.err << usageLine(QLatin1String(kSynopses[0])) << "\n";
    for (const char *synopsis : {kSynopses[1], kSynopses[2], kSynopses[3]})
        ctx.err << indent << synopsis << "\n";
    return ExitUsage;
}

// The part's name as people read it: the Chinese name in Chinese where the catalog has one, else vendor and model.
// Control characters and bidi overrides from a price list are shown as escapes, never sent to the terminal raw.
QString displayName(const Context &ctx, const Part &p)
{
    if (ctx.language == QLatin1String("zh_CN") && !p.nameZh.trimmed().isEmpty())
        return text::escapedForTerminal(p.nameZh.trimmed());
    return text::escapedForTerminal(p.vendor + QLatin1Char(' ') + p.model);
}

// One part as JSON: the common members and the attributes of its category, numbers as numbers.
QJsonObject partToJson(const Part &p)
{
    QJsonObject o;
    for (const PartField &f : partFields()) {
        if (!f.appliesTo(p.category))
            continue;
        const QVariant v = f.get(p);
        switch (f.kind) {
        case FieldKind::Text: o.insert(f.name(), v.toString()); break;
        case FieldKind::Real: o.insert(f.name(), v.toDouble()); break;
        case FieldKind::OptReal:
            o.insert(f.name(), std::isnan(v.toDouble()) ? QJsonValue(QJsonValue::Null) : QJsonValue(v.toDouble()));
            break;
        case FieldKind::Int: o.insert(f.name(), v.toInt()); break;
        case FieldKind::Bool: o.insert(f.name(), v.toBool()); break;
        case FieldKind::BuiltIn: {
            QJsonArray items;
            for (const BuiltInPart &b : p.chassis.builtIn)
                items.append(QJsonObject{{QStringLiteral("sku"), b.sku}, {QStringLiteral("qty"), b.qty}});
            o.insert(f.name(), items);
            break;
        }
        }
    }
    return o;
}

// Each subcommand gets the parsed options (its table in cli.cpp) and its positionals after its name.
int list(Context &ctx, const CliArgs &a, const QStringList &args)
{
    if (!args.isEmpty())
        return usageError(ctx,
                          QCoreApplication::translate("cli", "unexpected argument '%1'")
                              .arg(text::quotedInMessage(args.constFirst())));
    std::optional<PartCategory> category;
    if (a.hasOption(QStringLiteral("--category"))) {
        category = categoryFromName(a.option(QStringLiteral("--category")));
        if (!category)
            return usageError(ctx,
                              QCoreApplication::translate("cli", "'%1' is not a category")
                                  .arg(text::quotedInMessage(a.option(QStringLiteral("--category")))));
    }
    CatalogDatabase db;
    if (!ctx.openCatalog(db))
        return ExitFileError;
    const QList<Part> parts = db.parts(category);
    if (parts.isEmpty() && !db.errorString().isEmpty()) {
        ctx.err << "catalog: " << db.errorString() << "\n";
        return ExitFileError;
    }
    if (a.flag(QStringLiteral("--json"))) {
        QJsonArray array;
        for (const Part &p : parts)
            array.append(partToJson(p));
        ctx.out << QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
        return ExitOk;
    }
    const QLocale l = ctx.locale();
    for (const Part &p : parts) {
        ctx.out << padRight(p.sku, 32) << padRight(categoryLabel(p.category), 9) << displayName(ctx, p);
        if (p.price > 0)
            ctx.out << "  " << fixed(l, p.price, p.price == std::floor(p.price) ? 0 : 2) << " " << p.currency;
        ctx.out << "  (" << text::escapedForTerminal(p.priceDate)
                << (p.estimated ? QCoreApplication::translate("cli", ", estimates") : QString()) << ")\n";
    }
    ctx.out << QCoreApplication::translate("cli", "%1 parts").arg(fixed(l, parts.size(), 0)) << "\n";
    return ExitOk;
}

int exportCsv(Context &ctx, const QStringList &args)
{
    if (args.size() != 1 || args.constFirst().startsWith(QLatin1Char('-')))
        return usageError(ctx, QCoreApplication::translate("cli", "export needs exactly one FILE.csv"));
    // The CSV must not replace the catalog database it is exported from.
    if (refuseOutputOverInput(ctx, args.constFirst(),
                              ctx.catalogPath.isEmpty() ? CatalogDatabase::defaultPath() : ctx.catalogPath))
        return ExitUsage;
    CatalogDatabase db;
    if (!ctx.openCatalog(db))
        return ExitFileError;
    if (!db.exportCsv(args.constFirst())) {
        ctx.err << "catalog export: " << db.errorString() << "\n";
        return ExitFileError;
    }
    ctx.out << QCoreApplication::translate("cli", "exported %1 parts to %2")
                   .arg(fixed(ctx.locale(), db.parts().size(), 0), args.constFirst())
            << "\n";
    return ExitOk;
}

int importCsv(Context &ctx, const QStringList &args)
{
    if (args.size() != 1 || args.constFirst().startsWith(QLatin1Char('-')))
        return usageError(ctx, QCoreApplication::translate("cli", "import needs exactly one FILE.csv"));
    const QString file = args.constFirst();
    const QFileInfo info(file);
    if (!info.isFile() || !info.isReadable()) {
        ctx.err << "catalog import: "
                << QCoreApplication::translate("cli", "cannot read %1")
                       .arg(text::quotedInMessage(file, text::kMaxQuotedPathChars))
                << "\n";
        return ExitFileError;
    }
    CatalogDatabase db;
    if (!ctx.openCatalog(db))
        return ExitFileError;
    const CatalogImportResult r = db.importCsv(file);
    if (!r.ok) {
        for (const CsvError &e : r.errors)
            ctx.err << text::quotedInMessage(file, text::kMaxQuotedPathChars) << ": " << e.toString() << "\n";
        ctx.err << "catalog import: " << QCoreApplication::translate("cli", "nothing was imported") << "\n";
        return r.fileError ? ExitFileError : ExitInvalid;
    }
    ctx.out << QCoreApplication::translate("cli", "imported %1: %2 added, %3 updated")
                   .arg(file, fixed(ctx.locale(), r.added, 0), fixed(ctx.locale(), r.updated, 0))
            << "\n";
    return ExitOk;
}

// Who changed what: newest first, one part or all.
int history(Context &ctx, const CliArgs &a, const QStringList &args)
{
    if (args.size() > 1)
        return usageError(
            ctx, QCoreApplication::translate("cli", "unexpected argument '%1'").arg(text::quotedInMessage(args.at(1))));
    bool limitOk = true;
    const int limit
        = a.hasOption(QStringLiteral("--limit")) ? a.option(QStringLiteral("--limit")).toInt(&limitOk) : 1000;
    if (!limitOk || limit <= 0)
        return usageError(ctx, QCoreApplication::translate("cli", "--limit needs a positive number"));
    CatalogDatabase db;
    if (!ctx.openCatalog(db))
        return ExitFileError;
    const QString sku = args.isEmpty() ? QString() : args.constFirst();
    const QList<PartChange> changes = db.history(sku, limit);
    if (a.flag(QStringLiteral("--json"))) {
        QJsonArray array;
        for (const PartChange &c : changes) {
            array.append(QJsonObject{{QStringLiteral("id"), double(c.id)},
                                     {QStringLiteral("changed_at"), c.changedAt},
                                     {QStringLiteral("changed_by"), c.changedBy},
                                     {QStringLiteral("sku"), c.sku},
                                     {QStringLiteral("field"), c.field},
                                     {QStringLiteral("old"), c.oldValue},
                                     {QStringLiteral("new"), c.newValue},
                                     {QStringLiteral("source"), c.source}});
        }
        ctx.out << QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented));
        return ExitOk;
    }
    for (const PartChange &c : changes) {
        ctx.out << c.changedAt << "  " << padRight(c.changedBy, 12) << padRight(c.sku, 32) << c.field << ": "
                << c.oldValue << " -> " << c.newValue << "  (" << c.source << ")\n";
    }
    ctx.out << QCoreApplication::translate("cli", "%1 changes").arg(fixed(ctx.locale(), changes.size(), 0)) << "\n";
    return ExitOk;
}

} // namespace

int cmdCatalog(Context &ctx, const CliArgs &a)
{
    if (!a.ok())
        return usageError(ctx, a.error());
    if (a.positionals().isEmpty())
        return usageError(ctx, QCoreApplication::translate("cli", "a subcommand is needed"));
    const QString sub = a.positionals().constFirst();
    const QStringList rest = a.positionals().mid(1);
    if (sub == QLatin1String("list"))
        return list(ctx, a, rest);
    if (sub == QLatin1String("export"))
        return exportCsv(ctx, rest);
    if (sub == QLatin1String("import"))
        return importCsv(ctx, rest);
    if (sub == QLatin1String("history"))
        return history(ctx, a, rest);
    return usageError(ctx,
                      QCoreApplication::translate("cli", "unknown subcommand '%1'").arg(text::quotedInMessage(sub)));
}

} // namespace aip::cli
