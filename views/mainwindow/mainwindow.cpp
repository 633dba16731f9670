#include "mainwindow/mainwindow.h"
#include "accuracy/accuracydialog.h"
#include "preferences/preferencesdialog.h"
#include "quote/quotechecklist.h"
#include "quote/quotetab.h"

#include "analysis/planevaluator.h"
#include "canvas/buildpanel.h"
#include "canvas/servercanvas.h"
#include "catalog/catalogmodel.h"
#include "catalog/catalogpanel.h"
#include "catalog/partdescription.h"
#include "cluster/clusterpanel.h"
#include "common/appsettings.h"
#include "common/splitterstate.h"
#include "common/workspace.h"
#include "currency/currencydialog.h"
#include "document/autosave.h"
#include "document/fileconflict.h"
#include "document/plancommands.h"
#include "document/plandocument.h"
#include "findings/findingsmodel.h"
#include "findings/findingspanel.h"
#include "mainwindow/catalogloader.h"
#include "mainwindow/startpage.h"
#include "plan/planfile.h"
#include "sizing/sizingdialog.h"
#include "summary/summarystrip.h"
#include "tabs/analysistabs.h"
#include "workload/workloadpanel.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <memory>

namespace aip {

namespace {
constexpr int kMaxRecentFiles = 8;
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_doc(new PlanDocument(this))
    , m_workspace(new Workspace(this))
    , m_evaluator(new PlanEvaluator(this))
    , m_autosave(new Autosave(m_doc, {}, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/app.svg")));
    // The evaluator outlives the panels (a language switch rebuilds them): connected once.
    connect(m_workspace, &Workspace::catalogChanged, this, [this](const std::shared_ptr<const PartCatalog> &c) {
        m_evaluator->setCatalog(c);
        m_evaluator->schedule(m_doc->plan());
    });
    createPanels();
    createActions();
    connect(m_doc, &PlanDocument::changed, this, [this] {
        hideStartPage();
        updateTitle();
        m_evaluator->schedule(m_doc->plan());
        m_summary->setBusy(true);
    });
    connect(m_evaluator, &PlanEvaluator::evaluated, this, &MainWindow::showEvaluation);
    // Another window or program changed the plan's file: reload when nothing here would be lost, else ask.
    connect(m_doc, &PlanDocument::changedOnDisk, this, [this, asking = std::make_shared<bool>(false)] {
        const QString path = m_doc->filePath();
        if (*asking || path.isEmpty())
            return;
        if (!m_doc->isModified()) {
            if (openFile(path, false))
                statusBar()->showMessage(tr("Reloaded %1: another window or program changed it").arg(path), 8000);
            return;
        }
        *asking = true;
        const FileConflictChoice choice = askFileConflict(this, path, false);
        *asking = false;
        if (choice == FileConflictChoice::Reload) {
            openFile(path);
        } else if (choice == FileConflictChoice::SaveAs) {
            saveAs();
        } else if (choice == FileConflictChoice::Overwrite) {
            const QString error = m_doc->save(path, PlanDocument::SaveMode::Overwrite).error;
            if (!error.isEmpty())
                QMessageBox::warning(this, tr("Cannot save plan"), error);
        }
    });
    statusBar()->showMessage(tr("Ready"));
    setMinimumSize(1024, 700);
    // 1500 x 920 where the screen has room, else the screen's free area: a sales engineer's 1366 x 768 laptop
    // gets a window that fits it rather than one running off its edges.
    QSize size(1500, 920);
    if (const QScreen *s = screen())
        size = size.boundedTo(s->availableGeometry().size());
    resize(size);
    updateTitle();
    m_evaluator->schedule(m_doc->plan());
}

void MainWindow::createPanels()
{
    m_summary = new SummaryStrip(this);
    m_catalog = new CatalogPanel(this);
    m_build = new BuildPanel(m_doc, this);
    m_findings = new FindingsPanel(this);
    m_workload = new WorkloadPanel(m_doc, this);
    m_cluster = new ClusterPanel(m_doc, this);
    m_catalogError = new QLabel(this);
    m_catalogError->setObjectName(QStringLiteral("catalogError"));
    m_catalogError->setWordWrap(true);
    m_catalogError->setStyleSheet(QStringLiteral("background: #fdecea; color: #8a1c12; padding: 6px;"));
    m_catalogError->hide();

    auto *catalogSide = new QWidget(this);
    auto *catalogLayout = new QVBoxLayout(catalogSide);
    catalogLayout->setContentsMargins(0, 0, 0, 0);
    auto *catalogTitle = new QLabel(tr("<b>Catalog</b>"), this);
    catalogLayout->addWidget(catalogTitle);
    catalogLayout->addWidget(m_catalogError);
    catalogLayout->addWidget(m_catalog, 1);

    auto *findingsBox = new QWidget(this);
    auto *findingsLayout = new QVBoxLayout(findingsBox);
    findingsLayout->setContentsMargins(0, 0, 0, 0);
    findingsLayout->addWidget(new QLabel(tr("<b>Findings</b>"), this));
    findingsLayout->addWidget(m_findings, 1);

    auto *center = new QSplitter(Qt::Vertical, this);
    center->setObjectName(QStringLiteral("centerSplitter"));
    center->addWidget(m_build);
    center->addWidget(findingsBox);
    center->setStretchFactor(0, 4);
    center->setStretchFactor(1, 1);
    center->setSizes({660, 150});
    rememberSplitter(center);

    auto *side = new QTabWidget(this);
    side->setObjectName(QStringLiteral("sideTabs"));
    side->addTab(m_workload, tr("Workload"));
    side->addTab(m_cluster, tr("Cluster"));
    side->setMaximumWidth(380);

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->setObjectName(QStringLiteral("mainSplitter"));
    split->addWidget(catalogSide);
    split->addWidget(center);
    split->addWidget(side);
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    split->setStretchFactor(2, 0);
    split->setSizes({440, 780, 300});
    rememberSplitter(split);

    auto *build = new QWidget(this);
    auto *buildLayout = new QVBoxLayout(build);
    buildLayout->setContentsMargins(8, 8, 8, 8);
    buildLayout->addWidget(split);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("mainTabs"));
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(build, tr("Build"));
    addAnalysisTabs(m_tabs, m_doc, m_evaluator, m_workspace,
                    [this](const QString &m) { statusBar()->showMessage(m, 8000); });
    m_quote = new QuoteTab(m_doc, m_tabs);
    m_tabs->addTab(m_quote, tr("Quote"));
    connect(m_evaluator, &PlanEvaluator::evaluated, m_quote, &QuoteTab::showEvaluation);
    m_quote->setFollowsEvaluator(true); // its exports wait for the evaluation of the current plan

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(8, 6, 8, 0);
    layout->setSpacing(6);
    layout->addWidget(m_summary);
    layout->addWidget(m_tabs, 1);
    m_startPage = new StartPage(this);
    m_startPage->setRecentFiles(appsettings::recentFiles());
    m_pages = new QStackedWidget(this);
    m_pages->setObjectName(QStringLiteral("mainPages"));
    m_pages->addWidget(m_startPage);
    m_pages->addWidget(central);
    m_pages->setCurrentWidget(central);
    setCentralWidget(m_pages);
    connect(m_startPage, &StartPage::emptyPlanRequested, this, [this] {
        newPlan();
        hideStartPage();
    });
    connect(m_startPage, &StartPage::openRequested, this, &MainWindow::open);
    connect(m_startPage, &StartPage::templateRequested, this, &MainWindow::newFromTemplate);
    connect(m_startPage, &StartPage::recentRequested, this, [this](const QString &path) {
        if (maybeSave())
            openFile(path);
    });

    connect(m_build, &BuildPanel::statusMessage, this, [this](const QString &m) { statusBar()->showMessage(m, 8000); });
    connect(m_cluster, &ClusterPanel::statusMessage, this,
            [this](const QString &m) { statusBar()->showMessage(m, 8000); });
    connect(m_catalog, &CatalogPanel::partActivated, this, [this](const QString &sku) {
        const QString refusal = m_build->canvas()->addPart(sku);
        if (!refusal.isEmpty())
            statusBar()->showMessage(tr("Not added: %1").arg(refusal), 8000);
    });
    connect(m_catalog->model(), &CatalogModel::placedPartReturned, this, [this](const partmime::PlacedPart &p) {
        const std::shared_ptr<const PartCatalog> catalog = m_workspace->catalog();
        const Part *part = catalog ? catalog->find(p.sku) : nullptr;
        auto *cmd = new RemovePartCommand(m_doc, p.server, p.sku, 1, part ? partdesc::displayName(*part) : p.sku);
        if (cmd->isValid()) {
            m_doc->undoStack()->push(cmd);
            statusBar()->showMessage(cmd->text(), 5000);
        } else {
            delete cmd;
        }
    });
    connect(m_findings, &FindingsPanel::findingActivated, this, [this](const QString &serverId, const QString &sku) {
        m_build->showPart(serverId, sku);
        const QModelIndex i = m_findings->view()->currentIndex();
        statusBar()->showMessage(i.siblingAtColumn(1).data().toString(), 8000);
    });
    connectWorkspace();
}

void MainWindow::setCatalog(std::shared_ptr<const PartCatalog> catalog)
{
    m_workspace->setCatalog(std::move(catalog));
}

void MainWindow::setCatalogLoader(CatalogLoader *loader)
{
    m_catalogLoader = loader;
    connectCatalogPanel();
}

CatalogLoader *MainWindow::catalogLoader() const
{
    return m_catalogLoader;
}

void MainWindow::connectCatalogPanel()
{
    if (!m_catalogLoader)
        return;
    m_catalog->setCatalogLocation(m_catalogLoader->path());
    connect(m_catalogLoader, &CatalogLoader::pathChanged, m_catalog, &CatalogPanel::setCatalogLocation);
    connect(m_catalog, &CatalogPanel::catalogEdited, m_catalogLoader, &CatalogLoader::reload);
}

void MainWindow::connectWorkspace()
{
    // Each panel is the context of its connection, so panels a language switch deletes are disconnected with them.
    connect(m_workspace, &Workspace::catalogChanged, m_catalog, &CatalogPanel::setCatalog);
    connect(m_workspace, &Workspace::catalogChanged, m_build, &BuildPanel::setCatalog);
    connect(m_workspace, &Workspace::catalogChanged, m_cluster, &ClusterPanel::setCatalog);
    connect(m_workspace, &Workspace::catalogChanged, m_quote, &QuoteTab::setCatalog);
    if (const std::shared_ptr<const PartCatalog> catalog = m_workspace->catalog()) {
        m_catalog->setCatalog(catalog);
        m_build->setCatalog(catalog);
        m_cluster->setCatalog(catalog);
        m_quote->setCatalog(catalog);
    }
    connectCatalogPanel(); // a language switch's new panel too
}

void MainWindow::setCatalogError(const QString &error)
{
    m_catalogError->setText(tr("The catalog could not be opened: %1").arg(error));
    m_catalogError->setVisible(!error.isEmpty());
}

void MainWindow::showEvaluation(const PlanEvaluation &ev)
{
    m_workspace->setLatestEvaluation(ev);
    m_summary->setBusy(false);
    m_summary->setEvaluation(ev, m_doc->plan().currency);
    QHash<QString, QString> names;
    for (const ServerSpec &s : m_doc->plan().servers)
        names.insert(s.id, s.name.isEmpty() ? s.id : s.name);
    m_findings->model()->setServerNames(names);
    m_findings->setFindings(ev.findings);
    m_cluster->setEvaluation(ev);
    m_workload->setSearchedStrategy(ev.perf && ev.perf->strategySearched ? std::optional(ev.perf->strategy)
                                                                         : std::nullopt);
    m_workload->setMigProfiles(ev.serving ? ev.serving->migProfiles : QStringList());
    m_workload->setDefaultAttention(ev.perf && ev.perf->attentionKernelDefault ? ev.perf->attentionKernel : QString());
}

int MainWindow::offerRecovery(const QString &recoveryDir)
{
    int recovered = 0;
    for (const RecoveryEntry &e : Autosave::pending(recoveryDir)) {
        const QString when = QLocale().toString(e.saved.toLocalTime(), QLocale::ShortFormat);
        const auto answer = QMessageBox::question(
            this, tr("Recover unsaved changes?"),
            tr("AI Server Planner did not close normally. Unsaved changes to \"%1\" were autosaved at %2.\n\n"
               "Recover them?")
                .arg(e.planName.isEmpty() ? tr("Untitled plan") : e.planName, when),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
        if (answer == QMessageBox::Yes && maybeSave()) {
            // Open the saved file (if any) and apply the recovered state as one undoable step, so the window shows
            // unsaved changes and Undo returns to what was saved.
            if (e.filePath.isEmpty() || !m_doc->load(e.filePath).isEmpty())
                m_doc->reset(Plan(), e.filePath);
            m_doc->undoStack()->push(
                new EditPlanCommand(m_doc, e.plan, PlanDocument::Change::All, tr("Recover unsaved changes")));
            ++recovered;
        }
        Autosave::remove(e);
        if (recovered > 0)
            break; // one document per window: the others stay for the next start
    }
    return recovered;
}

MainWindow::~MainWindow() = default;

void MainWindow::showStartPage()
{
    m_startPage->setRecentFiles(appsettings::recentFiles());
    m_pages->setCurrentWidget(m_startPage);
    m_startPage->setFocus(Qt::OtherFocusReason);
}

bool MainWindow::startPageShown() const
{
    return m_pages->currentWidget() == m_startPage;
}

void MainWindow::hideStartPage()
{
    if (m_pages && m_pages->currentWidget() == m_startPage)
        m_pages->setCurrentIndex(1);
}

void MainWindow::exportQuotePdf()
{
    hideStartPage();
    m_tabs->setCurrentWidget(m_quote);
    m_quote->exportClicked();
}

void MainWindow::changeEvent(QEvent *event)
{
    // Queued: the language may change from inside a menu action (Preferences), which the rebuild deletes.
    if (event->type() == QEvent::LanguageChange && m_tabs && !m_retranslatePending) {
        m_retranslatePending = true;
        QMetaObject::invokeMethod(this, &MainWindow::retranslate, Qt::QueuedConnection);
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate()
{
    m_retranslatePending = false;
    const int tab = m_tabs->currentIndex();
    const bool start = startPageShown();
    QWidget *old = takeCentralWidget();
    delete old; // the panels, tabs and start page; the document, its undo stack and the evaluator stay
    delete m_toolBar;
    m_toolBar = nullptr;
    setMenuBar(new QMenuBar(this)); // the menus and their actions go with the old bar
    createPanels();
    createActions();
    if (m_catalogLoader)
        addReloadCatalogAction(this, m_catalogLoader);
    m_evaluator->schedule(m_doc->plan()); // fills the new panels (createPanels gave them the workspace's catalog)
    m_tabs->setCurrentIndex(tab);
    if (start)
        showStartPage();
    updateTitle();
    statusBar()->showMessage(tr("Ready"));
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — AI Server Planner").arg(m_doc->displayName()));
    setWindowModified(m_doc->isModified());
}

bool MainWindow::openFile(const QString &path, bool interactive)
{
    const QString error = m_doc->load(path);
    if (!error.isEmpty()) {
        if (interactive)
            QMessageBox::warning(this, tr("Cannot open plan"), tr("%1 could not be opened:\n\n%2").arg(path, error));
        statusBar()->showMessage(tr("Cannot open %1").arg(path));
        return false;
    }
    addRecentFile(path);
    statusBar()->showMessage(tr("Opened %1").arg(path), 5000);
    return true;
}

bool MainWindow::saveFile(const QString &path, bool interactive)
{
    PlanDocument::SaveResult result = m_doc->save(path);
    // Never a silent overwrite of what another window or program saved meanwhile.
    if (result.status == PlanDocument::SaveStatus::ChangedOnDisk && interactive) {
        switch (askFileConflict(this, path, true)) {
        case FileConflictChoice::Reload: openFile(m_doc->filePath()); return false;
        case FileConflictChoice::SaveAs: return saveAs();
        case FileConflictChoice::Overwrite: result = m_doc->save(path, PlanDocument::SaveMode::Overwrite); break;
        case FileConflictChoice::Cancel: return false;
        }
    }
    const QString error = result.error;
    if (!error.isEmpty()) {
        if (interactive)
            QMessageBox::warning(this, tr("Cannot save plan"), error);
        return false;
    }
    addRecentFile(path);
    statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
    return true;
}

void MainWindow::newPlan()
{
    if (!maybeSave())
        return;
    Plan plan;
    plan.name = tr("Untitled plan");
    m_doc->reset(plan, {});
}

bool MainWindow::newFromTemplate(const QString &name)
{
    if (!maybeSave())
        return false;
    const PlanReadResult r = readPlanFile(QStringLiteral(":/templates/%1.aiplan").arg(name));
    if (!r.ok()) {
        statusBar()->showMessage(tr("Template %1 cannot be read: %2").arg(name, r.errorText()), 8000);
        return false;
    }
    // A template starts an untitled plan: Save asks where to put it.
    m_doc->reset(*r.plan, {});
    statusBar()->showMessage(tr("New plan from template \"%1\"").arg(r.plan->name), 5000);
    return true;
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString path
        = QFileDialog::getOpenFileName(this, tr("Open plan"), {}, tr("AI plans (*.aiplan);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::save()
{
    if (m_doc->filePath().isEmpty())
        return saveAs();
    return saveFile(m_doc->filePath());
}

bool MainWindow::saveAs()
{
    // An untitled plan: a file name from the plan's name (issue 17, item 3).
    const QString proposed = m_doc->filePath().isEmpty() ? planFileName(m_doc->plan().name) : m_doc->filePath();
    QString path = QFileDialog::getSaveFileName(this, tr("Save plan"), proposed, tr("AI plans (*.aiplan)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".aiplan");
    return saveFile(path);
}

bool MainWindow::maybeSave()
{
    if (!m_doc->isModified())
        return true;
    const auto answer = QMessageBox::question(
        this, tr("Unsaved changes"),
        tr("The plan \"%1\" has changes that are not saved. Save them?").arg(m_doc->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (maybeSave()) {
        m_autosave->discard();
        event->accept();
    } else {
        event->ignore();
    }
}

void MainWindow::addRecentFile(const QString &path)
{
    QStringList files = appsettings::recentFiles();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    appsettings::setRecentFiles(files);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = appsettings::recentFiles();
    for (const QString &f : files) {
        m_recentMenu
            ->addAction(QFileInfo(f).fileName(), this,
                        [this, f] {
                            if (maybeSave())
                                openFile(f);
                        })
            ->setToolTip(f);
    }
    m_recentMenu->setEnabled(!files.isEmpty());
    m_startPage->setRecentFiles(files);
}

} // namespace aip
