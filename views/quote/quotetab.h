#pragma once
// The Quote tab: the quote's settings (number, date, validity, customer, discount, tax, terms, paper) edited
// through undo commands, the priced line items with their editable per-line discounts and the totals, a live preview
// of the PDF's pages (the same renderer as the PDF), Export PDF and the seller block (Preferences stored in the
// settings).

#include "analysis/planevaluation.h"
#include "document/plandocument.h"
#include "hardware/partcatalog.h"
#include "quote/quotechecklist.h"
#include "quote/quotecontent.h"

#include <QImage>
#include <QTimer>
#include <QWidget>

#include <functional>
#include <memory>

class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QSplitter;
class QTableView;
class QVBoxLayout;

namespace aip {

class LatestJob;
class QuoteLinesModel;

class QuoteTab : public QWidget
{
    Q_OBJECT
public:
    explicit QuoteTab(PlanDocument *doc, QWidget *parent = nullptr);

    void setCatalog(std::shared_ptr<const PartCatalog> catalog);
    // The window's one evaluation (PlanEvaluator): the preview and the export take the performance and TCO figures
    // from it instead of computing them again. Without one (a tab on its own) they are computed off the GUI thread.
    void showEvaluation(const PlanEvaluation &evaluation);
    // The tab belongs to a window whose evaluator sends it the evaluation of every state of the plan (MainWindow):
    // an export requested before the evaluation of the current plan has come (right after an edit) waits for it, the
    // button saying so, instead of running the rule book or pricing the plan on the GUI thread. A tab on its own
    // (tests) asks the rule book and prices the plan itself.
    void setFollowsEvaluator(bool follows) { m_followsEvaluator = follows; }
    // An export waits for the evaluation of the current plan (setFollowsEvaluator()).
    bool isWaitingForEvaluation() const { return bool(m_afterEvaluation); }
    // No preview is being computed or waits to be (tests wait for it).
    bool isPreviewIdle() const;
    // Writes the PDF with the plan's number; a plan without one gets the number its file got on its first export, or
    // the counter's next one, and keeps it (PlanDocument::assignQuoteNumber: no undo step). Returns an empty string
    // or the error (a failed export takes no number). A plan with errors (the rule book's) is refused unless `draft`:
    // then every page says "DRAFT — this configuration has errors". Waits for the PDF (tests, callers that need the
    // file now); the window's Export uses startExport(). Refused while another export runs.
    QString exportPdf(const QString &path, bool draft = false);
    // The same export off the GUI thread: the content is built and the PDF written on a worker (only the charts are
    // drawn here, Qt Charts being GUI-thread objects), so the window keeps responding. The checks and the number are
    // taken here first; `done` gets an empty string or the error, on the GUI thread, once the number is recorded (or
    // given back). Returns false, without calling `done`, when the export is refused at once (*error says why),
    // including while another export runs. With the window's evaluator, before the evaluation of the current plan has
    // come, it returns true at once and the export starts when that evaluation does (isExporting() meanwhile); a
    // refusal then (the plan has errors and `draft` is false) goes to `done`.
    bool startExport(const QString &path, bool draft, std::function<void(const QString &error)> done,
                     QString *error = nullptr);
    bool isExporting() const { return m_exporting; }
    // Tests only: runs on the export's worker thread after the content is built (a deliberately slow step).
    void setExportDelayForTests(std::function<void()> delay) { m_exportDelay = std::move(delay); }
    int previewPageCount() const { return m_previewPages; }
    // The number of the last PDF exportPdf() wrote.
    QString lastExportedNumber() const { return m_lastExportedNumber; }
    // The line under the currency: the rates the quote's prices were converted at, with their date. It reads the
    // priced quote of the window's evaluation (or of the last preview), never prices the plan itself: the plan's
    // currency and rates are the document's, the currencies its parts are priced in the latest priced quote's; empty
    // until there is one.
    QString ratesText() const;
    // The number the preview shows and the next export prints: the plan's, else the one its file got when first
    // exported, else the counter's next one.
    QString previewNumber() const;
    // What the quote lacks before it is sent (the checklist Export PDF shows).
    QList<QuoteGap> quoteGaps() const;
    // Export PDF as its button does it (the checklist, the errors' dialog, the file dialog): File > Export Quote.
    // The PDF is written off the GUI thread (startExport); while it is, the button is disabled, the tab says so and a
    // second request is declined with a message.
    void exportClicked();

signals:
    // An export started (true) or ended (false): the window disables its own Export action meanwhile.
    void exportingChanged(bool exporting);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void buildForm(QVBoxLayout *layout);
    QWidget *buildLines();
    void updateTotals();
    void loadFromPlan();
    void edit(const QString &key, const QString &text, const std::function<void(QuoteSettings &)> &change);
    void schedulePreview();
    void renderPreview();
    void showPreview(const QuoteContent &content);
    void showPages(const QuoteContent &content, const QList<QImage> &pages);
    // The figures of the evaluation when it is of `plan`.
    std::optional<QuoteFigures> evaluatedFigures(const Plan &plan) const;
    // The rule book's findings for the document's plan: the evaluation's when it is of that plan.
    QList<Finding> currentFindings() const;
    // The evaluation shown is of the document's plan.
    bool evaluationIsCurrent() const;
    // The window's evaluation of the document's plan is still to come: an export waits for it.
    bool mustWaitForEvaluation() const;
    // Runs `next` once the evaluation of the current plan has been shown (the export button says it waits).
    void waitForEvaluation(std::function<void()> next);
    void updateExportButton();
    static QString exportBusyText();
    // Keeps the latest priced quote (of the evaluation or the preview) for the rates line and the checklist.
    void setPriced(const Plan &plan, const PricedQuote &priced);
    // The checklist; true when the user goes on with the export.
    bool checkBeforeExport();
    void fixGap(QuoteGap::Kind kind);
    void editSeller();
    void updateCurrencyLine();
    void setExporting(bool exporting);
    // The export as far as the GUI thread goes: the checks, the number, what the worker needs. Null and *error when
    // refused.
    struct ExportJob;
    std::shared_ptr<ExportJob> prepareExport(const QString &path, bool draft, QString *error);
    // Records the number (or gives it back) after the PDF is written, or not.
    QString finishExport(const ExportJob &job, const QString &writeError);
    // Builds and writes the PDF of a prepared export on the worker (isExporting() is true).
    void runExport(const std::shared_ptr<ExportJob> &job, std::function<void(const QString &error)> done);
    // An export startExport() deferred until the evaluation of the current plan came.
    void continueExport(const QString &path, bool draft, std::function<void(const QString &error)> done);

