#!/usr/bin/env bash
# Installs the built gameaudit into a temporary prefix and uses it as a researcher would: builds
# examples/my-conjectures against it, out of the source tree, and checks that its binary lists,
# checks and refutes its own conjectures, and that its CI gate (its ctest) is red because one is false;
# then examples/octal-periods, whose periods are PROVED for every n and whose gate is green;
# examples/boards, whose board games check as pinned; examples/wythoff-proof, whose claim is PROVED
# over a rules encoding compared with its C++ game.
# Also checks that the installed bundled gameaudit reads the installed papers.
# Usage: tests/test_install.sh <gameaudit build folder>. The example is built with the compiler,
# launcher (ccache) and flags of that build ($GAMEAUDIT_CXX, $GAMEAUDIT_CXX_LAUNCHER,
# $GAMEAUDIT_CXX_FLAGS, $GAMEAUDIT_LINKER_FLAGS, $GAMEAUDIT_BUILD_TYPE; ctest sets them).
set -euo pipefail
source_dir=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "$1" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
unset GAMEAUDIT_PAPERS

fail() {
    echo "FAILED: $*" >&2
    exit 1
}
# run <expected status> <output file> <command>...: runs the command, keeping its output.
run() {
    local expected=$1 out=$2 status=0
    shift 2
    "$@" >"$out" 2>&1 || status=$?
    [ "$status" = "$expected" ] || { cat "$out" >&2; fail "'$*' exited $status, expected $expected"; }
}
contains() { grep -qF -- "$2" "$1" || { cat "$1" >&2; fail "$1 lacks '$2'"; }; }
matches() { grep -qE -- "$2" "$1" || { cat "$1" >&2; fail "$1 has no line matching '$2'"; }; }

prefix=$work/prefix
cmake --install "$build" --prefix "$prefix" >/dev/null

# The examples, built as their READMEs say; ccache sees paths under $work as relative, so it hits run after run.
export CCACHE_BASEDIR=$work
# build_example <example> <build folder>: examples/<example> against the installed package.
build_example() {
    cmake -S "$source_dir/examples/$1" -B "$2" -DCMAKE_PREFIX_PATH="$prefix" \
          -DCMAKE_CXX_COMPILER_LAUNCHER="${GAMEAUDIT_CXX_LAUNCHER:-}" \
          -DCMAKE_CXX_COMPILER="${GAMEAUDIT_CXX:-c++}" -DCMAKE_BUILD_TYPE="${GAMEAUDIT_BUILD_TYPE:-Release}" \
          -DCMAKE_CXX_FLAGS="${GAMEAUDIT_CXX_FLAGS:-}" -DCMAKE_EXE_LINKER_FLAGS="${GAMEAUDIT_LINKER_FLAGS:-}" >/dev/null
    cmake --build "$2" -j2 >"$2.log" 2>&1 || { cat "$2.log" >&2; fail "examples/$1 did not build"; }
}
build_example my-conjectures "$work/build"
bin=$work/build/my-conjectures

# Its own claims, and no bundled ones.
run 0 "$work/list" "$bin" list
contains "$work/list" "notes/conj1"
contains "$work/list" "notes/conj2"
[ "$(wc -l <"$work/list")" = 2 ] || { cat "$work/list" >&2; fail "list shows claims besides the example's two"; }

run 0 "$work/true" "$bin" check notes/conj1 --jobs 1
matches "$work/true" "^notes/conj1 +holds +exhaustive up to size 1000"
run 1 "$work/false" "$bin" check notes/conj2 --jobs 1
matches "$work/false" "^notes/conj2 +refuted "
contains "$work/false" "counterexample (minimal): S[4]"
contains "$work/false" "claimed: P   actual: N"
contains "$work/false" "winning move S[4] -> S[0] (a P-position)"
contains "$work/false" "reproduce: $bin reproduce 'notes/conj2' 'S[4]'"  # run by its absolute path
(cd "$work" && ./build/my-conjectures check notes/conj2 --jobs 1 >"$work/relative" 2>&1) || true
contains "$work/relative" "reproduce: ./build/my-conjectures reproduce 'notes/conj2' 'S[4]'"  # from its repository
run 1 "$work/reproduce" "$bin" reproduce notes/conj2 'S[4]'
contains "$work/reproduce" "REFUTED"

# Coverage of the example's own papers folder, named by gameaudit_add_claims(... PAPERS papers).
run 0 "$work/coverage" "$bin" coverage
contains "$work/coverage" "— covered"

# Its CI gate is red, for the false conjecture alone.
run 8 "$work/ctest" ctest --test-dir "$work/build" --output-on-failure
junit=$work/build/my-conjectures.junit.xml
[ -f "$junit" ] || fail "the CI gate wrote no JUnit file"
grep -A3 'name="notes/conj2"' "$junit" | grep -q "<failure" || { cat "$junit" >&2; fail "JUnit shows no failure for notes/conj2"; }
if grep -A3 'name="notes/conj1"' "$junit" | grep -q "<failure"; then fail "JUnit shows notes/conj1 failing"; fi

# examples/octal-periods: periods of octal games PROVED for every n, a found one, a false one pinned.
build_example octal-periods "$work/octal"
run 0 "$work/periods" "$work/octal/octal-periods" check --all --jobs 1
matches "$work/periods" "^octal/kayles +holds .*PROVED for every size .*G\(n \+ 12\) = G\(n\) for 71 <= n < 156"
matches "$work/periods" "^octal/dawson +holds .*PROVED for every size .*G\(n \+ 34\) = G\(n\) for 53 <= n < 142"
matches "$work/periods" "^octal/kayles-70 +refuted "
contains "$work/periods" "counterexample (minimal): K[70]"
contains "$work/periods" "actual: G(K[70]) = 6, G(K[82]) = 2"
run 0 "$work/octal-ctest" ctest --test-dir "$work/octal"

# examples/boards: its games' claims give their pinned verdicts, one refuted at its minimal board.
build_example boards "$work/boards"
run 0 "$work/boards-check" "$work/boards/boards" check --all --jobs 1
matches "$work/boards-check" "^boards/domineering-strip +holds "
matches "$work/boards-check" "^boards/clobber-balanced +refuted "
contains "$work/boards-check" "counterexample (minimal): X.OOX"

# examples/wythoff-proof: the Beatty pairs PROVED for every size over its own rules encoding.
build_example wythoff-proof "$work/wythoff"
run 0 "$work/wythoff-check" "$work/wythoff/wythoff-proof" check --all --jobs 1
matches "$work/wythoff-check" "^wythoff/beatty +holds .*PROVED for every size"

# The installed bundled gameaudit reads the installed papers: an index removed there is missed.
papers=$prefix/share/gameaudit/papers
indexes=("$papers"/*/statements.tsv)
index=${indexes[0]}
[ -f "$index" ] || fail "no papers installed under $papers"
rm "$index"
run 1 "$work/bundled" "$prefix/bin/gameaudit" coverage --paper "$(basename "$(dirname "$index")")"
contains "$work/bundled" "$index is missing"
echo "install test passed"
