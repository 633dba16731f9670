#pragma once
// Preferences > Catalog > Test connection: opens the chosen catalog once, away from the GUI thread, and says in a
// sentence what it found — the server and role, the parts and the catalog's revision, and whether this user may
// edit (readers quote only) — or why it could not (the server's own words: not reachable, password refused,
// no such database). The offline copy is never used for a test: a server that does not answer is said as such.

#include <QObject>
#include <QString>

namespace aip {

struct CatalogProbeResult {
    bool ok = false;
    bool canEdit = false;
    QString user;
    qint64 parts = 0;
    qint64 revision = -1;
    QString text; // for people
};

// Blocking (a server that does not answer takes up to its connect timeout, 5 s): call it off the GUI thread.
CatalogProbeResult probeCatalog(const QString &location);

// Runs probeCatalog on a thread of its own and answers once with finished(result), on this object's thread.
class CatalogProbe : public QObject
{
    Q_OBJECT
public:
    explicit CatalogProbe(QObject *parent = nullptr);
    ~CatalogProbe() override; // waits for a test in progress
    void start(const QString &location);
    bool isRunning() const { return m_running; }

signals:
    void finished(const aip::CatalogProbeResult &result);

private:
    class QThread *m_thread = nullptr;
    bool m_running = false;
};

} // namespace aip
