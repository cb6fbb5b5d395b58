#include "models/snodgrass/chapter_one.hpp"

#include "core/run_control.hpp"

#include <map>

#include "core/errors.hpp"
#include "core/outcome.hpp"

namespace gameaudit::snodgrass {

cgt::Game nimHeap(unsigned n) {
    std::vector<cgt::Game> smaller;
    for (unsigned k = 0; k < n; ++k) smaller.push_back(nimHeap(k));
    return cgt::Game::of(smaller, smaller);
}

std::vector<std::pair<int, int>> kaylesMoves(int n) {
    std::vector<std::pair<int, int>> v;
    for (int taken = 1; taken <= 2 && taken <= n; ++taken)
        for (int a = 0; a <= (n - taken) / 2; ++a) v.push_back({a, n - taken - a});
    return v;
}

cgt::Game kaylesRow(int n) {
    static std::vector<cgt::Game> memo;
    while (static_cast<int>(memo.size()) <= n) {
        std::vector<cgt::Game> opts;
        for (auto [a, b] : kaylesMoves(static_cast<int>(memo.size()))) opts.push_back(memo[a] + memo[b]);
        memo.push_back(cgt::Game::of(opts, opts));
    }
    return memo[n];
}

std::vector<unsigned> kaylesGrundy(std::int64_t n) {
    requireMemory("the Kayles Grundy values up to " + std::to_string(n),
                  static_cast<double>(saturatingAdd(n, 1)) * sizeof(unsigned));
    std::vector<unsigned> g;
    for (std::int64_t m = 0; m <= n; ++m) {
        checkpoint("preparing Kayles values", static_cast<std::uint64_t>(m) + 1);
        std::vector<unsigned> reachable;
        for (auto [a, b] : kaylesMoves(static_cast<int>(m))) reachable.push_back(g[a] ^ g[b]);
        g.push_back(mex(std::move(reachable)));
    }
    return g;
}

DomineeringBoard parseDomineeringBoard(std::string_view text) {
    DomineeringBoard b;
    std::vector<std::string> rows(1);
    for (char c : text) {
        if (c == '/') rows.emplace_back();
        else if (c == '#' || c == '.') rows.back() += c;
        else if (c != ' ')
            throw InputError("malformed Domineering board \"" + std::string(text) + "\": unexpected '" +
                             std::string(1, c) + "' (use '#' for a square, '.' for none, '/' between rows)");
    }
    b.rows = static_cast<int>(rows.size());
    b.cols = static_cast<int>(rows[0].size());
    for (const auto& r : rows)
        if (static_cast<int>(r.size()) != b.cols || r.empty())
            throw InputError("malformed Domineering board \"" + std::string(text) + "\": rows must be non-empty and equally long");
    if (b.rows * b.cols > 64) throw InputError("Domineering board \"" + std::string(text) + "\" has more than 64 cells");
    for (int r = 0; r < b.rows; ++r)
        for (int c = 0; c < b.cols; ++c)
            if (rows[r][c] == '#') b.cells |= std::uint64_t(1) << (r * b.cols + c);
    return b;
}

std::string show(const DomineeringBoard& b) {
    std::string s;
    for (int r = 0; r < b.rows; ++r) {
        if (r) s += '/';
        for (int c = 0; c < b.cols; ++c) s += (b.cells >> (r * b.cols + c) & 1) ? '#' : '.';
    }
    return s;
}

std::vector<DomineeringBoard> domineeringOptions(const DomineeringBoard& b, bool left) {
    std::vector<DomineeringBoard> v;
    for (int r = 0; r < b.rows; ++r)
        for (int c = 0; c < b.cols; ++c) {
            int r2 = left ? r + 1 : r, c2 = left ? c : c + 1;  // Left vertical, Right horizontal
            if (r2 >= b.rows || c2 >= b.cols) continue;
            std::uint64_t two = (std::uint64_t(1) << (r * b.cols + c)) | (std::uint64_t(1) << (r2 * b.cols + c2));
            if ((b.cells & two) == two) v.push_back({b.rows, b.cols, b.cells & ~two});
        }
    return v;
}

cgt::Game domineering(const DomineeringBoard& b) {
    static std::map<std::tuple<int, int, std::uint64_t>, cgt::Game> memo;
    auto key = std::make_tuple(b.rows, b.cols, b.cells);
    if (auto it = memo.find(key); it != memo.end()) return it->second;
    std::vector<cgt::Game> L, R;
    for (const DomineeringBoard& o : domineeringOptions(b, true)) L.push_back(domineering(o));
    for (const DomineeringBoard& o : domineeringOptions(b, false)) R.push_back(domineering(o));
    cgt::Game g = cgt::Game::of(L, R);
    memo.emplace(key, g);
    return g;
}

}  // namespace gameaudit::snodgrass
