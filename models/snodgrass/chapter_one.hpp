#pragma once
// The textbook games of Snodgrass (1979), Chapter One, from their rules: Nim heaps, Kayles
// rows and Domineering boards, valued by the CGT engine (and Kayles also by Grundy numbers).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/game.hpp"

namespace gameaudit::snodgrass {

// A Nim heap of n beans: either player may take 1..n beans, {heaps n' < n | same}.
cgt::Game nimHeap(unsigned n);

// Kayles: a row of n pins; a move knocks down one pin or two adjacent ones, leaving rows
// of a and b pins with a + b = n - 1 or n - 2.
std::vector<std::pair<int, int>> kaylesMoves(int n);  // (a, b), a <= b
cgt::Game kaylesRow(int n);
// Grundy numbers of rows 0..n: G(n) = mex { G(a) xor G(b) }.
std::vector<unsigned> kaylesGrundy(std::int64_t n);  // refuses (InputError) a table beyond the memory limit

// Domineering on a board of at most 64 squares: Left places vertical dominoes, Right
// horizontal ones. Boards are written row by row, top row first, rows separated by '/',
// '#' an empty square and '.' no square: "##/#." is the L-tromino.
struct DomineeringBoard {
    int rows = 0, cols = 0;
    std::uint64_t cells = 0;  // bit r * cols + c
    bool operator==(const DomineeringBoard&) const = default;
};
DomineeringBoard parseDomineeringBoard(std::string_view text);  // throws InputError
std::string show(const DomineeringBoard& b);
std::vector<DomineeringBoard> domineeringOptions(const DomineeringBoard& b, bool left);
cgt::Game domineering(const DomineeringBoard& b);

}  // namespace gameaudit::snodgrass
