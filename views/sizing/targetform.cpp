#include "sizing/targetform.h"

#include "common/fieldrange.h"
#include "document/plancommands.h"
#include "document/plandocument.h"
#include "plan/planfields.h"
#include "sizing/growth.h"
#include "sizing/sizingtarget.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>
#include <utility>

namespace aip {

namespace {

constexpr double kBillion = 1e9;

QDoubleSpinBox *doubleBox(QWidget *parent, const QString &name, double max, int decimals, const QString &suffix,
                          const QString &special = {})
{
    auto *box = new QDoubleSpinBox(parent);
    box->setObjectName(name);
    box->setRange(0, max);
    box->setDecimals(decimals);
    box->setSuffix(suffix);
    box->setSpecialValueText(special);
    box->setGroupSeparatorShown(true);
    box->setKeyboardTracking(false);
    return box;
}

// value, or unset at the box's minimum (its special value).
std::optional<double> unlessMinimum(const QDoubleSpinBox *box, double value)
{
    return value > box->minimum() ? std::optional<double>(value) : std::nullopt;
}

} // namespace

TargetForm::TargetForm(PlanDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
{
    setObjectName(QStringLiteral("targetForm"));
    // A box at its minimum shows its special value and leaves the member unset.
    m_tokens = doubleBox(this, QStringLiteral("targetTokens"), fieldAt("target.tokens").max / kBillion, 1,
                         tr(" B tokens"), tr("the workload's"));
    // Days to one decimal: from 0.1 (the table's minimum, 1.4 minutes, is below what the box shows).
    m_days = doubleBox(this, QStringLiteral("targetDays"), fieldAt("target.days").max, 1, tr(" days"));
    m_days->setMinimum(std::max(0.1, fieldAt("target.days").min));
    m_budget = doubleBox(this, QStringLiteral("targetBudget"), fieldAt("target.budget").max, 0, QString(), tr("none"));
    m_budget->setSingleStep(1e6);
    m_maxKw = doubleBox(this, QStringLiteral("targetMaxKw"), fieldAt("target.max_kw").max, 0, tr(" kW"), tr("any"));
    m_maxKw->setSingleStep(100);
    m_maxRacks = new QSpinBox(this);
    m_maxRacks->setObjectName(QStringLiteral("targetMaxRacks"));
    m_maxRacks->setRange(int(fieldAt("target.max_racks").min) - 1, int(fieldAt("target.max_racks").max));
    m_maxRacks->setSpecialValueText(tr("any"));
    m_maxRacks->setKeyboardTracking(false);
    m_budgetKind = new QComboBox(this);
    m_budgetKind->setObjectName(QStringLiteral("targetBudgetKind"));
    m_budgetKind->addItem(tr("capex"), int(BudgetKind::Capex));
    m_budgetKind->addItem(tr("3-year TCO"), int(BudgetKind::Tco));
    m_where = new QComboBox(this);
    m_where->setObjectName(QStringLiteral("targetWhere"));
    m_where->addItem(tr("owned or cloud"), int(Where::Either));
    m_where->addItem(tr("owned"), int(Where::Owned));
    m_where->addItem(tr("cloud"), int(Where::Cloud));

    // Two columns of label + field, so the question takes three lines above the answer.
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    auto add = [&](int row, int column, const QString &label, QWidget *field, QWidget *extra = nullptr) {
        grid->addWidget(new QLabel(label, this), row, column * 3);
        grid->addWidget(field, row, column * 3 + 1, 1, extra ? 1 : 2);
        if (extra)
            grid->addWidget(extra, row, column * 3 + 2);
    };
    add(0, 0, tr("Tokens to train"), m_tokens);
    add(1, 0, tr("Within"), m_days);
    add(2, 0, tr("Owned or cloud"), m_where);
    add(0, 1, tr("Budget"), m_budget, m_budgetKind);
    add(1, 1, tr("Power at most"), m_maxKw);
    add(2, 1, tr("Racks at most"), m_maxRacks);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(4, 1);

    connect(m_tokens, &QDoubleSpinBox::valueChanged, this, [this](double billions) {
        edit(QStringLiteral("tokens"), tr("Set target tokens"), [this, billions](Target &t) {
            t.tokens = unlessMinimum(m_tokens, billions * kBillion);
            if (t.tokens)
                t.epochs.reset();
        });
    });
    connect(m_days, &QDoubleSpinBox::valueChanged, this, [this](double days) {
        edit(QStringLiteral("days"), tr("Set target deadline"), [days](Target &t) { t.days = days; });
    });
    connect(m_budget, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(QStringLiteral("budget"), tr("Set target budget"),
             [this, v](Target &t) { t.budget = unlessMinimum(m_budget, v); });
    });
    connect(m_maxKw, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(QStringLiteral("max_kw"), tr("Set target power limit"),
             [this, v](Target &t) { t.maxKw = unlessMinimum(m_maxKw, v); });
    });
    connect(m_maxRacks, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QStringLiteral("max_racks"), tr("Set target rack limit"),
             [v](Target &t) { t.maxRacks = v > 0 ? std::optional<int>(v) : std::nullopt; });
    });
    connect(m_budgetKind, &QComboBox::currentIndexChanged, this, [this] {
        const auto kind = BudgetKind(m_budgetKind->currentData().toInt());
        edit(QStringLiteral("budget_kind"), tr("Set target budget kind"), [kind](Target &t) { t.budgetKind = kind; });
    });
    connect(m_where, &QComboBox::currentIndexChanged, this, [this] {
        const auto where = Where(m_where->currentData().toInt());
        edit(QStringLiteral("where"), tr("Set owned or cloud"), [where](Target &t) { t.where = where; });
    });
    connect(m_doc, &PlanDocument::changed, this, [this](PlanDocument::Changes c) {
        if (c & PlanDocument::Change::Workload)
            refresh();
    });
    refresh();
}

