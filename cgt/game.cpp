#include "cgt/game.hpp"

#include <algorithm>
#include <cstdlib>
#include <deque>
#include <memory>
#include <new>
#include <span>
#include <unordered_map>

#include <boost/container_hash/hash.hpp>

#include "core/errors.hpp"

namespace gameaudit::cgt {

// Named, not anonymous: Table (a friend of Game, so not anonymous itself) holds these types.
namespace table_parts {

using Ids = std::vector<GameId>;
constexpr GameId kNone = UINT32_MAX;

std::uint64_t pairKey(GameId a, GameId b) { return (std::uint64_t(a) << 32) | b; }

struct NusHash {
    std::size_t operator()(const Nus& v) const noexcept {
        std::size_t h = boost::multiprecision::hash_value(v.x.numerator());
        boost::hash_combine(h, v.x.exponent());
        boost::hash_combine(h, v.ups);
        boost::hash_combine(h, v.nim);
        return h;
    }
};

struct IdsHash {
    std::size_t operator()(const Ids& v) const noexcept {
        std::uint64_t h = 1469598103934665603ULL;
        for (GameId x : v) h = (h ^ x) * 1099511628211ULL;
        return h;
    }
};

// A memo of a binary operation in a fixed-size table where a clash overwrites: lookups never
// allocate, and a lost entry is only recomputed. The slots come zeroed from calloc, so pages
// are touched only when used; key 0 (the pair 0, 0) marks an empty slot, as no operation
// stores it (sums with 0 and comparisons of a game with itself return before the cache).
class OperationCache {
public:
    explicit OperationCache(unsigned bits)
        : bits_(bits), slots_(static_cast<Slot*>(std::calloc(std::size_t(1) << bits, sizeof(Slot)))) {
        if (!slots_) throw std::bad_alloc();
    }
    const GameId* find(std::uint64_t key) const {
        const Slot& s = slots_.get()[index(key)];
        return s.key == key ? &s.value : nullptr;
    }
    void store(std::uint64_t key, GameId value) { slots_.get()[index(key)] = {key, value}; }

private:
    struct Slot {
        std::uint64_t key;
        GameId value;
    };
    struct Free {
        void operator()(Slot* p) const { std::free(p); }
    };
    std::size_t index(std::uint64_t key) const { return (key * 0x9E3779B97F4A7C15ULL) >> (64 - bits_); }
    unsigned bits_;
    std::unique_ptr<Slot, Free> slots_;
};

// u.^ + *m >= 0, for the infinitesimal part of a difference of number-up-star values.
bool infinitesimalNonNegative(long long ups, unsigned nim) {
    return (ups == 0 && nim == 0) || ups >= 2 || (ups == 1 && nim != 1);
}

BigInt numberBirthday(const Dyadic& x) {
    Dyadic a = x < Dyadic(0) ? -x : x;
    return a.isInteger() ? a.numerator() : a.floor() + 1 + a.exponent();
}

}  // namespace table_parts

using namespace table_parts;

class Table {
public:
    static Table& get() {
        static Table t;
        return t;
    }

    struct Record {
        Ids left, right;              // canonical options; a number-up-star value's made on demand
        bool optionsMade = false;
        std::optional<Nus> nus;       // set for number-up-star values
        GameId negative = kNone;
    };

    GameId zero() const { return zero_; }
    const Record& at(GameId g) const { return records_[g]; }
    std::size_t size() const { return records_.size(); }

    GameId nus(const Nus& v) {
        if (auto it = nusIds_.find(v); it != nusIds_.end()) return it->second;
        Record r;
        r.nus = v;
        GameId id = add(std::move(r));
        nusIds_.emplace(v, id);
        return id;
    }
    GameId number(const Dyadic& x) { return nus(Nus{x, 0, 0}); }
    GameId nimber(unsigned n) { return nus(Nus{Dyadic(0), 0, n}); }

