#pragma once
// The main window: menus, the undo stack's actions, the file workflow (New, Open, Save, Save As, recent files)
// and the panels. It wires; the panels and the document do the work.

#include <QMainWindow>

class QMenu;
class QAction;
class QLabel;

namespace aip {

class PlanDocument;

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

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void updateTitle();
    void updateRecentMenu();
    void addRecentFile(const QString &path);
    bool maybeSave();
    void newPlan();
    void open();
    bool save();
    bool saveAs();

    PlanDocument *m_doc;
    QMenu *m_recentMenu = nullptr;
    QLabel *m_summary = nullptr;
};

} // namespace aip
