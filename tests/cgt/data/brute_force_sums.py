#!/usr/bin/env python3
"""Writes brute_force_sums.txt: sums of short games with their outcome and, where it is a
number-up-star value, that value -- found by plain game-tree search on explicit forms, sharing
no code with the C++ engine (no canonical forms, no simplification, no formulas).

Line format: <sum> ; <outcome L|R|P|N> ; <value x+u.^+*m as "x u m", or "-" if not of that shape>
A line starting with "!" carries a deliberately wrong expectation: the test must see it fail.
Run: python3 brute_force_sums.py > brute_force_sums.txt
"""
import random
import sys
from fractions import Fraction

sys.setrecursionlimit(100000)

forms = []          # id -> (left ids, right ids)
index = {}


def form(left, right):
    key = (tuple(sorted(set(left))), tuple(sorted(set(right))))
    if key not in index:
        index[key] = len(forms)
        forms.append(key)
    return index[key]


ZERO = form([], [])


def number(q):
    """The dyadic q as a form: integers n = {n-1|}, m/2^k = {(m-1)/2^k | (m+1)/2^k}."""
    q = Fraction(q)
    if q.denominator == 1:
        n = q.numerator
        if n == 0:
            return ZERO
        return form([number(n - 1)], []) if n > 0 else form([], [number(n + 1)])
    step = Fraction(1, q.denominator)
    return form([number(q - step)], [number(q + step)])


def nimber(m):
    opts = [nimber(k) for k in range(m)]
    return form(opts, opts)


sums, negs = {}, {}


def add(a, b):
    if (a, b) not in sums:
        la, ra = forms[a]
        lb, rb = forms[b]
        sums[(a, b)] = form([add(x, b) for x in la] + [add(a, x) for x in lb],
                            [add(x, b) for x in ra] + [add(a, x) for x in rb])
    return sums[(a, b)]


def neg(a):
    if a not in negs:
        l, r = forms[a]
        negs[a] = form([neg(x) for x in r], [neg(x) for x in l])
    return negs[a]


wins = {}


def first_wins(a, left):
    """Whether the player to move (Left if left) wins a, by exhaustive search."""
    if (a, left) not in wins:
        moves = forms[a][0 if left else 1]
        wins[(a, left)] = any(not first_wins(x, not left) for x in moves)
    return wins[(a, left)]


def outcome(a):
    l, r = first_wins(a, True), first_wins(a, False)
    return "N" if l and r else "L" if l else "R" if r else "P"


def geq_zero(a):  # Right moving first loses
    return not first_wins(a, False)


def equal(a, b):
    return outcome(add(a, neg(b))) == "P"


UP, DOWN = form([ZERO], [nimber(1)]), form([nimber(1)], [ZERO])


def nus(x, u, m):
    g = add(number(x), nimber(m))
    for _ in range(abs(u)):
        g = add(g, UP if u > 0 else DOWN)
    return g


def nus_value(g):
    """The x + u.^ + *m equal to g, for x on the grid of eighths in [-6, 6], |u| <= 3, m <= 7."""
    eps = Fraction(1, 16)
    for i in range(-48, 49):
        x = Fraction(i, 8)
        # g infinitesimally close to x: x - 1/16 < g < x + 1/16.
        if geq_zero(add(g, neg(number(x - eps)))) and geq_zero(add(number(x + eps), neg(g))):
            for u in range(-3, 4):
                for m in range(8):
                    if equal(g, nus(x, u, m)):
                        return x, u, m
            return None
    return None


# A small reader for the notation: integers, a/2^k, *m, ^, v, {options|options}, sums by '+'.
def parse(text):
    pos = 0

    def skip():
        nonlocal pos
        while pos < len(text) and text[pos] == " ":
            pos += 1

    def expression():
        nonlocal pos
        g = term()
        skip()
        while pos < len(text) and text[pos] == "+":
            pos += 1
            g = add(g, term())
            skip()
        return g

    def options(stop):
        nonlocal pos
        out = []
        skip()
        if text[pos] in stop:
            return out
        out.append(expression())
        skip()
        while text[pos] == ",":
            pos += 1
            out.append(expression())
            skip()
        return out

    def term():
        nonlocal pos
        skip()
        c = text[pos]
        if c == "{":
            pos += 1
            left = options("|")
            assert text[pos] == "|"
            pos += 1
            right = options("}")
            assert text[pos] == "}"
            pos += 1
            return form(left, right)
        if c == "*":
            pos += 1
            start = pos
            while pos < len(text) and text[pos].isdigit():
                pos += 1
            return nimber(int(text[start:pos]) if pos > start else 1)
        if c in "^v":
            pos += 1
            return UP if c == "^" else DOWN
        start = pos
        if c == "-":
            pos += 1
        while pos < len(text) and (text[pos].isdigit() or text[pos] == "/"):
            pos += 1
        return number(Fraction(text[start:pos]))

    g = expression()
    skip()
    assert pos == len(text), text
    return g


COMPONENTS = ["1", "-2", "1/2", "-3/4", "3/8", "*", "*2", "*3", "*5", "^", "v", "{0,*|0}", "{0|*2}",
              "{1|-1}", "{2|0}", "{0|-1}", "{1/2|-1/2}", "{0|^}", "{v|0}", "{0|{0|-1}}", "{{1|0}|-1}",
              "{2|{1|-1}}", "{^|v}", "{1|*}", "{*|-1}"]


def main():
    rng = random.Random(13)
    lines = []
    seen = set()
    while len(lines) < 160:
        text = " + ".join(rng.choice(COMPONENTS) for _ in range(rng.randint(2, 4)))
        if text in seen:
            continue
        seen.add(text)
        g = parse(text)
        v = nus_value(g)
        value = "-" if v is None else f"{v[0]} {v[1]} {v[2]}"
        lines.append(f"{text} ; {outcome(g)} ; {value}")
    # Two deliberately wrong expectations, so a harness that passes everything is noticed.
    flip = {"L": "R", "R": "L", "P": "N", "N": "P"}
    for k in (3, 7):
        text, o, value = lines[k].split(" ; ")
        lines.append(f"!{text} ; {flip[o]} ; {value}")
    print(__doc__.strip().replace("\n", "\n# ").join(["# ", ""]))
    print("\n".join(lines))


main()
