// Snodgrass (1979), Chapter Two: the hand computations for n = 1..8, step by step. Each
// position's listed option values are compared with the model's, and each simplified form
// the thesis writes before its final value with the position's value.
#include "core/check.hpp"
#include "properties/snodgrass1979/support.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::snodgrass1979::hand_computations {
namespace {

using cgt::Game;
using snodgrass::value;

Judgement optionValuesAsWritten(const Strip& s, const Written& w) {
    return compareOptionValues(s, w.position, w.written);
}

Judgement valueAsWritten(const Strip& s, const Written& w) {
    Game claimed = Game::parse(w.written), actual = value(s);
    if (claimed == actual) return Judgement::pass();
    return Judgement::fail(w.position + " = " + w.written + " = " + claimed.str(), actual.str());
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
    registry.add(claim<Written>(
        papers::snodgrass1979.info("ex2.1", "Chapter Two, direct computation of n = 1..8 (option values)",
            {.statement = "e.g. R4B = {R3B, R1R + R2B, R2R + R1B | B3B, R1R + B2B, R1B + R2B} = {-1 + ±1, 1, -1 + ±1 | 1 + "
                          "±1, 1 + ±1, -1}; likewise for every position n, Rn, RnB, RnR with n = 1..8",
             .reading = reading + "Each position's listed option values, read as sets (repeats merged), equal the sets of "
                                  "values of the model's Left and Right options. '\"' stands for \"the same as Left's\".",
             .paraphrase = "a summary of 32 displayed computations: one (R4B) is quoted with its intermediate line elided, "
                           "the rest are named by 'likewise'; each display is listed in the claim's table"}),
        writtenLines("the 32 positions computed in Chapter Two",
                     {{"1", "{0 | 0}"},
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
              optionValuesAsWritten)));
    registry.add(claim<Written>(
        papers::snodgrass1979.info("ex2.2", "Chapter Two, direct computation of n = 1..8 (simplified forms)",
            {.statement = "e.g. R3B = {0 | -2} since 2 and ±1 are dominated Right options; R5 = {* + 1 + ±1 | * + -1 + ±1} "
                          "= *; likewise each form written after removing dominated and reversible options",
             .reading = reading + "Each form the thesis writes after deleting dominated options and bypassing reversible "
                                  "ones has the value of the position.",
             .paraphrase = "a summary of 24 displayed simplifications: two are quoted without their surrounding lines, "
                           "the rest are named by 'likewise'; each form is listed in the claim's table"}),
        writtenLines("the 24 simplified forms written in Chapter Two",
                     {{"R2", "{1 | -1}"},
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
              valueAsWritten)));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("ex3.1", "Chapter Three, proof of Theorem 1 (induction step)",
            {.statement = "For all positions of length n = 4k + 1, k > 1, each of these four instances will occur. ... "
                          "Therefore, n = {0, ±1 | 0, ±1} ... R_n = {0, 1 + * + ±1, -1 + * + ±1, ±1 | \"} ... R_nB = {±1 "
                          "| 0, 2 + ±1, -2 + ±1} ... (likewise for n = 4K + 2, 4K + 3, 4K + 4)",
             .reading = reading + "For every n >= 9 (k >= 2, where the thesis says all four residue cases occur), the "
                                  "option values the induction step lists for n, Rn, RnB and RnR, read as sets, are "
                                  "exactly the model's.",
             .paraphrase = "the case n = 4K + 1 is quoted; '(likewise for n = 4K + 2, 4K + 3, 4K + 4)' stands for the "
                           "three further cases of the proof, whose option lists are in the claim's table",
             .bound = 64}),
        forLengths({.lo = 9, .periodic = "every option list"}, [](int n) {
            for (Type t : kTypes) {
                Strip s = strip(t, n);
                Judgement j = compareOptionValues(s, snodgrass::show(s), kProofLists[(n - 1) % 4][static_cast<int>(t)]);
                if (!j.holds) return j;
            }
            return Judgement::pass();
        })));
}

}  // namespace gameaudit::snodgrass1979::hand_computations
