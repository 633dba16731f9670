#include "preferences/catalogpage.h"

#include "catalogcredentials.h"
#include "catalogdatabase.h"
#include "team/catalogprobe.h"
#include "team/passwordstore.h"

#include <QButtonGroup>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace aip {

namespace {

QString serverAccount(const catalogsettings::CatalogChoice &c)
{
    QString error;
    const auto where = CatalogLocation::parse(c.location(), &error);
    return where ? where->displayName() : QString();
}

} // namespace

CatalogPage::CatalogPage(QWidget *parent)
    : QWidget(parent)
    , m_fileChoice(new QRadioButton(tr("A catalog file on this computer"), this))
    , m_serverChoice(new QRadioButton(tr("A team catalog on a PostgreSQL server"), this))
    , m_file(new QLineEdit(this))
    , m_browse(new QPushButton(tr("Browse..."), this))
    , m_host(new QLineEdit(this))
    , m_port(new QSpinBox(this))
    , m_database(new QLineEdit(this))
    , m_user(new QLineEdit(this))
    , m_password(new QLineEdit(this))
    , m_passwordNote(new QLabel(this))
    , m_test(new QPushButton(tr("Test connection"), this))
    , m_result(new QLabel(this))
    , m_probe(new CatalogProbe(this))
{
    setObjectName(QStringLiteral("catalogPage"));
    setMinimumWidth(520);
    m_fileChoice->setObjectName(QStringLiteral("catalogFileChoice"));
    m_serverChoice->setObjectName(QStringLiteral("catalogServerChoice"));
    m_file->setObjectName(QStringLiteral("catalogFile"));
    m_host->setObjectName(QStringLiteral("catalogHost"));
    m_port->setObjectName(QStringLiteral("catalogPort"));
    m_database->setObjectName(QStringLiteral("catalogDatabase"));
    m_user->setObjectName(QStringLiteral("catalogUser"));
    m_password->setObjectName(QStringLiteral("catalogPassword"));
    m_test->setObjectName(QStringLiteral("catalogTestConnection"));
    m_result->setObjectName(QStringLiteral("catalogTestResult"));
    m_passwordNote->setObjectName(QStringLiteral("catalogPasswordNote"));

    auto *group = new QButtonGroup(this);
    group->addButton(m_fileChoice);
    group->addButton(m_serverChoice);
    m_file->setPlaceholderText(CatalogDatabase::defaultPath());
    m_file->setClearButtonEnabled(true);
    m_port->setRange(1, 65535);
    m_port->setValue(5432);
    m_host->setPlaceholderText(QStringLiteral("db.example.com"));
    m_database->setPlaceholderText(QStringLiteral("aip"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("from the secret store, PGPASSWORD or ~/.pgpass"));
    m_passwordNote->setWordWrap(true);
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(m_browse);
    auto *server = new QFormLayout;
    server->addRow(tr("Host"), m_host);
    server->addRow(tr("Port"), m_port);
    server->addRow(tr("Database"), m_database);
    server->addRow(tr("User"), m_user);
    server->addRow(tr("Password"), m_password);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_fileChoice);
    layout->addLayout(fileRow);
    layout->addWidget(m_serverChoice);
    layout->addLayout(server);
    layout->addWidget(m_passwordNote);
    auto *testRow = new QHBoxLayout;
    testRow->addWidget(m_test);
    testRow->addStretch(1);
    layout->addLayout(testRow);
    layout->addWidget(m_result);
    auto *note = new QLabel(tr("The catalog chosen here opens when you click OK, and at every start without "
                               "--catalog on the command line. When the server cannot be reached, the program opens "
                               "its offline copy, read-only."),
                            this);
    note->setWordWrap(true);
    layout->addWidget(note);
    layout->addStretch(1);

    connect(m_fileChoice, &QRadioButton::toggled, this, &CatalogPage::updateEnabled);
    connect(m_browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Catalog file"), m_file->text(),
                                                          tr("Catalogs (*.db);;All files (*)"), nullptr,
                                                          QFileDialog::DontConfirmOverwrite);
        if (!path.isEmpty())
            m_file->setText(path);
    });
    connect(m_test, &QPushButton::clicked, this, &CatalogPage::testConnection);
    connect(m_probe, &CatalogProbe::finished, this, &CatalogPage::showResult);

    m_loaded = catalogsettings::load();
    setChoice(m_loaded);
    readStoredPassword();
}

