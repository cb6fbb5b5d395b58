#pragma once
// Shared pieces of the Snodgrass (1979) claims: the four position types of Lemma 1, the
// values Theorem 1 assigns them, the periodicity certificate that lifts a check of n <= 12 to
// every n, and the thesis's option lists "{a, b | c}" read against the model's options.
#include <array>
#include <functional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "api/claims.hpp"
#include "core/check.hpp"
#include "models/snodgrass/strip.hpp"
#include "oracles/snodgrass/periodicity.hpp"

namespace gameaudit::snodgrass1979 {

using snodgrass::Player;
using snodgrass::Position;
using snodgrass::Strip;
using snodgrass::Tint;

// The Introduction's sentence on the simplest number between the options, read literally over game
// forms (chapter_one.cpp) and with numbers for options (theory_claims.cpp).
inline constexpr const char* kSimplestNumber =
    "Now, if this has been done and all the G^L and G^R are options such that every G^L is strictly less than every "
    "G^R , then G is a number. In fact, G is the \"simplest\" number that is greater than every G^L and less than every "
    "G^R , where \"simplest\" means created first with respect to the inductive process described above";

// The thesis's four distinct positions of length n: n, Rn, RnB, RnR.
enum class Type { Plain, R, RB, RR };
constexpr std::array<Type, 4> kTypes{Type::Plain, Type::R, Type::RB, Type::RR};
Strip strip(Type t, int n);
std::string typeName(Type t);  // "n", "Rn", "RnB", "RnR"

// Theorem 1's value of a type at length n >= 1, as the thesis writes it.
std::string theoremValueText(Type t, int n);
cgt::Game theoremValue(Type t, int n);

using snodgrass::allTints;  // every tinting of a strip

// The periodicity certificate of Theorem 1 (empty if a step fails): the values of strips have
// period 4 (oracles/snodgrass/periodicity.hpp, checked for 10 <= n <= 64) and agree with
// Theorem 1 for n = 1..9. Strong induction then gives every n (see the text returned).
std::string periodicityCertificate();

// For a property of length n that depends only on the values of strips of length <= n
// and the options of strips of length n: holds for every n if it holds for n = 1..12 and
// the periodicity certificate succeeds (snodgrass::holdsForEveryLength). Returns "" otherwise.
std::string periodicCertificate(const std::function<bool(int)>& holdsAt, const std::string& what);

// Strip lengths n >= lo (the parameter named `var`), those with keep(n) if it is given.
struct Lengths {
    std::string var = "n";
    std::int64_t lo = 1;
    std::int64_t hi = snodgrass::kLongestValued;  // the longest strip valued, or the statement's last n
    std::function<bool(std::int64_t)> keep = {};
    std::string hypothesis = {};  // keep's condition, as the domain states it
    std::string periodic = {};    // what holds for every n by periodicCertificate; "": no proof
};
// "check(n) holds" for every length of `lengths`.
Property<std::int64_t> forLengths(Lengths lengths, std::function<Judgement(int)> check);

// One worked example of the thesis, the single case described as `what` and written `shown`.
Property<int> workedExample(const std::string& what, const std::string& shown, std::function<Judgement()> judge);

// ---- The thesis's option lists: "{a, b | c, ...}", '"' on the right for "the same as Left's" ----

// Splits at the separators outside braces and parentheses.
std::vector<std::string> splitTop(const std::string& s, char sep);
// The Left and Right lists of "{L | R}".
std::pair<std::string, std::string> optionListSides(const std::string& written);
// The values a list "a, b, ..." names, repeats merged.
std::set<cgt::GameId> listedValues(const std::string& list);
// The values of a player's options, as a set and as the text "a, b, ...".
std::set<cgt::GameId> optionValues(const Strip& s, Player p);
std::string shownOptionValues(const Strip& s, Player p);
// A player's options, each strip renamed as Lemma 1's proof renames it (R_a = B_a = aB = aR,
// RaB = BaR, RaR = BaB): to its representative under reversal and red/black swap.
std::set<Position> renamedOptions(const Strip& s, Player p);

// Whether the option values "{a, b | c}" written for `name` are the model's, as sets.
Judgement compareOptionValues(const Strip& s, const std::string& name, const std::string& written);

// ---- Chapter One's Domineering example ----

// A move of the lines of play and the sum the thesis writes after it.
struct PlayedLine {
    bool left;  // who moves
    const char* value;
};
// The components {1|-1}, {0|0}, {0|-1}, 3/2, and the two lines of play from them the thesis
// writes, Left starting and Right starting.
std::vector<cgt::Game> domineeringComponents();
const std::vector<std::vector<PlayedLine>>& domineeringPlays();
// Each move of one player in one component of a sum: the sum it leaves and its components.
std::vector<std::pair<cgt::Game, std::vector<cgt::Game>>> movesInSum(const std::vector<cgt::Game>& components,
                                                                     bool left);

// A position of Chapter Two (e.g. "R4B") and what the thesis writes for it.
struct Written {
    std::string position, written;
    bool operator==(const Written&) const = default;
};
// Each line of a table of such positions, judged by `judge` on the position's strip.
Property<Written> writtenLines(std::string what, std::vector<Written> lines,
                               std::function<Judgement(const Strip&, const Written&)> judge);

}  // namespace gameaudit::snodgrass1979
