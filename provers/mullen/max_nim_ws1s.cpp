#include "provers/mullen/max_nim_ws1s.hpp"

namespace gameaudit::games {

prover::RulesEncoding lessThanHalfWs1s() {
    return {"Maximum NIM, fewer than half the chips", 1,
            "pred position(var2 X1) = true;\n"
            "pred move(var2 X1, var2 Y1) = ex2 K, D: K ~= empty & plus(K, K, D) & less(D, X1) & minus(X1, K, Y1);\n"};
}

}  // namespace gameaudit::games
