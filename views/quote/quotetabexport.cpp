// The Quote tab's Export PDF (issue 16, item 4): the checks and the quote's number on the GUI thread, the content
// built and the PDF written on a worker (only the charts are drawn on the GUI thread), the number recorded or given
// back on the GUI thread when the file is written or not.
#include "quote/quotetab.h"

#include "analysis/latestjob.h"
#include "i18n/translation.h"
#include "quote/quotedraft.h"
#include "quote/quotenumber.h"
#include "quote/quoterenderer.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>

namespace aip {

namespace {
constexpr int kExportedMessageMs = 15000;
} // namespace

// What an export needs off the GUI thread, taken on it (prepareExport()).
struct QuoteTab::ExportJob {
    QString path;
    Plan plan; // with the quote's number
    std::shared_ptr<const PartCatalog> catalog;
    QString language;
    QDate today;
    QString number;
    bool fresh = false; // the number was taken for this export: a failed one gives it back
    bool draft = false; // the plan has errors: every page says DRAFT
    SellerInfo seller;
    std::optional<QuoteFigures> figures;
    std::function<void()> delay; // tests only
    CatalogOrigin origin;        // the catalog the prices came from, once built
};

std::shared_ptr<QuoteTab::ExportJob> QuoteTab::prepareExport(const QString &path, bool draft, QString *error)
{
    if (!m_catalog) {
        *error = tr("The catalog is not loaded.");
        return nullptr;
    }
    // No quote for a broken machine: the rule book's errors refuse it, or mark it as a draft.
    const QList<Finding> findings = currentFindings();
    if (hasErrors(findings) && !draft) {
        *error = QuoteDraft::refusal(findings);
        return nullptr;
    }
    auto job = std::make_shared<ExportJob>();
    job->today = QDate::currentDate();
    // The number stays with the plan (issue 17, item 3): the plan's own, else the one its file got on its first
    // export, else the counter's next one. The first export writes it into the plan without an undo step (issue 16,
    // item 8: undo cannot take back a sent number); a failed export gives a number taken for it back.
    job->number = m_doc->plan().quote.number;
    if (job->number.isEmpty()) {
        QString why;
        job->number = quoteNumberForPlanFile(m_doc->filePath(), job->today, &why, &job->fresh);
        if (job->number.isEmpty()) {
            *error = why;
            return nullptr;
        }
    }
    job->path = path;
    job->language = resolveLanguage(languageSetting());
    job->figures = evaluatedFigures(m_doc->plan());
    job->plan = m_doc->plan();
    job->plan.quote.number = job->number;
    job->catalog = m_catalog;
    job->draft = hasErrors(findings);
    job->seller = sellerFromSettings();
    job->delay = m_exportDelay;
    return job;
}

namespace {

// The worker's part of an export: the quote's content (prices, and the models' figures when the evaluation has none).
QuoteContent buildExportContent(const Plan &plan, const PartCatalog &catalog, const QString &language,
                                const QDate &today, const QString &number, const SellerInfo &seller,
                                const std::optional<QuoteFigures> &figures, bool draft)
{
    QuoteContent content
        = QuoteBuilder::build(plan, catalog, language, today, number, seller, figures ? &*figures : nullptr);
    content.draft = draft;
    return content;
}

} // namespace

QString QuoteTab::finishExport(const ExportJob &job, const QString &writeError)
{
    if (!writeError.isEmpty()) {
        if (job.fresh)
            returnQuoteNumber(job.number);
        m_lastExportedNumber.clear();
        loadFromPlan();
        return writeError;
    }
    m_lastExportedNumber = job.number;
    m_doc->assignQuoteNumber(job.number); // announces the change: the field and the preview show it
    m_doc->recordPricedFrom(job.origin);  // the plan records the catalog revision it was priced from
    return {};
}

QString QuoteTab::exportBusyText()
{
    return tr("A quote is being exported: wait until it is written, then export again.");
}

QString QuoteTab::exportPdf(const QString &path, bool draft)
{
    if (m_exporting)
        return exportBusyText();
    QString error;
    const std::shared_ptr<ExportJob> job = prepareExport(path, draft, &error);
    if (!job)
        return error;
    // Here and now, as startExport() does it on its worker: the same content, charts and writer.
    const QuoteContent content = buildExportContent(job->plan, *job->catalog, job->language, job->today, job->number,
                                                    job->seller, job->figures, job->draft);
    if (job->delay)
        job->delay();
    job->origin = content.catalog;
    const QuoteChartDrawings drawings
        = QuoteRenderer::drawCharts(content, QuoteRenderer::pageSizeFor(content.plan.quote));
    return finishExport(*job, writeQuotePdf(content, path, &drawings));
}

bool QuoteTab::startExport(const QString &path, bool draft, std::function<void(const QString &)> done, QString *error)
{
    if (m_exporting) {
        if (error)
            *error = exportBusyText();
        return false;
    }
    if (mustWaitForEvaluation()) {
        // Right after an edit: the findings and the figures of this plan come with its evaluation, on its way.
        setExporting(true);
        waitForEvaluation([this, path, draft, done] { continueExport(path, draft, done); });
        return true;
    }
    QString why;
    const std::shared_ptr<ExportJob> job = prepareExport(path, draft, &why);
    if (!job) {
        if (error)
            *error = why;
        return false;
    }
    setExporting(true);
    runExport(job, std::move(done));
    return true;
}

void QuoteTab::continueExport(const QString &path, bool draft, std::function<void(const QString &)> done)
{
    if (mustWaitForEvaluation()) { // edited again before this evaluation was handled
        waitForEvaluation([this, path, draft, done] { continueExport(path, draft, done); });
        return;
    }
    QString why;
    const std::shared_ptr<ExportJob> job = prepareExport(path, draft, &why);
    if (!job) {
        setExporting(false);
        if (done)
            done(why);
        return;
    }
    runExport(job, std::move(done));
}

void QuoteTab::runExport(const std::shared_ptr<ExportJob> &job, std::function<void(const QString &)> done)
{
    auto finished = [this, job, done](const QString &writeError) {
        const QString result = finishExport(*job, writeError);
        setExporting(false);
        if (done)
            done(result);
    };
    // The content is built on the worker; the charts are drawn here (Qt Charts live on the GUI thread) as vector
    // drawings, and the pages are laid out, painted and written on the worker again (QuoteRenderer's reentrant path,
    // as the preview's), atomically (writeQuotePdf).
    m_exportJob->request([this, job, finished]() -> std::function<void()> {
        const QuoteContent content = buildExportContent(job->plan, *job->catalog, job->language, job->today,
                                                        job->number, job->seller, job->figures, job->draft);
        if (job->delay)
            job->delay();
        return [this, job, finished, content] {
            job->origin = content.catalog;
            QuoteChartDrawings drawings
                = QuoteRenderer::drawCharts(content, QuoteRenderer::pageSizeFor(content.plan.quote));
            m_exportJob->request([job, finished, content, drawings = std::move(drawings)]() -> std::function<void()> {
                const QString writeError = writeQuotePdf(content, job->path, &drawings);
                return [finished, writeError] { finished(writeError); };
            });
        };
    });
}

void QuoteTab::setExporting(bool exporting)
{
    if (m_exporting == exporting)
        return;
    m_exporting = exporting;
    updateExportButton();
    emit exportingChanged(exporting);
}

void QuoteTab::exportClicked()
{
    auto *main = qobject_cast<QMainWindow *>(window());
    if (m_exporting) { // declined: the running export says where it writes
        const QString busy = exportBusyText();
        if (main)
            main->statusBar()->showMessage(busy, kExportedMessageMs);
        else
            QMessageBox::information(this, tr("Export quote"), busy);
        return;
    }
    if (m_afterEvaluation) // already waiting for the evaluation (the button says so)
        return;
    if (mustWaitForEvaluation()) {
        // Right after an edit: the findings and the prices the dialogs below show come with the evaluation of this
        // plan, on its way; the export goes on when it comes.
        waitForEvaluation([this] { exportClicked(); });
        return;
    }
    // A plan with errors: say which, and offer Cancel or Export as draft.
    bool draft = false;
    if (m_catalog) {
        const QList<Finding> findings = currentFindings();
        if (hasErrors(findings)) {
            if (!QuoteDraft::askExportAsDraft(this, findings))
                return;
            draft = true;
        }
    }
    // The PDF is sent as it is: what it lacks (seller, customer, validity, the seller's own prices), each with a fix.
    if (m_catalog && !checkBeforeExport())
        return;
    const QString number = previewNumber();
    const QString folder = m_doc->filePath().isEmpty()
        ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
        : QFileInfo(m_doc->filePath()).absolutePath();
    const QString proposed = QDir(folder).filePath(quoteFileName(m_doc->plan().name, number));
    QString path = QFileDialog::getSaveFileName(this, tr("Export quote"), proposed, tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    const QString shownPath = QDir::toNativeSeparators(path);
    const QString before = m_exported->text();
    QString refused;
    const bool started = startExport(
        path, draft,
        [this, shownPath, before](const QString &error) {
            if (!error.isEmpty()) {
                m_exported->setText(before);
                m_exported->setToolTip(before);
                if (auto *w = qobject_cast<QMainWindow *>(window()))
                    w->statusBar()->clearMessage();
                QMessageBox::warning(this, tr("Cannot export the quote"), error);
                return;
            }
            // The confirmation stays: a line of its own under the buttons (the preview's status line below it is
            // rewritten with every preview) and the window's status bar for a while.
            const QString done = tr("Exported quote %1 to %2").arg(m_lastExportedNumber, shownPath);
            m_exported->setText(done);
            m_exported->setToolTip(done);
            if (auto *w = qobject_cast<QMainWindow *>(window()))
                w->statusBar()->showMessage(done, kExportedMessageMs);
        },
        &refused);
    if (!started) {
        QMessageBox::warning(this, tr("Cannot export the quote"), refused);
        return;
    }
    const QString exporting = tr("Exporting the quote to %1…").arg(shownPath);
    m_exported->setText(exporting);
    m_exported->setToolTip(exporting);
    if (main)
        main->statusBar()->showMessage(exporting);
}

} // namespace aip
