#include "oracles/cgt/game.hpp"

#include <algorithm>
#include <unordered_map>

#include "core/errors.hpp"

namespace gameaudit::cgt {

namespace {

using Ids = std::vector<GameId>;
constexpr GameId kNone = UINT32_MAX;

std::uint64_t pairKey(GameId a, GameId b) { return (std::uint64_t(a) << 32) | b; }

void normalize(Ids& v) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
}

struct IdsHash {
    std::size_t operator()(const Ids& v) const noexcept {
        std::uint64_t h = 1469598103934665603ULL;
        for (GameId x : v) h = (h ^ x) * 1099511628211ULL;
        return h;
    }
};

// A number plus a multiple of up plus a nimber: the infinitesimally shifted numbers.
struct Nus {
    Dyadic x;
    int ups = 0;
    unsigned nim = 0;
};

}  // namespace

class Table {
public:
    static Table& get() {
        static Table t;
        return t;
    }

    struct Record {
        Ids left, right;              // empty for numbers: their options are made on demand
        std::optional<Dyadic> number;
        int nimber = -1;              // n if the game is *n
        GameId negative = kNone;
    };

    GameId zero() const { return zero_; }
    const Record& at(GameId g) const { return records_[g]; }
    std::size_t size() const { return records_.size(); }

    GameId number(const Dyadic& x) {
        std::string key = x.str();
        if (auto it = numbers_.find(key); it != numbers_.end()) return it->second;
        GameId id = add(Record{{}, {}, x, x == Dyadic(0) ? 0 : -1});
        numbers_.emplace(std::move(key), id);
        return id;
    }

    // Canonical options; a number's are those of its canonical form.
    Ids leftOf(GameId g) {
        if (const auto& x = records_[g].number) {
            if (x->isInteger()) return *x > Dyadic(0) ? Ids{number(*x - Dyadic(1))} : Ids{};
            return {number(Dyadic(x->numerator() - 1, x->exponent()))};
        }
        return records_[g].left;
    }
    Ids rightOf(GameId g) {
        if (const auto& x = records_[g].number) {
            if (x->isInteger()) return *x < Dyadic(0) ? Ids{number(*x + Dyadic(1))} : Ids{};
            return {number(Dyadic(x->numerator() + 1, x->exponent()))};
        }
        return records_[g].right;
    }

    bool leq(GameId a, GameId b) {
        if (a == b) return true;
        std::uint64_t key = pairKey(a, b);
        if (auto it = leq_.find(key); it != leq_.end()) return it->second;
        const auto na = records_[a].number, nb = records_[b].number;
        bool result;
        if (na && nb) {
            result = *na <= *nb;
        } else if (na) {  // number avoidance: x <= G iff no G^R <= x
            result = std::none_of(records_[b].right.begin(), records_[b].right.end(), [&](GameId r) { return leq(r, a); });
        } else if (nb) {  // G <= x iff no G^L >= x
            result = std::none_of(records_[a].left.begin(), records_[a].left.end(), [&](GameId l) { return leq(b, l); });
        } else {
            Ids al = records_[a].left, br = records_[b].right;
            result = std::none_of(al.begin(), al.end(), [&](GameId l) { return leq(b, l); }) &&
                     std::none_of(br.begin(), br.end(), [&](GameId r) { return leq(r, a); });
        }
        leq_.emplace(key, result);
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
        return intern(std::move(L), std::move(R));
    }

