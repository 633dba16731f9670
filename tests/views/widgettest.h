#pragma once
// Shared by the views tests that drive a panel as a user would: find a child widget by its object name (the test
// fails where there is none) and choose an item of a combo box by its data, as a click does (activated() emitted).

#include "support/testsupport.h"

#include <QComboBox>
#include <QVariant>
#include <QWidget>

namespace viewtest {

template<typename T>
T *child(QWidget &parent, const char *name)
{
    T *w = parent.findChild<T *>(QLatin1String(name));
    REQUIRE(w);
    return w;
}

inline void activate(QComboBox *combo, const QVariant &data)
{
    const int i = combo->findData(data);
    REQUIRE(i >= 0);
    combo->setCurrentIndex(i);
    emit combo->activated(i);
}

} // namespace viewtest
