#!/usr/bin/env bash
# Installs the two C libraries themec links (libxml2, libyaml) when they are missing, and on
# Linux zip and unzip (the artifact bundle script and its test, and SwiftPM's binary targets).
# Debian/Ubuntu: apt-get; macOS: Homebrew. Safe to run again.
set -euo pipefail
missing=()
pkg-config --exists libxml-2.0 yaml-0.1 2>/dev/null || missing+=(libxml2-dev libyaml-dev pkg-config)
command -v zip >/dev/null 2>&1 || missing+=(zip)
command -v unzip >/dev/null 2>&1 || missing+=(unzip)
if ((${#missing[@]} == 0)); then
    exit 0
fi
if command -v apt-get >/dev/null 2>&1; then
    sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq "${missing[@]}"
elif command -v brew >/dev/null 2>&1; then
    brew install libxml2 libyaml pkg-config
else
    echo "setup: install libxml2 and libyaml development files (with pkg-config), zip and unzip for your system" >&2
    exit 1
fi
