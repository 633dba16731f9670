// Counts in the GUI's sentences read right in English (issue 17, item 3): "1 row", "1 GPU", "2 rows", each count
// one of two messages chosen in code (Chinese has one form), never "1 rows" or "(s)".
#include "analysis/planevaluator.h"
#include "document/plandocument.h"
#include "tabs/performancetab.h"
#include "test_charts_fixture.h"

#include <QLabel>
#include <QRegularExpression>

using namespace aip;

namespace {

const QString kHeader = QStringLiteral("#       size         count      type   redop    root     time   algbw   busbw "
                                       "#wrong     time   algbw   busbw #wrong\n");
const QString kRow1 = QStringLiteral("   536870912     134217728     float     sum      -1   5202.3  103.20  193.50 "
                                     "     0   5377.7   99.83  187.19      0\n");
const QString kRow2 = QStringLiteral("  1073741824     268435456     float     sum      -1    10314  104.11  195.20 "
                                     "     0    10339  103.85  194.73      0\n");

} // namespace

TEST_CASE("the nccl-tests note counts one row as a row and two as rows")
{
    PlanDocument doc;
    doc.reset(chartstest::smallPlan(), {});
    const PlanEvaluation ev = evaluatePlan(doc.plan(), *chartstest::catalog());
    PerformanceTab tab(&doc);
    tab.showEvaluation(ev);
    auto *note = tab.findChild<QLabel *>(QStringLiteral("ncclNote"));
    REQUIRE(note);

    REQUIRE(tab.compareNcclTests(kHeader + kRow1).isEmpty());
    const QString one = note->text();
    INFO(one.toStdString());
    CHECK(one.startsWith(QStringLiteral("1 row of ")));
    CHECK_FALSE(one.contains(QStringLiteral("1 rows")));
    CHECK_FALSE(one.contains(QStringLiteral("(s)")));

    REQUIRE(tab.compareNcclTests(kHeader + kRow1 + kRow2).isEmpty());
    const QString two = note->text();
    INFO(two.toStdString());
    CHECK(two.startsWith(QStringLiteral("2 rows of ")));
    // The plan's GPUs: "8 GPUs", never "8 GPU" or "1 GPUs".
    const QRegularExpressionMatch gpus = QRegularExpression(QStringLiteral("plan's (\\d+) (GPUs?)\\.$")).match(two);
    REQUIRE(gpus.hasMatch());
    CHECK((gpus.captured(1) == QStringLiteral("1")) == (gpus.captured(2) == QStringLiteral("GPU")));
}
