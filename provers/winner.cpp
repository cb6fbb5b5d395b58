#include "provers/winner.hpp"

namespace gameaudit::prover {

std::string movesLower(const RulesEncoding& g, int measure, const std::string& inside) {
    const std::string X = variables("X", g.arity), Y = variables("Y", g.arity), m = std::to_string(measure);
    return "(all2 " + X + "," + Y + ": (" + inside + "(" + X + ") & move(" + X + "," + Y + ")) => (" + inside + "(" + Y +
           ") & less(Y" + m + ", X" + m + ")))";
}

ProofSpec winnerProof(const WinnerClaim& c) {
    const int k = c.game.arity;
    const std::string X = variables("X", k), params = "var2 " + X;
    auto declared = [](const std::string& name, const std::string& ps, const std::string& body) {
        return "pred " + name + "(" + ps + ") = " + body + ";\n";
    };
    const std::string defs = "# The rules of " + c.game.name + "\n" + c.game.rules + "\n# Definitions\n" + c.definitions +
                             "\n# The winner function the proof characterises: the mover wins\n" +
                             declared("wins", params, c.wins) + declared("inP", params, "~wins(" + X + ")") +
                             "# The claim\n" + declared("domain", params, c.domain) +
                             declared("claimedWins", params, c.claimedWins);
    // inP (the mover loses) is the P-set of the game as an impartial one: the same kernel.
    const std::string lemma = "(" + c.definitionsHold + ")\n& " + movesLower(c.game, c.measure) + "\n& " +
                              characterisesP(c.game, Play::Normal);
    const std::string claimed = "(all2 " + X + ": (position(" + X + ") & domain(" + X + ")) => (wins(" + X +
                                ") <=> claimedWins(" + X + ")))";
    ProofSpec s;
    s.claim = c.claim;
    s.method = "MONA, WS1S: the winner function's recursion over the rules of " + c.game.name;
    s.certificate = certificateHeader(c.claim, c.statement + " (winner function of " + c.game.name + ")") + defs + lemma +
                    "\n& " + claimed + ";\n";
    s.lemmas = certificateHeader(c.claim, "the winner-function lemma alone") + defs + lemma + ";\n";
    s.counterexample = certificateHeader(c.claim, "a position where the claim and the winner function differ") + defs +
                       "var2 " + X + ";\nposition(" + X + ") & domain(" + X + ") & ~(wins(" + X + ") <=> claimedWins(" +
                       X + "));\n";
    for (int i = 1; i <= k; ++i) s.variables.push_back("X" + std::to_string(i));
    s.show = c.show;
    return s;
}

}  // namespace gameaudit::prover
