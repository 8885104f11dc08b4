#!/usr/bin/env bash
# Installs the two C libraries themec links (libxml2, libyaml) when they are missing.
# Debian/Ubuntu: apt-get; macOS: Homebrew. Safe to run again.
set -euo pipefail
if pkg-config --exists libxml-2.0 yaml-0.1 2>/dev/null; then
    exit 0
fi
if command -v apt-get >/dev/null 2>&1; then
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq libxml2-dev libyaml-dev pkg-config
elif command -v brew >/dev/null 2>&1; then
    brew install libxml2 libyaml pkg-config
else
    echo "setup: install libxml2 and libyaml development files (with pkg-config) for your system" >&2
    exit 1
fi