    // Canonical options. A record never moves (a deque), and its options are made once, so
    // the spans stay valid while new games are interned.
    std::span<const GameId> leftOf(GameId g) {
        makeOptions(g);
        return records_[g].left;
    }
    std::span<const GameId> rightOf(GameId g) {
        makeOptions(g);
        return records_[g].right;
    }

    bool leq(GameId a, GameId b) {
        if (a == b) return true;
        const auto &na = records_[a].nus, &nb = records_[b].nus;
        if (na && nb) {
            if (na->x != nb->x) return na->x < nb->x;
            return infinitesimalNonNegative(nb->ups - na->ups, nb->nim ^ na->nim);
        }
        std::uint64_t key = pairKey(a, b);
        if (const GameId* hit = leqCache_.find(key)) return *hit;
        bool result;
        if (na && na->ups == 0 && na->nim == 0) {  // number avoidance: x <= G iff no G^R <= x
            auto br = rightOf(b);
            result = std::none_of(br.begin(), br.end(), [&](GameId r) { return leq(r, a); });
        } else if (nb && nb->ups == 0 && nb->nim == 0) {  // G <= x iff no G^L >= x
            auto al = leftOf(a);
            result = std::none_of(al.begin(), al.end(), [&](GameId l) { return leq(b, l); });
        } else {
            auto al = leftOf(a), br = rightOf(b);
            result = std::none_of(al.begin(), al.end(), [&](GameId l) { return leq(b, l); }) &&
                     std::none_of(br.begin(), br.end(), [&](GameId r) { return leq(r, a); });
        }
        leqCache_.store(key, result);
        return result;
    }

    GameId construct(Ids L, Ids R) {
        normalize(L);
        normalize(R);
        if (auto x = numberBetween(L, R)) return number(*x);
        for (bool changed = true; changed;) {
            removeDominated(L, true);
            removeDominated(R, false);
            Pending g{L, R, {}, {}};
            changed = false;
            Ids newL, newR;
            // A Left option with a Right reply A^R <= G is bypassed: replaced by A^RL.
            for (GameId a : L) {
                std::optional<GameId> through;
                for (GameId ar : rightOf(a))
                    if (leqBelow(ar, g)) {
                        through = ar;
                        break;
                    }
                if (!through) {
                    newL.push_back(a);
                    continue;
                }
                for (GameId x : leftOf(*through)) newL.push_back(x);
                changed = true;
            }
            for (GameId b : R) {
                std::optional<GameId> through;
                for (GameId bl : leftOf(b))
                    if (leqAbove(g, bl)) {
                        through = bl;
                        break;
                    }
                if (!through) {
                    newR.push_back(b);
                    continue;
                }
                for (GameId x : rightOf(*through)) newR.push_back(x);
                changed = true;
            }
            L = std::move(newL);
            R = std::move(newR);
            normalize(L);
            normalize(R);
        }
        if (auto x = numberBetween(L, R)) return number(*x);
        if (auto v = nusOfCanonical(L, R)) return nus(*v);
        return intern(std::move(L), std::move(R));
    }

    GameId negate(GameId g) {
        if (records_[g].negative != kNone) return records_[g].negative;
        GameId n;
        if (const auto& v = records_[g].nus) {
            n = nus(Nus{-v->x, -v->ups, v->nim});
        } else {
            Ids L, R;
            for (GameId r : rightOf(g)) L.push_back(negate(r));
            for (GameId l : leftOf(g)) R.push_back(negate(l));
            normalize(L);
            normalize(R);
            n = intern(std::move(L), std::move(R));  // the negative of a canonical form is canonical
        }
        records_[g].negative = n;
        records_[n].negative = g;
        return n;
    }

