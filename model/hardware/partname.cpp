#include "hardware/partname.h"

namespace aip {

QString partName(const Part &p, const QString &language)
{
    const bool chinese = language == QLatin1String("zh_CN") || language == QLatin1String("zh");
    if (chinese && !p.nameZh.trimmed().isEmpty())
        return p.nameZh.trimmed();
    return englishPartName(p);
}

QString englishPartName(const Part &p)
{
    if (p.model.isEmpty())
        return p.sku;
    if (p.vendor.isEmpty() || p.model.startsWith(p.vendor))
        return p.model;
    return p.vendor + QLatin1Char(' ') + p.model;
}

} // namespace aip
