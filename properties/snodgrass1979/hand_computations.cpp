// Snodgrass (1979), Chapter Two: the hand computations for n = 1..8, step by step. Each
// position's listed option values are compared with the model's, and each simplified form
// the thesis writes before its final value with the position's value.
#include <set>

#include "core/check.hpp"
#include "core/domains.hpp"
#include "properties/snodgrass1979/support.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::snodgrass1979::hand_computations {
namespace {

using cgt::Game;
using snodgrass::Player;
using snodgrass::value;

struct Step {
    std::string position;  // e.g. "R4B"
    std::string written;   // the thesis's {... | ...}; '"' on the right: the same as on the left
    bool operator==(const Step& o) const { return position == o.position && written == o.written; }
};

// Splits at the top-level separator (outside braces and parentheses).
std::vector<std::string> splitTop(const std::string& s, char sep) {
    std::vector<std::string> parts(1);
    int depth = 0;
    for (char c : s) {
        if (c == '{' || c == '(') ++depth;
        if (c == '}' || c == ')') --depth;
        if (c == sep && depth == 0) parts.emplace_back();
        else parts.back() += c;
    }
    return parts;
}

std::set<cgt::GameId> listedValues(const std::string& list) {
    std::set<cgt::GameId> v;
    if (list.find_first_not_of(' ') == std::string::npos) return v;
    for (const std::string& item : splitTop(list, ',')) v.insert(Game::parse(item).id());
    return v;
}

std::string shownValues(const Strip& s, Player p) {
    std::set<std::string> shown;
    for (const Position& o : snodgrass::options(s, p)) shown.insert(value(o).str());
    std::string t;
    for (const auto& x : shown) t += (t.empty() ? "" : ", ") + x;
    return t;
}

// Whether the thesis's option list {a, b, ... | c, ...} (as sets of values) is the model's.
Judgement compareOptionList(const Strip& s, const std::string& name, const std::string& written) {
    std::string inner = written.substr(1, written.size() - 2);
    auto sides = splitTop(inner, '|');
    if (sides.size() != 2) throw std::runtime_error("malformed option list " + written);
    std::string right = sides[1].find('"') != std::string::npos ? sides[0] : sides[1];
    auto actual = [&](Player p) {
        std::set<cgt::GameId> v;
        for (const Position& o : snodgrass::options(s, p)) v.insert(value(o).id());
        return v;
    };
    if (listedValues(sides[0]) == actual(Player::Left) && listedValues(right) == actual(Player::Right))
        return Judgement::pass();
    return Judgement::fail(name + " = " + written,
                           "{" + shownValues(s, Player::Left) + " | " + shownValues(s, Player::Right) + "}");
}

Property<Step> steps(std::vector<Step> cells, bool optionLists, std::string what) {
    Property<Step> p;
    auto strip = [](const Step& s) { return snodgrass::parsePosition(s.position).at(0); };
    p.domain = domains::table<Step>(
        std::move(what), cells, [strip](const Step& s) { return static_cast<std::int64_t>(strip(s).length); },
        [](const Step& s) { return s.position; },
        [cells](std::string_view text) {
            for (const Step& s : cells)
                if (s.position == text) return s;
            throw InputError("'" + std::string(text) + "' is not a position computed in Chapter Two");
        });
    p.predicate = [strip, optionLists](const Step& step) {
        Strip s = strip(step);
        if (!optionLists) {
            Game claimed = Game::parse(step.written), actual = value(s);
            if (claimed == actual) return Judgement::pass();
            return Judgement::fail(step.position + " = " + step.written + " = " + claimed.str(), actual.str());
        }
        return compareOptionList(s, step.position, step.written);
    };
    return p;
}

// The option lists of Theorem 1's induction step, by residue of n (rows 4K+1..4K+4).
const char* const kProofLists[4][4] = {
    {"{0, ±1 | 0, ±1}", "{0, 1 + * + ±1, -1 + * + ±1, ±1 | \"}", "{±1 | 0, 2 + ±1, -2 + ±1}",
     "{0, 2 + ±1, -2 + ±1 | ±1}"},
    {"{* | *}", "{*, * + ±1, -1, 1 | \"}", "{-1, 1 + ±1 | 1, -1 + ±1}", "{1, -1 + ±1 | -1, 1 + ±1}"},
    {"{±1, 0 | ±1, 0}", "{±1, 0, * - 1, * + 1 | \"}", "{0 | ±1, 2, -2}", "{±1, 2, -2 | 0}"},
    {"{* + ±1 | * + ±1}", "{* + ±1, 1 + ±1, *, -1 + ±1 | \"}", "{-1 + ±1, 1 | -1, 1 + ±1}",
     "{-1, 1 + ±1 | -1 + ±1, 1}"}};

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    const std::string reading =
        "Strips in the thesis's notation [R|B]n[R|B]; values by the CGT engine from the model. ";
    registry.add(claim<Step>(
        {.id = "snodgrass1979/ex2.1",
         .citation = papers::snodgrass1979.cite("Chapter Two, direct computation of n = 1..8 (option values)"),
         .statement = "e.g. R4B = {R3B, R1R + R2B, R2R + R1B | B3B, R1R + B2B, R1B + R2B} = {-1 + ±1, 1, -1 + ±1 | 1 + "
                      "±1, 1 + ±1, -1}; likewise for every position n, Rn, RnB, RnR with n = 1..8",
         .reading = reading + "Each position's listed option values, read as sets (repeats merged), equal the sets of "
                              "values of the model's Left and Right options. '\"' stands for \"the same as Left's\".",
         .paraphrase = "a summary of 32 displayed computations: one (R4B) is quoted with its intermediate line elided, "
                       "the rest are named by 'likewise'; each display is listed in the claim's table"},
        steps({{"1", "{0 | 0}"},
               {"R1", "{0 | 0}"},
               {"R1B", "{ | 0}"},
               {"R1R", "{0 | }"},
               {"2", "{* | *}"},
               {"R2", "{*, 1, -1 | *, 1, -1}"},
               {"R2B", "{-1 | 1}"},
               {"R2R", "{1 | -1}"},
               {"3", "{±1, * + * | ±1, * + *}"},
               {"R3", "{±1, 1 + *, ±1, -1 + *, 0 | ±1, 1 + *, ±1, -1 + *, 0}"},
               {"R3B", "{0, 0 | ±1, 2, -2}"},
               {"R3R", "{±1, 2, -2 | 0, 0}"},
               {"4", "{* + ±1, * + ±1 | * + ±1, * + ±1}"},
               {"R4", "{* + ±1, 1 + ±1, * + ±1, 1 + ±1, -1 + ±1, *, -1 + ±1 | * + ±1, 1 + ±1, * + ±1, 1 + ±1, -1 + "
                      "±1, *, -1 + ±1}"},
               {"R4B", "{-1 + ±1, 1, -1 + ±1 | 1 + ±1, 1 + ±1, -1}"},
               {"R4R", "{1 + ±1, 1 + ±1, -1 | -1 + ±1, 1, -1 + ±1}"},
               {"5", "{0, * + * + ±1, ±1 + ±1 | \"}"},
               {"R5", "{0, 1 + * + ±1, ±1 + ±1, * + 1 + ±1, 0, -1 + * + ±1, ±1, * + -1 + ±1, ±1 | \"}"},
               {"R5B", "{±1, 1 + -1 + ±1, ±1, -1 + 1 + ±1 | 0, 1 + 1 + ±1, ±1 + ±1, -1 + -1 + ±1, 0}"},
               {"R5R", "{0, 2 + ±1, -2 + ±1 | ±1}"},
               {"6", "{*, *, ±1 + * + ±1 | \"}"},
               {"R6", "{*, 1, ±1 + * + ±1, 1 + ±1 + ±1, *, 1, -1, * + ±1, -1 + ±1 + ±1, ±1 + *, -1 | \"}"},
               {"R6B", "{-1, 1 + ±1, ±1 + -1 + ±1, 1 + ±1, -1 | 1, 1, ±1 + 1 + ±1, -1 + ±1, -1 + ±1}"},
               {"R6R", "{1, -1 + ±1 | -1, 1 + ±1}"},
               {"7", "{±1, * + *, ±1, (* + ±1) + (* + ±1) | \"}"},
               {"R7", "{±1, 1 + *, ±1, 1 + ±1 + * + ±1, ±1, * + 1, ±1, -1 + *, 0, -1 + ±1 + * + ±1, ±1 + ±1, -1 + *, 0 "
                      "| \"}"},
               {"R7B", "{0, 0, ±1 + ±1, 1 + ±1 + -1 + ±1, 0, 1 + -1 | ±1, 2, ±1, 1 + ±1 + 1 + ±1, -2, ±1, -2}"},
               {"R7R", "{±1, 2, -2 | 0}"},
               {"8", "{* + ±1, * + ±1, * + ±1, * + ±1 | \"}"},
               {"R8", "{* + ±1, 1 + ±1, * + ±1, 1 + ±1, * + ±1, 1 + ±1, * + ±1, 1 + ±1, -1 + ±1, *, -1 + ±1, ±1 + * + "
                      "±1, -1 + ±1, *, -1 + ±1 | \"}"},
               {"R8B", "{-1 + ±1, 1, -1 + ±1, 1 + ±1 + ±1, -1 + ±1, 1, -1 + ±1 | 1 + ±1, 1 + ±1, 1 + ±1, 1 + ±1, -1, "
                       "-1, ±1 + -1 + ±1}"},
               {"R8R", "{-1, 1 + ±1 | -1 + ±1, 1}"}},
              true, "the 32 positions computed in Chapter Two")));
    registry.add(claim<Step>(
        {.id = "snodgrass1979/ex2.2",
         .citation = papers::snodgrass1979.cite("Chapter Two, direct computation of n = 1..8 (simplified forms)"),
         .statement = "e.g. R3B = {0 | -2} since 2 and ±1 are dominated Right options; R5 = {* + 1 + ±1 | * + -1 + ±1} "
                      "= *; likewise each form written after removing dominated and reversible options",
         .reading = reading + "Each form the thesis writes after deleting dominated options and bypassing reversible "
                              "ones has the value of the position.",
         .paraphrase = "a summary of 24 displayed simplifications: two are quoted without their surrounding lines, "
                       "the rest are named by 'likewise'; each form is listed in the claim's table"},
        steps({{"R2", "{1 | -1}"},
               {"3", "{0 | 0}"},
               {"R3", "{1 + * | -1 + *}"},
               {"R3B", "{0 | -2}"},
               {"R3R", "{2 | 0}"},
               {"R4", "{1 + ±1 | -1 + ±1}"},
               {"R4B", "{1 | -1}"},
               {"R4R", "{1 + ±1 | -1 + ±1}"},
               {"5", "{0 | 0}"},
               {"R5", "{* + 1 + ±1 | * + -1 + ±1}"},
               {"R5B", "{±1 | -2 + ±1}"},
               {"R5R", "{2 + ±1 | ±1}"},
               {"6", "{* | *}"},
               {"R6", "{1 | -1}"},
               {"R6B", "{1 + ±1 | -1 + ±1}"},
               {"R6R", "{1 | -1}"},
               {"7", "{±1, 0 | ±1, 0}"},
               {"R7", "{* + 1 | * - 1}"},
               {"R7B", "{0 | ±1, 2, -2}"},
               {"R7R", "{±1, 2, -2 | 0}"},
               {"8", "{* + ±1 | * + ±1}"},
               {"R8", "{1 + ±1 | -1 + ±1}"},
               {"R8B", "{1 | -1}"},
               {"R8R", "{1 + ±1 | -1 + ±1}"}},
              false, "the 24 simplified forms written in Chapter Two")));
    registry.add(claim<std::int64_t>(
        {.id = "snodgrass1979/ex3.1",
         .citation = papers::snodgrass1979.cite("Chapter Three, proof of Theorem 1 (induction step)"),
         .statement = "For all positions of length n = 4k + 1, k > 1, each of these four instances will occur. ... "
                      "Therefore, n = {0, ±1 | 0, ±1} ... R_n = {0, 1 + * + ±1, -1 + * + ±1, ±1 | \"} ... R_nB = {±1 "
                      "| 0, 2 + ±1, -2 + ±1} ... (likewise for n = 4K + 2, 4K + 3, 4K + 4)",
         .reading = reading + "For every n >= 9 (k >= 2, where the thesis says all four residue cases occur), the "
                              "option values the induction step lists for n, Rn, RnB and RnR, read as sets, are "
                              "exactly the model's.",
         .paraphrase = "the case n = 4K + 1 is quoted; '(likewise for n = 4K + 2, 4K + 3, 4K + 4)' stands for the "
                       "three further cases of the proof, whose option lists are in the claim's table",
         .bound = 64,
         .maxBound = 400},
        [] {
            Property<std::int64_t> p;
            p.domain = domains::integers("n", 9);
            auto check = [](int n) {
                for (Type t : kTypes) {
                    Strip s = strip(t, n);
                    Judgement j = compareOptionList(s, snodgrass::show(s), kProofLists[(n - 1) % 4][static_cast<int>(t)]);
                    if (!j.holds) return j;
                }
                return Judgement::pass();
            };
            p.predicate = [check](std::int64_t n) { return check(static_cast<int>(n)); };
            p.certificate = [check] {
                return periodicCertificate([check](int n) { return n < 9 || check(n).holds; }, "every option list");
            };
            return p;
        }()));
}

}  // namespace gameaudit::snodgrass1979::hand_computations
