# Run by `cmake --install`: installs the public headers, api/ and every header they include, directly
# or not (and core/coverage.hpp, which gameaudit_add_claims' PAPERS source includes), keeping the
# "api/gameaudit.hpp" layout under <prefix>/<GAMEAUDIT_INCLUDE_DEST>. Computed at install time, so a
# header gaining an include needs no re-configure.
cmake_policy(PUSH)
cmake_policy(SET CMP0057 NEW)  # if(IN_LIST), off in the install scripts' default policies
file(GLOB_RECURSE queue RELATIVE "${GAMEAUDIT_SOURCE_DIR}" "${GAMEAUDIT_SOURCE_DIR}/api/*.hpp")
list(APPEND queue core/coverage.hpp)
set(public "")
while(queue)
  list(POP_FRONT queue header)
  if(header IN_LIST public)
    continue()
  endif()
  list(APPEND public ${header})
  file(STRINGS "${GAMEAUDIT_SOURCE_DIR}/${header}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
  foreach(line IN LISTS includes)
    string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\".*" "\\1" included "${line}")
    if(EXISTS "${GAMEAUDIT_SOURCE_DIR}/${included}" AND NOT included IN_LIST public)
      list(APPEND queue ${included})
    endif()
  endforeach()
endwhile()
foreach(header IN LISTS public)
  get_filename_component(dir "${header}" DIRECTORY)
  file(INSTALL DESTINATION "${CMAKE_INSTALL_PREFIX}/${GAMEAUDIT_INCLUDE_DEST}/${dir}" TYPE FILE
       FILES "${GAMEAUDIT_SOURCE_DIR}/${header}")
endforeach()
cmake_policy(POP)
