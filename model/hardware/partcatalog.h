#pragma once
// An in-memory set of parts keyed by SKU: what the model layer computes from. The db layer loads it from
// SQLite; tests build one by hand. Lookups are by SKU only, so the model never sees SQL.

#include "hardware/part.h"

#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace aip {

// Where a catalog's parts came from, for what a quote states (issue 19): the catalog's revision counter (db/: every
// change of the catalog advances it) and, when the parts are a team catalog's offline copy, when that copy was taken
// (UTC, ISO 8601; empty when the parts came from the catalog itself). A catalog built by hand has neither.
struct CatalogOrigin {
    std::optional<qint64> revision;
    QString offlineAsOf;
    bool operator==(const CatalogOrigin &) const = default;
};

class PartCatalog
{
public:
    void add(const Part &part);    // replaces a part with the same SKU
    void add(Part &&part);         // the same, taking the part over (a catalog of 10,000 loads without copying each)
    void reserve(qsizetype parts); // room for this many parts (a part is a large value: growing moves each one)
    const Part *find(const QString &sku) const;
    bool contains(const QString &sku) const { return m_index.contains(sku); }
    const QList<Part> &parts() const { return m_parts; }
    int size() const { return int(m_parts.size()); }
    const CatalogOrigin &origin() const { return m_origin; }
    void setOrigin(const CatalogOrigin &origin) { m_origin = origin; }

private:
    QList<Part> m_parts;
    QHash<QString, qsizetype> m_index;
    CatalogOrigin m_origin;
};

} // namespace aip
