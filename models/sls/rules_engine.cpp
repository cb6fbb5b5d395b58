#include "models/sls/rules_engine.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "core/errors.hpp"

namespace gameaudit::sls {

namespace {
const char* kColour[] = {"blue", "red", "green", "yellow"};
std::string colourName(int c) { return c >= 0 && c < 4 ? kColour[c] : "colour " + std::to_string(c); }
}  // namespace

RulesEngine::RulesEngine(int players, int piles, int chips, int first) {
    if (players < 2 || players > 4) throw InputError("So Long Sucker needs 2 to 4 players, not " + std::to_string(players));
    if (piles < 1) throw InputError("the board needs at least one pile");
    if (piles > kEngineMaxPiles) throw InputError("the engine holds at most " + std::to_string(kEngineMaxPiles) + " piles");
    if (chips < 1) throw InputError("each player starts with at least one chip");
    if (first < 0 || first >= players) throw InputError("no player " + std::to_string(first) + " to start");
    players_ = players;
    for (std::size_t p = 0; p < static_cast<std::size_t>(players); ++p) hands_[p][p] = chips;
    ends_.assign(static_cast<std::size_t>(piles), 0);
    lastGiver_.fill(first);
    active_ = first;
}

void RulesEngine::setPosition(const Hands& hands, const EnginePiles& piles, const Flags& eliminated, int active,
                              const Players& lastGiver) {
    const auto n = static_cast<std::size_t>(players_);
    if (hands.size() != n || eliminated.size() != n || lastGiver.size() != n)
        throw InputError("a position needs one hand, flag and giver per player");
    for (auto& h : hands)
        if (h.size() != n || *std::min_element(h.begin(), h.end()) < 0) throw InputError("malformed hand");
    if (piles.empty()) throw InputError("the board needs at least one pile");
    for (auto& p : piles)
        for (int c : p)
            if (c < 0 || c >= static_cast<int>(n)) throw InputError("a pile holds an unknown colour");
    hands_ = {};
    for (std::size_t p = 0; p < n; ++p) std::copy(hands[p].begin(), hands[p].end(), hands_[p].begin());
    chips_.clear();
    ends_.clear();
    for (auto& p : piles) {
        for (std::uint8_t c : p) chips_.push_back(c);
        ends_.push_back(static_cast<std::uint16_t>(chips_.size()));
    }
    std::copy(eliminated.begin(), eliminated.end(), eliminated_.begin());
    std::copy(lastGiver.begin(), lastGiver.end(), lastGiver_.begin());
    active_ = active;
    check(active);
    step_ = remaining() <= 1 ? Step::Over : Step::Place;
}

void RulesEngine::badPlayer(int player) { throw InputError("no player " + std::to_string(player)); }

int RulesEngine::remaining() const {
    return static_cast<int>(std::count(eliminated_.begin(), eliminated_.begin() + players_, false));
}

int RulesEngine::chipsHeld(int p) const {
    const auto& h = hands_[static_cast<std::size_t>(p)];
    int sum = 0;
    for (int v : h) sum += v;
    return sum;
}

void RulesEngine::place(int chip, int pile) {
    if (step_ != Step::Place) throw InputError("illegal move: no placement is due");
    check(chip);
    auto& hand = hands_[static_cast<std::size_t>(active_)];
    if (hand[static_cast<std::size_t>(chip)] == 0)
        throw InputError("illegal move: the active player holds no " + colourName(chip) + " chip");
    if (pile < 0 || pile >= pileCount()) throw InputError("illegal move: no pile " + std::to_string(pile));
    const int bottom = start(pile), top = ends_[static_cast<std::size_t>(pile)];  // top: one past the top chip
    if (top - bottom == kEngineMaxPileChips)
        throw InputError("the engine holds at most " + std::to_string(kEngineMaxPileChips) + " chips in a pile");
    --hand[static_cast<std::size_t>(chip)];
    chips_.insert(static_cast<std::size_t>(top), static_cast<std::uint8_t>(chip));
    for (std::size_t i = static_cast<std::size_t>(pile); i < ends_.size(); ++i) ++ends_[i];
    playedPile_ = pile;
    if (top > bottom && chips_[static_cast<std::size_t>(top) - 1] == chip) {
        // Capture Rule.
        if (eliminated(chip)) {
            deadBox_ += top + 1 - bottom;
            clearPile(pile);
            giveTurn(active_, chip);  // the Special Rule applies
            return;
        }
        captured_.assign(chips_.begin() + bottom, chips_.begin() + top + 1);
        clearPile(pile);
        capturer_ = chip;
        lastGiver_[static_cast<std::size_t>(chip)] = active_;
        step_ = Step::Discard;
        return;
    }
    afterPlacement(pile);
}

void RulesEngine::clearPile(int pile) {
    const int bottom = start(pile), size = ends_[static_cast<std::size_t>(pile)] - bottom;
    chips_.erase(static_cast<std::size_t>(bottom), static_cast<std::size_t>(size));
    for (std::size_t i = static_cast<std::size_t>(pile); i < ends_.size(); ++i) ends_[i] = static_cast<std::uint16_t>(ends_[i] - size);
}

void RulesEngine::afterPlacement(int pile) {
    const PileView p = this->pile(pile);
    std::array<int, kEngineMaxPlayers> highest;  // each colour's highest chip in the pile, -1 if absent
    highest.fill(-1);
    for (int h = 0; h < static_cast<int>(p.size()); ++h) highest[p[static_cast<std::size_t>(h)]] = h;
    Players absent;
    int lowest = -1, lowestHeight = static_cast<int>(p.size());
    for (int q = 0; q < players(); ++q) {
        if (eliminated(q)) continue;
        const int height = highest[static_cast<std::size_t>(q)];
        if (height < 0) {
            absent.push_back(q);
            continue;
        }
        if (height < lowestHeight) {
            lowestHeight = height;
            lowest = q;
        }
    }
    if (absent.empty()) return giveTurn(active_, lowest);   // every colour present: rule 2(a)
    if (absent.size() == 1) return giveTurn(active_, absent.front());  // rule 2(b), one choice
    choices_ = absent;
    step_ = Step::Designate;
}

void RulesEngine::discard(int colour) {
    if (step_ != Step::Discard) throw InputError("illegal move: no capture is pending");
    const auto* it = std::find(captured_.begin(), captured_.end(), colour);
    if (it == captured_.end()) throw InputError("illegal discard: the captured pile holds no " + colourName(colour) + " chip");
    ++deadBox_;
    for (const auto* c = captured_.begin(); c != captured_.end(); ++c)
        if (c != it) ++hands_[static_cast<std::size_t>(capturer_)][*c];
    captured_.clear();
    active_ = capturer_;
    capturer_ = -1;
    step_ = Step::Place;
}

void RulesEngine::designate(int player) {
    if (step_ != Step::Designate) throw InputError("illegal move: the next player is not a choice now");
    if (std::find(choices_.begin(), choices_.end(), player) == choices_.end())
        throw InputError("illegal designation: player " + std::to_string(player) + " is not allowed by the Next Player Rule");
    choices_.clear();
    giveTurn(active_, player);
}

void RulesEngine::eliminate() {
    if (step_ != Step::Place) throw InputError("illegal elimination: a turn is in progress");
    if (chipsHeld(active_) > 0) throw InputError("illegal elimination: the active player still holds chips");
    eliminated_[static_cast<std::size_t>(active_)] = true;
    if (remaining() <= 1) {
        step_ = Step::Over;
        return;
    }
    // The player who gave the eliminated player their turn plays next (Special Rule if eliminated).
    // The turn goes back to them: no one gives it anew, so who gave each player their turn is kept.
    int to = lastGiver_[static_cast<std::size_t>(active_)];
    for (int guard = 0; eliminated(to) && guard < players(); ++guard) to = lastGiver_[static_cast<std::size_t>(to)];
    if (eliminated(to)) throw std::logic_error("the Special Rule found no player to take the turn");
    active_ = to;
    step_ = Step::Place;
}

void RulesEngine::giveTurn(int from, int to) {
    lastGiver_[static_cast<std::size_t>(to)] = from;
    // Special Rule: an eliminated player's turn goes to whoever gave them their last turn.
    for (int guard = 0; eliminated(to) && guard < players(); ++guard) to = lastGiver_[static_cast<std::size_t>(to)];
    if (eliminated(to)) to = from;
    active_ = to;
    step_ = remaining() <= 1 ? Step::Over : Step::Place;
}

void RulesEngine::donate(int from, int to, int colour) {
    check(from);
    check(to);
    check(colour);
    if (from == to) throw InputError("illegal donation: a player cannot donate to themselves");
    if (colour == from) throw InputError("illegal donation: guards cannot be donated, only prisoners");
    if (eliminated(to)) throw InputError("illegal donation: the receiver is eliminated");
    auto& have = hands_[static_cast<std::size_t>(from)][static_cast<std::size_t>(colour)];
    if (have == 0) throw InputError("illegal donation: the donor holds no " + colourName(colour) + " prisoner");
    --have;
    ++hands_[static_cast<std::size_t>(to)][static_cast<std::size_t>(colour)];
}

void RulesEngine::discardPrisoner(int player, int colour) {
    check(player);
    check(colour);
    if (colour == player) throw InputError("illegal discard: only prisoners may be discarded");
    auto& have = hands_[static_cast<std::size_t>(player)][static_cast<std::size_t>(colour)];
    if (have == 0) throw InputError("illegal discard: no " + colourName(colour) + " prisoner");
    --have;
    ++deadBox_;
}

std::string RulesEngine::describe() const {
    static const char letters[] = "brgy";
    std::string s;
    for (int p = 0; p < players(); ++p) {
        s += std::string(1, static_cast<char>(std::toupper(letters[p]))) + (eliminated(p) ? "x" : "") + "(";
        for (int c = 0; c < players(); ++c) s += (c ? "," : "") + std::to_string(hands_[static_cast<std::size_t>(p)][static_cast<std::size_t>(c)]);
        s += ") ";
    }
    s += "[";
    for (int i = 0; i < pileCount(); ++i) {
        s += i ? " " : "";
        if (pile(i).empty()) s += "_";
        for (int c : pile(i)) s += letters[c];
    }
    return s + "] active " + std::string(1, static_cast<char>(std::toupper(letters[active_])));
}

}  // namespace gameaudit::sls
