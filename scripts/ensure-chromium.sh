#!/usr/bin/env bash
# The browser journeys use Debian's Chromium at /usr/bin/chromium; Playwright never downloads a browser here.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  echo "Chromium: $(/usr/bin/chromium --version 2>/dev/null || echo present)"
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  echo "Chromium: $(/usr/bin/chromium --version)"
  exit 0
fi
echo "Chromium is missing. Install Debian's package as root: apt-get install chromium (it provides /usr/bin/chromium)." >&2
exit 1
