#include "software/softwaredialog.h"

#include "document/plancommands.h"
#include "document/plandocument.h"
#include "hardware/partcatalog.h"
#include "hardware/serverconfig.h"
#include "plan/softwarefields.h"
#include "rules/finding.h"
#include "rules/softwarerules.h"
#include "software/softwarecompat.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace aip {

namespace {

bool isEmpty(const Software &sw)
{
    for (const planfields::SoftwareField &f : planfields::softwareFields()) {
        if (!(sw.*f.member).trimmed().isEmpty())
            return false;
    }
    return true;
}

QString ncclText(const software::Version &v)
{
    return QStringLiteral("%1.%2.%3").arg(v.major).arg(v.minor).arg(v.patch);
}

QString colourFor(Severity s)
{
    switch (s) {
    case Severity::Error: return QStringLiteral("#b00020");
    case Severity::Warning: return QStringLiteral("#8a5a00");
    case Severity::Info: break;
    }
    return QStringLiteral("#404040");
}

} // namespace

SoftwareDialog::SoftwareDialog(PlanDocument *doc, std::shared_ptr<const PartCatalog> catalog, QWidget *parent)
    : QDialog(parent)
    , m_doc(doc)
    , m_catalog(std::move(catalog))
    , m_needs(new QLabel(this))
    , m_findings(new QLabel(this))
    , m_fix(new QPushButton(tr("Apply Smallest Fix"), this))
{
    setObjectName(QStringLiteral("softwareDialog"));
    setWindowTitle(tr("Software Stack"));

    auto *intro = new QLabel(tr("The software the servers run. It is checked against what the plan's GPUs need "
                                "(vendor support matrices and release notes); leave a field empty when it does not "
                                "matter."),
                             this);
    intro->setWordWrap(true);

    auto *form = new QFormLayout;
    for (const planfields::SoftwareField &f : planfields::softwareFields()) {
        auto *edit = new QLineEdit(this);
        edit->setObjectName(QStringLiteral("software_%1").arg(QLatin1String(f.key)));
        edit->setPlaceholderText(tr("e.g. %1").arg(QLatin1String(f.example)));
        edit->setClearButtonEnabled(true);
        form->addRow(tr("%1:").arg(planfields::softwareLabel(f)), edit);
        m_fields.append(edit);
        const QString key = QString::fromLatin1(f.key);
        const QString label = planfields::softwareLabel(f);
        QString Software::*member = f.member;
        connect(edit, &QLineEdit::editingFinished, this, [this, edit, member, key, label] {
            Software sw = m_doc->plan().software.value_or(Software{});
            sw.*member = edit->text().trimmed();
            apply(sw, tr("Set %1").arg(label), QStringLiteral("software.") + key);
        });
    }

    for (QLabel *l : {m_needs, m_findings}) {
        l->setWordWrap(true);
        l->setTextFormat(Qt::RichText);
        l->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_needs->setObjectName(QStringLiteral("softwareNeeds"));
    m_findings->setObjectName(QStringLiteral("softwareFindings"));
    m_fix->setObjectName(QStringLiteral("softwareFix"));
    m_fix->setToolTip(tr("Sets CUDA, the driver, PyTorch, cuDNN and NCCL to the smallest versions that run every GPU "
                         "of the plan, keeping what already works"));
    connect(m_fix, &QPushButton::clicked, this, &SoftwareDialog::applyFix);
    auto *clear = new QPushButton(tr("Clear Stack"), this);
    clear->setObjectName(QStringLiteral("softwareClear"));
    clear->setToolTip(tr("Removes the plan's software section: nothing is checked"));
    connect(clear, &QPushButton::clicked, this, [this] { apply(Software{}, tr("Clear software stack"), {}); });

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_fix);
    buttons->addWidget(clear);
    buttons->addStretch(1);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::close);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_needs);
    layout->addWidget(m_findings, 1);
    layout->addWidget(close);

    load();
    // Undo, redo and other edits of the plan (a GPU swapped on the canvas) while the dialog is open.
    connect(m_doc, &PlanDocument::changed, this, [this] { load(); });
    resize(640, 560);
}

QLineEdit *SoftwareDialog::field(const char *key) const
{
    const QList<planfields::SoftwareField> &fields = planfields::softwareFields();
    for (qsizetype i = 0; i < fields.size() && i < m_fields.size(); ++i) {
        if (qstrcmp(fields[i].key, key) == 0)
            return m_fields[i];
    }
    return nullptr;
}

void SoftwareDialog::load()
{
    const Software sw = m_doc->plan().software.value_or(Software{});
    const QList<planfields::SoftwareField> &fields = planfields::softwareFields();
    for (qsizetype i = 0; i < fields.size() && i < m_fields.size(); ++i) {
        const QSignalBlocker block(m_fields[i]);
        if (m_fields[i]->text() != sw.*fields[i].member)
            m_fields[i]->setText(sw.*fields[i].member);
    }
    updateChecks();
}

