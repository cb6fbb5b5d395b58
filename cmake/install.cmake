# `cmake --install build --prefix P`: the libraries, the public headers (api/ and the headers it
# includes, cmake/install_headers.cmake, keeping the "api/gameaudit.hpp" layout under
# P/include/gameaudit), the bundled gameaudit with its papers, and the CMake package:
# find_package(gameaudit) gives the GAMEAUDIT_LIBRARIES (gameaudit::games, the API with every layer
# below it, and gameaudit::cli; gameaudit::core, ::cgt, ::models, ::oracles, ::provers, ::api, the
# layers) and gameaudit_add_claims().
include(CMakePackageConfigHelpers)
set(GAMEAUDIT_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/gameaudit)

foreach(lib ${GAMEAUDIT_LIBRARIES})
  set_target_properties(gameaudit_${lib} PROPERTIES EXPORT_NAME ${lib})
  install(TARGETS gameaudit_${lib} EXPORT gameauditTargets ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
endforeach()
install(EXPORT gameauditTargets NAMESPACE gameaudit:: DESTINATION ${GAMEAUDIT_CMAKE_DIR})

install(CODE "set(GAMEAUDIT_SOURCE_DIR \"${CMAKE_CURRENT_SOURCE_DIR}\")
set(GAMEAUDIT_INCLUDE_DEST \"${CMAKE_INSTALL_INCLUDEDIR}/gameaudit\")
include(\"${CMAKE_CURRENT_SOURCE_DIR}/cmake/install_headers.cmake\")")

install(TARGETS gameaudit RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY papers/ DESTINATION ${CMAKE_INSTALL_DATADIR}/gameaudit/papers)

configure_package_config_file(cmake/gameauditConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/gameauditConfig.cmake
                              INSTALL_DESTINATION ${GAMEAUDIT_CMAKE_DIR})
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/gameauditConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/gameauditConfig.cmake ${CMAKE_CURRENT_BINARY_DIR}/gameauditConfigVersion.cmake
              cmake/gameauditClaims.cmake
        DESTINATION ${GAMEAUDIT_CMAKE_DIR})
