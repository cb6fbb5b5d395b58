#!/usr/bin/env bash
# Slurm job array: each task checks slice K of N of the claim's exhaustive domain; a job that
# depends on the array merges the slices into one verdict with the global minimal
# counterexample. Submit from the repository root, after scripts/setup:
#   jobid=$(sbatch --parsable --array=0-15 examples/cluster/slurm-array.sh sls-v2/thm5.4a --bound 22)
#   sbatch --dependency=afterok:$jobid --wrap "./build/gameaudit merge slices/*.jsonl --junit slices/merged.junit.xml"
#SBATCH --job-name=gameaudit-slice
#SBATCH --cpus-per-task=1
#SBATCH --output=slices/%A_%a.log
set -euo pipefail
mkdir -p slices
# All tasks must use the same options (bound, seed): merge refuses slices of different runs.
./build/gameaudit check "$@" --jobs 1 --shard "${SLURM_ARRAY_TASK_ID}/${SLURM_ARRAY_TASK_COUNT}" \
  > "slices/slice-${SLURM_ARRAY_TASK_ID}.jsonl"
