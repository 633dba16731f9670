#include "io/checkedwrite.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace aip {

namespace {

struct WriteText {
    Q_DECLARE_TR_FUNCTIONS(FileWrite)
};

// Qt resets a device's error text when it closes it; the text of the failing step is kept here instead.
QString reasonOf(const QFileDevice &f, qint64 written, qint64 wanted)
{
    const QString why = f.errorString();
    if (!why.isEmpty() && why != QLatin1String("Unknown error"))
        return why;
    if (written >= 0 && written < wanted)
        return WriteText::tr("only %1 of %2 bytes could be written").arg(written).arg(wanted);
    return WriteText::tr("the data could not be written completely");
}

// Writes all of bytes, however many calls it takes; returns the bytes written before a failure.
qint64 writeAll(QFileDevice &f, const QByteArray &bytes)
{
    qint64 done = 0;
    while (done < bytes.size()) {
        const qint64 n = f.write(bytes.constData() + done, bytes.size() - done);
        if (n <= 0)
            break;
        done += n;
    }
    return done;
}

} // namespace

QString writeFileChecked(const QString &path, const QByteArray &bytes)
{
    const QFileInfo info(path);
    if (info.exists() && !info.isFile() && !info.isDir()) {
        QFile device(path);
        if (!device.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return reasonOf(device, -1, bytes.size());
        const qint64 written = writeAll(device, bytes);
        if (written != bytes.size() || !device.flush())
            return reasonOf(device, written, bytes.size());
        return {};
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return reasonOf(file, -1, bytes.size());
    const qint64 written = writeAll(file, bytes);
    if (written != bytes.size() || !file.flush()) {
        const QString why = reasonOf(file, written, bytes.size());
        file.cancelWriting();
        return why;
    }
    if (!file.commit())
        return reasonOf(file, -1, bytes.size());
    return {};
}

} // namespace aip
