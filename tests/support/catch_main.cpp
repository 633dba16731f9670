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

#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Tests must never touch the user's catalog, settings or recent files.
    QStandardPaths::setTestModeEnabled(true);
    // Nor each other's settings: ctest runs every test case as a process of its own, two at a time, and two that
    // write the same key of one shared settings file (Preferences' catalog choice) would read each other's values.
    // Each process keeps its settings in a directory of its own, removed when it ends.
    const QTemporaryDir settingsDir;
    if (settingsDir.isValid()) {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
    }
    TestApp app(argc, argv);
    TestApp::setOrganizationName(QStringLiteral("AIServerPlannerTests"));
    TestApp::setApplicationName(QStringLiteral("aiplanner-tests"));
    return Catch::Session().run(argc, argv);
}
