# CMake helpers for a repository of one's own claims, shipped with the gameaudit package.
#
#   gameaudit_add_claims(<target> SOURCES <files>... [PAPERS <folder>])
# builds <target>, the gameaudit command (list, check, reproduce, solve, audit, coverage, merge)
# holding the claims registered in SOURCES and no others. PAPERS names the folder of the papers
# they cite, one folder per paper id as in gameaudit's papers/README.md; `coverage` and the audit
# report read it ($GAMEAUDIT_PAPERS overrides it).
#
#   gameaudit_add_check_test(<target> [NAME <test>] [ARGS <check arguments>...])
# adds the CI gate as a ctest test: `<target> check --all --junit <target>.junit.xml`, which fails
# when a claim's verdict differs from its pin (an unpinned claim that is refuted, say).

function(gameaudit_add_claims target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "PAPERS" "SOURCES")
  if(NOT arg_SOURCES)
    message(FATAL_ERROR "gameaudit_add_claims(${target}): no SOURCES given")
  endif()
  add_executable(${target} ${arg_SOURCES})
  target_link_libraries(${target} PRIVATE gameaudit::cli gameaudit::games)
  # The oracles are templates compiled with the claims: without a build type they would run unoptimised.
  get_property(multi_config GLOBAL PROPERTY GENERATOR_IS_MULTI_CONFIG)
  if(NOT CMAKE_BUILD_TYPE AND NOT multi_config)
    message(STATUS "gameaudit_add_claims(${target}): no CMAKE_BUILD_TYPE, so compiled with -O2 -DNDEBUG")
    target_compile_options(${target} PRIVATE -O2)
    target_compile_definitions(${target} PRIVATE NDEBUG)
  endif()
  if(arg_PAPERS)
    get_filename_component(papers "${arg_PAPERS}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    if(NOT IS_DIRECTORY "${papers}")
      message(FATAL_ERROR "gameaudit_add_claims(${target}): PAPERS ${papers} is not a folder")
    endif()
    set(named "${CMAKE_CURRENT_BINARY_DIR}/${target}_papers.cpp")
    string(CONCAT source "// Written by gameaudit_add_claims: the papers cited by ${target}'s claims.\n"
                         "#include \"core/coverage.hpp\"\n\n"
                         "GAMEAUDIT_PAPERS_FOLDER(R\"gameaudit(${papers})gameaudit\");\n")
    file(CONFIGURE OUTPUT "${named}" CONTENT "${source}" @ONLY)
    target_sources(${target} PRIVATE "${named}")
  endif()
endfunction()

function(gameaudit_add_check_test target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "NAME" "ARGS")
  if(NOT arg_NAME)
    set(arg_NAME "${target}:check-all")
  endif()
  add_test(NAME "${arg_NAME}"
           COMMAND ${target} check --all --junit "${CMAKE_CURRENT_BINARY_DIR}/${target}.junit.xml" ${arg_ARGS})
endfunction()
