#pragma once
// The GUI editors' limits from the plan's field table (model/plan/planfields.h): a spin box for a plan field
// accepts exactly what the plan file reads back.

class QDoubleSpinBox;
class QSpinBox;

namespace aip {

namespace planfields {
struct NumericField;
}

// The field table's row at `path`; the path must be in the table (asserted; an empty row otherwise).
const planfields::NumericField &fieldAt(const char *path);

// Sets the box's range to the field's at `path` ("quote.valid_days"); the field must be in the table.
void setFieldRange(QSpinBox *box, const char *path);
void setFieldRange(QDoubleSpinBox *box, const char *path);

} // namespace aip
