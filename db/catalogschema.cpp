#include "catalogschema.h"

#include "catalogcsv.h"
#include "seedsync.h"
#include "software/softwarecompat.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace aip {

namespace {

// The translation context of the catalog's messages (as in catalogcsv.cpp).
struct CatalogText {
    Q_DECLARE_TR_FUNCTIONS(Catalog)
};

// Version 1: parts with their common columns, one table of typed attributes per category (deleted with the part),
// and a complete system's built-in parts (which must exist: checked at commit).
const char *const kStep1[] = {
    "CREATE TABLE parts ("
    " sku TEXT PRIMARY KEY NOT NULL,"
    " category TEXT NOT NULL CHECK (category IN ('gpu','cpu','memory','storage','nic','switch','chassis','psu',"
    "'cloud')),"
    " vendor TEXT NOT NULL, model TEXT NOT NULL,"
    " price REAL NOT NULL DEFAULT 0 CHECK (price >= 0), currency TEXT NOT NULL DEFAULT 'USD',"
    " price_date TEXT NOT NULL, source TEXT NOT NULL, notes TEXT NOT NULL DEFAULT '')",
    "CREATE TABLE gpu_specs ("
    " sku TEXT PRIMARY KEY NOT NULL REFERENCES parts(sku) ON DELETE CASCADE ON UPDATE CASCADE,"
    " fp64_tflops REAL NOT NULL, fp32_tflops REAL NOT NULL, tf32_tflops REAL NOT NULL, fp16_tflops REAL NOT NULL,"
    " bf16_tflops REAL NOT NULL, fp8_tflops REAL NOT NULL, memory_gb REAL NOT NULL,"
    " memory_bandwidth_gbs REAL NOT NULL, nvlink_gbs REAL NOT NULL, pcie_gen INTEGER NOT NULL,"
    " pcie_lanes INTEGER NOT NULL, form_factor TEXT NOT NULL, baseboard TEXT NOT NULL, slot_width INTEGER NOT NULL,"
    " tdp_w REAL NOT NULL)",
    "CREATE TABLE cpu_specs ("
    " sku TEXT PRIMARY KEY NOT NULL REFERENCES parts(sku) ON DELETE CASCADE ON UPDATE CASCADE,"
    " socket TEXT NOT NULL, cores INTEGER NOT NULL, threads INTEGER NOT NULL, base_ghz REAL NOT NULL,"
    " boost_ghz REAL NOT NULL, memory_channels INTEGER NOT NULL, pcie_lanes INTEGER NOT NULL,"
    " pcie_gen INTEGER NOT NULL, tdp_w REAL NOT NULL)",
    "CREATE TABLE memory_specs ("
    " sku TEXT PRIMARY KEY NOT NULL REFERENCES parts(sku) ON DELETE CASCADE ON UPDATE CASCADE,"
    " type TEXT NOT NULL, size_gb REAL NOT NULL, speed_mts INTEGER NOT NULL, power_w REAL NOT NULL)",
    "CREATE TABLE storage_specs ("
    " sku TEXT PRIMARY KEY NOT NULL REFERENCES parts(sku) ON DELETE CASCADE ON UPDATE CASCADE,"
    " interface TEXT NOT NULL, form_factor TEXT NOT NULL, capacity_tb REAL NOT NULL, seq_read_mbs REAL NOT NULL,"
    " seq_write_mbs REAL NOT NULL, rand_read_iops REAL NOT NULL, power_w REAL NOT NULL)",
    "CREATE TABLE nic_specs ("
    " sku TEXT PRIMARY KEY NOT NULL REFERENCES parts(sku) ON DELETE CASCADE ON UPDATE CASCADE,"
    " protocol TEXT NOT NULL, port_gbps REAL NOT NULL, ports INTEGER NOT NULL, pcie_gen INTEGER NOT NULL,"
    " pcie_lanes INTEGER NOT NULL, power_w REAL NOT NULL)",
    "CREATE TABLE switch_specs ("
    " sku TEXT PRIMARY KEY NOT NULL REFERENCES parts(sku) ON DELETE CASCADE ON UPDATE CASCADE,"
    " protocol TEXT NOT NULL, ports INTEGER NOT NULL, port_gbps REAL NOT NULL, sharp INTEGER NOT NULL,"
    " power_w REAL NOT NULL, rack_units INTEGER NOT NULL)",
    "CREATE TABLE chassis_specs ("
    " sku TEXT PRIMARY KEY NOT NULL REFERENCES parts(sku) ON DELETE CASCADE ON UPDATE CASCADE,"
    " complete_system INTEGER NOT NULL, gpu_slots INTEGER NOT NULL, gpu_slot_kind TEXT NOT NULL,"
    " baseboard TEXT NOT NULL, nvswitch_gbs REAL NOT NULL, cpu_sockets INTEGER NOT NULL, cpu_socket TEXT NOT NULL,"
    " dimm_slots INTEGER NOT NULL, drive_bays INTEGER NOT NULL, pcie_slots INTEGER NOT NULL,"
    " psu_watts REAL NOT NULL, psu_count INTEGER NOT NULL, psu_redundant INTEGER NOT NULL,"
    " rack_units INTEGER NOT NULL, base_power_w REAL NOT NULL)",
    "CREATE TABLE chassis_builtin ("
    " chassis_sku TEXT NOT NULL REFERENCES parts(sku) ON DELETE CASCADE ON UPDATE CASCADE,"
    " position INTEGER NOT NULL,"
    " part_sku TEXT NOT NULL REFERENCES parts(sku) DEFERRABLE INITIALLY DEFERRED,"
    " qty INTEGER NOT NULL CHECK (qty > 0),"
    " PRIMARY KEY (chassis_sku, position))",
    "CREATE TABLE psu_specs ("
    " sku TEXT PRIMARY KEY NOT NULL REFERENCES parts(sku) ON DELETE CASCADE ON UPDATE CASCADE,"
    " watts REAL NOT NULL)",
    "CREATE TABLE cloud_specs ("
    " sku TEXT PRIMARY KEY NOT NULL REFERENCES parts(sku) ON DELETE CASCADE ON UPDATE CASCADE,"
    " provider TEXT NOT NULL, gpu_sku TEXT NOT NULL, gpu_count INTEGER NOT NULL, vcpus INTEGER NOT NULL,"
    " memory_gb REAL NOT NULL, network_gbps REAL NOT NULL, nvlink_gbs REAL NOT NULL, sharp INTEGER NOT NULL,"
    " on_demand_per_hour REAL, reserved_1y_per_hour REAL, reserved_3y_per_hour REAL, spot_per_hour REAL,"
    " region TEXT NOT NULL)",
};

// Version 2: a Chinese name for the catalog panel, the "some figures are estimates" flag, and an index for the
// per-category listing of the catalog panel.
const char *const kStep2[] = {
    "ALTER TABLE parts ADD COLUMN name_zh TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE parts ADD COLUMN estimated INTEGER NOT NULL DEFAULT 0 CHECK (estimated IN (0, 1))",
    "CREATE INDEX parts_by_category ON parts(category, sku)",
};

// Version 3: what a price is (list, reseller, contract, press, provider, estimate) and the publication it is quoted
// from, apart from the source of the part's figures.
const char *const kStep3[] = {
    "ALTER TABLE parts ADD COLUMN price_basis TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE parts ADD COLUMN price_source TEXT NOT NULL DEFAULT ''",
};

// Version 4: a team catalog. Each part row has a version (bumped by every change, so a save against a row someone
// else changed is refused) and who changed it when; every change of a part is kept in part_history (written by the
// transaction that makes it); catalog_revision counts the catalog's changes (what a plan was priced from, and what
// other programs poll or are notified of).
const char *const kStep4[] = {
    "ALTER TABLE parts ADD COLUMN row_version INTEGER NOT NULL DEFAULT 1",
    "ALTER TABLE parts ADD COLUMN changed_by TEXT NOT NULL DEFAULT ''",
    "ALTER TABLE parts ADD COLUMN changed_at TEXT NOT NULL DEFAULT ''",
    // One statement written over several lines: the parentheses tell clang (-Wstring-concatenation) it is meant.
    ("CREATE TABLE part_history ("
     " id INTEGER PRIMARY KEY AUTOINCREMENT,"
     " changed_at TEXT NOT NULL, changed_by TEXT NOT NULL, sku TEXT NOT NULL, field TEXT NOT NULL,"
     " old_value TEXT, new_value TEXT, source TEXT NOT NULL DEFAULT '')"),
    "CREATE INDEX part_history_by_sku ON part_history(sku, id)",
    ("CREATE TABLE catalog_revision ("
     " id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1), revision INTEGER NOT NULL, changed_at TEXT NOT NULL)"),
    "INSERT INTO catalog_revision (id, revision, changed_at) VALUES (1, 0, '')",
};

// Version 5: the GPU's architecture (issue 21: the software stack is checked against it). Existing rows get it from
// the bundled seed (by SKU) or, for a user's own part, from its model name (fillGpuArchitectures below).
const char *const kStep5[] = {
    "ALTER TABLE gpu_specs ADD COLUMN architecture TEXT NOT NULL DEFAULT ''",
};

// Version 6: the bundled seed's SKUs this catalog has been offered (seedsync.h), so that parts new to the seed of a
// later program reach it once and a part the user removed is not brought back. A catalog migrated to it counts the
// seed SKUs it has or had as offered (recordSeedPartsPresent); one created from the seed, all of them.
const char *const kStep6[] = {
    "CREATE TABLE seed_offered (sku TEXT PRIMARY KEY NOT NULL)",
};

// The architectures of the bundled seed's GPUs, by SKU.
QHash<QString, QString> seedArchitectures()
{
    QHash<QString, QString> out;
    QFile f(QStringLiteral(":/catalog/seed_parts.csv"));
    if (!f.open(QIODevice::ReadOnly))
        return out;
    const CsvParseResult parsed = parsePartsCsv(f.readAll());
    for (const Part &p : parsed.parts) {
        if (p.category == PartCategory::Gpu && !p.gpu.architecture.isEmpty())
            out.insert(p.sku, p.gpu.architecture);
    }
    return out;
}

// Fills the architecture of every GPU row that has none: the seed's value for a seed SKU, else what the model name
// says (software::architectureFromModel); rows neither knows stay empty.
QString fillGpuArchitectures(QSqlDatabase &db)
{
    QSqlQuery rows(db);
    if (!rows.exec(QStringLiteral("SELECT g.sku, p.model FROM gpu_specs g JOIN parts p ON p.sku = g.sku "
                                  "WHERE g.architecture = ''")))
        return rows.lastError().text();
    QList<QPair<QString, QString>> updates;
    const QHash<QString, QString> seed = seedArchitectures();
    while (rows.next()) {
        const QString sku = rows.value(0).toString();
        const QString arch = seed.value(sku, software::architectureFromModel(rows.value(1).toString()));
        if (!arch.isEmpty())
            updates.append({sku, arch});
    }
    QSqlQuery update(db);
    if (!update.prepare(QStringLiteral("UPDATE gpu_specs SET architecture = ? WHERE sku = ?")))
        return update.lastError().text();
    for (const auto &[sku, arch] : updates) {
        update.bindValue(0, arch);
        update.bindValue(1, sku);
        if (!update.exec())
            return update.lastError().text();
    }
    return {};
}

template<std::size_t N>
QString runStep(QSqlDatabase &db, const CatalogDialect &dialect, const char *const (&statements)[N], int version)
{
    for (const char *sql : statements) {
        QSqlQuery q(db);
        if (!q.exec(dialect.ddl(sql)))
            return CatalogText::tr("schema step %1 failed: %2").arg(QString::number(version), q.lastError().text());
    }
    return {};
}

} // namespace

