#pragma once
// The one drag-and-drop format of the program. A drag of catalog parts carries their stable SKUs; a drag of a part
// already in a server (to move or remove it) carries the SKU and where it comes from. Every drag source and drop
// target reads and writes them through these helpers only.

#include <QMetaType>
#include <QMimeData>
#include <QString>
#include <QStringList>

namespace aip::partmime {

// SKUs, one per line, UTF-8.
inline constexpr const char *kSkuMimeType = "application/x-aiplanner-sku";
// A part that sits in a server of the open plan: "<server index>\n<sku>\n<built-in 0|1>".
inline constexpr const char *kPlacedPartMimeType = "application/x-aiplanner-placed-part";

inline QString skuMimeType()
{
    return QString::fromLatin1(kSkuMimeType);
}
inline QString placedPartMimeType()
{
    return QString::fromLatin1(kPlacedPartMimeType);
}

inline void writeSkus(QMimeData *mime, const QStringList &skus)
{
    mime->setData(skuMimeType(), skus.join(QLatin1Char('\n')).toUtf8());
    mime->setText(skus.join(QLatin1Char('\n')));
}

inline QStringList readSkus(const QMimeData *mime)
{
    if (!mime || !mime->hasFormat(skuMimeType()))
        return {};
    QStringList out;
    const QStringList lines = QString::fromUtf8(mime->data(skuMimeType())).split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        const QString sku = line.trimmed();
        if (!sku.isEmpty())
            out.append(sku);
    }
    return out;
}

struct PlacedPart {
    int server = -1;
    QString sku;
    bool builtIn = false;
};

inline void writePlacedPart(QMimeData *mime, const PlacedPart &p)
{
    mime->setData(placedPartMimeType(),
                  QStringLiteral("%1\n%2\n%3").arg(p.server).arg(p.sku).arg(p.builtIn ? 1 : 0).toUtf8());
    // A placed part is also a part: dropped on another server it is that SKU.
    writeSkus(mime, {p.sku});
}

inline bool readPlacedPart(const QMimeData *mime, PlacedPart *out)
{
    if (!mime || !mime->hasFormat(placedPartMimeType()))
        return false;
    const QStringList f = QString::fromUtf8(mime->data(placedPartMimeType())).split(QLatin1Char('\n'));
    if (f.size() < 3)
        return false;
    bool ok = false;
    out->server = f.at(0).toInt(&ok);
    out->sku = f.at(1);
    out->builtIn = f.at(2) == QLatin1String("1");
    return ok && !out->sku.isEmpty();
}

} // namespace aip::partmime

Q_DECLARE_METATYPE(aip::partmime::PlacedPart)
