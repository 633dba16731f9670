#include "quote/quotetab.h"

#include "analysis/latestjob.h"
#include "analysis/planfindings.h"
#include "common/fieldrange.h"
#include "common/formatting.h"
#include "currency/currencydialog.h"
#include "currency/currencyrates.h"
#include "document/plancommands.h"
#include "i18n/translation.h"
#include "quote/quotechecklist.h"
#include "quote/quotecontent.h"
#include "quote/quotelinesmodel.h"
#include "quote/quotenumber.h"
#include "quote/quoterenderer.h"
#include "quote/sellerdialog.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QUndoStack>

#include <utility>

namespace aip {

namespace {
constexpr int kPreviewDpi = 60;
constexpr int kPreviewDebounceMs = 400;
} // namespace

QuoteTab::QuoteTab(PlanDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
{
    setObjectName(QStringLiteral("quoteTab"));
    auto *outer = new QHBoxLayout(this);
    auto *formHost = new QWidget(this);
    auto *formLayout = new QVBoxLayout(formHost);
    buildForm(formLayout);
    auto *formScroll = new QScrollArea(this);
    formScroll->setWidget(formHost);
    formScroll->setWidgetResizable(true);
    formScroll->setMinimumWidth(420);
    formScroll->setMaximumWidth(520);
    outer->addWidget(formScroll);

    m_pages = new QWidget(this);
    m_pages->setObjectName(QStringLiteral("quotePreviewPages"));
    m_pagesLayout = new QVBoxLayout(m_pages);
    m_pagesLayout->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    // Until the first pages come (the content is built and the pages painted off the GUI thread: a second or more
    // for a large plan), the preview says so rather than showing an empty grey box.
    auto *waiting = new QLabel(tr("Preparing the preview…"), m_pages);
    waiting->setObjectName(QStringLiteral("quotePreviewWaiting"));
    waiting->setForegroundRole(QPalette::BrightText);
    m_pagesLayout->addWidget(waiting);
    auto *previewScroll = new QScrollArea(this);
    previewScroll->setObjectName(QStringLiteral("quotePreview"));
    previewScroll->setWidget(m_pages);
    previewScroll->setWidgetResizable(true);
    previewScroll->setBackgroundRole(QPalette::Dark);
    // The line items above the preview: the table needs the width the form column does not have.
    m_split = new QSplitter(Qt::Vertical, this);
    m_split->setObjectName(QStringLiteral("quoteSplitter"));
    m_split->addWidget(buildLines());
    m_split->addWidget(previewScroll);
    m_split->setChildrenCollapsible(false);
    outer->addWidget(m_split, 1);

    m_previewJob = new LatestJob(this);
    m_exportJob = new LatestJob(this);
    m_previewTimer.setSingleShot(true);
    m_previewTimer.setInterval(kPreviewDebounceMs);
    connect(&m_previewTimer, &QTimer::timeout, this, &QuoteTab::renderPreview);
    connect(m_doc, &PlanDocument::changed, this, [this] {
        loadFromPlan();
        m_linesMessage->clear(); // a refused discount's message is stale once the plan changed
        schedulePreview();
    });
    loadFromPlan();
}

void QuoteTab::buildForm(QVBoxLayout *layout)
{
    auto *form = new QFormLayout;
    m_number = new QLineEdit(this);
    m_number->setObjectName(QStringLiteral("quoteNumber"));
    m_date = new QDateEdit(this);
    m_date->setObjectName(QStringLiteral("quoteDate"));
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_validDays = new QSpinBox(this);
    m_validDays->setObjectName(QStringLiteral("quoteValidDays"));
    setFieldRange(m_validDays, "quote.valid_days");
    m_validDays->setSuffix(tr(" days"));
    m_expiry = new QLabel(this);
    m_customerName = new QLineEdit(this);
    m_customerName->setObjectName(QStringLiteral("quoteCustomerName"));
    m_customerContact = new QLineEdit(this);
    m_customerEmail = new QLineEdit(this);
    m_customerAddress = new QPlainTextEdit(this);
    m_customerAddress->setMaximumHeight(70);
    m_discount = new QDoubleSpinBox(this);
    m_discount->setObjectName(QStringLiteral("quoteDiscount"));
    setFieldRange(m_discount, "quote.discount_pct");
    m_discount->setSuffix(QStringLiteral(" %"));
    m_tax = new QDoubleSpinBox(this);
    m_tax->setObjectName(QStringLiteral("quoteTax"));
    setFieldRange(m_tax, "quote.tax_pct");
    m_tax->setSuffix(QStringLiteral(" %"));
    m_payment = new QLineEdit(this);
    m_delivery = new QLineEdit(this);
    m_warranty = new QLineEdit(this);
    m_notes = new QPlainTextEdit(this);
    m_notes->setMaximumHeight(80);
    m_paper = new QComboBox(this);
    m_paper->addItem(tr("A4"), QStringLiteral("a4"));
    m_paper->addItem(tr("Letter"), QStringLiteral("letter"));
    m_currency = new QLabel(this);
    m_currency->setObjectName(QStringLiteral("quoteCurrency"));
    auto *currencyButton = new QPushButton(tr("Currency and exchange rates..."), this);
    currencyButton->setObjectName(QStringLiteral("quoteCurrencyButton"));
    auto *currencyRow = new QHBoxLayout;
    currencyRow->addWidget(m_currency);
    currencyRow->addStretch();
    currencyRow->addWidget(currencyButton);
    m_rates = new QLabel(this);
    m_rates->setObjectName(QStringLiteral("quoteRates"));
    m_rates->setWordWrap(true);

    form->addRow(tr("Quote number"), m_number);
    form->addRow(tr("Date"), m_date);
    form->addRow(tr("Valid for"), m_validDays);
    form->addRow(tr("Expires"), m_expiry);
    form->addRow(tr("Customer"), m_customerName);
    form->addRow(tr("Contact"), m_customerContact);
    form->addRow(tr("E-mail"), m_customerEmail);
    form->addRow(tr("Address"), m_customerAddress);
    form->addRow(tr("Currency"), currencyRow);
    form->addRow(QString(), m_rates);
    form->addRow(tr("Quote discount"), m_discount);
    form->addRow(tr("Tax"), m_tax);
    form->addRow(tr("Payment terms"), m_payment);
    form->addRow(tr("Delivery"), m_delivery);
    form->addRow(tr("Warranty"), m_warranty);
    form->addRow(tr("Notes"), m_notes);
    form->addRow(tr("Paper"), m_paper);
    layout->addLayout(form);

    auto *buttons = new QHBoxLayout;
    auto *seller = new QPushButton(tr("Seller details..."), this);
    seller->setObjectName(QStringLiteral("quoteSellerButton"));
    m_exportButton = new QPushButton(tr("Export PDF..."), this);
    m_exportButton->setObjectName(QStringLiteral("quoteExportButton"));
    m_exportButton->setDefault(true);
    buttons->addWidget(seller);
    buttons->addStretch();
    buttons->addWidget(m_exportButton);
    layout->addLayout(buttons);
    m_exported = new QLabel(this);
    m_exported->setObjectName(QStringLiteral("quoteExported"));
    m_exported->setWordWrap(true);
    m_exported->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_exported);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    layout->addStretch();
    connect(seller, &QPushButton::clicked, this, &QuoteTab::editSeller);
    connect(currencyButton, &QPushButton::clicked, this, [this] {
        // The currencies the prices come in from the latest priced quote when it is of this plan; the dialog prices
        // the plan once itself only when there is none yet.
        if (m_priced && m_pricedPlan == m_doc->plan())
            editCurrency(m_doc, m_catalog.get(), *m_priced, this);
        else
            editCurrency(m_doc, m_catalog.get(), this);
    });
    connect(m_exportButton, &QPushButton::clicked, this, &QuoteTab::exportClicked);

    auto text = [this](QLineEdit *e, const QString &key, const QString &label, QString QuoteSettings::*field) {
        connect(e, &QLineEdit::textEdited, this, [this, key, label, field](const QString &v) {
            edit(key, label, [v, field](QuoteSettings &q) { q.*field = v; });
        });
    };
    text(m_number, QStringLiteral("number"), tr("Edit quote number"), &QuoteSettings::number);
    text(m_payment, QStringLiteral("payment"), tr("Edit payment terms"), &QuoteSettings::paymentTerms);
    text(m_delivery, QStringLiteral("delivery"), tr("Edit delivery terms"), &QuoteSettings::delivery);
    text(m_warranty, QStringLiteral("warranty"), tr("Edit warranty"), &QuoteSettings::warranty);
    auto party = [this](QLineEdit *e, const QString &key, QString Party::*field) {
        connect(e, &QLineEdit::textEdited, this, [this, key, field](const QString &v) {
            edit(key, tr("Edit customer"), [v, field](QuoteSettings &q) { q.customer.*field = v; });
        });
    };
    party(m_customerName, QStringLiteral("customer.name"), &Party::name);
    party(m_customerContact, QStringLiteral("customer.contact"), &Party::contact);
    party(m_customerEmail, QStringLiteral("customer.email"), &Party::email);
    connect(m_customerAddress, &QPlainTextEdit::textChanged, this, [this] {
        const QString v = m_customerAddress->toPlainText();
        edit(QStringLiteral("customer.address"), tr("Edit customer"),
             [v](QuoteSettings &q) { q.customer.address = v; });
    });
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this] {
        const QString v = m_notes->toPlainText();
        edit(QStringLiteral("notes"), tr("Edit quote notes"), [v](QuoteSettings &q) { q.notes = v; });
    });
    connect(m_date, &QDateEdit::dateChanged, this, [this](const QDate &d) {
        edit(QStringLiteral("date"), tr("Change quote date"),
             [d](QuoteSettings &q) { q.date = d.toString(Qt::ISODate); });
    });
    connect(m_validDays, &QSpinBox::valueChanged, this, [this](int days) {
        edit(QStringLiteral("valid"), tr("Change validity"), [days](QuoteSettings &q) { q.validDays = days; });
    });
    connect(m_discount, &QDoubleSpinBox::valueChanged, this, [this](double pct) {
        edit(QStringLiteral("discount"), tr("Change discount"), [pct](QuoteSettings &q) { q.discountPct = pct; });
    });
    connect(m_tax, &QDoubleSpinBox::valueChanged, this, [this](double pct) {
        edit(QStringLiteral("tax"), tr("Change tax"), [pct](QuoteSettings &q) { q.taxPct = pct; });
    });
    connect(m_paper, &QComboBox::currentIndexChanged, this, [this](int) {
        const QString paper = m_paper->currentData().toString();
        edit(QStringLiteral("paper"), tr("Change paper size"), [paper](QuoteSettings &q) { q.paper = paper; });
    });
}