QString migrateCatalogSchema(QSqlDatabase &db, int from, int to)
{
    return migrateCatalogSchema(db, CatalogDialect(CatalogEngine::Sqlite), from, to);
}

QString migrateCatalogSchema(QSqlDatabase &db, const CatalogDialect &dialect, int from, int to)
{
    for (int v = from + 1; v <= to; ++v) {
        QString error;
        switch (v) {
        case 1: error = runStep(db, dialect, kStep1, v); break;
        case 2: error = runStep(db, dialect, kStep2, v); break;
        case 3: error = runStep(db, dialect, kStep3, v); break;
        case 4: error = runStep(db, dialect, kStep4, v); break;
        case 5:
            error = runStep(db, dialect, kStep5, v);
            if (error.isEmpty())
                error = fillGpuArchitectures(db);
            break;
        case 6:
            error = runStep(db, dialect, kStep6, v);
            if (error.isEmpty())
                error = recordSeedPartsPresent(db);
            break;
        default: error = CatalogText::tr("no schema step %1").arg(v);
        }
        if (!error.isEmpty())
            return error;
    }
    const QString error = dialect.setSchemaVersion(db, to);
    if (!error.isEmpty())
        return CatalogText::tr("cannot set the schema version: %1").arg(error);
    return {};
}

} // namespace aip
