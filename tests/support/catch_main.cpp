// The Catch2 main of every test executable: the Qt application first (offscreen unless QT_QPA_PLATFORM is
// set, so tests never need a display), then the Catch2 session.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#if AIP_TEST_GUI
#include <QApplication>
using TestApp = QApplication;
#else
#include <QCoreApplication>
using TestApp = QCoreApplication;
#endif

#include <QStandardPaths>

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Tests must never touch the user's catalog, settings or recent files.
    QStandardPaths::setTestModeEnabled(true);
    TestApp app(argc, argv);
    TestApp::setOrganizationName(QStringLiteral("AIServerPlannerTests"));
    TestApp::setApplicationName(QStringLiteral("aiplanner-tests"));
    return Catch::Session().run(argc, argv);
}
