#include "team/passwordstore.h"

#include <QCoreApplication>
#include <QPointer>
#include <QTimer>

#include <memory>
#include <utility>

#ifdef AIP_HAVE_KEYCHAIN
#include <qt6keychain/keychain.h>
#endif

namespace aip::passwordstore {

namespace {

struct StoreText {
    Q_DECLARE_TR_FUNCTIONS(PasswordStore)
};

const QString kService = QStringLiteral("AI Server Planner team catalog");

// Runs `answer` at most once: the first of the job's end and the time limit wins.
class OneAnswer
{
public:
    bool claim() { return !std::exchange(m_answered, true); }

private:
    bool m_answered = false;
};

} // namespace

bool compiledIn()
{
#ifdef AIP_HAVE_KEYCHAIN
    return qEnvironmentVariable("AIP_NO_KEYCHAIN") != QLatin1String("1");
#else
    return false;
#endif
}

void read(const QString &account, QObject *context,
          std::function<void(std::optional<QString> password, const QString &problem)> done, int timeoutMs)
{
    auto once = std::make_shared<OneAnswer>();
    if (!compiledIn()) {
        QTimer::singleShot(0, context, [once, done] {
            if (once->claim())
                done(std::nullopt, StoreText::tr("this program has no access to a secret store"));
        });
        return;
    }
    QTimer::singleShot(timeoutMs, context, [once, done] {
        if (once->claim())
            done(std::nullopt, StoreText::tr("the desktop's secret store did not answer"));
    });
#ifdef AIP_HAVE_KEYCHAIN
    auto *job = new QKeychain::ReadPasswordJob(kService);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(account);
    QObject::connect(job, &QKeychain::Job::finished, context, [once, done](QKeychain::Job *finished) {
        if (!once->claim())
            return;
        auto *readJob = static_cast<QKeychain::ReadPasswordJob *>(finished);
        if (finished->error() == QKeychain::NoError)
            done(readJob->textData(), QString());
        else if (finished->error() == QKeychain::EntryNotFound)
            done(std::nullopt, QString());
        else
            done(std::nullopt, finished->errorString());
    });
    job->start();
#endif
}

void write(const QString &account, const QString &password, QObject *context,
           std::function<void(const QString &problem)> done, int timeoutMs)
{
    auto once = std::make_shared<OneAnswer>();
    if (!compiledIn()) {
        QTimer::singleShot(0, context, [once, done] {
            if (once->claim())
                done(StoreText::tr("this program has no access to a secret store"));
        });
        return;
    }
    QTimer::singleShot(timeoutMs, context, [once, done] {
        if (once->claim())
            done(StoreText::tr("the desktop's secret store did not answer"));
    });
#ifdef AIP_HAVE_KEYCHAIN
    QKeychain::Job *job = nullptr;
    if (password.isEmpty()) {
        job = new QKeychain::DeletePasswordJob(kService);
    } else {
        auto *writeJob = new QKeychain::WritePasswordJob(kService);
        writeJob->setTextData(password);
        job = writeJob;
    }
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(account);
    QObject::connect(job, &QKeychain::Job::finished, context, [once, done](QKeychain::Job *finished) {
        if (!once->claim())
            return;
        const bool ok = finished->error() == QKeychain::NoError || finished->error() == QKeychain::EntryNotFound;
        done(ok ? QString() : finished->errorString());
    });
    job->start();
#else
    Q_UNUSED(account)
    Q_UNUSED(password)
#endif
}

} // namespace aip::passwordstore
