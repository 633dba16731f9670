#pragma once
// The TCO tab: cumulative cost owned against each cloud option with the break-even month marked, the cost of each
// year stacked, the unit costs (per delivered GPU-hour, per million tokens, throughput per dollar-hour) and the
// assumptions, editable in place through undo commands. Everything shown is PlanEvaluation::tco, unchanged.
// The cloud is sized on the same work (tco/cloudcost.h), the always-on cost beside it; each break-even month with
// its band under the sensitivity ranges (tco/breakevenband.h); each cloud price with its date.

#include "analysis/planevaluation.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QLabel;
class QTableView;
class QTableWidget;
QT_END_NAMESPACE

namespace aip {

class AssumptionsModel;
class PlanDocument;
namespace charts {
class ChartPanel;
}

class TcoTab : public QWidget
{
    Q_OBJECT
public:
    enum UnitColumn {
        Option,
        Total,
        PerHour,
        PerGpuHour,
        PerMillionTokens,
        PerThousandSamples,
        Efficiency,
        BreakEven,
        AlwaysOn,  // the second view: the same capacity rented 24/7
        PriceDate, // when the cloud price was seen
        UnitColumnCount
    };
    enum { RawValueRole = Qt::UserRole + 1 };

    explicit TcoTab(PlanDocument *doc, QWidget *parent = nullptr);

    void showEvaluation(const PlanEvaluation &evaluation);

    charts::ChartPanel *cumulativePanel() const { return m_cumulative; }
    charts::ChartPanel *yearPanel() const { return m_years; }
    QTableWidget *unitTable() const { return m_units; }
    AssumptionsModel *assumptionsModel() const { return m_assumptions; }
    QTableView *assumptionsView() const { return m_assumptionsView; }
    QLabel *sizingLabel() const { return m_sizing; }

signals:
    void statusMessage(const QString &message);

private:
    void fillUnits(const tco::PlanTco &tco);
    // " (months 7 to 12 with cloud price, utilization and electricity each 20% off)"; empty without a band.
    static QString bandText(const tco::BreakEvenBand &band, int months);
    // How each side was sized: W, and each option's instance-hours. requests: a generative serving plan, whose TCO
    // samples are requests (tco::servingCapacity) and are named so.
    static QString sizingText(const tco::PlanTco &tco, bool requests);
    void setUnitHeaders(bool requests);
    // "Amounts in CNY, converted at 1 USD = 7.10 CNY (rates of ...)": the prices and USD defaults that were converted.
    QString currencyNote(const tco::PlanTco &tco) const;

    PlanDocument *m_doc;
    QLabel *m_headline;
    QLabel *m_notes;
    QLabel *m_sizing; // how each side was sized
    QLabel *m_currencyNote;
    charts::ChartPanel *m_cumulative;
    charts::ChartPanel *m_years;
    QTableWidget *m_units;
    AssumptionsModel *m_assumptions;
    QTableView *m_assumptionsView;
};

} // namespace aip
