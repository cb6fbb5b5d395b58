// The prover's time per claim: MONA deciding each attached certificate and the lemmas it needs
// (one run each; they are closed formulas, so this is the whole cost of a PROVED verdict; a
// lemma shared by several claims, as the every-L staircase lemmas, is counted with each).
#include <benchmark/benchmark.h>

#include "core/claim.hpp"
#include "provers/attach.hpp"
#include "provers/mona.hpp"

int main(int argc, char** argv) {
    gameaudit::Registry::instance();  // runs the registrars, which attach the proofs
    for (const auto& proof : gameaudit::prover::attached()) {
        const gameaudit::prover::ProofSpec* spec = &proof->spec();
        benchmark::RegisterBenchmark(spec->claim.c_str(), [spec](benchmark::State& state) {
            for (auto _ : state) {
                auto answer = gameaudit::prover::runMona(spec->certificate, 600);
                benchmark::DoNotOptimize(answer.kind);
                for (const auto& [file, program] : spec->parts) benchmark::DoNotOptimize(gameaudit::prover::runMona(program, 600).kind);
            }
        })->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(spec->parts.empty() ? 3 : 1);  // MONA runs in a child process
    }
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
}
