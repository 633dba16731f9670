#pragma once
// Tells a program that someone else changed the catalog (a price list imported by another program, an edit in
// another window), so it can reload within the 2 s the team expects. On a PostgreSQL server it listens to the
// server's announcements (LISTEN aip_catalog, sent by every committing writer); on any engine it also polls the
// catalog's revision counter once a second, which is all an SQLite file has and what covers a dropped connection.

#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>

namespace aip {

class CatalogDatabase;

class CatalogWatcher : public QObject
{
    Q_OBJECT
public:
    // Watches the catalog at `location` (a path or a postgresql:// URL) through a connection of its own.
    explicit CatalogWatcher(const QString &location, QObject *parent = nullptr);
    ~CatalogWatcher() override;

    bool isWatching() const;
    // Whether the server's notifications arrive (else only the poll).
    bool isListening() const { return m_listening; }
    qint64 revision() const { return m_revision; }

    static constexpr int kPollMs = 1000;

signals:
    void catalogChanged(qint64 revision);

private:
    void check();

    std::unique_ptr<CatalogDatabase> m_db;
    QTimer m_poll;
    qint64 m_revision = -1;
    bool m_listening = false;
};

} // namespace aip
