#include "core/claim.hpp"
int main() { return gameaudit::Registry::instance().claims().empty(); }
