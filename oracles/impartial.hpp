#pragma once
// Exact solving of impartial games from their rules alone: a model gives the options of a
// position; this memoises outcomes (normal or misère play) and Grundy values over them. A model
// may also split a position into independent components (a disjunctive sum): its Grundy value is
// then the xor of theirs (Sprague-Grundy), each component solved once, and so its normal-play outcome.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/errors.hpp"
#include "core/outcome.hpp"
#include "core/run_control.hpp"
#include "oracles/search_stack.hpp"

namespace gameaudit {

// The first of `options` that leaves the player to move lost (moverWins false), if any.
template <class Pos, class MoverWins>
std::optional<Pos> winningOption(const std::vector<Pos>& options, MoverWins moverWins) {
    for (const Pos& q : options)
        if (!moverWins(q)) return q;
    return std::nullopt;
}

template <class Pos, class Hash = std::hash<Pos>>
class ImpartialSolver {
public:
    using Options = std::function<std::vector<Pos>(const Pos&)>;
    // The independent components of a position; fewer than two: it is not a sum.
    using Components = std::function<std::vector<Pos>(const Pos&)>;

    explicit ImpartialSolver(Options options, Play play = Play::Normal, Components components = {})
        : options_(std::move(options)), play_(play), components_(std::move(components)) {}

    // Whether the player to move wins. A terminal position is lost in normal play, won in misère.
    // Depth-first with an explicit stack: a game's plays may be far longer than the call stack.
    // Misère sums do not decompose: they are searched as whole positions.
    bool moverWins(const Pos& p) {
        if (components_ && play_ == Play::Normal) return grundy(p) != 0;
        if (auto it = wins_.find(p); it != wins_.end()) return it->second;
        SearchStack<Frame> stack;
        stack.push(frame(p, false), wins_.size());
        while (!stack.empty()) {
            Frame& f = stack.top();
            bool win = false;
            for (; f.next < f.opts.size(); ++f.next) {
                auto it = wins_.find(f.opts[f.next]);
                if (it == wins_.end()) break;
                if (!it->second) {
                    win = true;
                    break;
                }
            }
            if (!win && f.next < f.opts.size()) {
                stack.push(frame(f.opts[f.next], false), wins_.size());
                continue;
            }
            if (f.opts.empty()) win = play_ == Play::Misere;
            remember(wins_, std::move(f.pos), win);
            stack.pop();
        }
        return wins_.at(p);
    }

    Outcome outcome(const Pos& p) { return impartialOutcome(moverWins(p)); }

    // Grundy value under normal play: the mex of the options' values, or of a sum the xor of its components'.
    unsigned grundy(const Pos& p) {
        if (auto it = grundy_.find(p); it != grundy_.end()) return it->second;
        SearchStack<Frame> stack;
        stack.push(frame(p, true), grundy_.size());
        while (!stack.empty()) {
            Frame& f = stack.top();
            for (; f.next < f.opts.size(); ++f.next) {
                auto it = grundy_.find(f.opts[f.next]);
                if (it == grundy_.end()) break;
                f.values.push_back(it->second);
            }
            if (f.next < f.opts.size()) {
                stack.push(frame(f.opts[f.next], true), grundy_.size());
                continue;
            }
            const unsigned g = grundyFrom(f.values, f.sum);
            remember(grundy_, std::move(f.pos), g);
            stack.pop();
        }
        return grundy_.at(p);
    }

    // An option that leaves the opponent lost, if any.
    std::optional<Pos> winningMove(const Pos& p) {
        return winningOption(options_(p), [this](const Pos& q) { return moverWins(q); });
    }

    std::vector<Pos> options(const Pos& p) const { return options_(p); }

private:
    struct Frame {
        Pos pos;
        std::vector<Pos> opts;
        std::size_t next = 0;
        std::vector<unsigned> values;
        bool sum = false;  // opts are q's components, not its options
    };
    // q with its options, or with its components when it is a sum and `decompose` is asked.
    Frame frame(const Pos& q, bool decompose) {
        Frame f{q, {}};
        if (decompose && components_) {
            f.opts = components_(q);
            f.sum = f.opts.size() > 1;
        }
        if (!f.sum) f.opts = options_(q);
        // Weighted by the options a frame scans, root frames included: a table filled in increasing
        // order (every option memoised) pushes nothing, but reads the clock all the same.
        checkpoint("preparing the oracle", 1 + f.opts.size());
        return f;
    }
    template <class Value>
    static void remember(std::unordered_map<Pos, Value, Hash>& memo, Pos p, Value v) {
        requireSearchRoom(memo.size());
        memo.emplace(std::move(p), v);
    }

    Options options_;
    Play play_;
    Components components_;
    std::unordered_map<Pos, bool, Hash> wins_;
    std::unordered_map<Pos, unsigned, Hash> grundy_;
};

// Why an impartial position is not what a claim says: for a claimed P-position that is N,
// a winning move; for a claimed N-position that is P, every option with a winning reply.
template <class Pos, class Show>
std::string outcomeWitness(const Pos& p, std::function<std::vector<Pos>(const Pos&)> options,
                           std::function<bool(const Pos&)> moverWins, Show show) {
    auto opts = options(p);
    if (moverWins(p)) {
        for (const Pos& q : opts)
            if (!moverWins(q)) return "winning move " + show(p) + " -> " + show(q) + " (a P-position)";
        return show(p) + " is terminal and won by the player to move (misère)";
    }
    if (opts.empty()) return show(p) + " is terminal: the player to move has no move";
    std::string s = "every option loses: ";
    for (std::size_t i = 0; i < opts.size(); ++i) {
        const Pos& q = opts[i];
        s += (i ? "; " : "") + show(q);
        for (const Pos& r : options(q))
            if (!moverWins(r)) {
                s += " -> " + show(r);
                break;
            }
    }
    return s;
}

}  // namespace gameaudit
