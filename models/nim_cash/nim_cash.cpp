#include "models/nim_cash/nim_cash.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "core/errors.hpp"
#include "core/notation.hpp"

namespace gameaudit::nim_cash {

Moves normalise(std::vector<std::int64_t> a) {
    if (a.empty()) throw InputError("the move set A is empty");
    for (std::int64_t x : a)
        if (x <= 0) throw InputError("the move set A must hold positive integers, found " + std::to_string(x));
    std::sort(a.begin(), a.end());
    a.erase(std::unique(a.begin(), a.end()), a.end());
    return a;
}

std::vector<std::int64_t> legalTakes(const Moves& a, const Turn& t) {
    std::vector<std::int64_t> takes;
    for (std::int64_t x : a)
        if (x <= t.stones && x <= t.mover) takes.push_back(x);
    return takes;
}

Turn after(const Turn& t, std::int64_t take) {
    return {t.stones - take, t.other, t.mover == kInfinity ? kInfinity : t.mover - take};
}

std::vector<std::int64_t> nimOptions(const Moves& a, std::int64_t n) {
    std::vector<std::int64_t> piles;
    for (std::int64_t x : a)
        if (x <= n) piles.push_back(n - x);
    return piles;
}

std::string showMoney(std::int64_t money) { return money == kInfinity ? "inf" : std::to_string(money); }

std::string showSet(const Moves& a) {
    std::string s = "{";
    for (std::size_t i = 0; i < a.size(); ++i) s += (i ? "," : "") + std::to_string(a[i]);
    return s + "}";
}

std::string show(const Position& g) {
    return "A=" + showSet(g.a) + " n=" + std::to_string(g.n) + " d=" + showMoney(g.d) + " e=" + showMoney(g.e);
}

namespace {

[[noreturn]] void malformed(std::string_view text, const std::string& why) {
    throw InputError("malformed NIM with Cash position " + notation::quoted(text) + ": " + why +
                     " (expected e.g. \"A={1,2} n=10 d=6 e=5\", d and e may be inf)");
}

std::int64_t number(std::string_view text, std::string_view token, std::string_view what, bool infinityAllowed) {
    if (infinityAllowed && (token == "inf" || token == "∞" || token == "infinity")) return kInfinity;
    std::int64_t v = 0;
    auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), v);
    if (ec != std::errc() || end != token.data() + token.size())
        malformed(text, std::string(what) + " must be a non-negative integer" + (infinityAllowed ? " or inf" : "") +
                            ", got '" + std::string(token) + "'");
    if (v < 0) malformed(text, std::string(what) + " must be non-negative, got " + std::string(token));
    return v;
}

}  // namespace

Position parsePosition(std::string_view text) {
    Position g;
    if (text.size() > notation::kMaxChars) malformed(text, "longer than any position needs");
    bool seenA = false, seenN = false, seenD = false, seenE = false;
    auto once = [&](bool& seen, const std::string& key) {
        if (seen) malformed(text, key + " is given twice");
        seen = true;
    };
    std::size_t i = 0;
    auto skipSpace = [&] {
        while (i < text.size() && (std::isspace(static_cast<unsigned char>(text[i])) || text[i] == ',')) ++i;
    };
    for (skipSpace(); i < text.size(); skipSpace()) {
        std::size_t eq = text.find('=', i);
        if (eq == std::string_view::npos) malformed(text, "expected name=value at '" + std::string(text.substr(i)) + "'");
        std::string key(text.substr(i, eq - i));
        while (!key.empty() && std::isspace(static_cast<unsigned char>(key.back()))) key.pop_back();
        i = eq + 1;
        skipSpace();
        if (key == "A") {
            once(seenA, key);
            if (i >= text.size() || text[i] != '{') malformed(text, "A must be written as a set, e.g. A={1,2}");
            std::size_t close = text.find('}', i);
            if (close == std::string_view::npos) malformed(text, "A's '{' is never closed");
            std::vector<std::int64_t> values;
            std::string_view body = text.substr(i + 1, close - i - 1);
            std::size_t j = 0;
            while (j < body.size()) {
                while (j < body.size() && (body[j] == ',' || std::isspace(static_cast<unsigned char>(body[j])))) ++j;
                std::size_t k = j;
                while (k < body.size() && body[k] != ',' && !std::isspace(static_cast<unsigned char>(body[k]))) ++k;
                if (k > j) values.push_back(number(text, body.substr(j, k - j), "an element of A", false));
                j = k;
            }
            g.a = normalise(values);
            i = close + 1;
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && !std::isspace(static_cast<unsigned char>(text[end])) && text[end] != ',') ++end;
        std::string_view value = text.substr(i, end - i);
        if (key == "n") {
            once(seenN, key);
            g.n = number(text, value, "n", false);
        } else if (key == "d") {
            once(seenD, key);
            g.d = number(text, value, "d", true);
        } else if (key == "e") {
            once(seenE, key);
            g.e = number(text, value, "e", true);
        } else {
            malformed(text, "unknown name '" + key + "' (names are A, n, d, e)");
        }
        i = end;
    }
    if (!seenA) malformed(text, "the move set A is missing");
    if (!seenN) malformed(text, "the pile size n is missing");
    return g;
}

}  // namespace gameaudit::nim_cash
