#include "hardware/partcatalog.h"

#include <utility>

namespace aip {

void PartCatalog::add(const Part &part)
{
    add(Part(part));
}

void PartCatalog::add(Part &&part)
{
    const auto it = m_index.constFind(part.sku);
    if (it != m_index.constEnd()) {
        m_parts[*it] = std::move(part);
        return;
    }
    m_index.insert(part.sku, m_parts.size());
    m_parts.append(std::move(part));
}

void PartCatalog::reserve(qsizetype parts)
{
    m_parts.reserve(parts);
    m_index.reserve(parts);
}

const Part *PartCatalog::find(const QString &sku) const
{
    const auto it = m_index.constFind(sku);
    return it == m_index.constEnd() ? nullptr : &m_parts[*it];
}

} // namespace aip
