#pragma once
// Exact outcomes and Grundy values of WYG and of the edge-delete game, by the shared
// memoised search of oracles/impartial.hpp over the models' packed positions.
#include <memory>
#include <optional>
#include <string>

#include "models/wyg/edge_delete.hpp"
#include "models/wyg/wyg.hpp"
#include "oracles/impartial.hpp"

namespace gameaudit::wyg {

// One graph's WYG positions with stacks up to maxChips, solved on demand and memoised.
class WygOracle {
public:
    WygOracle(Graph g, int maxChips, EdgeRule rule = EdgeRule::Sticky)
        : board_(std::move(g), maxChips, rule),
          solver_([this](const PackedGraph::Key& k) { return board_.options(k); }) {}
    WygOracle(const WygOracle&) = delete;
    WygOracle& operator=(const WygOracle&) = delete;

    const PackedGraph& board() const { return board_; }
    bool moverWins(const Position& p) { return solver_.moverWins(board_.encode(p)); }
    Outcome outcome(const Position& p) { return solver_.outcome(board_.encode(p)); }
    unsigned grundy(const Position& p) { return solver_.grundy(board_.encode(p)); }
    std::optional<Position> winningMove(const Position& p) {
        auto q = solver_.winningMove(board_.encode(p));
        if (!q) return std::nullopt;
        return board_.decode(*q);
    }
    // The standard witness (winning move, or every option with its winning reply), positions
    // written by their chips and edge in play on this board's graph.
    std::string witness(const Position& p) {
        return outcomeWitness<PackedGraph::Key>(
            board_.encode(p), [this](const PackedGraph::Key& k) { return board_.options(k); },
            [this](const PackedGraph::Key& k) { return solver_.moverWins(k); },
            [this](const PackedGraph::Key& k) { return board_.showChips(k); });
    }

private:
    PackedGraph board_;
    ImpartialSolver<PackedGraph::Key> solver_;
};

class EdgeDeleteOracle {
public:
    explicit EdgeDeleteOracle(Graph g)
        : game_(std::move(g)), solver_([this](const EdgeDeleteGame::Key& k) { return game_.options(k); }) {}
    EdgeDeleteOracle(const EdgeDeleteOracle&) = delete;
    EdgeDeleteOracle& operator=(const EdgeDeleteOracle&) = delete;

    const EdgeDeleteGame& game() const { return game_; }
    bool moverWins(EdgeDeleteGame::Key k) { return solver_.moverWins(k); }
    Outcome outcome() { return solver_.outcome(game_.start()); }
    std::string witness(EdgeDeleteGame::Key k) {
        return outcomeWitness<EdgeDeleteGame::Key>(
            k, [this](const EdgeDeleteGame::Key& e) { return game_.options(e); },
            [this](const EdgeDeleteGame::Key& e) { return solver_.moverWins(e); },
            [this](const EdgeDeleteGame::Key& e) { return game_.show(e); });
    }

private:
    EdgeDeleteGame game_;
    ImpartialSolver<EdgeDeleteGame::Key> solver_;
};

// Outcome of one WYG game, solved on a fresh board sized to it.
inline Outcome outcomeOf(const GraphPosition& game, EdgeRule rule = EdgeRule::Sticky) {
    WygOracle oracle(game.graph, largestStack(game.position), rule);
    return oracle.outcome(game.position);
}

}  // namespace gameaudit::wyg
