// Every write checked (issue 22, item 2): /dev/full reports "No space left on device" and stays a device (never
// replaced by a renamed temporary file); a file is replaced atomically and an impossible path leaves the old file.
#include "io/checkedwrite.h"
#include "plan/planfile.h"
#include "support/testsupport.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace aip;

namespace {
bool isCharDevice(const char *path)
{
    struct stat st {
    };
    return ::stat(path, &st) == 0 && S_ISCHR(st.st_mode);
}
} // namespace

TEST_CASE("writing to /dev/full fails with the system's reason and leaves the device as it was")
{
    REQUIRE(isCharDevice("/dev/full"));
    const QString why = writeFileChecked(QStringLiteral("/dev/full"), QByteArray(100000, 'x'));
    CHECK(why.contains(QStringLiteral("No space left on device")));
    const QString small = writeFileChecked(QStringLiteral("/dev/full"), QByteArray("{}\n"));
    CHECK(small.contains(QStringLiteral("No space left on device")));
    // Before issue 22 a plan "saved" to a full device gave "Unknown error" (or, run as root, replaced the device).
    const QString planError = writePlanFile(Plan{}, QStringLiteral("/dev/full"));
    CHECK(planError.contains(QStringLiteral("No space left on device")));
    CHECK(isCharDevice("/dev/full"));
    CHECK(writeFileChecked(QStringLiteral("/dev/null"), QByteArray("ok")).isEmpty());
}

TEST_CASE("a file is replaced whole, and not at all when its path cannot be written")
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("f.txt"));
    REQUIRE(writeFileChecked(path, QByteArray("first")).isEmpty());
    REQUIRE(writeFileChecked(path, QByteArray("second")).isEmpty());
    CHECK(aiptest::readFile(path) == QByteArray("second"));
    CHECK_FALSE(writeFileChecked(path + QStringLiteral("/below-a-file"), QByteArray("x")).isEmpty());
    CHECK_FALSE(writeFileChecked(dir.path(), QByteArray("x")).isEmpty());
    CHECK(aiptest::readFile(path) == QByteArray("second"));
}

TEST_CASE("a FIFO nobody reads is refused at once, and written when a program reads it")
{
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("out.pdf"));
    const QByteArray name = QFile::encodeName(fifo);
    REQUIRE(::mkfifo(name.constData(), 0600) == 0);
    // Before: open() for writing waited forever for a reader (`quote -o FIFO` never returned).
    QElapsedTimer t;
    t.start();
    const QString why = writeFileChecked(fifo, QByteArray("%PDF"));
    CHECK(t.elapsed() < 2000);
    CHECK(why.contains(QStringLiteral("no program is reading")));
    struct stat st {
    };
    CHECK((::stat(name.constData(), &st) == 0 && S_ISFIFO(st.st_mode))); // still a FIFO, not replaced by a file

    // With a reader the bytes go through the pipe, whole (less than the pipe's buffer: this thread reads after).
    const int reader = ::open(name.constData(), O_RDONLY | O_NONBLOCK);
    REQUIRE(reader >= 0);
    const QByteArray payload(3000, 'q');
    CHECK(writeFileChecked(fifo, payload).isEmpty());
    QByteArray got(4096, '\0');
    const ssize_t n = ::read(reader, got.data(), got.size());
    ::close(reader);
    CHECK(n == payload.size());
}
