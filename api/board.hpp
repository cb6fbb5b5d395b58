#pragma once
// Boards: small rectangular grids and 1×n strips of cells, each cell one character of the game's
// alphabet (e.g. '.' empty, 'X' black/Left, 'O' white/Right, '#' blocked), written as MCGS and
// CGSuite write them, rows separated by '|': "..#.|....". A game on boards gives its rules only;
// this file gives its positions (enumeration by cells up to the game's symmetry, random boards
// that shrink, parse and print) and `regions`, the independent parts a move never crosses, for
// the `components` of ImpartialGame and PartizanGame (api/game.hpp), so a sum is valued part by part.
#include <algorithm>
#include <compare>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <rapidcheck.h>

#include "core/domain.hpp"
#include "core/errors.hpp"
#include "core/notation.hpp"

namespace gameaudit {

struct Board {
    int rows = 0, cols = 0;
    std::string cells;  // row by row

    char at(int r, int c) const { return cells[static_cast<std::size_t>(r * cols + c)]; }
    char& at(int r, int c) { return cells[static_cast<std::size_t>(r * cols + c)]; }
    bool inside(int r, int c) const { return 0 <= r && r < rows && 0 <= c && c < cols; }
    auto operator<=>(const Board&) const = default;  // by rows, columns, then cells
};

}  // namespace gameaudit

template <>
struct std::hash<gameaudit::Board> {
    std::size_t operator()(const gameaudit::Board& b) const noexcept {
        return std::hash<std::string>{}(b.cells) * 31 + static_cast<std::size_t>(b.cols);
    }
};

