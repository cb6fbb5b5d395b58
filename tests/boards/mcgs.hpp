#pragma once
// Reads MCGS's test files (tests/boards/data/README.md): a `[game]` line names the game of the
// positions after it (`[impartial game]` its impartial version); each position is one line, up to
// a result in braces that ends the case, so the positions since the last result form one sum.
// Results: `{B win, W loss}` (Black = Left moving first, White = Right moving first), `{N 3}`
// (a nim-value), any of these together, or `{thermograph L: (x, t) ... R: (x, t) ...}`.
#include <fstream>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace gameaudit::testing {

struct McgsCase {
    struct Part {
        std::string game;  // as the section names it, "impartial " removed
        bool impartial = false;
        std::string position;
    };
    std::vector<Part> parts;  // the sum, in the file's order
    std::optional<bool> blackWins, whiteWins;  // moving first
    std::optional<unsigned> nimValue;
    std::string thermograph;  // the result's text after "thermograph", if it is one
    std::string file;
    int line = 0;  // where the result is

    std::string where() const { return file + ":" + std::to_string(line); }
};

inline std::string trimmed(const std::string& s) {
    const auto first = s.find_first_not_of(" \t\r\n");
    if (first == std::string::npos) return "";
    return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}

inline std::vector<McgsCase> readMcgs(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot read " + path);
    std::stringstream buffer;
    buffer << in.rdbuf();
    const std::string text = buffer.str();
    std::vector<McgsCase> cases;
    McgsCase current;
    current.file = path.substr(path.rfind('/') + 1);
    std::string game;
    bool impartial = false;
    int line = 1;
    auto fail = [&](const std::string& why) { throw std::runtime_error(path + ":" + std::to_string(line) + ": " + why); };
    auto upTo = [&](std::size_t& at, const std::string& close) {  // the text before `close`, which is skipped
        std::size_t end = text.find(close, at);
        if (end == std::string::npos) fail("no closing " + close);
        std::string inside = text.substr(at, end - at);
        for (char c : inside) line += c == '\n';
        at = end + close.size();
        return inside;
    };
    for (std::size_t at = 0; at < text.size();) {
        const char c = text[at];
        if (c == '\n') {
            ++line, ++at;
        } else if (c == ' ' || c == '\t' || c == '\r') {
            ++at;
        } else if (text.compare(at, 2, "/*") == 0) {
            at += 2;
            upTo(at, "*/");
        } else if (c == '[') {
            game = trimmed(upTo(++at, "]"));
            impartial = game.rfind("impartial ", 0) == 0;
            if (impartial) game = trimmed(game.substr(10));
        } else if (c == '{') {
            const std::string result = trimmed(upTo(++at, "}"));
            if (result.rfind("version", 0) == 0) continue;
            current.line = line;
            if (result.rfind("thermograph", 0) == 0) {
                current.thermograph = trimmed(result.substr(11));
            } else {
                std::stringstream items(result);
                for (std::string item; std::getline(items, item, ',');) {
                    item = trimmed(item);
                    if (item == "B win" || item == "B loss") current.blackWins = item == "B win";
                    else if (item == "W win" || item == "W loss") current.whiteWins = item == "W win";
                    else if (item.rfind("N ", 0) == 0) current.nimValue = static_cast<unsigned>(std::stoul(item.substr(2)));
                    else fail("unknown result '" + item + "'");
                }
            }
            cases.push_back(current);
            current = McgsCase{.file = current.file};
        } else {
            const std::size_t end = text.find_first_of("{\n", at);
            const std::string position = trimmed(text.substr(at, end - at));
            at = end;
            if (game.empty()) fail("a position before any [game]");
            current.parts.push_back({game, impartial, position});
        }
    }
    if (!current.parts.empty()) fail("positions after the last result");
    return cases;
}

}  // namespace gameaudit::testing
