// One field table (issue 16, item 5): the workload panel's spin boxes and the TCO assumptions take their limits from
// model/plan/planfields, so what the GUI lets a user enter is what the plan reader reads back, and what it refuses
// the reader refuses too.
#include "document/plandocument.h"
#include "i18n/translation.h"
#include "mainwindow/mainwindow.h"
#include "plan/planfields.h"
#include "plan/planfile.h"
#include "plan/servingfields.h"
#include "sizing/targetform.h"
#include "support/testsupport.h"
#include "tabs/costassumption.h"
#include "viewtestcatalog.h"
#include "workload/workloadpanel.h"

#include <QAbstractSpinBox>
#include <QCoreApplication>
#include <QDir>
#include <QDoubleSpinBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSpinBox>

#include <cmath>

using namespace aip;

namespace {

struct Box {
    const char *name; // the spin box's object name
    const char *path; // its plan field
};

const Box kBoxes[] = {
    {"customLayers", "workload.model.layers"},         {"customHidden", "workload.model.hidden"},
    {"customHeads", "workload.model.heads"},           {"customKvHeads", "workload.model.kv_heads"},
    {"customHeadDim", "workload.model.head_dim"},      {"customFfn", "workload.model.ffn_hidden"},
    {"customSeqLen", "workload.model.seq_len"},        {"customVocab", "workload.model.vocab"},
    {"workloadGlobalBatch", "workload.global_batch"},  {"workloadMicroBatch", "workload.micro_batch"},
    {"workloadTp", "workload.parallelism.tp"},         {"workloadPp", "workload.parallelism.pp"},
    {"workloadDp", "workload.parallelism.dp"},         {"workloadEp", "workload.parallelism.ep"},
    {"customWindow", "workload.model.sliding_window"},
};

// The serving section's boxes (issue 20), each a serving number of the field table (plan/servingfields.h); `scale`
// is the box's unit per plan unit (the per-token limit is shown in milliseconds).
struct ServingBox {
    const char *name;
    const char *path;
    double scale;
};

const ServingBox kServingBoxes[] = {
    {"servingInputTokens", "workload.serving.input_tokens", 1},
    {"servingOutputTokens", "workload.serving.output_tokens", 1},
    {"servingUsers", "workload.serving.concurrency", 1},
    {"servingRps", "workload.serving.requests_per_s", 1},
    {"servingTp", "workload.serving.tp", 1},
    {"servingTtftLimit", "workload.serving.ttft_limit_s", 1},
    {"servingTpotLimit", "workload.serving.tpot_limit_s", 1000},
    {"servingPercentile", "workload.serving.percentile", 1},
};

// The value at a dotted path of the written plan ("workload.model.layers"); NaN when it is not there.
double writtenAt(const Plan &plan, const char *path)
{
    QJsonObject o = QJsonDocument::fromJson(writePlan(plan)).object();
    const QStringList parts = QString::fromLatin1(path).split(QLatin1Char('.'));
    for (qsizetype i = 0; i + 1 < parts.size(); ++i)
        o = o.value(parts.at(i)).toObject();
    return o.contains(parts.constLast()) ? o.value(parts.constLast()).toDouble() : std::nan("");
}

} // namespace

TEST_CASE("the workload panel's spin boxes have the field table's limits and their extremes round-trip")
{
    for (const Box &b : kBoxes) {
        INFO(b.name);
        const planfields::NumericField *f = planfields::numericField(QString::fromLatin1(b.path));
        REQUIRE(f);
        Plan base = viewtest::makePlan();
        // The largest batch, so the largest micro-batch does not exceed it.
        base.workload.globalBatch = qint64(planfields::numericField(u"workload.global_batch")->max);
        base.workload.parallelism = Parallelism{};
        PlanDocument doc;
        doc.reset(base, {});
        WorkloadPanel panel(&doc);
        auto *box = panel.findChild<QSpinBox *>(QLatin1String(b.name));
        REQUIRE(box);
        CHECK(box->maximum() == int(f->max));
        const bool special = !box->specialValueText().isEmpty();
        CHECK(box->minimum() == int(f->min) - (special ? 1 : 0));
        for (const int v : {box->maximum(), box->minimum() + (special ? 1 : 0)}) {
            INFO(v);
            box->setValue(v);
            const PlanReadResult read = readPlan(writePlan(doc.plan()));
            INFO(read.errorText().toStdString());
            REQUIRE(read.ok());
            CHECK(writtenAt(*read.plan, b.path) == v);
        }
    }
}

