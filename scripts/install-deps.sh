#!/usr/bin/env bash
# Installs the system libraries Animatic builds against; does nothing if they are present.
set -euo pipefail
# ffmpeg: MP4/WebM export and the export tests; chromium: the review page's browser tests;
# libxml2-utils (xmllint): the test that the JUnit file validates against the JUnit XSD.
packages=(libcairo2-dev libpango1.0-dev libpng-dev libpixman-1-dev libfontconfig-dev pkg-config fonts-inter ffmpeg chromium libxml2-utils curl ca-certificates)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "installing: ${missing[*]}" >&2
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
# The JUnit schema Jenkins' xUnit plugin validates with (MIT, Gregory Boissinot), pinned by
# commit and SHA-256; kept out of git (third-party), in .deps/ for the JUnit test.
xsd_dir="$(cd "$(dirname "$0")/.." && pwd)/.deps"
xsd="$xsd_dir/junit-10.xsd"
xsd_sha=a1a816f58d1bf95ebabf371994df0b9246dee66ea9572fbec4f9296f1b2c0ff6
if ! echo "$xsd_sha  $xsd" | sha256sum -c --status 2>/dev/null; then
  mkdir -p "$xsd_dir"
  curl -fsSL -o "$xsd.tmp" https://raw.githubusercontent.com/jenkinsci/xunit-plugin/ae25da5089d4f94ac6c4669bf736e4d416cc4665/src/main/resources/org/jenkinsci/plugins/xunit/types/model/xsd/junit-10.xsd
  echo "$xsd_sha  $xsd.tmp" | sha256sum -c --status || { echo "junit-10.xsd: unexpected SHA-256" >&2; rm -f "$xsd.tmp"; exit 1; }
  mv "$xsd.tmp" "$xsd"
fi
command -v swift >/dev/null || { echo "swift is not on PATH (Swift 6.1 or later is needed)" >&2; exit 1; }
