#include "provers/sls/aggregates.hpp"

#include <algorithm>

namespace gameaudit::prover::sls {

std::string fieldName(Field f) {
    static const char* const names[kFields] = {
        "long_b",   "long_r",   "own_b",    "own_r",    "other_b",  "other_r", "max_b",
        "max_r",    "empty",    "single_b", "single_r", "hand_B_b", "hand_B_r", "hand_R_b",
        "hand_R_r", "mover",    "phase",    "pending_b", "pending_r",
    };
    return names[f];
}

Aggregates aggregates(const model::State& s) {
    Aggregates g;
    g[Empty] = s.empty;
    for (int i = 0; i < s.piles; ++i) {
        const model::Pile p = s.pile(i);
        if (p.length == 1) {
            ++g[singleOf(p.top)];
            continue;
        }
        const int a = p.count(p.top), d = p.count(model::other(p.top));
        ++g[longOf(p.top)];
        g[ownOf(p.top)] += a;
        g[otherOf(p.top)] += d;
        g[maxOf(p.top)] = std::max(g[maxOf(p.top)], a);
    }
    for (model::Colour p : {model::Blue, model::Red})
        for (model::Colour c : {model::Blue, model::Red}) g[handOf(p, c)] = s.hand[p][c];
    g[Mover] = s.mover;
    g[PhaseOf] = phaseValue(s.phase);
    for (model::Colour c : {model::Blue, model::Red}) g[pendingOf(c)] = s.pending[c];
    return g;
}

std::string show(const Aggregates& a) {
    std::string out;
    for (int f = 0; f < kFields; ++f) out += (f ? " " : "") + fieldName(static_cast<Field>(f)) + "=" + std::to_string(a.v[f]);
    return out;
}

}  // namespace gameaudit::prover::sls