QWidget *QuoteTab::buildLines()
{
    auto *host = new QWidget(this);
    auto *layout = new QVBoxLayout(host);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *title = new QLabel(QStringLiteral("<b>%1</b> — %2")
                                 .arg(tr("Line items"),
                                      tr("double-click a discount to change it (0 to 100%, empty: none); it applies "
                                         "to every line of that SKU")),
                             host);
    title->setWordWrap(true);
    layout->addWidget(title);

    m_lines = new QuoteLinesModel(m_doc, this);
    m_linesView = new QTableView(host);
    m_linesView->setObjectName(QStringLiteral("quoteLines"));
    m_linesView->setModel(m_lines);
    m_linesView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_linesView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_linesView->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                                 | QAbstractItemView::AnyKeyPressed | QAbstractItemView::SelectedClicked);
    m_linesView->setAlternatingRowColors(true);
    m_linesView->verticalHeader()->hide();
    m_linesView->setWordWrap(false);
    // A cut description keeps both ends ("NVIDIA GeFo…5090 32GB (estimate)"); the tooltip says it whole.
    m_linesView->setTextElideMode(Qt::ElideMiddle);
    QHeaderView *header = m_linesView->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(QuoteLinesModel::Description, QHeaderView::Stretch);
    layout->addWidget(m_linesView, 1);
    // Each group's heading spans the table, as in the PDF; the model says which rows are headings.
    auto spanHeadings = [this] {
        m_linesView->clearSpans();
        for (int r = 0; r < m_lines->rowCount(); ++r) {
            if (m_lines->isHeading(r))
                m_linesView->setSpan(r, 0, 1, QuoteLinesModel::ColumnCount);
        }
    };
    connect(m_lines, &QAbstractItemModel::modelReset, m_linesView, spanHeadings);
    spanHeadings();

    m_totals = new QLabel(host);
    m_totals->setObjectName(QStringLiteral("quoteTotals"));
    m_totals->setAlignment(Qt::AlignRight);
    m_totals->setTextFormat(Qt::RichText);
    m_totals->setWordWrap(true);
    m_totals->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_totals);
    m_linesMessage = new QLabel(host);
    m_linesMessage->setObjectName(QStringLiteral("quoteLinesMessage"));
    m_linesMessage->setWordWrap(true);
    m_linesMessage->setStyleSheet(QStringLiteral("color: #a00000;"));
    layout->addWidget(m_linesMessage);

    connect(m_lines, &QuoteLinesModel::editRefused, m_linesMessage, &QLabel::setText);
    connect(m_lines, &QAbstractItemModel::modelReset, this, &QuoteTab::updateTotals);
    connect(m_lines, &QAbstractItemModel::dataChanged, this, &QuoteTab::updateTotals);
    updateTotals();
    return host;
}

