#pragma once
// Preferences > Catalog: the user's own catalog file or a team catalog on a PostgreSQL server (host, port,
// database, user, password), and "Test connection", which says what it found in a sentence. The password goes to
// the desktop's secret store (team/passwordstore.h) and is held for this session; where no store answers, the page
// says the password is kept for this session only. The choice is stored by apply() (preferences/catalogsettings.h).

#include "preferences/catalogsettings.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace aip {

class CatalogProbe;
struct CatalogProbeResult;

class CatalogPage : public QWidget
{
    Q_OBJECT
public:
    explicit CatalogPage(QWidget *parent = nullptr);

    catalogsettings::CatalogChoice choice() const;
    void setChoice(const catalogsettings::CatalogChoice &choice);
    // Stores the choice, and the typed password (session and secret store); returns whether the catalog to open
    // changed.
    bool apply();
    // The last result of Test connection (or of the store), for people.
    QString resultText() const;

signals:
    // A connection test ended (`ok`: the catalog opened).
    void tested(bool ok);
    // The secret store answered a write (`problem` empty: the password is kept there).
    void passwordStored(const QString &problem);

private:
    void updateEnabled();
    void testConnection();
    void showResult(const CatalogProbeResult &result);
    void holdPassword();
    void readStoredPassword();

    QRadioButton *m_fileChoice;
    QRadioButton *m_serverChoice;
    QLineEdit *m_file;
    QPushButton *m_browse;
    QLineEdit *m_host;
    QSpinBox *m_port;
    QLineEdit *m_database;
    QLineEdit *m_user;
    QLineEdit *m_password;
    QLabel *m_passwordNote;
    QPushButton *m_test;
    QLabel *m_result;
    CatalogProbe *m_probe;
    catalogsettings::CatalogChoice m_loaded;
};

} // namespace aip
