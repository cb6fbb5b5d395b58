#include <algorithm>
#include <stdexcept>

#include "core/claim.hpp"

namespace gameaudit {
namespace {
std::vector<Registry::Registrar>& pending() {
    static std::vector<Registry::Registrar> registrars;
    return registrars;
}
}  // namespace

bool Registry::defer(Registrar r) {
    pending().push_back(r);
    return true;
}

Registry& Registry::instance() {
    static Registry registry = [] {
        Registry r;
        for (Registrar f : pending()) f(r);
        for (auto& amendment : r.amendments_) {
            const std::string& id = amendment.first;  // a plain reference: clang 14 cannot capture a binding
            auto it = std::find_if(r.claims_.begin(), r.claims_.end(), [&](const Claim& c) { return c.info.id == id; });
            if (it == r.claims_.end()) throw std::logic_error("amendment for an unknown claim: " + id);
            amendment.second(*it);
        }
        for (auto& change : r.amendEach_)
            for (Claim& c : r.claims_) change(c);
        // A stable order whatever the link order of the translation units.
        std::stable_sort(r.claims_.begin(), r.claims_.end(),
                         [](const Claim& a, const Claim& b) { return a.info.id < b.info.id; });
        std::stable_sort(r.solvers_.begin(), r.solvers_.end(),
                         [](const Solver& a, const Solver& b) { return a.game < b.game; });
        std::stable_sort(r.figures_.begin(), r.figures_.end(),
                         [](const Figure& a, const Figure& b) { return a.file < b.file; });
        return r;
    }();
    return registry;
}

void Registry::add(Claim c) {
    if (claim(c.info.id)) throw std::logic_error("claim registered twice: " + c.info.id);
    claims_.push_back(std::move(c));
}
void Registry::add(Solver s) {
    if (solver(s.game)) throw std::logic_error("solver registered twice: " + s.game);
    solvers_.push_back(std::move(s));
}
void Registry::add(Figure f) { figures_.push_back(std::move(f)); }
void Registry::amend(std::string id, std::function<void(Claim&)> change) {
    amendments_.emplace_back(std::move(id), std::move(change));
}
void Registry::amendEach(std::function<void(Claim&)> change) { amendEach_.push_back(std::move(change)); }

const Claim* Registry::claim(std::string_view id) const {
    auto it = std::find_if(claims_.begin(), claims_.end(), [&](const Claim& c) { return c.info.id == id; });
    return it == claims_.end() ? nullptr : &*it;
}
const Solver* Registry::solver(std::string_view game) const {
    auto it = std::find_if(solvers_.begin(), solvers_.end(), [&](const Solver& s) { return s.game == game; });
    return it == solvers_.end() ? nullptr : &*it;
}

}  // namespace gameaudit