void QuoteTab::updateTotals()
{
    const PricedQuote &q = m_lines->priced();
    if (m_lines->isPreparing()) { // the window's evaluation prices the lines; until its first result, as the preview
        m_totals->setText(tr("Preparing the line items…"));
        return;
    }
    if (q.lines.isEmpty()) {
        m_totals->clear();
        return;
    }
    const QLocale locale;
    auto money = [&locale](double v) { return fmt::amount(v, locale); };
    QStringList parts;
    parts.append(tr("Subtotal %1").arg(money(q.subtotal)));
    if (q.discount > 0)
        parts.append(tr("quote discount %1%: −%2").arg(locale.toString(q.discountPct, 'g', 6), money(q.discount)));
    if (q.tax > 0)
        parts.append(tr("tax %1%: %2").arg(locale.toString(q.taxPct, 'g', 6), money(q.tax)));
    parts.append(QStringLiteral("<b>%1</b>").arg(tr("Total %1 %2").arg(q.currency.toHtmlEscaped(), money(q.total))));
    m_totals->setText(parts.join(QStringLiteral(" · ")));
}

void QuoteTab::edit(const QString &key, const QString &text, const std::function<void(QuoteSettings &)> &change)
{
    if (m_loading)
        return;
    Plan plan = m_doc->plan();
    change(plan.quote);
    plan.hasQuote = true;
    m_doc->undoStack()->push(
        new EditPlanCommand(m_doc, plan, PlanDocument::Change::Quote, text, QStringLiteral("quote.") + key));
}

