#pragma once
// Pictures for the report: a grid of cells coloured by class (P-position maps, staircases),
// drawn as SVG with the origin at the bottom left, as the papers draw their tables.
#include <functional>
#include <string>
#include <vector>

namespace gameaudit::svg {

struct Legend {
    std::string colour;  // any SVG colour, e.g. "#000" or "crimson"
    std::string label;
};

struct GridMap {
    std::string title, xLabel, yLabel;
    int xFrom = 0, xTo = 0, yFrom = 0, yTo = 0;  // inclusive ranges of x and y
    std::function<int(int x, int y)> cell;       // class of a cell: an index into legend
    std::vector<Legend> legend;
    int cellPixels = 0;                          // 0: chosen to fit about 600 pixels
};

std::string render(const GridMap& map);

// Text made safe for XML (SVG, JUnit): & < > " escaped.
std::string escape(const std::string& text);

// The usual legend for "claimed vs actual" maps: agree N, agree P, claimed only, actual only.
enum AgreementClass { BothNo = 0, BothYes = 1, ClaimedOnly = 2, ActualOnly = 3 };
std::vector<Legend> agreementLegend(const std::string& what);  // e.g. what = "P-position"
inline int agreement(bool claimed, bool actual) {
    return claimed == actual ? (actual ? BothYes : BothNo) : (claimed ? ClaimedOnly : ActualOnly);
}

}  // namespace gameaudit::svg
