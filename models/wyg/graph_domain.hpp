#pragma once
// Graphs as a domain of claims: every graph up to isomorphism, and random graphs.
#include <rapidcheck.h>

#include "core/domain.hpp"
#include "models/wyg/graph.hpp"

namespace gameaudit::wyg {

// A graph on lo..hi vertices (lo >= 1) with random edges.
rc::Gen<Graph> randomGraph(int lo, int hi);

// Every graph on 1..bound vertices up to isomorphism (nauty-geng), by vertex count; random
// members are graphs of the given orders (at most 12 vertices) with random edges.
Domain<Graph> allGraphs();

}  // namespace gameaudit::wyg
