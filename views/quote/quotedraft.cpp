#include "quote/quotedraft.h"

#include <QMessageBox>
#include <QPushButton>

#include <memory>

namespace aip {

namespace {
QStringList errorLines(const QList<Finding> &findings)
{
    QStringList lines;
    for (const Finding &f : findings) {
        if (f.severity == Severity::Error)
            lines.append(QStringLiteral("• ") + f.message);
    }
    return lines;
}
} // namespace

QMessageBox *QuoteDraft::question(QWidget *parent, const QList<Finding> &findings)
{
    const QStringList lines = errorLines(findings);
    auto *box = new QMessageBox(parent);
    box->setObjectName(QStringLiteral("quoteDraftQuestion"));
    box->setIcon(QMessageBox::Warning);
    box->setWindowTitle(tr("The configuration has errors"));
    box->setText((lines.size() == 1 ? tr("This configuration has %1 error; a quote for it would promise a machine "
                                         "that cannot be built:")
                                    : tr("This configuration has %1 errors; a quote for it would promise a machine "
                                         "that cannot be built:"))
                     .arg(lines.size()));
    box->setInformativeText(lines.join(QLatin1Char('\n')));
    box->setDetailedText(QString());
    QPushButton *draft = box->addButton(tr("Export as draft"), QMessageBox::AcceptRole);
    draft->setObjectName(QStringLiteral("exportDraftButton"));
    draft->setToolTip(tr("Every page of the PDF is marked \"DRAFT — this configuration has errors\""));
    QPushButton *cancel = box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(cancel);
    box->setEscapeButton(cancel);
    return box;
}

bool QuoteDraft::askExportAsDraft(QWidget *parent, const QList<Finding> &findings)
{
    std::unique_ptr<QMessageBox> box(question(parent, findings));
    box->exec();
    return box->clickedButton() && box->clickedButton()->objectName() == QLatin1String("exportDraftButton");
}

QString QuoteDraft::refusal(const QList<Finding> &findings)
{
    return tr("The configuration has errors; fix them or export a draft:\n%1")
        .arg(errorLines(findings).join(QLatin1Char('\n')));
}

} // namespace aip
