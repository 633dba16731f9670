#include "document/plandocument.h"

#include "plan/planfile.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>

namespace aip {

namespace {

// How long a save waits for another window or program that is saving the same file at that moment.
constexpr int kSaveLockWaitMs = 10000;

QString absolute(const QString &path)
{
    return path.isEmpty() ? path : QFileInfo(path).absoluteFilePath();
}

bool samePath(const QString &a, const QString &b)
{
    if (a.isEmpty() || b.isEmpty())
        return false;
    const QFileInfo fa(a), fb(b);
    if (fa.exists() && fb.exists())
        return fa.canonicalFilePath() == fb.canonicalFilePath();
    return fa.absoluteFilePath() == fb.absoluteFilePath();
}

// A lock beside the plan, held while checking and writing it: two windows saving at the same instant still see
// each other's save (the second finds the file changed).
QString saveLockPath(const QString &path)
{
    const QFileInfo fi(path);
    return fi.absoluteDir().filePath(QStringLiteral(".%1.save-lock").arg(fi.fileName()));
}

} // namespace

PlanDocument::PlanDocument(QObject *parent)
    : QObject(parent)
{
    m_plan.name = tr("Untitled plan");
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, [this] { emit changed(Change::File); });
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, &PlanDocument::onWatchedFileChanged);
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, &PlanDocument::onWatchedFileChanged);
}

PlanDocument::~PlanDocument()
{
    m_undoStack.disconnect(this);
    blockSignals(true);
}

QString PlanDocument::displayName() const
{
    if (!m_plan.name.trimmed().isEmpty())
        return m_plan.name;
    if (!m_filePath.isEmpty())
        return QFileInfo(m_filePath).completeBaseName();
    return tr("Untitled plan");
}

PlanDocument::DiskStamp PlanDocument::stampOf(const QString &path)
{
    DiskStamp s;
    if (path.isEmpty())
        return s;
    QFileInfo fi(path);
    fi.setCaching(false);
    s.exists = fi.exists();
    if (!s.exists)
        return s;
    s.size = fi.size();
    s.modified = fi.lastModified().toUTC();
    if (!fi.isFile()) {
        s.sha256 = QByteArrayLiteral("not a regular file");
        return s;
    }
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        s.sha256 = QByteArrayLiteral("unreadable");
        return s;
    }
    QCryptographicHash hash(QCryptographicHash::Sha256);
    // Bounded: a plan file is at most kMaxPlanFileBytes; a larger one differs in size anyway.
    qint64 left = kMaxPlanFileBytes + 1;
    while (left > 0) {
        const QByteArray chunk = f.read(std::min<qint64>(left, 1 << 16));
        if (chunk.isEmpty())
            break;
        hash.addData(chunk);
        left -= chunk.size();
    }
    s.sha256 = hash.result();
    return s;
}

void PlanDocument::setFile(const QString &path, const DiskStamp &stamp)
{
    if (!m_watcher.files().isEmpty())
        m_watcher.removePaths(m_watcher.files());
    if (!m_watcher.directories().isEmpty())
        m_watcher.removePaths(m_watcher.directories());
    m_filePath = path;
    m_stamp = stamp;
    m_announced = stamp;
    if (path.isEmpty())
        return;
    if (QFileInfo::exists(path))
        m_watcher.addPath(path);
    // The folder too: a save by another program replaces the file (a new inode the file watch does not follow).
    m_watcher.addPath(QFileInfo(path).absolutePath());
}

void PlanDocument::onWatchedFileChanged()
{
    if (m_filePath.isEmpty())
        return;
    if (!m_watcher.files().contains(m_filePath) && QFileInfo::exists(m_filePath))
        m_watcher.addPath(m_filePath);
    const DiskStamp now = stampOf(m_filePath);
    if (now == m_stamp || now == m_announced)
        return;
    m_announced = now;
    emit changedOnDisk();
}

