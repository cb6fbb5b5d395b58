#pragma once
// A claim: a paper's statement made executable. The engine in check.hpp turns a domain and
// a predicate into a Claim; the registry collects claims, solvers and figures.
#include <climits>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/judgement.hpp"

namespace gameaudit {

// The pinned expectation: a claim holds unless pinned as refuted at a minimal counterexample.
struct Expect {
    bool refuted = false;
    std::string counterexample;  // in the domain's notation
    static Expect holds() { return {}; }
    static Expect refutedAt(std::string position) { return {true, std::move(position)}; }
};

struct ClaimInfo {
    std::string id;         // "<paper>/<kind><number>", e.g. "mullen2016/thm4.5"
    std::string citation;   // where: paper, section, number
    std::string statement;  // verbatim from the paper
    std::string reading;    // the formal reading checked, ambiguities resolved and named
    std::string paraphrase; // why `statement` is not verbatim from the paper's text ("" when it is)
    std::int64_t bound = 0;                  // default exhaustive bound on the domain's size
    // A smaller bound for the pinned-verdict test (tests/test_pins.cpp), where `bound` costs more than
    // the test suite affords; 0: `bound`. CI's report check (scripts/check-reports) still pins the
    // verdict at `bound`: it re-runs the whole audit and compares it with the committed reports.
    std::int64_t pinBound = 0;
    double randomReach = 2.0;                // random cases have size in (bound, reach * bound]
    std::int64_t randomSpan = INT64_MAX;     // ... and at most bound + span
    int cases = 200;                         // default number of random cases
    Expect expect;
    bool planted = false;                    // a deliberately false claim that tests the harness

    std::string paper() const { return id.substr(0, id.find('/')); }
};

// One slice of a claim's exhaustive domain: the members whose place in the enumeration is
// `index` modulo `count`. Slice 0 also draws the random cases.
struct Shard {
    int index = 0, count = 1;
};

struct CheckOptions {
    std::optional<std::int64_t> bound;
    std::optional<int> cases;
    std::uint64_t seed = 20161;
    std::optional<double> timeLimitSeconds;
    std::optional<Shard> shard;
};

enum class Verdict { Holds, Refuted, Error };
std::string_view name(Verdict v);

struct Counterexample {
    std::string position;
    std::string claimed, actual, witness;
    bool minimal = false;  // confirmed minimal by exhaustive search up to its size
};

// What a decision procedure said about a claim for every size (see provers/).
struct Proof {
    enum class Status { Proved, Refuted, Undecided };
    Status status = Status::Undecided;
    std::string method;       // e.g. "MONA, WS1S: normal-play P-set characterisation ..."
    std::string certificate;  // the program that proves it, re-runnable on its own
    std::string file;         // where the audit writes it, under the report folder
    std::string recheck;      // how to re-check a certificate that is not a MONA program ("": `mona <file>`)
    std::vector<std::pair<std::string, std::string>> lemmas;  // (file, program): proved separately, needed too
    std::string reason;       // why undecided, or the prover's refutation
    double seconds = 0;
    bool proved() const { return status == Status::Proved; }
};

struct Result {
    std::string id;
    Verdict verdict = Verdict::Error;
    std::int64_t bound = 0;               // exhaustive up to this size
    std::int64_t randomUpTo = 0;          // random cases drawn with size up to this (0: none)
    std::uint64_t exhaustiveCases = 0;
    std::uint64_t randomCases = 0;
    std::string scope;                    // the honest statement of what was checked
    std::optional<Counterexample> counterexample;
    std::string error;
    std::string reproduce;                // shell command reproducing the counterexample
    double seconds = 0;
    std::optional<Proof> proof;           // set when a prover was asked

    // What merging the slices of a sharded run needs (see mergeShards in check.hpp).
    std::optional<Shard> shard;               // set while the result covers one slice only
    std::optional<std::uint64_t> stoppedAt;   // place in the enumeration where the exhaustive search stopped
    std::int64_t failureSize = -1;            // size of the counterexample
    std::uint64_t seed = 0;
    std::string certificate;                  // a proof for every size, if the claim has one
    // What the run was, so slices of one run are told from others (set in every slice):
    std::int64_t plannedCases = 0;            // random cases the run draws (slice 0 draws them; 0: none)
    std::uint64_t enumerated = 0;             // places of the exhaustive enumeration walked (all of them unless
                                              // the search stopped): a slice's cases are its places among these

