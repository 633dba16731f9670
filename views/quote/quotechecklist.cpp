#include "quote/quotechecklist.h"

#include "quote/quotepricing.h"
#include "text/cleantext.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace aip {

namespace {

constexpr int kMaxFileNameChars = 120;
constexpr int kMaxSkusListed = 6;

// A name for a file: characters that Windows, macOS or Linux refuse (or that read as a path) become "-", runs of
// spaces and dashes fold, and the result is cut to `maxChars`.
QString safeFileStem(const QString &text, int maxChars)
{
    QString s = text::cleanLine(text);
    static const QRegularExpression bad(QStringLiteral("[/\\\\:*?\"<>|\\x00-\\x1f]"));
    s.replace(bad, QStringLiteral("-"));
    static const QRegularExpression spaces(QStringLiteral("\\s+"));
    s.replace(spaces, QStringLiteral(" "));
    s = s.trimmed();
    while (s.startsWith(QLatin1Char('.')) || s.startsWith(QLatin1Char('-')))
        s.remove(0, 1); // no hidden file, no option-looking name
    if (s.size() > maxChars)
        s = s.left(maxChars).trimmed();
    return s;
}

} // namespace

Party QuoteChecklist::effectiveSeller(const Plan &plan, const SellerInfo &fromSettings)
{
    return plan.quote.seller ? *plan.quote.seller : fromSettings.party;
}

QList<QuoteGap> QuoteChecklist::gaps(const Plan &plan, const SellerInfo &seller, const PricedQuote &priced,
                                     const QDate &today)
{
    QList<QuoteGap> out;
    if (!text::hasVisibleCharacter(effectiveSeller(plan, seller).name))
        out.append({QuoteGap::Kind::Seller,
                    tr("No seller: the quote would not say who offers it. Set your company's name, address and "
                       "contact."),
                    tr("Seller details...")});
    if (!text::hasVisibleCharacter(plan.quote.customer.name))
        out.append({QuoteGap::Kind::Customer, tr("No customer: the quote would not say whom it is for."),
                    tr("Name the customer...")});
    const QDate given = QDate::fromString(plan.quote.date, Qt::ISODate);
    const QDate date = given.isValid() ? given : today;
    if (date.addDays(plan.quote.validDays) < today)
        out.append({QuoteGap::Kind::Validity,
                    tr("The quote dated %1 expired on %2: the client would receive a quote that is no longer "
                       "valid.")
                        .arg(date.toString(Qt::ISODate), date.addDays(plan.quote.validDays).toString(Qt::ISODate)),
                    tr("Date it today")});
    const QStringList estimates = referenceEstimateSkus(priced);
    if (!estimates.isEmpty()) {
        QStringList listed = estimates.mid(0, kMaxSkusListed);
        if (estimates.size() > kMaxSkusListed)
            listed.append(tr("%1 more").arg(estimates.size() - kMaxSkusListed));
        out.append({QuoteGap::Kind::ReferencePrices,
                    (estimates.size() == 1
                         ? tr("%2 line is priced from the catalog's reference estimates, not from your price list: "
                              "%1. The PDF shows it to the client as your price. Import your price list "
                              "(aiplanner-cli catalog import FILE.csv, then File > Reload Catalog) to replace it.")
                         : tr("%2 lines are priced from the catalog's reference estimates, not from your price list: "
                              "%1. The PDF shows them to the client as your prices. Import your price list "
                              "(aiplanner-cli catalog import FILE.csv, then File > Reload Catalog) to replace them."))
                        .arg(listed.join(QStringLiteral(", ")), QString::number(estimates.size())),
                    {}});
    }
    return out;
}

QString quoteFileName(const QString &planName, const QString &number)
{
    const QString name = safeFileStem(planName, kMaxFileNameChars);
    const QString num = safeFileStem(number, 40);
    QString stem = name.isEmpty() ? num : num.isEmpty() ? name : name + QStringLiteral(" - ") + num;
    if (stem.isEmpty())
        stem = QStringLiteral("quote");
    return stem.left(kMaxFileNameChars + 45) + QStringLiteral(".pdf");
}

QString planFileName(const QString &planName)
{
    const QString name = safeFileStem(planName, kMaxFileNameChars);
    return (name.isEmpty() ? QStringLiteral("plan") : name) + QStringLiteral(".aiplan");
}

QuoteChecklistDialog::QuoteChecklistDialog(std::function<QList<QuoteGap>()> recompute,
                                           std::function<void(QuoteGap::Kind)> fixGap, QWidget *parent)
    : QDialog(parent)
    , m_recompute(std::move(recompute))
    , m_fixGap(std::move(fixGap))
{
    setObjectName(QStringLiteral("quoteChecklist"));
    setWindowTitle(tr("Before the quote is sent"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("The PDF goes to the client as it is. It still lacks:"), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_rows = new QWidget(this);
    m_rowsLayout = new QVBoxLayout(m_rows);
    m_rowsLayout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_rows);
    auto *buttons = new QDialogButtonBox(this);
    m_export = buttons->addButton(tr("Export anyway"), QDialogButtonBox::AcceptRole);
    m_export->setObjectName(QStringLiteral("quoteChecklistExport"));
    buttons->addButton(QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    refresh();
    setMinimumWidth(520);
}

void QuoteChecklistDialog::refresh()
{
    // Later, not now: refresh() runs inside a fix button's clicked signal.
    auto dispose = [](QWidget *w) {
        if (w) {
            w->hide();
            w->setObjectName(QString());
            w->deleteLater();
        }
    };
    m_gaps = m_recompute();
    while (QLayoutItem *item = m_rowsLayout->takeAt(0)) {
        if (QLayout *inner = item->layout()) {
            while (QLayoutItem *child = inner->takeAt(0)) {
                dispose(child->widget());
                delete child;
            }
        }
        dispose(item->widget());
        delete item;
    }
    if (m_gaps.isEmpty()) {
        auto *done = new QLabel(tr("Nothing is missing any more."), m_rows);
        m_rowsLayout->addWidget(done);
        m_export->setText(tr("Export"));
        return;
    }
    for (const QuoteGap &gap : std::as_const(m_gaps)) {
        auto *row = new QHBoxLayout;
        auto *label = new QLabel(QStringLiteral("• ") + gap.text, m_rows);
        label->setWordWrap(true);
        row->addWidget(label, 1);
        if (!gap.fix.isEmpty()) {
            auto *fix = new QPushButton(gap.fix, m_rows);
            fix->setObjectName(QStringLiteral("quoteChecklistFix%1").arg(int(gap.kind)));
            const QuoteGap::Kind kind = gap.kind;
            connect(fix, &QPushButton::clicked, this, [this, kind] {
                m_fixGap(kind);
                refresh();
            });
            row->addWidget(fix, 0, Qt::AlignTop);
        }
        m_rowsLayout->addLayout(row);
    }
    m_export->setText(tr("Export anyway"));
}

} // namespace aip
