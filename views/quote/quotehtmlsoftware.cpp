// The quote's software stack section (issue 21, item 1): the stack the plan states, field by field from the plan's
// field table, and the minimum versions each GPU of the configuration needs (model/rules/softwarerules.h). A plan
// without a stack gets the GPUs' requirements as the recommendation.
#include "plan/softwarefields.h"
#include "quote/quotehtml.h"
#include "text/cleantext.h"

namespace aip {

namespace {

// User text without control characters or bidi overrides, escaped (as the other sections print it).
QString esc(const QString &s)
{
    return text::clean(s.left(6000)).toHtmlEscaped();
}

QString heading(const QString &text)
{
    return QStringLiteral("<h3 style=\"color:#1f3b57; margin-top:10px; margin-bottom:3px;\">%1</h3>").arg(text);
}

} // namespace

QString QuoteHtml::softwareStack() const
{
    if (m_c.stackNeeds.isEmpty() && !m_c.plan.software)
        return {};
    QString html = heading(tr("Software stack"));
    auto row = [](const QString &k, const QString &v) {
        return QStringLiteral(
                   "<tr><td style=\"padding:2px;\" width=\"40%\">%1</td><td style=\"padding:2px;\">%2</td></tr>")
            .arg(k, v);
    };
    html += QStringLiteral("<table width=\"100%\" cellspacing=\"0\">");
    if (m_c.plan.software) {
        for (const planfields::SoftwareField &f : planfields::softwareFields()) {
            const QString value = (*m_c.plan.software).*f.member;
            if (!value.trimmed().isEmpty())
                html += row(esc(planfields::softwareLabel(f)), esc(value));
        }
    }
    for (const rules::StackNeed &n : m_c.stackNeeds)
        html += row(tr("%1 needs").arg(esc(n.gpu)), esc(QLocale().createSeparatedList(n.needs)));
    html += QStringLiteral("</table><p><small>%1</small></p>")
                .arg(m_c.plan.software
                         ? tr("The stack as planned, checked against the GPUs' requirements (NVIDIA CUDA Toolkit "
                              "release notes, PyTorch's compatibility matrix).")
                         : tr("Recommended: the minimum versions the GPUs need (NVIDIA CUDA Toolkit release notes, "
                              "PyTorch's compatibility matrix); newer releases of the same series also work."));
    return html;
}

} // namespace aip
