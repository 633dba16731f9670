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
    case Binding::Deadline: return QCoreApplication::translate("Sizing", "deadline");
    case Binding::Budget: return QCoreApplication::translate("Sizing", "budget");
    case Binding::Power: return QCoreApplication::translate("Sizing", "power");
    case Binding::Racks: return QCoreApplication::translate("Sizing", "racks");
    case Binding::Memory: return QCoreApplication::translate("Sizing", "memory");
    }
    return {};
}

} // namespace aip::sizing
