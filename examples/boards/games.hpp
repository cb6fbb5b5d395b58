// Domineering, Clobber, Toppling Dominoes and Kayles on boards (api/board.hpp): their rules
// only, as Winning Ways and CGSuite state them, and each game's impartial version (the union of
// both players' moves). Each splits a board into its independent regions (`components`), so a
// sum is valued part by part.
#pragma once
#include <vector>

#include "api/board.hpp"
#include "api/gameaudit.hpp"

namespace boardgames {

using gameaudit::Board;
using gameaudit::BoardKind;
using gameaudit::Symmetry;
using Moves = std::vector<Board> (*)(const Board&);

// A move's result cropped to the cells in play and in the least of its symmetric forms (a board
// of the same value), so that a game solves few positions (see board::normalised).
inline Board tidy(const Board& b, const BoardKind& kind) { return gameaudit::board::normalised(b, kind.cells[0], kind.symmetry); }

// Every move of either player: a game's impartial version.
template <Moves Left, Moves Right>
std::vector<Board> eitherMove(const Board& b) {
    std::vector<Board> out = Left(b);
    for (Board& o : Right(b)) out.push_back(std::move(o));
    return out;
}

// Domineering: a player covers two adjacent empty cells ('.') with a domino, Left (Black)
// vertically, Right (White) horizontally; covered cells are blocked ('#'). A reflection keeps
// each player's dominoes; a quarter turn would swap the players.
inline const BoardKind domineeringBoards{"#.", Symmetry::Mirror};
inline std::vector<Board> dominoes(const Board& b, int dr, int dc) {
    std::vector<Board> out;
    for (int r = 0; r < b.rows; ++r)
        for (int c = 0; c < b.cols; ++c)
            if (b.inside(r + dr, c + dc) && b.at(r, c) == '.' && b.at(r + dr, c + dc) == '.') {
                Board next = b;
                next.at(r, c) = next.at(r + dr, c + dc) = '#';
                out.push_back(tidy(next, domineeringBoards));
            }
    return out;
}
inline std::vector<Board> vertical(const Board& b) { return dominoes(b, 1, 0); }
inline std::vector<Board> horizontal(const Board& b) { return dominoes(b, 0, 1); }
inline std::vector<Board> emptyRegions(const Board& b) { return gameaudit::board::regions(b, '#', Symmetry::Mirror); }

inline const gameaudit::PartizanGame<Board> domineering{"domineering", gameaudit::boards(domineeringBoards), vertical,
                                                        horizontal, emptyRegions};
// Impartial Domineering (Cram): either player places a domino either way.
inline const gameaudit::ImpartialGame<Board> cram{"cram", gameaudit::boards(domineeringBoards),
                                                  eitherMove<vertical, horizontal>, emptyRegions};

// Clobber: a player moves one of their stones (Left 'X', Right 'O') onto an orthogonally adjacent
// stone of the other colour, which is removed; the cell left becomes empty ('.').
inline const BoardKind clobberBoards{".XO", Symmetry::Dihedral};
inline std::vector<Board> clobbers(const Board& b, char mine, char theirs) {
    std::vector<Board> out;
    for (int r = 0; r < b.rows; ++r)
        for (int c = 0; c < b.cols; ++c)
            if (b.at(r, c) == mine)
                for (auto [dr, dc] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}})
                    if (b.inside(r + dr, c + dc) && b.at(r + dr, c + dc) == theirs) {
                        Board next = b;
                        next.at(r, c) = '.';
                        next.at(r + dr, c + dc) = mine;
                        out.push_back(tidy(next, clobberBoards));
                    }
    return out;
}
inline std::vector<Board> blackClobbers(const Board& b) { return clobbers(b, 'X', 'O'); }
inline std::vector<Board> whiteClobbers(const Board& b) { return clobbers(b, 'O', 'X'); }
inline std::vector<Board> stoneRegions(const Board& b) { return gameaudit::board::regions(b, '.', Symmetry::Dihedral); }

inline const gameaudit::PartizanGame<Board> clobber{"clobber", gameaudit::boards(clobberBoards), blackClobbers,
                                                    whiteClobbers, stoneRegions};
inline const gameaudit::ImpartialGame<Board> impartialClobber{"impartial-clobber", gameaudit::boards(clobberBoards),
                                                              eitherMove<blackClobbers, whiteClobbers>, stoneRegions};

// Toppling Dominoes: a row of dominoes, Left's 'X' (black), Right's 'O' (white) and grey '#'
// (either player's); a player topples one of theirs to the left or to the right, and it knocks
// over every domino beyond it that way, to the end of the row ('.' is no domino: a row ends there).
inline const BoardKind dominoRows{".XO#", Symmetry::Mirror, true};
inline std::vector<Board> topples(const Board& b, char mine) {
    std::vector<Board> out;
    for (int i = 0; i < b.cols; ++i)
        if (b.cells[i] == mine || b.cells[i] == '#')
            for (int step : {-1, 1}) {
                Board next = b;
                for (int j = i; 0 <= j && j < b.cols && next.cells[j] != '.'; j += step) next.cells[j] = '.';
                out.push_back(tidy(next, dominoRows));
            }
    return out;
}
inline std::vector<Board> blackTopples(const Board& b) { return topples(b, 'X'); }
inline std::vector<Board> whiteTopples(const Board& b) { return topples(b, 'O'); }
inline std::vector<Board> rowsOfDominoes(const Board& b) { return gameaudit::board::regions(b, '.', Symmetry::Mirror); }

inline const gameaudit::PartizanGame<Board> topplingDominoes{"toppling-dominoes", gameaudit::boards(dominoRows),
                                                             blackTopples, whiteTopples, rowsOfDominoes};
inline const gameaudit::ImpartialGame<Board> impartialTopplingDominoes{
    "impartial-toppling-dominoes", gameaudit::boards(dominoRows), eitherMove<blackTopples, whiteTopples>, rowsOfDominoes};

// Kayles: a row of pins ('X'; '.' a pin knocked down); a player knocks down one pin or two
// adjacent ones.
inline const BoardKind pinRows{".X", Symmetry::Mirror, true};
inline std::vector<Board> knockDowns(const Board& b) {
    std::vector<Board> out;
    for (int i = 0; i < b.cols; ++i)
        for (int width : {1, 2})
            if (i + width <= b.cols && b.cells.compare(i, width, std::string(width, 'X')) == 0) {
                Board next = b;
                next.cells.replace(i, width, width, '.');
                out.push_back(tidy(next, pinRows));
            }
    return out;
}
inline std::vector<Board> rowsOfPins(const Board& b) { return gameaudit::board::regions(b, '.', Symmetry::Mirror); }

inline const gameaudit::ImpartialGame<Board> kayles{"kayles", gameaudit::boards(pinRows), knockDowns, rowsOfPins};

}  // namespace boardgames
