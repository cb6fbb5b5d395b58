#include "provers/nim_cash/nim_ws1s.hpp"

namespace gameaudit::nim_cash {

FamilyRules familyRules(const std::string& game, const std::vector<Moves>& family,
                        const std::function<std::string(const std::string& a)>& take) {
    FamilyRules rules{game + ", A = " + (family.size() == 1 ? showSet(family[0])
                                                             : "one of " + std::to_string(family.size()) + " move sets")};
    for (std::size_t i = 0; i < family.size(); ++i) {
        const std::string index = prover::constant(static_cast<std::int64_t>(i));
        std::string takes;
        for (std::int64_t a : family[i]) takes += (takes.empty() ? "" : " | ") + take(prover::constant(a));
        rules.positions += (i ? " | " : "") + std::string("X1 = ") + index;
        rules.moves += (i ? "\n    | " : "") + std::string("(X1 = ") + index + " & (" + takes + "))";
    }
    return rules;
}

prover::RulesEncoding nimWs1s(const std::vector<Moves>& family) {
    const FamilyRules rules = familyRules("NIM(A; n)", family, [](const std::string& a) {
        return "(leq(" + a + ", X2) & minus(X2, " + a + ", Y2))";
    });
    return {rules.name, 2,
            "pred position(var2 X1, var2 X2) = " + rules.positions + ";\n" +
                "# remove a in A stones, a <= n; the move set stays\n"
                "pred move(var2 X1, var2 X2, var2 Y1, var2 Y2) = Y1 = X1 & (" + rules.moves + ");\n"};
}

}  // namespace gameaudit::nim_cash
