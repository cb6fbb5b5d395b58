// The board domain (api/board.hpp): notation, enumeration up to symmetry (counted independently
// by Burnside's lemma), random boards that shrink, and regions as components (a sum valued part
// by part equals the whole board searched as one position).
#include <catch2/catch.hpp>
#include <rapidcheck.h>
#include <rapidcheck/shrinkable/Operations.h>

#include <algorithm>
#include <map>
#include <set>

#include "examples/boards/games.hpp"

using namespace gameaudit;

namespace {

std::uint64_t power(std::uint64_t k, std::int64_t e) {
    std::uint64_t p = 1;
    while (e-- > 0) p *= k;
    return p;
}

// Burnside's lemma: the classes of r×c boards of k cell states (and of c×r ones under Dihedral)
// are the average number of boards each symmetry fixes, from the cycles it makes of the cells.
std::uint64_t classes(std::int64_t r, std::int64_t c, std::uint64_t k, Symmetry s) {
    const std::int64_t n = r * c;
    if (s == Symmetry::None) return power(k, n);
    const std::uint64_t mirror = power(k, n) + power(k, r * ((c + 1) / 2)) + power(k, c * ((r + 1) / 2)) + power(k, (n + 1) / 2);
    if (s == Symmetry::Mirror) return mirror / 4;
    if (r != c) return mirror / 4;  // r×c and c×r together: 2·mirror boards fixed over 8 maps
    // Square: the four above, two transposes (cycles on the diagonal and pairs), two quarter turns.
    return (mirror + 2 * power(k, r * (r + 1) / 2) + 2 * power(k, (n + 3) / 4)) / 8;
}

std::uint64_t burnside(std::int64_t n, std::uint64_t k, Symmetry s, bool strips) {
    std::uint64_t total = 0;
    for (std::int64_t r = 1; r <= (strips ? 1 : n); ++r)
        if (n % r == 0 && (s != Symmetry::Dihedral || r <= n / r)) total += classes(r, n / r, k, s);
    return total;
}

}  // namespace

TEST_CASE("boards are read and written in MCGS's notation and as pictures", "[boards]") {
    const Domain<Board> d = boards(boardgames::clobberBoards);
    const Board b = d.parse("XO.|.OX");
    CHECK(b == Board{2, 3, "XO..OX"});
    CHECK(d.show(b) == "XO.|.OX");
    CHECK(board::picture(b) == "XO.\n.OX\n");
    CHECK(d.parse(board::picture(b)) == b);
    CHECK(d.parse("  XO. | .OX \n") == b);
    CHECK(d.contains(b));
    for (const char* bad : {"", "XO|X", "XA", "X||O", "XO|"}) {
        INFO(bad);
        CHECK_THROWS_AS(d.parse(bad), InputError);
    }
    CHECK_THROWS_WITH(d.parse("XO|OA"), Catch::Contains("the cell 'A' is not one of this game's"));
    CHECK_THROWS_WITH(d.parse("XO|X"), Catch::Contains("row 2 has 1 cells, row 1 has 2"));
    const Domain<Board> strips = boards(boardgames::pinRows);
    CHECK(strips.parse("XX.X") == Board{1, 4, "XX.X"});
    CHECK_THROWS_WITH(strips.parse("XX|XX"), Catch::Contains("2 rows"));
    CHECK(!strips.contains(Board{2, 1, "XX"}));
}

TEST_CASE("the enumeration visits one board per symmetry class by increasing size", "[boards]") {
    struct Kind {
        BoardKind kind;
        std::int64_t bound;
    };
    for (const Kind& k : {Kind{boardgames::domineeringBoards, 10}, Kind{boardgames::clobberBoards, 7}, Kind{boardgames::dominoRows, 6},
                          Kind{boardgames::pinRows, 12}, Kind{{".X", Symmetry::None}, 8}, Kind{{".X", Symmetry::Dihedral}, 12}}) {
        INFO(boards(k.kind).description);
        std::map<std::int64_t, std::uint64_t> count;
        std::set<Board> seen;
        std::int64_t last = 0;
        boards(k.kind).enumerate(k.bound, [&](const Board& b) {
            CHECK(b.cells.size() >= static_cast<std::size_t>(last));
            last = static_cast<std::int64_t>(b.cells.size());
            ++count[last];
            CHECK(seen.insert(b).second);
            for (int which = 0; which < (k.kind.symmetry == Symmetry::Mirror ? 4 : k.kind.symmetry == Symmetry::Dihedral ? 8 : 1); ++which)
                CHECK(seen.count(board::image(b, which)) == (board::image(b, which) == b ? 1u : 0u));
            return true;
        });
        for (std::int64_t n = 1; n <= k.bound; ++n) {
            INFO("size " << n);
            CHECK(count[n] == burnside(n, k.kind.cells.size(), k.kind.symmetry, k.kind.strips));
        }
    }
    CHECK(burnside(4, 2, Symmetry::Dihedral, false) == 10 + 6);  // 1×4: 10 strips up to reversal; 2×2: 6
}

