#include "provers/snodgrass/kayles_ws1s.hpp"

namespace gameaudit::snodgrass {

std::string kaylesWs1s() {
    return "# one pin (T = 1) or two adjacent pins (T = 2) knocked down: N = A + T + B\n"
           "pred split(var2 N, var2 A, var2 B) = ex2 T, S: (T = {0} | T = {1}) & plus(A, B, S) & plus(S, T, N);\n";
}

}  // namespace gameaudit::snodgrass
