#!/usr/bin/env bash
# GNU parallel (Debian package `parallel`): N slices of a check, on this machine or, with
# --sshloginfile, on several (each needs the same build of gameaudit at the same path), then
# one merged verdict with the global minimal counterexample.
#   examples/cluster/gnu-parallel.sh 4 sls-v2/thm5.4a --bound 18
set -euo pipefail
slices=$1
shift
out="$(mktemp -d)"
parallel --will-cite --halt now,fail=1 \
  "./build/gameaudit check $* --jobs 1 --shard {}/$slices > $out/slice-{}.jsonl" ::: $(seq 0 $((slices - 1)))
./build/gameaudit merge "$out"/slice-*.jsonl
