#include "provers/fibonacci_wythoff.hpp"

namespace gameaudit::games {

prover::RulesEncoding wythoffFibonacciWs1s() {
    return {"Wythoff", 2, R"(pred position(var2 X1, var2 X2) = zeck(X1) & zeck(X2);
# Any number of chips from one stack, or the same number D from both.
pred move(var2 X1, var2 X2, var2 Y1, var2 Y2) = position(Y1, Y2) &
    ((less(Y1, X1) & Y2 = X2) | (Y1 = X1 & less(Y2, X2)) |
     (less(Y1, X1) & less(Y2, X2) & (ex2 D: zeck(D) & fplus(Y1, D, X1) & fplus(Y2, D, X2))));
)",
            false, prover::Numeration::Fibonacci};
}

}  // namespace gameaudit::games
