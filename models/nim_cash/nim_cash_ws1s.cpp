#include "models/nim_cash/nim_cash_ws1s.hpp"

namespace gameaudit::nimcash {

prover::Game cashWs1s(const std::vector<Moves>& family) {
    std::string positions, moves;
    for (std::size_t i = 0; i < family.size(); ++i) {
        const std::string index = prover::constant(static_cast<std::int64_t>(i));
        std::string takes;
        for (std::int64_t a : family[i]) {
            const std::string take = prover::constant(a);
            takes += (takes.empty() ? "" : " | ") + std::string("(minus(X2, ") + take + ", Y2) & minus(X3, " + take + ", Y4))";
        }
        positions += (i ? " | " : "") + std::string("X1 = ") + index;
        moves += (i ? "\n    | " : "") + std::string("(X1 = ") + index + " & (" + takes + "))";
    }
    return {"NIM(A; n; d, e), A = " + (family.size() == 1 ? showSet(family[0]) : "one of " + std::to_string(family.size()) + " move sets"), 4,
            "pred position(var2 X1, var2 X2, var2 X3, var2 X4) = " + positions + ";\n" +
                "# take a in A stones, a <= n, paying a dollars, a <= the mover's money; the roles swap\n"
                "pred move(var2 X1, var2 X2, var2 X3, var2 X4, var2 Y1, var2 Y2, var2 Y3, var2 Y4) =\n"
                "    Y1 = X1 & Y3 = X4 & (" + moves + ");\n"};
}

}  // namespace gameaudit::nimcash