    GameId sum(GameId a, GameId b) {
        if (a == zero_) return b;
        if (b == zero_) return a;
        if (a > b) std::swap(a, b);
        std::uint64_t key = pairKey(a, b);
        if (const GameId* hit = sumCache_.find(key)) return *hit;
        const auto &na = records_[a].nus, &nb = records_[b].nus;
        if (na && nb) {
            GameId s = nus(Nus{na->x + nb->x, na->ups + nb->ups, na->nim ^ nb->nim});
            sumCache_.store(key, s);
            return s;
        }
        Ids L, R;
        bool aNumber = na && na->ups == 0 && na->nim == 0, bNumber = nb && nb->ups == 0 && nb->nim == 0;
        if (aNumber || bNumber) {  // number translation: G + x = {G^L + x | G^R + x}
            GameId x = aNumber ? a : b, g = aNumber ? b : a;
            for (GameId l : leftOf(g)) L.push_back(sum(l, x));
            for (GameId r : rightOf(g)) R.push_back(sum(r, x));
        } else {
            for (GameId l : leftOf(a)) L.push_back(sum(l, b));
            for (GameId l : leftOf(b)) L.push_back(sum(a, l));
            for (GameId r : rightOf(a)) R.push_back(sum(r, b));
            for (GameId r : rightOf(b)) R.push_back(sum(a, r));
        }
        GameId s = construct(std::move(L), std::move(R));
        sumCache_.store(key, s);
        return s;
    }

    Dyadic stop(GameId g, bool leftStop) {
        if (const auto& v = records_[g].nus) return v->x;
        auto& memo = leftStop ? leftStops_ : rightStops_;
        if (auto it = memo.find(g); it != memo.end()) return it->second;
        auto opts = leftStop ? leftOf(g) : rightOf(g);
        Dyadic best = stop(opts[0], !leftStop);
        for (GameId o : opts) {
            Dyadic s = stop(o, !leftStop);
            if (leftStop ? s > best : s < best) best = s;
        }
        memo.emplace(g, best);
        return best;
    }

    BigInt birthday(GameId g) {
        if (const auto& v = records_[g].nus) {
            unsigned long long u = v->ups < 0 ? -static_cast<unsigned long long>(v->ups) : v->ups;
            BigInt infinitesimal = u == 0 ? BigInt(v->nim)
                                   : v->nim <= 1 ? BigInt(u) + 1
                                                 : BigInt(u) + (v->nim ^ static_cast<unsigned>(u & 1));
            return numberBirthday(v->x) + infinitesimal;  // translation by x adds x's birthday
        }
        if (auto it = birthdays_.find(g); it != birthdays_.end()) return it->second;
        BigInt b = 0;
        for (GameId o : leftOf(g)) b = std::max(b, birthday(o) + 1);
        for (GameId o : rightOf(g)) b = std::max(b, birthday(o) + 1);
        birthdays_.emplace(g, b);
        return b;
    }

    std::string show(GameId g) {
        if (const auto& v = records_[g].nus) return showNus(*v);
        auto L = leftOf(g), R = rightOf(g);
        // {a + h | b + h} with numbers a > b is (a+b)/2 + h ± (a-b)/2, when that is its value.
        if (L.size() == 1 && R.size() == 1) {
            const auto &a = records_[L[0]].nus, &b = records_[R[0]].nus;
            if (a && b && a->ups == b->ups && a->nim == b->nim && a->x > b->x) {
                Nus centre{(a->x + b->x).half(), a->ups, a->nim};
                Dyadic d = (a->x - b->x).half();
                GameId dId = number(d);
                GameId candidate = sum(nus(centre), construct({dId}, {negate(dId)}));
                if (candidate == g) {
                    bool plain = centre == Nus{};
                    return (plain ? "" : showNus(centre) + "+") + "±" + d.str();
                }
            }
        }
        std::string s = "{";
        for (std::size_t i = 0; i < L.size(); ++i) s += (i ? "," : "") + show(L[i]);
        s += "|";
        for (std::size_t i = 0; i < R.size(); ++i) s += (i ? "," : "") + show(R[i]);
        return s + "}";
    }

private:
    Table() : sumCache_(20), leqCache_(20) { zero_ = number(Dyadic(0)); }