void TargetForm::edit(const QString &field, const QString &text, const std::function<void(Target &)> &change)
{
    if (m_refreshing)
        return;
    Plan plan = m_doc->plan();
    Target t = plan.target.value_or(Target{});
    change(t);
    plan.target = t;
    auto *cmd
        = new EditPlanCommand(m_doc, plan, PlanDocument::Change::Workload, text, QStringLiteral("target/") + field);
    if (cmd->isValid())
        m_doc->undoStack()->push(cmd);
    else
        delete cmd;
}

void TargetForm::refresh()
{
    m_refreshing = true;
    const Target t = m_doc->plan().target.value_or(Target{});
    auto set = [](QDoubleSpinBox *box, double v) {
        const QSignalBlocker block(box);
        box->setValue(v);
    };
    set(m_tokens, t.tokens ? *t.tokens / kBillion : 0);
    set(m_days, t.days.value_or(sizing::kDefaultTargetDays));
    set(m_budget, t.budget.value_or(0));
    set(m_maxKw, t.maxKw.value_or(0));
    {
        const QSignalBlocker block(m_maxRacks);
        m_maxRacks->setValue(t.maxRacks.value_or(0));
    }
    {
        const QSignalBlocker block(m_budgetKind);
        m_budgetKind->setCurrentIndex(m_budgetKind->findData(int(t.budgetKind.value_or(BudgetKind::Capex))));
    }
    {
        const QSignalBlocker block(m_where);
        m_where->setCurrentIndex(m_where->findData(int(t.where.value_or(Where::Either))));
    }
    m_budget->setPrefix(m_doc->plan().currency + QLatin1Char(' '));
    m_refreshing = false;
}