    PlanDocument *m_doc;
    std::shared_ptr<const PartCatalog> m_catalog;
    bool m_loading = false;
    QTimer m_previewTimer;
    LatestJob *m_previewJob = nullptr; // builds the preview's content off the GUI thread
    LatestJob *m_exportJob = nullptr;  // builds and writes the exported PDF off the GUI thread
    bool m_exporting = false;
    std::function<void()> m_exportDelay;
    std::optional<PlanEvaluation> m_evaluation;
    bool m_followsEvaluator = false;
    std::function<void()> m_afterEvaluation; // what waits for the evaluation of the current plan
    // The latest priced quote and the plan it prices (setPriced()).
    std::optional<PricedQuote> m_priced;
    Plan m_pricedPlan;
    int m_previewPages = 0;
    QString m_lastExportedNumber;

    QLineEdit *m_number = nullptr;
    QDateEdit *m_date = nullptr;
    QSpinBox *m_validDays = nullptr;
    QLabel *m_expiry = nullptr;
    QLineEdit *m_customerName = nullptr;
    QLineEdit *m_customerContact = nullptr;
    QLineEdit *m_customerEmail = nullptr;
    QPlainTextEdit *m_customerAddress = nullptr;
    QDoubleSpinBox *m_discount = nullptr;
    QDoubleSpinBox *m_tax = nullptr;
    QLineEdit *m_payment = nullptr;
    QLineEdit *m_delivery = nullptr;
    QLineEdit *m_warranty = nullptr;
    QPlainTextEdit *m_notes = nullptr;
    QComboBox *m_paper = nullptr;
    QLabel *m_currency = nullptr;
    QLabel *m_rates = nullptr;
    QWidget *m_pages = nullptr;
    QVBoxLayout *m_pagesLayout = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_exported = nullptr; // the last export's confirmation
    QPushButton *m_exportButton = nullptr;
    QSplitter *m_split = nullptr;
    bool m_splitSized = false;
    QuoteLinesModel *m_lines = nullptr;
    QTableView *m_linesView = nullptr;
    QLabel *m_totals = nullptr;
    QLabel *m_linesMessage = nullptr;
};

} // namespace aip
