#pragma once
// Snodgrass (1979), Chapter Four: the replies the thesis lists for Right, each with the Left
// move it answers. Strips are built in the thesis's orientation; compare them up to Lemma 1's
// identifications (snodgrass::symmetric).
#include <string>
#include <vector>

#include "properties/snodgrass1979/support.hpp"

namespace gameaudit::snodgrass1979 {

Strip rr(int n);  // RnR
Strip rb(int n);  // RnB
Strip r(int n);   // Rn
Position without0(Position p);                    // strips of length 0 dropped, sorted
Position operator+(Position a, const Position& b);  // the sum, strips of length 0 dropped

// A position Left moved to and the reply the thesis lists for Right.
struct Scenario {
    std::string leftMove;  // what Left did, in words
    Position before, reply;
};

// Whether `after` is `before` with one strip replaced by one of Right's options of it, up to
// the symmetries of each strip.
bool isRightMove(const Position& before, const Position& after);

// Left's first move on the untinted strip n (n even), at an end square or an inner one.
std::vector<Scenario> endReplies(int n);
std::vector<Scenario> interiorReplies(int n);
// Left's second move in RaR (a = 0 mod 4) or RaB (a = 2 mod 4).
std::vector<Scenario> secondMoveReplies(const Strip& start);
// Left's move in one Ra of Ra + Ra + X, X each of `thirds`; Right answers in the other Ra.
std::vector<Scenario> twinReplies(int a, const std::vector<Position>& thirds);
// Third-move sums: RaR + RaR (a even), RaB + RaB (a even), RaB + RaR (a odd).
std::vector<Scenario> pairReplies(const Strip& first, const Strip& second);

}  // namespace gameaudit::snodgrass1979
