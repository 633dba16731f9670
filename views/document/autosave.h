#pragma once
// Autosave and crash recovery. While a document has unsaved changes, its plan is written every few seconds to a
// recovery file in the user's data folder; a clean save or a normal close removes it. A recovery file whose lock
// is not held on the next start belongs to a session that crashed: the window offers to recover it.
//
// Recovery file: {"format": "aiplanner-recovery", "file": absolute original path or "", "saved": ISO time,
// "plan": {...}}.

#include "plan/plan.h"

#include <QDateTime>
#include <QLockFile>
#include <QObject>
#include <QTimer>

#include <memory>

namespace aip {

class PlanDocument;

struct RecoveryEntry {
    QString recoveryPath; // the recovery file
    QString filePath;     // the plan's own file (absolute), empty for an unsaved plan
    QString planName;
    QDateTime saved;
    Plan plan;
};

class Autosave : public QObject
{
    Q_OBJECT
public:
    // dir: where recovery files live (default: <AppDataLocation>/recovery).
    explicit Autosave(PlanDocument *doc, const QString &dir = {}, QObject *parent = nullptr);
    ~Autosave() override;

    static QString defaultDir();
    void setIntervalMs(int ms) { m_timer.setInterval(ms); }
    QString recoveryPath() const { return m_path; }
    // Writes the recovery file now if there are unsaved changes; removes it when there are none.
    bool saveNow();
    // Normal close: nothing to recover.
    void discard();

    // Recovery files of sessions that ended without a normal close (their lock is free). Unreadable files are
    // skipped, and reported in *errors when given.
    static QList<RecoveryEntry> pending(const QString &dir = {}, QStringList *errors = nullptr);
    static void remove(const RecoveryEntry &entry);

private:
    PlanDocument *m_doc;
    QString m_dir;
    QString m_path;
    std::unique_ptr<QLockFile> m_lock;
    QTimer m_timer;
    bool m_dirty = false;
};

} // namespace aip
