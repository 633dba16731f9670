// Editing a part of the catalog in the GUI (issue 19), on both engines: a save against a part someone else saved
// since opens the conflict dialog, where Keep mine saves over the newer version and Take theirs shows the saved
// part, nothing lost either way (both stay in the history); the History view lists who, when, field, old and new
// value and source; a reader role on the server gets read-only controls, as the server enforces.
#include "catalog/enginecatalogs.h"
#include "catalogdatabase.h"
#include "support/testsupport.h"
#include "team/conflictdialog.h"
#include "team/parteditdialog.h"
#include "team/parthistorymodel.h"

#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSqlQuery>
#include <QTimer>
#include <QUrl>

using namespace aip;
using aiptest::EngineCatalogs;

namespace {

// Answers the conflict dialog that the next modal exec() opens, and records what it said.
struct ConflictAnswer {
    QString clicked; // objectName of the button to press
    QString message;
    QStringList fields;
    bool seen = false;

    void arm()
    {
        QTimer::singleShot(0, qApp, [this] {
            auto *dialog = qobject_cast<ConflictDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            seen = true;
            message = dialog->findChild<QLabel *>(QStringLiteral("conflictMessage"))->text();
            fields = dialog->differingFields();
            dialog->findChild<QPushButton *>(clicked)->click();
        });
    }
};

QString firstSku(CatalogDatabase &db)
{
    for (const Part &p : db.parts())
        if (p.category == PartCategory::Gpu && p.price > 0)
            return p.sku;
    return {};
}

} // namespace

TEST_CASE("a conflicting save offers Keep mine, which saves over the newer version with nothing lost")
{
    EngineCatalogs scratch;
    for (const QString &engine : scratch.engines()) {
        INFO(engine.toStdString());
        const QString where = scratch.create(engine);
        CatalogDatabase other;
        other.setOfflineCopyPath(QString());
        REQUIRE(other.open(where));
        const QString sku = firstSku(other);
        REQUIRE_FALSE(sku.isEmpty());
        const double original = other.part(sku)->price;

        PartEditDialog dialog(where, sku);
        REQUIRE_FALSE(dialog.isReadOnly());
        // Someone else saves the part while this user edits it.
        Part theirs = *other.part(sku);
        theirs.price = original + 111;
        REQUIRE(other.savePart(theirs, other.partStamp(sku)->version).ok);

        dialog.findChild<QDoubleSpinBox *>(QStringLiteral("partEditPrice"))->setValue(original + 222);
        ConflictAnswer answer{QStringLiteral("conflictKeepMine"), {}, {}, false};
        answer.arm();
        CHECK(dialog.save());
        REQUIRE(answer.seen);
        CHECK(answer.message.contains(other.currentUser()));
        CHECK(answer.fields == QStringList{QStringLiteral("price")});
        CHECK(other.part(sku)->price == original + 222);
        // Theirs is not lost: the history holds both changes.
        bool theirsKept = false, mineKept = false;
        for (const PartChange &c : other.history(sku)) {
            theirsKept = theirsKept || (c.field == QLatin1String("price") && c.newValue.toDouble() == original + 111);
            mineKept = mineKept
                || (c.field == QLatin1String("price") && c.newValue.toDouble() == original + 222
                    && c.oldValue.toDouble() == original + 111);
        }
        CHECK(theirsKept);
        CHECK(mineKept);
        CHECK(dialog.version() == other.partStamp(sku)->version);
    }
}

TEST_CASE("a conflicting save offers Take theirs, which shows the saved part and writes nothing")
{
    EngineCatalogs scratch;
    for (const QString &engine : scratch.engines()) {
        INFO(engine.toStdString());
        const QString where = scratch.create(engine);
        CatalogDatabase other;
        other.setOfflineCopyPath(QString());
        REQUIRE(other.open(where));
        const QString sku = firstSku(other);
        const double original = other.part(sku)->price;
        PartEditDialog dialog(where, sku);
        Part theirs = *other.part(sku);
        theirs.price = original + 5;
        REQUIRE(other.savePart(theirs, other.partStamp(sku)->version).ok);
        const int versionAfterTheirs = other.partStamp(sku)->version;

        auto *price = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("partEditPrice"));
        price->setValue(original + 9);
        ConflictAnswer answer{QStringLiteral("conflictTakeTheirs"), {}, {}, false};
        answer.arm();
        CHECK_FALSE(dialog.save());
        REQUIRE(answer.seen);
        CHECK(price->value() == original + 5);
        CHECK(other.part(sku)->price == original + 5);
        CHECK(other.partStamp(sku)->version == versionAfterTheirs);
        // The dialog is now at their version: a new edit saves without a conflict.
        price->setValue(original + 7);
        CHECK(dialog.save());
        CHECK(other.part(sku)->price == original + 7);
    }
}

