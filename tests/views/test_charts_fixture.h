#pragma once
// Shared by the chart and tab tests: the real seed catalog (opened once, in a temporary folder) and the plans of
// tests/data and examples/, evaluated by the same functions the GUI calls.

#include "analysis/planevaluation.h"
#include "catalogdatabase.h"
#include "plan/planfile.h"
#include "support/testsupport.h"

#include <QAbstractSeries>
#include <QChart>
#include <QTemporaryDir>
#include <QXYSeries>

#include <memory>

namespace chartstest {

inline std::shared_ptr<const aip::PartCatalog> catalog()
{
    static std::shared_ptr<const aip::PartCatalog> cached = [] {
        static QTemporaryDir dir;
        aip::CatalogDatabase db;
        REQUIRE(db.open(dir.filePath(QStringLiteral("catalog.db"))));
        return std::make_shared<const aip::PartCatalog>(db.loadCatalog());
    }();
    return cached;
}

inline aip::Plan loadPlan(const QString &path)
{
    const aip::PlanReadResult r = aip::readPlanFile(path);
    INFO(r.errorText().toStdString());
    REQUIRE(r.ok());
    return *r.plan;
}

inline QString examplePath()
{
    return aiptest::sourcePath(QStringLiteral("examples/gpt3-175b-128-dgx-a100.aiplan"));
}

// A small plan the models evaluate quickly: 4 DGX A100 training GPT-3 13B against p4d, two pricing modes.
inline QByteArray smallPlanJson()
{
    return R"({"format":"aiplanner-plan","version":1,"name":"4 DGX A100 vs p4d",
 "servers":[{"id":"n","chassis":"nvidia-dgx-a100-80gb","parts":[],"count":4}],
 "fabric":{"sku":"nvidia-quantum-qm8700","topology":"fat-tree","oversubscription":1.0},
 "workload":{"model":{"preset":"gpt3-13b"},"global_batch":512,"precision":"bf16","tokens_to_train":1e11},
 "costs":{"years":3,"electricity_per_kwh":0.10,"pue":1.4,"utilization":0.85},
 "cloud":[{"sku":"aws-p4d.24xlarge","pricing":"on_demand"},{"sku":"aws-p4d.24xlarge","pricing":"reserved_3y"}]})";
}

inline aip::Plan smallPlan()
{
    const aip::PlanReadResult r = aip::readPlan(smallPlanJson());
    INFO(r.errorText().toStdString());
    REQUIRE(r.ok());
    return *r.plan;
}

inline QAbstractSeries *seriesNamed(QChart *chart, const QString &name)
{
    for (QAbstractSeries *s : chart->series()) {
        if (s->name() == name)
            return s;
    }
    return nullptr;
}

inline QList<double> yValues(QAbstractSeries *series)
{
    QList<double> out;
    if (auto *xy = qobject_cast<QXYSeries *>(series)) {
        for (const QPointF &p : xy->points())
            out.append(p.y());
    }
    return out;
}

} // namespace chartstest