    std::uint64_t cases() const { return exhaustiveCases + randomCases; }
    // Whether the verdict and counterexample match the pinned expectation.
    bool matches(const Expect& expect) const;
};

// What a domain says of its sizes (Domain::largest, Domain::largestAdmitted).
struct DomainSizes {
    std::optional<std::int64_t> largest;          // a finite domain, checked completely at its own size
    std::optional<std::int64_t> largestAdmitted;  // no larger bound or position is admitted
};

struct Claim {
    ClaimInfo info;
    std::string domain;  // the domain in words
    DomainSizes sizes;
    std::function<Result(const CheckOptions&)> check;
    std::function<Judgement(std::string_view position)> evaluate;  // one position, for reproduce
    std::function<void(const CheckOptions&)> prepare;  // solves the oracle as far as check needs, once
    std::function<std::vector<std::string>(std::size_t count)> examples;  // the first members, shown
    std::function<std::string(std::string_view position)> reshown;  // read, then shown again: the same text
};

// `gameaudit solve <game> <position>`: the oracle's value and winning moves, as text.
struct Solver {
    std::string game;
    std::string notation;  // how positions are written, with an example
    std::function<std::string(std::string_view position)> solve;
    // Optional: an SVG picture of the position (`solve --thermograph` for cgt), and its name.
    std::function<std::string(std::string_view position)> picture;
    std::string pictureName;
};

// A picture or data table for the report, e.g. a P-position map with claimed and actual
// positions (svg), or a table of computed values (markdown). Set one of the two.
struct Figure {
    std::string paper;    // e.g. "mullen2016"
    std::string file;     // for svg: written as reports/figures/<file>, e.g. "wynnie.svg"
    std::string title;
    std::string caption;
    std::function<std::string()> svg;
    std::function<std::string()> markdown;
};

class Registry {
public:
    using Registrar = void (*)(Registry&);
    static Registry& instance();      // every registrar has run
    static bool defer(Registrar r);   // run r when the registry is first used

    void add(Claim c);
    void add(Solver s);
    void add(Figure f);
    // Changes claim `id` once every claim is registered (a prover wraps its check, say).
    void amend(std::string id, std::function<void(Claim&)> change);
    // Changes every claim, after the amendments by id (a default for claims no amendment named).
    void amendEach(std::function<void(Claim&)> change);

    const std::vector<Claim>& claims() const { return claims_; }
    const std::vector<Solver>& solvers() const { return solvers_; }
    const std::vector<Figure>& figures() const { return figures_; }
    const Claim* claim(std::string_view id) const;
    const Solver* solver(std::string_view game) const;

private:
    std::vector<Claim> claims_;
    std::vector<Solver> solvers_;
    std::vector<Figure> figures_;
    std::vector<std::pair<std::string, std::function<void(Claim&)>>> amendments_;
    std::vector<std::function<void(Claim&)>> amendEach_;
};

}  // namespace gameaudit

#define GAMEAUDIT_CONCAT2(a, b) a##b
#define GAMEAUDIT_CONCAT(a, b) GAMEAUDIT_CONCAT2(a, b)
// Registers claims, solvers and figures from any source file under properties/:
//   GAMEAUDIT_REGISTER(registry) { registry.add(claim<...>(...)); }
#define GAMEAUDIT_REGISTER(registry) GAMEAUDIT_REGISTER_AS(registry, __COUNTER__)
// A unique id per use (not __LINE__: a unity build puts several files in one translation unit).
#define GAMEAUDIT_REGISTER_AS(registry, id)                                                  \
    static void GAMEAUDIT_CONCAT(gameauditRegister_, id)(::gameaudit::Registry&);            \
    [[maybe_unused]] static const bool GAMEAUDIT_CONCAT(gameauditRegistered_, id) =           \
        ::gameaudit::Registry::defer(&GAMEAUDIT_CONCAT(gameauditRegister_, id));              \
    static void GAMEAUDIT_CONCAT(gameauditRegister_, id)(::gameaudit::Registry & registry)
