// The main window's menus, shortcuts and toolbar (split from mainwindow.cpp). Every action with a standard key
// (QKeySequence::StandardKey) has it, with the common key where the platform lists none; Add part, Export PDF and
// the canvas have their own (issue 17, item 2).
#include "mainwindow/mainwindow.h"
#include "quote/quotetab.h"

#include "accuracy/accuracydialog.h"
#include "canvas/buildpanel.h"
#include "canvas/servercanvas.h"
#include "catalog/catalogpanel.h"
#include "common/workspace.h"
#include "currency/currencydialog.h"
#include "document/plandocument.h"
#include "i18n/translation.h"
#include "mainwindow/catalogloader.h"
#include "mainwindow/startpage.h"
#include "preferences/preferencesdialog.h"
#include "sizing/sizingdialog.h"
#include "software/softwaredialog.h"

#include <QAction>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>

namespace aip {

namespace {
// The platform's keys for `key`, or `fallback` where it lists none (Save As and Preferences on some desktops).
void setStandardShortcut(QAction *action, QKeySequence::StandardKey key, const QKeySequence &fallback)
{
    const QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    if (keys.isEmpty())
        action->setShortcut(fallback);
    else
        action->setShortcuts(keys);
}
} // namespace

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("fileMenu"));
    m_fileMenu = file;
    QAction *newAct = file->addAction(tr("&New"), this, &MainWindow::newPlan);
    newAct->setShortcut(QKeySequence::New);
    QAction *openAct = file->addAction(tr("&Open..."), this, &MainWindow::open);
    openAct->setShortcut(QKeySequence::Open);
    QMenu *templates = file->addMenu(tr("New from &Template"));
    templates->setObjectName(QStringLiteral("templateMenu"));
    for (const auto &[title, name] : planTemplates())
        templates->addAction(title, this, [this, name = name] { newFromTemplate(name); });
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    file->addSeparator();
    QAction *saveAct = file->addAction(tr("&Save"), this, &MainWindow::save);
    saveAct->setShortcut(QKeySequence::Save);
    QAction *saveAsAct = file->addAction(tr("Save &As..."), this, &MainWindow::saveAs);
    setStandardShortcut(saveAsAct, QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    saveAsAct->setObjectName(QStringLiteral("saveAsAction"));
    file->addSeparator();
    QAction *exportPdf = file->addAction(tr("&Export Quote as PDF..."), this, &MainWindow::exportQuotePdf);
    exportPdf->setObjectName(QStringLiteral("exportPdfAction"));
    exportPdf->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    // Off while the Quote tab writes a PDF in the background (it refuses a second export anyway).
    if (m_quote) {
        exportPdf->setEnabled(!m_quote->isExporting());
        connect(m_quote, &QuoteTab::exportingChanged, exportPdf, [exportPdf](bool on) { exportPdf->setEnabled(!on); });
    }
    file->addSeparator();
    QAction *quitAct = file->addAction(tr("&Quit"), this, &QWidget::close);
    setStandardShortcut(quitAct, QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q));

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->setObjectName(QStringLiteral("editMenu"));
    // Owned by the menu bar, so a rebuilt bar (a new language) does not keep the old ones.
    QAction *undo = m_doc->undoStack()->createUndoAction(menuBar(), tr("&Undo"));
    undo->setObjectName(QStringLiteral("undoAction"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_doc->undoStack()->createRedoAction(menuBar(), tr("&Redo"));
    redo->setObjectName(QStringLiteral("redoAction"));
    // Both habits, whatever the platform's own list: Ctrl+Shift+Z and Ctrl+Y.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence &k : {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)})
        if (!redoKeys.contains(k))
            redoKeys.append(k);
    redo->setShortcuts(redoKeys);
    edit->addAction(undo);
    edit->addAction(redo);
    // Say what was undone or redone: on a projector the audience sees the step, not just the canvas change.
    connect(undo, &QAction::triggered, this,
            [this] { statusBar()->showMessage(tr("Undone: %1").arg(m_doc->undoStack()->redoText()), 5000); });
    connect(redo, &QAction::triggered, this,
            [this] { statusBar()->showMessage(tr("Redone: %1").arg(m_doc->undoStack()->undoText()), 5000); });
    edit->addSeparator();
    QAction *removePart = edit->addAction(tr("&Remove selected part"), this, [this] {
        if (!m_build->canvas()->removeSelected())
            statusBar()->showMessage(tr("Select an added part on the server first"), 5000);
    });
    removePart->setObjectName(QStringLiteral("removePartAction"));
    removePart->setShortcut(QKeySequence::Delete);
    removePart->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_build->canvas()->addAction(removePart);
    QAction *addPart = edit->addAction(tr("&Add catalog part to server"), this, [this] {
        const QString sku = m_catalog->selectedSku();
        const QString refusal
            = sku.isEmpty() ? tr("Select a part in the catalog first") : m_build->canvas()->addPart(sku);
        if (!refusal.isEmpty())
            statusBar()->showMessage(tr("Not added: %1").arg(refusal), 8000);
    });
    addPart->setObjectName(QStringLiteral("addPartAction"));
    addPart->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    QAction *toCanvas = edit->addAction(tr("Go to the &server canvas"), this, [this] {
        hideStartPage();
        m_tabs->setCurrentIndex(0);
        m_build->canvas()->setFocus(Qt::ShortcutFocusReason);
    });
    toCanvas->setObjectName(QStringLiteral("focusCanvasAction"));
    toCanvas->setShortcut(QKeySequence(Qt::Key_F6));
    QAction *find = edit->addAction(tr("&Find in catalog"), this, [this] {
        m_catalog->searchBox()->setFocus(Qt::ShortcutFocusReason);
        m_catalog->searchBox()->selectAll();
    });
    find->setObjectName(QStringLiteral("findPartAction"));
    find->setShortcut(QKeySequence::Find);
    edit->addSeparator();
    QAction *currency = edit->addAction(tr("&Currency and exchange rates..."), this, [this] {
        // The currencies the prices come in from the priced quote of the evaluation of this plan: nothing is priced on
        // the GUI thread. Only before that evaluation has come (right after an edit) does the dialog price the plan.
        const std::shared_ptr<const PlanEvaluation> ev = m_workspace->latestEvaluation();
        if (ev && ev->plan == m_doc->plan())
            editCurrency(m_doc, m_workspace->catalog().get(), ev->quote, this);
        else
            editCurrency(m_doc, m_workspace->catalog().get(), this);
    });
    currency->setObjectName(QStringLiteral("currencyAction"));
    QAction *preferences = edit->addAction(tr("&Preferences..."), this, [this] {
        // A new language is installed by apply(): the window rebuilds itself in it (changeEvent), no restart. A new
        // catalog choice is opened at once (catalogloader.h), and the panels show its parts when it is loaded.
        PreferencesDialog dialog(this);
        connect(&dialog, &PreferencesDialog::catalogLocationChanged, this,
                [this](const QString &location) { openWindowCatalog(this, location); });
        if (dialog.exec() == QDialog::Accepted && dialog.apply())
            installTranslators(resolveLanguage(languageSetting()));
    });
    preferences->setObjectName(QStringLiteral("preferencesAction"));
    setStandardShortcut(preferences, QKeySequence::Preferences, QKeySequence(Qt::CTRL | Qt::Key_Comma));

    QMenu *server = menuBar()->addMenu(tr("&Server"));
    server->setObjectName(QStringLiteral("serverMenu"));
    QAction *addType = server->addAction(tr("&Add server type"), m_build, &BuildPanel::addServerType);
    addType->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    server->addAction(tr("&Remove server type"), m_build, &BuildPanel::removeServerType);

    // Size to target and the roadmap (issue 18): one window beside this one; a candidate opens as a new plan.
    QMenu *planMenu = menuBar()->addMenu(tr("&Plan"));
    planMenu->setObjectName(QStringLiteral("planMenu"));
    QAction *sizing = planMenu->addAction(tr("Size to &Target and Roadmap..."), this, &MainWindow::showSizingDialog);
    sizing->setObjectName(QStringLiteral("sizeToTargetAction"));
    // The software stack (issue 21): a dialog over the plan's `software` section, checked against the GPUs.
    QAction *software = planMenu->addAction(tr("Software &Stack..."), this, [this] {
        auto *dialog = new SoftwareDialog(m_doc, m_workspace->catalog(), this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    software->setObjectName(QStringLiteral("softwareStackAction"));

    QToolBar *tools = addToolBar(tr("Main"));
    m_toolBar = tools;
    tools->setObjectName(QStringLiteral("mainToolBar"));
    tools->setMovable(false);
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    newAct->setIcon(QIcon(QStringLiteral(":/icons/document-new.svg")));
    openAct->setIcon(QIcon(QStringLiteral(":/icons/document-open.svg")));
    saveAct->setIcon(QIcon(QStringLiteral(":/icons/document-save.svg")));
    undo->setIcon(QIcon(QStringLiteral(":/icons/edit-undo.svg")));
    redo->setIcon(QIcon(QStringLiteral(":/icons/edit-redo.svg")));
    addType->setIcon(QIcon(QStringLiteral(":/icons/server-add.svg")));
    removePart->setIcon(QIcon(QStringLiteral(":/icons/part-remove.svg")));
    tools->addAction(newAct);
    tools->addAction(openAct);
    tools->addAction(saveAct);
    tools->addSeparator();
    tools->addAction(undo);
    tools->addAction(redo);
    tools->addSeparator();
    tools->addAction(addType);
    tools->addAction(removePart);
    // Undo and Redo name their command in the menu and tooltip; on the toolbar the icon keeps it steady.
    for (QAction *a : {undo, redo}) {
        if (auto *button = qobject_cast<QToolButton *>(tools->widgetForAction(a)))
            button->setToolButtonStyle(Qt::ToolButtonIconOnly);
    }

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    QAction *accuracy = help->addAction(tr("Model &Accuracy..."), this, [this] {
        const std::shared_ptr<const PartCatalog> catalog = m_workspace->catalog();
        if (!catalog)
            return;
        AccuracyDialog dialog(*catalog, this);
        dialog.exec();
    });
    accuracy->setObjectName(QStringLiteral("modelAccuracyAction"));
    help->addAction(tr("&About AI Server Planner"), this, [this] {
        QMessageBox::about(this, tr("About AI Server Planner"),
                           tr("<b>AI Server Planner</b> %1<br>Plan AI training servers: performance, "
                              "cost of ownership against the cloud, and quotes.")
                               .arg(QStringLiteral(AIP_VERSION)));
    });
    updateRecentMenu();
}

void MainWindow::showSizingDialog()
{
    if (!m_sizingDialog) {
        m_sizingDialog = new SizingDialog(m_doc, this);
        connect(m_sizingDialog, &SizingDialog::openPlanRequested, this, [this](const Plan &plan) {
            if (!maybeSave())
                return;
            m_doc->reset(plan, {});
            statusBar()->showMessage(tr("New plan \"%1\" from the size-to-target answer").arg(plan.name), 5000);
        });
        connect(m_workspace, &Workspace::catalogChanged, m_sizingDialog, &SizingDialog::setCatalog);
        m_sizingDialog->setCatalog(m_workspace->catalog());
    }
    m_sizingDialog->show();
    m_sizingDialog->raise();
    m_sizingDialog->activateWindow();
}

} // namespace aip
