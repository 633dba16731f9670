#include "quote/quotenumber.h"
#include "common/appsettings.h"
#include "quote/quotecontent.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLockFile>
#include <QMutex>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>
#include <optional>

namespace aip {

namespace {

struct QuoteNumberText {
    Q_DECLARE_TR_FUNCTIONS(QuoteNumber)
};

// Long enough for several exports queued behind each other, short enough not to hang on a stuck lock (a lock of a
// process that died is taken over at once).
constexpr int kLockWaitMs = 30000;
constexpr int kMaxSequence = 999999999;

// Numbers this process took, by text, so that returnQuoteNumber knows their sequence whatever the prefix.
QMutex g_takenMutex;
QHash<QString, int> g_taken;

int settingsFloor()
{
    return appsettings::quoteNextNumber();
}

QString prefixFor(const QDate &date)
{
    return appsettings::quotePrefix(date);
}

QString format(const QDate &date, int sequence)
{
    return prefixFor(date) + QStringLiteral("%1").arg(sequence, 4, 10, QLatin1Char('0'));
}

// The counter file's value; 0 when there is none yet; nullopt when it exists but cannot be read.
std::optional<int> readCounter(QString *error)
{
    QFile f(quoteCounterPath());
    if (!f.exists())
        return 0;
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QuoteNumberText::tr("cannot read the quote counter %1: %2").arg(f.fileName(), f.errorString());
        return std::nullopt;
    }
    bool ok = false;
    const int value = QString::fromLatin1(f.read(32)).trimmed().toInt(&ok);
    if (!ok || value < 1) {
        if (error)
            *error = QuoteNumberText::tr("the quote counter %1 is damaged; delete it and set the next quote number "
                                         "in Preferences")
                         .arg(f.fileName());
        return std::nullopt;
    }
    return value;
}

bool writeCounter(int next, QString *error)
{
    QSaveFile f(quoteCounterPath());
    const QByteArray bytes = QByteArray::number(next) + '\n';
    if (f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && f.commit())
        return true;
    if (error)
        *error = QuoteNumberText::tr("cannot write the quote counter %1: %2").arg(f.fileName(), f.errorString());
    return false;
}

// Runs fn(next) with the counter locked; fn returns the value to store (or the same to leave it).
template<typename Fn>
bool withCounter(QString *error, Fn fn)
{
    if (!QDir().mkpath(QFileInfo(quoteCounterPath()).absolutePath())) {
        if (error)
            *error = QuoteNumberText::tr("cannot create the folder of the quote counter %1").arg(quoteCounterPath());
        return false;
    }
    QLockFile lock(quoteCounterPath() + QStringLiteral(".lock"));
    if (!lock.tryLock(kLockWaitMs)) {
        if (error)
            *error = QuoteNumberText::tr("the quote counter %1 is locked by another program").arg(quoteCounterPath());
        return false;
    }
    const std::optional<int> stored = readCounter(error);
    if (!stored)
        return false;
    const int next = std::max(*stored, settingsFloor());
    const int wanted = fn(next);
    return wanted == *stored || writeCounter(wanted, error);
}

} // namespace

QString quoteCounterPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/quote-counter");
}

int nextQuoteSequence()
{
    const std::optional<int> stored = readCounter(nullptr);
    return std::max(stored.value_or(0), settingsFloor());
}

QString peekNextQuoteNumber(const QDate &date)
{
    return format(date, nextQuoteSequence());
}

QString takeQuoteNumber(const QDate &date, QString *error)
{
    int taken = 0;
    QString why;
    const bool ok = withCounter(&why, [&](int next) {
        if (next >= kMaxSequence)
            return next;
        taken = next;
        return next + 1;
    });
    if (ok && taken == 0)
        why = QuoteNumberText::tr("the quote counter has reached its largest number");
    if (!ok || taken == 0) {
        if (error)
            *error = why;
        return {};
    }
    const QString number = format(date, taken);
    const QMutexLocker locker(&g_takenMutex);
    g_taken.insert(number, taken);
    return number;
}

QString takeNextQuoteNumber(const QDate &date)
{
    return takeQuoteNumber(date, nullptr);
}

void returnQuoteNumber(const QString &number)
{
    int sequence = 0;
    {
        const QMutexLocker locker(&g_takenMutex);
        sequence = g_taken.take(number);
    }
    if (sequence <= 0)
        return;
    // Only when nobody took a number since: the counter never goes below a number that was issued.
    withCounter(nullptr, [&](int next) { return next == sequence + 1 ? sequence : next; });
}

} // namespace aip