TEST_CASE("random boards have the sizes asked and shrink to fewer cells then to blank ones", "[boards]") {
    const Domain<Board> d = boards(boardgames::clobberBoards);
    const auto gen = d.random(12, 30);
    for (int seed = 0; seed < 20; ++seed) {
        const auto shrinkable = gen(rc::Random(seed), 50);
        const Board b = shrinkable.value();
        CHECK(d.contains(b));
        CHECK((12 <= b.cells.size() && b.cells.size() <= 30));
        // The least board with two stones of which one is white, as a failing case shrinks.
        auto twoStones = [](const Board& x) {
            return std::count_if(x.cells.begin(), x.cells.end(), [](char c) { return c != '.'; }) >= 2 &&
                   x.cells.find('O') != std::string::npos;
        };
        if (!twoStones(b)) continue;
        const Board least = rc::shrinkable::findLocalMin(shrinkable, twoStones).first;
        INFO(board::show(b) << " shrinks to " << board::show(least));
        CHECK(least.cells.size() == 12);
        CHECK(least.rows == 1);
        CHECK(std::count(least.cells.begin(), least.cells.end(), '.') == 10);
    }
}

TEST_CASE("regions are the independent parts of a board each in its least form", "[boards]") {
    const Board b = board::parse("..#X|O##.|#X..", ".XO#");
    const auto parts = board::regions(b, '#');
    REQUIRE(parts.size() == 2);
    CHECK(board::show(parts[0]) == "..|O#");
    CHECK(board::show(parts[1]) == "##X|##.|X..");  // the other region's cell (0, 1) is blank here
    CHECK(board::regions(board::parse("X.|.X", ".X"), '.').size() == 2);  // diagonal cells are apart
    CHECK(board::regions(board::parse("..", ".X"), '.').empty());
    CHECK(board::show(board::beside({board::parse("X|X", ".X"), board::parse("XX", ".X")}, '.')) == "X.XX|X...");
    // Under the symmetry, a region is the least of its images: a Clobber 'XO' is an 'OX'.
    CHECK(board::show(board::regions(board::parse(".XO", ".XO"), '.', Symmetry::Dihedral)[0]) == "OX");
    CHECK(board::show(board::regions(board::parse("O|X", ".XO"), '.', Symmetry::Dihedral)[0]) == "OX");
    CHECK(board::show(board::regions(board::parse("O|X", ".XO"), '.', Symmetry::Mirror)[0]) == "O|X");
}

TEST_CASE("a board valued region by region has the value of the whole board", "[boards]") {
    const PartizanGame<Board> wholeDomineering{"whole", boards(boardgames::domineeringBoards), boardgames::vertical, boardgames::horizontal};
    const PartizanGame<Board> wholeClobber{"whole", boards(boardgames::clobberBoards), boardgames::blackClobbers, boardgames::whiteClobbers};
    const PartizanGame<Board> wholeDominoes{"whole", boards(boardgames::dominoRows), boardgames::blackTopples, boardgames::whiteTopples};
    const ImpartialGame<Board> wholeKayles{"whole", boards(boardgames::pinRows), boardgames::knockDowns};
    const ImpartialGame<Board> wholeCram{"whole", boards(boardgames::domineeringBoards), boardgames::eitherMove<boardgames::vertical, boardgames::horizontal>};
    int sums = 0;
    auto compare = [&sums](const auto& split, const auto& whole, char blank) {
        return [&split, &whole, &sums, blank](const Board& b) {
            INFO(board::show(b));
            if constexpr (requires { split.value(b); }) CHECK(split.value(b) == whole.value(b));
            else CHECK(split.grundy(b) == whole.grundy(b));
            sums += board::regions(b, blank).size() > 1;
            return true;
        };
    };
    boards(boardgames::domineeringBoards).enumerate(12, compare(boardgames::domineering, wholeDomineering, '#'));
    boards(boardgames::domineeringBoards).enumerate(10, compare(boardgames::cram, wholeCram, '#'));
    boards(boardgames::clobberBoards).enumerate(8, compare(boardgames::clobber, wholeClobber, '.'));
    boards(boardgames::dominoRows).enumerate(7, compare(boardgames::topplingDominoes, wholeDominoes, '.'));
    boards(boardgames::pinRows).enumerate(16, compare(boardgames::kayles, wholeKayles, '.'));
    CHECK(sums > 1000);
}

TEST_CASE("the symmetries keep the value: reflections for Domineering and all eight for Clobber", "[boards]") {
    boards(boardgames::domineeringBoards).enumerate(9, [](const Board& b) {
        INFO(board::show(b));
        for (int which = 1; which < 4; ++which) CHECK(boardgames::domineering.value(board::image(b, which)) == boardgames::domineering.value(b));
        CHECK(boardgames::domineering.value(board::image(b, 4)) == -boardgames::domineering.value(b));  // a quarter turn swaps the players
        return true;
    });
    boards(boardgames::clobberBoards).enumerate(6, [](const Board& b) {
        INFO(board::show(b));
        for (int which = 1; which < 8; ++which) CHECK(boardgames::clobber.value(board::image(b, which)) == boardgames::clobber.value(b));
        return true;
    });
}
