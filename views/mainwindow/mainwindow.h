#pragma once
// The main window: menus, the undo stack's actions, the file workflow (New, Open, Save, Save As, recent files,
// autosave and crash recovery) and the panels: catalog, build canvas, findings, workload, cluster, and the summary
// strip. It wires; the panels, the document and the evaluator do the work. Started without a plan it shows the start
// page (templates and recent plans). A change of language (QEvent::LanguageChange) rebuilds the menus, the toolbar
// and the panels in the new language at once, keeping the plan, its undo history and the tab shown.

#include "hardware/partcatalog.h"

#include <QMainWindow>
#include <QPointer>

#include <memory>

class QMenu;
class QAction;
class QLabel;
class QStackedWidget;
class QTabWidget;
class QToolBar;

namespace aip {

class Autosave;
class CatalogLoader;
class SizingDialog;
class Workspace;
class BuildPanel;
class CatalogPanel;
class ClusterPanel;
class FindingsPanel;
class PlanDocument;
class PlanEvaluator;
class QuoteTab;
class StartPage;
class SummaryStrip;
class WorkloadPanel;
struct PlanEvaluation;

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    PlanDocument *document() const { return m_doc; }
    // Opens a plan; shows the reason in a message box (and returns false) when it cannot.
    bool openFile(const QString &path, bool interactive = true);
    bool saveFile(const QString &path, bool interactive = true);
    // File > New from Template: name is one of resources/templates/*.aiplan without the extension.
    bool newFromTemplate(const QString &name);

    // The parts the panels offer (the workspace's; shared read-only with the evaluator's worker thread).
    void setCatalog(std::shared_ptr<const PartCatalog> catalog);
    // The one owner of the catalog and of the latest evaluation; the panels are connected to it.
    Workspace *workspace() const { return m_workspace; }
    // The loader File > Reload Catalog reloads through (attachCatalogLoader sets it). The catalog panel edits parts
    // in the loader's catalog and has it reloaded after a saved edit.
    void setCatalogLoader(CatalogLoader *loader);
    CatalogLoader *catalogLoader() const;
    QMenu *fileMenu() const { return m_fileMenu; }
    // The catalog could not be loaded: say so in the window (the caller shows the dialog).
    void setCatalogError(const QString &error);
    // Offers to recover plans of sessions that crashed (autosave files). Returns how many were recovered.
    int offerRecovery(const QString &recoveryDir = {});
    // The start page in place of the panels, until a plan is chosen, opened or edited.
    void showStartPage();
    bool startPageShown() const;
    StartPage *startPage() const { return m_startPage; }
    // File > Export Quote as PDF: the Quote tab's export (its checks and dialogs).
    void exportQuotePdf();

    CatalogPanel *catalogPanel() const { return m_catalog; }
    BuildPanel *buildPanel() const { return m_build; }
    FindingsPanel *findingsPanel() const { return m_findings; }
    WorkloadPanel *workloadPanel() const { return m_workload; }
    ClusterPanel *clusterPanel() const { return m_cluster; }
    SummaryStrip *summaryStrip() const { return m_summary; }
    QuoteTab *quoteTab() const { return m_quote; }
    PlanEvaluator *evaluator() const { return m_evaluator; }
    Autosave *autosave() const { return m_autosave; }

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createPanels();
    void createActions(); // mainwindowactions.cpp
    // Connects the panels createPanels() made to the workspace and gives them its catalog, if one is loaded.
    void connectWorkspace();
    // The catalog panel's Edit part and History in the loader's catalog, a saved edit reloading it.
    void connectCatalogPanel();
    void showSizingDialog(); // mainwindowactions.cpp
    void retranslate();
    void hideStartPage();
    void updateTitle();
    void updateRecentMenu();
    void addRecentFile(const QString &path);
    void showEvaluation(const PlanEvaluation &evaluation);
    bool maybeSave();
    void newPlan();
    void open();
    bool save();
    bool saveAs();

    PlanDocument *m_doc;
    Workspace *m_workspace;
    PlanEvaluator *m_evaluator = nullptr;
    QPointer<CatalogLoader> m_catalogLoader;
    QPointer<SizingDialog> m_sizingDialog;
    QMenu *m_fileMenu = nullptr;
    Autosave *m_autosave = nullptr;
    QStackedWidget *m_pages = nullptr; // the start page, then the panels
    StartPage *m_startPage = nullptr;
    QToolBar *m_toolBar = nullptr;
    bool m_retranslatePending = false;
    QTabWidget *m_tabs = nullptr;
    CatalogPanel *m_catalog = nullptr;
    BuildPanel *m_build = nullptr;
    FindingsPanel *m_findings = nullptr;
    WorkloadPanel *m_workload = nullptr;
    ClusterPanel *m_cluster = nullptr;
    SummaryStrip *m_summary = nullptr;
    QuoteTab *m_quote = nullptr;
    QLabel *m_catalogError = nullptr;
    QMenu *m_recentMenu = nullptr;
};

} // namespace aip
