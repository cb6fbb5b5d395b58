// Kayles (0.77) and Dawson's Kayles (0.07): their nim-sequences are periodic, PROVED for every n
// by the octal periodicity theorem from a finite check (Winning Ways, ch. 4).
#include "api/gameaudit.hpp"
using namespace gameaudit;

const OctalGame kayles{"kayles", "K", "0.77"};         // knock down one pin, or two adjacent ones
const OctalGame dawson{"dawson-kayles", "D", "0.07"};  // knock down exactly two adjacent pins

GAMEAUDIT_REGISTER(registry) {
    registry.add(kayles.solver("K[7]"));  // `octal-periods solve kayles 'K[7]'`
    registry.add(dawson.solver("D[7]"));
    addPeriodicity(registry, {.id = "octal/kayles", .citation = "Winning Ways, ch. 4", .statement = "Kayles' nim-sequence has period 12 from n = 71.", .bound = 1000},
                   kayles, 71, 12);
    // The preperiod and the period left to the tool: the least the theorem proves, named in the proof.
    addPeriodicity(registry, {.id = "octal/dawson", .citation = "Winning Ways, ch. 4", .statement = "Dawson's Kayles' nim-sequence is eventually periodic.", .bound = 1000},
                   dawson);
    // One too early: refuted at the minimal counterexample, pinned there so the gate stays green.
    addPeriodicity(registry, {.id = "octal/kayles-70", .citation = "a false variant", .statement = "Kayles' nim-sequence has period 12 from n = 70.", .bound = 1000, .expect = Expect::refutedAt("K[70]")},
                   kayles, 70, 12);
}