TEST_CASE("the History view lists who changed which field when, the old and new value and the source")
{
    EngineCatalogs scratch;
    for (const QString &engine : scratch.engines()) {
        INFO(engine.toStdString());
        const QString where = scratch.create(engine);
        CatalogDatabase db;
        db.setOfflineCopyPath(QString());
        REQUIRE(db.open(where));
        const QString sku = firstSku(db);
        Part p = *db.part(sku);
        const double before = p.price;
        p.price = before * 2;
        db.setChangeSource(QStringLiteral("import prices.csv"));
        REQUIRE(db.upsertPart(p));

        PartEditDialog dialog(where, sku);
        PartHistoryModel *model = dialog.historyModel();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        REQUIRE(model->rowCount() >= 1);
        int row = -1;
        for (int r = 0; r < model->rowCount(); ++r)
            if (model->index(r, PartHistoryModel::Field).data().toString() == QLatin1String("price"))
                row = r;
        REQUIRE(row >= 0);
        CHECK(model->index(row, PartHistoryModel::Who).data().toString() == db.currentUser());
        CHECK(model->index(row, PartHistoryModel::OldValue).data().toDouble() == before);
        CHECK(model->index(row, PartHistoryModel::NewValue).data().toDouble() == before * 2);
        CHECK(model->index(row, PartHistoryModel::Source).data().toString() == QStringLiteral("import prices.csv"));
        CHECK(model->index(row, PartHistoryModel::When).data(Qt::UserRole).toDateTime().isValid());
        CHECK(model->headerData(PartHistoryModel::Who, Qt::Horizontal).toString() == QStringLiteral("Who"));
    }
}

TEST_CASE("a reader role on the server sees the part read-only, and the server refuses the write anyway")
{
    EngineCatalogs scratch;
    if (!scratch.engines().contains(QStringLiteral("postgresql")))
        return; // engines() has said SKIP
    const QString where = scratch.create(QStringLiteral("postgresql"));
    QString sku;
    {
        CatalogDatabase owner;
        owner.setOfflineCopyPath(QString());
        REQUIRE(owner.open(where));
        sku = firstSku(owner);
        for (const char *sql : {"DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'aip_reader') "
                                "THEN CREATE ROLE aip_reader LOGIN; END IF; END $$",
                                "GRANT SELECT ON ALL TABLES IN SCHEMA public TO aip_reader"}) {
            QSqlQuery q(owner.connection());
            REQUIRE(q.exec(QString::fromLatin1(sql)));
        }
    }
    QUrl url(where);
    url.setUserName(QStringLiteral("aip_reader"));
    PartEditDialog dialog(url.toString(), sku);
    CHECK(dialog.isReadOnly());
    CHECK(dialog.findChild<QDoubleSpinBox *>(QStringLiteral("partEditPrice"))->isReadOnly());
    CHECK_FALSE(dialog.findChild<QPushButton *>(QStringLiteral("partEditSave"))->isEnabled());
    CHECK(dialog.findChild<QLabel *>(QStringLiteral("partEditNote"))->text().contains(QStringLiteral("aip_reader")));
    CHECK_FALSE(dialog.save());
    // The server, not the dialog, is what enforces it.
    CatalogDatabase reader;
    reader.setOfflineCopyPath(QString());
    REQUIRE(reader.open(url.toString()));
    Part p = *reader.part(sku);
    p.price += 1;
    const CatalogEditResult refused = reader.savePart(p, reader.partStamp(sku)->version);
    CHECK_FALSE(refused.ok);
    CHECK(refused.error.contains(QStringLiteral("permission denied")));
}
