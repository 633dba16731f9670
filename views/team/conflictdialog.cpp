#include "team/conflictdialog.h"

#include "partfields.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace aip {

ConflictDialog::ConflictDialog(const Part &mine, const std::optional<Part> &theirs, const PartStamp &current,
                               QWidget *parent)
    : QDialog(parent)
    , m_table(new QTableWidget(this))
{
    setObjectName(QStringLiteral("conflictDialog"));
    setWindowTitle(tr("Part changed by someone else"));
    const QDateTime at = QDateTime::fromString(current.changedAt, Qt::ISODateWithMs);
    const QString when = at.isValid() ? QLocale().toString(at.toLocalTime(), QLocale::ShortFormat) : current.changedAt;
    const QString who = current.changedBy.isEmpty() ? tr("another user") : current.changedBy;
    auto *message = new QLabel(this);
    message->setObjectName(QStringLiteral("conflictMessage"));
    message->setWordWrap(true);
    message->setText(theirs ? tr("%1 was changed by %2 at %3 while you were editing it. Nothing has been saved "
                                 "yet: keep your values (saved over theirs; theirs stay in the history) or take "
                                 "theirs (your edit is dropped).")
                                  .arg(mine.sku, who, when)
                            : tr("%1 was removed by %2 at %3 while you were editing it. Keep yours to add it again, "
                                 "or take theirs to leave it removed.")
                                  .arg(mine.sku, who, when));

    m_table->setObjectName(QStringLiteral("conflictFields"));
    m_table->setColumnCount(3);
    m_table->setHorizontalHeaderLabels({tr("Field"), tr("Yours"), tr("Theirs")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    for (const PartField &f : partFields()) {
        if (!f.appliesTo(mine.category))
            continue;
        const QString yours = fieldToText(f, mine);
        const QString other = theirs ? fieldToText(f, *theirs) : QString();
        if (theirs && yours == other)
            continue;
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_table->setItem(row, 0, new QTableWidgetItem(f.name()));
        m_table->setItem(row, 1, new QTableWidgetItem(yours));
        m_table->setItem(row, 2, new QTableWidgetItem(theirs ? other : tr("(removed)")));
        m_fields << f.name();
    }
    m_table->resizeColumnsToContents();

    auto *buttons = new QDialogButtonBox(this);
    QPushButton *keep = buttons->addButton(tr("Keep mine"), QDialogButtonBox::AcceptRole);
    keep->setObjectName(QStringLiteral("conflictKeepMine"));
    QPushButton *take = buttons->addButton(tr("Take theirs"), QDialogButtonBox::RejectRole);
    take->setObjectName(QStringLiteral("conflictTakeTheirs"));
    connect(keep, &QPushButton::clicked, this, [this] {
        m_choice = KeepMine;
        accept();
    });
    connect(take, &QPushButton::clicked, this, [this] {
        m_choice = TakeTheirs;
        reject();
    });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(message);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(640, 360);
}

} // namespace aip
