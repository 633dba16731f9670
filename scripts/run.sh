#!/usr/bin/env bash
# Sets up (Debian packages), builds and starts the GUI on the bundled catalog. Arguments go to the program,
# e.g. `bash scripts/run.sh examples/gpt3-175b-128-dgx-a100.aiplan`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-deps.sh
# The same folder and build type as scripts/test.sh (build/, RelWithDebInfo), so running one after the other rebuilds
# nothing the other built; only the GUI is built here.
AIP_BUILD_TARGETS=${AIP_BUILD_TARGETS:-aiplanner} bash scripts/build.sh
exec "${AIP_BUILD_DIR:-build}/app/aiplanner" "$@"
