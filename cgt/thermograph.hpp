#pragma once
// Thermographs of short games (Winning Ways ch. 6; Siegel, CGT II.5): the walls of G cooled
// by t, for t >= -1, with the mean (the mast's position) and the temperature (where the walls
// meet the mast). Numbers have temperature -1 (integers: a mast from t = -1) or -1/2^k (x = m/2^k,
// m odd: below it the walls part, x's options cooled, as CGSuite draws them).
#include <string>
#include <vector>

#include "cgt/game.hpp"

namespace gameaudit::cgt {

// A continuous piecewise-linear function of the temperature t >= -1 with integer slopes:
// piece i holds from pieces[i].t to the next piece's t (the last one to infinity).
struct Trajectory {
    struct Piece {
        Dyadic t, x;     // the value at the piece's start
        long long slope;
    };
    std::vector<Piece> pieces;

    Dyadic at(const Dyadic& t) const;
    static Trajectory constant(const Dyadic& x);
};

struct Thermograph {
    Trajectory left, right;  // the left and right walls: G's left and right stops after cooling by t
    Dyadic mean, temperature;
};

Thermograph thermograph(Game g);
Dyadic mean(Game g);
Dyadic temperature(Game g);

// The thermograph drawn as SVG, as Winning Ways draws it: t upward, Left's values to the left.
std::string thermographSvg(Game g);

}  // namespace gameaudit::cgt