TEST_CASE("the windowed-layers box takes the field table's range, one step below it for not set, and round-trips")
{
    const planfields::NumericField *f = planfields::numericField(u"workload.model.sliding_window_share");
    REQUIRE(f);
    PlanDocument doc;
    doc.reset(viewtest::makePlan(), {});
    WorkloadPanel panel(&doc);
    auto *box = panel.findChild<QDoubleSpinBox *>(QStringLiteral("customWindowShare"));
    REQUIRE(box);
    CHECK(box->maximum() == f->max);
    CHECK(box->minimum() < f->min);
    CHECK_FALSE(box->specialValueText().isEmpty());
    CHECK_FALSE(doc.plan().workload.model.slidingWindowShare.has_value());
    // A share is written only with a window to go with it (the reader refuses one alone).
    panel.findChild<QSpinBox *>(QStringLiteral("customWindow"))->setValue(1024);
    for (const double v : {f->max, f->min, 0.5}) {
        INFO(v);
        box->setValue(v);
        const PlanReadResult read = readPlan(writePlan(doc.plan()));
        INFO(read.errorText().toStdString());
        REQUIRE(read.ok());
        CHECK(writtenAt(*read.plan, "workload.model.sliding_window_share") == Approx(v));
    }
    box->setValue(box->minimum()); // not set: every layer
    CHECK_FALSE(doc.plan().workload.model.slidingWindowShare.has_value());
}

TEST_CASE("the serving boxes take the field table's limits, and the plan reader refuses what they cannot enter")
{
    // Every serving number has its box, and its box's range is the table's: the plan reader and the GUI had each
    // their own copy of these limits (planreader.cpp and workloadpanelserving.cpp).
    REQUIRE(std::size(kServingBoxes) == size_t(planfields::servingNumbers().size()));
    for (const ServingBox &b : kServingBoxes) {
        INFO(b.name);
        const planfields::ServingNumber *n = planfields::servingNumber(QString::fromLatin1(b.path));
        REQUIRE(n);
        const planfields::NumericField &f = n->field();
        Plan base = viewtest::makePlan();
        base.workload.kind = WorkloadKind::Inference;
        base.workload.serving = Serving();
        PlanDocument doc;
        doc.reset(base, {});
        WorkloadPanel panel(&doc);
        auto *box = panel.findChild<QAbstractSpinBox *>(QLatin1String(b.name));
        REQUIRE(box);
        const bool special = !box->specialValueText().isEmpty(); // its least value means "not set"
        QList<double> shown;                                     // the box's largest and least set value
        if (auto *spin = qobject_cast<QSpinBox *>(box)) {
            CHECK(spin->maximum() == int(f.max));
            CHECK(spin->minimum() == int(f.min) - (special ? 1 : 0));
            shown = {double(spin->maximum()), double(spin->minimum() + (special ? 1 : 0))};
        } else {
            auto *real = qobject_cast<QDoubleSpinBox *>(box);
            REQUIRE(real);
            CHECK(real->maximum() == f.max * b.scale);
            // A latency limit's 0 is "none"; otherwise the least the box shows is in the table's range.
            CHECK((special ? real->minimum() == 0 : real->minimum() >= f.min * b.scale));
            const double step = std::pow(10.0, -real->decimals());
            shown = {real->maximum(), special ? step : real->minimum()};
        }
        for (const double v : shown) {
            INFO(v);
            if (auto *spin = qobject_cast<QSpinBox *>(box))
                spin->setValue(int(v));
            else
                qobject_cast<QDoubleSpinBox *>(box)->setValue(v);
            REQUIRE(doc.plan().workload.serving);
            const std::optional<double> set = n->value(*doc.plan().workload.serving);
            REQUIRE(set);
            CHECK(*set == Approx(v / b.scale));
            // What the box entered is written and read back unchanged.
            const PlanReadResult read = readPlan(writePlan(doc.plan()));
            INFO(read.errorText().toStdString());
            REQUIRE(read.ok());
            CHECK(n->value(*read.plan->workload.serving) == set);
        }
        // One past the table's largest: the box stops at its largest, and the reader refuses it naming the field.
        QJsonObject root = QJsonDocument::fromJson(writePlan(doc.plan())).object();
        QJsonObject workload = root.value(QStringLiteral("workload")).toObject();
        QJsonObject serving = workload.value(QStringLiteral("serving")).toObject();
        serving.insert(QLatin1String(n->key()), f.max + 1);
        workload.insert(QStringLiteral("serving"), serving);
        root.insert(QStringLiteral("workload"), workload);
        const PlanReadResult refused = readPlan(QJsonDocument(root).toJson());
        REQUIRE_FALSE(refused.ok());
        CHECK(refused.errorText().contains(QLatin1String(b.path)));
        if (auto *spin = qobject_cast<QSpinBox *>(box)) {
            spin->setValue(int(f.max) + 1);
            CHECK(spin->value() == int(f.max));
        } else {
            auto *real = qobject_cast<QDoubleSpinBox *>(box);
            real->setValue((f.max + 1) * b.scale);
            CHECK(real->value() == f.max * b.scale);
        }
    }
}

