#!/usr/bin/env bash
# Instructions per operation of each variant of a suite, counted by valgrind (callgrind), not timed.
#
# Usage: Scripts/instructions-per-op.sh SUITE OS SIZE [FILTER]
#   e.g. Scripts/instructions-per-op.sh transitions 16.4 100
#
# Runs `navbench run` under callgrind with collection switched on only inside the benchmark
# workloads (the closures that loop over the events), and prints, for each workload, its
# instructions (the loop included) divided by the number of events it called (`StackEvents`,
# `ListEvents` and the transitions' `*Change` functions). Each workload is named by its closure
# (`closure #2 in ListsSuite.rowToggles`): the variants are numbered in the order the suite
# declares them, after any closure of the benchmark itself (`operationsPerIteration`).
# Not for the transforms suite: its three workloads compile to one merged function, which
# callgrind does not tell apart; price it with `navbench run --suite transforms`.
#
# Needs valgrind and a release build (`swift build -c release`); NAVBENCH overrides the binary.
set -euo pipefail
# Each tool this script needs, checked before it is used (exit 69 naming it).
need() {
  command -v "$1" >/dev/null 2>&1 && return
  echo "instructions-per-op.sh: error: $1 is not on PATH ($2)" >&2
  exit 69
}
need swift "swift demangle names the functions"

if [[ $# -lt 3 || $# -gt 4 ]]; then
  echo "usage: $0 SUITE OS SIZE [FILTER] (got $# arguments)" >&2
  exit 64
fi
suite=$1 os=$2 size=$3 filter=${4:-.}
# The checkout is found from this file itself, through any symbolic links to it.
root=$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/..
binary=${NAVBENCH:-$root/.build/release/navbench}
what=${NAVBENCH:+NAVBENCH=}$binary
if [[ $suite == transforms ]]; then
  echo "error: the transforms workloads compile to one merged function; use navbench run" >&2
  exit 64
fi
# Each fault named as what it is (a directory passes -x).
if [[ -d $binary ]]; then
  echo "error: $what is a directory, not the navbench executable" >&2; exit 66
elif [[ ! -e $binary ]]; then
  echo "error: $what: no such file (swift build -c release)" >&2; exit 66
elif [[ ! -x $binary ]]; then
  echo "error: $what is not executable" >&2; exit 66
fi
command -v valgrind >/dev/null || { echo "error: valgrind is not installed" >&2; exit 69; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# valgrind cannot read the DWARF 5 debug info of a Swift release binary: strip a copy.
cp "$binary" "$work/navbench"
strip --strip-debug "$work/navbench"

valgrind --tool=callgrind --callgrind-out-file="$work/out" --collect-atstart=no \
  --toggle-collect='$s15BenchmarkSuites*ySicfU_' \
  "$work/navbench" run --suite "$suite" --filter "$filter" --sizes "$size" --os "$os" \
  --forks 1 --samples 5 --min-time 20 --time-budget 5 --quiet >/dev/null 2>"$work/log" || {
  status=$?
  cat "$work/log" >&2
  # navbench names the option it refused; say which argument of this script that is.
  if ((status == 64)); then
    echo "error: navbench refused SUITE '$suite', OS '$os', SIZE '$size' or FILTER '$filter'" \
      "(passed as --suite, --os, --sizes and --filter)" >&2
    exit 64
  fi
  exit 1
}

awk '
  function name(token,   id, rest) {
    if (match(token, /^\([0-9]+\)/)) {
      id = substr(token, 2, RLENGTH - 2)
      rest = substr(token, RLENGTH + 2)
      if (rest != "") names[id] = rest
      return names[id]
    }
    return token
  }
  /^fn=/ { current = name(substr($0, 4)); next }
  /^cfn=/ { callee = name(substr($0, 5)); next }
  /^calls=/ { split(substr($0, 7), parts, " "); pending = parts[1]; next }
  /^[0-9+*-]/ {
    if (NF < 2) next
    if (pending != "") {
      inclusive[current] += $2
      if (callee ~ /EventsO|Change/) events[current] += pending
      pending = ""
    } else {
      inclusive[current] += $2
    }
    seen[current] = 1
  }
  END {
    for (f in seen) {
      if (f !~ /ySicfU_$/ || inclusive[f] == 0) continue
      if (events[f] > 0) printf "%s\t%d events\t%.2f instructions per event\n", f, events[f], inclusive[f] / events[f]
    }
  }
' "$work/out" | sort | while IFS=$'\t' read -r symbol count figure; do
  printf '%-60s %20s  %s\n' "$(swift demangle --simplified --compact "$symbol" \
    | sed -e 's/closure #1 in //' -e 's/static //')" "$count" "$figure"
done