    GameId add(Record r) {
        records_.push_back(std::move(r));
        seen_.push_back(0);
        return static_cast<GameId>(records_.size() - 1);
    }

    GameId intern(Ids L, Ids R) {
        Ids key = L;
        key.push_back(kNone);
        key.insert(key.end(), R.begin(), R.end());
        if (auto it = forms_.find(key); it != forms_.end()) return it->second;
        GameId id = add(Record{std::move(L), std::move(R), true, std::nullopt});
        forms_.emplace(std::move(key), id);
        return id;
    }

    // The canonical options of a number-up-star value, by formula (Siegel, CGT II.4):
    // x = {x-2^-k | x+2^-k}, *m = {*0..*(m-1) | *0..*(m-1)}, ^* = {0,* | 0} and otherwise
    // ^u*m = {0 | ^(u-1)*(m xor 1)} for u >= 1; x + G = {x + G^L | x + G^R}; negatives mirrored.
    void makeOptions(GameId g) {
        if (records_[g].optionsMade) return;
        const Nus v = *records_[g].nus;
        Ids L, R;
        if (v.ups == 0 && v.nim == 0) {
            const Dyadic& x = v.x;
            if (x.isInteger()) {
                if (x > Dyadic(0)) L.push_back(number(x - Dyadic(1)));
                if (x < Dyadic(0)) R.push_back(number(x + Dyadic(1)));
            } else {
                L.push_back(number(Dyadic(x.numerator() - 1, x.exponent())));
                R.push_back(number(Dyadic(x.numerator() + 1, x.exponent())));
            }
        } else if (v.ups == 0) {
            for (unsigned k = 0; k < v.nim; ++k) L.push_back(nus(Nus{v.x, 0, k}));
            R = L;
        } else {
            bool down = v.ups < 0;
            long long u = down ? -v.ups : v.ups;
            Ids near{number(v.x)}, far;
            if (u == 1 && v.nim == 1) near.push_back(nus(Nus{v.x, 0, 1}));
            far.push_back(u == 1 && v.nim == 1 ? number(v.x)
                                               : nus(Nus{v.x, down ? -(u - 1) : u - 1, v.nim ^ 1u}));
            L = down ? far : near;
            R = down ? near : far;
        }
        normalize(L);
        normalize(R);
        Record& r = records_[g];
        r.left = std::move(L);
        r.right = std::move(R);
        r.optionsMade = true;
    }

    // The number-up-star value whose canonical options are exactly L and R, if there is one.
    std::optional<Nus> nusOfCanonical(const Ids& L, const Ids& R) {
        for (const Ids* side : {&L, &R})
            for (GameId o : *side)
                if (!records_[o].nus) return std::nullopt;
        auto is = [&](const std::optional<Nus>& candidate) -> std::optional<Nus> {
            if (!candidate) return std::nullopt;
            GameId c = nus(*candidate);
            makeOptions(c);
            if (records_[c].left == L && records_[c].right == R) return candidate;
            return std::nullopt;
        };
        if (L.empty() || R.empty()) return std::nullopt;
        const Nus &l = *records_[L.back()].nus, &r = *records_[R.back()].nus;
        if (L == R) return is(Nus{l.x, 0, static_cast<unsigned>(L.size())});
        if (L.size() == 2) return is(Nus{r.x, 1, 1});   // ^*
        if (R.size() == 2) return is(Nus{l.x, -1, 1});  // v*
        if (L.size() != 1 || R.size() != 1) return std::nullopt;
        if (l.ups == 0 && l.nim == 0 && r.ups >= 0) return is(Nus{l.x, r.ups + 1, r.nim ^ 1u});
        if (r.ups == 0 && r.nim == 0 && l.ups <= 0) return is(Nus{r.x, l.ups - 1, l.nim ^ 1u});
        return std::nullopt;
    }