TEST_CASE("the sizing target and growth boxes take the field table's maxima and their extremes round-trip")
{
    // `scale`: the box's unit per plan unit (billions of tokens, percent a year).
    struct TargetBox {
        const char *name;
        const char *path;
        double scale;
    };
    const TargetBox boxes[] = {
        {"targetTokens", "target.tokens", 1e-9},
        {"targetDays", "target.days", 1},
        {"targetBudget", "target.budget", 1},
        {"targetMaxKw", "target.max_kw", 1},
        {"targetMaxRacks", "target.max_racks", 1},
        {"growthModel", "growth.model_factor_per_year", 1},
        {"growthTokens", "growth.tokens_factor_per_year", 1},
        {"growthProjects", "growth.projects_per_year", 1},
        {"growthPriceDecline", "growth.price_decline_per_year", 100},
    };
    for (const TargetBox &b : boxes) {
        INFO(b.name);
        const planfields::NumericField *f = planfields::numericField(QString::fromLatin1(b.path));
        REQUIRE(f);
        PlanDocument doc;
        doc.reset(viewtest::makePlan(), {});
        TargetForm target(&doc);
        GrowthForm growth(&doc);
        auto *box = target.findChild<QAbstractSpinBox *>(QLatin1String(b.name));
        if (!box)
            box = growth.findChild<QAbstractSpinBox *>(QLatin1String(b.name));
        REQUIRE(box);
        auto *real = qobject_cast<QDoubleSpinBox *>(box);
        auto *whole = qobject_cast<QSpinBox *>(box);
        const double max = real ? real->maximum() : whole->maximum();
        CHECK(max == Approx(f->max * b.scale));
        // The largest value the box takes is written and read back.
        if (real)
            real->setValue(max);
        else
            whole->setValue(int(max));
        const PlanReadResult read = readPlan(writePlan(doc.plan()));
        INFO(read.errorText().toStdString());
        REQUIRE(read.ok());
        CHECK(writtenAt(*read.plan, b.path) == Approx(f->max));
    }
}

TEST_CASE("a cost assumption the GUI refuses the plan reader refuses, and the other way round")
{
    // Utilization 0 was refused by the GUI and read by the plan reader (a plan the GUI showed one way and the
    // reader another); the field table is now the one range for both.
    for (const planfields::NumericField &f : planfields::numericFields()) {
        const QString path = QLatin1String(f.path);
        if (!path.startsWith(QLatin1String("costs.")))
            continue;
        const QString key = path.mid(6);
        for (const double v : {0.0, f.min, f.max, f.min - 0.001, f.max + 0.001, (f.min + f.max) / 2}) {
            INFO(path.toStdString() << " = " << v);
            Costs c;
            QString error;
            const bool gui = setCostAssumption(c, key, v, &error);
            QJsonObject costs;
            costs.insert(key, f.integer && std::floor(v) == v ? QJsonValue(qint64(v)) : QJsonValue(v));
            QJsonObject root = QJsonDocument::fromJson(writePlan(viewtest::makePlan())).object();
            root.insert(QStringLiteral("costs"), costs);
            const PlanReadResult read = readPlan(QJsonDocument(root).toJson());
            CHECK(gui == read.ok());
            if (!gui)
                CHECK(error.contains(planfields::rangeText(f)));
        }
    }
}

TEST_CASE("the workload panel with the table's wider limits still fits the window (pictures with AIP_SCREENSHOT_DIR)")
{
    const QString dir = qEnvironmentVariable("AIP_SCREENSHOT_DIR");
    for (const char *language : {"en", "zh_CN"}) {
        REQUIRE(installTranslators(QLatin1String(language)));
        for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
            MainWindow w;
            REQUIRE(w.openFile(aiptest::dataPath(QStringLiteral("plans/design-example.aiplan")), false));
            w.resize(size);
            w.show();
            QCoreApplication::processEvents();
            auto *panel = w.findChild<WorkloadPanel *>();
            REQUIRE(panel);
            auto *dp = panel->findChild<QSpinBox *>(QStringLiteral("workloadDp"));
            REQUIRE(dp);
            // The widest box shows its largest value without cutting it.
            CHECK(dp->sizeHint().width() <= panel->width());
            if (!dir.isEmpty())
                w.grab().save(QDir(dir).filePath(
                    QStringLiteral("workload-%1-%2.png").arg(QLatin1String(language)).arg(size.width())));
        }
    }
    REQUIRE(installTranslators(QStringLiteral("en")));
}
