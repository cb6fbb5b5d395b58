#pragma once
// A game of the engine's tests in CGSuite's notation: g("{1|*}").
#include "cgt/game.hpp"

inline gameaudit::cgt::Game g(const char* text) { return gameaudit::cgt::Game::parse(text); }
