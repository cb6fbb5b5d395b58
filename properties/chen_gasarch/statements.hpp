#pragma once
// Verbatim statements of Chen & Gasarch, "NIM with Cash: A Concrete Approach", keyed by claim.
#include <map>
#include <string>

namespace gameaudit::chen_gasarch {

inline const std::string& statement(const std::string& key) {
    static const std::map<std::string, std::string> texts = {
        {"ex1.5a", R"PAPER(- Let L be even and ≥ 2 , with $A = \{1, L\}$. then $W(n) = 2$ iff $n \equiv 0, 2, 4, \dots, L - 2 \pmod{L + 1}$.)PAPER"},
        {"ex1.5b", R"PAPER(- Let L be even and ≥ 2 , with $A = \{1, L, L + 1\}$. then $W(n) = 2$ iff $n \equiv 0, 2, 4, \dots, L - 2 \pmod{2L}$.)PAPER"},
        {"ex1.5c", R"PAPER(- Let L be odd and ≥ 3 , with $A = \{1, L, L + 1\}$. then $W(n) = 2$ iff $n \equiv 0, 2, 4, \dots, L - 1 \pmod{2L + 1}$.)PAPER"},
        {"def3.2", R"PAPER(Definition 3.2. Let $A \subseteq^{\text{fin}} \mathbb{N}$ and let $n \in \mathbb{N}$. Then,
- If $n < \min(A)$, then $U_1(n) = U_2(n) = 0$ (Player 1 cannot move, so Player 2 wins by default).
- If $W(n) = 1$, then
- $U_1(n)$ is defined to be the least value of $U_2(n-a) + a$ across all $a \in A, a \leq n$ such that $W(n-a) = 2$.
- $U_2(n)$ is defined to be the greatest value of $U_1(n-a)$ across all $a \in A, a \leq n$.
- If $W(n) = 2$, then
- $U_1(n)$ is defined to be the least value of $U_2(n-a) + a$ across all $a \in A, a \leq n$ such that $U_1(n-a) = U_2(n)$.
- $U_2(n)$ is defined to be the greatest value of $U_1(n-a)$ across all $a \in A, a \leq n$.
It is easy to check by induction on n that this definition is equivalent to our intuition for winning players.)PAPER"},
        {"ex3.2", R"PAPER(For example, when $A = \{1, 3, 4\}$, $U_1(9) = 6$ (Player 2 wins) because Player 1 can take 1 on his first move, 4 on his second move, and 1 on his last move; it can be easily verified that this is the optimal case, and that both players are playing normally.)PAPER"},
        {"thm3.3row", R"PAPER(Theorem 3.3. *For $A = \{1, L\}$, L even:*
- $U_{\text{win}}(n) = L \left\lfloor \frac{n}{L+1} \right\rfloor$, for $n \equiv 0 \pmod{L+1}$.
- $U_{\text{win}}(n) = L \left\lfloor \frac{n}{L+1} \right\rfloor + 1$, for $n \equiv 1 \pmod{L+1}$.
- $U_{\text{win}}(n) = L \left\lfloor \frac{n}{L+1} \right\rfloor + 1$, for $n \equiv 2 \pmod{L+1}$.
- $U_{\text{win}}(n) = L \left\lfloor \frac{n}{L+1} \right\rfloor + 2$, for $n \equiv 3 \pmod{L+1}$.
- $U_{\text{win}}(n) = L \left\lfloor \frac{n}{L+1} \right\rfloor + 2$, for $n \equiv 4 \pmod{L+1}$.
⋮
- $U_{\text{win}}(n) = L \left\lfloor \frac{n}{L+1} \right\rfloor + \left\lfloor \frac{L-2}{2} \right\rfloor$, for $n \equiv L-2 \pmod{L+1}$.
- $U_{\text{win}}(n) = L \left\lfloor \frac{n}{L+1} \right\rfloor + \left\lfloor \frac{L-1}{2} \right\rfloor$, for $n \equiv L-1 \pmod{L+1}$.
- $U_{\text{win}}(n) = L \left(\left\lfloor \frac{n}{L+1} \right\rfloor + 1 \right)$, for $n \equiv L \pmod{L+1}$,)PAPER"},
        {"thm3.3closed", R"PAPER(or equivalently, writing $n = k(L+1) + i$, where $0 \leq i < L+1$ gives us:
- If $i < L$, then $U_{\text{win}}(n) = Lk + \left\lfloor \frac{i}{2} \right\rfloor$.
- If $i = L$, then $U_{\text{win}}(n) = L(k+1)$.)PAPER"},
        {"thm3.3lose", R"PAPER(Similarly,
- If $n < L$, then $U_{\text{lose}}(n) = \left\lfloor \frac{n}{2} \right\rfloor$.
- If $n \geq L, i < L$, then $U_{\text{lose}}(n) = L \left(k - \frac{1}{2} \right) + \left\lfloor \frac{i}{2} \right\rfloor + 1$.
- If $i = L$, then $U_{\text{lose}}(n) = L \left(k + \frac{1}{2} \right)$.)PAPER"},
        {"thm3.3agree", R"PAPER(Theorem 3.3. *For $A = \{1, L\}$, L even:*
- $U_{\text{win}}(n) = L \left\lfloor \frac{n}{L+1} \right\rfloor$, for $n \equiv 0 \pmod{L+1}$.
- $U_{\text{win}}(n) = L \left\lfloor \frac{n}{L+1} \right\rfloor + 1$, for $n \equiv 1 \pmod{L+1}$.
- $U_{\text{win}}(n) = L \left\lfloor \frac{n}{L+1} \right\rfloor + 1$, for $n \equiv 2 \pmod{L+1}$.
- $U_{\text{win}}(n) = L \left\lfloor \frac{n}{L+1} \right\rfloor + 2$, for $n \equiv 3 \pmod{L+1}$.
- $U_{\text{win}}(n) = L \left\lfloor \frac{n}{L+1} \right\rfloor + 2$, for $n \equiv 4 \pmod{L+1}$.
⋮
- $U_{\text{win}}(n) = L \left\lfloor \frac{n}{L+1} \right\rfloor + \left\lfloor \frac{L-2}{2} \right\rfloor$, for $n \equiv L-2 \pmod{L+1}$.
- $U_{\text{win}}(n) = L \left\lfloor \frac{n}{L+1} \right\rfloor + \left\lfloor \frac{L-1}{2} \right\rfloor$, for $n \equiv L-1 \pmod{L+1}$.
- $U_{\text{win}}(n) = L \left(\left\lfloor \frac{n}{L+1} \right\rfloor + 1 \right)$, for $n \equiv L \pmod{L+1}$,
or equivalently, writing $n = k(L+1) + i$, where $0 \leq i < L+1$ gives us:
- If $i < L$, then $U_{\text{win}}(n) = Lk + \left\lfloor \frac{i}{2} \right\rfloor$.
- If $i = L$, then $U_{\text{win}}(n) = L(k+1)$.)PAPER"},
        {"thm3.4evenrow", R"PAPER(Theorem 3.4. For $A = \{1, L, L + 1\}$, L even:
- $U_{win}(n) = \frac{3}{2}L \left\lfloor \frac{n}{2L} \right\rfloor$, for $n \equiv 0 \pmod{2L}$.
- $U_{win}(n) = \frac{3}{2}L \left\lfloor \frac{n}{2L} \right\rfloor + 1$, for $n \equiv 1 \pmod{2L}$.
- $U_{win}(n) = \frac{3}{2}L \left\lfloor \frac{n}{2L} \right\rfloor + 1$, for $n \equiv 2 \pmod{2L}$.
- $U_{win}(n) = \frac{3}{2}L \left\lfloor \frac{n}{2L} \right\rfloor + 2$, for $n \equiv 3 \pmod{2L}$.
- $U_{win}(n) = \frac{3}{2}L \left\lfloor \frac{n}{2L} \right\rfloor + 2$, for $n \equiv 4 \pmod{2L}$.
- \vdots
- $U_{win}(n) = \frac{3}{2}L \left\lfloor \frac{n}{2L} \right\rfloor + \left\lceil \frac{L-2}{2} \right\rceil$, for $n \equiv L-2 \pmod{2L}$.
- $U_{win}(n) = \frac{3}{2}L \left\lfloor \frac{n}{2L} \right\rfloor + \left\lceil \frac{L-1}{2} \right\rceil$, for $n \equiv L-1 \pmod{2L}$.
- $U_{win}(n) = \frac{3}{2}L \left\lfloor \frac{n}{2L} \right\rfloor + L$, for $n \equiv L \pmod{2L}$.
- $U_{win}(n) = \frac{3}{2}L \left\lfloor \frac{n}{2L} \right\rfloor + L + 1$, for $n \equiv L + 1 \pmod{2L}$.
- $U_{win}(n) = \frac{3}{2}L \left\lfloor \frac{n}{2L} \right\rfloor + L + 1$, for $n \equiv L + 2 \pmod{2L}$.
- $U_{win}(n) = \frac{3}{2}L \left\lfloor \frac{n}{2L} \right\rfloor + L + 2$, for $n \equiv L + 3 \pmod{2L}$.
- $U_{win}(n) = \frac{3}{2}L \left\lfloor \frac{n}{2L} \right\rfloor + L + 2$, for $n \equiv L + 4 \pmod{2L}$.
- \vdots
- $U_{win}(n) = \frac{3}{2}L \left\lfloor \frac{n}{2L} \right\rfloor + L + \left\lceil \frac{L-2}{2} \right\rceil$, for $n \equiv 2L-2 \pmod{2L}$.
- $U_{win}(n) = \frac{3}{2}L \left\lfloor \frac{n}{2L} \right\rfloor + L + \left\lceil \frac{L-1}{2} \right\rceil$, for $n \equiv 2L-1 \pmod{2L}$,)PAPER"},
        {"thm3.4evenclosed", R"PAPER(or equivalently, writing $n = 2Lk + i$, where $0 \leq i < 2L$ gives us:
- If $0 \leq i < L$, then $U_{win}(n) = \frac{3Lk}{2} + \left\lceil \frac{i}{2} \right\rceil$.
- If $L \leq i \leq 2L - 1$, then $U_{win}(n) = \frac{3Lk}{2} + L + \left\lceil \frac{i-L}{2} \right\rceil$.)PAPER"},
        {"thm3.4evenlose", R"PAPER(Similarly,
- If $0 \leq i < L + 1$, then $U_{lose}(n) = \frac{3Lk}{2} + \left\lfloor \frac{i}{2} \right\rfloor$.
- If $L + 1 \leq i \leq 2L - 1$, then $U_{lose}(n) = \frac{3Lk}{2} + L + \left\lfloor \frac{i-L}{2} \right\rfloor$.)PAPER"},
        {"thm3.4oddrow", R"PAPER(For $A = \{1, L, L + 1\}$, L odd:
- $U_{win}(n) = \frac{3L+1}{2} \left\lfloor \frac{n}{2L+1} \right\rfloor$, for $n \equiv 0 \pmod{2L+1}$.
- $U_{win}(n) = \frac{3L+1}{2} \left\lfloor \frac{n}{2L+1} \right\rfloor + 1$, for $n \equiv 1 \pmod{2L+1}$.
- $U_{win}(n) = \frac{3L+1}{2} \left\lfloor \frac{n}{2L+1} \right\rfloor + 1$, for $n \equiv 2 \pmod{2L+1}$.
- $U_{win}(n) = \frac{3L+1}{2} \left\lfloor \frac{n}{2L+1} \right\rfloor + 2$, for $n \equiv 3 \pmod{2L+1}$.
- $U_{win}(n) = \frac{3L+1}{2} \left\lfloor \frac{n}{2L+1} \right\rfloor + 2$, for $n \equiv 4 \pmod{2L+1}$.
- \vdots
- $U_{win}(n) = \frac{3L+1}{2} \left\lfloor \frac{n}{2L+1} \right\rfloor + \left\lceil \frac{L-2}{2} \right\rceil$, for $n \equiv L-2 \pmod{2L+1}$.
- $U_{win}(n) = \frac{3L+1}{2} \left\lfloor \frac{n}{2L+1} \right\rfloor + \left\lceil \frac{L-1}{2} \right\rceil$, for $n \equiv L-1 \pmod{2L+1}$.
- $U_{win}(n) = \frac{3L+1}{2} \left\lfloor \frac{n}{2L+1} \right\rfloor + \left\lceil \frac{L}{2} \right\rceil$, for $n \equiv L \pmod{2L+1}$.
- $U_{win}(n) = \frac{3L+1}{2} \left\lfloor \frac{n}{2L+1} \right\rfloor + L + 1$, for $n \equiv L + 1 \pmod{2L+1}$.
- $U_{win}(n) = \frac{3L+1}{2} \left\lfloor \frac{n}{2L+1} \right\rfloor + L + 1$, for $n \equiv L + 2 \pmod{2L+1}$.
- $U_{win}(n) = \frac{3L+1}{2} \left\lfloor \frac{n}{2L+1} \right\rfloor + L + 2$, for $n \equiv L + 3 \pmod{2L+1}$.
- $U_{win}(n) = \frac{3L+1}{2} \left\lfloor \frac{n}{2L+1} \right\rfloor + L + 2$, for $n \equiv L + 4 \pmod{2L+1}$.
- \vdots
- $U_{win}(n) = \frac{3L+1}{2} \left\lfloor \frac{n}{2L+1} \right\rfloor + L + \left\lceil \frac{L-1}{2} \right\rceil$, for $n \equiv 2L-1 \pmod{2L+1}$.
- $U_{win}(n) = \frac{3L+1}{2} \left\lfloor \frac{n}{2L+1} \right\rfloor + L + \left\lceil \frac{L}{2} \right\rceil$, for $n \equiv 2L \pmod{2L+1}$,)PAPER"},
        {"thm3.4oddclosed", R"PAPER(or equivalently, writing $n = (2L+1)k + i$, where $0 \leq i < 2L+1$ gives us:
- If $0 \leq i < L+1$, then $U_{win}(n) = \frac{(3L+1)k}{2} + \left\lceil \frac{i}{2} \right\rceil$.
- If $L+1 \leq i \leq 2L$, then $U_{win}(n) = \frac{(3L+1)k}{2} + L + \left\lceil \frac{i-L}{2} \right\rceil$.)PAPER"},
        {"thm3.4oddlose", R"PAPER(Similarly,
- If $0 \leq i < L+2$, then $U_{lose}(n) = \frac{(3L+1)k}{2} + \left\lfloor \frac{i}{2} \right\rfloor$.
- If $L+2 \leq i \leq 2L$, then $U_{lose}(n) = \frac{(3L+1)k}{2} + L + \left\lfloor \frac{i-L}{2} \right\rfloor$.
The following lemma is very useful and easy to verify.)PAPER"},
        {"lem3.5", R"PAPER(Lemma 3.5. *If $W(n) = 1$, then $W(n; U(n), \infty) = 1$. If $W(n) = 2$, then $W(n; \infty, U(n)) = 2$.*)PAPER"},
        {"thm4.3", R"PAPER(Theorem 4.3. *Let $A = \{1, L\}$ or $\{1, L, L+1\}$. Then,*
- If $n \equiv 0 \pmod{2}$:
- $M_1(n) = \frac{n}{2} + 1$ and $M_2(n) = \frac{n}{2}$.
- If $n \equiv 1 \pmod{2}$:
- $M_1(n) = M_2(n) = \frac{n+1}{2}$.
5 What is Lower Class?)PAPER"},
        {"thm5.2", R"PAPER(Theorem 5.2. Let the variable $P_1 \in \mathbb{N}$, describe the set of all possible values for which Player 1 is poor, and similarly for Player 2. Then, we have the inequalities
$$0 \leq P_1 < M_1(n)$$
and
$$0 \leq P_2 < M_2(n).$$)PAPER"},
        {"thm6.1", R"PAPER(Theorem 6.1. Let $A \subseteq^{\text{fin}} \mathbb{N}$. If at least one player is upper class, then
1. If $d \geq U_1(n)$ and $e < U_2(n)$, then $W(n; d, e) = 1$.
2. If $d < U_1(n)$ and $e \geq U_2(n)$, then $W(n; d, e) = 2$.
3. If $d \geq U_1(n)$ and $e \geq U_2(n)$, then $W(n; d, e) = W(n)$.)PAPER"},
        {"thm6.2", R"PAPER(Theorem 6.2. Let $A \subseteq^{\text{fin}} \mathbb{N}$. If at least one player is lower class, then
1. If $d \geq M_1(n)$ and $e < M_2(n)$, then $W(n; d, e) = 1$.
2. If $d < M_1(n)$ and $e \geq M_2(n)$, then $W(n; d, e) = 2$.
3. If $d = e < M_1(n)$, then $W(n; d, e) = 2$.
4. If $e < d < M_1(n)$, then $W(n; d, e) = 1$.
5. If $d < e < M_2(n)$, then $W(n; d, e) = 2$.)PAPER"},
        {"ex6.8a", R"PAPER(Example 6.8. If we plot all lattice points (d, e) such that both players are middle class, and color them either green or red, for when Player 1 or Player 2 wins, respectively, we obtain a "staircase."
Here is an example for when $n = 43$, and $A = \{1, 6\}$:
From our win conditions for $\{1, L\}$, L even, we can verify that each "step" on the staircase is $L - 1$ units long and $L - 1$ units tall. In this case, observe that each "step" is 5 units long and 5 units tall.)PAPER"},
        {"ex6.8b", R"PAPER(Example 6.8. If we plot all lattice points (d, e) such that both players are middle class, and color them either green or red, for when Player 1 or Player 2 wins, respectively, we obtain a "staircase."
...
Here is an example for when $n = 42$, and $A = \{1, 3, 4\}$:
From our win conditions for $\{1, L, L + 1\}$, L odd, we can verify that each "step" on the staircase is L units long and L units tall. In this case, observe that each "step" is 3 units long and 3 units tall.)PAPER"},
        {"ex6.8c", R"PAPER(Example 6.8. If we plot all lattice points (d, e) such that both players are middle class, and color them either green or red, for when Player 1 or Player 2 wins, respectively, we obtain a "staircase."
...
Here is an example for when $n = 48$, and $A = \{1, 4, 5\}$:
From our win conditions for $\{1, L, L + 1\}$, L even, we can verify that each "step" on the staircase is $\frac{L}{2}$ units long and $\frac{L}{2}$ units tall. In this case, observe that each "step" is 2 units long and 2 units tall.)PAPER"},
        {"thm6.3a", R"PAPER(Theorem 6.3 (Staircase Theorem for $\{1, 2\}$). If $A = \{1, 2\}$, we can determine who wins using the following statements.
1. $n \equiv 0 \pmod{6}$:
- If $d < M_1(n) + 1$ and $e < M_2(n) + 1$, then $W(n; d, e) = 1$.
- If $d < M_1(n) + 1$ and $e \geq M_2(n) + 1$, then $W(n; d, e) = 2$.
- If $M_1(n) + 1 \leq d < M_1(n) + 2$ and $e < M_2(n) + 2$, then $W(n; d, e) = 1$.
- If $M_1(n) + 1 \leq d < M_1(n) + 2$ and $e \geq M_2(n) + 2$, then $W(n; d, e) = 2$.
- If $M_1(n) + 2 \leq d < M_1(n) + 3$ and $e < M_2(n) + 3$, then $W(n; d, e) = 1$.
- If $M_1(n) + 2 \leq d < M_1(n) + 3$ and $e \geq M_2(n) + 3$, then $W(n; d, e) = 2$.
- \vdots
- If $M_1(n) + k \leq d < M_1(n) + k + 1$ and $e < M_2(n) + k + 1$, then $W(n; d, e) = 1$.
- If $M_1(n) + k \leq d < M_1(n) + k + 1$ and $e \geq M_2(n) + k + 1$, then $W(n; d, e) = 2$.
- \vdots
- If $d \geq U_1(n) - 1$ and $e < U_2(n) - 1$, then $W(n; d, e) = 1$.
- If $d \geq U_1(n) - 1$ and $e \geq U_2(n) - 1$, then $W(n; d, e) = 2$.)PAPER"},
        {"thm6.3b", R"PAPER(Theorem 6.3 (Staircase Theorem for $\{1, 2\}$). If $A = \{1, 2\}$, we can determine who wins using the following statements.
...
2. $n \equiv 1, 5 \pmod{6}$:
- If $d < M_1(n) + 1$, then $W(n; d, e) = 2$.
- If $M_1(n) + 1 \leq d < M_1(n) + 2$ and $e < M_2(n) + 1$, then $W(n; d, e) = 1$.
- If $M_1(n) + 1 \leq d < M_1(n) + 2$ and $e \geq M_2(n) + 1$, then $W(n; d, e) = 2$.
- If $M_1(n) + 2 \leq d < M_1(n) + 3$ and $e < M_2(n) + 2$, then $W(n; d, e) = 1$.
- If $M_1(n) + 2 \leq d < M_1(n) + 3$ and $e \geq M_2(n) + 2$, then $W(n; d, e) = 2$.
- If $M_1(n) + 3 \leq d < M_1(n) + 4$ and $e < M_2(n) + 3$, then $W(n; d, e) = 1$.
- If $M_1(n) + 3 \leq d < M_1(n) + 4$ and $e \geq M_2(n) + 3$, then $W(n; d, e) = 2$.
- \vdots
- If $M_1(n) + k + 1 \leq d < M_1(n) + k + 2$ and $e < M_2(n) + k + 1$, then $W(n; d, e) = 1$.
- If $M_1(n) + k + 1 \leq d < M_1(n) + k + 2$ and $e \geq M_2(n) + k + 1$, then $W(n; d, e) = 2$.
⋮
- If $d \geq U_1(n) - 1$, then $W(n; d, e) = 1$.)PAPER"},
        {"thm6.3c", R"PAPER(Theorem 6.3 (Staircase Theorem for $\{1, 2\}$). If $A = \{1, 2\}$, we can determine who wins using the following statements.
...
3. $n \equiv 2, 4 \pmod{6}$:
- If $d < M_1(n) + 1$ and $e < M_2(n) + 1$, then $W(n; d, e) = 1$.
- If $d < M_1(n) + 1$ and $e \geq M_2(n) + 1$, then $W(n; d, e) = 2$.
- If $M_1(n) + 1 \leq d < M_1(n) + 2$ and $e < M_2(n) + 2$, then $W(n; d, e) = 1$.
- If $M_1(n) + 1 \leq d < M_1(n) + 2$ and $e \geq M_2(n) + 2$, then $W(n; d, e) = 2$.
- If $M_1(n) + 2 \leq d < M_1(n) + 3$ and $e < M_2(n) + 3$, then $W(n; d, e) = 1$.
- If $M_1(n) + 2 \leq d < M_1(n) + 3$ and $e \geq M_2(n) + 3$, then $W(n; d, e) = 2$.
⋮
- If $M_1(n) + k \leq d < M_1(n) + k + 1$ and $e < M_2(n) + k + 1$, then $W(n; d, e) = 1$.
- If $M_1(n) + k \leq d < M_1(n) + k + 1$ and $e \geq M_2(n) + k + 1$, then $W(n; d, e) = 2$.
⋮
- If $d \geq U_1(n) - 1$, then $W(n; d, e) = 1$.)PAPER"},
        {"thm6.3d", R"PAPER(Theorem 6.3 (Staircase Theorem for $\{1, 2\}$). If $A = \{1, 2\}$, we can determine who wins using the following statements.
...
4. $n \equiv 3 \pmod{6}$:
- If $d < M_1(n) + 1$, then $W(n; d, e) = 2$.
- If $M_1(n) + 1 \leq d < M_1(n) + 2$ and $e < M_2(n) + 1$, then $W(n; d, e) = 1$.
- If $M_1(n) + 1 \leq d < M_1(n) + 2$ and $e \geq M_2(n) + 1$, then $W(n; d, e) = 2$.
- If $M_1(n) + 2 \leq d < M_1(n) + 3$ and $e < M_2(n) + 2$, then $W(n; d, e) = 1$.
- If $M_1(n) + 2 \leq d < M_1(n) + 3$ and $e \geq M_2(n) + 2$, then $W(n; d, e) = 2$.
- If $M_1(n) + 3 \leq d < M_1(n) + 4$ and $e < M_2(n) + 3$, then $W(n; d, e) = 1$.
- If $M_1(n) + 3 \leq d < M_1(n) + 4$ and $e \geq M_2(n) + 3$, then $W(n; d, e) = 2$.
⋮
- If $M_1(n) + k + 1 \leq d < M_1(n) + k + 2$ and $e < M_2(n) + k + 1$, then $W(n; d, e) = 1$.
- If $M_1(n) + k + 1 \leq d < M_1(n) + k + 2$ and $e \geq M_2(n) + k + 1$, then $W(n; d, e) = 2$.
⋮
- If $d \geq U_1(n) - 1$ and $e < U_2(n) - 1$, then $W(n; d, e) = 1$.
- If $d \geq U_1(n) - 1$ and $e \geq U_2(n) - 1$, then $W(n; d, e) = 2$.)PAPER"},
        {"thm6.4a", R"PAPER(Theorem 6.4 (Staircase Theorem for $\{1, L\}$, L Even and ≥ 4). *If $A = \{1, L\}$, L even and ≥ 4 , we can determine who wins using the following statements.*
1. $n \equiv 0, 2, 4, \dots, 2k, \dots, L-2 \pmod{2L+2}$:
- If $d < M_1(n) + \frac{L}{2} - 1$, then $W(n; d, e) = 2$.
- If $M_1(n) + \frac{L}{2} - 1 \leq d < M_1(n) + \frac{3L}{2} - 2$ and $e < M_2(n) + L - 1$, then $W(n; d, e) = 1$.
- If $M_1(n) + \frac{L}{2} - 1 \leq d < M_1(n) + \frac{3L}{2} - 2$ and $e \geq M_2(n) + L - 1$, then $W(n; d, e) = 2$.
- If $M_1(n) + \frac{3L}{2} - 2 \leq d < M_1(n) + \frac{5L}{2} - 3$ and $e < M_2(n) + 2L - 2$, then $W(n; d, e) = 1$.
- If $M_1(n) + \frac{3L}{2} - 2 \leq d < M_1(n) + \frac{5L}{2} - 3$ and $e \geq M_2(n) + 2L - 2$, then $W(n; d, e) = 2$.
⋮
- If $M_1(n) + (L-1)k + \frac{L}{2} - 1 \leq d < M_1(n) + (L-1)k + \frac{3L}{2} - 2$ and $e < M_2(n) + (L-1)k + L - 1$, then $W(n; d, e) = 1$.
- If $M_1(n) + (L-1)k + \frac{L}{2} - 1 \leq d < M_1(n) + (L-1)k + \frac{3L}{2} - 2$ and $e \geq M_2(n) + (L-1)k + L - 1$, then $W(n; d, e) = 2$.
⋮
- If $d \geq U_1(n) - L + 1$ and $e < U_2(n) - L + 1$, then $W(n; d, e) = 1$.
- If $d \geq U_1(n) - L + 1$ and $e \geq U_2(n) - L + 1$, then $W(n; d, e) = 2$.)PAPER"},
        {"thm6.4b", R"PAPER(Theorem 6.4 (Staircase Theorem for $\{1, L\}$, L Even and ≥ 4). *If $A = \{1, L\}$, L even and ≥ 4 , we can determine who wins using the following statements.*
...
2. $n \equiv 1, 3, 5, \dots, 2k+1, \dots, L-1, 2L+1 \pmod{2L+2}$:
- If $d < M_1(n) + L - 1$ and $e < M_2(n) + \frac{L}{2} - 1$, then $W(n; d, e) = 2$.
- If $d < M_1(n) + L - 1$ and $e \geq M_2(n) + \frac{L}{2} - 1$, then $W(n; d, e) = 2$.
- If $M_1(n) + L - 1 \leq d < M_1(n) + 2L - 2$ and $e < M_2(n) + \frac{3L}{2} - 2$, then $W(n; d, e) = 1$.
- If $M_1(n) + L - 1 \leq d < M_1(n) + 2L - 2$ and $e \geq M_2(n) + \frac{3L}{2} - 2$, then $W(n; d, e) = 2$.
- If $M_1(n) + 2L - 2 \leq d < M_1(n) + 3L - 3$ and $e < M_2(n) + \frac{5L}{2} - 3$, then $W(n; d, e) = 1$.
- If $M_1(n) + 2L - 2 \leq d < M_1(n) + 3L - 3$ and $e \geq M_2(n) + \frac{5L}{2} - 3$, then $W(n; d, e) = 2$.
⋮
- If $M_1(n) + (L - 1)k \leq d < M_1(n) + (L - 1)k + L - 1$ and $e < M_2(n) + (L - 1)k + \frac{L}{2} - 1$, then $W(n; d, e) = 1$.
- If $M_1(n) + (L - 1)k \leq d < M_1(n) + (L - 1)k + L - 1$ and $e \geq M_2(n) + (L - 1)k + \frac{L}{2} - 1$, then $W(n; d, e) = 2$.
⋮
- If $d \geq U_1(n) - L + 1$, then $W(n; d, e) = 1$.)PAPER"},
        {"thm6.4c", R"PAPER(Theorem 6.4 (Staircase Theorem for $\{1, L\}$, L Even and ≥ 4). *If $A = \{1, L\}$, L even and ≥ 4 , we can determine who wins using the following statements.*
...
3. $n \equiv L, L + 2, L + 4, \dots, L + 2k, \dots, 2L \pmod{2L + 2}$:
- If $d < M_1(n) + \frac{L}{2} - 1$, then $W(n; d, e) = 2$.
- If $M_1(n) + \frac{L}{2} - 1 \leq d < M_1(n) + \frac{3L}{2} - 2$ and $e < M_2(n) + L - 1$, then $W(n; d, e) = 1$.
- If $M_1(n) + \frac{L}{2} - 1 \leq d < M_1(n) + \frac{3L}{2} - 2$ and $e \geq M_2(n) + L - 1$, then $W(n; d, e) = 2$.
- If $M_1(n) + \frac{3L}{2} - 2 \leq d < M_1(n) + \frac{5L}{2} - 3$ and $e < M_2(n) + 2L - 2$, then $W(n; d, e) = 1$.
- If $M_1(n) + \frac{3L}{2} - 2 \leq d < M_1(n) + \frac{5L}{2} - 3$ and $e \geq M_2(n) + 2L - 2$, then $W(n; d, e) = 2$.
⋮
- If $M_1(n) + (L - 1)k + \frac{L}{2} - 1 \leq d < M_1(n) + (L - 1)k + \frac{3L}{2} - 2$ and $e < M_2(n) + (L - 1)k + L - 1$, then $W(n; d, e) = 1$.
- If $M_1(n) + (L - 1)k + \frac{L}{2} - 1 \leq d < M_1(n) + (L - 1)k + \frac{3L}{2} - 2$ and $e \geq M_2(n) + (L - 1)k + L - 1$, then $W(n; d, e) = 2$.
⋮
- If $d \geq U_1(n) - L + 1$, then $W(n; d, e) = 1$.)PAPER"},
        {"thm6.4d", R"PAPER(Theorem 6.4 (Staircase Theorem for $\{1, L\}$, L Even and ≥ 4). *If $A = \{1, L\}$, L even and ≥ 4 , we can determine who wins using the following statements.*
...
4. $n \equiv L + 1, L + 3, L + 5, \dots, L + 2k + 1, \dots, 2L - 1 \pmod{2L + 2}$:
- If $d < M_1(n) + L - 1$ and $e < M_2(n) + \frac{L}{2} - 1$, then $W(n; d, e) = 2$.
- If $d < M_1(n) + L - 1$ and $e \geq M_2(n) + \frac{L}{2} - 1$, then $W(n; d, e) = 2$.
- If $M_1(n) + L - 1 \leq d < M_1(n) + 2L - 2$ and $e < M_2(n) + \frac{3L}{2} - 2$, then $W(n; d, e) = 1$.
- If $M_1(n) + L - 1 \leq d < M_1(n) + 2L - 2$ and $e \geq M_2(n) + \frac{3L}{2} - 2$, then $W(n; d, e) = 2$.
- If $M_1(n) + 2L - 2 \leq d < M_1(n) + 3L - 3$ and $e < M_2(n) + \frac{5L}{2} - 3$, then $W(n; d, e) = 1$.
- If $M_1(n) + 2L - 2 \leq d < M_1(n) + 3L - 3$ and $e \geq M_2(n) + \frac{5L}{2} - 3$, then $W(n; d, e) = 2$.
⋮
- If $M_1(n) + (L - 1)k \leq d < M_1(n) + (L - 1)k + L - 1$ and $e < M_2(n) + (L - 1)k + \frac{L}{2} - 1$, then $W(n; d, e) = 1$.
- If $M_1(n) + (L - 1)k \leq d < M_1(n) + (L - 1)k + L - 1$ and $e \geq M_2(n) + (L - 1)k + \frac{L}{2} - 1$, then $W(n; d, e) = 2$.
⋮
- If $d \geq U_1(n) - L + 1$ and $e < U_2(n) - L + 1$, then $W(n; d, e) = 1$.
- If $d \geq U_1(n) - L + 1$ and $e \geq U_2(n) - L + 1$, then $W(n; d, e) = 2$.)PAPER"},
        {"thm6.5a", R"PAPER(Theorem 6.5 (Staircase Theorem for $\{1, 2, 3\}$). *If $A = \{1, 2, 3\}$, we can determine who wins using the following statements.*
1. $n \equiv 0 \pmod{4}$:
- If $d < M_1(n) + 1$ and $e < M_2(n) + 1$, then $W(n; d, e) = 1$.
- If $d < M_1(n) + 1$ and $e \geq M_2(n) + 1$, then $W(n; d, e) = 2$.
- If $M_1(n) + 1 \leq d < M_1(n) + 2$ and $e < M_2(n) + 2$, then $W(n; d, e) = 1$.
- If $M_1(n) + 1 \leq d < M_1(n) + 2$ and $e \geq M_2(n) + 2$, then $W(n; d, e) = 2$.
- If $M_1(n) + 2 \leq d < M_1(n) + 3$ and $e < M_2(n) + 3$, then $W(n; d, e) = 1$.
- If $M_1(n) + 2 \leq d < M_1(n) + 3$ and $e \geq M_2(n) + 3$, then $W(n; d, e) = 2$.
⋮
- If $M_1(n) + k \leq d < M_1(n) + k + 1$ and $e < M_2(n) + k + 1$, then $W(n; d, e) = 1$.
- If $M_1(n) + k \leq d < M_1(n) + k + 1$ and $e \geq M_2(n) + k + 1$, then $W(n; d, e) = 2$.
⋮
- If $d \geq U_1(n) - 1$ and $e < U_2(n) - 1$, then $W(n; d, e) = 1$.
- If $d \geq U_1(n) - 1$ and $e \geq U_2(n) - 1$, then $W(n; d, e) = 2$.)PAPER"},
        {"thm6.5b", R"PAPER(Theorem 6.5 (Staircase Theorem for $\{1, 2, 3\}$). *If $A = \{1, 2, 3\}$, we can determine who wins using the following statements.*
...
2. $n \equiv 1, 3 \pmod{4}$:
- If $d < M_1(n) + 1$, then $W(n; d, e) = 2$.
- If $M_1(n) + 1 \leq d < M_1(n) + 2$ and $e < M_2(n) + 1$, then $W(n; d, e) = 1$.
- If $M_1(n) + 1 \leq d < M_1(n) + 2$ and $e \geq M_2(n) + 1$, then $W(n; d, e) = 2$.
- If $M_1(n) + 2 \leq d < M_1(n) + 3$ and $e < M_2(n) + 2$, then $W(n; d, e) = 1$.
- If $M_1(n) + 2 \leq d < M_1(n) + 3$ and $e \geq M_2(n) + 2$, then $W(n; d, e) = 2$.
- If $M_1(n) + 3 \leq d < M_1(n) + 4$ and $e < M_2(n) + 3$, then $W(n; d, e) = 1$.
- If $M_1(n) + 3 \leq d < M_1(n) + 4$ and $e \geq M_2(n) + 3$, then $W(n; d, e) = 2$.
⋮
- If $M_1(n) + k + 1 \leq d < M_1(n) + k + 2$ and $e < M_2(n) + k + 1$, then $W(n; d, e) = 1$.
- If $M_1(n) + k + 1 \leq d < M_1(n) + k + 2$ and $e \geq M_2(n) + k + 1$, then $W(n; d, e) = 2$.
⋮
- If $d \geq U_1(n) - 1$, then $W(n; d, e) = 1$.)PAPER"},
        {"thm6.5c", R"PAPER(Theorem 6.5 (Staircase Theorem for $\{1, 2, 3\}$). *If $A = \{1, 2, 3\}$, we can determine who wins using the following statements.*
...
3. $n \equiv 2 \pmod{4}$:
- If $d < M_1(n) + 1$ and $e < M_2(n) + 1$, then $W(n; d, e) = 1$.
- If $d < M_1(n) + 1$ and $e \geq M_2(n) + 1$, then $W(n; d, e) = 2$.
- If $M_1(n) + 1 \leq d < M_1(n) + 2$ and $e < M_2(n) + 2$, then $W(n; d, e) = 1$.
- If $M_1(n) + 1 \leq d < M_1(n) + 2$ and $e \geq M_2(n) + 2$, then $W(n; d, e) = 2$.
- If $M_1(n) + 2 \leq d < M_1(n) + 3$ and $e < M_2(n) + 3$, then $W(n; d, e) = 1$.
- If $M_1(n) + 2 \leq d < M_1(n) + 3$ and $e \geq M_2(n) + 3$, then $W(n; d, e) = 2$.
⋮
- If $M_1(n) + k \leq d < M_1(n) + k + 1$ and $e < M_2(n) + k + 1$, then $W(n; d, e) = 1$.
- If $M_1(n) + k \leq d < M_1(n) + k + 1$ and $e \geq M_2(n) + k + 1$, then $W(n; d, e) = 2$.
⋮
- If $d \geq U_1(n) - 1$, then $W(n; d, e) = 1$.)PAPER"},
        {"thm6.6a", R"PAPER(Theorem 6.6 (Staircase Theorem for $\{1, L, L + 1\}$, L Even and ≥ 4). *If $A = \{1, L, L + 1\}$, L even and ≥ 4 , we can determine who wins using the following statements.*
1. $n \equiv 0, 2, 4, \dots, 2k, \dots, L - 2, L + 2, L + 4, L + 6, \dots, L + 2k + 2, \dots, 2L - 2 \pmod{2L}$:
- If $d < M_1(n) + \frac{L}{2} - 1$, then $W(n; d, e) = 2$.
- If $M_1(n) + \frac{L}{2} - 1 \leq d < M_1(n) + L - 1$ and $e < M_2(n) + \frac{L}{2}$, then $W(n; d, e) = 1$.
- If $M_1(n) + \frac{L}{2} - 1 \leq d < M_1(n) + L - 1$ and $e \geq M_2(n) + \frac{L}{2}$, then $W(n; d, e) = 2$.
- If $M_1(n) + L - 1 \leq d < M_1(n) + \frac{3L}{2} - 1$ and $e < M_2(n) + L$, then $W(n; d, e) = 1$.
- If $M_1(n) + L - 1 \leq d < M_1(n) + \frac{3L}{2} - 1$ and $e \geq M_2(n) + L$, then $W(n; d, e) = 2$.
- If $M_1(n) + \frac{3L}{2} - 1 \leq d < M_1(n) + 2L - 1$ and $e < M_2(n) + \frac{3L}{2}$, then $W(n; d, e) = 1$.
- If $M_1(n) + \frac{3L}{2} - 1 \leq d < M_1(n) + 2L - 1$ and $e \geq M_2(n) + \frac{3L}{2}$, then $W(n; d, e) = 2$.
⋮
- If $M_1(n) + \frac{Lk}{2} - 1 \leq d < M_1(n) + \frac{L(k+1)}{2} - 1$ and $e < M_2(n) + \frac{Lk}{2}$, then $W(n; d, e) = 1$.
- If $M_1(n) + \frac{Lk}{2} - 1 \leq d < M_1(n) + \frac{L(k+1)}{2} - 1$ and $e \geq M_2(n) + \frac{Lk}{2}$, then $W(n; d, e) = 2$.
⋮
- If $d \geq U_1(n) - \frac{L}{2}$ and $e < U_2(n) - \frac{L}{2}$, then $W(n; d, e) = 1$.
- If $d \geq U_1(n) - \frac{L}{2}$ and $e \geq U_2(n) - \frac{L}{2}$, then $W(n; d, e) = 2$.)PAPER"},
        {"thm6.6b", R"PAPER(Theorem 6.6 (Staircase Theorem for $\{1, L, L + 1\}$, L Even and ≥ 4). *If $A = \{1, L, L + 1\}$, L even and ≥ 4 , we can determine who wins using the following statements.*
...
2. $n \equiv 1, 3, 5, \dots, 2k + 1, \dots, 2L - 1 \pmod{2L}$:
- If $d < M_1(n) + \frac{L}{2}$ and $e < M_2(n) + \frac{L}{2} - 1$, then $W(n; d, e) = 1$.
- If $d < M_1(n) + \frac{L}{2}$ and $e \geq M_2(n) + \frac{L}{2} - 1$, then $W(n; d, e) = 2$.
- If $M_1(n) + \frac{L}{2} \leq d < M_1(n) + L$ and $e < M_2(n) + L - 1$, then $W(n; d, e) = 1$.
- If $M_1(n) + \frac{L}{2} \leq d < M_1(n) + L$ and $e \geq M_2(n) + L - 1$, then $W(n; d, e) = 2$.
- If $M_1(n) + L \leq d < M_1(n) + \frac{3L}{2}$ and $e < M_2(n) + \frac{3L}{2} - 1$, then $W(n; d, e) = 1$.
- If $M_1(n) + L \leq d < M_1(n) + \frac{3L}{2}$ and $e \geq M_2(n) + \frac{3L}{2} - 1$, then $W(n; d, e) = 2$.
- ⋮
- If $M_1(n) + \frac{Lk}{2} \leq d < M_1(n) + \frac{L(k+1)}{2}$ and $e < M_2(n) + \frac{L(k+1)}{2} - 1$, then $W(n; d, e) = 1$.
- If $M_1(n) + \frac{Lk}{2} \leq d < M_1(n) + \frac{L(k+1)}{2}$ and $e \geq M_2(n) + \frac{L(k+1)}{2} - 1$, then $W(n; d, e) = 2$.
- ⋮
- If $d \geq U_1(n) - \frac{L}{2}$, then $W(n; d, e) = 1$.)PAPER"},
        {"thm6.6c", R"PAPER(Theorem 6.6 (Staircase Theorem for $\{1, L, L + 1\}$, L Even and ≥ 4). *If $A = \{1, L, L + 1\}$, L even and ≥ 4 , we can determine who wins using the following statements.*
...
3. $n \equiv L \pmod{2L}$:
- If $d < M_1(n) + \frac{L}{2} - 1$, then $W(n; d, e) = 2$.
- If $M_1(n) + \frac{L}{2} - 1 \leq d < M_1(n) + L - 1$ and $e < M_2(n) + \frac{L}{2}$, then $W(n; d, e) = 1$.
- If $M_1(n) + \frac{L}{2} - 1 \leq d < M_1(n) + L - 1$ and $e \geq M_2(n) + \frac{L}{2}$, then $W(n; d, e) = 2$.
- If $M_1(n) + L - 1 \leq d < M_1(n) + \frac{3L}{2} - 1$ and $e < M_2(n) + L$, then $W(n; d, e) = 1$.
- If $M_1(n) + L - 1 \leq d < M_1(n) + \frac{3L}{2} - 1$ and $e \geq M_2(n) + L$, then $W(n; d, e) = 2$.
- If $M_1(n) + \frac{3L}{2} - 1 \leq d < M_1(n) + 2L - 1$ and $e < M_2(n) + \frac{3L}{2}$, then $W(n; d, e) = 1$.
- If $M_1(n) + \frac{3L}{2} - 1 \leq d < M_1(n) + 2L - 1$ and $e \geq M_2(n) + \frac{3L}{2}$, then $W(n; d, e) = 2$.
- ⋮
- If $M_1(n) + \frac{Lk}{2} - 1 \leq d < M_1(n) + \frac{L(k+1)}{2} - 1$ and $e < M_2(n) + \frac{Lk}{2}$, then $W(n; d, e) = 1$.
- If $M_1(n) + \frac{Lk}{2} - 1 \leq d < M_1(n) + \frac{L(k+1)}{2} - 1$ and $e \geq M_2(n) + \frac{Lk}{2}$, then $W(n; d, e) = 2$.
- ⋮
- If $d \geq U_1(n) - \frac{L}{2}$, then $W(n; d, e) = 1$.)PAPER"},
        {"thm6.7a", R"PAPER(Theorem 6.7 (Staircase Theorem for $\{1, L, L + 1\}$, L Odd). *If $A = \{1, L, L + 1\}$, L odd, we can determine who wins using the following statements.*
1. If $n \equiv 0, 2, 4, \dots, 2k, \dots, L - 1, 3L + 3, 3L + 5, 3L + 7, \dots, 3L + 2k + 3, \dots, 4L \pmod{4L + 2}$:
- If $d < M_1(n) + \frac{L-1}{2}$, then $W(n; d, e) = 2$.
- If $M_1(n) + \frac{L-1}{2} \leq d < M_1(n) + \frac{L-1}{2} + L$ and $e < M_2(n) + L$, then $W(n; d, e) = 1$.
- If $M_1(n) + \frac{L-1}{2} \leq d < M_1(n) + \frac{L-1}{2} + L$ and $e \geq M_2(n) + L$, then $W(n; d, e) = 2$.
- If $M_1(n) + \frac{L-1}{2} + L \leq d < M_1(n) + \frac{L-1}{2} + 2L$ and $e < M_2(n) + 2L$, then $W(n; d, e) = 1$.
- If $M_1(n) + \frac{L-1}{2} + L \leq d < M_1(n) + \frac{L-1}{2} + 2L$ and $e \geq M_2(n) + 2L$, then $W(n; d, e) = 2$.
- If $M_1(n) + \frac{L-1}{2} + 2L \leq d < M_1(n) + \frac{L-1}{2} + 3L$ and $e < M_2(n) + 3L$, then $W(n; d, e) = 1$.
- If $M_1(n) + \frac{L-1}{2} + 2L \leq d < M_1(n) + \frac{L-1}{2} + 3L$ and $e \geq M_2(n) + 3L$, then $W(n; d, e) = 2$.
⋮
- If $M_1(n) + \frac{L-1}{2} + Lk \leq d < M_1(n) + \frac{L-1}{2} + L(k+1)$ and $e < M_2(n) + L(k+1)$, then $W(n; d, e) = 1$.
- If $M_1(n) + \frac{L-1}{2} + Lk \leq d < M_1(n) + \frac{L-1}{2} + L(k+1)$ and $e \geq M_2(n) + L(k+1)$, then $W(n; d, e) = 2$.
⋮
- If $d \geq U_1(n) - \frac{L-1}{2}$, then $W(n; d, e) = 1$.)PAPER"},
        {"thm6.7b", R"PAPER(Theorem 6.7 (Staircase Theorem for $\{1, L, L + 1\}$, L Odd). *If $A = \{1, L, L + 1\}$, L odd, we can determine who wins using the following statements.*
...
2. If $n \equiv 1, 3, 5, \dots, 2k + 1, \dots, L, 3L + 4, 3L + 6, \dots, 3L + 2k + 4, \dots, 4L + 1 \pmod{4L + 2}$:
- If $d < M_1(n) + L$ and $e < M_2(n) + \frac{L-1}{2}$, then $W(n; d, e) = 1$.
- If $d < M_1(n) + L$ and $e \geq M_2(n) + \frac{L-1}{2}$, then $W(n; d, e) = 2$.
- If $M_1(n) + L \leq d < M_1(n) + 2L$ and $e < M_2(n) + \frac{L-1}{2} + L$, then $W(n; d, e) = 1$.
- If $M_1(n) + L \leq d < M_1(n) + 2L$ and $e \geq M_2(n) + \frac{L-1}{2} + L$, then $W(n; d, e) = 2$.
- If $M_1(n) + 2L \leq d < M_1(n) + 3L$ and $e < M_2(n) + \frac{L-1}{2} + 2L$, then $W(n; d, e) = 1$.
- If $M_1(n) + 2L \leq d < M_1(n) + 3L$ and $e \geq M_2(n) + \frac{L-1}{2} + 2L$, then $W(n; d, e) = 2$.
⋮
- If $M_1(n) + Lk \leq d < M_1(n) + L(k+1)$ and $e < M_2(n) + \frac{L-1}{2} + Lk$, then $W(n; d, e) = 1$.
- If $M_1(n) + Lk \leq d < M_1(n) + L(k+1)$ and $e \geq M_2(n) + \frac{L-1}{2} + Lk$, then $W(n; d, e) = 2$.
⋮
- If $d \geq U_1(n) - L$ and $e < U_2(n) - \frac{L-1}{2}$, then $W(n; d, e) = 1$.
- If $d \geq U_1(n) - L$ and $e \geq U_2(n) - \frac{L-1}{2}$, then $W(n; d, e) = 2$.)PAPER"},
        {"thm6.7c", R"PAPER(Theorem 6.7 (Staircase Theorem for $\{1, L, L + 1\}$, L Odd). *If $A = \{1, L, L + 1\}$, L odd, we can determine who wins using the following statements.*
...
3. If $n \equiv L + 1 \pmod{4L + 2}$:
- If $d < M_1(n) + \frac{L-1}{2}$, then $W(n; d, e) = 2$.
- If $M_1(n) + \frac{L-1}{2} \leq d < M_1(n) + \frac{L-1}{2} + L$ and $e < M_2(n) + L$, then $W(n; d, e) = 1$.
- If $M_1(n) + \frac{L-1}{2} \leq d < M_1(n) + \frac{L-1}{2} + L$ and $e \geq M_2(n) + L$, then $W(n; d, e) = 2$.
- If $M_1(n) + \frac{L-1}{2} + L \leq d < M_1(n) + \frac{L-1}{2} + 2L$ and $e < M_2(n) + 2L$, then $W(n; d, e) = 1$.
- If $M_1(n) + \frac{L-1}{2} + L \leq d < M_1(n) + \frac{L-1}{2} + 2L$ and $e \geq M_2(n) + 2L$, then $W(n; d, e) = 2$.
- If $M_1(n) + \frac{L-1}{2} + 2L \leq d < M_1(n) + \frac{L-1}{2} + 3L$ and $e < M_2(n) + 3L$, then $W(n; d, e) = 1$.
- If $M_1(n) + \frac{L-1}{2} + 2L \leq d < M_1(n) + \frac{L-1}{2} + 3L$ and $e \geq M_2(n) + 3L$, then $W(n; d, e) = 2$.
⋮
- If $M_1(n) + \frac{L-1}{2} + Lk \leq d < M_1(n) + \frac{L-1}{2} + L(k+1)$ and $e < M_2(n) + L(k+1)$, then $W(n; d, e) = 1$.
- If $M_1(n) + \frac{L-1}{2} + Lk \leq d < M_1(n) + \frac{L-1}{2} + L(k+1)$ and $e \geq M_2(n) + L(k+1)$, then $W(n; d, e) = 2$.
⋮
- If $d \geq U_1(n) - L$, then $W(n; d, e) = 1$.)PAPER"},
        {"thm6.7d", R"PAPER(Theorem 6.7 (Staircase Theorem for $\{1, L, L + 1\}$, L Odd). *If $A = \{1, L, L + 1\}$, L odd, we can determine who wins using the following statements.*
...
4. If $n \equiv L + 2, L + 4, L + 6, \dots, L + 2k + 2, \dots, 3L \pmod{4L + 2}$:
- If $d < M_1(n) + L$ and $e < M_2(n) + \frac{L-1}{2}$, then $W(n; d, e) = 1$.
- If $d < M_1(n) + L$ and $e \geq M_2(n) + \frac{L-1}{2}$, then $W(n; d, e) = 2$.
- If $M_1(n) + L \leq d < M_1(n) + 2L$ and $e < M_2(n) + \frac{L-1}{2} + L$, then $W(n; d, e) = 1$.
- If $M_1(n) + L \leq d < M_1(n) + 2L$ and $e \geq M_2(n) + \frac{L-1}{2} + L$, then $W(n; d, e) = 2$.
- If $M_1(n) + 2L \leq d < M_1(n) + 3L$ and $e < M_2(n) + \frac{L-1}{2} + 2L$, then $W(n; d, e) = 1$.
- If $M_1(n) + 2L \leq d < M_1(n) + 3L$ and $e \geq M_2(n) + \frac{L-1}{2} + 2L$, then $W(n; d, e) = 2$.
⋮
- If $M_1(n) + Lk \leq d < M_1(n) + L(k + 1)$ and $e < M_2(n) + \frac{L-1}{2} + Lk$, then $W(n; d, e) = 1$.
- If $M_1(n) + Lk \leq d < M_1(n) + L(k + 1)$ and $e \geq M_2(n) + \frac{L-1}{2} + Lk$, then $W(n; d, e) = 2$.
⋮
- If $d \geq U_1(n) - \frac{L-1}{2}$, then $W(n; d, e) = 1$.)PAPER"},
        {"thm6.7e", R"PAPER(Theorem 6.7 (Staircase Theorem for $\{1, L, L + 1\}$, L Odd). *If $A = \{1, L, L + 1\}$, L odd, we can determine who wins using the following statements.*
...
5. If $n \equiv L + 3, L + 5, \dots, L + 2k + 1, \dots, 3L + 1 \pmod{4L + 2}$:
- If $d < M_1(n) + \frac{L-1}{2}$, then $W(n; d, e) = 2$.
- If $M_1(n) + \frac{L-1}{2} \leq d < M_1(n) + \frac{L-1}{2} + L$ and $e < M_2(n) + L$, then $W(n; d, e) = 1$.
- If $M_1(n) + \frac{L-1}{2} \leq d < M_1(n) + \frac{L-1}{2} + L$ and $e \geq M_2(n) + L$, then $W(n; d, e) = 2$.
- If $M_1(n) + \frac{L-1}{2} + L \leq d < M_1(n) + \frac{L-1}{2} + 2L$ and $e < M_2(n) + 2L$, then $W(n; d, e) = 1$.
- If $M_1(n) + \frac{L-1}{2} + L \leq d < M_1(n) + \frac{L-1}{2} + 2L$ and $e \geq M_2(n) + 2L$, then $W(n; d, e) = 2$.
- If $M_1(n) + \frac{L-1}{2} + 2L \leq d < M_1(n) + \frac{L-1}{2} + 3L$ and $e < M_2(n) + 3L$, then $W(n; d, e) = 1$.
- If $M_1(n) + \frac{L-1}{2} + 2L \leq d < M_1(n) + \frac{L-1}{2} + 3L$ and $e \geq M_2(n) + 3L$, then $W(n; d, e) = 2$.
⋮
- If $M_1(n) + \frac{L-1}{2} + Lk \leq d < M_1(n) + \frac{L-1}{2} + L(k + 1)$ and $e < M_2(n) + L(k + 1)$, then $W(n; d, e) = 1$.
- If $M_1(n) + \frac{L-1}{2} + Lk \leq d < M_1(n) + \frac{L-1}{2} + L(k+1)$ and $e \geq M_2(n) + L(k+1)$, then $W(n; d, e) = 2$.
⋮
- If $d \geq U_1(n) - L$ and $e < U_2(n) - \frac{L-1}{2}$, then $W(n; d, e) = 1$.
- If $d \geq U_1(n) - L$ and $e \geq U_2(n) - \frac{L-1}{2}$, then $W(n; d, e) = 2$.)PAPER"},
        {"thm6.7f", R"PAPER(Theorem 6.7 (Staircase Theorem for $\{1, L, L + 1\}$, L Odd). *If $A = \{1, L, L + 1\}$, L odd, we can determine who wins using the following statements.*
...
6. If $n \equiv 3L + 2 \pmod{4L + 2}$:
- If $d < M_1(n) + L$ and $e < M_2(n) + \frac{L-1}{2}$, then $W(n; d, e) = 1$.
- If $d < M_1(n) + L$ and $e \geq M_2(n) + \frac{L-1}{2}$, then $W(n; d, e) = 2$.
- If $M_1(n) + L \leq d < M_1(n) + 2L$ and $e < M_2(n) + \frac{L-1}{2} + L$, then $W(n; d, e) = 1$.
- If $M_1(n) + L \leq d < M_1(n) + 2L$ and $e \geq M_2(n) + \frac{L-1}{2} + L$, then $W(n; d, e) = 2$.
- If $M_1(n) + 2L \leq d < M_1(n) + 3L$ and $e < M_2(n) + \frac{L-1}{2} + 2L$, then $W(n; d, e) = 1$.
- If $M_1(n) + 2L \leq d < M_1(n) + 3L$ and $e \geq M_2(n) + \frac{L-1}{2} + 2L$, then $W(n; d, e) = 2$.
⋮
- If $M_1(n) + Lk \leq d < M_1(n) + L(k+1)$ and $e < M_2(n) + \frac{L-1}{2} + Lk$, then $W(n; d, e) = 1$.
- If $M_1(n) + Lk \leq d < M_1(n) + L(k+1)$ and $e \geq M_2(n) + \frac{L-1}{2} + Lk$, then $W(n; d, e) = 2$.
⋮
- If $d \geq U_1(n) - L$, then $W(n; d, e) = 1$.)PAPER"},
    };
    return texts.at(key);
}

}  // namespace gameaudit::chen_gasarch
