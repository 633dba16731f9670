#include "document/autosave.h"

#include "document/plandocument.h"
#include "io/checkedwrite.h"
#include "plan/planfile.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QUuid>

namespace aip {

namespace {
// Often enough that a crash loses seconds of work, rarely enough to be unnoticeable on a large plan.
constexpr int kAutosaveIntervalMs = 5000;
const QLatin1String kRecoveryFormat("aiplanner-recovery");
const QLatin1String kSuffix(".recovery");

QString lockPathFor(const QString &recoveryPath)
{
    return recoveryPath + QStringLiteral(".lock");
}
} // namespace

QString Autosave::defaultDir()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

Autosave::Autosave(PlanDocument *doc, const QString &dir, QObject *parent)
    : QObject(parent)
    , m_doc(doc)
    , m_dir(dir.isEmpty() ? defaultDir() : dir)
{
    QDir().mkpath(m_dir);
    m_path = QDir(m_dir).filePath(QUuid::createUuid().toString(QUuid::WithoutBraces) + kSuffix);
    // The lock says "this session is alive": another instance will not offer to recover this file.
    m_lock = std::make_unique<QLockFile>(lockPathFor(m_path));
    m_lock->setStaleLockTime(0);
    m_lock->tryLock(0);
    m_timer.setInterval(kAutosaveIntervalMs);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (m_dirty)
            saveNow();
    });
    m_timer.start();
    connect(m_doc, &PlanDocument::changed, this, [this](PlanDocument::Changes c) {
        m_dirty = true;
        if ((c & PlanDocument::Change::File) && !m_doc->isModified())
            QFile::remove(m_path); // saved: nothing left to recover
    });
}

Autosave::~Autosave()
{
    m_lock.reset();
}

bool Autosave::saveNow()
{
    m_dirty = false;
    if (!m_doc->isModified()) {
        QFile::remove(m_path);
        return true;
    }
    QJsonObject o;
    o.insert(QStringLiteral("format"), kRecoveryFormat);
    // Absolute: the next start may run in another folder, and must save to the same file.
    const QString file = m_doc->filePath();
    o.insert(QStringLiteral("file"), file.isEmpty() ? file : QFileInfo(file).absoluteFilePath());
    o.insert(QStringLiteral("saved"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    o.insert(QStringLiteral("plan"), planToJson(m_doc->plan()));
    return writeFileChecked(m_path, QJsonDocument(o).toJson(QJsonDocument::Compact)).isEmpty();
}

void Autosave::discard()
{
    m_timer.stop();
    QFile::remove(m_path);
}

QList<RecoveryEntry> Autosave::pending(const QString &dirPath, QStringList *errors)
{
    QList<RecoveryEntry> out;
    const QDir dir(dirPath.isEmpty() ? defaultDir() : dirPath);
    const QFileInfoList files = dir.entryInfoList({QStringLiteral("*") + kSuffix}, QDir::Files, QDir::Time);
    for (const QFileInfo &fi : files) {
        QLockFile lock(lockPathFor(fi.absoluteFilePath()));
        // Stale only when its process is gone: a session open for hours keeps its lock.
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            continue; // its session is still running
        lock.unlock();
        QFile f(fi.absoluteFilePath());
        if (!fi.isFile() || fi.size() > kMaxPlanFileBytes || !f.open(QIODevice::ReadOnly))
            continue;
        const QJsonObject o = QJsonDocument::fromJson(f.read(kMaxPlanFileBytes)).object();
        const PlanReadResult r
            = readPlan(QJsonDocument(o.value(QStringLiteral("plan")).toObject()).toJson(QJsonDocument::Compact));
        if (o.value(QStringLiteral("format")).toString() != kRecoveryFormat || !r.ok()) {
            if (errors)
                errors->append(fi.absoluteFilePath() + QStringLiteral(": ") + r.errorText());
            continue;
        }
        RecoveryEntry e;
        e.recoveryPath = fi.absoluteFilePath();
        e.filePath = o.value(QStringLiteral("file")).toString();
        // A relative path (written by an older version) names a file relative to a folder nobody knows any more:
        // recover as an untitled plan, so that Save asks where, instead of writing over an unrelated file.
        if (!e.filePath.isEmpty() && QFileInfo(e.filePath).isRelative())
            e.filePath.clear();
        e.saved = QDateTime::fromString(o.value(QStringLiteral("saved")).toString(), Qt::ISODate);
        e.plan = *r.plan;
        e.planName = e.plan.name;
        out.append(e);
    }
    return out;
}

void Autosave::remove(const RecoveryEntry &entry)
{
    QFile::remove(entry.recoveryPath);
    QFile::remove(lockPathFor(entry.recoveryPath));
}

} // namespace aip
