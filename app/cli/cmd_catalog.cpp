// aiplanner-cli catalog list|export|import: the catalog as a table, JSON or CSV.
#include "catalogdatabase.h"
#include "cli/cli.h"
#include "cli/cliargs.h"
#include "partfields.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace aip::cli {

namespace {

const char *const kUsage = "Usage: aiplanner-cli catalog list [--category C] [--json]\n"
                           "       aiplanner-cli catalog export FILE.csv\n"
                           "       aiplanner-cli catalog import FILE.csv\n";

int usageError(Context &ctx, const QString &message)
{
    ctx.err << "catalog: " << message << "\n" << kUsage;
    return ExitUsage;
}

bool openCatalog(Context &ctx, CatalogDatabase &db)
{
    const QString path = ctx.catalogPath.isEmpty() ? CatalogDatabase::defaultPath() : ctx.catalogPath;
    if (db.open(path))
        return true;
    ctx.err << "catalog: " << db.errorString() << "\n";
    return false;
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

int list(Context &ctx, const QStringList &args)
{
    const CliArgs a(args, {QStringLiteral("--json")}, {QStringLiteral("--category")});
    if (!a.ok())
        return usageError(ctx, a.error());
    if (!a.positionals().isEmpty())
        return usageError(ctx, QStringLiteral("unexpected argument '%1'").arg(a.positionals().constFirst()));
    std::optional<PartCategory> category;
    if (a.hasOption(QStringLiteral("--category"))) {
        category = categoryFromName(a.option(QStringLiteral("--category")));
        if (!category)
            return usageError(ctx,
                              QStringLiteral("'%1' is not a category").arg(a.option(QStringLiteral("--category"))));
    }
    CatalogDatabase db;
    if (!openCatalog(ctx, db))
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
    for (const Part &p : parts) {
        ctx.out << qSetFieldWidth(32) << Qt::left << p.sku << qSetFieldWidth(9) << categoryName(p.category)
                << qSetFieldWidth(0) << p.vendor << " " << p.model;
        if (p.price > 0)
            ctx.out << "  " << QString::number(p.price, 'f', p.price == std::floor(p.price) ? 0 : 2) << " "
                    << p.currency;
        ctx.out << "  (" << p.priceDate << (p.estimated ? ", estimates" : "") << ")\n";
    }
    ctx.out << parts.size() << " parts\n";
    return ExitOk;
}

int exportCsv(Context &ctx, const QStringList &args)
{
    if (args.size() != 1 || args.constFirst().startsWith(QLatin1Char('-')))
        return usageError(ctx, QStringLiteral("export needs exactly one FILE.csv"));
    CatalogDatabase db;
    if (!openCatalog(ctx, db))
        return ExitFileError;
    if (!db.exportCsv(args.constFirst())) {
        ctx.err << "catalog export: " << db.errorString() << "\n";
        return ExitFileError;
    }
    ctx.out << "exported " << db.parts().size() << " parts to " << args.constFirst() << "\n";
    return ExitOk;
}

int importCsv(Context &ctx, const QStringList &args)
{
    if (args.size() != 1 || args.constFirst().startsWith(QLatin1Char('-')))
        return usageError(ctx, QStringLiteral("import needs exactly one FILE.csv"));
    const QString file = args.constFirst();
    const QFileInfo info(file);
    if (!info.isFile() || !info.isReadable()) {
        ctx.err << "catalog import: cannot read " << file << "\n";
        return ExitFileError;
    }
    CatalogDatabase db;
    if (!openCatalog(ctx, db))
        return ExitFileError;
    const CatalogImportResult r = db.importCsv(file);
    if (!r.ok) {
        bool fileProblem = false;
        for (const CsvError &e : r.errors) {
            ctx.err << file << ": " << e.toString() << "\n";
            fileProblem = fileProblem || e.message.startsWith(QLatin1String("cannot "));
        }
        ctx.err << "catalog import: nothing was imported\n";
        return fileProblem ? ExitFileError : ExitInvalid;
    }
    ctx.out << "imported " << file << ": " << r.added << " added, " << r.updated << " updated\n";
    return ExitOk;
}

} // namespace

int cmdCatalog(Context &ctx, const QStringList &args)
{
    if (args.isEmpty())
        return usageError(ctx, QStringLiteral("a subcommand is needed"));
    const QString sub = args.constFirst();
    const QStringList rest = args.mid(1);
    if (sub == QLatin1String("list"))
        return list(ctx, rest);
    if (sub == QLatin1String("export"))
        return exportCsv(ctx, rest);
    if (sub == QLatin1String("import"))
        return importCsv(ctx, rest);
    return usageError(ctx, QStringLiteral("unknown subcommand '%1'").arg(sub));
}

} // namespace aip::cli
