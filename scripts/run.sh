#!/usr/bin/env bash
# Sets up (Debian packages), builds and starts the GUI on the bundled catalog. Arguments go to the program,
# e.g. `bash scripts/run.sh examples/gpt3-175b-128-dgx-a100.aiplan`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-deps.sh
AIP_BUILD_TYPE=Release bash scripts/build.sh
exec "${AIP_BUILD_DIR:-build}/app/aiplanner" "$@"
