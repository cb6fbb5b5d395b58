#pragma once
// Exact outcomes of W_1 on two stars joined by a path (Mullen 2016, Theorems 4.21-4.24), from
// WYG's rules with the leaves of a star counted rather than named: with one chip per vertex
// every move deletes a vertex, so no edge stays in play, and the leaves of a centre are
// interchangeable. A position is (live leaves at centre 0, live leaves at centre L, live path
// vertices 0..L); a dead centre's leaves are isolated and drop out. Cross-checked against the
// general WYG oracle in test_wyg.
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace gameaudit::wyg {

class TwoStarsOracle {
public:
    // S_m on path vertex 0, S_n on path vertex `length`.
    TwoStarsOracle(int m, int n, int length) : m_(m), n_(n), length_(length) {
        if (m < 0 || n < 0 || length < 1 || length > 20) throw std::invalid_argument("two stars: m, n >= 0, 1 <= length <= 20");
        memo_.assign(static_cast<std::size_t>(m + 1) * (n + 1) << (length + 1), 0);
    }

    struct State {
        int a, b;            // live leaves at centre 0 and at centre `length`
        std::uint32_t path;  // bit i: path vertex i is live
    };
    State start() const { return {m_, n_, (1u << (length_ + 1)) - 1}; }

    bool moverWins(State s) {
        s = normalized(s);
        std::uint8_t& cell = memo_[index(s)];
        if (cell == 0) {
            bool win = false;
            forEachOption(s, [this, &win](State o) { return !(win = !moverWins(o)); });  // stops at a win
            cell = win ? 2 : 1;
        }
        return cell == 2;
    }

    std::vector<State> options(State s) const {
        std::vector<State> out;
        forEachOption(s, [&out](State o) {
            out.push_back(o);
            return true;
        });
        return out;
    }

    std::string show(State s) const {
        s = normalized(s);
        std::string p;
        for (int v = 0; v <= length_; ++v) p += ((s.path >> v) & 1) ? '1' : '0';
        return "leaves " + std::to_string(s.a) + "+" + std::to_string(s.b) + ", path " + p;
    }

private:
    // The rules: choose an edge with both ends live; remove one end or both. Visits each
    // option (normalised) until `visit` returns false.
    template <class Visit>
    void forEachOption(State s, Visit visit) const {
        s = normalized(s);
        auto live = [&s](int v) { return (s.path >> v) & 1; };
        auto kill = [&s](int v) {
            State t = s;
            t.path &= ~(1u << v);
            return t;
        };
        auto to = [&](State o) { return visit(normalized(o)); };
        if (s.a > 0)  // a leaf edge at centre 0: the leaf, the centre, or both
            if (!to({s.a - 1, s.b, s.path}) || !to(kill(0))) return;
        if (s.b > 0)
            if (!to({s.a, s.b - 1, s.path}) || !to(kill(length_))) return;
        for (int v = 0; v < length_; ++v)
            if (live(v) && live(v + 1)) {
                State both = kill(v);
                both.path &= ~(1u << (v + 1));
                if (!to(kill(v)) || !to(kill(v + 1)) || !to(both)) return;
            }
    }

    State normalized(State s) const {
        if (!(s.path & 1)) s.a = 0;
        if (!((s.path >> length_) & 1)) s.b = 0;
        return s;
    }
    std::size_t index(State s) const {
        return ((static_cast<std::size_t>(s.a) * (n_ + 1) + s.b) << (length_ + 1)) | s.path;
    }

    int m_, n_, length_;
    std::vector<std::uint8_t> memo_;  // 0 unknown, 1 mover loses, 2 mover wins
};

}  // namespace gameaudit::wyg