void QuoteTab::loadFromPlan()
{
    m_loading = true;
    const QuoteSettings &q = m_doc->plan().quote;
    auto setText = [](QLineEdit *e, const QString &v) {
        if (e->text() != v)
            e->setText(v);
    };
    auto setPlain = [](QPlainTextEdit *e, const QString &v) {
        if (e->toPlainText() != v)
            e->setPlainText(v);
    };
    setText(m_number, q.number);
    m_number->setPlaceholderText(tr("automatic: %1").arg(previewNumber()));
    const QDate given = QDate::fromString(q.date, Qt::ISODate);
    const QDate date = given.isValid() ? given : QDate::currentDate();
    m_date->setDate(date);
    m_validDays->setValue(q.validDays);
    m_expiry->setText(currency::longDate(date.addDays(q.validDays), QLocale()));
    setText(m_customerName, q.customer.name);
    setText(m_customerContact, q.customer.contact);
    setText(m_customerEmail, q.customer.email);
    setPlain(m_customerAddress, q.customer.address);
    m_discount->setValue(q.discountPct);
    m_tax->setValue(q.taxPct);
    setText(m_payment, q.paymentTerms);
    setText(m_delivery, q.delivery);
    setText(m_warranty, q.warranty);
    setPlain(m_notes, q.notes);
    m_paper->setCurrentIndex(q.paper == QLatin1String("letter") ? 1 : 0);
    m_loading = false;
    updateCurrencyLine();
}

