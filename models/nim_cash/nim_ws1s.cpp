#include "models/nim_cash/nim_ws1s.hpp"

namespace gameaudit::nimcash {

prover::Game nimWs1s(const std::vector<Moves>& family) {
    std::string positions, moves;
    for (std::size_t i = 0; i < family.size(); ++i) {
        const std::string index = prover::constant(static_cast<std::int64_t>(i));
        std::string takes;
        for (std::int64_t a : family[i]) {
            const std::string take = prover::constant(a);
            takes += (takes.empty() ? "" : " | ") + std::string("(leq(") + take + ", X2) & minus(X2, " + take + ", Y2))";
        }
        positions += (i ? " | " : "") + std::string("X1 = ") + index;
        moves += (i ? "\n    | " : "") + std::string("(X1 = ") + index + " & (" + takes + "))";
    }
    return {"NIM(A; n), A = " + (family.size() == 1 ? showSet(family[0]) : "one of " + std::to_string(family.size()) + " move sets"), 2,
            "pred position(var2 X1, var2 X2) = " + positions + ";\n" +
                "# remove a in A stones, a <= n; the move set stays\n"
                "pred move(var2 X1, var2 X2, var2 Y1, var2 Y2) = Y1 = X1 & (" + moves + ");\n"};
}

}  // namespace gameaudit::nimcash