void SoftwareDialog::apply(const Software &sw, const QString &what, const QString &mergeKey)
{
    Plan after = m_doc->plan();
    if (isEmpty(sw))
        after.software.reset();
    else
        after.software = sw;
    auto *cmd = new EditPlanCommand(m_doc, after, PlanDocument::Change::Quote, what, mergeKey);
    if (!cmd->isValid()) { // nothing changed: no undo step
        delete cmd;
        return;
    }
    m_doc->undoStack()->push(cmd);
}

void SoftwareDialog::applyFix()
{
    if (!m_catalog)
        return;
    const Plan plan = m_doc->plan(); // the resolved servers point into it: it outlives them
    const QList<ResolvedServer> servers = resolveServers(plan, *m_catalog);
    QList<const software::Architecture *> archs;
    for (const ResolvedServer &s : servers) {
        for (const ResolvedPart &rp : s.of(PartCategory::Gpu)) {
            const software::Architecture *a = software::architecture(rules::gpuArchitecture(*rp.part));
            if (a && a->cuda && !archs.contains(a))
                archs.append(a);
        }
    }
    if (archs.isEmpty())
        return;
    Software sw = plan.software.value_or(Software{});
    const bool pytorch = sw.framework.trimmed().isEmpty()
        || sw.framework.trimmed().compare(QLatin1String("pytorch"), Qt::CaseInsensitive) == 0;
    // An unstated PyTorch version counts as the oldest, so the fix names the first release that runs the GPUs.
    std::optional<software::Version> torch;
    if (pytorch)
        torch = software::parseVersion(sw.frameworkVersion).value_or(software::Version{});
    const std::optional<software::StackFix> fix
        = software::smallestFix(archs, software::parseVersion(sw.cuda), software::parseVersion(sw.driver), torch,
                                software::parseVersion(sw.cudnn));
    if (fix) {
        const software::Version none{};
        if (fix->cuda != none && (fix->changesCuda || sw.cuda.trimmed().isEmpty()))
            sw.cuda = fix->cuda.text();
        if (fix->driver != none && (fix->changesDriver || sw.driver.trimmed().isEmpty()))
            sw.driver = fix->driver.text(3);
        if (pytorch && fix->pytorch != none && fix->changesPytorch) {
            sw.framework = QStringLiteral("pytorch");
            sw.frameworkVersion = fix->pytorch.text();
        }
        if (fix->cudnn != none && fix->changesCudnn)
            sw.cudnn = fix->cudnn.text();
    }
    // NCCL: the newest of the architectures' first supporting releases, when the plan's is older.
    std::optional<software::Version> nccl;
    for (const software::Architecture *a : archs) {
        if (const std::optional<software::NcclSupport> need = software::minNccl(*a);
            need && (!nccl || *nccl < need->version))
            nccl = need->version;
    }
    const std::optional<software::Version> planNccl = software::parseVersion(sw.nccl);
    if (nccl && planNccl && *planNccl < *nccl)
        sw.nccl = ncclText(*nccl);
    apply(sw, tr("Apply the smallest software fix"), {});
}

void SoftwareDialog::updateChecks()
{
    if (!m_catalog) {
        m_needs->setText(tr("No catalog is loaded: the stack cannot be checked."));
        m_findings->clear();
        m_fix->setEnabled(false);
        return;
    }
    const Plan plan = m_doc->plan(); // the resolved servers point into it: it outlives them
    const QList<ResolvedServer> servers = resolveServers(plan, *m_catalog);
    QStringList needs;
    for (const rules::StackNeed &n : rules::stackNeeds(servers))
        needs << QStringLiteral("<b>%1</b>: %2")
                     .arg(n.gpu.toHtmlEscaped(), n.needs.join(QStringLiteral(", ")).toHtmlEscaped());
    m_needs->setText(needs.isEmpty() ? tr("The plan has no GPU yet.")
                                     : tr("What the plan's GPUs need:") + QStringLiteral("<br>")
                             + needs.join(QStringLiteral("<br>")));
    QList<Finding> findings;
    rules::checkSoftware(plan, servers, findings);
    // The findings as a list: one bullet each, its severity in words before it (the colour alone does not say it),
    // a little space between items so a finding of two lines reads as one.
    QString items;
    bool fixable = false;
    for (const Finding &f : findings) {
        QString severity = severityLabel(f.severity);
        if (!severity.isEmpty())
            severity[0] = severity.at(0).toUpper(); // "Warning: …" (Chinese has no case)
        items += QStringLiteral("<li style='margin-bottom:4px;'><span style='color:%1'><b>%2:</b> %3</span></li>")
                     .arg(colourFor(f.severity), severity.toHtmlEscaped(), f.message.toHtmlEscaped());
        fixable = fixable || f.severity != Severity::Info;
    }
    if (!plan.software)
        m_findings->setText(tr("No stack is stated: nothing is checked."));
    else
        m_findings->setText(
            items.isEmpty() ? tr("The stack runs every GPU of the plan.")
                            : tr("Findings of the check:")
                    + QStringLiteral("<ul style='margin-top:2px; margin-left:0px; -qt-list-indent:1;'>%1</ul>")
                          .arg(items));
    m_fix->setEnabled(fixable && !needs.isEmpty());
}

} // namespace aip
