#include "catalogcsv.h"

#include "partfields.h"

#include "csv/csvtext.h"
#include "io/checkedwrite.h"

#include <QCoreApplication>
#include <QSet>

namespace aip {

namespace {

// The translation context of the catalog's messages (lupdate reads Catalog). Column names, SKUs, category names
// and the cell values quoted back are identifiers and stay as they are.
struct CatalogText {
    Q_DECLARE_TR_FUNCTIONS(Catalog)
};

bool isBlankRow(const QStringList &row)
{
    return row.size() == 1 && row.constFirst().trimmed().isEmpty();
}

// Limits that keep a hostile file from using unbounded time or memory.
constexpr qsizetype kMaxCsvBytes = 64 * 1024 * 1024;
constexpr qsizetype kMaxCsvRows = 200000;

} // namespace

QString CsvError::toString() const
{
    // One sentence per shape, so a translation can say "row" and "column" in its own order.
    if (row > 0 && !column.isEmpty())
        return CatalogText::tr("row %1, column %2: %3").arg(QString::number(row), column, message);
    if (row > 0)
        return CatalogText::tr("row %1: %2").arg(QString::number(row), message);
    if (!column.isEmpty())
        return CatalogText::tr("column %1: %2").arg(column, message);
    return message;
}

namespace {

// The rows come from the program's one CSV reader (model/csv/csvtext.h), one at a time.
using CsvRowReader = csv::RecordReader;

} // namespace

QList<QStringList> splitCsv(const QString &text, qsizetype maxRows)
{
    QList<QStringList> rows;
    CsvRowReader reader(text);
    QStringList row;
    while ((maxRows < 0 || rows.size() < maxRows) && reader.next(row))
        rows.append(row);
    return rows;
}

CsvParseResult parsePartsCsv(const QByteArray &bytesIn)
{
    CsvParseResult result;
    if (bytesIn.size() > kMaxCsvBytes) {
        result.errors.append({0, {}, CatalogText::tr("the file is larger than 64 MB")});
        return result;
    }
    QByteArrayView bytes(bytesIn); // no copy of the file's bytes
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes = bytes.sliced(3);
    const QString text = QString::fromUtf8(bytes);
    if (text.contains(QChar::ReplacementCharacter) && !bytes.contains(QByteArrayView("\xEF\xBF\xBD"))) {
        result.errors.append({0, {}, CatalogText::tr("the file is not UTF-8 text")});
        return result;
    }
    CsvRowReader reader(text);
    QStringList header;
    if (!reader.next(header) || isBlankRow(header)) {
        result.errors.append({1, {}, CatalogText::tr("the file is empty: the first row must be the header")});
        return result;
    }
    if (reader.unterminated()) {
        result.errors.append({1,
                              {},
                              CatalogText::tr("a quoted cell is never closed: its opening quote has no closing quote "
                                              "before the end of the file")});
        return result;
    }

    // Header: every known column exactly once, nothing else. Names are trimmed here, once, so that every later
    // lookup by name (the category column's) sees what was validated.
    QList<const PartField *> fieldOfColumn;
    QSet<QString> seen;
    for (QString &name : header) {
        name = name.trimmed();
        const PartField *f = findPartField(name);
        if (!f)
            result.errors.append({1, name, CatalogText::tr("unknown column")});
        else if (seen.contains(name))
            result.errors.append({1, name, CatalogText::tr("the column appears twice")});
        seen.insert(name);
        fieldOfColumn.append(f);
    }
    QStringList missing;
    for (const QString &name : partFieldNames()) {
        if (!seen.contains(name) && !isOptionalColumn(name))
            missing.append(name);
    }
    if (!missing.isEmpty())
        result.errors.append({1, {}, CatalogText::tr("missing columns: %1").arg(missing.join(QStringLiteral(", ")))});
    if (!result.errors.isEmpty())
        return result;

    const qsizetype categoryColumn = header.indexOf(QStringLiteral("category"));
    QHash<QString, int> rowOfSku;
    QStringList cells;
    while (reader.next(cells)) {
        const int rowNo = reader.row();
        // Limited while reading: a file of a million blank lines never becomes a million rows.
        if (rowNo > kMaxCsvRows) {
            result.errors.append({0, {}, CatalogText::tr("the file has more than %1 rows").arg(kMaxCsvRows)});
            break;
        }
        if (reader.unterminated()) {
            result.errors.append({rowNo,
                                  {},
                                  CatalogText::tr("a quoted cell is never closed: its opening quote has no closing "
                                                  "quote before the end of the file")});
            break;
        }
        if (isBlankRow(cells))
            continue;
        if (cells.size() != header.size()) {
            result.errors.append(
                {rowNo, {}, CatalogText::tr("has %1 cells, the header has %2").arg(cells.size()).arg(header.size())});
            continue;
        }
        Part part;
        const QString categoryText = cells.at(categoryColumn).trimmed();
        const auto category = categoryFromName(categoryText);
        if (!category) {
            result.errors.append({rowNo, QStringLiteral("category"),
                                  CatalogText::tr("'%1' is not a category (gpu, cpu, memory, storage, nic, switch, "
                                                  "chassis, psu, cloud)")
                                      .arg(categoryText)});
            continue;
        }
        part.category = *category;
        bool rowOk = true;
        for (qsizetype c = 0; c < header.size(); ++c) {
            const PartField *f = fieldOfColumn.at(c);
            // What the export neutralised against spreadsheet formulas ('=...) comes back as it was.
            const QString cell = csv::restoreCell(cells.at(c));
            if (!f->appliesTo(part.category)) {
                if (!cell.trimmed().isEmpty()) {
                    result.errors.append(
                        {rowNo, f->name(), CatalogText::tr("must be empty for a %1 part").arg(categoryText)});
                    rowOk = false;
                }
                continue;
            }
            const QString error = fieldFromText(*f, part, cell);
            if (!error.isEmpty()) {
                result.errors.append({rowNo, f->name(), error});
                rowOk = false;
            }
        }
        if (!rowOk)
            continue;
        for (const QString &problem : validatePart(part)) {
            const qsizetype colon = problem.indexOf(QLatin1Char(':'));
            result.errors.append({rowNo, problem.left(colon), problem.mid(colon + 2)});
            rowOk = false;
        }
        if (!rowOk)
            continue;
        if (const auto it = rowOfSku.constFind(part.sku); it != rowOfSku.constEnd()) {
            result.errors.append({rowNo, QStringLiteral("sku"),
                                  CatalogText::tr("'%1' is already in row %2").arg(part.sku, QString::number(*it))});
            continue;
        }
        rowOfSku.insert(part.sku, rowNo);
        result.parts.append(part);
        result.rows.append(rowNo);
    }
    if (!result.errors.isEmpty()) {
        result.parts.clear();
        result.rows.clear();
    }
    return result;
}

QByteArray writePartsCsv(const QList<Part> &parts)
{
    const QList<PartField> &fields = partFields();
    QStringList cells;
    for (const PartField &f : fields)
        cells.append(f.name());
    QString out = cells.join(QLatin1Char(',')) + QLatin1Char('\n');
    for (const Part &p : parts) {
        cells.clear();
        for (const PartField &f : fields)
            cells.append(fieldToText(f, p));
        out += csv::row(cells) + QLatin1Char('\n');
    }
    return out.toUtf8();
}

QString savePartsCsv(const QList<Part> &parts, const QString &path)
{
    // Every write checked, atomic for a file, the system's reason on failure (a full disk, /dev/full).
    const QString why = writeFileChecked(path, writePartsCsv(parts));
    if (!why.isEmpty())
        return CatalogText::tr("cannot write %1: %2").arg(path, why);
    return {};
}

} // namespace aip
