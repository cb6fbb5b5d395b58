#pragma once
// The sentences of the staircase proofs (Theorems 6.3, 6.4, 6.6) that the proof-step claims check,
// verbatim from the bundled text, by claim id (generated from the text's lines).
#include <map>
#include <string>

namespace gameaudit::chen_gasarch {

inline const std::string& stepStatement(const std::string& id) {
    static const std::map<std::string, std::string> texts = {
        {"prf6.3a", R"PAPER(Proof. We will prove all of the statements using induction on n and $n - 1$. It is easy to check the base cases. Observe that cases in which n is even have essentially the same win conditions, apart from the ending subcases, which are trivial to prove. Similar for when n is odd.)PAPER"},
        {"prf6.3b", R"PAPER(For $n + 2$ stones, let us examine what happens when
$$\frac{n}{2} + k + 2 \leq d < \frac{n}{2} + k + 3 \text{ and } e < \frac{n}{2} + k + 2,$$
where we have used our definitions for $M_1(n)$ and $M_2(n)$.)PAPER"},
        {"prf6.3c", R"PAPER(If both players each take 1 on their first moves, we are back to the game where there are n stones, $M_1(n) + k \leq d < M_1(n) + k + 1$, and $e < M_2(n) + k + 1$, for which we know that $W(n; d, e) = 1$.)PAPER"},
        {"prf6.3d", R"PAPER(If Player 1 takes 1, but Player 2 takes 2, both on their first moves, then
$$\frac{n}{2} + k + 1 \leq d < \frac{n}{2} + k + 2 \text{ and } e < \frac{n}{2} + k.$$)PAPER"},
        {"prf6.3e", R"PAPER(Note that there are $n - 1$ stones, so applying inductive hypothesis (3) yields
$$\text{if } \frac{n}{2} + k + 1 \leq d < \frac{n}{2} + k + 2 \text{ and } e < \frac{n}{2} + k + 1, \text{ then } W(n; d, e) = 1.$$)PAPER"},
        {"prf6.3f", R"PAPER(Comparing the two conditions yields the conclusion that Player 1 wins the game even if Player 2 takes 2, which completes part of the induction.)PAPER"},
        {"prf6.3g", R"PAPER(For $n + 2$ stones, now let us examine what happens when
$$\frac{n}{2} + k + 2 \leq d < \frac{n}{2} + k + 3 \text{ and } e \geq \frac{n}{2} + k + 2.$$)PAPER"},
        {"prf6.3h", R"PAPER(If both players take 1 on their first move, then it follows by the same reasoning as before that $W(n; d, e) = 2$. By using the same reasoning, if Player 1 now takes 2, Player 2 can choose to take 2, so Player 2 also wins, completing another part of the induction.)PAPER"},
        {"prf6.3i", R"PAPER(If both players take 1 on their first move, then it follows by the same reasoning as before that $W(n; d, e) = 2$. By using the same reasoning, if Player 1 now takes 2, Player 2 can choose to take 2, so Player 2 also wins, completing another part of the induction.)PAPER"},
        {"prf6.3j", R"PAPER(For $n + 1$ stones, now let us examine what happens when
$$\frac{n}{2} + k + 2 \leq d < \frac{n}{2} + k + 3 \text{ and } e < \frac{n}{2} + k + 2.$$)PAPER"},
        {"prf6.3k", R"PAPER(If both players take 1 on their first move, it follows that Player 1 wins by the same reasoning as before.)PAPER"},
        {"prf6.3l", R"PAPER(If Player 1 takes 1, but Player 2 takes 2, both on their first moves, then
$$\frac{n}{2} + k + 1 \leq d < \frac{n}{2} + k + 2 \text{ and } e < \frac{n}{2} + k.$$)PAPER"},
        {"prf6.3m", R"PAPER(Note that there are $n - 2$ stones, so applying inductive hypothesis (1) yields
$$\text{if } \frac{n}{2} + k \leq d < \frac{n}{2} + k + 1 \text{ and } e < \frac{n}{2} + k, \text{ then } W(n; d, e) = 1.$$)PAPER"},
        {"prf6.3n", R"PAPER(Note that Player 1 having more money does not affect the outcome of the game in this case. Comparing the two conditions yields the conclusion that Player 1 wins the game even if Player 2 takes 2, which completes another part of the induction.)PAPER"},
        {"prf6.3o", R"PAPER(For $n + 1$ stones, now let us examine what happens when
$$\frac{n}{2} + k + 2 \leq d < \frac{n}{2} + k + 3 \text{ and } e \geq \frac{n}{2} + k + 2.$$)PAPER"},
        {"prf6.3p", R"PAPER(If both players take 1 on their first move, then it follows that $W(n; d, e) = 2$.)PAPER"},
        {"prf6.3q", R"PAPER(If Player 1 now takes 2, Player 2 can choose to take 2, and it follows that Player 2 also wins, completing the induction. □)PAPER"},
        {"prf6.4a", R"PAPER(For $n + 2$ stones, let us examine what happens when
$$\frac{n}{2} + 2 + (L - 1)k + \frac{L}{2} - 1 \leq d < \frac{n}{2} + 2 + (L - 1)k + \frac{3L}{2} - 2 \text{ and } e < \frac{n}{2} + 1 + (L - 1)k + \frac{L}{2} - 1,$$
where we have used our definitions for $M_1(n)$ and $M_2(n)$.)PAPER"},
        {"prf6.4b", R"PAPER(If both players each take 1 on their first moves, we are back to the game where there are n stones, $M_1(n) + (L - 1)k \leq d < M_1(n) + (L - 1)k + L - 1$, and $e < M_2(n) + (L - 1)k + \frac{L}{2} - 1$, for which we know that $W(n; d, e) = 1$.)PAPER"},
        {"prf6.4c", R"PAPER(If Player 1 takes 1, but Player 2 takes L , both on their first moves, then
$$\frac{n}{2} + (L - 1)k + \frac{L}{2} \leq d < \frac{n}{2} + (L - 1)k + \frac{3L}{2} - 1 \text{ and } e < \frac{n}{2} + (L - 1)k - \frac{L}{2}.$$)PAPER"},
        {"prf6.4d", R"PAPER(Note that there are $n + 1 - L$ stones, so applying inductive hypothesis (7) yields
$$\text{if } \frac{n}{2} + (L - 1)k - \frac{L}{2} + 1 \leq d < \frac{n}{2} + (L - 1)k + \frac{L}{2} \text{ and } e < \frac{n}{2} + (L - 1)k, \text{ then } W(n; d, e) = 1.$$)PAPER"},
        {"prf6.4e", R"PAPER(Note that in this case, Player 1 having more money and Player 2 having less money does not affect the outcome. Comparing the two conditions yields the conclusion that Player 1 wins the game even if Player 2 takes L , which completes part of the induction.)PAPER"},
        {"prf6.4f", R"PAPER(For $n + 2$ stones, now let us examine what happens when
$$\frac{n}{2} + 2 + (L - 1)k + \frac{L}{2} - 1 \leq d < \frac{n}{2} + 2 + (L - 1)k + \frac{3L}{2} - 2 \text{ and } e \geq \frac{n}{2} + 1 + (L - 1)k + \frac{L}{2} - 1,$$)PAPER"},
        {"prf6.4g", R"PAPER(If both players take 1 on their first move, then it follows by the same reasoning as before that $W(n; d, e) = 2$. By using the same reasoning, if Player 1 now takes L , Player 2 can choose to take L , so Player 2 also wins, completing another part of the induction.)PAPER"},
        {"prf6.4h", R"PAPER(If both players take 1 on their first move, then it follows by the same reasoning as before that $W(n; d, e) = 2$. By using the same reasoning, if Player 1 now takes L , Player 2 can choose to take L , so Player 2 also wins, completing another part of the induction.)PAPER"},
        {"prf6.4i", R"PAPER(For $n + 1$ stones, now let us examine what happens when
$$\frac{n}{2} + 1 + (L - 1)k \leq d < \frac{n}{2} + 1 + (L - 1)k + L - 1 \text{ and } e < \frac{n}{2} + 1 + (L - 1)k + \frac{L}{2} - 1.$$)PAPER"},
        {"prf6.4j", R"PAPER(If both players take 1 on their first move, it follows that Player 1 wins by the same reasoning as before.)PAPER"},
        {"prf6.4k", R"PAPER(If Player 1 takes 1, but Player 2 takes L , both on their first moves, then
$$\frac{n}{2} + (L - 1)k \leq d < \frac{n}{2} + (L - 1)k + L - 1 \text{ and } e < \frac{n}{2} + (L - 1)k - \frac{L}{2}.$$)PAPER"},
        {"prf6.4l", R"PAPER(Note that there are $n - L$ stones, so applying inductive hypothesis (5) yields
$$\text{if } \frac{n}{2} + (L - 1)k \leq d < \frac{n}{2} + (L - 1)k + \frac{L}{2} - 2 \text{ and } e < \frac{n}{2} + (L - 1)k + \frac{L}{2} - 1, \text{ then } W(n; d, e) = 1.$$)PAPER"},
        {"prf6.4m", R"PAPER(Note that Player 1 having more money and Player 2 having less money does not affect the outcome of the game in this case. Comparing the two conditions yields the conclusion that Player 1 wins the game even if Player 2 takes L , which completes another part of the induction.)PAPER"},
        {"prf6.4n", R"PAPER(For $n + 1$ stones, now let us examine what happens when
$$\frac{n}{2} + 1 + (L - 1)k \leq d < \frac{n}{2} + 1 + (L - 1)k + L - 1 \text{ and } e \geq \frac{n}{2} + 1 + (L - 1)k + \frac{L}{2} - 1.$$)PAPER"},
        {"prf6.4o", R"PAPER(If both players take 1 on their first move, then it follows that $W(n; d, e) = 2$.)PAPER"},
        {"prf6.4p", R"PAPER(If Player 1 now takes L , Player 2 can choose to take L , and it follows that Player 2 also wins.)PAPER"},
        {"prf6.6a", R"PAPER(For $n + 2$ stones, let us examine what happens when
$$\frac{n}{2} + 2 + \frac{Lk}{2} - 1 \leq d < \frac{n}{2} + 2 + \frac{L(k+1)}{2} - 1 \text{ and } e < \frac{n}{2} + 1 + \frac{Lk}{2},$$
where we have used our definitions for $M_1(n)$ and $M_2(n)$.)PAPER"},
        {"prf6.6b", R"PAPER(If both players each take 1 on their first moves, we are back to the game where there are n stones, $M_1(n) + \frac{Lk}{2} - 1 \leq d < M_1(n) + \frac{L(k+1)}{2} - 1$, and $e < M_2(n) + \frac{Lk}{2}$, for which we know that $W(n; d, e) = 1$.)PAPER"},
        {"prf6.6c", R"PAPER(If Player 1 takes 1, but Player 2 takes L , both on their first moves, then
$$\frac{n}{2} + \frac{Lk}{2} \leq d < \frac{n}{2} + \frac{L(k+1)}{2} \text{ and } e < \frac{n}{2} + \frac{Lk}{2} + 1 - L.$$)PAPER"},
        {"prf6.6d", R"PAPER(Note that there are $n + 1 - L$ stones, so applying inductive hypothesis (11) yields
$$\text{if } \frac{n}{2} + \frac{L(k-1)}{2} + 1 \leq d < \frac{n}{2} + \frac{Lk}{2} + 1 \text{ and } e < \frac{n}{2} + \frac{Lk}{2}, \text{ then } W(n; d, e) = 1.$$)PAPER"},
        {"prf6.6e", R"PAPER(Note that in this case, Player 1 having more money and Player 2 having less money does not affect the outcome. Comparing the two conditions yields the conclusion that Player 1 wins the game even if Player 2 takes L , which completes part of the induction.)PAPER"},
        {"prf6.6f", R"PAPER(If Player 1 takes 1, but Player 2 takes $L + 1$, both on their first moves, then
$$\frac{n}{2} + \frac{Lk}{2} \leq d < \frac{n}{2} + \frac{L(k+1)}{2} \text{ and } e < \frac{n}{2} + \frac{L(k-2)}{2}.$$)PAPER"},
        {"prf6.6g", R"PAPER(Note that there are $n - L$ stones, so applying inductive hypothesis (9) yields
$$\text{if } \frac{n}{2} + \frac{L(k-1)}{2} - 1 \leq d < \frac{n}{2} + \frac{Lk}{2} - 1 \text{ and } e < \frac{n}{2} + \frac{L(k-1)}{2}, \text{ then } W(n; d, e) = 1.$$)PAPER"},
        {"prf6.6h", R"PAPER(Note that in this case, Player 1 having more money and Player 2 having less money does not affect the outcome. Comparing the two conditions yields the conclusion that Player 1 wins the game even if Player 2 takes $L + 1$, which completes another part of the induction.)PAPER"},
        {"prf6.6i", R"PAPER(For $n + 2$ stones, now let us examine what happens when
$$\frac{n}{2} + 2 + \frac{Lk}{2} - 1 \leq d < \frac{n}{2} + 2 + \frac{L(k+1)}{2} - 1 \text{ and } e \geq \frac{n}{2} + 1 + \frac{Lk}{2},$$)PAPER"},
        {"prf6.6j", R"PAPER(If both players take 1 on their first move, then it follows by the same reasoning as before that $W(n; d, e) = 2$.)PAPER"},
        {"prf6.6k", R"PAPER(By using the same reasoning, if Player 1 now takes L or $L + 1$, Player 2 can choose to take the same amount, so Player 2 also wins, completing another part of the induction.)PAPER"},
        {"prf6.6l", R"PAPER(For $n + 1$ stones, now let us examine what happens when
$$\frac{n}{2} + \frac{Lk}{2} + 1 \leq d < \frac{n}{2} + \frac{L(k+1)}{2} + 1 \text{ and } e < \frac{n}{2} + \frac{L(k+1)}{2}$$)PAPER"},
        {"prf6.6m", R"PAPER(If both players take 1 on their first move, it follows that Player 1 wins by the same reasoning as before.)PAPER"},
        {"prf6.6n", R"PAPER(If Player 1 takes 1, but Player 2 takes L , both on their first moves, then
$$\frac{n}{2} + \frac{Lk}{2} \leq d < \frac{n}{2} + \frac{L(k+1)}{2} \text{ and } e < \frac{n}{2} + \frac{L(k-1)}{2}.$$)PAPER"},
        {"prf6.6o", R"PAPER(Note that there are $n - L$ stones, so applying inductive hypothesis (9) yields
$$\text{if } \frac{n}{2} + \frac{L(k-1)}{2} \leq d < \frac{n}{2} + \frac{Lk}{2} \text{ and } e < \frac{n}{2} + \frac{L(k-1)}{2}, \text{ then } W(n; d, e) = 1.$$)PAPER"},
        {"prf6.6p", R"PAPER(Note that Player 1 having more money does not affect the outcome of the game in this case. Comparing the two conditions yields the conclusion that Player 1 wins the game even if Player 2 takes L , which completes another part of the induction.)PAPER"},
        {"prf6.6q", R"PAPER(If Player 1 takes 1, but Player 2 takes $L + 1$, both on their first moves, then
$$\frac{n}{2} + \frac{Lk}{2} \leq d < \frac{n}{2} + \frac{L(k+1)}{2} \text{ and } e < \frac{n}{2} + \frac{L(k-1)}{2} - 1.$$)PAPER"},
        {"prf6.6r", R"PAPER(Note that there are $n - L - 1$ stones, so applying inductive hypothesis (11) yields
$$\text{if } \frac{n}{2} + \frac{L(k-1)}{2} \leq d < \frac{n}{2} + \frac{Lk}{2} \text{ and } e < \frac{n}{2} + \frac{Lk}{2} - 1, \text{ then } W(n; d, e) = 1.$$)PAPER"},
        {"prf6.6s", R"PAPER(Note that Player 2 having less money does not affect the outcome of the game in this case. Comparing the two conditions yields the conclusion that Player 1 wins the game even if Player 2 takes $L + 1$, which completes another part of the induction.)PAPER"},
        {"prf6.6t", R"PAPER(For $n + 1$ stones, now let us examine what happens when
$$\frac{n}{2} + \frac{Lk}{2} + 1 \leq d < \frac{n}{2} + \frac{L(k+1)}{2} + 1 \text{ and } e \geq \frac{n}{2} + \frac{L(k+1)}{2}.$$)PAPER"},
        {"prf6.6u", R"PAPER(If both players take 1 on their first move, then it follows that $W(n; d, e) = 2$.)PAPER"},
        {"prf6.6v", R"PAPER(If Player 1 now takes L or $L + 1$, Player 2 can choose to take the same amount, and it follows that Player 2 also wins.)PAPER"},
    };
    return texts.at(id);
}

}  // namespace gameaudit::chen_gasarch
