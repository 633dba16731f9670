#pragma once
// One chart on screen with its exports: a QChartView and, beside it (never on it), a button whose menu has "Copy as
// image", "Save as PNG", "Save as SVG" and "Export data as CSV" (the same actions are the chart's context menu). The
// panel owns the chart it shows and the table of numbers behind it; a new setChart() replaces both.

#include "charts/charttable.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
class QLabel;
QT_END_NAMESPACE

namespace aip::charts {

class ChartPanel : public QWidget
{
    Q_OBJECT
public:
    // name: the widget's objectName and the default export file name ("tcoChart" -> "tcoChart.png").
    explicit ChartPanel(const QString &name, QWidget *parent = nullptr);

    void setChart(QChart *chart, const ChartTable &table);
    // Shows `message` in place of the chart (no result to draw); exports are disabled.
    void setMessage(const QString &message);
    QChart *chart() const;
    QChartView *view() const { return m_view; }
    const ChartTable &table() const { return m_table; }

    // The exports without dialogs (tests, scripts); each returns an empty string or the error.
    QString exportPng(const QString &path) const;
    QString exportSvg(const QString &path) const;
    QString exportCsv(const QString &path) const;
    void copyImage() const;

signals:
    void statusMessage(const QString &message);

private:
    // Elides each axis title in the middle to the plot's length (whole: back to the full titles).
    void fitAxisTitles(bool whole = false) const;
    // The legend, ticks (chartfit.h) and axis titles fitted to the chart's size, or (whole) as the builder made them.
    void fitWhole(bool whole) const;
    QSize exportSize() const;
    void saveWithDialog(const QString &filter, const QString &suffix);

    QChartView *m_view;
    QLabel *m_message;
    QWidget *m_buttons;
    ChartTable m_table;
};

} // namespace aip::charts
