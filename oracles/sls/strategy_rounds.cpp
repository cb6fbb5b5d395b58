#include "oracles/sls/strategy_rounds.hpp"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <memory>
#include <new>
#include <stdexcept>
#include <utility>
#include <vector>
#if __has_include(<sys/mman.h>)
#include <sys/mman.h>
#endif

#include "core/run_control.hpp"
#include "oracles/sls/endgame_oracle.hpp"

namespace gameaudit::sls {
namespace {

// Plays from a state until `stop`: `winner` follows the strategy, every decision of the other
// player is (their placements filtered by `allowed`). Each state where play stops is visited
// once; a visit returning false aborts. `path` holds the line of play from the claim's start.
// The explorers of one case share `seen`, each keying its states with its own `stage` (0-3).
struct Explorer {
    const Rounds& rounds;
    Colour winner;
    std::function<bool(const State&)> stop;
    std::function<bool(const State&)> visit;
    std::function<bool(const State&, const Action&)> allowed;
    std::vector<State>& path;
    KeySet& seen;
    std::uint64_t stage;

    bool run(const State& s) {
        std::uint64_t lo, hi;
        bool swapped;
        encode(s, false, lo, hi, swapped);
        if (!seen.insert(lo, hi | stage << 62)) return true;
        const bool fresh = path.empty() || !(path.back() == s);  // a round starts where the last ended
        if (fresh) path.push_back(s);
        const bool go = step(s);
        if (fresh) path.pop_back();
        return go;
    }
    bool step(const State& s) {
        if (s.terminal() || stop(s)) return visit(s);  // `path` ends with s
        if (s.decider() == winner) {
            std::optional<Option> next = rounds.strategy(s);
            return next ? run(next->next) : visit(s);
        }
        bool go = true;
        forEachOption(s, rounds.rules, [&](const Action& a, const State& t) {
            if (!allowed || a.kind != Action::Place || allowed(s, a)) go = run(t);
            return go;
        });
        return go;
    }
};

// The states seen by one case's explorers: one set per thread, emptied for every case.
KeySet& freshSeen() {
    thread_local KeySet seen;
    seen.clear();
    return seen;
}

std::string lineOf(const std::vector<State>& path) {
    std::string out;
    for (const State& s : path) out += (out.empty() ? "" : " -> ") + show(s);
    return out;
}

struct Failure {
    std::string found, line;
};

// The step played out from one start with Explorers: the first failure in their order of play,
// with its line. Only run for a start that Reach found failing, to name the failure.
std::optional<Failure> explain(const Rounds& r, const State& start) {
    std::optional<Failure> failure;
    std::vector<State> path;
    KeySet& seen = freshSeen();
    std::vector<Explorer> explorers;
    explorers.reserve(r.stages.size());
    for (std::size_t i = 0; i < r.stages.size(); ++i) {
        const Stage& st = r.stages[i];
        explorers.push_back(Explorer{r, st.winner, st.stop, [&, i](const State& e) {
                                         std::optional<std::string> bad;
                                         switch (r.stages[i].at(e)) {
                                             case At::Pass: return true;
                                             case At::Next: return explorers[i + 1].run(e);
                                             case At::Fail: bad = r.stages[i].failure; break;
                                             case At::Judge: bad = r.conclusion(start, e); break;
                                         }
                                         if (bad) failure = Failure{std::move(*bad), lineOf(path)};
                                         return !bad;
                                     },
                                     st.allowed, path, seen, static_cast<std::uint64_t>(i)});
    }
    explorers[0].run(turnStart(start, r.rules));
    return failure;
}

// A hash set emptied in O(1) (entries of older generations count as empty) that never shrinks
// (KeySet sizes itself for the last search, so searches of varying size keep regrowing it).
template <class Key>
class GenerationSet {
public:
    bool insert(const Key& key, std::size_t hash) {
        if (2 * (used_ + 1) > slots_.size()) grow();
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
            Slot& s = slots_[i];
            if (s.generation != generation_) {
                s = {key, hash, generation_};
                ++used_;
                return true;
            }
            if (s.key == key) return false;
        }
    }
    void clear() {
        used_ = 0;
        if (++generation_ == 0) {
            for (Slot& s : slots_) s.generation = 0;
            generation_ = 1;
        }
    }

private:
    struct Slot {
        Key key{};
        std::size_t hash = 0;
        std::uint32_t generation = 0;
    };
    std::vector<Slot> slots_;
    std::size_t used_ = 0;
    std::uint32_t generation_ = 1;
    void grow() {
        std::vector<Slot> old = std::move(slots_);
        slots_.assign(std::max<std::size_t>(64, 2 * old.size()), Slot{});
        const std::uint32_t current = generation_;
        generation_ = 1;
        used_ = 0;
        for (const Slot& s : old)
            if (s.generation == current) insert(s.key, s.hash);
    }
};

// Large tables on transparent huge pages where the kernel leaves them to madvise: the memo is
// probed at random, and with 4 KiB pages most probes also miss the TLB.
template <class T>
struct HugePages {
    using value_type = T;
    static constexpr std::size_t kHuge = std::size_t{1} << 21;
    HugePages() = default;
    template <class U>
    HugePages(const HugePages<U>&) {}
    T* allocate(std::size_t n) {
        const std::size_t bytes = n * sizeof(T);
        if (bytes < kHuge) return static_cast<T*>(::operator new(bytes));
        void* p = std::aligned_alloc(kHuge, (bytes + kHuge - 1) / kHuge * kHuge);
        if (!p) throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
        madvise(p, bytes, MADV_HUGEPAGE);
#endif
        return static_cast<T*>(p);
    }
    void deallocate(T* p, std::size_t n) {
        if (n * sizeof(T) < kHuge) ::operator delete(p);
        else std::free(p);
    }
    template <class U>
    bool operator==(const HugePages<U>&) const { return true; }
};

// A map of 128-bit keys to a pair of 32-bit values, open addressing; kEmpty as `b` marks a free
// slot, kReserved one taken whose values are still being computed.
class KeyMap {
public:
    static constexpr std::uint32_t kEmpty = 0xffffffff, kReserved = 0xfffffffe;
    struct Slot {
        std::uint64_t lo = 0, hi = 0;
        std::uint32_t a = 0, b = kEmpty;
    };
    // The key's slot, free (b == kEmpty) if absent: fill it before the next find.
    Slot& find(std::uint64_t lo, std::uint64_t hi) {
        if (4 * (used_ + 1) > 3 * slots_.size()) grow();
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t i = hashKey(lo, hi) & mask;; i = (i + 1) & mask) {
            Slot& s = slots_[i];
            if (s.b == kEmpty) {
                s.lo = lo;
                s.hi = hi;
                return s;
            }
            if (s.lo == lo && s.hi == hi) return s;
        }
    }
    void filled() { ++used_; }
    std::size_t size() const { return used_; }
    std::size_t bytes() const { return slots_.capacity() * sizeof(Slot); }
    std::uint64_t moves() const { return moves_; }  // changes whenever slots move
    void clear() {
        slots_ = {};
        used_ = 0;
        ++moves_;
    }

private:
    std::vector<Slot, HugePages<Slot>> slots_;
    std::size_t used_ = 0;
    std::uint64_t moves_ = 0;
    void grow() {
        ++moves_;
        std::vector<Slot, HugePages<Slot>> old = std::move(slots_);
        slots_.assign(std::max<std::size_t>(1024, 2 * old.size()), Slot{});
        for (const Slot& o : old)
            if (o.b != kEmpty) find(o.lo, o.hi) = o;
    }
};

