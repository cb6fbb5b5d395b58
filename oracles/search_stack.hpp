#pragma once
// The open frames of a depth-first search, counted with the options each one lists: a position
// with many options (a stack of 10^6 chips) fills memory long before a play grows long.
#include <cstddef>
#include <utility>
#include <vector>

#include "core/run_control.hpp"

namespace gameaudit {

// Frame has a member `opts`, the positions it lists.
template <class Frame>
class SearchStack {
public:
    // Opens a frame; refuses (InputError) a search whose positions held, `memoised` ones with
    // them, reach the memory limit.
    void push(Frame f, std::size_t memoised = 0) {
        held_ += 1 + f.opts.size();
        requireSearchRoom(held_ + memoised);
        frames_.push_back(std::move(f));
    }
    void pop() {
        held_ -= 1 + frames_.back().opts.size();
        frames_.pop_back();
    }
    Frame& top() { return frames_.back(); }
    bool empty() const { return frames_.empty(); }

private:
    std::vector<Frame> frames_;
    std::size_t held_ = 0;
};

}  // namespace gameaudit
