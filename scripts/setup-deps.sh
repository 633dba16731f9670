#!/usr/bin/env bash
# Installs the Debian 12 packages AI Server Planner needs to build, run and test, when any is missing.
# Run as root (or with sudo available). Safe to run again: it installs nothing when all are present.
set -euo pipefail
PKGS=(
  build-essential cmake ninja-build ccache pkg-config git python3
  qt6-base-dev qt6-base-dev-tools libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libqt6sql6-sqlite libqt6sql6-psql postgresql libqt6svg6 qt6-qpa-plugins libgl-dev libglx-dev libxkbcommon-dev
  libsqlite3-dev sqlite3 catch2 libbenchmark-dev qtkeychain-qt6-dev
  fonts-noto-cjk fonts-wqy-microhei fonts-dejavu-core qt6-translations-l10n
  xvfb xauth xdotool imagemagick poppler-utils
  clang clang-format
)
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  echo "setup: installing ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
