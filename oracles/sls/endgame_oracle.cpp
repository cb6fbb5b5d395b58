#include "oracles/sls/endgame_oracle.hpp"

#include <algorithm>
#include <bit>

#include "core/errors.hpp"
#include "core/run_control.hpp"
#include "oracles/sls/compact_table.hpp"

namespace gameaudit::sls {

namespace {

constexpr std::uint64_t kOccupied = 1ULL << 63, kValue = 1ULL << 62, kKeyBits = (1ULL << 62) - 1;

}  // namespace

std::size_t StateTable::index(std::uint64_t lo, std::uint64_t hi) const {
    return static_cast<std::size_t>(hashKey(lo, hi)) & (slots_.size() - 1);
}

std::optional<bool> StateTable::find(std::uint64_t lo, std::uint64_t hi) const {
    if (slots_.empty()) return std::nullopt;
    for (std::size_t i = index(lo, hi);; i = (i + 1) & (slots_.size() - 1)) {
        const Slot& s = slots_[i];
        if (!(s.hi & kOccupied)) return std::nullopt;
        if (s.lo == lo && (s.hi & kKeyBits) == hi) return (s.hi & kValue) != 0;
    }
}

void StateTable::insert(std::uint64_t lo, std::uint64_t hi, bool value) {
    if (2 * (used_ + 1) > slots_.size()) grow();
    for (std::size_t i = index(lo, hi);; i = (i + 1) & (slots_.size() - 1)) {
        Slot& s = slots_[i];
        if (!(s.hi & kOccupied)) {
            s = {lo, hi | kOccupied | (value ? kValue : 0)};
            ++used_;
            return;
        }
        if (s.lo == lo && (s.hi & kKeyBits) == hi) return;
    }
}

void StateTable::grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(std::max<std::size_t>(1024, old.size() * 2), Slot{});
    used_ = 0;
    for (const Slot& s : old)
        if (s.hi & kOccupied) insert(s.lo, s.hi & kKeyBits, (s.hi & kValue) != 0);
}

void StateTable::clear() {
    slots_.clear();
    slots_.shrink_to_fit();
    used_ = 0;
}

bool KeySet::insert(std::uint64_t lo, std::uint64_t hi) {
    if (2 * (used_ + 1) > slots_.size()) grow();
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = static_cast<std::size_t>(hashKey(lo, hi)) & mask;; i = (i + 1) & mask) {
        Slot& s = slots_[i];
        if (s.generation != generation_) {
            s = {lo, hi, generation_};
            ++used_;
            return true;
        }
        if (s.lo == lo && s.hi == hi) return false;
    }
}

void KeySet::clear() {
    if (slots_.size() > 1024 && 8 * used_ < slots_.size()) {
        // Sized for the last search, not the largest: small searches then stay in cache.
        slots_.assign(std::max<std::size_t>(256, std::bit_ceil(4 * used_)), Slot{});
        generation_ = 1;
        used_ = 0;
        return;
    }
    used_ = 0;
    if (++generation_ == 0) {  // wrapped: no stale generation may look current
        for (Slot& s : slots_) s.generation = 0;
        generation_ = 1;
    }
}

void KeySet::grow() {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(std::max<std::size_t>(256, old.size() * 2), Slot{});
    const std::uint32_t current = generation_;
    generation_ = 1;
    used_ = 0;
    for (const Slot& s : old)
        if (s.generation == current) insert(s.lo, s.hi);
}

void encode(const State& state, bool relative, std::uint64_t& lo, std::uint64_t& hi, bool& swapped) {
    swapped = relative && state.mover == Red;
    State copy;  // the swapped state; s is read in place otherwise (a copy costs on the hot path)
    if (swapped) copy = swapColours(state);
    const State& s = swapped ? copy : state;
    // Fixed fields of 6 bits (3 for phase and mover) fill lo's low 57 bits; the long piles' codes
    // (non-zero, sorted) follow, 6 bits each: one more in lo, ten in hi's low 60 bits.
    auto field = [](int v) { return static_cast<std::uint64_t>(v) & 63; };
    // Long piles come first (codes descending), then the singletons (codes 2 and 3).
    int longs = 0;
    std::uint64_t piles[2] = {0, 0};
    for (; longs < s.piles && s.code[longs] >= 4; ++longs) {
        if (longs == 11) throw InputError("state too large for the endgame oracle (at most 11 long piles)");
        const int slot = longs == 0 ? 0 : 1, shift = longs == 0 ? 57 : 6 * (longs - 1);
        piles[slot] |= field(s.code[longs] - 3) << shift;
    }
    int singles[2] = {0, 0};
    for (int i = longs; i < s.piles; ++i) (s.code[i] & 1 ? singles[1] : singles[0]) += 1;
    lo = static_cast<std::uint64_t>(s.phase) | static_cast<std::uint64_t>(s.mover) << 2 | field(s.hand[Blue][Blue]) << 3 |
         field(s.hand[Blue][Red]) << 9 | field(s.hand[Red][Blue]) << 15 | field(s.hand[Red][Red]) << 21 |
         field(s.pending[Blue]) << 27 | field(s.pending[Red]) << 33 | field(s.empty) << 39 | field(singles[0]) << 45 |
         field(singles[1]) << 51 | piles[0];
    hi = piles[1];
}