    // Sorted, without repeats: marks each id in seen_ so long option lists are deduplicated
    // before they are sorted.
    void normalize(Ids& v) {
        ++stamp_;
        std::size_t kept = 0;
        for (GameId g : v)
            if (seen_[g] != stamp_) {
                seen_[g] = stamp_;
                v[kept++] = g;
            }
        v.resize(kept);
        std::sort(v.begin(), v.end());
    }

    // The simplest number between the options, if all are numbers and every Left < every Right.
    std::optional<Dyadic> numberBetween(const Ids& L, const Ids& R) {
        const Dyadic *lo = nullptr, *hi = nullptr;
        auto numberOf = [&](GameId g) -> const Dyadic* {
            const auto& v = records_[g].nus;
            return v && v->ups == 0 && v->nim == 0 ? &v->x : nullptr;
        };
        for (GameId l : L) {
            const Dyadic* x = numberOf(l);
            if (!x) return std::nullopt;
            if (!lo || *x > *lo) lo = x;
        }
        for (GameId r : R) {
            const Dyadic* x = numberOf(r);
            if (!x) return std::nullopt;
            if (!hi || *x < *hi) hi = x;
        }
        if (lo && hi && *lo >= *hi) return std::nullopt;
        return Dyadic::simplestBetween(lo, hi);
    }

    void removeDominated(Ids& v, bool left) {
        Ids kept;
        for (GameId a : v) {
            bool dominated = std::any_of(v.begin(), v.end(), [&](GameId b) {
                return b != a && (left ? leq(a, b) : leq(b, a));
            });
            if (!dominated) kept.push_back(a);
        }
        v = std::move(kept);
    }

    // A game {L | R} being canonicalised, compared against interned games.
    struct Pending {
        Ids L, R;
        std::unordered_map<GameId, bool> below, above;  // h <= G, G <= k
    };
    bool leqBelow(GameId h, Pending& g) {  // h <= G
        if (auto it = g.below.find(h); it != g.below.end()) return it->second;
        bool result = std::none_of(g.R.begin(), g.R.end(), [&](GameId r) { return leq(r, h); });
        if (result)
            for (GameId hl : leftOf(h))
                if (leqAbove(g, hl)) {
                    result = false;
                    break;
                }
        g.below.emplace(h, result);
        return result;
    }
    bool leqAbove(Pending& g, GameId k) {  // G <= k
        if (auto it = g.above.find(k); it != g.above.end()) return it->second;
        bool result = std::none_of(g.L.begin(), g.L.end(), [&](GameId l) { return leq(k, l); });
        if (result)
            for (GameId kr : rightOf(k))
                if (leqBelow(kr, g)) {
                    result = false;
                    break;
                }
        g.above.emplace(k, result);
        return result;
    }

    static std::string showNus(const Nus& n) {
        std::string s;
        if (n.x != Dyadic(0) || (n.ups == 0 && n.nim == 0)) s = n.x.str();
        if (n.ups != 0) {
            if (n.x < Dyadic(0)) s += "+";  // "-1+^": "-1^" would read as -(1^)
            s += n.ups > 0 ? "^" : "v";
            if (n.ups > 1 || n.ups < -1) s += std::to_string(n.ups > 0 ? n.ups : -n.ups);
        }
        if (n.nim == 1) s += "*";
        if (n.nim > 1) s += "*" + std::to_string(n.nim);
        return s;
    }

