#pragma once
// One table of the plan's numeric fields that people edit (issue 16, item 5): the JSON path, the range the plan
// file accepts and whether the value is whole. The GUI's editors take their limits from it (the TCO assumptions,
// the cluster panel, the Quote tab) and the plan reader reads these fields with it, so every value the GUI accepts is
// one the plan reader reads back; a test walks the table through the writer and the reader
// (tests/model/test_planfields.cpp).
// Paths name one member; "servers[].count" is the count of every server type.

#include <QList>
#include <QString>
#include <QStringView>

namespace aip::planfields {

struct NumericField {
    const char *path; // "costs.pue"
    double min = 0;
    double max = 0;
    bool integer = false;
    const char *unit = ""; // for people: "%", "days", "kW"; empty for a plain number
};

// Every field of the table, in the plan file's order.
const QList<NumericField> &numericFields();
// The field at `path`, or null when the table has none.
const NumericField *numericField(QStringView path);
// Whether `value` is in the field's range (and whole, when it must be).
bool accepts(const NumericField &field, double value);
// What the field accepts, for people: "a whole number from 1 to 15", "from 0 to 100 %".
QString rangeText(const NumericField &field);

} // namespace aip::planfields