QString QuoteTab::ratesText() const
{
    const Plan &plan = m_doc->plan();
    if (!m_catalog || !m_priced || m_priced->lines.isEmpty())
        return {};
    // The currencies the parts are priced in from the latest priced quote, converted into the plan's currency now.
    PricedQuote priced = *m_priced;
    priced.currency = plan.currency.isEmpty() ? QStringLiteral("USD") : plan.currency;
    const QStringList converted = currency::convertedCurrencies(priced);
    if (converted.isEmpty())
        return tr("No conversion: the catalog prices are in %1.").arg(priced.currency);
    const QLocale locale;
    QStringList parts;
    const QString list = currency::rateList(converted, plan, locale);
    if (!list.isEmpty()) {
        const QDate date = QDate::fromString(plan.exchangeRatesDate, Qt::ISODate);
        parts.append(date.isValid()
                         ? tr("Prices converted at %1 (rates of %2).").arg(list, currency::longDate(date, locale))
                         : tr("Prices converted at %1 (the rates have no date).").arg(list));
    }
    QStringList missing;
    for (const QString &code : converted) {
        if (!(plan.exchangeRates.value(code, 0.0) > 0))
            missing.append(code);
    }
    if (!missing.isEmpty())
        parts.append(tr("No exchange rate for %1: parts priced in it count as 0 in this quote.")
                         .arg(missing.join(QStringLiteral(", "))));
    return parts.join(QLatin1Char(' '));
}

void QuoteTab::updateCurrencyLine()
{
    const Plan &plan = m_doc->plan();
    m_currency->setText(plan.currency.isEmpty() ? QStringLiteral("USD") : plan.currency);
    m_rates->setText(ratesText());
}

void QuoteTab::setPriced(const Plan &plan, const PricedQuote &priced)
{
    m_pricedPlan = plan;
    m_priced = priced;
    updateCurrencyLine();
}

void QuoteTab::setCatalog(std::shared_ptr<const PartCatalog> catalog)
{
    m_catalog = std::move(catalog);
    m_priced.reset(); // priced from the previous catalog
    m_lines->setCatalog(m_catalog);
    updateCurrencyLine();
    schedulePreview();
}

void QuoteTab::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_splitSized && m_split->height() > 0) {
        // Once, when the tab first has its size: the line items get 40%, the preview the rest (left to the table's
        // size hint, the preview would get a sliver).
        m_splitSized = true;
        const int h = m_split->height();
        m_split->setSizes({h * 2 / 5, h - h * 2 / 5});
    }
    // The first time the tab is seen there is nothing to keep on screen while the plan settles: render at once
    // rather than after the debounce meant for typing.
    if (m_previewPages == 0 && isVisible() && !m_previewTimer.isActive() && m_previewJob->isIdle())
        renderPreview();
    else
        schedulePreview();
}

void QuoteTab::schedulePreview()
{
    if (isVisible())
        m_previewTimer.start();
}

void QuoteTab::showEvaluation(const PlanEvaluation &evaluation)
{
    m_evaluation = evaluation;
    setPriced(evaluation.plan, evaluation.quote);
    m_lines->showEvaluation(evaluation); // the line items: the evaluation's priced quote, not priced again here
    schedulePreview();
    if (m_afterEvaluation && evaluationIsCurrent()) {
        // An export waited for this evaluation: it goes on once this signal is handled (it may open dialogs).
        QTimer::singleShot(0, this, std::exchange(m_afterEvaluation, {}));
        updateExportButton();
    }
}