    std::deque<Record> records_;
    std::vector<std::uint32_t> seen_;  // per game, the stamp of the last normalize that met it
    std::uint32_t stamp_ = 0;
    std::unordered_map<Nus, GameId, NusHash> nusIds_;
    std::unordered_map<Ids, GameId, IdsHash> forms_;
    OperationCache sumCache_, leqCache_;
    std::unordered_map<GameId, Dyadic> leftStops_, rightStops_;
    std::unordered_map<GameId, BigInt> birthdays_;
    GameId zero_ = 0;
};

Game::Game() : id_(Table::get().zero()) {}
Game Game::number(const Dyadic& x) { return Game(Table::get().number(x)); }
Game Game::nimber(unsigned n) { return Game(Table::get().nimber(n)); }
Game Game::up() { return Game(Table::get().nus(Nus{Dyadic(0), 1, 0})); }
Game Game::of(const Nus& v) { return Game(Table::get().nus(v)); }
Game Game::plusMinus(Game g) { return of({g}, {-g}); }

Game Game::of(const std::vector<Game>& left, const std::vector<Game>& right) {
    Ids L, R;
    for (Game g : left) L.push_back(g.id_);
    for (Game g : right) R.push_back(g.id_);
    return Game(Table::get().construct(std::move(L), std::move(R)));
}

bool Game::isNumber() const {
    const auto& v = Table::get().at(id_).nus;
    return v && v->ups == 0 && v->nim == 0;
}
std::optional<Dyadic> Game::number() const {
    if (!isNumber()) return std::nullopt;
    return Table::get().at(id_).nus->x;
}
std::optional<unsigned> Game::nimber() const {
    const auto& v = Table::get().at(id_).nus;
    if (v && v->x == Dyadic(0) && v->ups == 0) return v->nim;
    return std::nullopt;
}
std::optional<Nus> Game::nus() const { return Table::get().at(id_).nus; }

std::vector<Game> Game::left() const {
    std::vector<Game> v;
    for (GameId g : Table::get().leftOf(id_)) v.push_back(Game(g));
    return v;
}
std::vector<Game> Game::right() const {
    std::vector<Game> v;
    for (GameId g : Table::get().rightOf(id_)) v.push_back(Game(g));
    return v;
}

Game Game::operator-() const { return Game(Table::get().negate(id_)); }
Game Game::operator+(Game b) const { return Game(Table::get().sum(id_, b.id_)); }
bool Game::leq(Game b) const { return Table::get().leq(id_, b.id_); }

Outcome Game::outcome() const {
    Game zero;
    bool aboveZero = zero.leq(*this), belowZero = leq(zero);
    if (aboveZero && belowZero) return Outcome::P;
    if (aboveZero) return Outcome::L;
    if (belowZero) return Outcome::R;
    return Outcome::N;
}

Dyadic Game::leftStop() const { return Table::get().stop(id_, true); }
Dyadic Game::rightStop() const { return Table::get().stop(id_, false); }
BigInt Game::birthday() const { return Table::get().birthday(id_); }
std::string Game::str() const { return Table::get().show(id_); }
std::size_t Game::tableSize() { return Table::get().size(); }

// ---- parsing ----

namespace {

class Parser {
public:
    explicit Parser(std::string_view text) : s_(text) {}

    Game all() {
        Game g = expression();
        skip();
        if (i_ != s_.size()) fail("unexpected '" + std::string(s_.substr(i_, 1)) + "'");
        return g;
    }

private:
    [[noreturn]] void fail(const std::string& why) const {
        throw InputError("malformed game \"" + std::string(s_) + "\" at character " + std::to_string(i_ + 1) +
                         ": " + why);
    }
    void skip() {
        while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t')) ++i_;
    }
    bool eat(std::string_view token) {
        skip();
        if (s_.substr(i_, token.size()) != token) return false;
        i_ += token.size();
        return true;
    }
    bool eatMinus() { return eat("-") || eat("\xE2\x88\x92"); }  // '-' or U+2212
    bool digitNext() { return i_ < s_.size() && s_[i_] >= '0' && s_[i_] <= '9'; }
    BigInt digits() {
        std::size_t start = i_;
        while (digitNext()) ++i_;
        if (start == i_) fail("expected digits");
        // Boost reads a leading 0 as octal: skip leading zeros so "0888" is eight hundred and eighty-eight.
        while (start + 1 < i_ && s_[start] == '0') ++start;
        return BigInt(std::string(s_.substr(start, i_ - start)));
    }

