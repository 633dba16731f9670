// The cluster panel's edits are judged by the rule book like the canvas's (issue 16, item 2): a node count that
// would leave the workload's parallelism without GPUs is refused with the rule's message, pushes no undo step and
// puts the spin box back; a count that adds no error is one undo step.
#include "cluster/clusterpanel.h"
#include "document/plandocument.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

#include <QSpinBox>
#include <QUndoStack>

using namespace aip;

TEST_CASE("a node count that would add an error is refused with the rule's message")
{
    Plan plan = viewtest::makePlan(); // 16 DGX A100 (128 GPUs) and 2 bare SXM5 servers
    Parallelism p;
    p.tp = 8;
    p.pp = 2;
    p.dp = 8; // 128 GPUs
    plan.workload.parallelism = p;
    PlanDocument doc;
    doc.reset(plan, {});
    ClusterPanel panel(&doc);
    panel.setCatalog(viewtest::sharedCatalog());
    QStringList messages;
    QObject::connect(&panel, &ClusterPanel::statusMessage, [&](const QString &m) { messages.append(m); });
    auto *count = panel.findChild<QSpinBox *>(QStringLiteral("clusterCount0"));
    REQUIRE(count);
    REQUIRE(count->value() == 16);

    count->setValue(8); // 64 + the bare servers' GPUs: fewer than the 128 the parallelism needs
    CHECK(doc.plan().servers.at(0).count == 16);
    CHECK(doc.undoStack()->count() == 0);
    CHECK(count->value() == 16);
    REQUIRE(messages.size() == 1);
    CHECK(messages.first().contains(QStringLiteral("tp x pp x dp")));

    count->setValue(20);
    CHECK(doc.plan().servers.at(0).count == 20);
    CHECK(doc.undoStack()->count() == 1);
    CHECK(messages.size() == 1);
    doc.undoStack()->undo();
    CHECK(doc.plan() == plan);
}
