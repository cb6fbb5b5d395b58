#include "properties/snodgrass1979/support.hpp"

#include <map>

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

std::string periodicityCertificate(int upTo) {
    static std::map<int, std::string> memo;
    if (auto it = memo.find(upTo); it != memo.end()) return it->second;
    std::string& result = memo[upTo];
    if (!snodgrass::valuesHavePeriod4(upTo)) return result = "";
    for (Type t : kTypes)
        for (int n = 1; n <= 9; ++n)
            if (value(strip(t, n)) != theoremValue(t, n)) return result = "";
    result =
        "the exact values of all 9 tintings (n, Rn, Bn, nR, nB, RnB, BnR, RnR, BnB) for n = 1..9 repeat with "
        "period 4 and match Theorem 1; for every tinting and 10 <= n <= " +
        std::to_string(upTo) +
        ", the model's options of the strip of length n, each reduced to (player, tints and lengths mod 4 of its "
        "strips), form the same set as those of length n - 4 -- and so for every n >= 10 by the rules' form: a counter "
        "on square i leaves lengths i-1 and n-i, whose residues are fixed by i mod 4 and n mod 4, and its legality "
        "depends only on whether i is an end square, while the inner squares 2..n-1 meet every residue once n >= 6. "
        "So by strong induction from n <= 9, every strip of length n >= 10 has the value of the strip of length n - 4";
    return result;
}

std::string periodicCertificate(const std::function<bool(int)>& holdsAt, const std::string& what) {
    if (periodicityCertificate().empty() || !snodgrass::holdsForEveryLength(holdsAt)) return "";
    return what + " was checked for n = 1..12 and depends only on the values and options of strips of length <= n, "
                  "which repeat with period 4 from n = 10 on (Theorem 1's periodicity certificate, see "
                  "snodgrass1979/thm1)";
}

}  // namespace gameaudit::snodgrass1979
