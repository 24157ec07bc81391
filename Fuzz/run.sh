#!/usr/bin/env bash
# Builds the libFuzzer targets under Fuzz/ and runs each for a bounded number of inputs.
#
# Usage: Fuzz/run.sh [--runs N] [--max-seconds S] [target...]
#   --runs N          inputs to execute per target (default 100000)
#   --max-seconds S   wall-time cap per target, in seconds (default 60)
#   target            VersionParser, RuleFile, BaselineReader (default: all three)
#
# Each library (Strategies, Bench) is compiled once with `swiftc -O -sanitize=fuzzer,address`
# in the package's language mode (Swift 6), warnings as errors as in CI's build, into a static
# library under Fuzz/.out/lib, then linked with the target's entry point
# Fuzz/<Target>/<Target>.swift into Fuzz/.out/bin/<Target>. The committed seed corpus
# Fuzz/<Target>/corpus is copied to a scratch directory under Fuzz/.out/corpus, so runs never
# modify committed files; Fuzz/<Target>/dict lists tokens for libFuzzer's mutations. Prints the inputs executed per target; exits non-zero when a target
# crashes, a property check traps, an input times out or runs out of memory, naming the file
# that reproduces it; replay it with `SWIFT_BACKTRACE=enable=no Fuzz/.out/bin/<Target> FILE`.
#
# Runnable from any directory on a clean clone; needs only the Swift toolchain.
set -euo pipefail

runs=100000
max_seconds=60
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --runs)
      runs=${2:?--runs needs a number}
      shift 2
      ;;
    --max-seconds)
      max_seconds=${2:?--max-seconds needs a number}
      shift 2
      ;;
    -h | --help)
      sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'
      exit 0
      ;;
    -*)
      echo "run.sh: unknown option $1 (see --help)" >&2
      exit 64
      ;;
    *)
      targets+=("$1")
      shift
      ;;
  esac
done
for value in "$runs" "$max_seconds"; do
  if ! [[ "$value" =~ ^[1-9][0-9]*$ ]]; then
    echo "run.sh: --runs and --max-seconds take a positive integer, got '$value'" >&2
    exit 64
  fi
done
if [ ${#targets[@]} -eq 0 ]; then targets=(VersionParser RuleFile BaselineReader); fi

fuzz_dir=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")" && pwd)
root=$(dirname "$fuzz_dir")
out="$fuzz_dir/.out"

# target → library module it needs, and the longest input libFuzzer generates.
library_of() {
  case "$1" in
    VersionParser | RuleFile) echo Strategies ;;
    BaselineReader) echo Bench ;;
    *) return 1 ;;
  esac
}
max_len_of() {
  case "$1" in
    VersionParser) echo 256 ;;
    *) echo 65536 ;;
  esac
}
for target in "${targets[@]}"; do
  if ! library_of "$target" >/dev/null; then
    echo "run.sh: unknown target '$target' (known: VersionParser, RuleFile, BaselineReader)" >&2
    exit 64
  fi
done

# -package-name: the libraries declare `package` symbols, shared by the package's modules.
swift_flags=(-O -parse-as-library -sanitize=fuzzer,address -package-name navbench -swift-version 6
  -warnings-as-errors)
# The toolchain's lld links the sanitizer runtimes without gold's symbol-export warnings.
if swiftc -use-ld=lld -version >/dev/null 2>&1; then swift_flags+=(-use-ld=lld); fi
mkdir -p "$out/lib" "$out/bin" "$out/logs"

# The package-access module the libraries import (one lock type, one column aligner).
support=PackageSupport

