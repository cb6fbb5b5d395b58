// The Coq development of the So Long Sucker endgame (provers/sls/coq) checked by Coq's kernel, and
// its step relation compared with the engine's (models/sls/endgame.hpp): for every state to a few
// chips (every phase reachable from a Play state, both rule sets), a generated .v file states
// `successors rules s = [the engine's options, in its order]` for each, proved by vm_compute.
// And the description's kinds (provers/sls/description.cpp) printed as Coq: for each kind, on values
// satisfying the realizability constraints, its guard and its pile constraints, every successor
// field it gives is what Endgame.v's `next` (which step_aggregates proves of every concrete step)
// gives, by lia: `next` is the description, not a second copy that could drift.
// And Strategy Σ (Sigma.v's sigma, v2): `sigma rules s = the engine's sigmaMove (SigmaVersion::V2)`
// for every state of the same list, by vm_compute.
// coqtop (Debian's `coq`, which scripts/setup installs) must be on PATH: without it the test fails.
#include <catch2/catch.hpp>

#include <filesystem>
#include <iterator>
#include <fstream>
#include <sstream>
#include <unordered_set>

#include "models/sls/endgame.hpp"
#include "models/sls/sigma.hpp"
#include "provers/process.hpp"
#include "provers/sls/description.hpp"

namespace model = gameaudit::sls;

