#include "properties/chen_gasarch/formulas.hpp"

namespace gameaudit::chen_gasarch {
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

}  // namespace gameaudit::chen_gasarch
