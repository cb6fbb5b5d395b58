#include "provers/fibonacci.hpp"

#include <algorithm>
#include <cstdlib>
#include <set>
#include <stdexcept>
#include <utility>

namespace gameaudit::prover {
namespace {

// Fibonacci addition as an automaton reading digits from the top: value(A) + value(B) = value(S)
// iff the digit string d = A + B − S (digits −1..2) has value 0. After the digits at i and above,
// their value is p·F(i+2) + q·F(i+1); one digit lower it is (p + q + d)·F(i+1) + p·F(i), and at
// the end (i = 0: F(2) = F(1) = 1) it is p + q. Only finitely many (p, q) can still end at 0.
using State = std::pair<int, int>;

State step(State s, int d) { return {s.first + s.second + d, s.first}; }

// The states reachable from (0, 0) that can still reach value 0, with |p|, |q| <= cap.
std::set<State> liveStates(int cap) {
    std::set<State> reach{{0, 0}};
    for (std::vector<State> todo{{0, 0}}; !todo.empty();) {
        const State s = todo.back();
        todo.pop_back();
        for (int d = -1; d <= 2; ++d)
            if (State t = step(s, d); std::abs(t.first) <= cap && std::abs(t.second) <= cap && reach.insert(t).second)
                todo.push_back(t);
    }
    std::set<State> live;
    for (State s : reach)
        if (s.first + s.second == 0) live.insert(s);
    for (bool grew = true; grew;) {
        grew = false;
        for (State s : reach)
            for (int d = -1; d <= 2 && !live.count(s); ++d)
                if (live.count(step(s, d))) grew = live.insert(s).second;
    }
    return live;
}

std::string fplus() {
    const std::set<State> live = liveStates(20);
    if (live != liveStates(40)) throw std::logic_error("Fibonacci addition: the live states exceed the cap");
    // Each state a code in `bits` sets Q0.. at each position; (0, 0) is code 0, so a run is 0
    // above the highest digit, as finite sets are.
    std::vector<State> order{{0, 0}};
    for (State s : live)
        if (s != State{0, 0}) order.push_back(s);
    int bits = 1;
    while ((std::size_t{1} << bits) < order.size()) ++bits;
    auto code = [&](State s) { return static_cast<int>(std::find(order.begin(), order.end(), s) - order.begin()); };
    auto is = [&](State s, const std::string& at) {
        std::string f;
        for (int b = 0; b < bits; ++b)
            f += (b ? " & " : "") + at + ((code(s) >> b & 1) ? " in Q" : " notin Q") + std::to_string(b);
        return "(" + f + ")";
    };
    auto digit = [](int d) {  // x + y − z = d at position i
        std::string f;
        for (int x = 0; x <= 1; ++x)
            for (int y = 0; y <= 1; ++y)
                for (int z = 0; z <= 1; ++z)
                    if (x + y - z == d)
                        f += std::string(f.empty() ? "" : " | ") + "(i " + (x ? "in" : "notin") + " A & i " + (y ? "in" : "notin") +
                             " B & i " + (z ? "in" : "notin") + " S)";
        return "(" + f + ")";
    };
    std::string names, valid, steps, accept;
    for (int b = 0; b < bits; ++b) names += (b ? ", Q" : "Q") + std::to_string(b);
    for (State s : order) {
        valid += (valid.empty() ? "" : " | ") + is(s, "i");
        if (s.first + s.second == 0) accept += (accept.empty() ? "" : " | ") + is(s, "0");
        for (int d = -1; d <= 2; ++d) {
            const State t = step(s, d);
            steps += "\n    & ((" + is(s, "i + 1") + " & " + digit(d) + ") => " + (live.count(t) ? is(t, "i") : "false") + ")";
        }
    }
    return "pred fplus(var2 A, var2 B, var2 S) = ex2 " + names + ": (" + accept + ") & (all1 i: (" + valid + ")" + steps +
           ");\n";
}

}  // namespace

std::string fibonacciArithmetic() {
    static const std::string text = R"(# Numbers are finite sets of Zeckendorf digits (digit i weighs F(i+2): 1, 2, 3, 5, 8, ...).
pred zeck(var2 A) = all1 i: i in A => i + 1 notin A;
# Addition: an automaton on the digits from the top, its state (p, q) coded in the sets Q
)" + fplus() + R"(# The order of Zeckendorf numbers is that of their digit sets read from the top, as in binary.
pred less(var2 A, var2 B) = ex1 i: i in B & i notin A & (all1 j: j > i => (j in A <=> j in B));
pred leq(var2 A, var2 B) = A = B | less(A, B);
# floorTau(N, A): A = ⌊Nτ⌋. By Binet, F(k)τ = F(k+1) − ψ^k (ψ = −1/τ), so Nτ is N's digits shifted up
# one, minus a sum of non-adjacent powers of ψ that lies in (−1, 1) with the sign of its lowest term:
# the floor is the shift, less 1 when N's lowest digit i (weight F(i+2)) has i even.
pred shifted(var2 N, var2 M) = 0 notin M & (all1 i: i + 1 in M <=> i in N);
pred evenAt(var1 m) = ex2 E: 0 in E & m in E & (all1 j: j < m => (j + 1 in E <=> j notin E));
pred floorTau(var2 N, var2 A) = zeck(N) & zeck(A) & ((N = empty & A = empty) | (ex2 M: shifted(N, M) &
    (ex1 m: m in N & (all1 j: j < m => j notin N) & ((evenAt(m) & fplus(A, {0}, M)) | (~evenAt(m) & A = M)))));
)";
    return text;
}

std::uint64_t zeckendorfBits(std::int64_t n) {
    if (n < 0) throw std::logic_error("Zeckendorf numbers are natural");
    std::vector<std::int64_t> weights{1, 2};  // F(2), F(3), ...
    while (weights.back() <= n - weights[weights.size() - 2]) weights.push_back(weights.back() + weights[weights.size() - 2]);
    std::uint64_t bits = 0;
    for (std::size_t i = weights.size(); i-- > 0;)
        if (weights[i] <= n) n -= weights[i], bits |= std::uint64_t{1} << i;  // greedy: never two adjacent
    return bits;
}

std::int64_t zeckendorfValue(const std::vector<int>& digits) {
    std::int64_t n = 0;
    for (int d : digits) {
        if (d < 0 || d > 86) throw std::runtime_error("MONA's example has Zeckendorf digit " + std::to_string(d) + ", beyond 2^62");
        std::int64_t a = 1, b = 2;  // F(d+2)
        for (int i = 0; i < d; ++i) a = std::exchange(b, a + b);
        n += a;
        if (n > (std::int64_t{1} << 62)) throw std::runtime_error("MONA's example is beyond 2^62");
    }
    return n;
}

std::string zeckendorfConstant(std::int64_t n) {
    std::string s;
    const std::uint64_t bits = zeckendorfBits(n);
    for (int i = 0; i < 64; ++i)
        if (bits >> i & 1) s += (s.empty() ? "" : ",") + std::to_string(i);
    return s.empty() ? "empty" : "{" + s + "}";
}

}  // namespace gameaudit::prover
