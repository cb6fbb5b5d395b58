#pragma once
// The one cache of solved tables and oracles: one per table type and key (a game, with its size or
// rule set where it has several), made on first use and kept for the process, so every claim shares
// it (`--jobs` children fork after it is solved). Claims run on one thread: no lock.
#include <map>
#include <memory>

namespace gameaudit {

namespace detail {
template <class Table, class Key>
std::map<Key, std::unique_ptr<Table>>& solvedTables() {
    static std::map<Key, std::unique_ptr<Table>> tables;
    return tables;
}
}  // namespace detail

// The table of `key`, made by `make()` (a std::unique_ptr<Table>) the first time.
template <class Table, class Key, class Make>
Table& solvedTable(const Key& key, Make make) {
    auto& table = detail::solvedTables<Table, Key>()[key];
    if (!table) table = make();
    return *table;
}

}  // namespace gameaudit