    Game expression() {
        Game g = term();
        for (;;) {
            if (eat("+")) g = g + term();
            else if (eatMinus()) g = g - term();
            else return g;
        }
    }

    Game term() {
        // Each nesting (braces, brackets, a sign) is one level of recursion: bounded, so deep
        // input is refused rather than overflowing the stack.
        if (++depth_ > kMaxDepth) fail("nested more than " + std::to_string(kMaxDepth) + " levels deep");
        struct Leave {
            int& depth;
            ~Leave() { --depth; }
        } leave{depth_};
        skip();
        if (eat("\xC2\xB1")) return Game::plusMinus(term());  // ±
        if (eatMinus()) {
            if (digitNext()) return suffixes(Game::number(-numberLiteral()), true);
            return -term();
        }
        if (eat("(")) {
            Game g = expression();
            if (!eat(")")) fail("expected ')'");
            return g;
        }
        if (eat("{")) {
            auto L = optionList();
            if (!eat("|")) fail("expected '|' between Left and Right options");
            skip();
            if (i_ < s_.size() && s_[i_] == '|') fail("'||' is not supported: nest braces instead, e.g. {a|{b|c}}");
            auto R = optionList();
            if (!eat("}")) fail("expected '}'");
            return Game::of(L, R);
        }
        bool any = digitNext();
        return suffixes(any ? Game::number(numberLiteral()) : Game(), any);
    }

    std::vector<Game> optionList() {
        std::vector<Game> v;
        skip();
        if (i_ < s_.size() && (s_[i_] == '|' || s_[i_] == '}')) return v;
        v.push_back(expression());
        while (eat(",")) v.push_back(expression());
        return v;
    }

    Dyadic numberLiteral() {
        BigInt n = digits();
        if (i_ < s_.size() && s_[i_] == '/') {
            ++i_;
            BigInt d = digits();
            if (d == 0 || (d & (d - 1)) != 0) fail("a number's denominator must be a power of two");
            return Dyadic(n, boost::multiprecision::msb(d));
        }
        return Dyadic(n, 0);
    }

    unsigned count(unsigned otherwise) {
        if (!digitNext()) return otherwise;
        BigInt n = digits();
        if (n > INT32_MAX) fail("count larger than " + std::to_string(INT32_MAX));
        return static_cast<unsigned>(n);
    }

    // Juxtaposed infinitesimals: 1*, ^*, 1/2v2*3, ↑, ↓.
    Game suffixes(Game g, bool any) {
        for (;;) {
            if (i_ < s_.size() && s_[i_] == '*') {
                ++i_;
                g = g + Game::nimber(count(1));
            } else if (i_ < s_.size() && s_[i_] == '^') {
                ++i_;
                g = g + Game::of(Nus{Dyadic(0), count(1), 0});
            } else if (i_ < s_.size() && s_[i_] == 'v') {
                ++i_;
                g = g + Game::of(Nus{Dyadic(0), -static_cast<long long>(count(1)), 0});
            } else if (s_.substr(i_, 3) == "\xE2\x86\x91") {  // ↑
                i_ += 3;
                g = g + Game::up();
            } else if (s_.substr(i_, 3) == "\xE2\x86\x93") {  // ↓
                i_ += 3;
                g = g - Game::up();
            } else {
                break;
            }
            any = true;
        }
        if (!any) fail(i_ < s_.size() ? "expected a game, found '" + std::string(s_.substr(i_, 1)) + "'"
                                      : "expected a game, found the end of the text");
        return g;
    }

    static constexpr int kMaxDepth = 1000;
    std::string_view s_;
    std::size_t i_ = 0;
    int depth_ = 0;
};

}  // namespace

Game Game::parse(std::string_view text) { return Parser(text).all(); }

}  // namespace gameaudit::cgt