    GameId negate(GameId g) {
        if (records_[g].negative != kNone) return records_[g].negative;
        GameId n;
        if (const auto& x = records_[g].number) {
            n = number(-*x);
        } else {
            Ids L, R;
            for (GameId r : Ids(records_[g].right)) L.push_back(negate(r));
            for (GameId l : Ids(records_[g].left)) R.push_back(negate(l));
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
        if (auto it = sum_.find(key); it != sum_.end()) return it->second;
        const auto na = records_[a].number, nb = records_[b].number;
        GameId s;
        if (na && nb) {
            s = number(*na + *nb);
        } else if (na || nb) {  // number translation: G + x = {G^L + x | G^R + x}
            GameId x = na ? a : b, g = na ? b : a;
            Ids L, R;
            for (GameId l : Ids(records_[g].left)) L.push_back(sum(l, x));
            for (GameId r : Ids(records_[g].right)) R.push_back(sum(r, x));
            s = construct(std::move(L), std::move(R));
        } else {
            Ids L, R;
            for (GameId l : Ids(records_[a].left)) L.push_back(sum(l, b));
            for (GameId l : Ids(records_[b].left)) L.push_back(sum(a, l));
            for (GameId r : Ids(records_[a].right)) R.push_back(sum(r, b));
            for (GameId r : Ids(records_[b].right)) R.push_back(sum(a, r));
            s = construct(std::move(L), std::move(R));
        }
        sum_.emplace(key, s);
        return s;
    }

    GameId nimber(unsigned n) {
        while (nimbers_.size() <= n) {
            Ids below(nimbers_.begin(), nimbers_.end());
            nimbers_.push_back(construct(below, below));
        }
        return nimbers_[n];
    }

    Dyadic stop(GameId g, bool leftStop) {
        if (const auto& x = records_[g].number) return *x;
        auto& memo = leftStop ? leftStops_ : rightStops_;
        if (auto it = memo.find(g); it != memo.end()) return it->second;
        Ids opts = leftStop ? records_[g].left : records_[g].right;
        Dyadic best = stop(opts.at(0), !leftStop);
        for (GameId o : opts) {
            Dyadic s = stop(o, !leftStop);
            if (leftStop ? s > best : s < best) best = s;
        }
        memo.emplace(g, best);
        return best;
    }

    int birthday(GameId g) {
        if (const auto& x = records_[g].number) {
            BigInt whole = x->numerator() < 0 ? BigInt((-*x).floor()) : x->floor();
            return static_cast<int>(whole) + (x->isInteger() ? 0 : 1 + static_cast<int>(x->exponent()));
        }
        if (auto it = birthdays_.find(g); it != birthdays_.end()) return it->second;
        int b = 0;
        for (GameId o : Ids(records_[g].left)) b = std::max(b, birthday(o) + 1);
        for (GameId o : Ids(records_[g].right)) b = std::max(b, birthday(o) + 1);
        birthdays_.emplace(g, b);
        return b;
    }

    std::optional<Nus> nus(GameId g) {
        if (const auto& x = records_[g].number) return Nus{*x, 0, 0};
        if (records_[g].nimber >= 0) return Nus{Dyadic(0), 0, static_cast<unsigned>(records_[g].nimber)};
        if (auto it = nus_.find(g); it != nus_.end()) return it->second;
        std::optional<Nus> found;
        Dyadic x = stop(g, true);
        if (x == stop(g, false)) {
            GameId h = sum(g, number(-x));  // infinitesimal
            for (int k = 0; k <= 8 && !found; ++k)
                for (int sign : {1, -1})
                    for (unsigned n = 0; n <= 7 && !found; ++n)
                        if (sum(upMultiple(sign * k), nimber(n)) == h) found = Nus{x, sign * k, n};
        }
        nus_.emplace(g, found);
        return found;
    }

    GameId upMultiple(int k) {
        GameId up = construct({zero_}, {nimber(1)});
        GameId s = zero_;
        for (int i = 0; i < std::abs(k); ++i) s = sum(s, up);
        return k < 0 ? negate(s) : s;
    }

    std::string show(GameId g) {
        if (auto n = nus(g)) return showNus(*n);
        const Ids L = records_[g].left, R = records_[g].right;
        // {a + h | b + h} with numbers a > b is (a+b)/2 + h ± (a-b)/2, when that is its value.
        if (L.size() == 1 && R.size() == 1) {
            auto a = nus(L[0]), b = nus(R[0]);
            if (a && b && a->ups == b->ups && a->nim == b->nim && a->x > b->x) {
                Nus centre{(a->x + b->x).half(), a->ups, a->nim};
                Dyadic d = (a->x - b->x).half();
                GameId dId = number(d);
                GameId candidate = sum(sum(number(centre.x), sum(upMultiple(centre.ups), nimber(centre.nim))),
                                       construct({dId}, {negate(dId)}));
                if (candidate == g) {
                    bool plain = centre.x == Dyadic(0) && centre.ups == 0 && centre.nim == 0;
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
    Table() {
        zero_ = number(Dyadic(0));
        nimbers_.push_back(zero_);
    }

    GameId add(Record r) {
        records_.push_back(std::move(r));
        return static_cast<GameId>(records_.size() - 1);
    }

    GameId intern(Ids L, Ids R) {
        Ids key = L;
        key.push_back(kNone);
        key.insert(key.end(), R.begin(), R.end());
        if (auto it = forms_.find(key); it != forms_.end()) return it->second;
        int nim = -1;
        if (L == R) {  // *n = {*0, ..., *(n-1) | *0, ..., *(n-1)}
            std::vector<bool> seen(L.size(), false);
            bool all = true;
            for (GameId o : L) {
                int v = records_[o].nimber;
                if (v < 0 || v >= static_cast<int>(L.size()) || seen[v]) all = false;
                else seen[v] = true;
            }
            if (all) nim = static_cast<int>(L.size());
        }
        GameId id = add(Record{std::move(L), std::move(R), std::nullopt, nim});
        forms_.emplace(std::move(key), id);
        return id;
    }

    // The simplest number between the options, if all are numbers and every Left < every Right.
    std::optional<Dyadic> numberBetween(const Ids& L, const Ids& R) {
        std::optional<Dyadic> lo, hi;
        for (GameId l : L) {
            if (!records_[l].number) return std::nullopt;
            if (!lo || *records_[l].number > *lo) lo = records_[l].number;
        }
        for (GameId r : R) {
            if (!records_[r].number) return std::nullopt;
            if (!hi || *records_[r].number < *hi) hi = records_[r].number;
        }
        if (lo && hi && *lo >= *hi) return std::nullopt;
        return Dyadic::simplestBetween(lo ? &*lo : nullptr, hi ? &*hi : nullptr);
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
            if (std::abs(n.ups) > 1) s += std::to_string(std::abs(n.ups));
        }
        if (n.nim == 1) s += "*";
        if (n.nim > 1) s += "*" + std::to_string(n.nim);
        return s;
    }

    std::vector<Record> records_;
    std::unordered_map<std::string, GameId> numbers_;
    std::unordered_map<Ids, GameId, IdsHash> forms_;
    std::unordered_map<std::uint64_t, GameId> sum_;
    std::unordered_map<std::uint64_t, bool> leq_;
    std::unordered_map<GameId, Dyadic> leftStops_, rightStops_;
    std::unordered_map<GameId, int> birthdays_;
    std::unordered_map<GameId, std::optional<Nus>> nus_;
    Ids nimbers_;
    GameId zero_ = 0;
};

Game::Game() : id_(Table::get().zero()) {}
Game Game::number(const Dyadic& x) { return Game(Table::get().number(x)); }
Game Game::nimber(unsigned n) { return Game(Table::get().nimber(n)); }
Game Game::up() { return Game(Table::get().upMultiple(1)); }
Game Game::plusMinus(Game g) { return of({g}, {-g}); }

Game Game::of(const std::vector<Game>& left, const std::vector<Game>& right) {
    Ids L, R;
    for (Game g : left) L.push_back(g.id_);
    for (Game g : right) R.push_back(g.id_);
    return Game(Table::get().construct(std::move(L), std::move(R)));
}

bool Game::isNumber() const { return Table::get().at(id_).number.has_value(); }
std::optional<Dyadic> Game::number() const { return Table::get().at(id_).number; }
std::optional<unsigned> Game::nimber() const {
    int n = Table::get().at(id_).nimber;
    return n >= 0 ? std::optional<unsigned>(n) : std::nullopt;
}

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
int Game::birthday() const { return Table::get().birthday(id_); }
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

    unsigned smallCount(unsigned otherwise) {
        if (!digitNext()) return otherwise;
        BigInt n = digits();
        if (n > 1000) fail("count too large");
        return static_cast<unsigned>(n);
    }

    // Juxtaposed infinitesimals: 1*, ^*, 1/2v2*3, ↑, ↓.
    Game suffixes(Game g, bool any) {
        for (;;) {
            if (i_ < s_.size() && s_[i_] == '*') {
                ++i_;
                g = g + Game::nimber(smallCount(1));
            } else if (i_ < s_.size() && s_[i_] == '^') {
                ++i_;
                g = g + Game(upTimes(static_cast<int>(smallCount(1))));
            } else if (i_ < s_.size() && s_[i_] == 'v') {
                ++i_;
                g = g + Game(upTimes(-static_cast<int>(smallCount(1))));
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

    static Game upTimes(int k) {
        Game g, up = Game::up();
        for (int i = 0; i < std::abs(k); ++i) g = g + up;
        return k < 0 ? -g : g;
    }

    std::string_view s_;
    std::size_t i_ = 0;
};

}  // namespace

Game Game::parse(std::string_view text) { return Parser(text).all(); }

}  // namespace gameaudit::cgt
