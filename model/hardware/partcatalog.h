#pragma once
// An in-memory set of parts keyed by SKU: what the model layer computes from. The db layer loads it from
// SQLite; tests build one by hand. Lookups are by SKU only, so the model never sees SQL.

#include "hardware/part.h"

#include <QHash>
#include <QList>

namespace aip {

class PartCatalog
{
public:
    void add(const Part &part); // replaces a part with the same SKU
    const Part *find(const QString &sku) const;
    bool contains(const QString &sku) const { return m_index.contains(sku); }
    const QList<Part> &parts() const { return m_parts; }
    int size() const { return int(m_parts.size()); }

private:
    QList<Part> m_parts;
    QHash<QString, qsizetype> m_index;
};

} // namespace aip