namespace gameaudit {

// The maps of a board that a game's rules do not see.
enum class Symmetry {
    None,
    Mirror,    // left-right and up-down reflections and the half turn (a strip: its reversal), e.g.
               // Domineering, where a quarter turn swaps the players
    Dihedral,  // the eight: Mirror's, the quarter turns and both transposes, e.g. Clobber
};

namespace board {

// MCGS's notation: rows separated by '|'.
inline std::string show(const Board& b) {
    std::string s;
    for (int r = 0; r < b.rows; ++r) s += (r ? "|" : "") + b.cells.substr(static_cast<std::size_t>(r * b.cols), b.cols);
    return s;
}

// The plain picture: one row per line.
inline std::string picture(const Board& b) {
    std::string s;
    for (int r = 0; r < b.rows; ++r) s += b.cells.substr(static_cast<std::size_t>(r * b.cols), b.cols) + "\n";
    return s;
}

// Reads either notation: rows separated by '|' or by line breaks, each row as many cells, every
// cell one of `alphabet`; spaces around rows are ignored. Throws InputError saying what is wrong.
inline Board parse(std::string_view text, std::string_view alphabet, bool strip = false) {
    const std::string expected = std::string(strip ? "one row" : "rows separated by '|'") + " of the cells '" +
                                 std::string(alphabet) + "'";
    auto fail = [&](const std::string& why) {
        throw InputError("cannot read " + notation::quoted(text) + " as a board: " + why + " (expected " + expected + ")");
    };
    if (text.size() > notation::kMaxChars) fail("longer than " + std::to_string(notation::kMaxChars) + " characters");
    auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
    while (!text.empty() && (blank(text.front()) || text.front() == '\n')) text.remove_prefix(1);
    while (!text.empty() && (blank(text.back()) || text.back() == '\n')) text.remove_suffix(1);
    Board b;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find_first_of("|\n", start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view row = text.substr(start, end - start);
        while (!row.empty() && blank(row.front())) row.remove_prefix(1);
        while (!row.empty() && blank(row.back())) row.remove_suffix(1);
        if (row.empty()) fail("an empty row");
        for (char c : row)
            if (alphabet.find(c) == std::string_view::npos)
                fail("the cell " + notation::quoted(std::string(1, c)) + " is not one of this game's");
        if (b.rows > 0 && static_cast<int>(row.size()) != b.cols)
            fail("row " + std::to_string(b.rows + 1) + " has " + std::to_string(row.size()) + " cells, row 1 has " +
                 std::to_string(b.cols));
        b.cols = static_cast<int>(row.size());
        b.cells += row;
        ++b.rows;
        start = end + 1;
    }
    if (strip && b.rows != 1) fail(std::to_string(b.rows) + " rows");
    return b;
}

// The board mapped by one of the eight symmetries of a rectangle: rows reversed, columns
// reversed, then transposed, as the three bits of `which` say.
inline Board image(const Board& b, int which) {
    const bool flipRows = which & 1, flipCols = which & 2, transpose = which & 4;
    Board out{transpose ? b.cols : b.rows, transpose ? b.rows : b.cols, b.cells};
    for (int r = 0; r < b.rows; ++r)
        for (int c = 0; c < b.cols; ++c) {
            int r2 = flipRows ? b.rows - 1 - r : r, c2 = flipCols ? b.cols - 1 - c : c;
            if (transpose) std::swap(r2, c2);
            out.at(r2, c2) = b.at(r, c);
        }
    return out;
}

// The least of the board's images under the symmetry (fewest rows first): one board per class.
inline Board canonical(const Board& b, Symmetry symmetry) {
    const int maps = symmetry == Symmetry::None ? 1 : symmetry == Symmetry::Mirror ? 4 : 8;
    Board least = b;
    for (int which = 1; which < maps; ++which) least = std::min(least, image(b, which));
    return least;
}

// The board cropped to its cells other than `blank` (one blank cell if it has none), then the
// least of its images: the same game when blank cells take no part in play and the rules have
// the symmetry, so a game whose moves leave boards in this form solves fewer positions.
inline Board normalised(const Board& b, char blank, Symmetry symmetry = Symmetry::None) {
    int top = b.rows, bottom = -1, left = b.cols, right = -1;
    for (int r = 0; r < b.rows; ++r)
        for (int c = 0; c < b.cols; ++c)
            if (b.at(r, c) != blank)
                top = std::min(top, r), bottom = std::max(bottom, r), left = std::min(left, c), right = std::max(right, c);
    if (bottom < 0) return Board{1, 1, std::string(1, blank)};
    Board out{bottom - top + 1, right - left + 1, {}};
    for (int r = top; r <= bottom; ++r) out.cells += b.cells.substr(static_cast<std::size_t>(r * b.cols + left), out.cols);
    return canonical(out, symmetry);
}

// The independent regions of a board: the 4-connected sets of cells other than `blank`, each
// on its own bounding box with every other cell blank, in canonical form under the symmetry.
// Valid as a game's components when no move joins two regions (a move reaches orthogonal
// neighbours only and never turns a blank cell into another).
inline std::vector<Board> regions(const Board& b, char blank, Symmetry symmetry = Symmetry::None) {
    std::vector<Board> parts;
    std::vector<int> seen(b.cells.size(), 0), stack;
    for (int start = 0; start < static_cast<int>(b.cells.size()); ++start) {
        if (seen[start] || b.cells[start] == blank) continue;
        std::vector<int> region;
        seen[start] = 1;
        stack.push_back(start);
        int top = b.rows, bottom = 0, left = b.cols, right = 0;
        while (!stack.empty()) {
            const int at = stack.back();
            stack.pop_back();
            region.push_back(at);
            const int r = at / b.cols, c = at % b.cols;
            top = std::min(top, r), bottom = std::max(bottom, r), left = std::min(left, c), right = std::max(right, c);
            for (auto [dr, dc] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
                const int next = (r + dr) * b.cols + c + dc;
                if (b.inside(r + dr, c + dc) && !seen[next] && b.cells[next] != blank) {
                    seen[next] = 1;
                    stack.push_back(next);
                }
            }
        }
        Board part{bottom - top + 1, right - left + 1, {}};
        part.cells.assign(static_cast<std::size_t>(part.rows * part.cols), blank);
        for (int at : region) part.at(at / b.cols - top, at % b.cols - left) = b.cells[at];
        parts.push_back(canonical(part, symmetry));
    }
    std::sort(parts.begin(), parts.end());
    return parts;
}

// The boards side by side, a blank column between them and blank below the shorter ones: one
// board whose regions are theirs, i.e. their disjunctive sum.
inline Board beside(const std::vector<Board>& boards, char blank) {
    Board out;
    for (const Board& b : boards) out.rows = std::max(out.rows, b.rows);
    for (const Board& b : boards) out.cols += b.cols + (out.cols ? 1 : 0);
    out.cells.assign(static_cast<std::size_t>(out.rows * out.cols), blank);
    int left = 0;
    for (const Board& b : boards) {
        for (int r = 0; r < b.rows; ++r)
            for (int c = 0; c < b.cols; ++c) out.at(r, left + c) = b.at(r, c);
        left += b.cols + 1;
    }
    return out;
}

}  // namespace board

// What a game's boards are: their cells, whether they are strips, and the symmetry of its rules.
struct BoardKind {
    std::string cells;  // the cell states, the blank first: what `regions` skips, random boards shrink to
    Symmetry symmetry = Symmetry::None;
    bool strips = false;  // 1×n rows only
};

// The boards of a kind, any shape of at least one cell; a board's size is its number of cells.
// The enumeration visits one board per class of the kind's symmetry (the least, board::canonical),
// by increasing size, so it suits statements that the symmetry keeps (values, outcomes);
// random boards shrink toward fewer cells, then toward blank cells.
inline Domain<Board> boards(const BoardKind& kind) {
    Domain<Board> d;
    const char* symmetry = kind.symmetry == Symmetry::None       ? ""
                           : kind.symmetry == Symmetry::Mirror   ? ", enumerated up to reflections"
                                                                 : ", enumerated up to rotations and reflections";
    d.description = std::string(kind.strips ? "strips" : "boards") + " of the cells '" + kind.cells + "'" +
                    (kind.strips ? "" : " (rows separated by '|')") + symmetry;
    d.size = [](const Board& b) { return static_cast<std::int64_t>(b.cells.size()); };
    d.contains = [kind](const Board& b) {
        return b.rows >= 1 && b.cols >= 1 && (!kind.strips || b.rows == 1) &&
               b.cells.size() == static_cast<std::size_t>(b.rows) * static_cast<std::size_t>(b.cols) &&
               b.cells.find_first_not_of(kind.cells) == std::string::npos;
    };
    d.enumerate = [kind](std::int64_t bound, const Visitor<Board>& visit) {
        const int k = static_cast<int>(kind.cells.size());
        for (std::int64_t n = 1; n <= bound; ++n)
            for (std::int64_t rows = 1; rows <= (kind.strips ? 1 : n); ++rows) {
                if (n % rows) continue;
                Board b{static_cast<int>(rows), static_cast<int>(n / rows), std::string(n, kind.cells[0])};
                std::vector<int> digit(n, 0);  // counts through every filling
                while (true) {
                    if (board::canonical(b, kind.symmetry) == b && !visit(b)) return;
                    std::int64_t i = n - 1;
                    while (i >= 0 && digit[i] == k - 1) digit[i] = 0, b.cells[i] = kind.cells[0], --i;
                    if (i < 0) break;
                    b.cells[i] = kind.cells[++digit[i]];
                }
            }
    };
    d.random = [kind](std::int64_t lo, std::int64_t hi) {
        // Indices from inRange, which shrinks toward 0: one row, then the blank cell.
        return rc::gen::mapcat(rc::gen::inRange<std::int64_t>(std::max<std::int64_t>(lo, 1), hi + 1), [kind](std::int64_t n) {
            std::vector<int> rows;
            for (int r = 1; r <= (kind.strips ? 1 : n); ++r)
                if (n % r == 0) rows.push_back(r);
            const int states = static_cast<int>(kind.cells.size());
            return rc::gen::apply(
                [n, rows, kind](std::size_t r, const std::vector<int>& cells) {
                    Board b{rows[r], static_cast<int>(n / rows[r]), {}};
                    for (int c : cells) b.cells += kind.cells[static_cast<std::size_t>(c)];
                    return b;
                },
                rc::gen::inRange<std::size_t>(0, rows.size()),
                rc::gen::container<std::vector<int>>(static_cast<std::size_t>(n), rc::gen::inRange(0, states)));
        });
    };
    d.show = board::show;
    d.parse = [kind](std::string_view text) { return board::parse(text, kind.cells, kind.strips); };
    return d;
}

}  // namespace gameaudit
