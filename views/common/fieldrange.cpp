#include "common/fieldrange.h"

#include "plan/planfields.h"

#include <QDoubleSpinBox>
#include <QSpinBox>

namespace aip {

const planfields::NumericField &fieldAt(const char *path)
{
    const planfields::NumericField *f = planfields::numericField(QString::fromLatin1(path));
    Q_ASSERT_X(f, "fieldAt", path);
    static const planfields::NumericField none{"", 0, 0, false, ""};
    return f ? *f : none;
}

void setFieldRange(QSpinBox *box, const char *path)
{
    const planfields::NumericField &f = fieldAt(path);
    box->setRange(int(f.min), int(f.max));
}

void setFieldRange(QDoubleSpinBox *box, const char *path)
{
    const planfields::NumericField &f = fieldAt(path);
    box->setRange(f.min, f.max);
}

} // namespace aip
