#include "sizing/sizingresult.h"

#include <QCoreApplication>

namespace aip::sizing {

QString bindingName(Binding b)
{
    switch (b) {
    case Binding::Deadline: return QStringLiteral("deadline");
    case Binding::Budget: return QStringLiteral("budget");
    case Binding::Power: return QStringLiteral("power");
    case Binding::Racks: return QStringLiteral("racks");
    case Binding::Memory: return QStringLiteral("memory");
    }
    return {};
}

QString bindingLabel(Binding b)
{
    switch (b) {
    case Binding::Deadline: return QCoreApplication::translate("aip::sizing", "deadline");
    case Binding::Budget: return QCoreApplication::translate("aip::sizing", "budget");
    case Binding::Power: return QCoreApplication::translate("aip::sizing", "power");
    case Binding::Racks: return QCoreApplication::translate("aip::sizing", "racks");
    case Binding::Memory: return QCoreApplication::translate("aip::sizing", "memory");
    }
    return {};
}

} // namespace aip::sizing
