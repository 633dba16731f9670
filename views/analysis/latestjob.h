#pragma once
// One background job that keeps only the latest request: the work runs on a worker thread, one at a time; a request
// made while one runs waits, replacing any request still waiting; a result whose request was superseded is dropped.
// The evaluator, the Quote tab's preview and the comparison of plans from files all run their work through it, so
// none of them computes on the GUI thread and none of them shows a stale result.

#include <QObject>
#include <QThreadPool>

#include <functional>

namespace aip {

class LatestJob : public QObject
{
    Q_OBJECT
public:
    // Runs on the worker thread; returns what to do with its result on this object's thread (may be empty).
    using Work = std::function<std::function<void()>()>;

    explicit LatestJob(QObject *parent = nullptr);
    ~LatestJob() override; // waits for the running work

    void request(Work work);
    // No work running or waiting.
    bool isIdle() const { return !m_running && !m_next; }
    bool isRunning() const { return m_running; }
    // Drops any waiting request, and the result of the running one.
    void cancel();

private:
    void startNext();

    QThreadPool m_pool;
    Work m_next;
    quint64 m_generation = 0;
    bool m_running = false;
};

} // namespace aip
