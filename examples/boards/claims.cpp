// Claims on the board games of games.hpp: values of families of boards, a sum's value against
// another model of the same rules, and a false conjecture pinned at its minimal counterexample.
#include "games.hpp"
using namespace gameaudit;
using namespace boardgames;

namespace {
// A 1×n row of cells all `cell`, for n >= 1 (a family's member k; nullopt for any other board).
Board row(std::int64_t n, char cell) { return Board{1, static_cast<int>(n), std::string(static_cast<std::size_t>(n), cell)}; }
std::optional<std::int64_t> rowLength(const Board& b, char cell) {
    if (b.rows != 1 || b.cells.find_first_not_of(cell) != std::string::npos) return std::nullopt;
    return b.cols;
}
}  // namespace

GAMEAUDIT_REGISTER(registry) {
    registry.add(domineering.solver("....|....|...."));  // `boards solve domineering '....|....|....'`
    registry.add(cram.solver("....|...."));
    registry.add(clobber.solver("XOX|OXO"));
    registry.add(impartialClobber.solver("XOX|OXO"));
    registry.add(topplingDominoes.solver("XXO#O"));
    registry.add(impartialTopplingDominoes.solver("XXO#O"));
    registry.add(kayles.solver("XXXX.XX"));

    // Right alone can play on a horizontal strip, and best leaves as few cells unusable as he can.
    auto strips = family(domineering, "1×n strips of empty cells, n >= 1", 1, [](std::int64_t n) { return row(n, '.'); },
                         [](const Board& b) { return rowLength(b, '.'); });
    registry.add(claim({.id = "boards/domineering-strip", .citation = "Winning Ways, ch. 5", .statement = "A 1×n Domineering strip is worth -⌊n/2⌋.", .bound = 30},
                       canonicalValue(domineering, strips, [](const Board& b) { return cgt::Game::integer(-(b.cols / 2)); })));

    // Each of Left's n dominoes is one move for her: toppling one leaves any shorter row.
    auto blackRows = family(topplingDominoes, "rows of n black dominoes, n >= 1", 1, [](std::int64_t n) { return row(n, 'X'); },
                            [](const Board& b) { return rowLength(b, 'X'); });
    registry.add(claim({.id = "boards/toppling-black-row", .citation = "Lessons in Play, ch. 2", .statement = "A row of n black dominoes is worth n.", .bound = 30},
                       canonicalValue(topplingDominoes, blackRows, [](const Board& b) { return cgt::Game::integer(b.cols); })));

    // Every strip of pins, up to reversal: its rows valued by the take-and-break code 0.77.
    const OctalGame octal{"kayles-octal", "K", "0.77"};
    registry.add(claim({.id = "boards/kayles-octal", .citation = "Winning Ways, ch. 4", .statement = "Kayles on a strip of pins has the nim-value of the octal game 0.77 on its rows.", .bound = 16},
                       grundyValue(kayles, kayles.positions(), [octal](const Board& b) {
                           unsigned g = 0;
                           for (const Board& r : board::regions(b, '.')) g ^= octal.grundy(r.cols);
                           return g;
                       })));

    // A false conjecture: in Clobber, a board with as many black as white stones is never won by
    // one player whoever starts (its outcome is N or P). Refuted at its minimal counterexample,
    // pinned there.
    auto balanced = clobber.positions().where(
        [](const Board& b) { return std::count(b.cells.begin(), b.cells.end(), 'X') == std::count(b.cells.begin(), b.cells.end(), 'O'); },
        "as many black stones as white ones");
    registry.add(claim({.id = "boards/clobber-balanced", .citation = "a false conjecture", .statement = "A Clobber board with as many black stones as white ones is not won by one player whoever starts.", .bound = 8, .expect = Expect::refutedAt("X.OOX")},
                       Property<Board>{balanced, [](const Board& b) {
                                           const Outcome o = clobber.outcome(b);
                                           if (o == Outcome::N || o == Outcome::P) return Judgement::pass();
                                           return Judgement::fail("N or P", std::string(name(o)), "value " + clobber.value(b).str());
                                       }}));
}
