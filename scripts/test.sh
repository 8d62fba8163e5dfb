#!/usr/bin/env bash
# Installs what is needed and runs the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
# The style first: it takes seconds, and a file that is not formatted fails the run.
bash scripts/format.sh check
swift test
# The swift-snapshot-testing strategy is built only with the SnapshotTesting package trait. Its
# tests build in a folder of their own so that the two builds do not undo each other.
swift test --traits SnapshotTesting --scratch-path .build-traits --filter AnimaticSnapshotTestingTests
