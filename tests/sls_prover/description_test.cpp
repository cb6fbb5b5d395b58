// The aggregate abstraction and the description of the step kinds (provers/sls) against the
// So Long Sucker endgame engine (models/sls/endgame.hpp): every state up to a bound, in every
// phase reachable from a Play state, and every option the engine generates. Then fault
// injection: each single alteration of an entry of the description must make the check fail.
#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <cstdio>
#include <functional>
#include <optional>
#include <random>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "models/sls/endgame.hpp"
#include "provers/sls/aggregates.hpp"
#include "provers/sls/description.hpp"

namespace model = gameaudit::sls;
using namespace gameaudit::prover::sls;

namespace {

constexpr int kChips = 8;  // every state with at most this many chips (and at most that many piles)

// A pattern as a small number, read as Pattern::operator== reads it (unread fields as 0).
int code(const Pattern& p) {
    const int chip = p.kind == model::Action::Done ? 0 : p.chip;
    const int target = p.kind == model::Action::Place ? static_cast<int>(p.target) : 0;
    const int top = p.kind == model::Action::Place && p.target != Target::Empty ? p.top : 0;
    return ((static_cast<int>(p.kind) * 2 + chip) * 4 + target) * 2 + top;
}
constexpr int kCodes = 5 * 2 * 4 * 2;

// What the engine's action is, with the touched pile's (a, d) for a long pile.
struct Touched {
    Pattern pattern;
    int a = 0, d = 0;
};
Touched touched(const model::Action& act) {
    Touched t;
    t.pattern.kind = act.kind;
    t.pattern.chip = act.chip;
    if (act.kind == model::Action::Place) {
        if (act.target == 0) {
            t.pattern.target = Target::Empty;
        } else {
            const model::Pile p{static_cast<model::Colour>(act.target & 1), act.target >> 1};
            t.pattern.top = p.top;
            t.pattern.target = p.length == 1 ? Target::Single : Target::Long;
            if (p.length >= 2) {
                t.a = p.count(p.top);
                t.d = p.count(model::other(p.top));
            }
        }
    }
    return t;
}

// One observation, in the order the states were met: a state's aggregates with the patterns of
// the engine's options there, or one option's (aggregates, pattern, a, d, successor's aggregates).
struct Observation {
    bool isState;
    Aggregates from;
    std::uint64_t patterns = 0;  // isState: bit code(pattern) for each option's pattern
    Touched step;                // !isState
    Aggregates to;
    model::State example;        // a state behind it, for messages
};

struct Observed {
    std::vector<Observation> list;
    std::uint64_t states = 0, options = 0;
    std::string wrong;  // the first state where the engine's census or kinds of step disagree with the aggregates
};

struct BytesHash {
    template <class T>
    std::size_t operator()(const T& x) const {
        return std::hash<std::string_view>{}(std::string_view(reinterpret_cast<const char*>(&x), sizeof(T)));
    }
};
struct BytesEqual {
    template <class T>
    bool operator()(const T& x, const T& y) const { return std::memcmp(&x, &y, sizeof(T)) == 0; }
};

// The states `starts` gives, with everything reachable from them by the engine's options
// (captures, windows), deduplicated by aggregates.
// With `walk`, only one option of each state, drawn at random, is followed.
Observed observe(model::Rules rules, const std::function<void(const std::function<void(const model::State&)>&)>& starts,
                 std::mt19937* walk = nullptr) {
    Observed o;
    std::unordered_set<model::State, BytesHash, BytesEqual> seen;
    std::unordered_map<Aggregates, std::size_t, BytesHash, BytesEqual> stateAt;  // index in o.list
    std::unordered_set<std::array<int, 2 * kFields + 4>, BytesHash, BytesEqual> steps;
    std::vector<model::State> stack;
    auto visit = [&](const model::State& s0) {
        if (!seen.insert(s0).second) return;
        stack.push_back(s0);
        while (!stack.empty()) {
            const model::State s = stack.back();
            stack.pop_back();
            ++o.states;
            const Aggregates from = aggregates(s);
            // The aggregates against the engine's own census of the board.
            const model::Census c = model::census(s);
            bool same = from[Empty] == c.emptyPiles;
            for (model::Colour col : {model::Blue, model::Red})
                same = same && from[longOf(col)] == c.longCount(col) && from[ownOf(col)] == c.sumTop(col) &&
                       from[maxOf(col)] == c.maxTop(col) && from[singleOf(col)] == c.singletons[col];
            if (!same && o.wrong.empty()) o.wrong = "aggregates " + show(from) + " of " + model::show(s) + " differ from its census";
            std::uint64_t patterns = 0;
            std::vector<model::State> next;
            model::forEachOption(s, rules, [&](const model::Action& act, const model::State& t) {
                ++o.options;
                const Touched step = touched(act);
                patterns |= std::uint64_t{1} << code(step.pattern);
                const Aggregates to = aggregates(t);
                std::array<int, 2 * kFields + 4> key{};
                std::copy(from.v.begin(), from.v.end(), key.begin());
                std::copy(to.v.begin(), to.v.end(), key.begin() + kFields);
                key[2 * kFields] = code(step.pattern);
                key[2 * kFields + 1] = step.a;
                key[2 * kFields + 2] = step.d;
                if (steps.insert(key).second) o.list.push_back({false, from, 0, step, to, s});
                next.push_back(t);
                return true;
            });
            if (walk && !next.empty()) next = {next[std::uniform_int_distribution<std::size_t>(0, next.size() - 1)(*walk)]};
            for (const model::State& t : next)
                if (seen.insert(t).second) stack.push_back(t);
            auto [at, fresh] = stateAt.emplace(from, o.list.size());
            if (fresh) {
                o.list.push_back({true, from, patterns, {}, {}, s});
            } else if (o.list[at->second].patterns != patterns && o.wrong.empty()) {
                // Which kinds of step exist is a function of the aggregates (so guards can be exact).
                o.wrong = "states with the same aggregates and different kinds of step: " + model::show(s) + " and " +
                          model::show(o.list[at->second].example);
            }
        }
    };
    starts(visit);
    return o;
}

// Every state with at most `chips` chips and 1..max(1, n) piles, either mover.
Observed observeAll(model::Rules rules, int chips) {
    return observe(rules, [chips](const std::function<void(const model::State&)>& visit) {
        for (int n = 0; n <= chips; ++n)
            for (int k = 1; k <= std::max(1, n); ++k)
                for (model::Colour mover : {model::Blue, model::Red})
                    model::forEachState(n, k, mover, [&](const model::State& s) {
                        visit(s);
                        return true;
                    });
    });
}

// `count` random Play states with lo..hi chips (seeded): piles of random lengths and tops,
// hands and empty piles at random; each followed along one random line of play to its end.
Observed observeRandom(model::Rules rules, int count, int lo, int hi, unsigned seed) {
    std::mt19937 rng(seed);
    return observe(rules, [&](const std::function<void(const model::State&)>& visit) {
        auto upTo = [&](int n) { return std::uniform_int_distribution<int>(0, n)(rng); };
        for (int i = 0; i < count; ++i) {
            model::State s;
            int left = lo + upTo(hi - lo);
            const int piles = upTo(std::min(left, 8));
            for (int p = 0; p < piles && left > 0; ++p) {
                const int len = 1 + upTo(std::min(left - 1, 7));
                s.addPile({static_cast<model::Colour>(upTo(1)), len});
                left -= len;
            }
            s.empty = static_cast<std::uint8_t>(upTo(3) + (s.piles == 0 ? 1 : 0));
            for (model::Colour p : {model::Blue, model::Red})
                for (model::Colour c : {model::Blue, model::Red}) {
                    const int v = p == model::Red && c == model::Red ? left : upTo(left);
                    s.hand[p][c] = static_cast<std::uint8_t>(v);
                    left -= v;
                }
            s.mover = static_cast<model::Colour>(upTo(1));
            visit(s);
        }
    }, &rng);
}

void setValues(Values& v, const Aggregates& from, const Aggregates& to) {
    for (int f = 0; f < kFields; ++f) {
        v[static_cast<std::size_t>(f)] = from.v[static_cast<std::size_t>(f)];
        v[static_cast<std::size_t>(kNext + f)] = to.v[static_cast<std::size_t>(f)];
    }
    v[kA] = v[kD] = v[kR] = 0;
}

// Kinds indexed by their pattern's code.
std::vector<std::vector<std::size_t>> kindsByCode(const Description& d) {
    std::vector<std::vector<std::size_t>> byCode(kCodes);
    for (std::size_t i = 0; i < d.kinds.size(); ++i) byCode[static_cast<std::size_t>(code(d.kinds[i].pattern))].push_back(i);
    return byCode;
}

// The disagreement between the description and one observation, if any; uses[i] counts the
// engine steps kind i accounts for. `v` is scratch space (kVars entries).
std::optional<std::string> disagreement(const Description& d, const std::vector<std::vector<std::size_t>>& byCode,
                                        const Observation& ob, Values& v, std::vector<int>* uses, int chips) {
    if (ob.isState) {
        setValues(v, ob.from, ob.from);
        for (std::size_t j = 0; j < d.realizable.size(); ++j)
            if (!holds(d.realizable[j], v))
                return "state " + model::show(ob.example) + " violates realizability " + smt(d.realizable[j]);
        for (const Kind& k : d.kinds)
            if (holds(k.guard, v) && !(ob.patterns >> code(k.pattern) & 1))
                return "the guard of '" + k.name + "' holds in " + model::show(ob.example) + ", which has no such step";
        return std::nullopt;
    }
    setValues(v, ob.from, ob.to);
    v[kA] = ob.step.a;
    v[kD] = ob.step.d;
    const Kind* match = nullptr;
    std::size_t matchIndex = 0;
    for (std::size_t i : byCode[static_cast<std::size_t>(code(ob.step.pattern))])
        if (holds(d.kinds[i].guard, v)) {
            if (match) return "two kinds, '" + match->name + "' and '" + d.kinds[i].name + "', for " + model::show(ob.example);
            match = &d.kinds[i];
            matchIndex = i;
        }
    const std::string step = show(ob.step.pattern) + " in " + model::show(ob.example);
    if (!match) return "no kind for the engine's step: " + step;
    // The rest's largest a, r, is the one parameter the engine does not name: some value must do.
    bool found = false;
    const std::int64_t top = match->touchesLongPile() ? chips + 1 : 0;
    for (std::int64_t r = 0; r <= top && !found; ++r) {
        v[kR] = r;
        found = holds(match->pile, v) && successorMatches(*match, v);
    }
    if (!found) return "'" + match->name + "' does not give the engine's successor of " + step + ": " + show(ob.to);
    if (uses) ++(*uses)[matchIndex];
    return std::nullopt;
}

// The first disagreement between the description and the observations, if any.
std::optional<std::string> disagreement(const Description& d, const Observed& o, std::vector<int>* uses = nullptr,
                                        int chips = kChips) {
    const auto byCode = kindsByCode(d);
    Values v(kVars, 0);
    for (const Observation& ob : o.list)
        if (auto wrong = disagreement(d, byCode, ob, v, uses, chips)) return wrong;
    return std::nullopt;
}

// The same check streamed, for bounds where the states do not fit in memory, each state checked
// as it is met and nothing kept: every Play state with lo..hi chips (1..max(1, n) piles, either
// mover); under Rules::Full the same board and hands in both windows (every window state: a
// window holds no pending capture); and the capture states its placements lead to. Which kinds of
// step exist is then not compared across states: the guards' exactness, checked on each state,
// implies it.
struct Streamed {
    std::uint64_t states = 0, options = 0;
    std::optional<std::string> wrong;
};
Streamed checkStreamed(const Description& d, int lo, int hi) {
    Streamed out;
    const auto byCode = kindsByCode(d);
    Values v(kVars, 0);
    std::vector<model::State> captures;
    auto check = [&](const model::State& s) {
        ++out.states;
        Observation state{true, aggregates(s), 0, {}, {}, s};
        const model::Census c = model::census(s);
        bool same = state.from[Empty] == c.emptyPiles;
        for (model::Colour col : {model::Blue, model::Red})
            same = same && state.from[longOf(col)] == c.longCount(col) && state.from[ownOf(col)] == c.sumTop(col) &&
                   state.from[maxOf(col)] == c.maxTop(col) && state.from[singleOf(col)] == c.singletons[col];
        if (!same) out.wrong = "aggregates " + show(state.from) + " of " + model::show(s) + " differ from its census";
        model::forEachOption(s, d.rules, [&](const model::Action& act, const model::State& t) {
            ++out.options;
            const Touched step = touched(act);
            state.patterns |= std::uint64_t{1} << code(step.pattern);
            if (!out.wrong) out.wrong = disagreement(d, byCode, {false, state.from, 0, step, aggregates(t), s}, v, nullptr, hi);
            if (t.phase == model::Phase::Capture) captures.push_back(t);
            return true;
        });
        if (!out.wrong) out.wrong = disagreement(d, byCode, state, v, nullptr, hi);
    };
    for (int n = lo; n <= hi && !out.wrong; ++n)
        for (int k = 1; k <= std::max(1, n); ++k)
            for (model::Colour mover : {model::Blue, model::Red})
                model::forEachState(n, k, mover, [&](const model::State& s) {
                    captures.clear();
                    check(s);
                    for (const model::State& t : captures) check(t);
                    if (d.rules == model::Rules::Full)
                        for (model::Phase window : {model::Phase::WindowWaiting, model::Phase::WindowMover}) {
                            model::State w = s;
                            w.phase = window;
                            check(w);
                        }
                    return !out.wrong;
                });
    return out;
}

// GAMEAUDIT_SLS_FIDELITY_CHIPS=N extends the exhaustive check to every state with at most N
// chips (the compact tables' bound is the goal; a long run, so not by default).
int fidelityChips() {
    const char* env = std::getenv("GAMEAUDIT_SLS_FIDELITY_CHIPS");
    return env ? std::atoi(env) : kChips;
}

double secondsSince(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

TEST_CASE("sls prover: the description of the step kinds is the engine's, and every fault is caught", "[sls_prover]") {
    for (model::Rules rules : {model::Rules::Full, model::Rules::Placements}) {
        const char* rulesName = rules == model::Rules::Full ? "Full" : "Placements";
        INFO("rules " << rulesName);
        auto t0 = std::chrono::steady_clock::now();
        const Observed o = observeAll(rules, kChips);
        const double tObserve = secondsSince(t0);
        CHECK(o.wrong == "");
        const Description d = describe(rules);
        std::vector<int> uses(d.kinds.size(), 0);
        const auto wrong = disagreement(d, o, &uses);
        INFO(wrong.value_or(""));
        REQUIRE(!wrong);
        for (std::size_t i = 0; i < d.kinds.size(); ++i) {
            INFO("kind never met: " << d.kinds[i].name);
            CHECK(uses[i] > 0);
        }
        t0 = std::chrono::steady_clock::now();
        int caught = 0;
        std::vector<std::string> missed;
        const int total = forEachFault(d, [&](const std::string& what, const Description& faulty) {
            if (disagreement(faulty, o)) ++caught;
            else missed.push_back(what);
        });
        std::printf("sls prover, %s rules, to %d chips: %llu states, %llu options, %zu distinct (aggregates) and (aggregates, step, successor); "
                    "%zu kinds; %d/%d faults caught (observe %.2f s, faults %.2f s)\n",
                    rulesName, kChips, static_cast<unsigned long long>(o.states), static_cast<unsigned long long>(o.options),
                    o.list.size(), d.kinds.size(), caught, total, tObserve, secondsSince(t0));
        for (const std::string& m : missed) std::printf("  not caught: %s\n", m.c_str());
        CHECK(total > 0);
        CHECK(missed.empty());
        if (fidelityChips() > kChips) {
            t0 = std::chrono::steady_clock::now();
            const Streamed more = checkStreamed(d, kChips + 1, fidelityChips());
            std::printf("sls prover, %s rules, %d to %d chips (GAMEAUDIT_SLS_FIDELITY_CHIPS): %llu states, %llu options (%.1f s)\n",
                        rulesName, kChips + 1, fidelityChips(), static_cast<unsigned long long>(more.states),
                        static_cast<unsigned long long>(more.options), secondsSince(t0));
            INFO(more.wrong.value_or(""));
            CHECK(!more.wrong);
        }
    }
}

TEST_CASE("sls prover: the description agrees with the engine on random larger states", "[sls_prover]") {
    // 9 to 24 chips, where the aggregates forget which piles make them up, and everything reachable from them.
    for (model::Rules rules : {model::Rules::Full, model::Rules::Placements}) {
        INFO("rules " << (rules == model::Rules::Full ? "Full" : "Placements"));
        const Observed o = observeRandom(rules, 10000, 9, 24, 22);
        CHECK(o.wrong == "");
        std::printf("sls prover, %s rules, random lines of play from 9-24 chips: %llu states, %llu options\n",
                    rules == model::Rules::Full ? "Full" : "Placements", static_cast<unsigned long long>(o.states),
                    static_cast<unsigned long long>(o.options));
        const auto wrong = disagreement(describe(rules), o, nullptr, 25);
        INFO(wrong.value_or(""));
        CHECK(!wrong);
        CHECK(o.states > 10000);
    }
}

TEST_CASE("sls prover: guards and realizability read the current aggregates, piles the parameters", "[sls_prover]") {
    auto within = [](const Clauses& cs, int lo, int hi, bool params) {
        for (const Clause& c : cs)
            for (const Atom& a : c)
                for (auto [v, k] : a.e.terms)
                    if (!((v >= lo && v < hi) || (params && v >= kA && v < kVars))) return false;
        return true;
    };
    for (model::Rules rules : {model::Rules::Full, model::Rules::Placements}) {
        const Description d = describe(rules);
        CHECK(within(d.realizable, 0, kFields, false));
        for (const Kind& k : d.kinds) {
            INFO(k.name);
            CHECK(within(k.guard, 0, kFields, false));
            CHECK(within(k.pile, 0, kFields, true));
            CHECK(k.pile.empty() == !k.touchesLongPile());
            REQUIRE(k.next.size() == static_cast<std::size_t>(kFields));
            for (int f = 0; f < kFields; ++f) {
                CHECK(k.next[static_cast<std::size_t>(f)].field == f);
                CHECK(within({{ge(k.next[static_cast<std::size_t>(f)].value, num(0))}}, 0, kFields, true));
            }
        }
    }
}
