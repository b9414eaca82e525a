#!/usr/bin/env bash
# Records the class lists the build dumps archives from (see dump-archives.sh): runs typical
# invocations of each command through ./sim with no archive, so that it lists the classes the run
# loads, and keeps the union per command. Run it after changes that load classes differently (new
# classes on a command's path, a new JDK); a stale list only costs those runs the classes it misses.
# Needs the shared data (../shared) for the DiskSim validation.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
shared="$root/../shared/data"
lists="$root/scenarios/src/cds"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir "$work/lists"

# record NAME ARGS...: ./sim ARGS, listing the classes of archive NAME afresh; adds them to NAME's list.
record() {
    local name="$1"
    shift
    rm -f "$root/scenarios/target/cds-$name.jsa" "$root/scenarios/target/cds-$name.classes"
    "$root/sim" "$@" --out "$work/out" >/dev/null
    cat "$root/scenarios/target/cds-$name.classes" >> "$work/lists/$name"
}

"$root/sim" list >/dev/null # builds the jar first if it is stale
record run run "$root/scenarios/quickstart.yaml" --quiet
record run run "$root/scenarios/bench/mqsim-randread-qd32.yaml" --quiet
record validate-disksim validate disksim "$shared/disksim/cheetah9LP.parv" "$shared/disksim/cheetah9LP.trace"
record replay replay --device mqsim-default --format mqsim "$shared/mqsim/tpcc-small.trace"
for name in "$work"/lists/*; do
    # The union in first-seen order, one line per class.
    awk '!seen[$0]++' "$name" > "$lists/$(basename "$name").classlist"
done
