#include "charts/charttable.h"

#include "csv/csvtext.h"
#include "io/checkedwrite.h"

#include <QCoreApplication>
#include <QLocale>

namespace aip::charts {

namespace {
QString csvField(const QVariant &v)
{
    if (v.typeId() == QMetaType::Double || v.typeId() == QMetaType::Float)
        return QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
    if (v.typeId() == QMetaType::Int || v.typeId() == QMetaType::LongLong || v.typeId() == QMetaType::UInt)
        return QString::number(v.toLongLong());
    // Text through the program's one CSV writer: quoted, and neutralised when a spreadsheet would run it.
    return csv::cell(v.toString());
}
} // namespace

QString ChartTable::toCsv() const
{
    QStringList lines;
    QStringList header;
    for (const QString &c : columns)
        header.append(csvField(c));
    lines.append(header.join(QLatin1Char(',')));
    for (const QVariantList &row : rows) {
        QStringList fields;
        for (const QVariant &v : row)
            fields.append(csvField(v));
        lines.append(fields.join(QLatin1Char(',')));
    }
    return lines.join(QLatin1String("\r\n")) + QLatin1String("\r\n");
}

QString ChartTable::saveCsv(const QString &path) const
{
    const QString why = writeFileChecked(path, toCsv().toUtf8());
    if (!why.isEmpty())
        return QCoreApplication::translate("ChartExport", "Cannot write %1: %2").arg(path, why);
    return {};
}

} // namespace aip::charts
