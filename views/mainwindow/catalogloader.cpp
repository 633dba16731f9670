#include "mainwindow/catalogloader.h"

#include "catalogdatabase.h"
#include "catalogwatcher.h"
#include "mainwindow/mainwindow.h"
#include "team/catalogpassword.h"

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QStatusBar>

#include <memory>

namespace aip {

CatalogLoader::CatalogLoader(const QString &path, QObject *parent)
    : QObject(parent)
    , m_path(path)
{
    m_pool.setMaxThreadCount(1);
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &CatalogLoader::attempt);
}

CatalogLoader::~CatalogLoader()
{
    m_retry.stop();
    m_pool.waitForDone(); // nothing posts to this object once it is being destroyed
}

void CatalogLoader::setRetryPolicy(int intervalMs, int retries)
{
    m_intervalMs = std::max(1, intervalMs);
    m_retries = std::max(0, retries);
}

void CatalogLoader::reload()
{
    m_retry.stop();
    m_retriesLeft = m_retries;
    attempt();
}

void CatalogLoader::setPath(const QString &path)
{
    if (path != m_path) {
        m_path = path;
        m_stale = m_loading; // an open of the old path in progress: its result is dropped, and the new one opened
        emit pathChanged(path);
    }
    reload();
}

void CatalogLoader::attempt()
{
    if (m_loading)
        return; // the open in progress reports, and retries if it must
    m_loading = true;
    const QString path = m_path;
    // The database is opened, read and closed on the worker thread: SQLite waits up to its busy timeout for a
    // writer, which must not freeze the window.
    m_pool.start([this, path] {
        std::shared_ptr<const PartCatalog> catalog;
        QString error;
        QString offlineAsOf;
        QStringList addedSeedParts;
        {
            CatalogDatabase db;
            if (db.open(path)) {
                if (db.isOffline())
                    offlineAsOf = db.offlineAsOf();
                addedSeedParts = db.addedSeedParts();
                auto parts = std::make_shared<PartCatalog>(db.loadCatalog());
                if (parts->size() == 0 && !db.errorString().isEmpty())
                    error = db.errorString();
                else
                    catalog = std::move(parts);
            } else {
                error = db.errorString().isEmpty() ? path : db.errorString();
            }
        }
        // Busy is worth waiting for; a damaged or missing catalog is not. SQLite's own words are quoted in the
        // message, in English whatever the interface language.
        const bool busy = error.contains(QLatin1String("database is locked"), Qt::CaseInsensitive)
            || error.contains(QLatin1String("database is busy"), Qt::CaseInsensitive);
        QMetaObject::invokeMethod(
            this,
            [this, catalog, error, busy, offlineAsOf, addedSeedParts] {
                finish(catalog, error, busy, offlineAsOf);
                // Said even when the load is dropped for another path: the parts are in the user's catalog now.
                if (!addedSeedParts.isEmpty())
                    emit seedPartsAdded(addedSeedParts);
            },
            Qt::QueuedConnection);
    });
}

void CatalogLoader::finish(std::shared_ptr<const PartCatalog> catalog, const QString &error, bool busy,
                           const QString &offlineAsOf)
{
    m_loading = false;
    if (m_stale) {
        m_stale = false;
        attempt();
        return;
    }
    if (catalog) {
        m_retriesLeft = 0;
        emit loaded(std::move(catalog));
        emit offlineChanged(offlineAsOf);
        return;
    }
    if (busy && m_retriesLeft > 0) {
        --m_retriesLeft;
        m_retry.start(m_intervalMs);
        emit failed(error, m_intervalMs);
        return;
    }
    emit failed(error, 0);
}

