// The undo commands of the plan document: each does what its text says, undo and redo restore the exact plan
// (compared as serialized JSON), impossible edits are refused, and a long random edit session undoes to the start.
#include "document/plancommands.h"
#include "document/plandocument.h"
#include "document/planedits.h"
#include "plan/planfile.h"
#include "support/testsupport.h"
#include "viewtestcatalog.h"

#include <QRandomGenerator>
#include <QSignalSpy>
#include <QUndoStack>

#include <functional>

using namespace aip;

namespace {
// Pushes cmd, checks it changed the plan, that undo gives back the exact JSON before and redo the exact JSON after.
void checkRoundTrip(PlanDocument &doc, EditPlanCommand *cmd)
{
    const QByteArray before = writePlan(doc.plan());
    REQUIRE(cmd->isValid());
    doc.undoStack()->push(cmd);
    const QByteArray after = writePlan(doc.plan());
    CHECK(after != before);
    doc.undoStack()->undo();
    CHECK(writePlan(doc.plan()) == before);
    doc.undoStack()->redo();
    CHECK(writePlan(doc.plan()) == after);
}
} // namespace

TEST_CASE("every named command does its edit and undoes to the exact plan")
{
    PlanDocument doc;
    doc.reset(viewtest::makePlan(), {});
    QSignalSpy spy(&doc, &PlanDocument::changed);

    checkRoundTrip(doc, new AddPartCommand(&doc, 1, QStringLiteral("nvidia-h100-sxm5-80gb"), 2));
    CHECK(planedits::addedQty(doc.plan(), 1, QStringLiteral("nvidia-h100-sxm5-80gb")) == 6);
    checkRoundTrip(doc, new AddPartCommand(&doc, 1, QStringLiteral("samsung-64gb-ddr5-4800"), 16));
    CHECK(doc.plan().servers.at(1).parts.size() == 3);
    checkRoundTrip(doc, new RemovePartCommand(&doc, 1, QStringLiteral("nvidia-h100-sxm5-80gb"), 1));
    CHECK(planedits::addedQty(doc.plan(), 1, QStringLiteral("nvidia-h100-sxm5-80gb")) == 5);
    checkRoundTrip(doc, new MovePartCommand(&doc, 1, 0, QStringLiteral("samsung-64gb-ddr5-4800"), 4));
    CHECK(planedits::addedQty(doc.plan(), 0, QStringLiteral("samsung-64gb-ddr5-4800")) == 4);
    CHECK(planedits::addedQty(doc.plan(), 1, QStringLiteral("samsung-64gb-ddr5-4800")) == 12);
    checkRoundTrip(doc, new SetServerCountCommand(&doc, 0, 32));
    CHECK(doc.plan().servers.at(0).count == 32);
    checkRoundTrip(doc, new SetChassisCommand(&doc, 1, QStringLiteral("generic-workstation-4gpu")));
    checkRoundTrip(doc, new RenameServerCommand(&doc, 1, QStringLiteral("Lab box")));
    ServerSpec spec;
    spec.id = QStringLiteral("dgx"); // taken: the command makes it unique
    spec.chassis = QStringLiteral("nvidia-dgx-a100-80gb");
    auto *add = new AddServerTypeCommand(&doc, spec);
    CHECK(add->newIndex() == 2);
    checkRoundTrip(doc, add);
    CHECK(doc.plan().servers.at(2).id == QStringLiteral("dgx-2"));
    checkRoundTrip(doc, new RemoveServerTypeCommand(&doc, 0));
    CHECK(doc.plan().servers.size() == 2);

    // One signal per change, saying the servers changed.
    REQUIRE(spy.count() > 0);
    const auto last = spy.last().at(0).value<PlanDocument::Changes>();
    CHECK(last.testFlag(PlanDocument::Change::Servers));
}

TEST_CASE("commands have readable texts that name the part and the server")
{
    PlanDocument doc;
    doc.reset(viewtest::makePlan(), {});
    AddPartCommand add(&doc, 1, QStringLiteral("nvidia-h100-sxm5-80gb"), 1, QStringLiteral("NVIDIA H100 SXM5 80GB"));
    CHECK(add.text() == QStringLiteral("Add NVIDIA H100 SXM5 80GB to HGX H100"));
    RemovePartCommand remove(&doc, 1, QStringLiteral("intel-xeon-8480p"), 2);
    CHECK(remove.text().contains(QStringLiteral("intel-xeon-8480p")));
    CHECK(remove.text().contains(QStringLiteral("HGX H100")));
}

