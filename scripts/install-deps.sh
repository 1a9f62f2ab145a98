#!/usr/bin/env bash
# Installs what `make demo` and `make test` need and are missing; safe to run again.
# System packages come from Debian (apt-get); Swift packages come through SwiftPM.
set -euo pipefail

# Debian packages the build and tests need:
# - the text stack (Pango, HarfBuzz, FreeType, fontconfig, Cairo) with headers;
# - gdk-pixbuf with headers, which decodes PNG and JPEG images (`UIImage(data:)`);
# - fonts: Inter is the UI font; Noto covers every other script, CJK and colour emoji,
#   so that fallback reaches a real glyph instead of a box;
# - chromium and its WebDriver, which the live preview's tests drive headless.
packages=(pkg-config python3 python3-venv
          libpango1.0-dev libcairo2-dev libharfbuzz-dev libfreetype-dev libfontconfig-dev
          libgdk-pixbuf-2.0-dev zlib1g-dev
          fonts-inter fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
          chromium chromium-driver)

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
# python3 and venv may come from elsewhere (pyenv); only install them when absent.
if command -v python3 >/dev/null && python3 -m venv --help >/dev/null 2>&1; then
    filtered=()
    for package in "${missing[@]}"; do
        [[ "$package" == python3 || "$package" == python3-venv ]] || filtered+=("$package")
    done
    missing=("${filtered[@]+"${filtered[@]}"}")
fi
if ((${#missing[@]})); then
    echo "Installing Debian packages: ${missing[*]}"
    sudo=""
    [[ $(id -u) -ne 0 ]] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
fi

if ! command -v swift >/dev/null; then
    echo "error: the Swift toolchain (swift 6) is not on PATH" >&2
    exit 1
fi