CatalogLoader *attachCatalogLoader(MainWindow *window, const QString &path)
{
    auto *loader = new CatalogLoader(path, window);
    loader->setObjectName(QStringLiteral("catalogLoader"));
    window->setCatalogLoader(loader);
    QObject::connect(loader, &CatalogLoader::loaded, window, [window](std::shared_ptr<const PartCatalog> catalog) {
        window->setCatalog(std::move(catalog));
        window->setCatalogError(QString());
    });
    // The status bar's offline label and the watcher, made once and held here (not looked up by name).
    auto offlineLabel = std::make_shared<QPointer<QLabel>>();
    auto watcher = std::make_shared<QPointer<CatalogWatcher>>();
    // Another catalog chosen: the old one's watcher and offline label go; the new one's come with its load.
    QObject::connect(loader, &CatalogLoader::pathChanged, window, [offlineLabel, watcher] {
        delete watcher->data();
        if (QLabel *label = *offlineLabel)
            label->hide();
    });
    QObject::connect(
        loader, &CatalogLoader::offlineChanged, window, [window, loader, offlineLabel, watcher](const QString &asOf) {
            // In the status bar for as long as the copy is what the window prices from.
            QLabel *label = *offlineLabel;
            if (!label && !asOf.isEmpty()) {
                label = new QLabel(window->statusBar());
                label->setObjectName(QStringLiteral("catalogOfflineLabel"));
                window->statusBar()->addPermanentWidget(label);
                *offlineLabel = label;
            }
            if (label) {
                label->setText(CatalogLoader::tr("offline — prices as of %1").arg(asOf));
                label->setVisible(!asOf.isEmpty());
            }
            if (!asOf.isEmpty()) {
                window->setCatalogError(
                    CatalogLoader::tr("offline — prices as of %1: the team catalog's server did not "
                                      "answer; File > Reload Catalog tries again.")
                        .arg(asOf));
                return;
            }
            // Reloaded within 2 s when another program changes the catalog (opened once the catalog is
            // reachable, so the watcher's own connection does not wait for a server that is down).
            if (!*watcher) {
                *watcher = new CatalogWatcher(loader->path(), loader);
                QObject::connect(*watcher, &CatalogWatcher::catalogChanged, loader, &CatalogLoader::reload);
            }
        });
    QObject::connect(loader, &CatalogLoader::failed, window, [window, loader](const QString &error, int retryInMs) {
        if (retryInMs > 0) {
            window->setCatalogError(CatalogLoader::tr("%1 Trying again in %2 s; File > Reload Catalog tries now.")
                                        .arg(error, QString::number((retryInMs + 999) / 1000)));
            return;
        }
        window->setCatalogError(CatalogLoader::tr("%1 File > Reload Catalog tries again.").arg(error));
        QMessageBox::warning(window, CatalogLoader::tr("Catalog unavailable"),
                             CatalogLoader::tr("The hardware catalog at %1 could not be opened:\n\n%2\n\nPlans open "
                                               "and save, but parts cannot be added until the catalog is available. "
                                               "File > Reload Catalog tries again.")
                                 .arg(loader->path(), error));
    });
    // Parts new to this version's bundled catalog that the open added to the user's (once, db/seedsync.h).
    QObject::connect(loader, &CatalogLoader::seedPartsAdded, window, [window](const QStringList &skus) {
        constexpr qsizetype kNamed = 6; // the status bar is one line
        QString names = skus.mid(0, kNamed).join(QStringLiteral(", "));
        if (skus.size() > kNamed)
            names = CatalogLoader::tr("%1 and %2 more").arg(names, QString::number(skus.size() - kNamed));
        window->statusBar()->showMessage(
            CatalogLoader::tr("Catalog: added the parts new in this version's bundled catalog: %1").arg(names), 30000);
    });
    addReloadCatalogAction(window, loader);
    loader->reload();
    return loader;
}

void openWindowCatalog(MainWindow *window, const QString &location)
{
    loadCatalogPassword(location, window, [window, location] {
        if (CatalogLoader *loader = window->catalogLoader())
            loader->setPath(location);
        else
            attachCatalogLoader(window, location);
    });
}

void addReloadCatalogAction(MainWindow *window, CatalogLoader *loader)
{
    // File > Reload Catalog, above the last separator (before Quit). The menu owns it: a rebuilt menu bar (a new
    // language) gets a new one.
    if (QMenu *file = window->fileMenu()) {
        auto *reload = new QAction(CatalogLoader::tr("Re&load Catalog"), file);
        reload->setObjectName(QStringLiteral("reloadCatalogAction"));
        reload->setStatusTip(CatalogLoader::tr("Open the hardware catalog again (after an import by another program)"));
        QObject::connect(reload, &QAction::triggered, loader, &CatalogLoader::reload);
        QAction *before = nullptr;
        const QList<QAction *> actions = file->actions();
        for (qsizetype i = actions.size() - 1; i >= 0; --i) {
            if (actions.at(i)->isSeparator()) {
                before = actions.at(i);
                break;
            }
        }
        file->insertAction(before, reload);
    }
}

} // namespace aip
