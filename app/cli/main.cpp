// aiplanner-cli: the headless command line. Thin: it picks the application type and hands over to cli::run().
// Commands that render (the PDF quote) get a QApplication on Qt's offscreen platform, so no display is needed.
#include "cli/cli.h"

#include <QApplication>
#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>
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
    out.flush();
    err.flush();
    return status;
}