bool PlanDocument::isChangedOnDisk() const
{
    return !m_filePath.isEmpty() && !(stampOf(m_filePath) == m_stamp);
}

void PlanDocument::reset(const Plan &plan, const QString &filePath)
{
    const QString path = absolute(filePath);
    resetTo(plan, path, stampOf(path));
}

void PlanDocument::resetTo(const Plan &plan, const QString &path, const DiskStamp &stamp)
{
    m_undoStack.clear();
    m_plan = plan;
    m_assignedQuoteNumber.clear();
    m_pricedFrom.reset();
    setFile(path, stamp);
    m_undoStack.setClean();
    emit changed(Change::All);
}

QString PlanDocument::load(const QString &pathIn)
{
    const QString path = absolute(pathIn);
    // The stamp before the read: should the file change in between, the next save sees a difference and asks,
    // rather than taking the newer file for the one that was read.
    const DiskStamp stamp = stampOf(path);
    const PlanReadResult result = readPlanFile(path);
    if (!result.ok())
        return result.errorText();
    resetTo(*result.plan, path, stamp);
    return {};
}

PlanDocument::SaveResult PlanDocument::save(const QString &pathIn, SaveMode mode)
{
    const QString path = absolute(pathIn);
    QLockFile lock(saveLockPath(path));
    // No lock possible (a read-only folder, say): the write below fails and says why.
    const bool locked = lock.tryLock(kSaveLockWaitMs);
    if (!locked && lock.error() == QLockFile::LockFailedError)
        return {SaveStatus::Failed, tr("%1 is being saved by another window or program; try again").arg(path)};
    if (mode == SaveMode::IfUnchanged && samePath(path, m_filePath) && isChangedOnDisk())
        return {SaveStatus::ChangedOnDisk,
                tr("%1 was changed by another window or program since it was opened or saved here").arg(path)};
    const QByteArray bytes = writePlan(m_plan);
    const QString error = writePlanFile(m_plan, path);
    if (!error.isEmpty())
        return {SaveStatus::Failed, error};
    // What this document wrote (not what is on disk a moment later, which may already be someone else's).
    DiskStamp stamp = stampOf(path);
    stamp.exists = true;
    stamp.size = bytes.size();
    stamp.sha256 = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
    setFile(path, stamp);
    m_undoStack.setClean();
    emit changed(Change::File);
    return {SaveStatus::Saved, {}};
}

QString PlanDocument::saveAs(const QString &path)
{
    return save(path).error;
}

void PlanDocument::applyPlan(const Plan &plan, Changes changes)
{
    m_plan = plan;
    if (m_plan.quote.number.isEmpty() && !m_assignedQuoteNumber.isEmpty()) {
        m_plan.quote.number = m_assignedQuoteNumber;
        m_plan.hasQuote = true;
    }
    if (m_pricedFrom) {
        m_plan.quote.catalogRevision = m_pricedFrom->revision;
        m_plan.quote.catalogOfflineAsOf = m_pricedFrom->offlineAsOf;
        m_plan.hasQuote = true;
    }
    emit changed(changes);
}

void PlanDocument::assignQuoteNumber(const QString &number)
{
    if (number.isEmpty() || m_plan.quote.number == number)
        return;
    m_assignedQuoteNumber = number;
    m_plan.quote.number = number;
    m_plan.hasQuote = true;
    m_undoStack.resetClean(); // modified until saved
    emit changed(Change::Quote);
}

void PlanDocument::recordPricedFrom(const CatalogOrigin &origin)
{
    m_pricedFrom = origin;
    if (m_plan.quote.catalogRevision == origin.revision && m_plan.quote.catalogOfflineAsOf == origin.offlineAsOf)
        return;
    m_plan.quote.catalogRevision = origin.revision;
    m_plan.quote.catalogOfflineAsOf = origin.offlineAsOf;
    m_plan.hasQuote = true;
    m_undoStack.resetClean(); // modified until saved
    emit changed(Change::Quote);
}

} // namespace aip
