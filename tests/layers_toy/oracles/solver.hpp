#pragma once
// An oracle of the toy tree (tests/layers_toy/models/board.hpp includes it the wrong way).
