#include "mainwindow/mainwindow.h"

#include "document/plandocument.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoStack>

namespace aip {

namespace {
constexpr int kMaxRecentFiles = 8;
const char *const kRecentFilesKey = "files/recent";
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_doc(new PlanDocument(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    auto *tabs = new QTabWidget(this);
    tabs->setObjectName(QStringLiteral("mainTabs"));
    m_summary = new QLabel(tabs);
    m_summary->setObjectName(QStringLiteral("planSummary"));
    m_summary->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_summary->setMargin(16);
    tabs->addTab(m_summary, tr("Plan"));
    setCentralWidget(tabs);

    createActions();
    connect(m_doc, &PlanDocument::changed, this, [this] { updateTitle(); });
    statusBar()->showMessage(tr("Ready"));
    resize(1400, 900);
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("fileMenu"));
    QAction *newAct = file->addAction(tr("&New"), this, &MainWindow::newPlan);
    newAct->setShortcut(QKeySequence::New);
    QAction *openAct = file->addAction(tr("&Open..."), this, &MainWindow::open);
    openAct->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    file->addSeparator();
    QAction *saveAct = file->addAction(tr("&Save"), this, &MainWindow::save);
    saveAct->setShortcut(QKeySequence::Save);
    QAction *saveAsAct = file->addAction(tr("Save &As..."), this, &MainWindow::saveAs);
    saveAsAct->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    QAction *quitAct = file->addAction(tr("&Quit"), this, &QWidget::close);
    quitAct->setShortcut(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->setObjectName(QStringLiteral("editMenu"));
    QAction *undo = m_doc->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("undoAction"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_doc->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("redoAction"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About AI Server Planner"), this, [this] {
        QMessageBox::about(this, tr("About AI Server Planner"),
                           tr("<b>AI Server Planner</b> %1<br>Plan AI training servers: performance, "
                              "cost of ownership against the cloud, and quotes.")
                               .arg(QStringLiteral(AIP_VERSION)));
    });
    updateRecentMenu();
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — AI Server Planner").arg(m_doc->displayName()));
    setWindowModified(m_doc->isModified());
    const Plan &plan = m_doc->plan();
    m_summary->setText(tr("<h2>%1</h2><p>%2 server types, %3 nodes.</p>")
                           .arg(m_doc->displayName().toHtmlEscaped())
                           .arg(plan.servers.size())
                           .arg(plan.totalNodes()));
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
    const QString error = m_doc->saveAs(path);
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
    QString path = QFileDialog::getSaveFileName(this, tr("Save plan"), m_doc->filePath(), tr("AI plans (*.aiplan)"));
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
    if (maybeSave())
        event->accept();
    else
        event->ignore();
}

void MainWindow::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList files = settings.value(QLatin1String(kRecentFilesKey)).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecentFiles)
        files.removeLast();
    settings.setValue(QLatin1String(kRecentFilesKey), files);
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = QSettings().value(QLatin1String(kRecentFilesKey)).toStringList();
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
}

} // namespace aip
