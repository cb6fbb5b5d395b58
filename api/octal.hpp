#pragma once
// Take-and-break games from their code (0.77 Kayles, 0.07 Dawson's Kayles, 0.137, 4.07, ...):
// a position is one heap prefix[n], valued by the nim-sequence (oracles/octal.hpp); a move leaves
// a sum of heaps, valued by the xor. addPeriodicity registers "G(n + p) = G(n) for n >= n0"
// (or the least n0 and p found) with its proof for every n by the octal periodicity theorem.
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "api/claims.hpp"
#include "api/game.hpp"
#include "core/check.hpp"
#include "core/errors.hpp"
#include "oracles/octal.hpp"
#include "provers/attach.hpp"

namespace gameaudit {

using Heaps = std::vector<std::int64_t>;  // a sum of heaps, as a move leaves it

class OctalGame {
public:
    using Position = std::int64_t;

    // Throws InputError for a malformed code, naming what is wrong.
    OctalGame(std::string name, std::string prefix, std::string_view code)
        : state_(std::make_shared<State>(std::move(name), std::move(prefix), octal::parse(code))) {}

    const std::string& name() const { return state_->name; }
    const octal::Code& code() const { return state_->g.code(); }
    const Domain<std::int64_t>& positions() const { return state_->positions; }
    const std::string& prefix() const { return state_->prefix; }
    octal::NimSequence& sequence() const { return state_->g; }

    std::string show(std::int64_t n) const { return positions().show(n); }
    std::string show(const Heaps& heaps) const {  // K[1]+K[3]; "no heap" for the empty sum
        std::string s;
        for (std::int64_t n : heaps) s += (s.empty() ? "" : "+") + show(n);
        return s.empty() ? "no heap" : s;
    }
    unsigned grundy(std::int64_t n) const { return state_->g.at(n); }
    unsigned grundy(const Heaps& heaps) const {  // Sprague-Grundy: a sum's value is the xor
        unsigned g = 0;
        for (std::int64_t n : heaps) g ^= grundy(n);
        return g;
    }
    bool isP(std::int64_t n) const { return grundy(n) == 0; }
    Outcome outcome(std::int64_t n) const { return impartialOutcome(!isP(n)); }
    std::vector<Heaps> options(std::int64_t n) const { return octal::moves(code(), n); }
    void prepare(std::int64_t n) const { state_->g.extend(n); }

    // Why n has its outcome: a move to a sum of value 0, or every option's nonzero value.
    std::string witness(std::int64_t n) const {
        const auto opts = options(n);
        for (const Heaps& o : opts)
            if (grundy(o) == 0) return "winning move " + show(n) + " -> " + show(o) + " (nim-value 0)";
        if (opts.empty()) return show(n) + " is terminal: the player to move has no move";
        std::string s = "every option has a nonzero nim-value:";
        for (const Heaps& o : opts) s += " " + show(o) + "=" + std::to_string(grundy(o));
        return s;
    }

    // The least n0 and p with G(n + p) = G(n) for every n >= n0 that the periodicity theorem
    // proves from G(0..limit); none if there is none within the limit. Throws InputError where the
    // theorem does not apply (see octal::theoremRefusal).
    std::optional<octal::Periodicity> periodicity(std::int64_t limit) const {
        if (std::string why = octal::theoremRefusal(code()); !why.empty()) throw InputError(why);
        auto& cache = state_->found;
        if (!cache || cache->first != limit) cache = {limit, octal::findPeriodicity(state_->g, limit)};
        return cache->second;
    }

