#include "models/nim_cash/nim_cash_ws1s.hpp"

#include "models/nim_cash/nim_ws1s.hpp"

namespace gameaudit::nimcash {

prover::Game cashWs1s(const std::vector<Moves>& family) {
    const FamilyRules rules = familyRules("NIM(A; n; d, e)", family, [](const std::string& a) {
        return "(minus(X2, " + a + ", Y2) & minus(X3, " + a + ", Y4))";
    });
    return {rules.name, 4,
            "pred position(var2 X1, var2 X2, var2 X3, var2 X4) = " + rules.positions + ";\n" +
                "# take a in A stones, a <= n, paying a dollars, a <= the mover's money; the roles swap\n"
                "pred move(var2 X1, var2 X2, var2 X3, var2 X4, var2 Y1, var2 Y2, var2 Y3, var2 Y4) =\n"
                "    Y1 = X1 & Y3 = X4 & (" + rules.moves + ");\n"};
}

}  // namespace gameaudit::nimcash
