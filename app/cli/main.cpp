// aiplanner-cli: the headless command line. Thin: it picks the application type and hands over to cli::run().
// Commands that render (the PDF quote) get a QApplication on Qt's offscreen platform, so no display is needed.
#include "cli/cli.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFileDevice>
#include <QTextStream>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

int main(int argc, char *argv[])
{
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args.append(QString::fromLocal8Bit(argv[i]));

    std::unique_ptr<QCoreApplication> app;
    if (aip::cli::needsGui(args)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setOrganizationName(QStringLiteral("AIServerPlanner"));
    QCoreApplication::setApplicationName(QStringLiteral("aiplanner"));
    QCoreApplication::setApplicationVersion(QStringLiteral(AIP_VERSION));

    QTextStream out(stdout);
    QTextStream err(stderr);
    const int status = aip::cli::run(args, out, err);
    // Every byte of the output must have arrived (a full disk, /dev/full, a closed pipe): checked after flushing,
    // so a truncated JSON or CSV never exits 0.
    out.flush();
    const bool streamFailed = out.status() != QTextStream::Ok;
    const int flushFailed = std::fflush(stdout) != 0 || std::ferror(stdout) ? errno : 0;
    if (streamFailed || flushFailed != 0) {
        QString reason;
        if (const auto *device = qobject_cast<QFileDevice *>(out.device()); device && streamFailed)
            reason = device->errorString();
        if (reason.isEmpty() || reason == QLatin1String("Unknown error"))
            reason = QString::fromLocal8Bit(std::strerror(flushFailed != 0 ? flushFailed : EIO));
        err << "aiplanner-cli: " << QCoreApplication::translate("cli", "cannot write the output: %1").arg(reason)
            << "\n";
        err.flush();
        return aip::cli::ExitFileError;
    }
    err.flush();
    return status;
}