# Compiles Sources/<Library> into Fuzz/.out/lib/lib<Library>.a, unless the archive is newer
# than every source and was built from the same files with the same flags.
build_library() {
  local library=$1 archive="$out/lib/lib$1.a" stamp="$out/lib/$1.stamp"
  if [ "$library" != "$support" ]; then build_library "$support" || return 1; fi
  local -a sources
  mapfile -t sources < <(find "$root/Sources/$library" -name '*.swift' | LC_ALL=C sort)
  local recipe
  recipe=$(printf '%s\n' "$(swiftc -version 2>&1 | sed -n 1p)" "${swift_flags[@]}" "${sources[@]}")
  if [ -f "$archive" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$recipe" ] &&
    [ -z "$(find "${sources[@]}" -newer "$archive" -print -quit)" ]; then
    return 0
  fi
  echo "== build $library (swiftc -O -sanitize=fuzzer,address)"
  rm -f "$archive" "$stamp"
  swiftc "${swift_flags[@]}" -j2 -module-name "$library" -emit-library -static -I "$out/lib" \
    -emit-module -emit-module-path "$out/lib/$library.swiftmodule" \
    -o "$archive" "${sources[@]}" || return 1
  printf '%s\n' "$recipe" >"$stamp"
}

# Links Fuzz/<Target>/<Target>.swift with its library into Fuzz/.out/bin/<Target>, unless the
# binary is newer than both.
build_target() {
  local target=$1 library binary="$out/bin/$1" entry="$fuzz_dir/$1/$1.swift"
  library=$(library_of "$target")
  build_library "$library" || return 1
  if [ -x "$binary" ] && [ "$binary" -nt "$entry" ] && [ "$binary" -nt "$out/lib/lib$library.a" ] &&
    [ "$binary" -nt "$out/lib/lib$support.a" ]
  then
    return 0
  fi
  echo "== build $target"
  swiftc "${swift_flags[@]}" -module-name "${target}Fuzz" -I "$out/lib" -L "$out/lib" \
    -l"$library" -l"$support" "$entry" -o "$binary" || return 1
}

# Runs one target; prints the inputs executed and returns non-zero on a finding.
run_target() {
  local target=$1
  local corpus="$out/corpus/$target" artifacts="$out/artifacts/$target"
  local log="$out/logs/$target.log"
  rm -rf "$corpus"
  mkdir -p "$corpus" "$artifacts"
  cp "$fuzz_dir/$target/corpus/"* "$corpus/"
  echo "== fuzz $target (up to $runs inputs or $max_seconds s)"
  local start=$SECONDS status=0
  # The Swift runtime's own backtracer would take over a trap and, under ASan, hang or report
  # its own memory reads; with it off, libFuzzer prints the trace and writes the reproducer.
  SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no} "$out/bin/$target" \
    -runs="$runs" -max_total_time="$max_seconds" -max_len="$(max_len_of "$target")" \
    -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts/" \
    -dict="$fuzz_dir/$target/dict" "$corpus" >"$log" 2>&1 || status=$?
  local executed
  executed=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' ||
    true)
  if [ "$status" -ne 0 ]; then
    echo "-- last lines of $log:"
    tail -n 40 "$log"
    local artifact
    artifact=$(grep -Eo "Test unit written to [^ ]+" "$log" | tail -n 1 |
      sed 's/^Test unit written to //' || true)
    local why
    why=$(grep -m 1 -E 'Fatal error|ERROR: (AddressSanitizer|libFuzzer|LeakSanitizer)' "$log" ||
      true)
    echo "FAIL $target: libFuzzer exited $status after ${executed:-?} inputs: ${why:-see $log}"
    echo "FAIL $target: reproducer: ${artifact:-none written (see $log)}"
    return 1
  fi
  local note=""
  if [ -n "$executed" ] && [ "$executed" -lt "$runs" ]; then
    note=" (stopped by the $max_seconds s cap before $runs)"
  fi
  echo "ok $target: ${executed:-?} inputs executed in $((SECONDS - start)) s$note," \
    "$(find "$corpus" -type f | wc -l | tr -d ' ') corpus files"
}

build_start=$SECONDS
for target in "${targets[@]}"; do
  if ! build_target "$target"; then
    echo "FAIL $target: the build failed (see the compiler output above)"
    exit 1
  fi
done
echo "== built ${#targets[@]} target(s) in $((SECONDS - build_start)) s"

failed=()
for target in "${targets[@]}"; do
  run_target "$target" || failed+=("$target")
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzzing found problems in: ${failed[*]}"
  exit 1
fi
echo "fuzzing: ${#targets[@]} target(s) ran without a finding"
