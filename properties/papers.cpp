// The bundled papers the claims under properties/ cite: installed beside the binary
// (<prefix>/share/gameaudit/papers), else the source tree's papers/.
#include <filesystem>
#include <system_error>

#include "core/coverage.hpp"

namespace {

std::filesystem::path bundledPapers() {
    std::error_code error;
    const auto binary = std::filesystem::read_symlink("/proc/self/exe", error);
    const auto installed = binary.parent_path() / GAMEAUDIT_INSTALLED_PAPERS;
    if (!error && std::filesystem::is_directory(installed, error)) return installed.lexically_normal();
    return GAMEAUDIT_SOURCE_PAPERS;
}

}  // namespace

GAMEAUDIT_PAPERS_FOLDER(bundledPapers());
