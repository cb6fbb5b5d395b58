# The test `layers`: every `#include "<folder>/..."` of the tree runs down the layers, core <- cgt <-
# models <- oracles <- provers <- api <- properties (the claims) <- cli: a file may include its own
# layer and those below it. tests/, benchmarks/, fuzz/ and examples/ may include any layer but
# properties/. Each wrong-way include is printed as file:line. Usage: cmake -DROOT=<source> -P check_layers.cmake
cmake_minimum_required(VERSION 3.20)
get_filename_component(ROOT "${ROOT}" ABSOLUTE)  # a relative ROOT globs nothing below it
set(layers core cgt models oracles provers api properties cli)
set(outside tests benchmarks fuzz examples)
set(wrong "")
foreach(top IN LISTS layers outside)
  file(GLOB_RECURSE sources RELATIVE "${ROOT}" "${ROOT}/${top}/*.cpp" "${ROOT}/${top}/*.hpp" "${ROOT}/${top}/*.h")
  list(FIND layers ${top} rank)
  foreach(source IN LISTS sources)
    file(READ "${ROOT}/${source}" text)
    string(REGEX MATCHALL "(^|\n)[ \t]*#[ \t]*include[ \t]*\"[a-z_]+/[^\"]*\"" includes "${text}")
    foreach(include IN LISTS includes)
      string(REGEX REPLACE ".*\"(([a-z_]+)/[^\"]*)\"" "\\1" path "${include}")
      string(REGEX REPLACE "/.*" "" folder "${path}")
      list(FIND layers ${folder} included)
      if(rank EQUAL -1 AND NOT folder STREQUAL "properties")
        continue()  # tests/, benchmarks/, ...: any layer, or their own folders
      elseif(rank GREATER -1 AND included GREATER -1 AND NOT included GREATER rank)
        continue()  # its own layer or one below
      endif()
      # The line: the newlines before the include, plus one.
      string(FIND "${text}" "${include}" at)
      string(SUBSTRING "${text}" 0 ${at} before)
      string(REGEX MATCHALL "\n" newlines "${before}\n")
      list(LENGTH newlines line)
      if(include MATCHES "^\n")
        math(EXPR line "${line} + 1")
      endif()
      string(STRIP "${include}" include)
      list(APPEND wrong "${source}:${line}: ${include} runs against the layers")
    endforeach()
  endforeach()
endforeach()
if(wrong)
  list(JOIN wrong "\n" message)
  list(LENGTH wrong count)
  message("${message}")
  message(FATAL_ERROR "${count} wrong-way includes (the layers: ${layers})")
endif()