bool QuoteTab::evaluationIsCurrent() const
{
    return m_evaluation && m_evaluation->plan == m_doc->plan();
}

bool QuoteTab::mustWaitForEvaluation() const
{
    return m_followsEvaluator && m_catalog && !evaluationIsCurrent();
}

void QuoteTab::waitForEvaluation(std::function<void()> next)
{
    m_afterEvaluation = std::move(next);
    updateExportButton();
}

void QuoteTab::updateExportButton()
{
    const bool waiting = bool(m_afterEvaluation);
    m_exportButton->setEnabled(!m_exporting && !waiting);
    m_exportButton->setText(waiting ? tr("Waiting for the evaluation…") : tr("Export PDF..."));
    m_exportButton->setToolTip(waiting ? tr("The export goes on when the figures of the edited plan are computed.")
                                       : QString());
}

bool QuoteTab::isPreviewIdle() const
{
    return !m_previewTimer.isActive() && m_previewJob->isIdle();
}

std::optional<QuoteFigures> QuoteTab::evaluatedFigures(const Plan &plan) const
{
    if (!m_evaluation || !(m_evaluation->plan == plan))
        return std::nullopt;
    return QuoteBuilder::figuresOf(*m_evaluation);
}

QList<Finding> QuoteTab::currentFindings() const
{
    // The window's evaluation has them when it is of this plan (a window's export waits for it:
    // mustWaitForEvaluation()); a tab on its own, or exportPdf() called right after an edit, asks the rule book.
    if (evaluationIsCurrent())
        return m_evaluation->ruleFindings;
    return planFindings(m_doc->plan(), *m_catalog);
}

void QuoteTab::renderPreview()
{
    if (!m_catalog)
        return;
    const Plan plan = m_doc->plan();
    const std::optional<QuoteFigures> figures = evaluatedFigures(plan);
    // The window's evaluation of this plan is on its way: showEvaluation() schedules the preview again.
    if (m_evaluation && !figures)
        return;
    const QDate today = QDate::currentDate();
    const QString language = resolveLanguage(languageSetting());
    const QString number = previewNumber();
    const SellerInfo seller = sellerFromSettings();
    // The content (prices, and the models' figures when there is no evaluation to take them from) is computed off
    // the GUI thread; only the pages are painted here (the TCO chart is a QChart, a GUI-thread object).
    m_previewJob->request(
        [this, plan, catalog = m_catalog, figures, today, language, number, seller]() -> std::function<void()> {
            const QuoteContent content
                = QuoteBuilder::build(plan, *catalog, language, today, number, seller, figures ? &*figures : nullptr);
            return [this, content] { showPreview(content); };
        });
}

void QuoteTab::showPreview(const QuoteContent &content)
{
    // Issue 16: only the charts are drawn here (Qt Charts live on the GUI thread), as SVG; the pages are laid out and
    // painted on the worker, which hands back images.
    const QPageSize pageSize = QuoteRenderer::pageSizeFor(content.plan.quote);
    QuoteChartDrawings drawings = QuoteRenderer::drawCharts(content, pageSize);
    m_previewJob->request([this, content, pageSize, drawings = std::move(drawings)]() -> std::function<void()> {
        QuoteRenderer renderer(content, pageSize);
        renderer.setChartDrawings(drawings);
        QList<QImage> pages;
        for (int page = 0; page < renderer.pageCount(); ++page) {
            // Painted at twice the preview's resolution and scaled down smoothly: painted directly at 60 dpi, the
            // Chinese font's synthetic bold (WenQuanYi has no bold face) smeared headings into blots.
            const QImage image = renderer.pageImage(page, 2 * kPreviewDpi);
            pages.append(image.scaled(image.size() / 2, Qt::IgnoreAspectRatio, Qt::SmoothTransformation));
        }
        return [this, content, pages] { showPages(content, pages); };
    });
}

