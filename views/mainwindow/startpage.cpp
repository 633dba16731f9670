#include "mainwindow/startpage.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>

namespace aip {

QList<QPair<QString, QString>> planTemplates()
{
    // The titles keep the main window's translation context: they are File > New from Template's.
    static const char *const kTemplates[][2] = {
        {QT_TRANSLATE_NOOP("aip::MainWindow", "CV project: 2 × L40S server"), "cv-project"},
        {QT_TRANSLATE_NOOP("aip::MainWindow", "NLP project: 4 × A100 80GB"), "nlp-project"},
        {QT_TRANSLATE_NOOP("aip::MainWindow", "8 × A100 in the cloud against 4 × H100 owned"), "cloud-vs-owned"},
        {QT_TRANSLATE_NOOP("aip::MainWindow", "DGX A100 with InfiniBand"), "dgx-a100-infiniband"},
        {QT_TRANSLATE_NOOP("aip::MainWindow", "Llama 3 70B serving on 8 × H100"), "llama3-70b-serving-8x-h100"},
        {QT_TRANSLATE_NOOP("aip::MainWindow", "ResNet-50 inference on T4 / L4"), "resnet50-inference-t4-l4"},
        // A rack-scale system as it is installed: its own 48U rack at its rated power, liquid-cooled.
        {QT_TRANSLATE_NOOP("aip::MainWindow", "GB200 NVL72 rack: Llama 3 70B on 1.5T tokens"),
         "gb200-nvl72-llama3-70b"},
    };
    QList<QPair<QString, QString>> out;
    for (const auto &t : kTemplates)
        out.append({QCoreApplication::translate("aip::MainWindow", t[0]), QString::fromLatin1(t[1])});
    return out;
}

StartPage::StartPage(QWidget *parent)
    : QWidget(parent)
    , m_templates(new QListWidget(this))
    , m_recent(new QListWidget(this))
{
    setObjectName(QStringLiteral("startPage"));
    m_templates->setObjectName(QStringLiteral("startTemplates"));
    m_recent->setObjectName(QStringLiteral("startRecent"));
    for (const auto &[title, name] : planTemplates()) {
        auto *item = new QListWidgetItem(title, m_templates);
        item->setData(Qt::UserRole, name);
        item->setToolTip(title);
    }
    m_templates->setCurrentRow(0);
    for (QListWidget *list : {m_templates, m_recent}) {
        list->setSpacing(3);
        list->setTextElideMode(Qt::ElideMiddle);
    }

    auto *title = new QLabel(tr("<h2>Start a plan</h2>"), this);
    auto *intro = new QLabel(tr("Start from a template, open a recent plan, or begin with an empty plan. Enter opens "
                                "the selected entry; Tab moves between the lists."),
                             this);
    intro->setWordWrap(true);
    auto *empty = new QPushButton(tr("&Empty plan"), this);
    empty->setObjectName(QStringLiteral("startEmptyButton"));
    auto *open = new QPushButton(tr("&Open a plan..."), this);
    open->setObjectName(QStringLiteral("startOpenButton"));
    auto *templatesTitle = new QLabel(tr("<b>Templates</b>"), this);
    auto *recentTitle = new QLabel(tr("<b>Recent plans</b>"), this);
    templatesTitle->setBuddy(m_templates);
    recentTitle->setBuddy(m_recent);

    auto *grid = new QGridLayout;
    grid->addWidget(templatesTitle, 0, 0);
    grid->addWidget(recentTitle, 0, 1);
    grid->addWidget(m_templates, 1, 0);
    grid->addWidget(m_recent, 1, 1);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(empty);
    buttons->addWidget(open);
    buttons->addStretch(1);

    auto *box = new QWidget(this);
    box->setMaximumWidth(1000);
    auto *inner = new QVBoxLayout(box);
    inner->addWidget(title);
    inner->addWidget(intro);
    inner->addLayout(grid, 1);
    inner->addLayout(buttons);
    auto *outer = new QHBoxLayout(this);
    outer->addStretch(1);
    outer->addWidget(box, 6);
    outer->addStretch(1);

    connect(empty, &QPushButton::clicked, this, &StartPage::emptyPlanRequested);
    connect(open, &QPushButton::clicked, this, &StartPage::openRequested);
    connect(m_templates, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { emit templateRequested(item->data(Qt::UserRole).toString()); });
    connect(m_recent, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { emit recentRequested(item->data(Qt::UserRole).toString()); });
    setFocusProxy(m_templates);
}

void StartPage::setRecentFiles(const QStringList &files)
{
    m_recent->clear();
    for (const QString &f : files) {
        auto *item = new QListWidgetItem(QFileInfo(f).fileName(), m_recent);
        item->setData(Qt::UserRole, f);
        item->setToolTip(f);
    }
    if (files.isEmpty()) {
        auto *none = new QListWidgetItem(tr("No recent plans yet"), m_recent);
        none->setFlags(Qt::NoItemFlags);
    } else {
        m_recent->setCurrentRow(0);
    }
}

} // namespace aip
