#pragma once
// The start page (issue 17, item 5): what the window shows when the program starts without a plan. It offers the
// plan templates, the recent plans, an empty plan and Open..., each reachable with the keyboard (Tab between the
// lists, Enter opens). It only asks; the main window does.

#include <QList>
#include <QPair>
#include <QWidget>

class QListWidget;

namespace aip {

// The templates of File > New from Template and of the start page: (title, resource name) pairs, titles translated
// now (resources/templates/NAME.aiplan).
QList<QPair<QString, QString>> planTemplates();

class StartPage : public QWidget
{
    Q_OBJECT
public:
    explicit StartPage(QWidget *parent = nullptr);

    // Lists these plan files (absolute paths, newest first) under "Recent plans".
    void setRecentFiles(const QStringList &files);
    QListWidget *templateList() const { return m_templates; }
    QListWidget *recentList() const { return m_recent; }

signals:
    void emptyPlanRequested();
    void openRequested();
    void templateRequested(const QString &name);
    void recentRequested(const QString &path);

private:
    QListWidget *m_templates;
    QListWidget *m_recent;
};

} // namespace aip