EndgameOracle::EndgameOracle(Rules rules) : rules_(rules) {}
EndgameOracle::~EndgameOracle() = default;

void EndgameOracle::solveUpTo(int chips) {
    if (!compact_) compact_ = std::make_unique<CompactOracle>(rules_);
    compact_->solveUpTo(chips);
}

int EndgameOracle::solvedChips() const { return compact_ ? compact_->chips() : -1; }

Colour EndgameOracle::winner(const State& s) {
    if (table_.bytes() >= cacheLimit_) table_.clear();
    return search(s);
}

Colour EndgameOracle::search(const State& s) {
    if (s.terminal()) return s.winner();
    if (compact_ && s.chips() <= compact_->chips()) return compact_->winner(s);
    std::uint64_t lo, hi;
    bool swapped;
    encode(s, true, lo, hi, swapped);
    if (auto moverWins = table_.find(lo, hi)) return *moverWins ? s.mover : other(s.mover);
    checkpoint("solving a So Long Sucker position");  // the time limit, memory limit and Ctrl-C
    const Colour d = s.decider();
    const bool deciderWins = anyNext(s, rules_, [&](const State& t) { return search(t) == d; });
    const Colour w = deciderWins ? d : other(d);
    table_.insert(lo, hi, w == s.mover);
    return w;
}

std::vector<Option> EndgameOracle::winningOptions(const State& s) {
    std::vector<Option> out;
    for (Option& o : options(s, rules_))
        if (winner(o.next) == s.decider()) out.push_back(std::move(o));
    return out;
}

// A line of play as text: actions, with the state after each that opens a decision.
template <class Choose>
static std::string playOut(State cur, int maxSteps, Choose choose) {
    std::string out = show(cur);
    for (int step = 0; step < maxSteps; ++step) {
        if (cur.terminal()) {
            return out + "; " + playerLetter(cur.mover) + " has no chip and is eliminated: " +
                   playerLetter(cur.winner()) + " wins";
        }
        std::optional<Step> next = choose(cur);
        if (!next) return out;
        if (!next->what.empty()) {
            out += "; " + next->what;
            if (next->next.phase != Phase::Capture) out += " -> " + show(next->next);
        }
        cur = next->next;
    }
    return out + "; ...";
}

std::string EndgameOracle::line(const State& s, int maxSteps) {
    return playOut(s, maxSteps, [&](const State& cur) -> std::optional<Step> {
        auto opts = options(cur, rules_);
        const Option* pick = &opts.front();
        for (const Option& o : opts)
            if (o.action.kind == Action::Done) pick = &o;  // a lost player just passes windows
        for (const Option& o : opts)
            if (winner(o.next) == cur.decider()) {
                pick = &o;
                break;
            }
        return Step{pick->action.kind == Action::Done ? "" : describe(cur, pick->action), pick->next};
    });
}

bool StrategyChecker::wins(const State& s) {
    if (table_.bytes() >= cacheLimit_) table_.clear();
    return search(s);
}

bool StrategyChecker::search(const State& s) {
    if (s.terminal()) return s.winner() == player_;
    if (compact_ && s.chips() <= compact_->chips()) return compact_->wins(s, player_);
    std::uint64_t lo, hi;
    bool swapped;
    encode(s, false, lo, hi, swapped);
    if (auto known = table_.find(lo, hi)) return *known;
    bool result;
    if (s.decider() == player_) {
        std::optional<Step> step = strategy_(s);
        result = step && search(step->next);
    } else {
        result = !anyNext(s, rules_, [&](const State& t) { return !search(t); });
    }
    table_.insert(lo, hi, result);
    return result;
}

std::string StrategyChecker::refutation(const State& s, int maxSteps) {
    if (wins(s)) return "";
    bool stuck = false;
    std::string out = playOut(s, maxSteps, [&](const State& cur) -> std::optional<Step> {
        if (cur.decider() == player_) {
            std::optional<Step> step = strategy_(cur);
            stuck = !step;
            return step;
        }
        for (const Option& o : options(cur, rules_))
            if (!wins(o.next)) return Step{o.action.kind == Action::Done ? "" : describe(cur, o.action), o.next};
        return std::nullopt;
    });
    if (stuck) out += std::string("; the strategy prescribes no legal move for ") + playerLetter(player_) + " here";
    return out;
}

}  // namespace gameaudit::sls
