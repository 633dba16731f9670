#pragma once
// The catalog as a two-level tree: one row per category, its parts below. Columns carry display text and, under
// RawValueRole, the raw number or string behind it, so the proxy sorts and filters numbers, not formatted text.
// It is the drag source of parts (mimeData() writes SKUs, see partmime.h) and takes back parts dragged out of a
// server (a drop of a placed part asks for its removal).

#include "catalog/partmime.h"
#include "hardware/partcatalog.h"

#include <QAbstractItemModel>
#include <QStringList>

#include <memory>

namespace aip {

class CatalogModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, VendorColumn, SpecsColumn, PriceColumn, PriceDateColumn, SkuColumn, ColumnCount };
    enum Role {
        RawValueRole = Qt::UserRole + 1, // double for numeric columns, QString otherwise
        SkuRole,                         // part rows: the SKU; category rows: empty
        CategoryRole,                    // int(PartCategory)
        SearchTextRole,                  // lower-case text the search box matches
    };

    explicit CatalogModel(QObject *parent = nullptr);

    void setCatalog(std::shared_ptr<const PartCatalog> catalog);
    std::shared_ptr<const PartCatalog> catalog() const { return m_catalog; }

    // Fast typed access for the proxy (no QVariant on the hot path of filtering 100,000 rows).
    struct Entry {
        const Part *part = nullptr;
        QString specs;      // keySpecs(), formatted once
        QString search;     // lower-case haystack: SKU, vendor, model, Chinese name, specs
        QString formFactor; // partdesc::formFactor()
    };
    const Entry *entry(const QModelIndex &index) const;
    const Entry *entryAt(int categoryRow, int partRow) const;
    QStringList vendors() const;     // sorted, unique
    QStringList formFactors() const; // sorted, unique, non-empty
    QModelIndex indexOfSku(const QString &sku) const;
    QModelIndex categoryIndex(PartCategory c) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDragActions() const override;
    Qt::DropActions supportedDropActions() const override;
    bool canDropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                         const QModelIndex &parent) const override;
    bool dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                      const QModelIndex &parent) override;

signals:
    // A part was dragged from a server back onto the catalog: the window removes it (an undo command).
    void placedPartReturned(const aip::partmime::PlacedPart &part);

private:
    struct Category {
        PartCategory category;
        QList<Entry> entries;
    };
    std::shared_ptr<const PartCatalog> m_catalog;
    QList<Category> m_categories;
};

} // namespace aip