    // `gameaudit solve <name> <heap>`: the outcome, the Grundy value and the winning moves.
    Solver solver(const std::string& example) const {
        return solverFor(*this, name(),
                         positions().description + ", the take-and-break game " + code().text + ", e.g. " + example);
    }

private:
    struct State {
        State(std::string n, std::string prefix, octal::Code code)
            : name(std::move(n)), prefix(prefix), positions(heaps(prefix)), g(std::move(code)) {}
        std::string name, prefix;
        Domain<std::int64_t> positions;
        octal::NimSequence g;
        std::optional<std::pair<std::int64_t, std::optional<octal::Periodicity>>> found;  // (limit, result)
    };
    std::shared_ptr<State> state_;
};

namespace detail {

// "G(n + p) = G(n)" at n, on the nim-sequence; the witness is the sequence from n to n + p.
inline Judgement judgePeriod(const OctalGame& game, std::int64_t n, std::int64_t p) {
    const unsigned here = game.grundy(n), there = game.grundy(n + p);
    if (here == there) return Judgement::pass();
    std::string values;
    for (std::int64_t m = n; m <= n + p; ++m) values += (m > n ? " " : "") + std::to_string(game.grundy(m));
    return Judgement::fail("G(" + game.show(n + p) + ") = G(" + game.show(n) + ")",
                           "G(" + game.show(n) + ") = " + std::to_string(here) + ", G(" + game.show(n + p) +
                               ") = " + std::to_string(there),
                           "G(n) for n = " + std::to_string(n) + ".." + std::to_string(n + p) + ": " + values);
}

// The proof for every n: the finite check the octal periodicity theorem asks for (oracles/octal.cpp
// states the theorem and its proof), of the claimed (n0, p) or of the least one found up to `limit`.
inline prover::Decide periodicityProof(OctalGame game, std::string id, std::optional<octal::Periodicity> claimed,
                                       std::int64_t limit) {
    return [game, id, claimed, limit](double, std::string* counterexample) {
        Proof proof;
        proof.method = "the octal periodicity theorem (Guy and Smith 1956)";
        proof.file = "proofs/" + id + ".txt";
        if (std::string why = octal::theoremRefusal(game.code()); !why.empty()) {
            proof.reason = why;
            return proof;
        }
        try {
            std::optional<octal::Periodicity> period = claimed ? claimed : game.periodicity(limit);
            if (!period) {
                proof.reason = "no preperiod and period proved from G(0.." + std::to_string(limit) + ")";
                return proof;
            }
            const auto [n0, p] = *period;
            const std::int64_t end = octal::theoremEnd(game.code(), *period);
            if (auto n = octal::firstBreak(game.sequence(), *period, end)) {
                proof.status = Proof::Status::Refuted;
                *counterexample = game.show(*n);
                proof.reason = "the theorem's finite check (" + std::to_string(n0) + " <= n < " + std::to_string(end) +
                               ") fails first at " + *counterexample;
                return proof;
            }
            const std::string range = std::to_string(n0) + " <= n < " + std::to_string(end);
            proof.method += ": G(n + " + std::to_string(p) + ") = G(n) for " + range + " (2 max(n0, 1) + p + t, " +
                            "largest removal t = " + std::to_string(game.code().largestRemoval()) + "), so for every n >= " +
                            std::to_string(n0) + (claimed ? "" : "; the least preperiod and period it proves, found by the tool");
            std::string table = "# " + game.name() + ", the take-and-break game " + game.code().text + ": G(n + " +
                                std::to_string(p) + ") = G(n) for every n >= " + std::to_string(n0) + ".\n" +
                                "# The octal periodicity theorem (Guy and Smith 1956; Winning Ways ch. 4): for a finite "
                                "octal code with largest removal t, G(n + p) = G(n) for every n >= n0 once it holds for " +
                                "n0 <= n < 2 max(n0, 1) + p + t. Each row: n, G(n), G(n + p), for " + range + ".\n";
            for (std::int64_t n = n0; n < end; ++n)
                table += std::to_string(n) + " " + std::to_string(game.grundy(n)) + " " + std::to_string(game.grundy(n + p)) + "\n";
            proof.status = Proof::Status::Proved;
            proof.certificate = std::move(table);
            proof.recheck = "a table of G(n) and G(n + p) over the range the theorem needs";
        } catch (const Interrupted&) {
            throw;
        } catch (const std::exception& e) {
            proof.reason = std::string("the finite check failed: ") + e.what();
        }
        return proof;
    };
}

}  // namespace detail

// "G(n + p) = G(n) for every n >= n0": the nim-sequence is periodic from n0 with period p.
inline Property<std::int64_t> periodic(OctalGame game, std::int64_t n0, std::int64_t p) {
    if (n0 < 0 || p < 1) throw std::invalid_argument("periodic: n0 >= 0 and p >= 1, got n0 = " + std::to_string(n0) +
                                                     ", p = " + std::to_string(p));
    Property<std::int64_t> property;
    property.domain = heaps(game.prefix(), n0);
    property.prepare = [game, p](std::int64_t n) { game.prepare(saturatingAdd(n, p)); };
    property.predicate = [game, p](std::int64_t n) { return detail::judgePeriod(game, n, p); };
    return property;
}

// The same with the least n0 and p the theorem proves from G(0..limit), found when first checked
// (an ERROR if there is none within the limit).
inline Property<std::int64_t> eventuallyPeriodic(OctalGame game, std::int64_t limit) {
    auto found = [game, limit] {
        if (auto period = game.periodicity(limit)) return *period;
        throw std::runtime_error("no preperiod and period of " + game.code().text + " proved from G(0.." +
                                 std::to_string(limit) + ")");
    };
    Property<std::int64_t> property;
    property.domain = game.positions();
    property.domain.description += ", n >= the least preperiod found";
    property.domain.contains = [found](std::int64_t n) { return n >= found().n0; };
    property.domain.enumerate = [found](std::int64_t bound, const Visitor<std::int64_t>& visit) {
        for (std::int64_t n = found().n0; n <= bound; ++n)
            if (!visit(n)) return;
    };
    property.domain.random = [found, all = property.domain.random](std::int64_t lo, std::int64_t hi) {
        return all(std::max(lo, found().n0), hi);
    };
    property.prepare = [game, found](std::int64_t n) { game.prepare(saturatingAdd(n, found().p)); };
    property.predicate = [game, found](std::int64_t n) { return detail::judgePeriod(game, n, found().p); };
    return property;
}

// Registers the claim "G(n + p) = G(n) for every n >= n0" with its proof for every n.
inline void addPeriodicity(Registry& registry, ClaimInfo info, const OctalGame& game, std::int64_t n0, std::int64_t p) {
    const std::string id = info.id;
    registry.add(claim(std::move(info), periodic(game, n0, p)));
    prover::attachDecision(registry, id, detail::periodicityProof(game, id, octal::Periodicity{n0, p}, 0));
}

// Registers "the nim-sequence is periodic" with the least preperiod and period the theorem proves
// from G(0..limit), named in the proof's method.
inline void addPeriodicity(Registry& registry, ClaimInfo info, const OctalGame& game, std::int64_t limit = 4096) {
    const std::string id = info.id;
    registry.add(claim(std::move(info), eventuallyPeriodic(game, limit)));
    prover::attachDecision(registry, id, detail::periodicityProof(game, id, std::nullopt, limit));
}

}  // namespace gameaudit