void QuoteTab::showPages(const QuoteContent &content, const QList<QImage> &pages)
{
    while (QLayoutItem *item = m_pagesLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_previewPages = int(pages.size());
    for (int page = 0; page < m_previewPages; ++page) {
        auto *label = new QLabel(m_pages);
        label->setObjectName(QStringLiteral("quotePreviewPage%1").arg(page + 1));
        label->setPixmap(QPixmap::fromImage(pages.at(page)));
        label->setFrameShape(QFrame::Box);
        m_pagesLayout->addWidget(label);
    }
    const PricedQuote &priced = content.priced;
    setPriced(content.plan, priced);
    QStringList status;
    if (priced.ok())
        status.append((m_previewPages == 1 ? tr("%1 page; total %2 %3") : tr("%1 pages; total %2 %3"))
                          .arg(QString::number(m_previewPages), priced.currency, fmt::amount(priced.total)));
    if (!priced.unknownSkus.isEmpty())
        status.append(tr("Some parts are not in the catalog and are not priced: %1")
                          .arg(priced.unknownSkus.join(QStringLiteral(", "))));
    status.append(priced.problems); // e.g. a price in a currency the plan has no exchange rate for
    m_status->setText(status.join(QLatin1Char('\n')));
}

QString QuoteTab::previewNumber() const
{
    const QString own = m_doc->plan().quote.number;
    if (!own.isEmpty())
        return own;
    const QString recorded = recordedQuoteNumber(m_doc->filePath());
    return recorded.isEmpty() ? peekNextQuoteNumber(QDate::currentDate()) : recorded;
}

QList<QuoteGap> QuoteTab::quoteGaps() const
{
    if (!m_catalog)
        return {};
    // The evaluation's (or the preview's) priced quote. A window's export waits for the evaluation of the plan before
    // its checklist, and the checklist's fixes (the customer, the date) change no line, so the window's tab takes the
    // latest and never prices here; a tab on its own prices the plan when it has no priced quote of it yet.
    const Plan &plan = m_doc->plan();
    PricedQuote priced;
    if (m_priced && (m_followsEvaluator || m_pricedPlan == plan))
        priced = *m_priced;
    else if (!m_followsEvaluator)
        priced = priceQuote(plan, *m_catalog);
    return QuoteChecklist::gaps(plan, sellerFromSettings(), priced, QDate::currentDate());
}

bool QuoteTab::checkBeforeExport()
{
    if (quoteGaps().isEmpty())
        return true;
    QuoteChecklistDialog dialog([this] { return quoteGaps(); }, [this](QuoteGap::Kind kind) { fixGap(kind); }, this);
    return dialog.exec() == QDialog::Accepted;
}

void QuoteTab::fixGap(QuoteGap::Kind kind)
{
    switch (kind) {
    case QuoteGap::Kind::Seller: editSeller(); break;
    case QuoteGap::Kind::Customer: {
        bool ok = false;
        const QString name = QInputDialog::getText(this, tr("Customer"), tr("The customer's name:"), QLineEdit::Normal,
                                                   m_doc->plan().quote.customer.name, &ok)
                                 .trimmed();
        if (ok && !name.isEmpty())
            edit(QStringLiteral("customer.name"), tr("Edit customer"),
                 [name](QuoteSettings &q) { q.customer.name = name; });
        break;
    }
    case QuoteGap::Kind::Validity: {
        const QString today = QDate::currentDate().toString(Qt::ISODate);
        edit(QStringLiteral("date"), tr("Change quote date"), [today](QuoteSettings &q) { q.date = today; });
        break;
    }
    case QuoteGap::Kind::ReferencePrices: break; // outside the program: the seller's price list
    }
}

void QuoteTab::editSeller()
{
    SellerDialog dialog(sellerFromSettings(), this);
    if (dialog.exec() == QDialog::Accepted) {
        saveSellerSettings(dialog.seller());
        schedulePreview();
    }
}

} // namespace aip
