#!/usr/bin/env bash
# Configures and builds into $AIP_BUILD_DIR (default: build/). Extra arguments go to cmake's configure step.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${AIP_BUILD_DIR:-build}
# ccache (when installed) may reuse objects across checkouts and build folders of this project.
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$(pwd)} CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-true}
cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=${AIP_BUILD_TYPE:-RelWithDebInfo} "$@" >"$BUILD.configure.log" 2>&1 \
  || { cat "$BUILD.configure.log"; exit 1; }
# AIP_BUILD_TARGETS: build only these targets (space-separated); default all.
cmake --build "$BUILD" -j"$(nproc)" ${AIP_BUILD_TARGETS:+--target $AIP_BUILD_TARGETS}
