#include "cgt/thermograph.hpp"

#include <algorithm>
#include <stdexcept>
#include <unordered_map>

#include <fmt/format.h>

#include "core/svg.hpp"

namespace gameaudit::cgt {

namespace {

using Piece = Trajectory::Piece;

const Dyadic kBottom(-1);  // thermographs are drawn from t = -1

const Piece& pieceAt(const Trajectory& f, const Dyadic& t) {
    auto it = std::upper_bound(f.pieces.begin(), f.pieces.end(), t, [](const Dyadic& s, const Piece& p) { return s < p.t; });
    return *(it == f.pieces.begin() ? it : it - 1);
}

// gap / k for a slope difference k of 1, 2 or 4: walls have slopes -1, 0 and 1, so these
// are the only ones met, and the crossing points stay dyadic.
Dyadic divide(const Dyadic& gap, long long k) {
    if (k == 1) return gap;
    if (k == 2) return gap.half();
    if (k == 4) return gap.half().half();
    throw std::logic_error("thermograph: slope difference " + std::to_string(k) + " is not a power of two");
}

std::vector<Dyadic> breakpoints(const Trajectory& a, const Trajectory& b) {
    std::vector<Dyadic> ts;
    for (const Piece& p : a.pieces) ts.push_back(p.t);
    for (const Piece& p : b.pieces) ts.push_back(p.t);
    std::sort(ts.begin(), ts.end());
    ts.erase(std::unique(ts.begin(), ts.end()), ts.end());
    return ts;
}

Trajectory simplify(std::vector<Piece> pieces) {
    Trajectory f;
    for (Piece& p : pieces)
        if (f.pieces.empty() || f.pieces.back().slope != p.slope) f.pieces.push_back(std::move(p));
    return f;
}

// The pointwise maximum (or minimum) of two trajectories.
Trajectory extreme(const Trajectory& a, const Trajectory& b, bool maximum) {
    std::vector<Piece> out;
    const auto ts = breakpoints(a, b);
    for (std::size_t i = 0; i < ts.size(); ++i) {
        const Dyadic& u = ts[i];
        const Piece &pa = pieceAt(a, u), &pb = pieceAt(b, u);
        Dyadic fa = a.at(u), fb = b.at(u);
        Dyadic lead = maximum ? fa - fb : fb - fa;  // how far a is ahead
        long long gain = maximum ? pa.slope - pb.slope : pb.slope - pa.slope;
        bool aLeads = lead > Dyadic(0) || (lead == Dyadic(0) && gain >= 0);
        out.push_back(aLeads ? Piece{u, fa, pa.slope} : Piece{u, fb, pb.slope});
        if (!aLeads) {
            lead = -lead;
            gain = -gain;
        }
        if (lead > Dyadic(0) && gain < 0) {  // the other catches up: a crossing, if before the next breakpoint
            Dyadic tc = u + divide(lead, -gain);
            if (i + 1 == ts.size() || tc < ts[i + 1])
                out.push_back(aLeads ? Piece{tc, b.at(tc), pb.slope} : Piece{tc, a.at(tc), pa.slope});
        }
    }
    return simplify(std::move(out));
}

// f(t) + slope * t.
Trajectory tilted(const Trajectory& f, long long slope) {
    Trajectory g = f;
    for (Piece& p : g.pieces) {
        p.x = p.x + p.t.times(slope);
        p.slope += slope;
    }
    return g;
}

// f below t, then constant at value.
Trajectory truncated(const Trajectory& f, const Dyadic& t, const Dyadic& value) {
    std::vector<Piece> out;
    for (const Piece& p : f.pieces)
        if (p.t < t) out.push_back(p);
    out.push_back({t, value, 0});
    return simplify(std::move(out));
}

Thermograph translated(Thermograph th, const Dyadic& x) {
    for (Trajectory* wall : {&th.left, &th.right})
        for (Piece& p : wall->pieces) p.x = p.x + x;
    th.mean = th.mean + x;
    return th;
}

Thermograph compute(Game g);

const Thermograph& memoised(Game g) {
    static std::unordered_map<Game, Thermograph> memo;  // node-based: references stay valid
    if (auto it = memo.find(g); it != memo.end()) return it->second;
    Thermograph th = compute(g);
    return memo.emplace(g, std::move(th)).first->second;
}

Thermograph compute(Game g) {
    if (auto v = g.nus()) {
        // G + n has the options of G plus n, so its walls are G's moved by n.
        const Dyadic n(BigInt(v->x.floor()), 0);
        if (n != Dyadic(0)) return translated(memoised(Game::of(Nus{v->x - n, v->ups, v->nim})), n);
        // An integer is a mast from t = -1. A fraction m/2^k is not: cooled by t < -1/2^k it is
        // {its Left option - t | its Right option + t}, whose walls part below its temperature
        // -1/2^k (as CGSuite draws them), so it is computed from its options below, as other games.
        if (*v == Nus{}) return {Trajectory::constant(Dyadic(0)), Trajectory::constant(Dyadic(0)), Dyadic(0), kBottom};
        // x + *m has the walls of x + *; x + ^u*m for u >= 2 those of x + ^2: its Left option x and
        // Right option x + ^(u-1)*m' have the same walls as those of x + ^2.
        if (v->ups == 0 && v->nim > 1) return memoised(Game::of(Nus{v->x, 0, 1}));
        if (v->ups > 2 || v->ups < -2) return memoised(Game::of(Nus{v->x, v->ups > 0 ? 2 : -2, 0}));
    }
    // Left's scaffold: the best right wall of a Left option, cooled (minus t); Right's mirrored.
    std::optional<Trajectory> leftScaffold, rightScaffold;
    for (Game o : g.left()) {
        Trajectory s = tilted(memoised(o).right, -1);
        leftScaffold = leftScaffold ? extreme(*leftScaffold, s, true) : s;
    }
    for (Game o : g.right()) {
        Trajectory s = tilted(memoised(o).left, 1);
        rightScaffold = rightScaffold ? extreme(*rightScaffold, s, false) : s;
    }
    if (!leftScaffold || !rightScaffold)
        throw std::logic_error("thermograph: " + g.str() + " is not a number but has no options on one side");
    // The temperature: the first t where Left's scaffold no longer exceeds Right's. Their
    // difference never increases (slopes -1, 0 against 0, 1), so it is found piece by piece.
    const auto ts = breakpoints(*leftScaffold, *rightScaffold);
    std::optional<Dyadic> temperature;
    for (std::size_t i = 0; i < ts.size() && !temperature; ++i) {
        const Dyadic& u = ts[i];
        Dyadic gap = leftScaffold->at(u) - rightScaffold->at(u);
        long long gain = pieceAt(*leftScaffold, u).slope - pieceAt(*rightScaffold, u).slope;
        if (gap <= Dyadic(0)) {
            temperature = u;
        } else if (gain < 0) {
            Dyadic tc = u + divide(gap, -gain);
            if (i + 1 == ts.size() || tc <= ts[i + 1]) temperature = tc;
        }
    }
    if (!temperature) throw std::logic_error("thermograph: the scaffolds of " + g.str() + " never meet");
    Dyadic mean = leftScaffold->at(*temperature);
    return {truncated(*leftScaffold, *temperature, mean), truncated(*rightScaffold, *temperature, mean), mean,
            *temperature};
}

}  // namespace

Dyadic Trajectory::at(const Dyadic& t) const {
    const Piece& p = pieceAt(*this, t);
    return p.x + (t - p.t).times(p.slope);
}

Trajectory Trajectory::constant(const Dyadic& x) { return Trajectory{{Piece{kBottom, x, 0}}}; }

Thermograph thermograph(Game g) { return memoised(g); }
Dyadic mean(Game g) { return memoised(g).mean; }
Dyadic temperature(Game g) { return memoised(g).temperature; }

std::string thermographSvg(Game g) {
    const Thermograph& th = memoised(g);
    const double tTop = std::max(th.temperature.toDouble(), 0.0) + 1.0, tBottom = -1.0;
    std::vector<double> ts{tBottom, tTop};
    for (const Trajectory* wall : {&th.left, &th.right})
        for (const Piece& p : wall->pieces) ts.push_back(p.t.toDouble());
    double xMin = th.mean.toDouble(), xMax = xMin;
    auto value = [](const Trajectory& f, double t) {
        const Piece* p = &f.pieces.front();
        for (const Piece& q : f.pieces)
            if (q.t.toDouble() <= t) p = &q;
        return p->x.toDouble() + (t - p->t.toDouble()) * static_cast<double>(p->slope);
    };
    for (double t : ts)
        for (const Trajectory* wall : {&th.left, &th.right}) {
            xMin = std::min(xMin, value(*wall, t));
            xMax = std::max(xMax, value(*wall, t));
        }
    xMin -= 1;
    xMax += 1;
    // One scale on both axes, so cooling draws at 45 degrees; Left's values to the left.
    const double margin = 50, scale = 360 / std::max(xMax - xMin, tTop - tBottom);
    const double width = 2 * margin + (xMax - xMin) * scale, height = 2 * margin + (tTop - tBottom) * scale + 30;
    auto X = [&](double x) { return margin + (xMax - x) * scale; };
    auto Y = [&](double t) { return margin + (tTop - t) * scale; };
    std::string svg = fmt::format(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{:.0f}\" height=\"{:.0f}\" font-family=\"sans-serif\" "
        "font-size=\"13\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        "<text x=\"{:.1f}\" y=\"24\">{}</text>\n",
        width, height, margin, svg::escape("Thermograph of " + g.str()));
    // The axis t = 0, with integer ticks of x.
    svg += fmt::format("<line x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\" stroke=\"#999\" "
                       "stroke-dasharray=\"4 3\"/>\n",
                       X(xMax), Y(0), X(xMin), Y(0));
    svg += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" fill=\"#666\">t = 0</text>\n", X(xMin) + 4, Y(0) + 4);
    for (long long x = static_cast<long long>(std::ceil(xMin)); x <= static_cast<long long>(std::floor(xMax)); ++x)
        svg += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" fill=\"#666\" text-anchor=\"middle\">{}</text>\n", X(x),
                           Y(tBottom) + 18, x);
    for (const auto& [wall, colour] : {std::pair{&th.left, "#1f5fbf"}, std::pair{&th.right, "#bf1f1f"}}) {
        std::string points;
        std::vector<double> at{tBottom};
        for (const Piece& p : wall->pieces)
            if (p.t.toDouble() > tBottom) at.push_back(p.t.toDouble());
        at.push_back(tTop);
        for (double t : at) points += fmt::format("{:.2f},{:.2f} ", X(value(*wall, t)), Y(t));
        svg += fmt::format("<polyline points=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"2.5\"/>\n", points,
                           colour);
    }
    svg += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\">{}</text>\n</svg>\n", margin, height - 12,
                       svg::escape("mean " + th.mean.str() + ", temperature " + th.temperature.str() +
                                   " (blue: left wall, red: right wall)"));
    return svg;
}

}  // namespace gameaudit::cgt