// What a step's rounds reach, shared by all its starts. A node (state, stage) reaches the
// states where the conclusion is checked, and possibly a failure found from the state alone
// (kFailed); neither depends on the start, since stops, Σ, the loser's options and `at` read
// the state only. So a start fails exactly when its root reaches kFailed or a state the
// conclusion rejects (the Explorers visit every node reachable unless a failure stops them),
// and a node's reach, the union of its children's, need only be computed once per claim: it is
// memoised where windows open and where the loser places, the nodes that many starts (and
// nodes) share; the nodes between are walked from the nearest memoised one.
class Reach {
public:
    static constexpr std::uint32_t kFailed = 0;
    std::shared_ptr<const Rounds> rounds;
    std::uint64_t owner;

    Reach(std::shared_ptr<const Rounds> r, std::uint64_t id) : rounds(std::move(r)), owner(id) { leaves_.emplace_back(); }

    // The ids (without repeats) reached from the start's first decision.
    const std::vector<std::uint32_t>& of(const State& start) {
        // A cache, emptied between starts once large (ids are then given afresh).
        const std::size_t bytes = memo_.bytes() + leafIndex_.bytes() + lists_.capacity() * sizeof(std::uint32_t) +
                                  leaves_.capacity() * sizeof(State);
        // At most 1 GiB, and a quarter of the memory limit: the rounds and the tables share the rest.
        if (static_cast<double>(bytes) > std::min(double(std::size_t{1} << 30), memoryLimit() / 4)) forget();
        Frame& f = frame(0);
        try {
            node(turnStart(start, rounds->rules), 0, f, 0);
        } catch (...) {
            forget();  // the walks left their slots reserved
            throw;
        }
        return f.out;
    }
    const State& leaf(std::uint32_t id) const { return leaves_[id]; }

private:
    // One memoised node's walk: the nodes met and the ids collected.
    struct Frame {
        GenerationSet<std::pair<std::uint64_t, std::uint64_t>> seen;
        GenerationSet<std::uint32_t> ids;
        std::vector<std::uint32_t> out;
        void add(std::uint32_t id) {
            if (ids.insert(id, id * 0x9e3779b97f4a7c15ULL >> 32)) out.push_back(id);
        }
    };
    std::vector<std::unique_ptr<Frame>> frames_;  // by depth of memoised nodes being computed
    KeyMap memo_;                                 // node -> (offset, count) in lists_
    std::vector<std::uint32_t, HugePages<std::uint32_t>> lists_;
    KeyMap leafIndex_;                            // state -> (id, 0)
    std::vector<State> leaves_;                   // by id; 0 is kFailed

