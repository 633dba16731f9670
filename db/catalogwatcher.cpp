#include "catalogwatcher.h"

#include "catalogdatabase.h"

#include <QSqlDriver>

namespace aip {

CatalogWatcher::CatalogWatcher(const QString &location, QObject *parent)
    : QObject(parent)
    , m_db(std::make_unique<CatalogDatabase>())
{
    m_db->setOfflineCopyPath(QString()); // the watcher only reads the revision: no copy of its own
    if (!m_db->open(location))
        return;
    m_revision = m_db->revision().value_or(-1);
    const QString channel = m_db->changeChannel();
    QSqlDriver *driver = m_db->connection().driver();
    if (!channel.isEmpty() && driver && driver->subscribeToNotification(channel)) {
        m_listening = true;
        connect(driver, &QSqlDriver::notification, this, [this](const QString &name) {
            if (name == m_db->changeChannel())
                check();
        });
    }
    m_poll.setInterval(kPollMs);
    connect(&m_poll, &QTimer::timeout, this, &CatalogWatcher::check);
    m_poll.start();
}

CatalogWatcher::~CatalogWatcher() = default;

bool CatalogWatcher::isWatching() const
{
    return m_db->isOpen();
}

void CatalogWatcher::check()
{
    const auto now = m_db->revision();
    if (!now || *now == m_revision)
        return;
    m_revision = *now;
    emit catalogChanged(m_revision);
}

} // namespace aip
