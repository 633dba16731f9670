#include "hardware/partname.h"

#include <QRegularExpression>

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

QString compactPartName(const Part &p)
{
    if (p.model.trimmed().isEmpty())
        return p.sku;
    static const QRegularExpression trailingParenthesis(QStringLiteral("\\s*\\([^()]*\\)\\s*$"));
    static const QRegularExpression brand(QStringLiteral("^GeForce\\s+"));
    static const QRegularExpression generation(QStringLiteral("\\s+Generation\\b"));
    QString name = p.model.trimmed();
    name.remove(trailingParenthesis);
    name.remove(brand);
    name.remove(generation);
    name = name.trimmed();
    return name.isEmpty() ? p.model.trimmed() : name;
}

} // namespace aip
