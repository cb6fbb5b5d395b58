#pragma once
// WS1S, the language MONA decides: a natural number is the finite set of its 1-bits, so
// binary arithmetic (addition with a carry set, comparison, 2^n − 1, residues) is definable,
// and the classic characterisations of the P-positions of a finite impartial game become
// closed formulas over a rules encoding.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/outcome.hpp"

namespace gameaudit::prover {

// The arithmetic predicates every program may use (numbers as sets of bits):
//   plus(A, B, S)  S = A + B          minus(A, B, D)  D = A − B (B <= A)
//   less(A, B), leq(A, B)             minimum(A, B, M)  M = min(A, B)
//   even(A), odd(A)                   ones(A, n)      A = 2^n − 1 (n a position)
//   power(A, n)    A = 2^n            lowBits(A, B, n) A and B agree below bit n
//   xor(A, B, C)   C = A XOR B
std::string arithmetic();

// The number n as a set constant, e.g. 5 -> "{0,2}", 0 -> "empty".
std::string constant(std::int64_t n);

// A formula saying the number A ≡ r (mod m), 0 <= r < m: A = m·Q + r for some Q.
std::string residue(const std::string& a, std::int64_t m, std::int64_t r);
// A formula saying r (a set variable or constant) is the remainder of A divided by m.
std::string remainder(const std::string& a, std::int64_t m, const std::string& r);

// A formula saying P = m·Q (m >= 0 a constant; Q, P set variables or constants).
std::string multiple(const std::string& q, std::int64_t m, const std::string& p);

// A linear term over number variables: sum of coefficient·variable, plus a constant (either may
// be negative; a relation moves the negative parts to the other side, so WS1S sees naturals).
struct Linear {
    std::vector<std::pair<std::string, std::int64_t>> terms;
    std::int64_t constant = 0;
    Linear() = default;
    Linear(std::int64_t c) : constant(c) {}  // NOLINT: a constant is a term
    Linear(const char* v) : terms{{v, 1}} {}  // NOLINT: so is a variable
    Linear(std::string v) : terms{{std::move(v), 1}} {}  // NOLINT
    Linear& operator+=(const Linear& o);
    friend Linear operator+(Linear a, const Linear& b) { return a += b; }
    friend Linear operator-(Linear a, const Linear& b) { return a += b * -1; }
    friend Linear operator*(Linear a, std::int64_t k);
    friend Linear operator*(std::int64_t k, Linear a) { return a * k; }
};
// A formula saying lhs op rhs, op one of "=", "<", "<="; a coefficient k > 1 calls
// times<k>(X, V) (V = k·X), which timesPredicates(largest) defines for k <= largest.
std::string timesPredicates(std::int64_t largest);
std::string relation(const Linear& lhs, const std::string& op, const Linear& rhs);

// "X1,X2,...,Xk" (prefix X) — the set variables of a k-tuple position.
std::string variables(const std::string& prefix, int k);

// How a set of positions writes a number: binary (arithmetic() above) or Zeckendorf
// (fibonacciArithmetic(), provers/fibonacci.hpp: zeck, fplus, less, leq, floorTau).
enum class Numeration { Binary, Fibonacci };

// A rules encoding: a game's positions as k-tuples of numbers and its move relation, written
// from its rules: `rules` defines pred position(var2 X1..Xk) and pred move(var2 X1..Xk, var2 Y1..Yk).
struct RulesEncoding {
    std::string name;
    int arity = 1;
    std::string rules;
    // The rules also define moveOn<i>(X1..Xk, Z), "a move sets stack i to Z, the others kept", and
    // move is their union: proofs then quantify over the one stack a move changes, not over whole
    // positions, which keeps MONA's automata small (NIMB on 4 stacks).
    bool movesOneStack = false;
    Numeration numeration = Numeration::Binary;  // the predicates its rules and claims use
};

// Every move leaves the positions and lowers every coordinate or keeps it, one strictly:
// so every play ends, the game is finite, and its P-set is the unique kernel.
// `inside` names the predicate of the positions considered (all of them: "position").
std::string movesTerminate(const RulesEncoding& g, const std::string& inside = "position");

using Play = gameaudit::Play;  // core's, not a homonym: both read unqualified under using-directives
// The P-positions are exactly inP (a predicate over X1..Xk the program defines):
// normal play: no move from inP stays in inP, every other position has a move into inP;
// misère: as normal play, except that a position without moves is never in inP.
std::string characterisesP(const RulesEncoding& g, Play play, const std::string& inside = "position");
// G is the Grundy function (a predicate grundy(X1..Xk, V) the program defines): every
// position has exactly one value, no option shares it, every smaller value is an option's.
std::string characterisesGrundy(const RulesEncoding& g);

// Rows of an octal game (Kayles): the program defines split(N, A, B), "a move on a row of N
// leaves rows A and B", and grundy(N, V); by the Sprague-Grundy theorem the option's value is
// G(A) XOR G(B), so grundy is the rows' Grundy function iff it is a function, no option has
// its value, every smaller value is an option's, and splits shorten rows.
std::string characterisesRowGrundy();

// The opening of a certificate: its claim, what it proves, how to re-run it, the arithmetic.
std::string certificateHeader(const std::string& claim, const std::string& comment,
                              Numeration numeration = Numeration::Binary);

// What the prover needs to decide one claim.
struct ProofSpec {
    std::string claim;           // the claim id it decides
    std::string method;          // in words, for the report
    std::string certificate;     // a closed program: valid iff the claim holds for every size
    std::string lemmas;          // a closed program: the proof's own lemmas alone ("" if none)
    // Further closed programs the proof needs, each decided on its own (file, program): a proof
    // too large for one MONA run (MONA numbers its internal names up to 99999) is split in lemmas.
    std::vector<std::pair<std::string, std::string>> parts;
    std::string counterexample;  // free variables: a satisfying example is a counterexample
    std::vector<std::string> variables;  // the counterexample's free variables, in order
    std::function<std::string(const std::vector<std::int64_t>&)> show;  // in the claim's notation
    Numeration numeration = Numeration::Binary;  // how the counterexample's sets write numbers
    // The rules encoding the proof rests on (outcome and Grundy proofs): attach() with a model
    // compares its moves with the model's before MONA's answer counts.
    std::optional<RulesEncoding> rules;
};

// The claim "over the positions `domain`, a position is P iff `claimedP`" (formulas over
// X1..Xk), proved through the P-set `pSet` (a formula over X1..Xk): the characterisation
// shows pSet is the P-set; then the claim is a statement about pSet.
struct OutcomeClaim {
    std::string claim, statement;  // statement: a comment naming what is proved
    RulesEncoding game;
    Play play = Play::Normal;
    std::string pSet, domain, claimedP;
    // A claim about more than outcomes, instead of "P iff claimedP": this formula over X1..Xk holds
    // on the domain; it may use inP and the rules' predicates (move, ...).
    std::string holds;
    std::function<std::string(const std::vector<std::int64_t>&)> show;
    // The part of the game the proof works on, one that moves cannot leave (MONA checks it),
    // containing the domain: e.g. "some stack is at most 3". pSet need be right only there.
    std::string region = "true";
};
ProofSpec outcomeProof(const OutcomeClaim& c);

// The claim "over the positions `domain`, the Grundy value is V iff `claimed`" (formulas over
// X1..Xk and V), proved through the Grundy function `grundy` (over X1..Xk and V), which the
// mex characterisation shows is the game's.
struct GrundyClaim {
    std::string claim, statement;
    RulesEncoding game;
    std::string grundy, domain, claimed;
    std::function<std::string(const std::vector<std::int64_t>&)> show;
};
ProofSpec grundyProof(const GrundyClaim& c);

// A claim `statement` (a formula over N, for every row N) about the rows' Grundy values,
// proved through `grundy` (over N and V) and the row game's `rules` (defining split).
ProofSpec rowGrundyProof(std::string claim, std::string comment, std::string rules, std::string grundy,
                         std::string statement, std::function<std::string(const std::vector<std::int64_t>&)> show);

// A claim about numbers alone: for all X1..Xk with `domain`, `statement` (both formulas).
ProofSpec arithmeticProof(std::string claim, std::string comment, int k, std::string domain, std::string statement,
                          std::function<std::string(const std::vector<std::int64_t>&)> show);

}  // namespace gameaudit::prover