TEST_CASE("impossible edits are not valid commands")
{
    PlanDocument doc;
    doc.reset(viewtest::makePlan(), {});
    // Built-in parts are not in the plan's parts: the DGX's GPUs cannot be removed.
    CHECK_FALSE(RemovePartCommand(&doc, 0, QStringLiteral("nvidia-a100-sxm4-80gb")).isValid());
    CHECK_FALSE(AddPartCommand(&doc, 7, QStringLiteral("nvidia-rtx-4090")).isValid());
    CHECK_FALSE(AddPartCommand(&doc, 0, QStringLiteral("nvidia-rtx-4090"), 0).isValid());
    CHECK_FALSE(SetServerCountCommand(&doc, 0, 16).isValid()); // unchanged
    CHECK_FALSE(SetServerCountCommand(&doc, 0, -1).isValid());
    // A server type has at least one node, as the plan file reads it (servers[].count from 1).
    CHECK_FALSE(SetServerCountCommand(&doc, 0, 0).isValid());
    CHECK(SetServerCountCommand(&doc, 0, 1).isValid());
    CHECK_FALSE(SetServerCountCommand(&doc, 0, kMaxNodesPerServerType + 1).isValid());
    CHECK(SetServerCountCommand(&doc, 0, kMaxNodesPerServerType).isValid());
    CHECK_FALSE(MovePartCommand(&doc, 1, 0, QStringLiteral("nvidia-h100-sxm5-80gb"), 5).isValid()); // only 4
    CHECK_FALSE(RemoveServerTypeCommand(&doc, 5).isValid());
}

TEST_CASE("consecutive count edits of one server merge into one undo step - another server's do not")
{
    PlanDocument doc;
    doc.reset(viewtest::makePlan(), {});
    for (int n : {17, 18, 19, 20})
        doc.undoStack()->push(new SetServerCountCommand(&doc, 0, n));
    CHECK(doc.undoStack()->count() == 1);
    doc.undoStack()->push(new SetServerCountCommand(&doc, 1, 3));
    CHECK(doc.undoStack()->count() == 2);
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    CHECK(doc.plan().servers.at(0).count == 16);
    CHECK(doc.plan().servers.at(1).count == 2);
}

// 10,000 random edits in ten rounds of 1,000 (issue 10): after each round, undo all must give back the round's
// starting plan exactly and redo all its end.
TEST_CASE("10000 random edits in rounds of 1000 - each undo all gives back the start, each redo all the end")
{
    PlanDocument doc;
    doc.reset(viewtest::makePlan(), {});
    for (quint32 round = 0; round < 10; ++round) {
        INFO("round " << round);
        doc.undoStack()->clear();
        const QByteArray start = writePlan(doc.plan());
        QRandomGenerator rng(20261130 + round);
        const QStringList skus = {QStringLiteral("nvidia-h100-sxm5-80gb"), QStringLiteral("samsung-64gb-ddr5-4800"),
                                  QStringLiteral("samsung-pm1743-7.68tb"), QStringLiteral("nvidia-connectx7-400g")};
        int pushed = 0;
        for (int i = 0; i < 1000; ++i) {
            const int servers = int(doc.plan().servers.size());
            const int s = servers > 0 ? int(rng.bounded(servers)) : 0;
            const QString sku = skus.at(int(rng.bounded(int(skus.size()))));
            EditPlanCommand *cmd = nullptr;
            switch (rng.bounded(7)) {
            case 0: cmd = new AddPartCommand(&doc, s, sku, 1 + int(rng.bounded(4))); break;
            case 1: cmd = new RemovePartCommand(&doc, s, sku, 1 + int(rng.bounded(3))); break;
            case 2: cmd = new MovePartCommand(&doc, s, servers > 0 ? int(rng.bounded(servers)) : 0, sku, 1); break;
            case 3: cmd = new SetServerCountCommand(&doc, s, int(rng.bounded(64))); break;
            case 4: {
                ServerSpec spec;
                spec.id = QStringLiteral("node");
                spec.chassis = QStringLiteral("supermicro-sys-821ge-tnhr");
                cmd = servers < 6 ? new AddServerTypeCommand(&doc, spec) : nullptr;
                break;
            }
            case 5: cmd = servers > 1 ? new RemoveServerTypeCommand(&doc, s) : nullptr; break;
            default: cmd = new RenameServerCommand(&doc, s, QStringLiteral("name %1").arg(i)); break;
            }
            if (cmd && cmd->isValid()) {
                doc.undoStack()->push(cmd);
                ++pushed;
            } else {
                delete cmd;
            }
        }
        REQUIRE(pushed > 500);
        const QByteArray end = writePlan(doc.plan());
        CHECK(end != start);
        while (doc.undoStack()->canUndo())
            doc.undoStack()->undo();
        CHECK(writePlan(doc.plan()) == start);
        while (doc.undoStack()->canRedo())
            doc.undoStack()->redo();
        REQUIRE(writePlan(doc.plan()) == end);
    }
}