GrowthForm::GrowthForm(PlanDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
{
    setObjectName(QStringLiteral("growthForm"));
    m_model = doubleBox(this, QStringLiteral("growthModel"), 0, 2, QString());
    m_tokens = doubleBox(this, QStringLiteral("growthTokens"), 0, 2, QString());
    m_projects = doubleBox(this, QStringLiteral("growthProjects"), 0, 2, QString());
    const std::pair<QDoubleSpinBox *, const char *> factors[] = {{m_model, "growth.model_factor_per_year"},
                                                                 {m_tokens, "growth.tokens_factor_per_year"},
                                                                 {m_projects, "growth.projects_per_year"}};
    for (const auto &[b, path] : factors) {
        b->setRange(fieldAt(path).min, fieldAt(path).max);
        b->setPrefix(QStringLiteral("× "));
        b->setSingleStep(0.5);
    }
    // The decline in percent: the field's share x 100.
    m_decline = doubleBox(this, QStringLiteral("growthPriceDecline"),
                          100 * fieldAt("growth.price_decline_per_year").max, 1, tr(" % a year"));
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(new QLabel(tr("Model size each year"), this), 0, 0);
    grid->addWidget(m_model, 0, 1);
    grid->addWidget(new QLabel(tr("Tokens each year"), this), 1, 0);
    grid->addWidget(m_tokens, 1, 1);
    grid->addWidget(new QLabel(tr("Concurrent projects each year"), this), 0, 2);
    grid->addWidget(m_projects, 0, 3);
    grid->addWidget(new QLabel(tr("Hardware price decline"), this), 1, 2);
    grid->addWidget(m_decline, 1, 3);
    m_decline->setToolTip(
        tr("Default: GPU price-performance for ML doubles every 2.07 years (Epoch AI, \"Trends in GPU "
           "price-performance\", 2022), so the same capacity costs 28.5% less a year later."));
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);

    auto bind = [this](QDoubleSpinBox *box, const QString &field, const QString &text,
                       std::function<void(Growth &, double)> set) {
        connect(box, &QDoubleSpinBox::valueChanged, this, [this, field, text, set](double v) {
            if (m_refreshing)
                return;
            Plan plan = m_doc->plan();
            Growth g = plan.growth.value_or(Growth{});
            set(g, v);
            plan.growth = g;
            auto *cmd = new EditPlanCommand(m_doc, plan, PlanDocument::Change::Workload, text,
                                            QStringLiteral("growth/") + field);
            if (cmd->isValid())
                m_doc->undoStack()->push(cmd);
            else
                delete cmd;
        });
    };
    bind(m_model, QStringLiteral("model"), tr("Set model growth"),
         [](Growth &g, double v) { g.modelFactorPerYear = v; });
    bind(m_tokens, QStringLiteral("tokens"), tr("Set tokens growth"),
         [](Growth &g, double v) { g.tokensFactorPerYear = v; });
    bind(m_projects, QStringLiteral("projects"), tr("Set projects growth"),
         [](Growth &g, double v) { g.projectsPerYear = v; });
    bind(m_decline, QStringLiteral("decline"), tr("Set price decline"),
         [](Growth &g, double v) { g.priceDeclinePerYear = v / 100.0; });
    connect(m_doc, &PlanDocument::changed, this, [this](PlanDocument::Changes c) {
        if (c & PlanDocument::Change::Workload)
            refresh();
    });
    refresh();
}

void GrowthForm::refresh()
{
    m_refreshing = true;
    const sizing::GrowthProfile g = sizing::growthProfile(m_doc->plan().growth);
    const std::pair<QDoubleSpinBox *, double> values[] = {{m_model, g.modelFactorPerYear},
                                                          {m_tokens, g.tokensFactorPerYear},
                                                          {m_projects, g.projectsPerYear},
                                                          {m_decline, 100 * g.priceDeclinePerYear}};
    for (const auto &[box, v] : values) {
        const QSignalBlocker block(box);
        box->setValue(v);
    }
    m_refreshing = false;
}

} // namespace aip
