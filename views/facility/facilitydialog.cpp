#include "facility/facilitydialog.h"

#include "document/plancommands.h"
#include "document/plandocument.h"
#include "facility/coolingcheck.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace aip {

namespace {

constexpr facility::Cooling kCoolings[] = {facility::Cooling::Air, facility::Cooling::RearDoor,
                                           facility::Cooling::DirectLiquid, facility::Cooling::Immersion};

QString kwText(double kw)
{
    return QLocale().toString(kw, 'f', 1);
}

} // namespace

FacilityDialog::FacilityDialog(PlanDocument *doc, QWidget *parent)
    : QDialog(parent)
    , m_doc(doc)
    , m_cooling(new QComboBox(this))
    , m_rackKw(new QDoubleSpinBox(this))
    , m_perRack(new QSpinBox(this))
    , m_feeds(new QComboBox(this))
    , m_floorKpa(new QDoubleSpinBox(this))
    , m_summary(new QLabel(this))
{
    setObjectName(QStringLiteral("facilityDialog"));
    setWindowTitle(tr("Facility: Cooling and Power"));

    m_cooling->setObjectName(QStringLiteral("facilityCooling"));
    m_cooling->addItem(tr("Not set (air, the TCO's default PUE)"), QString());
    for (facility::Cooling c : kCoolings)
        m_cooling->addItem(facility::coolingLabel(c), facility::coolingName(c));

    // 0 is "not set": the rack power then comes from rack.power_limit_kw or the cooling (facility.h).
    const planfields::NumericField &kw = facility::rackKwLimitField();
    m_rackKw->setObjectName(QStringLiteral("facilityRackKw"));
    m_rackKw->setDecimals(1);
    m_rackKw->setSingleStep(1.0);
    m_rackKw->setRange(0.0, kw.max);
    m_rackKw->setSuffix(tr(" kW"));
    m_rackKw->setToolTip(tr("Power one rack takes: %1 kW (0: from the cooling)").arg(planfields::rangeText(kw)));
    m_rackKw->setKeyboardTracking(false);

    const planfields::NumericField &per = facility::serversPerRackField();
    m_perRack->setObjectName(QStringLiteral("facilityServersPerRack"));
    m_perRack->setRange(0, int(per.max));
    m_perRack->setSpecialValueText(tr("No cap"));
    m_perRack->setToolTip(tr("Most servers in one rack: %1 (0: no cap)").arg(planfields::rangeText(per)));
    m_perRack->setKeyboardTracking(false);

    m_feeds->setObjectName(QStringLiteral("facilityFeeds"));
    m_feeds->addItem(tr("A: one feed"), QStringLiteral("a"));
    m_feeds->addItem(tr("A+B: two feeds, each carrying the whole rack"), QStringLiteral("a+b"));

    // 0 is "not set": the racks are then checked against TIA-942's 12 kPa (facility.h: kDefaultFloorKpa).
    const planfields::NumericField &floor = facility::floorKpaField();
    m_floorKpa->setObjectName(QStringLiteral("facilityFloorKpa"));
    m_floorKpa->setDecimals(1);
    m_floorKpa->setSingleStep(0.5);
    m_floorKpa->setRange(0.0, floor.max);
    m_floorKpa->setSuffix(tr(" kPa"));
    m_floorKpa->setSpecialValueText(tr("Not set (%1 kPa)").arg(QLocale().toString(facility::kDefaultFloorKpa, 'f', 1)));
    m_floorKpa->setToolTip(
        tr("Load the floor is rated for: %1 kPa (0: TIA-942's 12 kPa)").arg(planfields::rangeText(floor)));
    m_floorKpa->setKeyboardTracking(false);

    m_summary->setObjectName(QStringLiteral("facilitySummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setAlignment(Qt::AlignLeft | Qt::AlignTop);

    auto *form = new QFormLayout;
    form->addRow(tr("Cooling:"), m_cooling);
    form->addRow(tr("Power per rack:"), m_rackKw);
    form->addRow(tr("Servers per rack:"), m_perRack);
    form->addRow(tr("Power feeds:"), m_feeds);
    form->addRow(tr("Floor rating:"), m_floorKpa);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_summary, 1);
    layout->addWidget(close);

    load();
    connect(m_cooling, &QComboBox::currentIndexChanged, this, [this] {
        facility::Facility f = current();
        const QString name = m_cooling->currentData().toString();
        f.cooling = name.isEmpty() ? std::nullopt : facility::coolingFromName(name);
        apply(f, tr("Set cooling"), QStringLiteral("facility.cooling"));
    });
    connect(m_rackKw, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        if (v > 0 && !planfields::accepts(facility::rackKwLimitField(), v)) {
            load(); // below the field's minimum: show the plan's value again
            return;
        }
        facility::Facility f = current();
        if (v <= 0)
            f.rackKwLimit.reset();
        else
            f.rackKwLimit = v;
        apply(f, tr("Set power per rack"), QStringLiteral("facility.rack_kw_limit"));
    });
    connect(m_perRack, &QSpinBox::valueChanged, this, [this](int v) {
        facility::Facility f = current();
        if (v <= 0)
            f.serversPerRack.reset();
        else
            f.serversPerRack = v;
        apply(f, tr("Set servers per rack"), QStringLiteral("facility.servers_per_rack"));
    });
    connect(m_feeds, &QComboBox::currentIndexChanged, this, [this] {
        facility::Facility f = current();
        f.dualFeeds = m_feeds->currentData().toString() == QLatin1String("a+b");
        apply(f, tr("Set power feeds"), QStringLiteral("facility.feeds"));
    });
    connect(m_floorKpa, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        if (v > 0 && !planfields::accepts(facility::floorKpaField(), v)) {
            load(); // below the field's minimum: show the plan's value again
            return;
        }
        facility::Facility f = current();
        if (v <= 0)
            f.floorKpa.reset();
        else
            f.floorKpa = v;
        apply(f, tr("Set floor rating"), QStringLiteral("facility.floor_kpa"));
    });
    // Undo, redo and other edits of the plan while the dialog is open.
    connect(m_doc, &PlanDocument::changed, this, [this] { load(); });
    resize(640, 420);
}

