// Snodgrass (1979), Chapters Two and Three, step by step: each option list, each equality and
// each case of the proofs of Lemma 1, Corollary 1 and Theorem 1, and the hand computations'
// option lists by name, judged on the model's moves (values by the CGT engine).
#include <algorithm>
#include <array>
#include <map>
#include <set>

#include "core/check.hpp"
#include "core/domains.hpp"
#include "core/solved_tables.hpp"
#include "properties/snodgrass1979/support.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::snodgrass1979::proof_steps {
namespace {

using cgt::Game;
using snodgrass::Player;
using snodgrass::show;
using snodgrass::value;

const std::string kNotation =
    "Strips are written as in the thesis: [R|B]n[R|B], a letter giving the tint of an end square (reserved for a "
    "counter whose edge on that side has that colour). Options come from the model's moves; values are canonical "
    "forms of the CGT engine. ";

// The strips of the thesis's option lists with their lengths named by letters: "RaR", "Bb", "bB",
// "aR", "R3", ... joined by '+'. Letters are replaced by their values; strips of length 0 are kept.
std::vector<Strip> terms(const std::string& e, const std::map<char, int>& vars) {
    std::vector<Strip> p;
    std::size_t start = 0;
    for (;;) {
        std::size_t plus = e.find('+', start);
        std::string t = e.substr(start, plus == std::string::npos ? std::string::npos : plus - start);
        std::string part;
        for (char c : t)
            if (!std::isspace(static_cast<unsigned char>(c))) part += c;
        std::size_t i = 0;
        Strip s;
        auto tint = [&] {
            if (i < part.size() && (part[i] == 'R' || part[i] == 'B')) return part[i++] == 'R' ? Tint::Red : Tint::Black;
            return Tint::None;
        };
        s.left = tint();
        if (i < part.size() && std::islower(static_cast<unsigned char>(part[i]))) {
            s.length = vars.at(part[i]);
            ++i;
        } else {
            std::size_t d = i;
            while (i < part.size() && std::isdigit(static_cast<unsigned char>(part[i]))) ++i;
            s.length = std::stoi(part.substr(d, i - d));
        }
        s.right = tint();
        if (i != part.size()) throw std::logic_error("malformed strip term " + t);
        p.push_back(s);
        if (plus == std::string::npos) break;
        start = plus + 1;
    }
    return p;
}

// The position a term list names: its strips of length 0 are nothing.
Position expr(const std::string& e, const std::map<char, int>& vars) {
    Position p;
    for (const Strip& s : terms(e, vars))
        if (s.length > 0) p.push_back(s);
    return snodgrass::sorted(std::move(p));
}

// A piece of length 0 between a red and a black end names no position: the two edges would meet.
bool realizable(const std::string& e, const std::map<char, int>& vars) {
    return std::ranges::none_of(terms(e, vars), [](const Strip& s) {
        return s.length == 0 && s.left != Tint::None && s.right != Tint::None && s.left != s.right;
    });
}

std::string showSet(const std::set<Position>& s) {
    std::string t;
    for (const Position& p : s) t += (t.empty() ? "" : ", ") + (p.empty() ? std::string("0") : show(p));
    return "{" + t + "}";
}

std::set<Position> renamed(const std::set<Position>& s) {
    std::set<Position> r;
    for (const Position& p : s) r.insert(snodgrass::symmetric(p));
    return r;
}

std::set<Position> modelOptions(const Strip& s, Player p) {
    auto v = snodgrass::options(s, p);
    return {v.begin(), v.end()};
}

// Lists the differences of two sets of positions (what is missing from the text's list, what it
// has in excess).
std::string difference(const std::set<Position>& listed, const std::set<Position>& actual) {
    std::set<Position> missing, extra;
    for (const Position& p : actual)
        if (!listed.count(p)) missing.insert(p);
    for (const Position& p : listed)
        if (!actual.count(p)) extra.insert(p);
    std::string w;
    if (!missing.empty()) w += "options not of the listed forms: " + showSet(missing);
    if (!extra.empty()) w += std::string(w.empty() ? "" : "; ") + "listed positions that are no options: " + showSet(extra);
    return w;
}

// A form of an option list: an expression in a and b with a + b = m - 1, a >= aMin, b >= bMin.
struct Form {
    const char* expr;
    int aMin = 0, bMin = 0;
};

std::set<Position> instances(const std::vector<Form>& forms, int m) {
    std::set<Position> s;
    for (const Form& f : forms)
        for (int a = f.aMin; m - 1 - a >= f.bMin; ++a) s.insert(expr(f.expr, {{'a', a}, {'b', m - 1 - a}, {'m', m}}));
    return s;
}

// ---- Lemma 1: the positions n, Rn, RnB, RnR ----

std::vector<Strip> lemma1Four(int n) {
    std::vector<Strip> four;
    for (Type t : kTypes) four.push_back(strip(t, n));
    return four;
}

// Each strip has the value of one of n, Rn, RnB, RnR.
Judgement eachEqualsOneOfLemma1Four(int n, const std::vector<Strip>& strips) {
    const std::vector<Strip> four = lemma1Four(n);
    for (const Strip& s : strips)
        if (std::none_of(four.begin(), four.end(), [&](const Strip& f) { return value(f) == value(s); }))
            return Judgement::fail(show(s) + " equals one of n, Rn, RnB, RnR", value(s).str());
    return Judgement::pass();
}

// ---- The option lists of Lemma 1's proof ----

struct Listing {
    const char* id;
    const char* where;  // the line(s)
    const char* statement;
    Tint l, r;
    Player side;
    std::vector<Form> forms;
};

Judgement compareListing(const Listing& x, int m, bool rename) {
    Strip s{x.l, m, x.r};
    std::set<Position> listed = instances(x.forms, m), actual = modelOptions(s, x.side);
    if (rename) listed = renamed(listed), actual = renamed(actual);
    if (listed == actual) return Judgement::pass();
    return Judgement::fail(std::string(x.side == Player::Left ? "Left" : "Right") + " options of " + show(s) + " = " +
                               showSet(listed),
                           showSet(actual), difference(listed, actual));
}

// ---- The equalities of Lemma 1's proof: X = Y1, Y2, Y3, options of P1, P2, P3 ----

struct Target {
    const char* expr;
    Tint l, r;
};
struct Identity {
    const char* id;
    const char* where;
    const char* statement;
    Form source;
    Player side;
    std::vector<Target> targets;
};

Judgement checkIdentity(const Identity& x, int m) {
    for (int a = x.source.aMin; m - 1 - a >= x.source.bMin; ++a) {
        std::map<char, int> v{{'a', a}, {'b', m - 1 - a}};
        Position source = expr(x.source.expr, v);
        Game g = value(source);
        for (const Target& t : x.targets) {
            Position y = expr(t.expr, v);
            Strip of{t.l, m, t.r};
            std::string at = " (a = " + std::to_string(a) + ", b = " + std::to_string(m - 1 - a) + ")";
            if (value(y) != g)
                return Judgement::fail(std::string(x.source.expr) + " = " + t.expr + at,
                                       show(source) + " = " + g.str() + ", " + show(y) + " = " + value(y).str());
            if (!modelOptions(of, x.side).count(y))
                return Judgement::fail(std::string(t.expr) + " is a " + (x.side == Player::Left ? "Left" : "Right") +
                                           " option of " + show(of) + at,
                                       "it is not", (y.empty() ? "0" : show(y)) + " is not among " +
                                                        showSet(modelOptions(of, x.side)));
        }
    }
    return Judgement::pass();
}

// ---- Chapter Two's hand computations, by name ----

std::set<Position> namedSet(const std::string& list) {
    std::set<Position> s;
    if (list.find_first_not_of(' ') == std::string::npos) return s;
    for (const std::string& item : splitTop(list, ',')) s.insert(snodgrass::symmetric(snodgrass::parsePosition(item)));
    return s;
}

// The options written by name, "{R1, R1R | ...}", are the model's up to Lemma 1's renaming.
Judgement optionNamesAsWritten(const Strip& s, const Written& w) {
    auto [l, r] = optionListSides(w.written);
    std::set<Position> L = renamedOptions(s, Player::Left), R = renamedOptions(s, Player::Right);
    std::set<Position> wl = namedSet(l), wr = namedSet(r);
    if (wl == L && wr == R) return Judgement::pass();
    return Judgement::fail(w.position + " = " + w.written, "{" + showSet(L) + " | " + showSet(R) + "}",
                           wl == L ? "Right: " + difference(wr, R) : "Left: " + difference(wl, L));
}

Judgement optionValuesAsWritten(const Strip& s, const Written& w) {
    return compareOptionValues(s, w.position, w.written);
}

// Lengths n >= 9 (Theorem 1's induction step) with n = 4K + r.
Lengths inductionStep(int r, std::string periodic = {}) {
    return {.lo = 9,
            .keep = [r](std::int64_t n) { return n % 4 == r; },
            .hypothesis = "n = " + std::to_string(r == 0 ? 4 : r) + " mod 4",
            .periodic = std::move(periodic)};
}

// "x is a dominated (or reversible) Left/Right option" of a position computed in Chapter Two.
struct Justification {
    std::string position;
    bool left;
    std::string option;
    bool reversible;
    bool operator==(const Justification& o) const {
        return position == o.position && left == o.left && option == o.option && reversible == o.reversible;
    }
};

std::string showJustification(const Justification& j) {
    return j.position + ": " + j.option + " (" + (j.left ? "Left" : "Right") + ", " +
           (j.reversible ? "reversible" : "dominated") + ")";
}

Judgement judgeJustification(const Justification& j) {
    Strip s = snodgrass::parsePosition(j.position).at(0);
    Game v = Game::parse(j.option), g = value(s);
    std::vector<Game> opts;
    for (const Position& o : snodgrass::options(s, j.left ? Player::Left : Player::Right)) opts.push_back(value(o));
    bool present = false;
    for (const Game& o : opts) present = present || o == v;
    if (!present) return Judgement::fail(j.option + " is an option", "it is not");
    if (j.reversible) {
        for (const Game& x : j.left ? v.right() : v.left())
            if (j.left ? x.leq(g) : x.geq(g)) return Judgement::pass();
        return Judgement::fail(j.option + " reversible in " + j.position + " = " + g.str(), "it is not reversible");
    }
    for (const Game& o : opts)
        if (o != v && (j.left ? v.leq(o) : o.leq(v))) return Judgement::pass();
    return Judgement::fail(j.option + " dominated", "no other option dominates it");
}

// ---- An independent model of a strip as a row of cells, for the remarks on the rules ----

// 0 an empty cell; 1 red (R|R), 2 black (B|B), 3 red/black (R|B), 4 black/red (B|R).
using Row = std::vector<int>;
Tint edgeOf(int c, bool leftEdge) {
    static const Tint l[] = {Tint::None, Tint::Red, Tint::Black, Tint::Red, Tint::Black};
    static const Tint r[] = {Tint::None, Tint::Red, Tint::Black, Tint::Black, Tint::Red};
    return leftEdge ? l[c] : r[c];
}
const char* counterName(int c) {
    static const char* names[] = {"empty", "red", "black", "red/black", "black/red"};
    return names[c];
}
bool legalOn(const Row& b, int i, int c) {  // i 0-based
    if (b[i] != 0) return false;
    if (i > 0 && b[i - 1] != 0 && edgeOf(b[i - 1], false) != edgeOf(c, true)) return false;
    if (i + 1 < static_cast<int>(b.size()) && b[i + 1] != 0 && edgeOf(b[i + 1], true) != edgeOf(c, false)) return false;
    return true;
}
// The value of the whole row, from its own moves (Left places 1 or 2, Right 3 or 4).
Game rowValue(const Row& b) {
    using RowValues = std::map<Row, Game>;  // the rows of one length valued so far
    auto& memo = solvedTable<RowValues>(b.size(), [] { return std::make_unique<RowValues>(); });
    if (auto it = memo.find(b); it != memo.end()) return it->second;
    checkpoint("valuing the rows");  // as many as 5^n rows of n cells
    std::vector<Game> L, R;
    for (int i = 0; i < static_cast<int>(b.size()); ++i)
        for (int c = 1; c <= 4; ++c)
            if (legalOn(b, i, c)) {
                Row o = b;
                o[i] = c;
                (c <= 2 ? L : R).push_back(rowValue(o));
            }
    return memo[b] = Game::of(L, R);
}
// The maximal runs of empty cells, each tinted by the edges of its neighbours.
Position runs(const Row& b) {
    Position p;
    for (int i = 0; i < static_cast<int>(b.size());) {
        if (b[i] != 0) {
            ++i;
            continue;
        }
        int j = i;
        while (j < static_cast<int>(b.size()) && b[j] == 0) ++j;
        p.push_back({i > 0 ? edgeOf(b[i - 1], false) : Tint::None, j - i,
                     j < static_cast<int>(b.size()) ? edgeOf(b[j], true) : Tint::None});
        i = j;
    }
    return snodgrass::sorted(std::move(p));
}
std::string showRow(const Row& b) {
    static const char glyph[] = {'.', 'R', 'B', 'r', 'b'};
    std::string s;
    for (int c : b) s += glyph[c];
    return s + " (R red, B black, r red/black, b black/red, . empty)";
}

// Every row of n cells play reaches from the empty strip, each once: the first that `judge` fails.
Judgement everyRowReached(int n, const std::function<Judgement(const Row&)>& judge) {
    std::set<Row> seen;
    std::vector<Row> todo{Row(static_cast<std::size_t>(n), 0)};
    while (!todo.empty()) {
        Row b = todo.back();
        todo.pop_back();
        if (!seen.insert(b).second) continue;
        if (Judgement j = judge(b); !j.holds) return j;
        for (int i = 0; i < n; ++i)
            for (int c = 1; c <= 4; ++c)
                if (legalOn(b, i, c)) {
                    Row o = b;
                    o[i] = c;
                    todo.push_back(o);
                }
    }
    return Judgement::pass();
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    const Tint N = Tint::None, R = Tint::Red, B = Tint::Black;
    const Player L = Player::Left, Rt = Player::Right;

    // ---- Lemma 1, the statement read literally ----
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("lem1", "Chapter Two, Lemma 1",
            {.statement = "For a given n ∈ N, the only distinct positions in this game are n, R_n, R_nB, and R_nR.",
             .reading = kNotation + "Read literally, with 'distinct' in the sense of the lemma's own '=' (equality of "
                                    "games): the four positions n, Rn, RnB, RnR are pairwise unequal, and each of the other "
                                    "five tintings (Bn, nB, nR, BnR, BnB) equals one of them. For every n >= 1.",
             .bound = 64,
             .expect = Expect::refutedAt("n=1")}),
        forLengths({.periodic = "the lemma"}, [](int n) {
            std::vector<Strip> four = lemma1Four(n);
            std::string values;  // the witness: the four values side by side
            for (const Strip& f : four) values += (values.empty() ? "" : ", ") + show(f) + " = " + value(f).str();
            for (std::size_t i = 0; i < four.size(); ++i)
                for (std::size_t j = i + 1; j < four.size(); ++j)
                    if (value(four[i]) == value(four[j]))
                        return Judgement::fail(show(four[i]) + " and " + show(four[j]) + " are distinct",
                                               "both equal " + value(four[i]).str(), values);
            return eachEqualsOneOfLemma1Four(n, {{B, n, N}, {N, n, B}, {N, n, R}, {B, n, R}, {B, n, B}});
        })));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("lem1-onlyfour", "Chapter Two, Lemma 1",
            {.statement = "For a given n ∈ N, the only distinct positions in this game are n, R_n, R_nB, and R_nR.",
             .reading = kNotation + "Alternative reading: every one of the nine tintings of a strip of length n equals one "
                                    "of n, Rn, RnB, RnR (the four need not differ from one another). For every n >= 1.",
             .bound = 64}),
        forLengths({.periodic = "the lemma"}, [](int n) {
            std::vector<Strip> nine;
            for (auto [l, r] : allTints()) nine.push_back({l, n, r});
            return eachEqualsOneOfLemma1Four(n, nine);
        })));

    // ---- Lemma 1's basis ----
    struct Basis {
        const char* id;
        const char* statement;
        std::vector<Strip> strips;
        const char* value;
        bool leftToZero, rightToZero;
    };
    const std::vector<Basis> bases{
        {"lem1-basis1", "If n = 1, R_n = B_n = nB = nR = * since both Left and Right have a move to zero in any of those games.",
         {{R, 1, N}, {B, 1, N}, {N, 1, B}, {N, 1, R}}, "*", true, true},
        {"lem1-basis2", "Also, R_1B = B_1R = -1 since Left has no move in either game and Right can move to zero in both.",
         {{R, 1, B}, {B, 1, R}}, "-1", false, true},
        {"lem1-basis3", "Finally, R_nR = B_nB = 1 since Left can move to zero in both games and Right has no move in either.",
         {{R, 1, R}, {B, 1, B}}, "1", true, false},
    };
    for (const Basis& b : bases)
        registry.add(claim<int>(
            papers::snodgrass1979.info(b.id, "Chapter Two, proof of Lemma 1, basis n = 1",
                {.statement = b.statement,
                 .reading = kNotation + "Each strip named has the stated value; a player 'has a move to zero' when his "
                                        "options are exactly the empty position, 'no move' when he has none."}),
            // by hand: judges each player's option list (moves only to zero, or none) as well as the value
            Property<int>{domains::single<int>("the strips of length 1 named", 1, 1, "n=1"),
                          [b](const int&) {
                              for (const Strip& s : b.strips) {
                                  for (Player p : {Player::Left, Player::Right}) {
                                      auto o = snodgrass::options(s, p);
                                      bool toZero = p == Player::Left ? b.leftToZero : b.rightToZero;
                                      bool ok = toZero ? (!o.empty() && std::all_of(o.begin(), o.end(),
                                                                                     [](const Position& x) { return x.empty(); }))
                                                       : o.empty();
                                      if (!ok)
                                          return Judgement::fail(show(s) + ": " + (p == Player::Left ? "Left" : "Right") +
                                                                     (toZero ? " moves only to zero" : " has no move"),
                                                                 std::to_string(o.size()) + " options");
                                  }
                                  if (value(s) != Game::parse(b.value))
                                      return Judgement::fail(show(s) + " = " + b.value, value(s).str());
                              }
                              return Judgement::pass();
                          }}));

    // ---- Lemma 1's option lists ----
    const std::vector<Listing> listings{
        {"lem1-opt1", "314-316", "A typical Left option of R_m is either R_aR + R_b (a + b = m - 1, a, b ≥ 0) or RaB + Bb (a + b = m - 1, a ≥ 1, b ≥ 0).", R, N, L, {{"RaR + Rb"}, {"RaB + Bb", 1, 0}}},
        {"lem1-opt2", "324", "A typical Left option of Bm must look like BaR + Rb (a + b = m - 1, a ≥ 1, b ≥ 0) or BaB + Bb (a + b = m - 1 and a, b ≥ 0).", B, N, L, {{"BaR + Rb", 1, 0}, {"BaB + Bb"}}},
        {"lem1-opt3", "332", "A typical Left option of mB looks like aR + RbB (a + b = m - 1, a ≥ 0, b ≥ 1) or aB + BbB (a + b = m - 1 and a, b ≥ 0).", N, B, L, {{"aR + RbB", 0, 1}, {"aB + BbB"}}},
        {"lem1-opt4", "340", "A typical Left option of mR looks like aR + RbR (a + b = m - 1, a, b ≥ 0) or aB + BbR (a + b = m - 1, a ≥ 0, b ≥ 1).", N, R, L, {{"aR + RbR"}, {"aB + BbR", 0, 1}}},
        {"lem1-opt5", "350", "A typical Right option of R_m looks like RaR + Bb (a + b = m - 1, a, b ≥ 0) or RaB + Rb (a + b = m - 1, a ≥ 1, b ≥ 0).", R, N, Rt, {{"RaR + Bb"}, {"RaB + Rb", 1, 0}}},
        {"lem1-opt6", "358", "A typical Right option of B_m looks like BaR + Bb (a + b = m - 1, a ≥ 1, b ≥ 0) or BaB + Rb (a + b = m - 1, a, b ≥ 0).", B, N, Rt, {{"BaR + Bb", 1, 0}, {"BaB + Rb"}}},
        {"lem1-opt7", "364", "A typical Right option of m_B looks like aR + BbB (a + b = m - 1, a, b ≥ 0) or aB + RbB (a + b = m - 1, a ≥ 0, b ≥ 1).", N, B, Rt, {{"aR + BbB"}, {"aB + RbB", 0, 1}}},
        {"lem1-opt8", "372", "A typical Right option of m_R looks like aR + BbR (a + b = m - 1, a ≥ 0, b ≥ 1) or aB + RbR (a + b = m - 1, a, b ≥ 0).", N, R, Rt, {{"aR + BbR", 0, 1}, {"aB + RbR"}}},
        {"lem1-opt9", "388", "A typical Left option of R_mB looks like RaR + RbB (a + b = m - 1 and a ≥ 0, b ≥ 1).", R, B, L, {{"RaR + RbB", 0, 1}}},
        {"lem1-opt10", "392", "A typical Left option of B_mR looks like BaR + RbR (a + b = m - 1, a ≥ 1, b ≥ 0).", B, R, L, {{"BaR + RbR", 1, 0}}},
        {"lem1-opt11", "398", "A typical Right option of R_mB looks like RaR + BbB (a + b = m - 1, a, b ≥ 0) or RaB + RbB (a + b = m - 1 and a, b ≥ 1).", R, B, Rt, {{"RaR + BbB"}, {"RaB + RbB", 1, 1}}},
        {"lem1-opt12", "402", "A typical Right option of B_mR looks like BaR + BbR (a + b = m - 1, a, b ≥ 1) or BaB + RbR (a + b = m - 1 and a, b ≥ 0).", B, R, Rt, {{"BaR + BbR", 1, 1}, {"BaB + RbR"}}},
        {"lem1-opt13", "412", "A typical Left option of R_mR looks like RaR + RbR (a + b = m - 1, a, b ≥ 0) or RaB + BbR (a + b = m - 1 and a, b ≥ 1).", R, R, L, {{"RaR + RbR"}, {"RaB + BbR", 1, 1}}},
        {"lem1-opt14", "416", "A typical Left option of B_m B looks like BaR + RbB (a + b = m - 1, a, b ≥ 1) or BaB + BbB (a + b = m - 1 and a, b ≥ 0).", B, B, L, {{"BaR + RbB", 1, 1}, {"BaB + BbB"}}},
        {"lem1-opt15", "422", "A typical Right option of R_m R looks like RaR + BbR (a + b = m - 1 and a ≥ 0, b ≥ 1).", R, R, Rt, {{"RaR + BbR", 0, 1}}},
        {"lem1-opt16", "426", "A typical Right option of B_m B looks like BaR + BbB (a + b = m - 1 and a ≥ 1, b ≥ 0).", B, B, Rt, {{"BaR + BbB", 1, 0}}},
    };
    // The lists the thesis gives incompletely, as printed; their renamed reading is listed beside them.
    // Pinned where the oracle refuted the literal reading (the option each list leaves out is printed).
    const std::map<std::string, std::string> renamedToo{
        {"lem1-opt9", "m=3"}, {"lem1-opt10", "m=3"}, {"lem1-opt15", "m=2"}, {"lem1-opt16", "m=2"}};
    for (const Listing& x : listings) {
        for (bool rename : {false, true}) {
            if (rename && !renamedToo.count(x.id)) continue;
            registry.add(claim<std::int64_t>(
                papers::snodgrass1979.info(std::string(x.id) + (rename ? "-renamed" : ""),
                                           std::string("Chapter Two, proof of Lemma 1, line ") + x.where,
                    {.statement = x.statement,
                     .reading = kNotation +
                                (rename ? "Alternative reading: the listed forms give every option up to the induction "
                                          "hypothesis, i.e. compared after renaming each strip to its representative under "
                                          "reversal and red/black swap (the identifications R_a = B_a = aB = aR, RaB = BaR, "
                                          "RaR = BaB the proof uses)."
                                        : "Read literally: the listed forms, over the stated ranges of a and b, are exactly the "
                                          "player's options (as sums of tinted strips, tints as written; strips of length 0 "
                                          "dropped). For every m >= 1."),
                     .bound = 40,
                     .cases = 20,
                     .expect = !rename && renamedToo.count(x.id) ? Expect::refutedAt(renamedToo.at(x.id)) : Expect{}}),
                forLengths({.var = "m"}, [x, rename](int m) { return compareListing(x, m, rename); })));
        }
    }

    // ---- Lemma 1's equalities ----
    const std::vector<Identity> identities{
        {"lem1-eq1", "318", "Now, RaR + Rb = BaB + Bb, bB + BaB, and bR + RaR, typical Left options of Bm , mB , and mR , respectively.", {"RaR + Rb"}, L, {{"BaB + Bb", B, N}, {"bB + BaB", N, B}, {"bR + RaR", N, R}}},
        {"lem1-eq2", "320", "Also, RaB + Bb = BaR + Rb, bR + RaB, and bB + BaR, typical Left options of Bm , mB , and mR , respectively.", {"RaB + Bb", 1, 0}, L, {{"BaR + Rb", B, N}, {"bR + RaB", N, B}, {"bB + BaR", N, R}}},
        {"lem1-eq3", "326", "Now, BaR + Rb = RaB + Bb, bR + RaB, and bB + BaR, typical Left options of Rm , mB , and mR , respectively.", {"BaR + Rb", 1, 0}, L, {{"RaB + Bb", R, N}, {"bR + RaB", N, B}, {"bB + BaR", N, R}}},
        {"lem1-eq4", "328", "Also, BaB + Bb = RaR + Rb, bB + BaB, and bR + RaR, typical Left options of Rm , mB , and mR , respectively.", {"BaB + Bb"}, L, {{"RaR + Rb", R, N}, {"bB + BaB", N, B}, {"bR + RaR", N, R}}},
        {"lem1-eq5", "334", "Now, aR + RbB = RbB + Ba, BbR + Ra, and aB + BbR, typical Left options of Rm , Bm , and mR , respectively.", {"aR + RbB", 0, 1}, L, {{"RbB + Ba", R, N}, {"BbR + Ra", B, N}, {"aB + BbR", N, R}}},
        {"lem1-eq6", "336", "Also, aB + BbB = RbR + Ra, BbB + Ba, and aR + RbR, typical Left options of Rm , Bm , and mR , respectively.", {"aB + BbB"}, L, {{"RbR + Ra", R, N}, {"BbB + Ba", B, N}, {"aR + RbR", N, R}}},
        {"lem1-eq7", "342", "Now, aR + RbR = RbR + Ra, BbB + Ba, and aB + BbB, typical Left options of Rm , Bm , and mB , respectively.", {"aR + RbR"}, L, {{"RbR + Ra", R, N}, {"BbB + Ba", B, N}, {"aB + BbB", N, B}}},
        {"lem1-eq8", "344", "Also, aB + BbR = RbB + Ba, BbR + Ra, and aR + RbB, typical Left options of Rm , Bm , and mB , respectively.", {"aB + BbR", 0, 1}, L, {{"RbB + Ba", R, N}, {"BbR + Ra", B, N}, {"aR + RbB", N, B}}},
        {"lem1-eq9", "352", "Now, RaR + Bb = BaB + Rb, bR + BaB, and bB + RaR, typical Right options of B_m , m_B , and m_R , respectively.", {"RaR + Bb"}, Rt, {{"BaB + Rb", B, N}, {"bR + BaB", N, B}, {"bB + RaR", N, R}}},
        {"lem1-eq10", "354", "Also, RaB + Rb = BaR + Bb, bB + RaB, and bR + BaR, typical Right options of B_m , m_B , and m_R , respectively.", {"RaB + Rb", 1, 0}, Rt, {{"BaR + Bb", B, N}, {"bB + RaB", N, B}, {"bR + BaR", N, R}}},
        {"lem1-eq11", "360", "Now, BaR + Bb = RaB + Rb, bB + RaB, and bR + BaR, typical Right options of R_m , m_B , and m_R , respectively.", {"BaR + Bb", 1, 0}, Rt, {{"RaB + Rb", R, N}, {"bB + RaB", N, B}, {"bR + BaR", N, R}}},
        {"lem1-eq12", "362", "Also, BaB + Rb = RaR + Bb, bR + BaB, and bB + RaR, typical Right options of R_m , m_B , and m_R , respectively.", {"BaB + Rb"}, Rt, {{"RaR + Bb", R, N}, {"bR + BaB", N, B}, {"bB + RaR", N, R}}},
        {"lem1-eq13", "366", "Now, aR + BbB = RbR + Ba, BbB + Ra, and aB + RbR, typical Right options of R_m , B_m , and m_R , respectively.", {"aR + BbB"}, Rt, {{"RbR + Ba", R, N}, {"BbB + Ra", B, N}, {"aB + RbR", N, R}}},
        {"lem1-eq14", "368", "Also, aB + RbB = RbB + Ra, BbR + Ba, and aR + BbR, typical Right options of R_m , B_m , and m_R , respectively.", {"aB + RbB", 0, 1}, Rt, {{"RbB + Ra", R, N}, {"BbR + Ba", B, N}, {"aR + BbR", N, R}}},
        {"lem1-eq15", "374", "Now, aR + BbR = RbB + Ra, BbR + Ba, and aB + RbB, typical Right options of R_m , B_m , and m_B , respectively.", {"aR + BbR", 0, 1}, Rt, {{"RbB + Ra", R, N}, {"BbR + Ba", B, N}, {"aB + RbB", N, B}}},
        {"lem1-eq16", "376-378", "Also, aB + RbR = RbR + Ba, BbB + Ra, and aR + BbB, typical Right op- tions of R_m , B_m , and m_B , respectively.", {"aB + RbR"}, Rt, {{"RbR + Ba", R, N}, {"BbB + Ra", B, N}, {"aR + BbB", N, B}}},
        {"lem1-eq17", "390", "But, RaR + RbB = BaB + BbR, a typical Left option of B_mR .", {"RaR + RbB", 0, 1}, L, {{"BaB + BbR", B, R}}},
        {"lem1-eq18", "394", "But, BaR + RbR = RbR + RaB, a typical Left option of R_mB .", {"BaR + RbR", 1, 0}, L, {{"RbR + RaB", R, B}}},
        {"lem1-eq19", "400", "Now, RaR + BbB = BbB + RaR and RaB + RbB = BaR + BbR, typical Right options of B_mR .", {"RaR + BbB"}, Rt, {{"BbB + RaR", B, R}}},
        {"lem1-eq20", "400", "Now, RaR + BbB = BbB + RaR and RaB + RbB = BaR + BbR, typical Right options of B_mR .", {"RaB + RbB", 1, 1}, Rt, {{"BaR + BbR", B, R}}},
        {"lem1-eq21", "404", "Now, BaR + BbR = RaB + RbB and BaB + RbR = RbR + BaB, typical Right options of R_mB .", {"BaR + BbR", 1, 1}, Rt, {{"RaB + RbB", R, B}}},
        {"lem1-eq22", "404", "Now, BaR + BbR = RaB + RbB and BaB + RbR = RbR + BaB, typical Right options of R_mB .", {"BaB + RbR"}, Rt, {{"RbR + BaB", R, B}}},
        {"lem1-eq23", "414", "Now, RaR + RbR = BaB + BbB and RaB + BbR = BaR + RbB, typical Left options of B_mB .", {"RaR + RbR"}, L, {{"BaB + BbB", B, B}}},
        {"lem1-eq24", "414", "Now, RaR + RbR = BaB + BbB and RaB + BbR = BaR + RbB, typical Left options of B_mB .", {"RaB + BbR", 1, 1}, L, {{"BaR + RbB", B, B}}},
        {"lem1-eq25", "418", "Now, BaR + RbB = RaB + BbR and BaB + BbB = RaR + RbR, typical Left options of R_m R.", {"BaR + RbB", 1, 1}, L, {{"RaB + BbR", R, R}}},
        {"lem1-eq26", "418", "Now, BaR + RbB = RaB + BbR and BaB + BbB = RaR + RbR, typical Left options of R_m R.", {"BaB + BbB"}, L, {{"RaR + RbR", R, R}}},
        {"lem1-eq27", "424", "Now, RaR + BbR = BaB + RbB, a typical Right option of B_m B.", {"RaR + BbR", 0, 1}, Rt, {{"BaB + RbB", B, B}}},
        {"lem1-eq28", "428", "Now, BaR + BbB = RaB + RbR, a typical Right option of R_m R.", {"BaR + BbB", 1, 0}, Rt, {{"RaB + RbR", R, R}}},
    };
    for (const Identity& x : identities)
        registry.add(claim<std::int64_t>(
            papers::snodgrass1979.info(x.id, std::string("Chapter Two, proof of Lemma 1, line ") + x.where,
                {.statement = x.statement,
                 .reading = kNotation + "For every m >= 1 and every a, b with a + b = m - 1 in the range the thesis gives for "
                                        "the option on the left of '=': each expression on the right has the same value "
                                        "(the proof's '=', by the induction hypothesis), and is, tints as written, an option "
                                        "of that player in the position it names (of length m).",
                 .bound = 40,
                 .cases = 20}),
            forLengths({.var = "m"}, [x](int m) { return checkIdentity(x, m); })));

    // ---- Corollary 1's proof ----
    struct CorStep {
        const char* id;
        const char* pin;  // where the literal reading is refuted, "" if it holds
        const char* statement;
        std::vector<Listing> lists;
        std::vector<std::pair<const char*, const char*>> equal;  // "By Lemma 1, X = Y"
        std::vector<Form> ranges;                                  // the range of each equality's a, b
    };
    const std::vector<CorStep> corSteps{
        {"cor1-proof1", "n=2",
         "A typical Left option of n is aR + Rb (a + b = n - 1 , a, b ≥ 0) and a typical Right option of n is aR + Bb "
         "(a + b = n - 1 , a, b ≥ 0). By Lemma 1, aR + Rb = aR + Bb. Hence, the Left and Right options for n are the same.",
         {{"", "", "", N, N, L, {{"aR + Rb"}}}, {"", "", "", N, N, Rt, {{"aR + Bb"}}}},
         {{"aR + Rb", "aR + Bb"}},
         {{"", 0, 0}}},
        {"cor1-proof2", "",
         "A typical Left option of R_n is RaR + Rb (a + b = n - 1 , a, b ≥ 0) or RaB + Bb (a + b = n - 1 , a ≥ 1 , b ≥ 0). "
         "A typical Right option of R_n is RaR + Bb (a + b = n - 1 , a, b ≥ 0) or RaB + Rb (a + b = n - 1 , a ≥ 1 , b ≥ 0). "
         "By Lemma 1, RaR + Rb = RaR + Bb and RaB + Bb = RaB + Rb. Hence, the Left and Right options in R_n are the same.",
         {{"", "", "", R, N, L, {{"RaR + Rb"}, {"RaB + Bb", 1, 0}}}, {"", "", "", R, N, Rt, {{"RaR + Bb"}, {"RaB + Rb", 1, 0}}}},
         {{"RaR + Rb", "RaR + Bb"}, {"RaB + Bb", "RaB + Rb"}},
         {{"", 0, 0}, {"", 1, 0}}},
        {"cor1-proof3", "n=2",
         "A typical Left option of R_nB is RaR + RbB (a + b = n - 1 , a ≥ 0 , b ≥ 1). A typical Right option of R_nR is "
         "RaR + BbR (a + b = n - 1 , a ≥ 0 , b ≥ 1). By Lemma 1, RaR + RbB = RaR + BbR. Hence, the Left options in R_nB "
         "and the Right options in R_nR are the same.",
         {{"", "", "", R, B, L, {{"RaR + RbB", 0, 1}}}, {"", "", "", R, R, Rt, {{"RaR + BbR", 0, 1}}}},
         {{"RaR + RbB", "RaR + BbR"}},
         {{"", 0, 1}}},
        {"cor1-proof4", "",
         "A typical Right option in R_nB is RaR + BbB (a + b = n - 1 , a, b ≥ 0) or RaB + RbB (a + b = n - 1 , a ≥ 1 , "
         "b ≥ 1). A typical Left option in R_nR is RaR + RbR (a + b = n - 1 , a, b ≥ 0) or RaB + BbR (a + b = n - 1 , "
         "a ≥ 1 , b ≥ 1). By Lemma 1, RaR + BbB = RaR + RbR and RaB + RbB = RaB + BbR. Hence, the Right options in R_nB "
         "and the Left options in R_nR are the same.",
         {{"", "", "", R, B, Rt, {{"RaR + BbB"}, {"RaB + RbB", 1, 1}}}, {"", "", "", R, R, L, {{"RaR + RbR"}, {"RaB + BbR", 1, 1}}}},
         {{"RaR + BbB", "RaR + RbR"}, {"RaB + RbB", "RaB + BbR"}},
         {{"", 0, 0}, {"", 1, 1}}},
    };
    for (const CorStep& c : corSteps)
        for (bool rename : {false, true}) {
            auto check = [c, rename](int n) {
                for (const Listing& x : c.lists)
                    if (Judgement j = compareListing(x, n, rename); !j.holds) return j;
                for (std::size_t k = 0; k < c.equal.size(); ++k)
                    for (int a = c.ranges[k].aMin; n - 1 - a >= c.ranges[k].bMin; ++a) {
                        std::map<char, int> v{{'a', a}, {'b', n - 1 - a}};
                        Position x = expr(c.equal[k].first, v), y = expr(c.equal[k].second, v);
                        if (value(x) != value(y))
                            return Judgement::fail(std::string(c.equal[k].first) + " = " + c.equal[k].second,
                                                   show(x) + " = " + value(x).str() + ", " + show(y) + " = " + value(y).str());
                    }
                return Judgement::pass();
            };
            registry.add(claim<std::int64_t>(
                papers::snodgrass1979.info(std::string(c.id) + (rename ? "-renamed" : ""),
                                           "Chapter Two, proof of Corollary 1",
                    {.statement = c.statement,
                     .reading = kNotation +
                                (rename ? "Alternative reading: the 'typical' options stand for all options up to Lemma 1: "
                                          "the listed forms give every option once each strip is renamed to its "
                                          "representative under reversal and red/black swap; and each 'By Lemma 1' "
                                          "equality holds in value."
                                        : "Read literally: the listed forms, over the stated ranges, are exactly the "
                                          "player's options (tints as written), and each 'By Lemma 1' equality holds in "
                                          "value. For every n >= 1."),
                     .bound = 40,
                     .cases = 20,
                     .expect = !rename && *c.pin ? Expect::refutedAt(c.pin) : Expect{}}),
                forLengths({}, check)));
        }

    // ---- Chapter Two's hand computations: the option lists by name and their merged values ----
    const std::string byNameReading =
        kNotation + "Each list of named positions, as sets: every position listed is an option of that player and every "
                    "option is listed, positions compared up to the identifications of Lemma 1 (each strip renamed to "
                    "its representative under reversal and red/black swap; the thesis merges options that Lemma 1 "
                    "makes equal). '\"' stands for \"the same as Left's\".";
    registry.add(claim<Written>(
        papers::snodgrass1979.info("ex2.3", "Chapter Two, direct computation of n = 2..8 (the options by name)",
            {.statement = "e.g. R4B = {R3B, R1R + R2B, R2R + R1B | B3B, R1R + B2B, R1B + R2B}; likewise the first line of "
                          "every position computed for n = 2..8",
             .reading = byNameReading,
             .paraphrase = "a summary of the 24 displayed option lists by name (each listed in the claim's table)"}),
        writtenLines("the 24 option lists by name of Chapter Two",
                     {{"2", "{R1 | R1}"},
                      {"R2", "{R1, R1R, R1B | B1, R1R, R1B}"},
                      {"R2B", "{R1B | B1B}"},
                      {"R2R", "{R1R | B1R}"},
                      {"3", "{R2, 1R + R1 | B2, 1R + B1}"},
                      {"R3", "{R2, R1R + R1, R2R, R1B + B1, R2B | B2, R1R + B1, R2R, R1B + R1, R2B}"},
                      {"R3B", "{R2B, R1R + R1B | B2B, R1R + B1B, R1B + R1B}"},
                      {"R3R", "{R2R, R1R + R1R, R1B + B1R | B2R, R1R + B1R}"},
                      {"4", "{R3, 1R + R2 | B3, 1R + B2}"},
                      {"R4", "{R3, R1R + R2, R2R + R1, R3R, R1B + B2, R2B + B1, R3B | B3, R1R + B2, R2R + B1, R3R, R1B + R2, "
                             "R2B + R1, R3B}"},
                      {"R4B", "{R3B, R1R + R2B, R2R + R1B | B3B, R1R + B2B, R1B + R2B}"},
                      {"R4R", "{R3R, R1R + R2R, R1B + B2R | B3R, R1R + B2R, R2R + B1R}"},
                      {"5", "{R4, 1R + R3, 2R + R2 | \"}"},
                      {"R5", "{R4, R1R + R3, R2R + R2, R3R + R1, R4R, R1B + B3, R2B + B2, R3B + B1, R4B | \"}"},
                      {"R5B", "{R4B, R1R + R3B, R2R + R2B, R3R + R1B | B4B, R1R + B3B, R2R + B2B, R1B + R3B, R2B + R2B}"},
                      {"6", "{R5, 1R + R4, 2R + R3 | \"}"},
                      {"R6", "{R5, R1R + R4, R2R + R3, R3R + R2, R4R + R1, R5R, R1B + B4, R2B + B3, R3B + B2, R4B + B1, R5B "
                             "| \"}"},
                      {"R6B", "{R5B, R1R + R4B, R2R + R3B, R3R + R2B, R4R + R1B | B5B, R1R + B4B, R2R + B3B, R1B + R4B, R2B "
                              "+ R3B}"},
                      {"7", "{R6, 1R + R5, 2R + R4, 3R + R3 | \"}"},
                      {"R7", "{R6, R1R + R5, R2R + R4, R3R + R3, R4R + R2, R5R + R1, R6R, R1B + B5, R2B + B4, R3B + B3, R4B "
                             "+ B2, R5B + B1, R6B | \"}"},
                      {"R7B", "{R6B, R1R + R5B, R2R + R4B, R3R + R3B, R4R + R2B, R5R + R1B | B6B, R1R + B5B, R2R + B4B, "
                              "R3R + B3B, R1B + R5B, R2B + R4B, R3B + R3B}"},
                      {"8", "{R7, 1R + R6, 2R + R5, 3R + R4 | \"}"},
                      {"R8", "{R7, R1R + R6, R2R + R5, R3R + R4, R4R + R3, R5R + R2, R6R + R1, R7R, R1B + B6, R2B + B5, R3B "
                             "+ B4, R4B + B3, R5B + B2, R6B + B1, R7B | \"}"},
                      {"R8B", "{R7B, R1R + R6B, R2R + R5B, R3R + R4B, R4R + R3B, R5R + R2B, R6R + R1B | B7B, R1R + B6B, "
                              "R2R + B5B, R3R + B4B, R1B + R6B, R2B + R5B, R3B + R4B}"}}, optionNamesAsWritten)));
    registry.add(claim<Written>(
        papers::snodgrass1979.info("ex2.4", "Chapter Two, direct computation of n = 2..8 (the options renamed by Lemma 1)",
            {.statement = "e.g. R4B = {R3B, R1R + R2B, R2R + R1B | R3R, R1R + R2R, R1B + R2B}; likewise the second line of "
                          "every position computed for n = 2..8",
             .reading = byNameReading + " These are the lists after the thesis replaces B-tinted strips by their Lemma 1 "
                                        "equals.",
             .paraphrase = "a summary of the 24 displayed rewritten option lists (each listed in the claim's table)"}),
        writtenLines("the 23 rewritten option lists of Chapter Two",
                     {{"R2", "{R1, R1R, R1B | R1, R1R, R1B}"},
                      {"R2B", "{R1B | R1R}"},
                      {"R2R", "{R1R | R1B}"},
                      {"3", "{R2, R1 + R1 | R2, R1 + R1}"},
                      {"R3", "{R2, R1R + R1, R2R, R1B + R1, R2B | R2, R1R + R1, R2R, R1B + R1, R2B}"},
                      {"R3B", "{R2B, R1R + R1B | R2R, R1R + R1R, R1B + R1B}"},
                      {"R3R", "{R2R, R1R + R1R, R1B + R1B | R2B, R1R + R1B}"},
                      {"4", "{R3, R1 + R2 | R3, R1 + R2}"},
                      {"R4", "{R3, R1R + R2, R2R + R1, R3R, R1B + R2, R2B + R1, R3B | R3, R1R + R2, R2R + R1, R3R, R1B + R2, "
                             "R2B + R1, R3B}"},
                      {"R4B", "{R3B, R1R + R2B, R2R + R1B | R3R, R1R + R2R, R1B + R2B}"},
                      {"R4R", "{R3R, R1R + R2R, R1B + R2B | R3B, R1R + R2B, R2R + R1B}"},
                      {"5", "{R4, R1 + R3, R2 + R2 | \"}"},
                      {"R5", "{R4, R1R + R3, R2R + R2, R3R + R1, R4R, R1B + R3, R2B + R2, R3B + R1, R4B | \"}"},
                      {"R5B", "{R4B, R1R + R3B, R2R + R2B, R3R + R1B | R4R, R1R + R3R, R2R + R2R, R1B + R3B, R2B + R2B}"},
                      {"6", "{R5, R1 + R4, R2 + R3 | \"}"},
                      {"R6", "{R5, R1R + R4, R2R + R3, R3R + R2, R4R + R1, R5R, R1B + R4, R2B + R3, R3B + R2, R4B + R1, R5B "
                             "| \"}"},
                      {"R6B", "{R5B, R1R + R4B, R2R + R3B, R3R + R2B, R4R + R1B | R5R, R1R + R4R, R2R + R3R, R1B + R4B, R2B "
                              "+ R3B}"},
                      {"7", "{R6, R1 + R5, R2 + R4, R3 + R3 | \"}"},
                      {"R7", "{R6, R1R + R5, R2R + R4, R3R + R3, R4R + R2, R5R + R1, R6R, R1B + R5, R2B + R4, R3B + R3, R4B "
                             "+ R2, R5B + R1, R6B | \"}"},
                      {"R7B", "{R6B, R1R + R5B, R2R + R4B, R3R + R3B, R4R + R2B, R5R + R1B | R6R, R1R + R5R, R2R + R4R, "
                              "R3R + R3R, R1B + R5B, R2B + R4B, R3B + R3B}"},
                      {"8", "{R7, R1 + R6, R2 + R5, R3 + R4 | \"}"},
                      {"R8", "{R7, R1R + R6, R2R + R5, R3R + R4, R4R + R3, R5R + R2, R6R + R1, R7R, R1B + R6, R2B + R5, R3B "
                             "+ R4, R4B + R3, R5B + R2, R6B + R1, R7B | \"}"},
                      {"R8B", "{R7B, R1R + R6B, R2R + R5B, R3R + R4B, R4R + R3B, R5R + R2B, R6R + R1B | R7R, R1R + R6R, "
                              "R2R + R5R, R3R + R4R, R1B + R6B, R2B + R5B, R3B + R4B}"}}, optionNamesAsWritten)));
    registry.add(claim<Written>(
        papers::snodgrass1979.info("ex2.5",
                                   "Chapter Two, direct computation of n = 3..8 (the option values with repeats merged)",
            {.statement = "e.g. R5 = {0, * + 1 + ±1, * + -1 + ±1, ±1 | \"}; likewise each list of option values written "
                          "with repeated values merged, before dominated and reversible options are removed",
             .reading = kNotation + "Each list, read as sets of values, equals the sets of values of the model's Left and "
                                    "Right options. '\"' stands for \"the same as Left's\".",
             .paraphrase = "a summary of 14 displayed lists (each listed in the claim's table)"}),
        writtenLines("the 14 merged lists of option values of Chapter Two",
                     {{"3", "{±1, 0 | ±1, 0}"},
                      {"R4", "{* + ±1, 1 + ±1, *, -1 + ±1 | * + ±1, 1 + ±1, *, -1 + ±1}"},
                      {"5", "{0, ±1 | \"}"},
                      {"R5", "{0, * + 1 + ±1, * + -1 + ±1, ±1 | \"}"},
                      {"R5B", "{±1 | 0, 2 + ±1, -2 + ±1}"},
                      {"6", "{* | *}"},
                      {"R6", "{*, 1, -1, * + ±1 | \"}"},
                      {"R6B", "{-1, 1 + ±1 | 1, -1 + ±1}"},
                      {"7", "{±1, 0 | ±1, 0}"},
                      {"R7", "{±1, * + 1, * - 1, 0 | \"}"},
                      {"R7B", "{0 | ±1, 2, -2}"},
                      {"8", "{* + ±1 | * + ±1}"},
                      {"R8", "{* + ±1, 1 + ±1, -1 + ±1, * | \"}"},
                      {"R8B", "{-1 + ±1, 1 | 1 + ±1, -1}"}}, optionValuesAsWritten)));


    // ---- Chapter Two: each named option valued in its place ----
    {
        struct Valued {
            std::string position, names, values;
            bool operator==(const Valued& o) const { return position == o.position; }
        };
        const std::vector<Valued> cells{
            {"2", "{R1 | R1}", "{* | *}"},
            {"R2", "{R1, R1R, R1B | R1, R1R, R1B}", "{*, 1, -1 | *, 1, -1}"},
            {"R2B", "{R1B | R1R}", "{-1 | 1}"},
            {"R2R", "{R1R | R1B}", "{1 | -1}"},
            {"3", "{R2, R1 + R1 | R2, R1 + R1}", "{±1, * + * | ±1, * + *}"},
            {"R3", "{R2, R1R + R1, R2R, R1B + R1, R2B | R2, R1R + R1, R2R, R1B + R1, R2B}",
             "{±1, 1 + *, ±1, -1 + *, 0 | ±1, 1 + *, ±1, -1 + *, 0}"},
            {"R3B", "{R2B, R1R + R1B | R2R, R1R + R1R, R1B + R1B}", "{0, 0 | ±1, 2, -2}"},
            {"R3R", "{R2R, R1R + R1R, R1B + R1B | R2B, R1R + R1B}", "{±1, 2, -2 | 0, 0}"},
            {"4", "{R3, R1 + R2 | R3, R1 + R2}", "{* + ±1, * + ±1 | * + ±1, * + ±1}"},
            {"R4", "{R3, R1R + R2, R2R + R1, R3R, R1B + R2, R2B + R1, R3B | R3, R1R + R2, R2R + R1, R3R, R1B + R2, R2B + R1, R3B}",
             "{* + ±1, 1 + ±1, * + ±1, 1 + ±1, -1 + ±1, *, -1 + ±1 | * + ±1, 1 + ±1, * + ±1, 1 + ±1, -1 + ±1, *, -1 + ±1}"},
            {"R4B", "{R3B, R1R + R2B, R2R + R1B | R3R, R1R + R2R, R1B + R2B}", "{-1 + ±1, 1, -1 + ±1 | 1 + ±1, 1 + ±1, -1}"},
            {"R4R", "{R3R, R1R + R2R, R1B + R2B | R3B, R1R + R2B, R2R + R1B}", "{1 + ±1, 1 + ±1, -1 | -1 + ±1, 1, -1 + ±1}"},
            {"5", "{R4, R1 + R3, R2 + R2 | \"}", "{0, * + * + ±1, ±1 + ±1 | \"}"},
            {"R5", "{R4, R1R + R3, R2R + R2, R3R + R1, R4R, R1B + R3, R2B + R2, R3B + R1, R4B | \"}",
             "{0, 1 + * + ±1, ±1 + ±1, * + 1 + ±1, 0, -1 + * + ±1, ±1, * + -1 + ±1, ±1 | \"}"},
            {"R5B", "{R4B, R1R + R3B, R2R + R2B, R3R + R1B | R4R, R1R + R3R, R2R + R2R, R1B + R3B, R2B + R2B}",
             "{±1, 1 + -1 + ±1, ±1, -1 + 1 + ±1 | 0, 1 + 1 + ±1, ±1 + ±1, -1 + -1 + ±1, 0}"},
            {"6", "{R5, R1 + R4, R2 + R3 | \"}", "{*, *, ±1 + * + ±1 | \"}"},
            {"R6", "{R5, R1R + R4, R2R + R3, R3R + R2, R4R + R1, R5R, R1B + R4, R2B + R3, R3B + R2, R4B + R1, R5B | \"}",
             "{*, 1, ±1 + * + ±1, 1 + ±1 + ±1, *, 1, -1, * + ±1, -1 + ±1 + ±1, ±1 + *, -1 | \"}"},
            {"R6B", "{R5B, R1R + R4B, R2R + R3B, R3R + R2B, R4R + R1B | R5R, R1R + R4R, R2R + R3R, R1B + R4B, R2B + R3B}",
             "{-1, 1 + ±1, ±1 + -1 + ±1, 1 + ±1, -1 | 1, 1, ±1 + 1 + ±1, -1 + ±1, -1 + ±1}"},
            {"7", "{R6, R1 + R5, R2 + R4, R3 + R3 | \"}", "{±1, * + *, ±1, (* + ±1) + (* + ±1) | \"}"},
            {"R7", "{R6, R1R + R5, R2R + R4, R3R + R3, R4R + R2, R5R + R1, R6R, R1B + R5, R2B + R4, R3B + R3, R4B + R2, R5B + R1, R6B | \"}",
             "{±1, 1 + *, ±1, 1 + ±1 + * + ±1, ±1, * + 1, ±1, -1 + *, 0, -1 + ±1 + * + ±1, ±1 + ±1, -1 + *, 0 | \"}"},
            {"R7B", "{R6B, R1R + R5B, R2R + R4B, R3R + R3B, R4R + R2B, R5R + R1B | R6R, R1R + R5R, R2R + R4R, R3R + R3R, R1B + R5B, R2B + R4B, R3B + R3B}",
             "{0, 0, ±1 + ±1, 1 + ±1 + -1 + ±1, 0, 1 + -1 | ±1, 2, ±1, 1 + ±1 + 1 + ±1, -2, ±1, -2}"},
            {"8", "{R7, R1 + R6, R2 + R5, R3 + R4 | \"}", "{* + ±1, * + ±1, * + ±1, * + ±1 | \"}"},
            {"R8", "{R7, R1R + R6, R2R + R5, R3R + R4, R4R + R3, R5R + R2, R6R + R1, R7R, R1B + R6, R2B + R5, R3B + R4, R4B + R3, R5B + R2, R6B + R1, R7B | \"}",
             "{* + ±1, 1 + ±1, * + ±1, 1 + ±1, * + ±1, 1 + ±1, * + ±1, 1 + ±1, -1 + ±1, *, -1 + ±1, ±1 + * + ±1, -1 + ±1, *, -1 + ±1 | \"}"},
            {"R8B", "{R7B, R1R + R6B, R2R + R5B, R3R + R4B, R4R + R3B, R5R + R2B, R6R + R1B | R7R, R1R + R6R, R2R + R5R, R3R + R4R, R1B + R6B, R2B + R5B, R3B + R4B}",
             "{-1 + ±1, 1, -1 + ±1, 1 + ±1 + ±1, -1 + ±1, 1, -1 + ±1 | 1 + ±1, 1 + ±1, 1 + ±1, 1 + ±1, -1, -1, ±1 + -1 + ±1}"},
        };
        registry.add(claim<Valued>(
            papers::snodgrass1979.info("ex2.7",
                                       "Chapter Two, direct computation of n = 2..8 (each option valued in its place)",
                {.statement = "e.g. R4B = {R3B, R1R + R2B, R2R + R1B | R3R, R1R + R2R, R1B + R2B} = {-1 + ±1, 1, -1 + ±1 | "
                              "1 + ±1, 1 + ±1, -1}; likewise each list of named options and the list of values under it",
                 .reading = kNotation + "Term by term: the k-th value written is the value of the k-th position named in the "
                                        "list above it (the list after Lemma 1's renaming), on each side; '\"' stands for "
                                        "\"the same as Left's\".",
                 .paraphrase = "a summary of 24 pairs of displayed lines (each pair listed in the claim's table)"}),
            // by hand: matches the k-th value written to the k-th position named in a list, term by term
            Property<Valued>{listed<Valued>(
                                 "the 24 lists of named options and their values", cells,
                                 [](const Valued& v) { return snodgrass::parsePosition(v.position).at(0).length; },
                                 [](const Valued& v) { return v.position; }),
                             [](const Valued& v) {
                                 auto [nl, nr] = optionListSides(v.names);
                                 auto [vl, vr] = optionListSides(v.values);
                                 for (auto [names, values] : {std::pair{nl, vl}, std::pair{nr, vr}}) {
                                     auto n = splitTop(names, ','), w = splitTop(values, ',');
                                     if (n.size() != w.size())
                                         return Judgement::fail(std::to_string(n.size()) + " values", std::to_string(w.size()));
                                     for (std::size_t k = 0; k < n.size(); ++k) {
                                         Game g = value(snodgrass::parsePosition(n[k])), want = Game::parse(w[k]);
                                         if (g != want)
                                             return Judgement::fail(n[k] + " =" + w[k], g.str(), v.position + ", place " +
                                                                                                   std::to_string(k + 1));
                                     }
                                 }
                                 return Judgement::pass();
                             }}));
    }

    // ---- Chapter Two: the options named dominated or reversible ----
    {
        std::vector<Justification> cells{
            {"R2", true, "*", false},         {"R2", true, "-1", false},       {"R2", false, "*", false},
            {"R2", false, "1", false},        {"3", true, "±1", true},         {"3", false, "±1", true},
            {"R3", true, "-1 + *", false},    {"R3", true, "0", false},        {"R3", false, "1 + *", false},
            {"R3", false, "0", false},        {"R3", true, "±1", true},        {"R3", false, "±1", true},
            {"R3B", false, "2", false},       {"R3B", false, "±1", false},     {"R3R", true, "±1", false},
            {"R3R", true, "-2", false},       {"R4", true, "* + ±1", false},   {"R4", true, "*", false},
            {"R4", true, "-1 + ±1", false},   {"R4", false, "* + ±1", false},  {"R4", false, "1 + ±1", false},
            {"R4", false, "*", false},        {"R4B", true, "-1 + ±1", false}, {"R4B", false, "1 + ±1", false},
            {"R4R", true, "-1", false},       {"R4R", false, "1", false},      {"5", true, "±1", true},
            {"5", false, "±1", true},         {"R5", true, "±1", true},        {"R5", false, "±1", true},
            {"R5", true, "0", false},         {"R5", true, "* + -1 + ±1", false}, {"R5", false, "0", false},
            {"R5", false, "* + 1 + ±1", false}, {"R6", true, "*", false},      {"R6", true, "-1", false},
            {"R6", true, "* + ±1", false},    {"R6", false, "*", false},       {"R6", false, "1", false},
            {"R6", false, "* + ±1", false},   {"7", true, "±1", true},         {"7", false, "±1", true},
            {"R7", true, "±1", true},         {"R7", false, "±1", true},       {"R7", true, "* - 1", false},
            {"R7", true, "0", false},         {"R7", false, "* + 1", false},   {"R7", false, "0", false},
            {"R7B", false, "±1", false},      {"R7B", false, "2", false},      {"R7R", true, "±1", false},
            {"R7R", true, "-2", false}};
        // by hand: judges the reason (dominated, reversible) given for dropping an option, not a value
        Property<Justification> p{
            listed<Justification>(
                "the options Chapter Two names dominated or reversible", cells,
                [](const Justification& j) { return snodgrass::parsePosition(j.position).at(0).length; },
                showJustification),
            judgeJustification};
        registry.add(claim<Justification>(
            papers::snodgrass1979.info("ex2.6", "Chapter Two, the reasons given for each simplification",
                {.statement = "e.g. {1 | -1} = ±1 since * and -1 are dominated options for Left and * and 1 are dominated "
                              "options for Right; likewise every option named dominated or reversible for n = 2..7",
                 .reading = kNotation + "Each option the thesis names is among the values of that player's options; "
                                        "'dominated' means some other option value is at least as good for him (Left: "
                                        "x <= y; Right: x >= y); 'reversible' means the option's canonical form has a "
                                        "counter-move (a Right option x^R <= G for a Left option, a Left option x^L >= G for "
                                        "a Right option), G the position's value. 'The others are dominated' and 'removing "
                                        "dominated options' name the options the next line drops.",
                 .paraphrase = "a summary of the reasons written beside 15 simplifications (each option listed in the "
                               "claim's table)"}),
            p));
    }

    // ---- Chapter Two's remarks on the rules, against a model of the strip as a row of cells ----
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("rem2.1", "Chapter Two, the rules",
            {.statement = "Note that any time a counter is played in a strip, the game immediately splits into a disjunctive sum.",
             .reading = "Judged on a second model of the rules, the strip as a row of n cells holding counters (a placement "
                        "is legal when the colours match the neighbours' edges), valued from its own moves by the CGT "
                        "engine: every row reachable from the empty strip of n cells has the value of the sum of its runs "
                        "of empty cells, each run tinted by its neighbours' edges, as the strip model values them.",
             .bound = 8,
             .cases = 0}),
        forLengths({}, [](int n) {
            return everyRowReached(n, [](const Row& b) {
                if (rowValue(b) == value(runs(b))) return Judgement::pass();
                return Judgement::fail("the row " + showRow(b) + " = " + (runs(b).empty() ? "0" : show(runs(b))),
                                       rowValue(b).str() + " against " + value(runs(b)).str());
            });
        })));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("rem2.2", "Chapter Two, the tinting of squares next to a counter",
            {.statement = "For example, if Left plays a red counter in the first square of a strip, the second square is "
                          "reserved either for a red counter played by Left or a red/black counter played by Right. "
                          "Likewise, if Right plays a black/red counter somewhere in the midst of the strip, the square "
                          "immediately to the left is reserved for a black counter or a red/black counter, and the square "
                          "immediately to the right is reserved either for a red counter or a red/black counter.",
             .reading = "On the row-of-cells model of the rules, for every strip of n >= 3 cells: after a red counter on "
                        "the first cell, the counters that can go on the second cell are exactly red and red/black; after a "
                        "black/red counter on any inner cell, the counters that can go on its left neighbour are exactly "
                        "black and red/black, and on its right neighbour exactly red and red/black.",
             .bound = 16,
             .cases = 0}),
        forLengths({.lo = 3}, [](int n) {
            auto allowed = [](const Row& b, int i) {
                std::set<int> v;
                for (int c = 1; c <= 4; ++c)
                    if (legalOn(b, i, c)) v.insert(c);
                return v;
            };
            auto names = [](const std::set<int>& v) {
                std::string t;
                for (int c : v) t += (t.empty() ? "" : ", ") + std::string(counterName(c));
                return "{" + t + "}";
            };
            Row b(static_cast<std::size_t>(n), 0);
            b[0] = 1;
            if (allowed(b, 1) != std::set<int>{1, 3})
                return Judgement::fail("red or red/black on square 2", names(allowed(b, 1)));
            for (int i = 1; i + 1 < n; ++i) {
                Row c(static_cast<std::size_t>(n), 0);
                c[i] = 4;
                if (allowed(c, i - 1) != std::set<int>{2, 3})
                    return Judgement::fail("black or red/black left of black/red on square " +
                                               std::to_string(i + 1),
                                           names(allowed(c, i - 1)));
                if (allowed(c, i + 1) != std::set<int>{1, 3})
                    return Judgement::fail("red or red/black right of black/red on square " +
                                               std::to_string(i + 1),
                                           names(allowed(c, i + 1)));
            }
            return Judgement::pass();
        })));
    // The symmetry remark: the two sequences at one place of a row, where both are legal, give equal values.
    const std::string rem23 = "For instance, a red-red/black sequence appearing in a strip is the same as a black-black/red "
                              "sequence appearing in the same place.";
    auto sameAt = [](const Row& b, int i) {
        if (b[i] != 0 || b[i + 1] != 0 || !legalOn(b, i, 1) || !legalOn(b, i, 2)) return Judgement::pass();
        Row a = b, c = b;
        a[i] = 1, c[i] = 2;
        if (!legalOn(a, i + 1, 3) || !legalOn(c, i + 1, 4)) return Judgement::pass();  // one of them cannot appear there
        a[i + 1] = 3, c[i + 1] = 4;
        if (rowValue(a) == rowValue(c)) return Judgement::pass();
        return Judgement::fail(showRow(a) + " = " + showRow(c), rowValue(a).str() + " against " + rowValue(c).str(),
                               "both sequences placed on squares " + std::to_string(i + 1) + " and " + std::to_string(i + 2) +
                                   " of the row " + showRow(b));
    };
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("rem2.3", "Chapter Two, the symmetry of the game",
            {.statement = rem23,
             .reading = "Literal, 'in a strip' being any strip that play leaves (tinted, or between counters already "
                        "placed): on the row-of-cells model, valued from its own moves, for every row of n >= 2 cells "
                        "reached in play and every two adjacent empty cells where both sequences can be placed, a red "
                        "counter followed by a red/black counter, and a black counter followed by a black/red counter, give "
                        "positions of equal value.",
             .bound = 7,
             .cases = 0,
             .expect = Expect::refutedAt("n=4")}),
        forLengths({.lo = 2}, [sameAt](int n) {
            return everyRowReached(n, [&](const Row& b) {
                for (int i = 0; i + 1 < n; ++i)
                    if (Judgement j = sameAt(b, i); !j.holds) return j;
                return Judgement::pass();
            });
        })));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("rem2.3-empty", "Chapter Two, the symmetry of the game",
            {.statement = rem23,
             .reading = "Alternative reading, the sequence placed first on an empty strip: on the row-of-cells model, "
                        "valued from its own moves, for every strip of n >= 2 empty cells and every place, a red counter "
                        "followed by a red/black counter on the next cell, and a black counter followed by a black/red "
                        "counter there, are both legal and give positions of equal value.",
             .bound = 9,
             .cases = 0}),
        forLengths({.lo = 2}, [](int n) {
            for (int i = 0; i + 1 < n; ++i) {
                Row a(static_cast<std::size_t>(n), 0), b = a;
                a[i] = 1, a[i + 1] = 3, b[i] = 2, b[i + 1] = 4;
                if (rowValue(a) != rowValue(b))
                    return Judgement::fail(showRow(a) + " = " + showRow(b),
                                           rowValue(a).str() + " against " + rowValue(b).str());
            }
            return Judgement::pass();
        })));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("rem2.4", "Chapter Two, the positions of a strip of length n",
            {.statement = "Now it is possible to enumerate what positions are possible for a strip of length n . We may "
                          "have: n , R_n , B_n , R_nB , B_nR , R_nR , B_nB , nR , or nB . This gives us nine positions to "
                          "analyze for a strip of any length, n .",
             .reading = "On the row-of-cells model: for every n >= 1, each of the nine tintings of a run of n empty cells "
                        "occurs in play, as a run left between counters placed on the end cells of a strip of n + 2 (or "
                        "n + 1, or n) cells; and runs have no other tintings than these nine (a tint is the colour of the "
                        "neighbour's edge, red or black, or none at a strip's end).",
             .bound = 32,
             .cases = 0}),
        forLengths({}, [](int n) {
            for (auto [l, r] : allTints()) {
                Row b(static_cast<std::size_t>(n + (l != Tint::None) + (r != Tint::None)), 0);
                // A counter whose inner edge has the wanted colour: Left's solid counters do.
                if (l != Tint::None) b.front() = l == Tint::Red ? 1 : 2;
                if (r != Tint::None) {
                    int c = r == Tint::Red ? 1 : 2;
                    if (!legalOn(b, static_cast<int>(b.size()) - 1, c))
                        return Judgement::fail("the tinting " + show(Strip{l, n, r}) + " occurs", "illegal");
                    b.back() = c;
                }
                Position p = runs(b);
                if (std::find(p.begin(), p.end(), Strip{l, n, r}) == p.end())
                    return Judgement::fail("the tinting " + show(Strip{l, n, r}) + " occurs",
                                           show(p));
            }
            return Judgement::pass();
        })));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("rem2.5", "Chapter Two, after the table for n = 1..4",
            {.statement = "The value of the position we are really interested in, a strip of length n , seems to be "
                          "oscillating between * and 0 .",
             .reading = kNotation + "The untinted strip n has value * for n odd and 0 for n even, every n >= 1.",
             .bound = 64}),
        forLengths({.periodic = "the oscillation"}, [](int n) {
            Game want = n % 2 ? Game::star() : Game();
            Game g = value(Strip{N, n, N});
            return g == want ? Judgement::pass() : Judgement::fail(want.str(), g.str());
        })));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("rem2.6", "Chapter Two, after the table for n = 5..8",
            {.statement = "and we see that this table is identical to the one for n = 1, 2, 3, and 4 . Not only are the values "
                          "for a strip of length n repeating as suspected, but values for the other positions have also made "
                          "another cycle.",
             .reading = kNotation + "For n = 5..8, each of n, Rn, RnB, RnR has the value of the same position at n - 4.",
             .bound = 8,
             .cases = 0}),
        forLengths({.lo = 5, .hi = 8}, [](int n) {
            for (Type t : kTypes)
                if (value(strip(t, n)) != value(strip(t, n - 4)))
                    return Judgement::fail(show(strip(t, n)) + " = " + show(strip(t, n - 4)),
                                           value(strip(t, n)).str() + " against " +
                                               value(strip(t, n - 4)).str());
            return Judgement::pass();
        })));

    // ---- Theorem 1's proof: the general option lists ----
    struct General {
        const char* id;
        const char* where;
        const char* statement;
        std::vector<Listing> lists;
    };
    const std::vector<General> general{
        {"ex3.5a", "768",
         "n = {Ra + Rb, 0 ≤ a, b ≤ n-1, a+b = n-1 | } where Right's options are the same as Left's by Corollary 1.",
         {{"", "", "", N, N, L, {{"Ra + Rb"}}}, {"", "", "", N, N, Rt, {{"Ra + Rb"}}}}},
        {"ex3.5b", "770",
         "R_n = {RaR + Rb, 0 ≤ a, b ≤ n-1, a+b = n-1; RaB + Rb, 1 ≤ a ≤ n-1, 0 ≤ b ≤ n-2, a+b = n-1 | }",
         {{"", "", "", R, N, L, {{"RaR + Rb"}, {"RaB + Rb", 1, 0}}}, {"", "", "", R, N, Rt, {{"RaR + Rb"}, {"RaB + Rb", 1, 0}}}}},
        {"ex3.5c", "772",
         "R_nB = {RaR + RbB, 0 ≤ a ≤ n-2, 1 ≤ b ≤ n-1, a+b = n-1 | RaR + RbR, 0 ≤ a, b ≤ n-1, a+b = n-1; RaB + RbB, "
         "1 ≤ a, b ≤ n-2, a+b = n-1}",
         {{"", "", "", R, B, L, {{"RaR + RbB", 0, 1}}}, {"", "", "", R, B, Rt, {{"RaR + RbR"}, {"RaB + RbB", 1, 1}}}}},
        {"ex3.5d", "774", "R_nR = {R_nB's Right options | R_nB's Left options} by Corollary 1.",
         {{"", "", "", R, R, L, {{"RaR + RbR"}, {"RaB + RbB", 1, 1}}}, {"", "", "", R, R, Rt, {{"RaR + RbB", 0, 1}}}}},
    };
    for (const General& g : general)
        registry.add(claim<std::int64_t>(
            papers::snodgrass1979.info(g.id, std::string("Chapter Three, proof of Theorem 1, line ") + g.where,
                {.statement = g.statement,
                 .reading = kNotation + "The listed forms over the stated ranges are every option of that player (an empty "
                                        "Right side, as for n, standing for Right's options being Left's), positions compared "
                                        "up to the identifications of Lemma 1, which the lists use (each strip renamed to "
                                        "its representative under reversal and red/black swap). For every n >= 1.",
                 .bound = 40,
                 .cases = 20}),
            forLengths({}, [g](int n) {
                for (const Listing& x : g.lists)
                    if (Judgement j = compareListing(x, n, true); !j.holds) return j;
                return Judgement::pass();
            })));

    // ---- Theorem 1's proof: the values of the options in each case ----
    struct CaseLine {
        const char* where;
        int residue;  // n = 4K + residue
        const char* family;
        Form range;
        std::array<const char*, 4> values;  // by a mod 4
        const char* statement;
    };
    const std::vector<CaseLine> caseLines{
        {"791", 1, "Ra + Rb", {"", 0, 0}, {"0", "±1", "0", "±1"}, "So, for n : Ra + Rb = 0, ±1, 0, or ± 1 (corresponding respectively to 1-4)"},
        {"795", 1, "RaR + Rb", {"", 0, 0}, {"0", "1 + * + ±1", "0", "1 + * + ±1"}, "for R_n: RaR + Rb = 0, 1 + * + ±1, 0, 1 + * + ±1"},
        {"797", 1, "RaB + Rb", {"", 1, 0}, {"±1", "-1 + * + ±1", "±1", "-1 + * + ±1"}, "RaB + Rb = ±1, -1 + * + ±1, ±1, -1 + * + ±1"},
        {"803", 1, "RaR + RbB", {"", 0, 1}, {"±1", "±1", "±1", "±1"}, "for R_nB: RaR + RbB = ±1, ±1, ±1, ±1"},
        {"805", 1, "RaR + RbR", {"", 0, 0}, {"0", "2 + ±1", "0", "2 + ±1"}, "RaR + RbR = 0, 2 + ±1, 0, 2 + ±1"},
        {"807", 1, "RaB + RbB", {"", 1, 1}, {"0", "-2 + ±1", "0", "-2 + ±1"}, "RaB + RbB = 0, -2 + ±1, 0, -2 + ±1"},
        {"827", 2, "Ra + Rb", {"", 0, 0}, {"*", "*", "*", "*"}, "So, for n: Ra + Rb = *, *, *, *"},
        {"831", 2, "RaR + Rb", {"", 0, 0}, {"*", "1", "*", "1"}, "for R_n: RaR + Rb = *, 1, *, 1"},
        {"833", 2, "RaB + Rb", {"", 1, 0}, {"* + ±1", "-1", "* + ±1", "-1"}, "RaB + Rb = * + ±1, -1, * + ±1, -1"},
        {"837", 2, "RaR + RbB", {"", 0, 1}, {"-1", "1 + ±1", "-1", "1 + ±1"}, "for R_nB: RaR + RbB = -1, 1 + ±1, -1, 1 + ±1"},
        {"839", 2, "RaR + RbR", {"", 0, 0}, {"1", "1", "1", "1"}, "RaR + RbR = 1, 1, 1, 1"},
        {"841", 2, "RaB + RbB", {"", 1, 1}, {"-1 + ±1", "-1 + ±1", "-1 + ±1", "-1 + ±1"}, "RaB + RbB = -1 + ±1, -1 + ±1, -1 + ±1, -1 + ±1"},
        {"855", 3, "Ra + Rb", {"", 0, 0}, {"±1", "0", "±1", "0"}, "So, for n: Ra + Rb = ±1, 0, ±1, 0"},
        {"859", 3, "RaR + Rb", {"", 0, 0}, {"±1", "* + 1", "±1", "* + 1"}, "for Rn: RaR + Rb = ±1, * + 1, ±1, * + 1"},
        {"861", 3, "RaB + Rb", {"", 1, 0}, {"0", "* - 1", "0", "* - 1"}, "RaB + Rb = 0, * - 1, 0, * - 1"},
        {"865", 3, "RaR + RbB", {"", 0, 1}, {"0", "0", "0", "0"}, "for RnB: RaR + RbB = 0, 0, 0, 0"},
        {"867", 3, "RaR + RbR", {"", 0, 0}, {"±1", "2", "±1", "2"}, "RaR + RbR = ±1, 2, ±1, 2"},
        {"869", 3, "RaB + RbB", {"", 1, 1}, {"±1", "-2", "±1", "-2"}, "RaB + RbB = ±1, -2, ±1, -2"},
        {"883", 0, "Ra + Rb", {"", 0, 0}, {"* + ±1", "* + ±1", "* + ±1", "* + ±1"}, "So, for n: Ra + Rb = * + ±1, * + ±1, * + ±1, * + ±1"},
        {"887", 0, "RaR + Rb", {"", 0, 0}, {"* + ±1", "1 + ±1", "* + ±1", "1 + ±1"}, "for R_n: R_aR + R_b = * + ±1, 1 + ±1, * + ±1, 1 + ±1"},
        {"889", 0, "RaB + Rb", {"", 1, 0}, {"*", "-1 + ±1", "*", "-1 + ±1"}, "R_aB + R_b = *, -1 + ±1, *, -1 + ±1"},
        {"895", 0, "RaR + RbB", {"", 0, 1}, {"-1 + ±1", "1", "-1 + ±1", "1"}, "for R_nB: R_aR + R_bB = -1 + ±1, 1, -1 + ±1, 1"},
        {"897", 0, "RaR + RbR", {"", 0, 0}, {"1 + ±1", "1 + ±1", "1 + ±1", "1 + ±1"}, "R_aR + R_bR = 1 + ±1, 1 + ±1, 1 + ±1, 1 + ±1"},
        {"899", 0, "RaB + RbB", {"", 1, 1}, {"-1", "-1", "-1", "-1"}, "R_aB + R_bB = -1, -1, -1, -1"},
    };
    for (std::size_t k = 0; k < caseLines.size(); ++k) {
        const CaseLine& c = caseLines[k];
        auto check = [c](int n) {
            for (int a = c.range.aMin; n - 1 - a >= c.range.bMin; ++a) {
                Position p = expr(c.family, {{'a', a}, {'b', n - 1 - a}});
                Game want = Game::parse(c.values[a % 4]), g = value(p);
                if (g != want)
                    return Judgement::fail(std::string(c.family) + " = " + c.values[a % 4] + " (a = " + std::to_string(a) +
                                               ", b = " + std::to_string(n - 1 - a) + ")",
                                           (p.empty() ? std::string("0") : show(p)) + " = " + g.str());
            }
            return Judgement::pass();
        };
        int r = c.residue;
        registry.add(claim<std::int64_t>(
            papers::snodgrass1979.info("ex3.2" + std::string(1, static_cast<char>('a' + k)),
                                       std::string("Chapter Three, proof of Theorem 1, case n = 4K + ") + std::to_string(r == 0 ? 4 : r) +
                         ", line " + c.where,
                {.statement = c.statement,
                 .reading = kNotation + "For every n >= 9 (K >= 2, the induction step) with n = 4K + " +
                            std::to_string(r == 0 ? 4 : r) + ", and every a, b with a + b = n - 1 in the range Theorem 1's "
                            "option lists give: " + c.family + " has the value listed for the case a mod 4 = 0, 1, 2, 3 "
                            "(cases 1-4 in the order the thesis lists them).",
                 .bound = 64}),
            forLengths(inductionStep(r, "the case"), check)));
    }

    // ---- Theorem 1's proof: the four ways a + b can fall mod 4, and that each occurs ----
    struct Ways {
        const char* id;
        const char* where;
        int residue;
        std::set<std::pair<int, int>> pairs;
        const char* statement;
    };
    const std::vector<Ways> ways{
        {"ex3.3a", "778-789", 1, {{0, 0}, {1, 3}, {2, 2}, {3, 1}},
         "Therefore, a + b ≡ 0 (mod 4). This can happen in four ways: ... For all positions of length n = 4k + 1, k > 1, "
         "each of these four instances will occur."},
        {"ex3.3b", "817-825", 2, {{0, 1}, {1, 0}, {2, 3}, {3, 2}},
         "Then a + b = n - 1 implies a + b ≡ 1 (mod 4). Now, this can happen in four ways: 1. a ≡ 0 (mod 4) and b ≡ 1 (mod "
         "4) 2. a ≡ 1 (mod 4) and b ≡ 0 (mod 4) 3. a ≡ 2 (mod 4) and b ≡ 3 (mod 4) 4. a ≡ 3 (mod 4) and b ≡ 2 (mod 4)"},
        {"ex3.3c", "847-853", 3, {{0, 2}, {1, 1}, {2, 0}, {3, 3}},
         "If n = 4K + 3, then a + b = n - 1 implies that a + b ≡ 2 (mod 4). Hence, we must have one of: 1. a ≡ 0 (mod 4) "
         "and b ≡ 2 (mod 4) 2. a ≡ 1 (mod 4) and b ≡ 1 (mod 4) 3. a ≡ 2 (mod 4) and b ≡ 0 (mod 4) 4. a ≡ 3 (mod 4) and "
         "b ≡ 3 (mod 4)"},
        {"ex3.3d", "875-881", 0, {{0, 3}, {1, 2}, {2, 1}, {3, 0}},
         "If n = 4K + 4, then a + b = n - 1 implies that a + b ≡ 3 (mod 4). Hence, we must have one of: 1. a ≡ 0 (mod 4) "
         "and b ≡ 3 (mod 4) 2. a ≡ 1 (mod 4) and b ≡ 2 (mod 4) 3. a ≡ 2 (mod 4) and b ≡ 1 (mod 4) 4. a ≡ 3 (mod 4) and "
         "b ≡ 0 (mod 4)"},
    };
    for (const Ways& w : ways) {
        auto check = [w](int n) {
            // The ranges of a and b in the option lists of Theorem 1's proof (lines 768-772).
            for (Form f : std::vector<Form>{{"", 0, 0}, {"", 1, 0}, {"", 0, 1}, {"", 1, 1}}) {
                std::set<std::pair<int, int>> seen;
                for (int a = f.aMin; n - 1 - a >= f.bMin; ++a) seen.insert({a % 4, (n - 1 - a) % 4});
                if (seen != w.pairs) {
                    std::string t;
                    for (auto [x, y] : seen) t += "(" + std::to_string(x) + "," + std::to_string(y) + ")";
                    return Judgement::fail("the four listed residue pairs, each occurring (a >= " + std::to_string(f.aMin) +
                                               ", b >= " + std::to_string(f.bMin) + ")",
                                           t);
                }
            }
            return Judgement::pass();
        };
        int r = w.residue;
        registry.add(claim<std::int64_t>(
            papers::snodgrass1979.info(w.id, std::string("Chapter Three, proof of Theorem 1, lines ") + w.where,
                {.statement = w.statement,
                 .reading = "For every n >= 9 with n = 4K + " + std::to_string(r == 0 ? 4 : r) + " (the induction step, "
                            "K >= 2) and each range of a, b in the option lists (a, b >= 0; a >= 1; b >= 1; a, b >= 1), the "
                            "pairs (a mod 4, b mod 4) with a + b = n - 1 are exactly the four listed, and each occurs.",
                 .bound = 64,
                 .cases = 50}),
            forLengths(inductionStep(r), check)));
    }

    // ---- Theorem 1's proof: each "Therefore" line ----
    struct Therefore {
        const char* where;
        int residue;
        Type type;
        const char* options;
        const char* simplified;
        const char* value;
        const char* statement;
    };
    const std::vector<Therefore> therefores{
        {"793", 1, Type::Plain, "{0, ±1 | 0, ±1}", "{0 | 0}", "*", "Therefore, n = {0, ±1 | 0, ±1} = {0 | 0} = *"},
        {"799-801", 1, Type::R, "{0, 1 + * + ±1, -1 + * + ±1, ±1 | \"}", "{1 + * + ±1 | -1 + * + ±1}", "*", "Therefore, R_n = {0, 1 + * + ±1, -1 + * + ±1, ±1 | \"} = {1 + * + ±1 | -1 + * + ±1} = *"},
        {"809-811", 1, Type::RB, "{±1 | 0, 2 + ±1, -2 + ±1}", "{±1 | -2 + ±1}", "-1", "Therefore, R_nB = {±1 | 0, 2 + ±1, -2 + ±1} = {±1 | -2 + ±1} = -1"},
        {"813-815", 1, Type::RR, "{0, 2 + ±1, -2 + ±1 | ±1}", "{2 + ±1 | ±1}", "1", "Also, R_nR = {0, 2 + ±1, -2 + ±1 | ±1} = {2 + ±1 | ±1} = 1"},
        {"829", 2, Type::Plain, "{* | *}", "", "0", "Therefore, n = {* | *} = 0"},
        {"835", 2, Type::R, "{*, * + ±1, -1, 1 | \"}", "{1 | -1}", "±1", "Therefore, R_n = {*, * + ±1, -1, 1 | \"} = {1 | -1} = ±1"},
        {"843", 2, Type::RB, "{-1, 1 + ±1 | 1, -1 + ±1}", "{1 + ±1 | -1 + ±1}", "0", "Therefore, RnB = {-1, 1 + ±1 | 1, -1 + ±1} = {1 + ±1 | -1 + ±1} = 0"},
        {"845", 2, Type::RR, "{1, -1 + ±1 | -1, 1 + ±1}", "{1 | -1}", "±1", "Also, RnR = {1, -1 + ±1 | -1, 1 + ±1} = {1 | -1} = ±1"},
        {"857", 3, Type::Plain, "{±1, 0 | ±1, 0}", "{0 | 0}", "*", "Therefore, n = {±1, 0 | ±1, 0} = {0 | 0} = *"},
        {"863", 3, Type::R, "{±1, 0, * - 1, * + 1 | \"}", "{* + 1 | * - 1}", "* + ±1", "Therefore, Rn ... {±1, 0, * - 1, * + 1 | \"} ... {* + 1 | * - 1} = * + ±1"},
        {"871", 3, Type::RB, "{0 | ±1, 2, -2}", "{0 | -2}", "-1 + ±1", "Therefore, RnB = {0 | ±1, 2, -2} = {0 | -2} = -1 + ±1"},
        {"873", 3, Type::RR, "{±1, 2, -2 | 0}", "{2 | 0}", "1 + ±1", "Also, RnR = {±1, 2, -2 | 0} = {2 | 0} = 1 + ±1"},
        {"885", 0, Type::Plain, "{* + ±1 | * + ±1}", "", "0", "Therefore, n = {* + ±1 | * + ±1} = 0"},
        {"891-893", 0, Type::R, "{* + ±1, 1 + ±1, *, -1 + ±1 | \"}", "{1 + ±1 | -1 + ±1}", "0", "Therefore, R_n = { * + ±1, 1 + ±1, *, -1 + ±1 | \" } = { 1 + ±1 | -1 + ±1 } = 0"},
        {"901-903", 0, Type::RB, "{-1 + ±1, 1 | -1, 1 + ±1}", "{1 | -1}", "±1", "Therefore, R_nB = { -1 + ±1, 1 | -1, 1 + ±1 } = { 1 | -1 } = ±1"},
        {"905-907", 0, Type::RR, "{-1, 1 + ±1 | -1 + ±1, 1}", "{1 + ±1 | -1 + ±1}", "0", "Also, R_nR = { -1, 1 + ±1 | -1 + ±1, 1 } = { 1 + ±1 | -1 ... + ±1 } = 0"},
    };
    for (std::size_t k = 0; k < therefores.size(); ++k) {
        const Therefore& t = therefores[k];
        auto check = [t](int n) {
            Strip s = strip(t.type, n);
            if (Judgement j = compareOptionValues(s, show(s), t.options); !j.holds) return j;
            Game g = value(s);
            if (*t.simplified && Game::parse(t.simplified) != g)
                return Judgement::fail(show(s) + " = " + t.simplified + " = " + Game::parse(t.simplified).str(), g.str());
            if (Game::parse(t.value) != g) return Judgement::fail(show(s) + " = " + t.value, g.str());
            return Judgement::pass();
        };
        int r = t.residue;
        registry.add(claim<std::int64_t>(
            papers::snodgrass1979.info("ex3.4" + std::string(1, static_cast<char>('a' + k)),
                                       std::string("Chapter Three, proof of Theorem 1, case n = 4K + ") + std::to_string(r == 0 ? 4 : r) +
                         ", line " + t.where,
                {.statement = t.statement,
                 .reading = kNotation + "For every n >= 9 with n = 4K + " + std::to_string(r == 0 ? 4 : r) +
                            ": the listed option values, as sets ('\"': Right's are Left's), are those of the model's "
                            "options; the simplified form has the position's value; and that value is the one stated.",
                 .bound = 64}),
            forLengths(inductionStep(r, "the line"), check)));
    }
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("ex3.6", "Chapter Three, proof of Theorem 1, the order of the cases",
            {.statement = "That is, obtaining the result for n = 4K + 4 necessitated having the result for n = 4K + 3 since, "
                          "for instance, one left option of R_n (n = 4K + 4) is R_n' (n' = 4K + 3).",
             .reading = kNotation + "For every n >= 2, R(n-1) is a Left option of Rn (Left's red counter on the tinted end "
                                    "square); and every option of a strip of length n is a sum of strips of total length "
                                    "n - 1, each shorter than n.",
             .bound = 64,
             .cases = 50}),
        forLengths({.lo = 2}, [](int n) {
            auto opts = modelOptions(Strip{R, n, N}, L);
            if (!opts.count(Position{Strip{R, n - 1, N}}))
                return Judgement::fail("R" + std::to_string(n - 1) + " is a Left option of R" + std::to_string(n),
                                       showSet(opts));
            for (auto [l, r] : allTints())
                for (Player p : {Player::Left, Player::Right})
                    for (const Position& o : snodgrass::options(Strip{l, n, r}, p))
                        if (snodgrass::squares(o) != n - 1)
                            return Judgement::fail("options of length " + std::to_string(n) + " have n - 1 squares", show(o));
            return Judgement::pass();
        })));

    // ---- Chapter Four: Left's options as the strategy lists them ----
    struct Ch4List {
        const char* id;
        const char* where;
        const char* statement;
        std::vector<const char*> start;  // the position, in strips of length a
        std::vector<const char*> forms;  // in c, d (c + d = a - 1) and a
        bool shorterSecond;              // the thesis names the shorter piece d < c
        std::int64_t lo;
        std::function<bool(std::int64_t)> keep;
        const char* hypothesis;
    };
    const std::vector<Ch4List> ch4{
        {"ex4.13", "941-946",
         "Suppose Left is moving in R_aR, a ≡ 0 (mod 4). His options are: 1. R_cR + R_dR, d < c, d even 2. R_cR + R_dR, "
         "d < c, d odd 3. R_cB + R_dB, d < c, d even 4. R_cB + R_dB, d < c, d odd, where c + d = a - 1",
         {"RaR"}, {"RcR + RdR", "RcB + RdB"}, true, 4, [](std::int64_t a) { return a % 4 == 0; }, "a = 0 mod 4"},
        {"ex4.14", "958-963",
         "Now, suppose that Left is making his second move in a position which looks like RaB, a ≡ 2 (mod 4). His options "
         "are: 1. RcR + RdB, d < c, d even 2. RcR + RdB, d < c, d odd 3. RcB + RdR, d < c, d even 4. RcB + RdR, d < c, d "
         "odd where c + d = a - 1.",
         {"RaB"}, {"RcR + RdB", "RcB + RdR"}, true, 2, [](std::int64_t a) { return a % 4 == 2; }, "a = 2 mod 4"},
        {"ex4.15", "976-979", "If Left moves in Ra , he has the following options: 1. RcR + Rd, c + d = a-1 2. RcB + Rd, c + d = a-1",
         {"Ra"}, {"RcR + Rd", "RcB + Rd"}, false, 1, {}, ""},
        {"ex4.16", "989-992", "Left's options in RaR + RaR, a even, are: 1. RcR + RdR + RaR 2. RcB + RdB + RaR",
         {"RaR", "RaR"}, {"RcR + RdR + RaR", "RcB + RdB + RaR"}, false, 2, [](std::int64_t a) { return a % 2 == 0; },
         "a even"},
        {"ex4.17", "1001", "Left's option in RaB + RaB, a even, is: RcR + RdB + RaB",
         {"RaB", "RaB"}, {"RcR + RdB + RaB"}, false, 2, [](std::int64_t a) { return a % 2 == 0; }, "a even"},
        {"ex4.18", "1005-1009",
         "Left's options in RaB + RaR, a odd, are: 1. RcR + RdB + RaR 2. RcR + RdR + RaB 3. RcB + RdB + RaB.",
         {"RaB", "RaR"}, {"RcR + RdB + RaR", "RcR + RdR + RaB", "RcB + RdB + RaB"}, false, 1,
         [](std::int64_t a) { return a % 2 == 1; }, "a odd"},
    };
    for (const Ch4List& x : ch4) {
        auto check = [x](int a) {
            Position start;
            for (const char* s : x.start)
                for (const Strip& t : expr(s, {{'a', a}})) start.push_back(t);
            start = snodgrass::sorted(start);
            std::set<Position> listed, options;
            for (const char* f : x.forms)
                for (int c = 0; c <= a - 1; ++c) {
                    int d = a - 1 - c;
                    if (x.shorterSecond && !(d < c)) continue;
                    const std::map<char, int> vars{{'a', a}, {'c', c}, {'d', d}};
                    if (realizable(f, vars)) listed.insert(snodgrass::symmetric(expr(f, vars)));
                }
            auto shown = [](const Position& p) { return p.empty() ? std::string("0") : show(p); };
            for (const Position& o : snodgrass::options(start, Player::Left)) {
                options.insert(snodgrass::symmetric(o));
                if (!listed.count(snodgrass::symmetric(o)))
                    return Judgement::fail("every Left option of " + show(start) + " is of a listed form",
                                           shown(o) + " is not");
            }
            for (const Position& l : listed)
                if (!options.count(l))
                    return Judgement::fail("every listed position is a Left option of " + show(start),
                                           shown(l) + " is not");
            return Judgement::pass();
        };
        registry.add(claim<std::int64_t>(
            papers::snodgrass1979.info(x.id, std::string("Chapter Four, lines ") + x.where,
                {.statement = x.statement,
                 .reading = kNotation + "Read as the set of Left's options: every Left option of the position has "
                                        "one of the listed forms for some c, d >= 0 with c + d = a - 1" +
                            std::string(x.shorterSecond ? ", d < c (the parities listed cover both)" : "") +
                            ", and every such instance is a Left option, strips compared up to Lemma 1's identifications "
                            "(reversal and red/black swap), which the chapter uses. An instance with a piece RdB of "
                            "length 0 names no position (a red and a black edge would meet) and is passed over.",
                 .bound = 48}),
            forLengths({.var = "a", .lo = x.lo, .keep = x.keep, .hypothesis = x.hypothesis}, check)));
    }
}

}  // namespace gameaudit::snodgrass1979::proof_steps
