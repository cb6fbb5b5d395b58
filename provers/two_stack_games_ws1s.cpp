#include "provers/two_stack_games_ws1s.hpp"

namespace gameaudit::games {

prover::RulesEncoding wynnieWs1s() {
    return {"WYNNIE", 2, R"(pred position(var2 X1, var2 X2) = true;
# k chips from one stack or both, 1 <= k <= the smallest stack that still exists.
pred limit(var2 X1, var2 X2, var2 K) = K ~= empty &
    ((X1 = empty & leq(K, X2)) | (X2 = empty & leq(K, X1)) |
     (X1 ~= empty & X2 ~= empty & leq(K, X1) & leq(K, X2)));
pred move(var2 X1, var2 X2, var2 Y1, var2 Y2) = ex2 K: limit(X1, X2, K) &
    ((minus(X1, K, Y1) & Y2 = X2) | (Y1 = X1 & minus(X2, K, Y2)) |
     (X1 ~= empty & X2 ~= empty & minus(X1, K, Y1) & minus(X2, K, Y2)));
)"};
}

}  // namespace gameaudit::games
