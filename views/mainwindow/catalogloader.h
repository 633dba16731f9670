#pragma once
// Opens the window's catalog off the GUI thread, and keeps trying while it cannot (issue 22, item 7): a catalog that
// another program holds busy (an import, say) is tried again every few seconds for a bounded time, the window saying
// so, instead of the window starting without parts until it is restarted. reload() (File > Reload Catalog) opens it
// again at once: after an import, or when the retries ran out.

#include "hardware/partcatalog.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QThreadPool>
#include <QTimer>

#include <memory>

namespace aip {

class MainWindow;

class CatalogLoader : public QObject
{
    Q_OBJECT
public:
    explicit CatalogLoader(const QString &path, QObject *parent = nullptr);
    ~CatalogLoader() override; // waits for an open in progress

    // How often and how many times an open that found the catalog busy is tried again (default every 2 s, 30 times:
    // a minute). A catalog that cannot be opened for another reason (damaged, not a catalog) is not retried.
    void setRetryPolicy(int intervalMs, int retries);
    QString path() const { return m_path; }
    // Opens another catalog in its place (Preferences > Catalog): announces pathChanged() and loads it as reload()
    // does; the same path only reloads.
    void setPath(const QString &path);
    // Opens the catalog now (on a worker thread), with the full number of retries again.
    void reload();
    bool isLoading() const { return m_loading; }

signals:
    void loaded(std::shared_ptr<const PartCatalog> catalog);
    // setPath() chose another catalog; loaded() or failed() follow.
    void pathChanged(const QString &path);
    // After loaded(): the team catalog's server did not answer and its offline copy, taken at `asOf` (UTC, ISO 8601),
    // was loaded instead (empty `asOf`: the catalog itself was loaded).
    void offlineChanged(const QString &asOf);
    // The open failed: `error` says why; `retryInMs` > 0 while another try is scheduled (the catalog was busy), 0 when
    // no other try is.
    void failed(const QString &error, int retryInMs);
    // The open added these parts, new in this version's bundled catalog, to the user's catalog (db/seedsync.h).
    void seedPartsAdded(const QStringList &skus);

private:
    void attempt();
    void finish(std::shared_ptr<const PartCatalog> catalog, const QString &error, bool busy,
                const QString &offlineAsOf);

    QString m_path;
    QThreadPool m_pool;
    QTimer m_retry;
    int m_intervalMs = 2000;
    int m_retries = 30;
    int m_retriesLeft = 0;
    bool m_loading = false;
    bool m_stale = false; // the open in progress is of a path setPath() replaced
};

// Wires a loader for `path` to the window: a loaded catalog goes to setCatalog(), a failure to the window's catalog
// banner (with the retry), and a dialog once the retries ran out; adds File > Reload Catalog. Starts loading. Once
// loaded, a CatalogWatcher reloads it when another program changes it (within 2 s); an offline copy of a team
// catalog is said in the banner with its date, and parts the open added from this version's seed in the status bar.
CatalogLoader *attachCatalogLoader(MainWindow *window, const QString &path);
// Opens the catalog at `location` in the window (the program's start, and a new choice in Preferences > Catalog, which
// takes effect at once): a team server's password is first asked of the desktop's secret store (bounded:
// team/catalogpassword.h), then the window's loader opens it (setPath), or a loader is attached (the first time).
void openWindowCatalog(MainWindow *window, const QString &location);
// Adds File > Reload Catalog (reloading through `loader`) to the window's File menu, as attachCatalogLoader does; the
// window calls it again after rebuilding its menus in a new language.
void addReloadCatalogAction(MainWindow *window, CatalogLoader *loader);

} // namespace aip
