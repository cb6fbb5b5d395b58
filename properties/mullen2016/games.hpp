#pragma once
// The thesis's games as several chapters' claims use them: one name and one solved table each.
#include <cstdint>

#include "api/gameaudit.hpp"
#include "models/two_stack_games.hpp"

namespace gameaudit::mullen2016 {

inline const TwoStackGame wythoffG = twoStackGame("", games::wythoff);
inline const TwoStackGame wynnieG = twoStackGame("W", games::wynnie);
inline const TwoStackGame misereG = twoStackGame("W^-", games::misereWynnie);

inline games::StackTable& minnie2() { return sharedTable(games::minnie(), 2); }
inline games::StackTable& minnie3() { return sharedTable(games::minnie(), 3); }
inline games::StackTable& minnie4() { return sharedTable(games::minnie(), 4); }
inline games::StackTable& mine2() { return sharedTable(games::mine(), 2); }
inline games::StackTable& mine3() { return sharedTable(games::mine(), 3); }

inline bool isPowerOfTwo(std::int64_t v) { return v > 0 && (v & (v - 1)) == 0; }

}  // namespace gameaudit::mullen2016
