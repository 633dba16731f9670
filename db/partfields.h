#pragma once
// Every column of a part, once: its CSV/JSON name, the category it belongs to (none for the common columns),
// its kind, where it lives in SQLite, and how to read it from and write it to a Part. The CSV reader and writer,
// the database repository and `catalog list --json` all walk this one table, so a new attribute is added here
// (plus a migration) and nowhere else.

#include "hardware/part.h"

#include <QList>
#include <QString>
#include <QVariant>

#include <optional>

namespace aip {

// The largest value of a number column (a price, a bandwidth) and of a whole-number column (cores, ports, slots):
// far above any real part (the seed's largest is a 400,000 USD system, 2.7 million IOPS), small enough that every
// total over 10^10 parts stays finite (issue 22: a price of 1e308 turned every total into NaN).
inline constexpr double kMaxPartReal = 1e9;
inline constexpr int kMaxPartInt = 1000000;

enum class FieldKind {
    Text,
    Real,    // finite, >= 0
    Int,     // >= 0
    Bool,    // "true"/"false" in CSV, 0/1 in SQLite
    OptReal, // like Real, but empty (NaN in the Part, NULL in SQLite) means "unknown"
    BuiltIn, // a complete system's parts, "sku*qty;sku*qty" in CSV, rows of chassis_builtin in SQLite
};

struct PartField {
    const char *column;                   // CSV header and JSON key, e.g. "gpu_bf16_tflops"
    std::optional<PartCategory> category; // nullopt: a column every part has
    FieldKind kind;
    const char *sqlTable;  // "parts", "gpu_specs", ...; null for BuiltIn
    const char *sqlColumn; // column in sqlTable
    bool required;         // common columns that must not be empty
    // The value as stored: QString, double (NaN for an unknown OptReal), int or bool.
    QVariant (*get)(const Part &);
    // Sets the value (already of the field's type); returns an error message or an empty string.
    QString (*set)(Part &, const QVariant &);

    QString name() const { return QString::fromLatin1(column); }
    bool appliesTo(PartCategory c) const { return !category || *category == c; }
};

// All fields in CSV column order: the common columns, then each category's attributes.
const QList<PartField> &partFields();
const PartField *findPartField(const QString &column);
QStringList partFieldNames();
// Columns a CSV file may leave out (added after the first format; empty when absent).
bool isOptionalColumn(const QString &column);

// The SQLite table holding the typed attributes of a category ("gpu_specs", ...).
QString specTable(PartCategory c);

// Text form of a field (CSV cell): shortest round-trip numbers, "true"/"false", empty for unknown values.
QString fieldToText(const PartField &f, const Part &p);
// Parses a CSV cell into the field of `p`; returns an error message (e.g. "'abc' is not a number") or empty.
QString fieldFromText(const PartField &f, Part &p, const QString &text);

// "nvidia-a100-sxm4-80gb*8;amd-epyc-7742*2"
QString builtInToText(const QList<BuiltInPart> &parts);
std::optional<QList<BuiltInPart>> builtInFromText(const QString &text, QString *error);

// A SKU is lower-case kebab: letters, digits, '-' and '.', starting with a letter or digit, at most 100 characters.
bool isValidSku(const QString &sku);

// Problems with a part as a whole (required fields, SKU form, category-specific enums); empty when none.
QStringList validatePart(const Part &p);

} // namespace aip
