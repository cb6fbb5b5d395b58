#include "core/svg.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace gameaudit::svg {
std::string escape(const std::string& text) {
    std::string out;
    for (char c : text) {
        switch (c) {
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '&': out += "&amp;"; break;
            case '"': out += "&quot;"; break;
            default: out += c;
        }
    }
    return out;
}

std::string render(const GridMap& m) {
    const int cols = m.xTo - m.xFrom + 1, rows = m.yTo - m.yFrom + 1;
    const int px = m.cellPixels > 0 ? m.cellPixels : std::max(1, 600 / std::max(cols, rows));
    const int left = 50, top = 40, bottom = 50, legendWidth = 220;
    const int width = left + cols * px + 20 + legendWidth, height = top + rows * px + bottom;
    std::string s = fmt::format(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" viewBox=\"0 0 {} {}\" "
        "font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        "<text x=\"{}\" y=\"20\" font-size=\"14\">{}</text>\n",
        width, height, width, height, left, escape(m.title));
    // Runs of equal cells in a row become one rectangle, keeping large maps small.
    for (int y = m.yFrom; y <= m.yTo; ++y) {
        const int py = top + (m.yTo - y) * px;
        for (int x = m.xFrom; x <= m.xTo;) {
            const int c = m.cell(x, y);
            int end = x + 1;
            while (end <= m.xTo && m.cell(end, y) == c) ++end;
            if (c != 0 || m.legend.empty() || m.legend[0].colour != "white")
                s += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>\n",
                                 left + (x - m.xFrom) * px, py, (end - x) * px, px,
                                 c >= 0 && c < static_cast<int>(m.legend.size()) ? m.legend[c].colour : "gray");
            x = end;
        }
    }
    s += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"#888\"/>\n", left, top,
                     cols * px, rows * px);
    s += fmt::format("<text x=\"{}\" y=\"{}\">{} = {}..{}</text>\n", left, top + rows * px + 20, escape(m.xLabel),
                     m.xFrom, m.xTo);
    s += fmt::format("<text x=\"12\" y=\"{}\" transform=\"rotate(-90 12 {})\">{} = {}..{}</text>\n",
                     top + rows * px, top + rows * px, escape(m.yLabel), m.yFrom, m.yTo);
    for (std::size_t i = 0; i < m.legend.size(); ++i) {
        const int lx = left + cols * px + 20, ly = top + static_cast<int>(i) * 22;
        s += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"14\" height=\"14\" fill=\"{}\" stroke=\"#888\"/>"
                         "<text x=\"{}\" y=\"{}\">{}</text>\n",
                         lx, ly, m.legend[i].colour, lx + 20, ly + 12, escape(m.legend[i].label));
    }
    return s + "</svg>\n";
}

std::vector<Legend> agreementLegend(const std::string& what) {
    return {{"white", "not a " + what + " (agree)"},
            {"black", what + " (agree)"},
            {"crimson", "claimed " + what + ", but not"},
            {"royalblue", what + " the claim misses"}};
}

}  // namespace gameaudit::svg
