#include "charts/charttable.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSaveFile>

namespace aip::charts {

namespace {
QString csvField(const QVariant &v)
{
    if (v.typeId() == QMetaType::Double || v.typeId() == QMetaType::Float)
        return QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
    if (v.typeId() == QMetaType::Int || v.typeId() == QMetaType::LongLong || v.typeId() == QMetaType::UInt)
        return QString::number(v.toLongLong());
    QString s = v.toString();
    if (s.contains(QLatin1Char(',')) || s.contains(QLatin1Char('"')) || s.contains(QLatin1Char('\n'))
        || s.contains(QLatin1Char('\r'))) {
        s.replace(QLatin1String("\""), QLatin1String("\"\""));
        s = QLatin1Char('"') + s + QLatin1Char('"');
    }
    return s;
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
    QSaveFile file(path);
    const QByteArray bytes = toCsv().toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return QCoreApplication::translate("ChartExport", "Cannot write %1: %2").arg(path, file.errorString());
    return {};
}

} // namespace aip::charts
