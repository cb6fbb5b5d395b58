#include "properties/chen_gasarch/formulas.hpp"

#include <algorithm>

namespace gameaudit::chen_gasarch {

StaircaseVerdict staircaseVerdict(const StaircasePart& p, const Game& g, bool explain) {
    const CashOracle& o = solved(g.a, g.n, false);
    const std::int64_t m1 = theorem43M(Player::One, g.n), m2 = theorem43M(Player::Two, g.n);
    const std::int64_t u1 = o.upperByDefinition(Player::One, g.n), u2 = o.upperByDefinition(Player::Two, g.n);
    auto plus = [](const char* what, std::int64_t k) {
        return std::string(what) + (k >= 0 ? " + " : " - ") + std::to_string(k >= 0 ? k : -k);
    };
    auto verdict = [explain](int winner, auto row) { return StaircaseVerdict{winner, explain ? row() : std::string()}; };
    if (g.d >= u1 - p.endD) {
        if (!p.endE) return verdict(1, [&] { return p.name + ", row d >= " + plus("U1(n)", -p.endD); });
        return verdict(g.e < u2 - *p.endE ? 1 : 2, [&] {
            return p.name + ", row d >= " + plus("U1(n)", -p.endD) + (g.e < u2 - *p.endE ? ", e < " : ", e >= ") +
                   plus("U2(n)", -*p.endE);
        });
    }
    if (g.d < m1 + p.floor) return verdict(2, [&] { return p.name + ", row d < " + plus("M1(n)", p.floor); });
    if (g.d < m1 + p.start) return {0, ""};
    const std::int64_t k = (g.d - m1 - p.start) / p.width;
    const std::int64_t threshold = p.eStart + p.width * k;
    return verdict(g.e < m2 + threshold ? 1 : 2, [&] {
        return p.name + ", row k = " + std::to_string(k) + ": " + plus("M1(n)", p.start + p.width * k) + " <= d < " +
               plus("M1(n)", p.start + p.width * (k + 1)) + (g.e < m2 + threshold ? ", e < " : ", e >= ") +
               plus("M2(n)", threshold);
    });
}

namespace {

std::vector<std::int64_t> range(std::int64_t from, std::int64_t to, std::int64_t step = 2) {
    std::vector<std::int64_t> v;
    for (std::int64_t x = from; x <= to; x += step) v.push_back(x);
    return v;
}

std::vector<std::int64_t> join(std::vector<std::int64_t> a, const std::vector<std::int64_t>& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

}  // namespace

std::vector<StaircasePart> theorem63() {
    return {{"Theorem 6.3, part 1", {0}, 6, 0, 1, 0, 1, 1, 1},
            {"Theorem 6.3, part 2", {1, 5}, 6, 1, 1, 1, 1, 1, std::nullopt},
            {"Theorem 6.3, part 3", {2, 4}, 6, 0, 1, 0, 1, 1, std::nullopt},
            {"Theorem 6.3, part 4", {3}, 6, 1, 1, 1, 1, 1, 1}};
}

std::vector<StaircasePart> theorem64(std::int64_t l, bool firstRowsAsGeneral) {
    const std::int64_t m = 2 * l + 2, h = l / 2;
    // Parts 2 and 4 as printed: d < M1 + L - 1 -> 2, then steps from M1 + L - 1 with e threshold
    // M2 + 3L/2 - 2; the general row from k = 0 instead starts at M1 with threshold M2 + L/2 - 1.
    const std::int64_t oddFloor = firstRowsAsGeneral ? 0 : l - 1, oddStart = firstRowsAsGeneral ? 0 : l - 1;
    const std::int64_t oddE = firstRowsAsGeneral ? h - 1 : 3 * h - 2;
    return {{"Theorem 6.4, part 1", range(0, l - 2), m, h - 1, l - 1, h - 1, l - 1, l - 1, l - 1},
            {"Theorem 6.4, part 2", join(range(1, l - 1), {2 * l + 1}), m, oddFloor, l - 1, oddStart, oddE, l - 1,
             std::nullopt},
            {"Theorem 6.4, part 3", range(l, 2 * l), m, h - 1, l - 1, h - 1, l - 1, l - 1, std::nullopt},
            {"Theorem 6.4, part 4", range(l + 1, 2 * l - 1), m, oddFloor, l - 1, oddStart, oddE, l - 1, l - 1}};
}

std::vector<StaircasePart> theorem65() {
    return {{"Theorem 6.5, part 1", {0}, 4, 0, 1, 0, 1, 1, 1},
            {"Theorem 6.5, part 2", {1, 3}, 4, 1, 1, 1, 1, 1, std::nullopt},
            {"Theorem 6.5, part 3", {2}, 4, 0, 1, 0, 1, 1, std::nullopt}};
}

std::vector<StaircasePart> theorem66(std::int64_t l) {
    const std::int64_t h = l / 2;
    return {{"Theorem 6.6, part 1", join(range(0, l - 2), range(l + 2, 2 * l - 2)), 2 * l, h - 1, h, h - 1, h, h, h},
            {"Theorem 6.6, part 2", range(1, 2 * l - 1), 2 * l, 0, h, 0, h - 1, h, std::nullopt},
            {"Theorem 6.6, part 3", {l}, 2 * l, h - 1, h, h - 1, h, h, std::nullopt}};
}

std::vector<StaircasePart> theorem67(std::int64_t l) {
    const std::int64_t m = 4 * l + 2, h = (l - 1) / 2;
    return {{"Theorem 6.7, part 1", join(range(0, l - 1), range(3 * l + 3, 4 * l)), m, h, l, h, l, h, std::nullopt},
            {"Theorem 6.7, part 2", join(range(1, l), range(3 * l + 4, 4 * l + 1)), m, 0, l, 0, h, l, h},
            {"Theorem 6.7, part 3", {l + 1}, m, h, l, h, l, l, std::nullopt},
            {"Theorem 6.7, part 4", range(l + 2, 3 * l), m, 0, l, 0, h, h, std::nullopt},
            {"Theorem 6.7, part 5", range(l + 3, 3 * l + 1), m, h, l, h, l, l, h},
            {"Theorem 6.7, part 6", {3 * l + 2}, m, 0, l, 0, h, l, std::nullopt}};
}

const StaircasePart* partFor(const std::vector<StaircasePart>& parts, std::int64_t n) {
    for (const StaircasePart& p : parts)
        if (std::find(p.residues.begin(), p.residues.end(), n % p.modulus) != p.residues.end()) return &p;
    return nullptr;
}

}  // namespace gameaudit::chen_gasarch
