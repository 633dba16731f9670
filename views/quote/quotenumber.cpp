#include "quote/quotenumber.h"
#include "common/appsettings.h"
#include "quote/quotecontent.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
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

// Runs fn() with the counter's lock held; false, with *error set, when the lock cannot be had.
template<typename Fn>
bool withLock(QString *error, Fn fn)
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
    return fn();
}

// Runs fn(next) with the counter locked; fn returns the value to store (or the same to leave it). Call with the lock
// held.
template<typename Fn>
bool advanceCounter(QString *error, Fn fn)
{
    const std::optional<int> stored = readCounter(error);
    if (!stored)
        return false;
    const int next = std::max(*stored, settingsFloor());
    const int wanted = fn(next);
    return wanted == *stored || writeCounter(wanted, error);
}

template<typename Fn>
bool withCounter(QString *error, Fn fn)
{
    return withLock(error, [&] { return advanceCounter(error, fn); });
}

// The key of a plan file in the record: its canonical path when it exists (a link and its target are one plan).
QString planKey(const QString &planPath)
{
    const QFileInfo info(planPath);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? info.absoluteFilePath() : canonical;
}

// The record of plan files and their numbers; nullopt (with *error) when it exists but cannot be read. A record that
// is not a JSON object is damaged: the numbers in it are not reissued (the counter is separate), so it is read as
// empty rather than blocking every export.
std::optional<QJsonObject> readRecord(QString *error)
{
    QFile f(quoteNumbersPath());
    if (!f.exists())
        return QJsonObject();
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QuoteNumberText::tr("cannot read the quote numbers of plans %1: %2")
                         .arg(f.fileName(), f.errorString());
        return std::nullopt;
    }
    constexpr qint64 kMaxRecordBytes = 64 * 1024 * 1024;
    const QJsonDocument doc = QJsonDocument::fromJson(f.read(kMaxRecordBytes));
    return doc.isObject() ? doc.object() : QJsonObject();
}

bool writeRecord(const QJsonObject &record, QString *error)
{
    QSaveFile f(quoteNumbersPath());
    const QByteArray bytes = QJsonDocument(record).toJson(QJsonDocument::Indented);
    if (f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && f.commit())
        return true;
    if (error)
        *error
            = QuoteNumberText::tr("cannot write the quote numbers of plans %1: %2").arg(f.fileName(), f.errorString());
    return false;
}

QString takeLocked(const QDate &date, QString *why)
{
    int taken = 0;
    const bool ok = advanceCounter(why, [&](int next) {
        if (next >= kMaxSequence)
            return next;
        taken = next;
        return next + 1;
    });
    if (ok && taken == 0 && why)
        *why = QuoteNumberText::tr("the quote counter has reached its largest number");
    if (!ok || taken == 0)
        return {};
    const QString number = format(date, taken);
    const QMutexLocker locker(&g_takenMutex);
    g_taken.insert(number, taken);
    return number;
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
    QString number, why;
    if (!withLock(&why, [&] {
            number = takeLocked(date, &why);
            return !number.isEmpty();
        })) {
        if (error)
            *error = why;
        return {};
    }
    return number;
}

QString quoteNumbersPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/quote-numbers.json");
}

QString recordedQuoteNumber(const QString &planPath)
{
    if (planPath.isEmpty())
        return {};
    const std::optional<QJsonObject> record = readRecord(nullptr);
    return record ? record->value(planKey(planPath)).toString() : QString();
}

QString quoteNumberForPlanFile(const QString &planPath, const QDate &date, QString *error, bool *fresh)
{
    if (fresh)
        *fresh = false;
    if (planPath.isEmpty()) {
        const QString number = takeQuoteNumber(date, error);
        if (fresh)
            *fresh = !number.isEmpty();
        return number;
    }
    const QString key = planKey(planPath);
    QString number, why;
    const bool ok = withLock(&why, [&] {
        std::optional<QJsonObject> record = readRecord(&why);
        if (!record)
            return false;
        number = record->value(key).toString();
        if (!number.isEmpty())
            return true;
        number = takeLocked(date, &why);
        if (number.isEmpty())
            return false;
        record->insert(key, number);
        if (!writeRecord(*record, &why)) {
            // Not recorded: the number goes back at once (nobody else could take one: the lock is held).
            const int sequence = [&] {
                const QMutexLocker locker(&g_takenMutex);
                return g_taken.take(number);
            }();
            advanceCounter(nullptr, [&](int next) { return next == sequence + 1 ? sequence : next; });
            number.clear();
            return false;
        }
        if (fresh)
            *fresh = true;
        return true;
    });
    if (!ok) {
        if (error)
            *error = why;
        return {};
    }
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
    withLock(nullptr, [&] {
        // The plan that was to carry it carries none: its next export takes a number again.
        if (std::optional<QJsonObject> record = readRecord(nullptr)) {
            QStringList keys;
            for (auto it = record->constBegin(); it != record->constEnd(); ++it) {
                if (it.value().toString() == number)
                    keys.append(it.key());
            }
            for (const QString &key : std::as_const(keys))
                record->remove(key);
            if (!keys.isEmpty())
                writeRecord(*record, nullptr);
        }
        // Only when nobody took a number since: the counter never goes below a number that was issued.
        return advanceCounter(nullptr, [&](int next) { return next == sequence + 1 ? sequence : next; });
    });
}

} // namespace aip
