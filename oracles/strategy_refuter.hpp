#pragma once
// A strategy played out against every reply, on any game with `Key` positions and options(Key).
#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/judgement.hpp"
#include "core/run_control.hpp"

namespace gameaudit {

// Plays a strategy out against every reply: from a position with the strategy's player to
// move, every move the strategy allows must be legal, and after each, every reply must lead to
// a position the strategy wins again (a player with no move loses). On failure, the line of
// play that beats it. Rules: options(Key) -> std::vector<Key>.
template <class Rules>
class StrategyRefuter {
public:
    using Key = typename Rules::Key;
    using Moves = std::function<std::vector<Key>(const Rules&, Key)>;  // the moves the strategy allows
    using Show = std::function<std::string(Key)>;
    // `anyChoice`: the strategy wins when some move it allows wins (its player chooses among them);
    // otherwise every allowed move must win.
    StrategyRefuter(const Rules& game, Moves moves, Show show, bool anyChoice = false)
        : game_(game), moves_(std::move(moves)), show_(std::move(show)), anyChoice_(anyChoice) {}

    // Empty when the strategy wins from k; else the refuting line, e.g. "[1,1,1] -> ... loses".
    std::optional<std::string> refute(Key k) {
        if (auto it = memo_.find(k); it != memo_.end()) return it->second;
        checkpoint("playing the strategy out");
        requireSearchRoom(memo_.size(), "playing the strategy out");
        std::optional<std::string> result;
        const auto legal = game_.options(k);
        const auto allowed = moves_(game_, k);
        if (allowed.empty()) result = show_(k) + ": the strategy has no move";
        for (Key m : allowed) {
            std::optional<std::string> lost;
            if (std::find(legal.begin(), legal.end(), m) == legal.end())
                lost = show_(k) + " -> " + show_(m) + " is not a legal move";
            for (Key reply : game_.options(m)) {
                if (lost) break;
                if (auto line = refute(reply)) lost = show_(k) + " -> " + show_(m) + " -> " + *line;
            }
            if (anyChoice_ && !lost) {
                result.reset();
                break;
            }
            if (lost && !result) result = lost;
            if (result && !anyChoice_) break;
        }
        return memo_[k] = result;
    }

    // The strategy's player moves second: it must win after every first move.
    Judgement secondPlayerWins(Key start) {
        for (Key first : game_.options(start))
            if (auto line = refute(first))
                return Judgement::fail("Player Two's strategy wins against every reply", "it loses",
                                       show_(start) + " -> " + *line);
        return Judgement::pass();
    }
    Judgement firstPlayerWins(Key start) {
        if (auto line = refute(start))
            return Judgement::fail("Player One's strategy wins against every reply", "it loses", *line);
        return Judgement::pass();
    }

private:
    const Rules& game_;
    Moves moves_;
    Show show_;
    bool anyChoice_;
    std::unordered_map<Key, std::optional<std::string>> memo_;
};

}  // namespace gameaudit
