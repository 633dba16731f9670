#pragma once
// Running the command line from the tests: the real executable (without a display, as scripts run it) or
// cli::run() in this process.

#include <QString>
#include <QStringList>

namespace clitest {

struct Run {
    int status = -1; // -1 when the process crashed or did not finish
    QString out, err;
};

Run program(const QString &program, const QStringList &args); // any program, without DISPLAY or QT_QPA_PLATFORM
Run exe(const QStringList &args);                             // the real aiplanner-cli
Run inProcess(const QStringList &args);                       // aip::cli::run() here

} // namespace clitest
