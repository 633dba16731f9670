#include "team/catalogprobe.h"

#include "catalogdatabase.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QThread>

namespace aip {

namespace {

struct ProbeText {
    Q_DECLARE_TR_FUNCTIONS(CatalogProbe)
};

} // namespace

CatalogProbeResult probeCatalog(const QString &location)
{
    CatalogProbeResult r;
    QString error;
    const auto where = CatalogLocation::parse(location, &error);
    if (!where) {
        r.text = error;
        return r;
    }
    if (!where->isServer() && !QFileInfo::exists(where->path)) {
        r.ok = true;
        r.canEdit = true;
        r.text = ProbeText::tr("%1 does not exist yet: it will be created from the bundled catalog when the program "
                               "opens it.")
                     .arg(where->path);
        return r;
    }
    CatalogDatabase db;
    db.setOfflineCopyPath(QString()); // a test says whether the server answers, never what the copy holds
    if (!db.open(location)) {
        r.text = db.errorString();
        return r;
    }
    r.ok = true;
    r.user = db.currentUser();
    r.canEdit = db.canEdit();
    r.parts = db.parts().size();
    r.revision = db.revision().value_or(-1);
    const QString rights = r.canEdit ? ProbeText::tr("you may edit parts and import price lists")
                                     : ProbeText::tr("read-only: you may quote but not change parts");
    if (where->isServer())
        r.text = ProbeText::tr("Connected to %1 as %2: %3 parts, catalog revision %4; %5.")
                     .arg(db.displayName(), r.user, QString::number(r.parts), QString::number(r.revision), rights);
    else
        r.text = ProbeText::tr("Opened %1: %2 parts, catalog revision %3; %4.")
                     .arg(db.displayName(), QString::number(r.parts), QString::number(r.revision), rights);
    return r;
}

CatalogProbe::CatalogProbe(QObject *parent)
    : QObject(parent)
{ }

CatalogProbe::~CatalogProbe()
{
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

void CatalogProbe::start(const QString &location)
{
    if (m_running)
        return;
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
    }
    m_running = true;
    m_thread = QThread::create([location, receiver = this] {
        const CatalogProbeResult result = probeCatalog(location);
        // Queued to this object's thread; dropped when the object is gone (the destructor waits for the thread,
        // so `receiver` outlives this call).
        QMetaObject::invokeMethod(
            receiver,
            [receiver, result] {
                receiver->m_running = false;
                emit receiver->finished(result);
            },
            Qt::QueuedConnection);
    });
    m_thread->start();
}

} // namespace aip
