#include "properties/snodgrass1979/support.hpp"

#include "core/domains.hpp"

namespace gameaudit::snodgrass1979 {

using snodgrass::value;

Strip strip(Type t, int n) {
    switch (t) {
        case Type::Plain: return {Tint::None, n, Tint::None};
        case Type::R: return {Tint::Red, n, Tint::None};
        case Type::RB: return {Tint::Red, n, Tint::Black};
        case Type::RR: return {Tint::Red, n, Tint::Red};
    }
    return {};
}

std::string typeName(Type t) {
    switch (t) {
        case Type::Plain: return "n";
        case Type::R: return "Rn";
        case Type::RB: return "RnB";
        case Type::RR: return "RnR";
    }
    return "?";
}

std::string theoremValueText(Type t, int n) {
    // Rows: n = 4k+1, 4k+2, 4k+3, 4k+4; columns: n, Rn, RnB, RnR (Chapter Three, Theorem 1).
    static const std::string table[4][4] = {{"*", "*", "-1", "1"},
                                            {"0", "±1", "0", "±1"},
                                            {"*", "* + ±1", "-1 + ±1", "1 + ±1"},
                                            {"0", "0", "±1", "0"}};
    return table[(n - 1) % 4][static_cast<int>(t)];
}

cgt::Game theoremValue(Type t, int n) { return cgt::Game::parse(theoremValueText(t, n)); }

std::string periodicityCertificate() {
    // One check for the process: the certificate's text, or "" where a step fails.
    static const std::string certificate = [] {
        constexpr int upTo = 64;
        if (!snodgrass::valuesHavePeriod4(upTo)) return std::string();
        for (Type t : kTypes)
            for (int n = 1; n <= 9; ++n)
                if (value(strip(t, n)) != theoremValue(t, n)) return std::string();
        return "the exact values of all 9 tintings (n, Rn, Bn, nR, nB, RnB, BnR, RnR, BnB) for n = 1..9 repeat with "
               "period 4 and match Theorem 1; for every tinting and 10 <= n <= " +
               std::to_string(upTo) +
               ", the model's options of the strip of length n, each reduced to (player, tints and lengths mod 4 of "
               "its strips), form the same set as those of length n - 4 -- and so for every n >= 10 by the rules' "
               "form: a counter on square i leaves lengths i-1 and n-i, whose residues are fixed by i mod 4 and n mod "
               "4, and its legality depends only on whether i is an end square, while the inner squares 2..n-1 meet "
               "every residue once n >= 6. So by strong induction from n <= 9, every strip of length n >= 10 has the "
               "value of the strip of length n - 4";
    }();
    return certificate;
}

std::string periodicCertificate(const std::function<bool(int)>& holdsAt, const std::string& what) {
    if (periodicityCertificate().empty() || !snodgrass::holdsForEveryLength(holdsAt)) return "";
    return what + " was checked for n = 1..12 and depends only on the values and options of strips of length <= n, "
                  "which repeat with period 4 from n = 10 on (Theorem 1's periodicity certificate, see "
                  "snodgrass1979/thm1)";
}

Property<int> workedExample(const std::string& what, const std::string& shown, std::function<Judgement()> judge) {
    // by hand: a single computation (forms, sums, heaps) with its own failure text; no api builder takes one
    return {domains::single<int>(what, 0, 0, shown), [judge](const int&) { return judge(); }};
}

Property<std::int64_t> forLengths(Lengths lengths, std::function<Judgement(int)> check) {
    // by hand: the periodicity certificate lifts n <= 12 to every n, and no api builder carries a certificate
    Property<std::int64_t> p;
    p.domain = domains::integers(lengths.var, lengths.lo);
    if (lengths.keep) p.domain = p.domain.where(lengths.keep, lengths.hypothesis);
    p.domain.largestAdmitted = lengths.hi;
    p.predicate = [check](std::int64_t n) { return check(static_cast<int>(n)); };
    if (!lengths.periodic.empty())
        p.certificate = [check, lengths] {
            auto holdsAt = [&](int n) { return n < lengths.lo || (lengths.keep && !lengths.keep(n)) || check(n).holds; };
            return periodicCertificate(holdsAt, lengths.periodic);
        };
    return p;
}

std::vector<std::string> splitTop(const std::string& s, char sep) {
    std::vector<std::string> parts(1);
    int depth = 0;
    for (char c : s) {
        if (c == '{' || c == '(') ++depth;
        if (c == '}' || c == ')') --depth;
        if (c == sep && depth == 0) parts.emplace_back();
        else parts.back() += c;
    }
    return parts;
}

std::pair<std::string, std::string> optionListSides(const std::string& written) {
    auto parts = splitTop(written.substr(1, written.size() - 2), '|');
    if (parts.size() != 2) throw std::logic_error("malformed option list " + written);
    return {parts[0], parts[1].find('"') != std::string::npos ? parts[0] : parts[1]};
}

std::set<cgt::GameId> listedValues(const std::string& list) {
    std::set<cgt::GameId> v;
    if (list.find_first_not_of(' ') == std::string::npos) return v;
    for (const std::string& item : splitTop(list, ',')) v.insert(cgt::Game::parse(item).id());
    return v;
}

std::set<cgt::GameId> optionValues(const Strip& s, Player p) {
    std::set<cgt::GameId> v;
    for (const Position& o : snodgrass::options(s, p)) v.insert(value(o).id());
    return v;
}

std::string shownOptionValues(const Strip& s, Player p) {
    std::set<std::string> shown;
    for (const Position& o : snodgrass::options(s, p)) shown.insert(value(o).str());
    std::string t;
    for (const auto& x : shown) t += (t.empty() ? "" : ", ") + x;
    return t;
}

std::set<Position> renamedOptions(const Strip& s, Player p) {
    std::set<Position> renamed;
    for (const Position& o : snodgrass::options(s, p)) renamed.insert(snodgrass::symmetric(o));
    return renamed;
}

Judgement compareOptionValues(const Strip& s, const std::string& name, const std::string& written) {
    auto [left, right] = optionListSides(written);
    if (listedValues(left) == optionValues(s, Player::Left) && listedValues(right) == optionValues(s, Player::Right))
        return Judgement::pass();
    return Judgement::fail(name + " = " + written, "{" + shownOptionValues(s, Player::Left) + " | " +
                                                       shownOptionValues(s, Player::Right) + "}");
}

std::vector<cgt::Game> domineeringComponents() {
    return {cgt::Game::parse("{1|-1}"), cgt::Game::parse("{0|0}"), cgt::Game::parse("{0|-1}"), cgt::Game::parse("3/2")};
}

const std::vector<std::vector<PlayedLine>>& domineeringPlays() {
    static const std::vector<std::vector<PlayedLine>> plays{
        {{true, "{0|0} + {0|-1} + 5/2"}, {false, "{0|0} + 3/2"}, {true, "3/2"}},
        {{false, "{0|0} + {0|-1} + 1/2"}, {true, "{0|0} + 1/2"}, {false, "1/2"}}};
    return plays;
}

std::vector<std::pair<cgt::Game, std::vector<cgt::Game>>> movesInSum(const std::vector<cgt::Game>& components,
                                                                     bool left) {
    std::vector<std::pair<cgt::Game, std::vector<cgt::Game>>> moves;
    for (std::size_t i = 0; i < components.size(); ++i)
        for (const cgt::Game& o : left ? components[i].left() : components[i].right()) {
            auto next = components;
            next[i] = o;
            cgt::Game total;
            for (const cgt::Game& c : next) total += c;
            moves.push_back({total, next});
        }
    return moves;
}

Property<Written> writtenLines(std::string what, std::vector<Written> lines,
                               std::function<Judgement(const Strip&, const Written&)> judge) {
    auto stripOf = [](const Written& w) { return snodgrass::parsePosition(w.position).at(0); };
    // by hand: a line is an option list "{a, b | c}" as written, judged against its strip; the builders judge one value
    return {listed<Written>(
                std::move(what), std::move(lines), [stripOf](const Written& w) { return stripOf(w).length; },
                [](const Written& w) { return w.position; }),
            [stripOf, judge](const Written& w) { return judge(stripOf(w), w); }};
}

}  // namespace gameaudit::snodgrass1979