facility::Facility FacilityDialog::current() const
{
    facility::Facility f = facility::facilityOf(m_doc->plan());
    f.errors.clear();
    return f;
}

void FacilityDialog::apply(const facility::Facility &f, const QString &what, const QString &mergeKey)
{
    Plan after = m_doc->plan();
    facility::setFacility(after, f);
    auto *cmd = new EditPlanCommand(m_doc, after, PlanDocument::Change::Costs, what, mergeKey);
    if (!cmd->isValid()) {
        delete cmd;
        updateSummary(f);
        return;
    }
    m_doc->undoStack()->push(cmd);
}

void FacilityDialog::load()
{
    const facility::Facility f = facility::facilityOf(m_doc->plan());
    const QSignalBlocker b1(m_cooling);
    const QSignalBlocker b2(m_rackKw);
    const QSignalBlocker b3(m_perRack);
    const QSignalBlocker b4(m_feeds);
    const QSignalBlocker b5(m_floorKpa);
    const int index = m_cooling->findData(f.cooling ? facility::coolingName(*f.cooling) : QString());
    m_cooling->setCurrentIndex(std::max(index, 0));
    m_rackKw->setValue(f.rackKwLimit.value_or(0.0));
    m_perRack->setValue(f.serversPerRack.value_or(0));
    m_feeds->setCurrentIndex(f.dualFeeds ? 1 : 0);
    m_floorKpa->setValue(f.floorKpa.value_or(0.0));
    updateSummary(f);
}

void FacilityDialog::updateSummary(const facility::Facility &f)
{
    const Plan &plan = m_doc->plan();
    const facility::Cooling c = f.coolingOrAir();
    const facility::PueRange range = facility::coolingPueRange(c);
    const double limit = facility::rackLimitKw(plan, f);
    const double maxKw = facility::coolingMaxRackKw(c);
    QStringList lines;
    for (const QString &e : f.errors)
        lines << QStringLiteral("<span style='color:#b00020'>%1</span>").arg(e.toHtmlEscaped());
    if (plan.costs.pue)
        lines << tr("PUE: %1, set in the plan's costs (the cooling's range is %2 to %3).")
                     .arg(QLocale().toString(*plan.costs.pue, 'f', 2), QLocale().toString(range.low, 'f', 2),
                          QLocale().toString(range.high, 'f', 2));
    else
        lines << tr("PUE used by the TCO: %1 (%2).")
                     .arg(QLocale().toString(facility::coolingPue(c), 'f', 2),
                          facility::coolingPueSource(c).toHtmlEscaped());
    lines << facility::coolingPueRangeSource(c).toHtmlEscaped();
    lines << tr("Power per rack: %1 kW (%2).").arg(kwText(limit), facility::rackLimitSource(plan, f).toHtmlEscaped());
    lines << tr("Most a rack of this cooling removes: %1 kW (%2).")
                 .arg(kwText(maxKw), facility::coolingMaxRackKwSource(c).toHtmlEscaped());
    if (limit > maxKw)
        lines << QStringLiteral("<span style='color:#b00020'>%1</span>")
                     .arg(tr("The power per rack is more than this cooling removes: racks filled to it are an "
                             "error in the findings."));
    lines << tr("PDUs per full rack: %1 of %2 kW (%3).")
                 .arg(facility::pdusPerRack(limit, f.dualFeeds))
                 .arg(kwText(facility::kPduKw))
                 .arg(f.dualFeeds ? tr("A+B feeds") : tr("one feed"));
    lines << tr("Floor rating the racks' weight is checked against: %1 kPa (%2).")
                 .arg(QLocale().toString(facility::floorRatingKpa(f), 'f', 1),
                      facility::floorRatingSource(f).toHtmlEscaped());
    m_summary->setText(lines.join(QStringLiteral("<br>")));
}

} // namespace aip