namespace {

constexpr int kCoqChips = 4;  // every state with at most this many chips (and 1..max(1, n) piles)

const std::string kCoqDir = std::string(GAMEAUDIT_SOURCE_DIR) + "/provers/sls/coq/";
const std::vector<std::string> kDevelopment = {"Game.v", "Endgame.v", "Sigma.v"};  // in load order

std::string colour(model::Colour c) { return c == model::Blue ? "Blue" : "Red"; }

// Endgame.v's field constructors, in the order of provers/sls's Field.
std::string coqField(int f) {
    static const char* const names[] = {"LongB", "LongR", "OwnB", "OwnR", "OtherB", "OtherR", "MaxB", "MaxR", "Empty", "SingleB",
                                        "SingleR", "HandBb", "HandBr", "HandRb", "HandRr", "Mover", "PhaseOf", "PendingB", "PendingR"};
    static_assert(std::size(names) == gameaudit::prover::sls::kFields);
    return names[f];
}

std::string coq(const model::State& s) {
    std::ostringstream out;
    out << "mkState " << int{s.hand[0][0]} << ' ' << int{s.hand[0][1]} << ' ' << int{s.hand[1][0]} << ' '
        << int{s.hand[1][1]} << ' ' << int{s.empty} << " [";
    for (int i = 0; i < s.piles; ++i) out << (i ? "; " : "") << "mkPile " << colour(s.pile(i).top) << ' ' << s.pile(i).length;
    static const char* const phases[] = {"Play", "Capture", "WindowWaiting", "WindowMover"};
    out << "] " << colour(s.mover) << ' ' << phases[static_cast<int>(s.phase)] << ' ' << int{s.pending[0]} << ' '
        << int{s.pending[1]};
    return "(" + out.str() + ")";
}

std::string coq(const model::Action& a) {
    switch (a.kind) {
        case model::Action::Place: return "(Place " + colour(a.chip) + " " + std::to_string(a.target) + ")";
        case model::Action::Discard: return "(Discard " + colour(a.chip) + ")";
        case model::Action::DiscardPrisoner: return "(DiscardPrisoner " + colour(a.chip) + ")";
        case model::Action::DonatePrisoner: return "(DonatePrisoner " + colour(a.chip) + ")";
        case model::Action::Done: return "Done";
    }
    return "?";
}

struct StateBytesHash {
    std::size_t operator()(const model::State& x) const {
        return std::hash<std::string_view>{}(std::string_view(reinterpret_cast<const char*>(&x), sizeof x));
    }
};

// Every state to kCoqChips chips with everything the engine reaches from them, each with its
// options: "(state, [(action, successor); ...])" entries of a Coq list. `mutant` gets one entry
// with a successor's hand altered (the middle state with options), for the negative check.
// `sigma` gets "(state, Σ's move)" entries for the same states (None where Σ has no move), and
// `sigmaMutant` one entry with Σ's successor altered the same way.
std::string table(model::Rules rules, std::size_t* states, std::string* mutant, std::string* sigma, std::string* sigmaMutant) {
    std::unordered_set<model::State, StateBytesHash> seen;
    std::vector<model::State> order, stack;
    for (int n = 0; n <= kCoqChips; ++n)
        for (int k = 1; k <= std::max(1, n); ++k)
            for (model::Colour mover : {model::Blue, model::Red})
                model::forEachState(n, k, mover, [&](const model::State& s) {
                    if (seen.insert(s).second) stack.push_back(s);
                    while (!stack.empty()) {
                        const model::State t = stack.back();
                        stack.pop_back();
                        order.push_back(t);
                        for (const model::Option& o : model::options(t, rules))
                            if (seen.insert(o.next).second) stack.push_back(o.next);
                    }
                    return true;
                });
    auto entry = [&](const model::State& s, bool wrong) {
        std::string e = "(" + coq(s) + ", [";
        const std::vector<model::Option> opts = model::options(s, rules);
        for (std::size_t j = 0; j < opts.size(); ++j) {
            model::State next = opts[j].next;
            if (wrong && j == 0) ++next.hand[0][0];
            e += (j ? "; (" : "(") + coq(opts[j].action) + ", " + coq(next) + ")";
        }
        return e + "])";
    };
    std::string out = "[";
    for (std::size_t i = 0; i < order.size(); ++i) out += (i ? ";\n  " : "\n  ") + entry(order[i], false);
    for (std::size_t i = order.size() / 2; i < order.size() && mutant->empty(); ++i)
        if (!model::options(order[i], rules).empty()) *mutant = entry(order[i], true);
    *states = order.size();
    auto sigmaEntry = [&](const model::State& s, bool wrong) {
        std::optional<model::Option> move = model::sigmaMove(s, rules, model::SigmaVersion::V2);
        if (!move) return "(" + coq(s) + ", None)";
        if (wrong) ++move->next.hand[0][0];
        return "(" + coq(s) + ", Some (" + coq(move->action) + ", " + coq(move->next) + "))";
    };
    *sigma = "[";
    for (std::size_t i = 0; i < order.size(); ++i) *sigma += (i ? ";\n  " : "\n  ") + sigmaEntry(order[i], false);
    *sigma += "]";
    for (std::size_t i = order.size() / 2; i < order.size() && sigmaMutant->empty(); ++i)
        if (model::sigmaMove(order[i], rules, model::SigmaVersion::V2)) *sigmaMutant = sigmaEntry(order[i], true);
    return out + "]";
}

namespace ps = gameaudit::prover::sls;

// A linear expression over the aggregates g (current fields) and the touched pile's a, d, r, in Z.
std::string coq(const ps::Lin& x) {
    std::string out = "(" + std::to_string(x.constant);
    for (auto [v, k] : x.terms) {
        const std::string name = v < ps::kFields ? "Z.of_nat (g " + coqField(v) + ")" : "Z.of_nat " + ps::varName(v);
        out += " + (" + std::to_string(k) + ") * " + name;
    }
    return out + ")%Z";
}
std::string coq(const ps::Clauses& cs) {
    std::string out = "True";
    for (const ps::Clause& c : cs) {
        std::string any = "False";
        for (const ps::Atom& a : c) {
            const char* rel = a.rel == ps::Atom::Ge ? " >= 0" : a.rel == ps::Atom::Eq ? " = 0" : " <> 0";
            any += " \\/ (" + coq(a.e) + rel + ")%Z";
        }
        out += " /\\ (" + any + ")";
    }
    return out;
}
std::string coqKind(const ps::Kind& k) {
    const ps::Pattern& p = k.pattern;
    switch (p.kind) {
        case model::Action::Place: {
            const std::string target = p.target == ps::Target::Empty ? "TEmpty"
                                       : p.target == ps::Target::Single ? "(TSingle " + colour(p.top) + ")"
                                                                        : "(TLong " + colour(p.top) + ")";
            return "(KPlace " + colour(p.chip) + " " + target + ")";
        }
        case model::Action::Discard: return "(KDiscard " + colour(p.chip) + ")";
        case model::Action::DiscardPrisoner: return "KDiscardPrisoner";
        case model::Action::DonatePrisoner: return "KDonatePrisoner";
        case model::Action::Done: return "KPass";
    }
    return "?";
}

// For each kind: where the state is realizable, the guard and the pile's constraints hold, each
// field of the successor the description gives = Endgame.v's next.
std::string descriptionLemmas(model::Rules rules) {
    static const char* const phases[] = {"Play", "Capture", "WindowWaiting", "WindowMover"};
    const ps::Description d = ps::describe(rules);
    const std::string name = rules == model::Rules::Full ? "Full" : "Placements";
    std::string out;
    for (std::size_t i = 0; i < d.kinds.size(); ++i) {
        const ps::Kind& k = d.kinds[i];
        std::string fields = "match f with";
        for (const ps::Update& u : k.next) {
            const std::string value = u.orMax ? "(Z.max " + coq(u.value) + " " + coq(*u.orMax) + ")" : coq(u.value);
            fields += " | " + coqField(u.field) + " => " + value;
        }
        out += "(* " + k.name + " *)\nLemma description_" + name + "_" + std::to_string(i) +
               " : forall (g : field -> nat) (a d r : nat),\n  (" + coq(d.realizable) + ") ->\n  (" + coq(k.guard) +
               ") ->\n  (" + coq(k.pile) + ") ->\n  forall f, Z.of_nat (next " + name + " " + colour(k.mover) + " " +
               phases[static_cast<int>(k.phase)] + " " + coqKind(k) + " a d r g f) = (" + fields +
               " end).\nProof.\n  intros g a d r R G P f. destruct f; unfold next, start, upd;\n"
               "  cbn -[Z.add Z.mul Z.max Z.of_nat Nat.sub Nat.add Nat.max];\n"
               "  first [clear R G P; lia | clear R; lia | lia].\nQed.\n";  // few hypotheses first: lia splits every disjunction
    }
    return out;
}

std::string readFile(const std::string& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace

TEST_CASE("sls prover: the Coq development is kernel-checked and its step relation is the engine's", "[sls_prover][coq]") {
    // Nothing the kernel does not check: no admitted proof, no axiom (Print Assumptions below
    // covers the named theorems; this, every file).
    for (const std::string& file : kDevelopment) {
        const std::string text = readFile(kCoqDir + file);
        INFO(file);
        REQUIRE(!text.empty());
        for (const char* word : {"Admitted", "admit", "Axiom", "Parameter", "Conjecture"}) CHECK(text.find(word) == std::string::npos);
    }
    std::string program = "Require Import List ZArith Lia.\nImport ListNotations.\n";
    std::size_t states[2] = {0, 0};
    for (model::Rules rules : {model::Rules::Full, model::Rules::Placements}) {
        const std::string name = rules == model::Rules::Full ? "Full" : "Placements";
        std::size_t& count = states[rules == model::Rules::Full ? 0 : 1];
        std::string mutant, sigma, sigmaMutant;
        program += "Definition engine_" + name + " := " + table(rules, &count, &mutant, &sigma, &sigmaMutant) + ".\n";
        program += "Lemma agree_" + name + " : Forall (fun e => successors " + name + " (fst e) = snd e) engine_" + name +
                   ".\nProof. apply successors_table. vm_compute. reflexivity. Qed.\n";
        program += descriptionLemmas(rules);
        // A fault in one successor must make the comparison fail.
        program += "Lemma differs_" + name + " : list_eqb option_eqb (successors " + name + " (fst " + mutant +
                   ")) (snd " + mutant + ") = false.\nProof. vm_compute. reflexivity. Qed.\n";
        // Σ's move from each state is the engine's sigmaMove; one altered move must be refuted.
        program += "Definition engine_sigma_" + name + " := " + sigma + ".\n";
        program += "Lemma agree_sigma_" + name + " : Forall (fun e => sigma " + name + " (fst e) = snd e) engine_sigma_" +
                   name + ".\nProof. apply sigma_table. vm_compute. reflexivity. Qed.\n";
        program += "Lemma differs_sigma_" + name + " : move_eqb (sigma " + name + " (fst " + sigmaMutant + ")) (snd " +
                   sigmaMutant + ") = false.\nProof. vm_compute. reflexivity. Qed.\n";
    }
    const std::vector<std::string> theorems = {"label_outcome", "label_strategy", "class_realizable", "class_remove",
                                               "touched_realizable", "step_measure", "step_wf", "step_aggregates",
                                               "endgame_outcome", "label54_terminal", "label54_windows",
                                               "label54_capture", "label54_pass", "label54_loser_play", "label54_winner_play", "theorem54_outcome",
                                               "theorem54_strategy", "sigma_wins", "sigma_wins_legal", "agree_Full", "agree_Placements",
                                               "agree_sigma_Full", "agree_sigma_Placements"};
    for (const std::string& t : theorems) program += "Print Assumptions " + t + ".\n";
    // For reading, not committed: the build folder (where this binary is).
    std::ofstream(std::filesystem::read_symlink("/proc/self/exe").parent_path() / "sls_engine_successors.v") << program;

    std::vector<std::string> flags = {"-batch"};
    for (const std::string& file : kDevelopment) flags.insert(flags.end(), {"-l", kCoqDir + file});
    flags.push_back("-l");  // the generated file, last
    gameaudit::prover::ToolRun run;
    try {
        run = gameaudit::prover::runTool("coqtop", flags, program, ".v", 600);
    } catch (const std::runtime_error& e) {
        FAIL("Coq is needed (Debian package coq, installed by scripts/setup): " << e.what());
    }
    INFO(run.output);
    std::printf("sls prover, Coq: the development and the engine's successors of %zu (Full) and %zu (Placements) states "
                "to %d chips checked in %.1f s\n", states[0], states[1], kCoqChips, run.seconds);
    REQUIRE(run.ending == "exited with status 0");
    std::size_t closed = 0;
    for (std::size_t at = 0; (at = run.output.find("Closed under the global context", at)) != std::string::npos; ++at) ++closed;
    CHECK(closed == theorems.size());
    CHECK(run.output.find("Axioms:") == std::string::npos);
    CHECK(states[0] > states[1]);  // the windows are there under the full rules
}
