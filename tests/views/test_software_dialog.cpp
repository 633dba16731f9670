// The software stack editor (issue 21, item 1): each field is one undoable plan command over the plan's software
// field table, the GPUs' needs and the rule book's software findings are shown live, "Apply smallest fix" makes the
// stack run every GPU in one undo step, and an empty stack removes the section.
#include "document/plandocument.h"
#include "i18n/translation.h"
#include "plan/softwarefields.h"
#include "rules/compatibilityrules.h"
#include "software/softwaredialog.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

#include <QCoreApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QUndoStack>

using namespace aip;

namespace {

bool hasSoftwareError(const Plan &plan, const PartCatalog &cat)
{
    for (const Finding &f : checkPlan(plan, cat)) {
        if (f.code.startsWith(QLatin1String("software-")) && f.severity != Severity::Info)
            return true;
    }
    return false;
}

void type(QLineEdit *edit, const QString &text)
{
    edit->setText(text);
    emit edit->editingFinished();
}

} // namespace

TEST_CASE("software dialog: a field per entry of the field table, each edit one undo step")
{
    PlanDocument doc;
    doc.reset(viewtest::makePlan(), {});
    REQUIRE_FALSE(doc.plan().software);
    SoftwareDialog dialog(&doc, viewtest::sharedCatalog());
    for (const planfields::SoftwareField &f : planfields::softwareFields())
        CHECK(dialog.field(f.key));
    CHECK(dialog.findingsLabel()->text().contains(QStringLiteral("nothing is checked")));
    CHECK(dialog.needsLabel()->text().contains(QStringLiteral("A100")));

    type(dialog.field("cuda"), QStringLiteral("12.8"));
    REQUIRE(doc.plan().software);
    CHECK(doc.plan().software->cuda == QLatin1String("12.8"));
    CHECK(doc.undoStack()->count() == 1);
    // Finishing the same text again changes nothing and pushes nothing.
    emit dialog.field("cuda")->editingFinished();
    CHECK(doc.undoStack()->count() == 1);

    doc.undoStack()->undo();
    CHECK_FALSE(doc.plan().software); // back to no section
    CHECK(dialog.field("cuda")->text().isEmpty());
    doc.undoStack()->redo();
    CHECK(dialog.field("cuda")->text() == QLatin1String("12.8"));
}

TEST_CASE("software dialog: a stack the GPUs cannot run is shown and fixed in one step")
{
    const auto cat = viewtest::sharedCatalog();
    PlanDocument doc;
    doc.reset(viewtest::makePlan(), {});
    SoftwareDialog dialog(&doc, cat);
    type(dialog.field("cuda"), QStringLiteral("10.2")); // before Ampere's CUDA 11.0
    type(dialog.field("framework"), QStringLiteral("pytorch"));
    type(dialog.field("nccl"), QStringLiteral("2.6.4")); // before NCCL 2.7.3's sm_80 kernels
    REQUIRE(hasSoftwareError(doc.plan(), *cat));
    CHECK(dialog.findingsLabel()->text().contains(QStringLiteral("CUDA 11.0 or newer")));
    CHECK(dialog.findingsLabel()->text().contains(QStringLiteral("NCCL 2.7.3")));
    CHECK(dialog.findingsLabel()->text().contains(QStringLiteral("NCCL 2.15.1")));
    // A list: one bullet a finding, each with its severity in words.
    const QString listed = dialog.findingsLabel()->text();
    CHECK(listed.contains(QStringLiteral("<ul")));
    CHECK(listed.count(QStringLiteral("<li")) >= 3);
    CHECK(listed.count(QStringLiteral("<li")) == listed.count(QStringLiteral("</li>")));
    CHECK(listed.contains(QStringLiteral("<b>Error:</b>")));
    REQUIRE(dialog.fixButton()->isEnabled());

    const int steps = doc.undoStack()->count();
    dialog.fixButton()->click();
    CHECK(doc.undoStack()->count() == steps + 1);
    REQUIRE(doc.plan().software);
    INFO(dialog.findingsLabel()->text().toStdString());
    CHECK_FALSE(hasSoftwareError(doc.plan(), *cat));
    // The plan also holds an SXM5 (Hopper) server: NCCL 2.15.1, its first release with sm_90 kernels.
    CHECK(doc.plan().software->nccl == QLatin1String("2.15.1"));
    CHECK(dialog.findingsLabel()->text().contains(QStringLiteral("runs every GPU")));
    CHECK_FALSE(dialog.fixButton()->isEnabled());

    doc.undoStack()->undo(); // the fix is one step
    CHECK(doc.plan().software->cuda == QLatin1String("10.2"));
    CHECK(dialog.field("cuda")->text() == QLatin1String("10.2"));

    dialog.findChild<QPushButton *>(QStringLiteral("softwareClear"))->click();
    CHECK_FALSE(doc.plan().software);
}

TEST_CASE("software dialog: fits a laptop screen in both languages (pictures with AIP_SCREENSHOT_DIR)")
{
    const QString dir = qEnvironmentVariable("AIP_SCREENSHOT_DIR");
    for (const char *language : {"en", "zh_CN"}) {
        REQUIRE(installTranslators(QLatin1String(language)));
        PlanDocument doc;
        Plan plan = viewtest::makePlan();
        Software sw;
        sw.cuda = QStringLiteral("10.2");
        sw.framework = QStringLiteral("pytorch");
        sw.nccl = QStringLiteral("2.6.4");
        plan.software = sw;
        doc.reset(plan, {});
        SoftwareDialog dialog(&doc, viewtest::sharedCatalog());
        dialog.show();
        QCoreApplication::processEvents();
        CHECK(dialog.width() <= 1366);
        CHECK(dialog.height() <= 768);
        CHECK(dialog.minimumSizeHint().height() <= 700);
        if (!dir.isEmpty())
            dialog.grab().save(QStringLiteral("%1/software-dialog-%2.png").arg(dir, QLatin1String(language)));
    }
    REQUIRE(installTranslators(QStringLiteral("en")));
}
