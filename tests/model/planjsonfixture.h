#pragma once
// Plan-file text for the reader tests: one server type around the members under test, and the reader's first error.
#include "plan/planfile.h"
#include "support/testsupport.h"

#include <QByteArray>
#include <QString>

namespace plantest {

// A plan of `count` x `chassis` with `members` (a JSON object's members, without braces) added at the top level.
inline QByteArray planWithMembers(const QByteArray &members, const QByteArray &chassis = "nvidia-dgx-a100-80gb",
                                  int count = 2)
{
    return "{\"format\":\"aiplanner-plan\",\"version\":1,\"name\":\"t\",\"servers\":[{\"id\":\"n\",\"chassis\":\""
        + chassis + "\",\"parts\":[],\"count\":" + QByteArray::number(count) + "}]," + members + "}";
}

// The same plan with `workload` (a JSON object) as its workload.
inline QByteArray planWithWorkload(const QByteArray &workload, const QByteArray &chassis = "nvidia-dgx-a100-80gb",
                                   int count = 2)
{
    return planWithMembers("\"workload\":" + workload, chassis, count);
}

// The first error the reader gives for `json`, which must not read.
inline QString firstError(const QByteArray &json)
{
    const aip::PlanReadResult r = aip::readPlan(json);
    REQUIRE_FALSE(r.ok());
    return r.errors.constFirst().toString();
}

} // namespace plantest
