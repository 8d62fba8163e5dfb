#!/usr/bin/env bash
# Installs the system libraries Animatic builds against; does nothing if they are present.
# libisal-dev: ISA-L's igzip deflates PNG frames at the fast levels (1–3), ten times zlib's speed.
# libxxhash-dev: XXH3-128, the golden manifests' digest of a frame's pixels (SHA-256 took a third of a check).
# libturbojpeg0-dev: JPEG images (an app's photos in its asset catalogs), decoded where frames decode PNG.
set -euo pipefail
# ffmpeg: MP4/WebM export and the export tests; chromium: the review page's browser tests;
# libxml2-utils (xmllint): the test that the JUnit file validates against the JUnit XSD.
packages=(libcairo2-dev libpango1.0-dev libpng-dev libpixman-1-dev libfontconfig-dev libssl-dev libisal-dev libxxhash-dev libturbojpeg0-dev pkg-config fonts-inter ffmpeg chromium libxml2-utils)
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
command -v swift >/dev/null || { echo "swift is not on PATH (Swift 6.1 or later is needed)" >&2; exit 1; }
