#include "io/checkedwrite.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

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

// Opens an existing device, pipe or socket for writing without ever waiting: a FIFO nobody reads from would block
// open() forever (`quote -o FIFO`), so it is opened non-blocking, refused when no reader is there, and switched back
// to blocking writes once open. A disk (block device) is never written. Returns an empty string or the reason.
QString openSpecial(QFile &device, const QString &path)
{
#ifdef Q_OS_UNIX
    const QByteArray name = QFile::encodeName(path);
    struct stat st {
    };
    if (::stat(name.constData(), &st) == 0 && S_ISBLK(st.st_mode))
        return WriteText::tr("it is a disk device, not a file");
    const int fd = ::open(name.constData(), O_WRONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        const int e = errno;
        if (e == ENXIO)
            return WriteText::tr("it is a pipe or a socket that no program is reading from; write to a regular file "
                                 "instead, or start the reading program first");
        return qt_error_string(e);
    }
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags < 0 || ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) < 0) {
        const int e = errno;
        ::close(fd);
        return qt_error_string(e);
    }
    if (!device.open(fd, QIODevice::WriteOnly | QIODevice::Unbuffered, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return reasonOf(device, -1, 0);
    }
    return {};
#else
    if (!device.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return reasonOf(device, -1, 0);
    return {};
#endif
}

} // namespace

QString writeFileChecked(const QString &path, const QByteArray &bytes)
{
    const QFileInfo info(path);
    if (info.exists() && !info.isFile() && !info.isDir()) {
        QFile device(path);
        if (const QString why = openSpecial(device, path); !why.isEmpty())
            return why;
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
