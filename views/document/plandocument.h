#pragma once
// The open plan: owns the Plan and its QUndoStack, knows its file and whether it is modified, and announces
// every change with one signal saying what changed. Widgets never write the plan directly: they push undo
// commands (see plancommands.h), which call setPlan() / the narrow mutators below.
//
// Two windows (or two programs) on one file: the document remembers what its file held when it was opened or
// last saved (size, modification time, SHA-256 of the bytes). A watcher announces changes made by others
// (changedOnDisk), and saving over the document's own file refuses with SaveStatus::ChangedOnDisk when the file is
// no longer what this document last read or wrote, so the window can offer Reload, Save As or Overwrite: a saved
// change of another window is never overwritten silently.

#include "hardware/partcatalog.h"
#include "plan/plan.h"

#include <QByteArray>
#include <QDateTime>
#include <QFileSystemWatcher>
#include <QFlags>
#include <QObject>
#include <QUndoStack>

namespace aip {

class PlanDocument : public QObject
{
    Q_OBJECT
public:
    enum class Change {
        None = 0,
        Name = 1 << 0,
        Servers = 1 << 1,
        Fabric = 1 << 2,
        Workload = 1 << 3,
        Costs = 1 << 4,
        Cloud = 1 << 5,
        Quote = 1 << 6,
        File = 1 << 7, // path or saved state
        All = 0xff,
    };
    Q_DECLARE_FLAGS(Changes, Change)
    Q_FLAG(Changes)

    explicit PlanDocument(QObject *parent = nullptr);
    // Quiet: the undo stack's destructor announces a clean-state change, which must not reach listeners that
    // are being destroyed with the document (the main window owns it).
    ~PlanDocument() override;

    const Plan &plan() const { return m_plan; }
    QUndoStack *undoStack() { return &m_undoStack; }
    QString filePath() const { return m_filePath; }
    QString displayName() const;
    bool isModified() const { return !m_undoStack.isClean(); }

    // Replace the whole document (New / Open): clears the undo history. The path is kept absolute, so a later
    // change of the working folder (or a recovery file read by another process) still names the same file.
    void reset(const Plan &plan, const QString &filePath);
    // Returns an empty string or the error; on success the document is clean and has the new path.
    QString load(const QString &path);

    // IfUnchanged: saving over the document's own file fails (ChangedOnDisk) when another program or window has
    // changed it since this document read or wrote it. Overwrite: the user chose to replace the other version.
    enum class SaveMode { IfUnchanged, Overwrite };
    enum class SaveStatus { Saved, ChangedOnDisk, Failed };
    struct SaveResult {
        SaveStatus status = SaveStatus::Failed;
        QString error; // empty when saved
        bool ok() const { return status == SaveStatus::Saved; }
    };
    SaveResult save(const QString &path, SaveMode mode = SaveMode::IfUnchanged);
    // save(path) returning only the error text (empty on success).
    QString saveAs(const QString &path);
    // Whether the document's file is no longer what this document last read or wrote (changed, replaced or
    // removed). False for an untitled document.
    bool isChangedOnDisk() const;

    // For undo commands only: apply a state and announce it.
    void applyPlan(const Plan &plan, Changes changes);
    // The quote number an export gave the plan (issue 17, item 3): set without an undo step, and kept by every
    // state undo and redo restore that has no number of its own (the PDF with it has been sent); the document is
    // modified until saved. A new or loaded plan forgets it.
    void assignQuoteNumber(const QString &number);
    // The catalog an exported quote was priced from (issue 19: the plan records it, quote.catalog_revision and
    // quote.catalog_offline_as_of), set like the quote number: no undo step, kept by undo and redo, modified until
    // saved.
    void recordPricedFrom(const CatalogOrigin &origin);

signals:
    void changed(aip::PlanDocument::Changes changes);
    // Another program or window changed, replaced or removed the document's file (announced once per change).
    void changedOnDisk();

private:
    // What a file held when this document last read or wrote it.
    struct DiskStamp {
        bool exists = false;
        qint64 size = 0;
        QDateTime modified;
        QByteArray sha256;
        bool operator==(const DiskStamp &o) const { return exists == o.exists && size == o.size && sha256 == o.sha256; }
    };
    static DiskStamp stampOf(const QString &path);
    void resetTo(const Plan &plan, const QString &path, const DiskStamp &stamp);
    void setFile(const QString &path, const DiskStamp &stamp);
    void onWatchedFileChanged();

    Plan m_plan;
    QString m_assignedQuoteNumber;
    std::optional<CatalogOrigin> m_pricedFrom;
    QUndoStack m_undoStack;
    QString m_filePath;
    DiskStamp m_stamp;
    DiskStamp m_announced; // the last disk state reported by changedOnDisk()
    QFileSystemWatcher m_watcher;
};

} // namespace aip

Q_DECLARE_OPERATORS_FOR_FLAGS(aip::PlanDocument::Changes)
