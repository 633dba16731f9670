#pragma once
// Parts new to the program's bundled seed reach a catalog created from an older seed, once. The table seed_offered
// (schema step 6) holds every seed SKU a catalog has been offered: all of them when it was created from the seed,
// the seed SKUs it had or once had when it was migrated to version 6. A seed SKU not in it is new to this catalog:
// opening the catalog adds that part, unless a part with the SKU is there already (the user's own, never
// overwritten), and records the SKU as offered, in one write transaction. A part the user deletes or edits after
// it was offered is therefore never added again nor changed. Callers hold the transaction (as partrepository.h).

#include "catalogcsv.h"
#include "parthistory.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

namespace aip {

// The bundled seed (:/catalog/seed_parts.csv), read and parsed once per process (errors when it is missing or
// invalid: a broken build).
const CsvParseResult &bundledSeed();

// Records `skus` as offered to this catalog. Returns an empty string or the error.
QString recordSeedOffered(QSqlDatabase &db, const QStringList &skus);
// Schema step 6: the seed SKUs the catalog has, or had (part_history names it: the user edited or removed it),
// count as offered; the others are new to it.
QString recordSeedPartsPresent(QSqlDatabase &db);
// The seed SKUs never offered to this catalog, in the seed's order. Reads only.
QStringList unofferedSeedSkus(QSqlDatabase &db, QString *error);

struct SeedOfferResult {
    QStringList added; // new parts, in the seed's order
    QStringList kept;  // a part with the SKU was there already (the user's own): left as it is
    // Refers to a part the catalog lacks and the seed does not add now (a cloud instance of a GPU, or a complete
    // system with a built-in part, that the user removed): not added.
    QStringList skipped;
};

// Adds the seed parts never offered to this catalog (their history says "part added" with `stamp`), counts one
// change of the catalog when any was added, and records them all as offered. Inside a write transaction.
QString offerNewSeedParts(QSqlDatabase &db, const ChangeStamp &stamp, SeedOfferResult *result);

} // namespace aip
