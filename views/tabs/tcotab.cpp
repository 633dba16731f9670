#include "tabs/tcotab.h"

#include "charts/chartaxes.h"
#include "charts/chartpanel.h"
#include "charts/tcochartbuilder.h"
#include "charts/yearchartbuilder.h"
#include "common/formatting.h"
#include "currency/currencyrates.h"
#include "document/plandocument.h"
#include "facility/facilitydialog.h"
#include "tabs/assumptionsmodel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace aip {

TcoTab::TcoTab(PlanDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
    , m_headline(new QLabel(this))
    , m_notes(new QLabel(this))
    , m_sizing(new QLabel(this))
    , m_currencyNote(new QLabel(this))
    , m_cumulative(new charts::ChartPanel(QStringLiteral("tcoChart"), this))
    , m_years(new charts::ChartPanel(QStringLiteral("yearChart"), this))
    , m_units(new QTableWidget(this))
    , m_assumptions(new AssumptionsModel(doc, this))
    , m_assumptionsView(new QTableView(this))
{
    setObjectName(QStringLiteral("tcoTab"));
    m_headline->setObjectName(QStringLiteral("tcoHeadline"));
    m_headline->setWordWrap(true);
    QFont f = m_headline->font();
    f.setPointSizeF(f.pointSizeF() * 1.25);
    f.setBold(true);
    m_headline->setFont(f);
    m_notes->setObjectName(QStringLiteral("tcoNotes"));
    m_notes->setWordWrap(true);
    m_sizing->setObjectName(QStringLiteral("tcoSizing"));
    m_sizing->setWordWrap(true);
    m_currencyNote->setObjectName(QStringLiteral("tcoCurrencyNote"));
    m_currencyNote->setWordWrap(true);
    m_currencyNote->hide();

    m_units->setObjectName(QStringLiteral("unitCostTable"));
    m_units->setColumnCount(UnitColumnCount);
    setUnitHeaders(false);
    m_units->verticalHeader()->hide();
    m_units->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_units->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_units->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_units->horizontalHeader()->setSectionResizeMode(Option, QHeaderView::Stretch);

    m_assumptionsView->setObjectName(QStringLiteral("assumptionsTable"));
    m_assumptionsView->setModel(m_assumptions);
    m_assumptionsView->verticalHeader()->hide();
    m_assumptionsView->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                                       | QAbstractItemView::AnyKeyPressed);
    m_assumptionsView->horizontalHeader()->setSectionResizeMode(AssumptionsModel::Label, QHeaderView::Interactive);
    m_assumptionsView->horizontalHeader()->setSectionResizeMode(AssumptionsModel::Source, QHeaderView::Stretch);
    m_assumptionsView->setColumnWidth(AssumptionsModel::Label, 300);
    m_assumptionsView->setColumnWidth(AssumptionsModel::Value, 90);
    m_assumptionsView->setWordWrap(false);
    connect(m_assumptions, &AssumptionsModel::editRefused, this, &TcoTab::statusMessage);
    for (charts::ChartPanel *p : {m_cumulative, m_years})
        connect(p, &charts::ChartPanel::statusMessage, this, &TcoTab::statusMessage);

    auto *charts = new QSplitter(Qt::Horizontal, this);
    charts->addWidget(m_cumulative);
    charts->addWidget(m_years);
    charts->setStretchFactor(0, 3);
    charts->setStretchFactor(1, 2);
    auto *assumptionsBox = new QWidget(this);
    auto *al = new QVBoxLayout(assumptionsBox);
    al->setContentsMargins(0, 0, 0, 0);
    al->addWidget(new QLabel(tr("<b>Assumptions</b> — double-click a value to change it (bold: set in the plan)"),
                             assumptionsBox));
    al->addWidget(m_assumptionsView, 1);
    al->addWidget(m_notes);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->setObjectName(QStringLiteral("tcoSplitter"));
    split->addWidget(charts);
    split->addWidget(assumptionsBox);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    // Three quarters of the height to the charts: left to the size hints, the assumptions table took more than
    // half of a laptop-height tab and the charts' axis titles and labels were cut to "..." (1366 x 768, English and
    // Chinese). The table scrolls; the splitter handle gives it more room.
    split->setSizes({3000, 1000});

    // The facility (cooling, power per rack, feeds) sets the PUE and the racks counted here: its editor.
    auto *facilityButton = new QPushButton(tr("Cooling and power..."), this);
    facilityButton->setObjectName(QStringLiteral("facilityButton"));
    facilityButton->setToolTip(tr("The facility: cooling (and the PUE it brings), power per rack, servers per rack "
                                  "and power feeds"));
    connect(facilityButton, &QPushButton::clicked, this, [this] {
        auto *dialog = new FacilityDialog(m_doc, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    auto *top = new QHBoxLayout;
    top->addWidget(m_headline, 1);
    top->addWidget(facilityButton, 0, Qt::AlignTop);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(top);
    layout->addWidget(m_currencyNote);
    layout->addWidget(m_units);
    layout->addWidget(m_sizing);
    layout->addWidget(split, 1);
    m_headline->setText(tr("No evaluation yet"));
    m_cumulative->setMessage(tr("Open or build a plan to see its cost"));
    m_years->setMessage(tr("Open or build a plan to see its cost"));
}

void TcoTab::setUnitHeaders(bool requests)
{
    m_units->setHorizontalHeaderLabels({tr("Option"), tr("Total over the horizon"), tr("All-in per hour"),
                                        tr("Per delivered GPU-hour"),
                                        requests ? tr("Per million output tokens") : tr("Per million tokens"),
                                        requests ? tr("Per 1,000 requests") : tr("Per 1,000 samples"),
                                        requests ? tr("Requests/s per $/h") : tr("Samples/s per $/h"),
                                        tr("Break-even (band)"), tr("Same capacity, always on"), tr("Price date")});
}

void TcoTab::showEvaluation(const PlanEvaluation &ev)
{
    // A generative serving plan's TCO counts requests and output tokens (tco::servingCapacity); a CNN's or encoder's
    // counts images or sequences, which "samples" already names (MLPerf Inference's samples/s).
    const bool requests = ev.plan.hasWorkload && ev.plan.workload.kind == WorkloadKind::Inference
        && (!ev.serving || ev.serving->result.generative);
    setUnitHeaders(requests);
    if (!ev.tco) {
        m_headline->setText(tr("No cost comparison: the plan has no servers"));
        m_cumulative->setMessage(m_headline->text());
        m_years->setMessage(m_headline->text());
        m_units->setRowCount(0);
        m_sizing->clear();
        m_assumptions->setAssumptions({});
        m_currencyNote->hide();
        return;
    }
    const tco::PlanTco &t = *ev.tco;
    const tco::TcoResult &r = t.result;
    const QString cur = t.currency.isEmpty() ? QStringLiteral("USD") : t.currency;
    const charts::ChartTheme theme = charts::themeFromApplication();
    QStringList lines;
    for (int i = 0; i < r.cloud.size(); ++i) {
        const tco::CloudCost &c = r.cloud.at(i);
        const QString band = i < t.bands.size() ? bandText(t.bands.at(i), r.horizonMonths()) : QString();
        lines.append(c.breakEvenMonth ? tr("Owning breaks even with %1 in month %2 of %3%4.")
                                            .arg(charts::cloudOptionShortName(c))
                                            .arg(*c.breakEvenMonth)
                                            .arg(r.horizonMonths())
                                            .arg(band)
                                      : tr("Owning does not break even with %1 within %2 months%3.")
                                            .arg(charts::cloudOptionShortName(c))
                                            .arg(r.horizonMonths())
                                            .arg(band));
    }
    if (r.cloud.isEmpty())
        lines.append(tr("Owned: %1 over %2 months. Add a cloud option to compare.")
                         .arg(fmt::money(r.owned.total, cur))
                         .arg(r.horizonMonths()));
    if (!t.errors.isEmpty())
        lines.append(t.errors.join(QLatin1Char(' ')));
    m_headline->setText(lines.join(QLatin1Char(' ')));
    m_notes->setText(t.notes.isEmpty() ? QString() : tr("Notes: %1").arg(t.notes.join(QStringLiteral(" · "))));
    const QString currencyNote = this->currencyNote(t);
    m_currencyNote->setText(currencyNote);
    m_currencyNote->setVisible(!currencyNote.isEmpty());
    if (r.owned.monthly.isEmpty()) {
        m_cumulative->setMessage(t.errors.join(QLatin1Char('\n')));
        m_years->setMessage(t.errors.join(QLatin1Char('\n')));
    } else {
        m_cumulative->setChart(charts::buildTcoChart(t, theme), charts::tcoChartTable(t));
        m_years->setChart(charts::buildYearChart(t, theme), charts::yearChartTable(t));
    }
    fillUnits(t);
    m_sizing->setText(sizingText(t, requests));
    m_assumptions->setAssumptions(t.assumptions);
}

QString TcoTab::bandText(const tco::BreakEvenBand &b, int months)
{
    if (!b.earliest)
        return {};
    const int swing = int(b.swing * 100 + 0.5);
    if (b.openEnded)
        return tr(" (month %1 or later with cloud price, utilization and electricity each %2% off; none within %3 "
                  "months at worst)")
            .arg(*b.earliest)
            .arg(swing)
            .arg(months);
    if (b.latest == b.earliest)
        return tr(" (month %1 with cloud price, utilization and electricity each %2% off)").arg(*b.earliest).arg(swing);
    return tr(" (months %1 to %2 with cloud price, utilization and electricity each %3% off)")
        .arg(*b.earliest)
        .arg(*b.latest)
        .arg(swing);
}

QString TcoTab::sizingText(const tco::PlanTco &t, bool requests)
{
    const tco::TcoResult &r = t.result;
    if (r.cloud.isEmpty())
        return {};
    QStringList parts;
    if (r.deliveredWork > 0 && r.ownedThroughput)
        parts.append((requests ? tr("Same work: the owned cluster serves W = %1 requests/s x %2 h x utilization %3 x "
                                    "goodput %4%5 = %6 requests over the horizon; each cloud option is billed for the "
                                    "instance-hours W needs (1- and 3-year terms: whole instances for the whole term, "
                                    "on demand for the rest).")
                               : tr("Same work: the owned cluster delivers W = %1 samples/s x %2 h x utilization %3 x "
                                    "goodput %4%5 = %6 samples over the horizon; each cloud option is billed for the "
                                    "instance-hours W needs (1- and 3-year terms: whole instances for the whole term, "
                                    "on demand for the rest)."))
                         .arg(fmt::number(r.ownedThroughput->samplesPerS, 2), fmt::number(730.0 * r.horizonMonths()),
                              fmt::number(r.settings.utilization, 2), fmt::number(r.ownedGoodput, 2),
                              r.goodputFromModel ? QString() : tr(" (assumed: the performance model gives none)"),
                              fmt::number(r.deliveredWork)));
    for (const tco::CloudCost &c : r.cloud) {
        if (!c.sameWork()) {
            parts.append(tr("%1: no delivered work to match, costed always on.").arg(charts::cloudOptionShortName(c)));
            continue;
        }
        QString line = (requests ? tr("%1: %2 requests/s per instance, %3 instance-hours")
                                 : tr("%1: %2 samples/s per instance, %3 instance-hours"))
                           .arg(charts::cloudOptionShortName(c), fmt::number(c.throughputPerInstance, 2),
                                fmt::number(c.instanceHours));
        if (c.committedInstances > 0)
            line += tr(" (%1 committed, %2 h on demand)").arg(c.committedInstances).arg(fmt::number(c.onDemandHours));
        else if (c.interruptionHours > 0)
            line += tr(" (%1 h of restarts from checkpoints)").arg(fmt::number(c.interruptionHours));
        parts.append(tr("%1.").arg(line));
    }
    parts.append(tr("\"Same capacity, always on\" rents the matching instance count 24/7 instead."));
    return parts.join(QLatin1Char(' '));
}

QString TcoTab::currencyNote(const tco::PlanTco &t) const
{
    const Plan &plan = m_doc->plan();
    const QString cur = t.currency.isEmpty() ? QStringLiteral("USD") : t.currency;
    QStringList codes = currency::convertedCurrencies(t.quote);
    if (cur != QLatin1String("USD") && !codes.contains(QLatin1String("USD")))
        codes.prepend(QStringLiteral("USD")); // the cost defaults are in USD (tco/tcodefaults.h)
    const QString list = currency::rateList(codes, plan, QLocale());
    if (list.isEmpty())
        return {};
    const QDate date = QDate::fromString(plan.exchangeRatesDate, Qt::ISODate);
    return date.isValid()
        ? tr("Amounts in %1, converted at %2 (rates of %3).").arg(cur, list, currency::longDate(date, QLocale()))
        : tr("Amounts in %1, converted at %2 (the rates have no date).").arg(cur, list);
}

void TcoTab::fillUnits(const tco::PlanTco &t)
{
    const tco::TcoResult &r = t.result;
    const QString cur = t.currency.isEmpty() ? QStringLiteral("USD") : t.currency;
    m_units->setRowCount(0);
    auto addRow = [&](const QString &name, double total, const tco::UnitCosts &u, double perGpuHour,
                      std::optional<int> breakEven, const QString &perGpuHourTip, const tco::CloudCost *cloud,
                      const tco::BreakEvenBand *band) {
        const int row = m_units->rowCount();
        m_units->insertRow(row);
        auto cell = [&](int col, const QString &text, const QVariant &raw, const QString &tip = {}) {
            auto *item = new QTableWidgetItem(text);
            item->setData(RawValueRole, raw);
            item->setToolTip(tip);
            item->setTextAlignment(col == Option ? Qt::AlignLeft | Qt::AlignVCenter
                                                 : Qt::AlignRight | Qt::AlignVCenter);
            m_units->setItem(row, col, item);
        };
        auto optionalMoney = [&](int col, const std::optional<double> &v, int decimals, const QString &tip) {
            cell(col, v ? fmt::money(*v, cur, decimals) : tr("–"), v ? QVariant(*v) : QVariant(), tip);
        };
        cell(Option, name, name);
        cell(Total, fmt::money(total, cur), total);
        cell(PerHour, fmt::money(u.dollarsPerHour, cur, 2), u.dollarsPerHour,
             tr("total / hours of the horizon = %1 / %2 h").arg(fmt::money(total, cur)).arg(r.horizonMonths() * 730));
        cell(PerGpuHour, fmt::money(perGpuHour, cur, 2), perGpuHour, perGpuHourTip);
        optionalMoney(PerMillionTokens, u.costPerMillionTokens, 2,
                      tr("total / (delivered work W x tokens per sample) x 1,000,000"));
        optionalMoney(PerThousandSamples, u.costPerThousandSamples, 3, tr("total / delivered work W x 1,000"));
        cell(Efficiency, u.efficiencyIndex ? charts::compactNumber(*u.efficiencyIndex) : tr("–"),
             u.efficiencyIndex ? QVariant(*u.efficiencyIndex) : QVariant(),
             tr("samples/s / (all-in $ per hour): the seeds' cost-efficiency index"));
        QString be = breakEven ? tr("month %1").arg(*breakEven) : (cloud ? tr("none") : QString());
        if (band && band->earliest && (band->latest != band->earliest || band->openEnded))
            be += band->openEnded ? tr(" (%1–)").arg(*band->earliest)
                                  : tr(" (%1–%2)").arg(*band->earliest).arg(*band->latest);
        cell(BreakEven, be, breakEven ? QVariant(*breakEven) : QVariant(),
             band ? bandText(*band, r.horizonMonths()).trimmed() : QString());
        cell(AlwaysOn, cloud ? fmt::money(cloud->alwaysOnTotal, cur) : QString(),
             cloud ? QVariant(cloud->alwaysOnTotal) : QVariant(),
             cloud ? (cloud->in.instances == 1 ? tr("%1 instance x %2/h x 730 h x %3 months + storage + egress")
                                               : tr("%1 instances x %2/h x 730 h x %3 months + storage + egress"))
                         .arg(cloud->in.instances)
                         .arg(fmt::money(cloud->in.rate.listRate, cur, 2))
                         .arg(r.horizonMonths())
                   : QString());
        cell(PriceDate, cloud ? (cloud->in.priceDate.isEmpty() ? tr("no date") : cloud->in.priceDate) : QString(),
             cloud ? QVariant(cloud->in.priceDate) : QVariant(), cloud ? cloud->in.priceSource : QString());
    };
    m_units->setFixedHeight(m_units->horizontalHeader()->height() + 4
                            + m_units->verticalHeader()->defaultSectionSize() * int(1 + r.cloud.size()));
    addRow(tr("Owned cluster"), r.owned.total, r.ownedUnits, r.owned.costPerGpuHour, std::nullopt,
           tr("total / (GPUs x hours x utilization) = %1 / %2 delivered GPU-hours")
               .arg(fmt::money(r.owned.total, cur), fmt::number(r.owned.deliveredGpuHours)),
           nullptr, nullptr);
    for (int i = 0; i < r.cloud.size(); ++i) {
        const tco::CloudCost &c = r.cloud.at(i);
        addRow(charts::cloudOptionName(c), c.total, r.cloudUnits.value(i), c.costPerGpuHour, c.breakEvenMonth,
               tr("total / (instance-hours the work needs x GPUs x goodput) = %1 / %2 delivered GPU-hours")
                   .arg(fmt::money(c.total, cur), fmt::number(c.deliveredGpuHours)),
               &c, i < t.bands.size() ? &t.bands.at(i) : nullptr);
    }
}

} // namespace aip
