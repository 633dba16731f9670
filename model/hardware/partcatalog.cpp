#include "hardware/partcatalog.h"

namespace aip {

void PartCatalog::add(const Part &part)
{
    const auto it = m_index.constFind(part.sku);
    if (it != m_index.constEnd()) {
        m_parts[*it] = part;
        return;
    }
    m_index.insert(part.sku, m_parts.size());
    m_parts.append(part);
}

const Part *PartCatalog::find(const QString &sku) const
{
    const auto it = m_index.constFind(sku);
    return it == m_index.constEnd() ? nullptr : &m_parts[*it];
}

} // namespace aip
