#!/usr/bin/env bash
# Fuzzes the scene parser, timeline compiler and one frame's render for SECONDS (default 60).
#   Fuzz/run.sh [SECONDS]
# Fails on a crash, a hang (an input taking more than FUZZ_TIMEOUT seconds, default 30) or a
# memory blow-up (more than FUZZ_RSS_MB MiB, default 2048). Each input that fails is minimized
# into Fuzz/regressions/, which the main test suite replays (FuzzRegressionTests) without the
# sanitizer. When this toolchain cannot build a libFuzzer target at all, it says why and exits 0
# (CI runs this after the test suite and must not fail for a missing sanitizer runtime).
# Environment: FUZZ_CONFIG=debug|release (default release), FUZZ_LOG=file (default Fuzz/fuzz.log).
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-60}"
timeout_per_input="${FUZZ_TIMEOUT:-30}"
rss_mb="${FUZZ_RSS_MB:-2048}"
config="${FUZZ_CONFIG:-release}"
log="${FUZZ_LOG:-$PWD/fuzz.log}"
sanitize=(-Xswiftc -sanitize=fuzzer,address)

# Can this toolchain link a libFuzzer target? A two-line probe answers in a few seconds.
probe="$(mktemp -d)"
trap 'rm -rf "$probe"' EXIT
printf '@_cdecl("LLVMFuzzerTestOneInput") public func f(_ d: UnsafePointer<UInt8>, _ n: Int) -> CInt { 0 }\n' > "$probe/probe.swift"
if ! command -v swiftc > /dev/null; then
    echo "fuzz: skipped: no swiftc on PATH"; exit 0
fi
if ! swiftc -parse-as-library -sanitize=fuzzer,address "$probe/probe.swift" -o "$probe/probe" > "$probe/log" 2>&1; then
    echo "fuzz: skipped: this Swift toolchain cannot link a libFuzzer target (-sanitize=fuzzer,address):"
    sed 's/^/  /' "$probe/log" | tail -5
    exit 0
fi

# The repository as a dependency under a fixed name (see Package.swift).
mkdir -p .link
ln -sfn ../.. .link/Animatic

echo "fuzz: building the $config fuzz target (log: Fuzz/build.log)"
if ! swift build -c "$config" "${sanitize[@]}" --product animatic-fuzz > build.log 2>&1; then
    grep -E "error:" build.log | head -20
    echo "fuzz: the build failed"; exit 1
fi
binary="$(swift build -c "$config" "${sanitize[@]}" --product animatic-fuzz --show-bin-path)/animatic-fuzz"
export ANIMATIC_FUZZ_SCENES="$(cd ../scenes && pwd)"
# Leaks are not what this looks for, and fontconfig's process-wide cache looks like one.
export ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}"

# The corpus: what earlier runs found (kept locally in Fuzz/corpus), seeded each time with the
# project's scenes and every input that once failed.
mkdir -p corpus artifacts regressions
cp ../scenes/*.yaml corpus/
cp regressions/*.yaml corpus/ 2> /dev/null || true

echo "fuzz: running for ${seconds}s (timeout ${timeout_per_input}s an input, rss limit ${rss_mb} MiB); log: $log"
status=0
# The outer timeout only guards against libFuzzer itself stalling.
timeout --signal=KILL $((seconds + timeout_per_input + 300)) "$binary" corpus \
    -dict=scene.dict -max_len=16384 -timeout="$timeout_per_input" -rss_limit_mb="$rss_mb" \
    -max_total_time="$seconds" -artifact_prefix=artifacts/ -print_final_stats=1 -use_value_profile=1 -detect_leaks=0 \
    > "$log" 2>&1 < /dev/null || status=$?
grep -E "^#[0-9]+ +(INITED|DONE)" "$log" | tail -2 || true
grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$log" || true

failures=(artifacts/crash-* artifacts/timeout-* artifacts/oom-* artifacts/leak-*)
found=0
for artifact in "${failures[@]}"; do
    [[ -e "$artifact" ]] || continue
    found=1
    name="$(basename "$artifact")"
    echo "fuzz: FAILED: $name"
    # Minimize crashes; hangs and blow-ups are kept as found (minimizing them takes as long).
    if [[ "$name" == crash-* ]]; then
        timeout --signal=KILL 300 "$binary" -minimize_crash=1 -runs=20000 -timeout="$timeout_per_input" \
            -exact_artifact_path="regressions/$name.yaml" "$artifact" > /dev/null 2>&1 < /dev/null || true
    fi
    [[ -e "regressions/$name.yaml" ]] || cp "$artifact" "regressions/$name.yaml"
    rm -f "$artifact"
    echo "fuzz: kept as Fuzz/regressions/$name.yaml (replayed by FuzzRegressionTests)"
done
if [[ $found == 1 || $status != 0 ]]; then
    echo "fuzz: libFuzzer exited with $status; see $log"
    tail -30 "$log"
    exit 1
fi
echo "fuzz: no crash, hang or memory blow-up"
