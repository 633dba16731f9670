#include "charts/chartpanel.h"

#include "charts/chartfit.h"
#include "charts/chartrender.h"

#include <QAbstractAxis>
#include <QAction>
#include <QChart>
#include <QChartView>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QStandardPaths>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace aip::charts {

ChartPanel::ChartPanel(const QString &name, QWidget *parent)
    : QWidget(parent)
    , m_view(new QChartView(this))
    , m_message(new QLabel(this))
    , m_buttons(new QWidget(this))
{
    setObjectName(name);
    m_view->setObjectName(name + QStringLiteral("View"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(150); // two rows of charts and a table below fit a 1280 x 720 (200 %) screen
    m_message->setObjectName(name + QStringLiteral("Message"));
    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    m_message->hide();

    // The exports sit beside the chart, never on it: one button in a narrow column at its right opens them (the
    // same actions are the chart's context menu), so a small window keeps the legend and the axes clear.
    auto *menu = new QMenu(this);
    menu->setObjectName(name + QStringLiteral("ExportMenu"));
    auto addAction = [this, menu, &name](const QString &text, const QString &id, auto slot) {
        auto *action = new QAction(text, this);
        action->setObjectName(name + id);
        connect(action, &QAction::triggered, this, slot);
        m_view->addAction(action);
        menu->addAction(action);
    };
    addAction(tr("Copy as image"), QStringLiteral("Copy"), [this] {
        copyImage();
        emit statusMessage(tr("Chart copied to the clipboard"));
    });
    addAction(tr("Save as PNG…"), QStringLiteral("Png"),
              [this] { saveWithDialog(tr("PNG image (*.png)"), QStringLiteral("png")); });
    addAction(tr("Save as SVG…"), QStringLiteral("Svg"),
              [this] { saveWithDialog(tr("SVG drawing (*.svg)"), QStringLiteral("svg")); });
    addAction(tr("Export data as CSV…"), QStringLiteral("Csv"),
              [this] { saveWithDialog(tr("CSV table (*.csv)"), QStringLiteral("csv")); });
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto *button = new QToolButton(m_buttons);
    button->setObjectName(name + QStringLiteral("ExportButton"));
    button->setIcon(style()->standardIcon(QStyle::SP_DialogSaveButton));
    button->setToolTip(tr("Export this chart: copy as image, PNG, SVG or its data as CSV (also the chart's "
                          "right-click menu)"));
    button->setAccessibleName(tr("Export chart"));
    button->setMenu(menu);
    button->setPopupMode(QToolButton::InstantPopup);
    button->setAutoRaise(true);
    auto *column = new QVBoxLayout(m_buttons);
    column->setContentsMargins(2, 0, 0, 0);
    column->addWidget(button);
    column->addStretch(1);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_message, 1);
    layout->addWidget(m_buttons);
}

void ChartPanel::setChart(QChart *chart, const ChartTable &table)
{
    QChart *old = m_view->chart();
    m_view->setChart(chart); // the view owns the new chart
    delete old;
    m_table = table;
    // A small chart keeps its tick labels (chartfit.h), and axis titles too long for it lose their middle, not their
    // unit: "Memory per… (bytes)".
    connect(
        chart, &QChart::plotAreaChanged, this,
        [this] {
            fitChartToSize(this->chart(), false);
            fitAxisTitles();
        },
        Qt::QueuedConnection);
    m_message->hide();
    m_view->show();
    m_buttons->setEnabled(true);
}

void ChartPanel::setMessage(const QString &message)
{
    m_message->setText(message);
    m_view->hide();
    m_message->show();
    m_buttons->setEnabled(false);
}

void ChartPanel::fitAxisTitles(bool whole) const
{
    QChart *c = chart();
    if (!c)
        return;
    const QRectF plot = c->plotArea();
    // What the chart cuts (its title, which Qt Charts elides at the end, and the axis titles elided here) is whole in
    // the view's tooltip.
    QStringList cut;
    if (!whole && chartTitleCut(c))
        cut.append(chartFullTitle(c));
    for (QAbstractAxis *axis : c->axes()) {
        QString full = axis->property("aipFullTitle").toString();
        if (full.isEmpty()) {
            full = axis->titleText();
            axis->setProperty("aipFullTitle", full);
        }
        // Too long for the plot's side: on two lines, or elided (charts/chartfit.h fittedAxisTitle()).
        const double side = axis->orientation() == Qt::Vertical ? plot.height() : plot.width();
        bool elided = false;
        const QString shown = whole ? full : fittedAxisTitle(full, axis->titleFont(), side, &elided);
        if (shown != axis->titleText())
            axis->setTitleText(shown);
        if (elided)
            cut.append(full);
    }
    m_view->setToolTip(cut.join(QLatin1Char('\n')));
}

void ChartPanel::fitWhole(bool whole) const
{
    fitChartToSize(chart(), whole);
    fitAxisTitles(whole);
}

QChart *ChartPanel::chart() const
{
    return m_view->chart();
}

QSize ChartPanel::exportSize() const
{
    // What the user sees, but never smaller than a readable slide-sized picture.
    const QSize shown = m_view->isVisible() ? m_view->size() : QSize();
    return shown.expandedTo(QSize(900, 520));
}

QString ChartPanel::exportPng(const QString &path) const
{
    // The picture is larger than the screen's chart: its legend, ticks and axis titles as the builder made them.
    fitWhole(true);
    const QString error = saveChartPng(chart(), exportSize(), path);
    fitWhole(false);
    return error;
}

QString ChartPanel::exportSvg(const QString &path) const
{
    // The picture is larger than the screen's chart: its legend, ticks and axis titles as the builder made them.
    fitWhole(true);
    const QString error = saveChartSvg(chart(), exportSize(), path);
    fitWhole(false);
    return error;
}

QString ChartPanel::exportCsv(const QString &path) const
{
    return m_table.saveCsv(path);
}

void ChartPanel::copyImage() const
{
    fitWhole(true);
    copyChartToClipboard(chart(), exportSize());
    fitWhole(false);
}

void ChartPanel::saveWithDialog(const QString &filter, const QString &suffix)
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export chart"), dir + QLatin1Char('/') + objectName() + QLatin1Char('.') + suffix, filter);
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1Char('.') + suffix, Qt::CaseInsensitive))
        path += QLatin1Char('.') + suffix;
    const QString error = suffix == QLatin1String("png") ? exportPng(path)
        : suffix == QLatin1String("svg")                 ? exportSvg(path)
                                                         : exportCsv(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Export chart"), error);
    else
        emit statusMessage(tr("Saved %1").arg(path));
}

} // namespace aip::charts