catalogsettings::CatalogChoice CatalogPage::choice() const
{
    catalogsettings::CatalogChoice c;
    c.server = m_serverChoice->isChecked();
    c.file = m_file->text().trimmed();
    c.host = m_host->text().trimmed();
    c.port = m_port->value();
    c.database = m_database->text().trimmed();
    c.user = m_user->text().trimmed();
    return c;
}

void CatalogPage::setChoice(const catalogsettings::CatalogChoice &c)
{
    (c.server ? m_serverChoice : m_fileChoice)->setChecked(true);
    m_file->setText(c.file);
    m_host->setText(c.host);
    m_port->setValue(c.port);
    m_database->setText(c.database);
    m_user->setText(c.user);
    updateEnabled();
}

QString CatalogPage::resultText() const
{
    return m_result->text();
}

void CatalogPage::updateEnabled()
{
    const bool server = m_serverChoice->isChecked();
    m_file->setEnabled(!server);
    m_browse->setEnabled(!server);
    for (QWidget *w :
         {static_cast<QWidget *>(m_host), static_cast<QWidget *>(m_port), static_cast<QWidget *>(m_database),
          static_cast<QWidget *>(m_user), static_cast<QWidget *>(m_password)})
        w->setEnabled(server);
}

void CatalogPage::holdPassword()
{
    const catalogsettings::CatalogChoice c = choice();
    QString error;
    const auto where = CatalogLocation::parse(c.location(), &error);
    if (c.server && where && !m_password->text().isEmpty())
        setSessionPassword(*where, m_password->text());
}

void CatalogPage::testConnection()
{
    const catalogsettings::CatalogChoice c = choice();
    if (const QString problem = c.problem(); !problem.isEmpty()) {
        m_result->setText(tr("Not tested: %1.").arg(problem));
        emit tested(false);
        return;
    }
    holdPassword();
    m_test->setEnabled(false);
    m_result->setText(tr("Testing %1...").arg(serverAccount(c)));
    m_probe->start(c.location());
}

void CatalogPage::showResult(const CatalogProbeResult &result)
{
    m_test->setEnabled(true);
    m_result->setText(result.ok ? result.text : tr("Failed: %1").arg(result.text));
    emit tested(result.ok);
}

void CatalogPage::readStoredPassword()
{
    // Asked even without a server chosen: the page says at once whether a typed password can be kept.
    const bool server = m_loaded.server && m_loaded.problem().isEmpty();
    const QString account = server ? serverAccount(m_loaded) : QStringLiteral("postgresql://");
    passwordstore::read(account, this, [this, server](std::optional<QString> password, const QString &problem) {
        if (server && password && m_password->text().isEmpty()) {
            m_password->setText(*password);
            m_passwordNote->setText(tr("The password is kept in the desktop's secret store."));
        } else if (!problem.isEmpty()) {
            m_passwordNote->setText(
                tr("No secret store (%1): a password typed here is kept for this session only.").arg(problem));
        }
    });
}

bool CatalogPage::apply()
{
    const catalogsettings::CatalogChoice c = choice();
    catalogsettings::save(c);
    if (c.server && c.problem().isEmpty()) {
        holdPassword();
        if (!m_password->text().isEmpty()) {
            passwordstore::write(serverAccount(c), m_password->text(), this,
                                 [this](const QString &problem) { emit passwordStored(problem); });
        }
    }
    const bool changed = c.location() != m_loaded.location() || c.server != m_loaded.server;
    m_loaded = c;
    return changed;
}

} // namespace aip