    void forget() {
        lists_ = {};
        memo_.clear();
        leafIndex_.clear();
        leaves_.resize(1);
    }

    Frame& frame(std::size_t depth) {
        while (frames_.size() <= depth) frames_.push_back(std::make_unique<Frame>());
        Frame& f = *frames_[depth];
        f.seen.clear();
        f.ids.clear();
        f.out.clear();
        return f;
    }

    std::uint32_t leafId(const State& s) {
        std::uint64_t lo, hi;
        bool swapped;
        encode(s, false, lo, hi, swapped);
        KeyMap::Slot& slot = leafIndex_.find(lo, hi);
        if (slot.b == KeyMap::kEmpty) {
            slot.a = static_cast<std::uint32_t>(leaves_.size());
            slot.b = 0;
            leafIndex_.filled();
            leaves_.push_back(s);
        }
        return slot.a;
    }

    // Adds what node (s, stage) reaches to f, unless f has met the node already.
    void node(const State& s, std::size_t stage, Frame& f, std::size_t depth) {
        const Stage& st = rounds->stages[stage];
        std::uint64_t lo, hi;
        bool swapped;
        encode(s, false, lo, hi, swapped);
        hi |= static_cast<std::uint64_t>(stage) << 62;
        if (!f.seen.insert({lo, hi}, hashKey(lo, hi))) return;
        const bool leafHere = s.terminal() || st.stop(s);
        const bool memoised =
            !leafHere && (s.phase == Phase::WindowWaiting || (s.phase == Phase::Play && s.decider() != st.winner));
        if (!memoised) return expand(s, stage, leafHere, f, depth);
        KeyMap::Slot* m = &memo_.find(lo, hi);
        if (m->b != KeyMap::kEmpty) {
            for (std::uint32_t i = m->a; i < m->a + m->b; ++i) f.add(lists_[i]);
            return;
        }
        // Held while the node's walk runs, which never meets the node again (play only goes forward).
        m->b = KeyMap::kReserved;
        memo_.filled();
        const std::uint64_t moves = memo_.moves();
        Frame& g = frame(depth + 1);
        expand(s, stage, false, g, depth + 1);
        if (memo_.moves() != moves) m = &memo_.find(lo, hi);
        m->a = static_cast<std::uint32_t>(lists_.size());
        m->b = static_cast<std::uint32_t>(g.out.size());
        lists_.insert(lists_.end(), g.out.begin(), g.out.end());
        for (std::uint32_t id : g.out) f.add(id);
    }

    // As Explorer::step, collecting instead of visiting.
    void expand(const State& s, std::size_t stage, bool leafHere, Frame& f, std::size_t depth) {
        const Stage& st = rounds->stages[stage];
        if (!leafHere && s.decider() == st.winner) {
            std::optional<Option> next = rounds->strategy(s);
            if (next) return node(next->next, stage, f, depth);
        } else if (!leafHere) {
            forEachOption(s, rounds->rules, [&](const Action& a, const State& t) {
                if (!st.allowed || a.kind != Action::Place || st.allowed(s, a)) node(t, stage, f, depth);
                return true;
            });
            return;
        }
        switch (st.at(s)) {
            case At::Pass: return;
            case At::Fail: return f.add(kFailed);
            case At::Next: return node(s, stage + 1, f, depth);
            case At::Judge: return f.add(leafId(s));
        }
    }
};

// The Reach of the claim this thread checks; every run starts a new one, so that each run (a
// benchmark's iteration too) pays for its own exploration.
thread_local std::unique_ptr<Reach> reach;

}  // namespace

Property<State> roundsProperty(Domain<State> d, Rounds r) {
    static std::atomic<std::uint64_t> properties{0};
    auto rounds = std::make_shared<const Rounds>(std::move(r));
    const std::uint64_t id = ++properties;
    Property<State> p;
    p.domain = std::move(d);
    p.prepare = [](std::int64_t) { reach.reset(); };  // called on the thread of the run's cases
    p.predicate = [rounds, id](const State& start) {
        if (!reach || reach->owner != id) reach = std::make_unique<Reach>(rounds, id);
        bool fails = false;
        for (std::uint32_t leaf : reach->of(start)) {
            fails = leaf == Reach::kFailed || rounds->conclusion(start, reach->leaf(leaf));
            if (fails) break;
        }
        if (!fails) return Judgement::pass();
        std::optional<Failure> f = explain(*rounds, start);
        if (!f) throw std::logic_error("the proof-step explorer found no failure where its reach did: " + show(start));
        return Judgement::fail("the proof step's conclusion", f->found, f->line);
    };
    return p;
}

}  // namespace gameaudit::sls
