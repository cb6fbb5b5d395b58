# `cmake --install build --prefix P`: the libraries, every header of the library folders (keeping
# the "core/claim.hpp" layout under P/include/gameaudit), the bundled gameaudit with its papers,
# and the CMake package: find_package(gameaudit) gives the GAMEAUDIT_LIBRARIES (gameaudit::core, ::cgt,
# ::games, ::cli) and gameaudit_add_claims().
include(CMakePackageConfigHelpers)
set(GAMEAUDIT_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/gameaudit)

foreach(lib ${GAMEAUDIT_LIBRARIES})
  set_target_properties(gameaudit_${lib} PROPERTIES EXPORT_NAME ${lib})
  install(TARGETS gameaudit_${lib} EXPORT gameauditTargets ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
endforeach()
install(EXPORT gameauditTargets NAMESPACE gameaudit:: DESTINATION ${GAMEAUDIT_CMAKE_DIR})

foreach(folder core cgt models oracles provers api)
  if(IS_DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR}/${folder})
    install(DIRECTORY ${folder} DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/gameaudit FILES_MATCHING PATTERN "*.hpp")
  endif()
endforeach()

install(TARGETS gameaudit RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY papers/ DESTINATION ${CMAKE_INSTALL_DATADIR}/gameaudit/papers)

configure_package_config_file(cmake/gameauditConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/gameauditConfig.cmake
                              INSTALL_DESTINATION ${GAMEAUDIT_CMAKE_DIR})
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/gameauditConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/gameauditConfig.cmake ${CMAKE_CURRENT_BINARY_DIR}/gameauditConfigVersion.cmake
              cmake/gameauditClaims.cmake
        DESTINATION ${GAMEAUDIT_CMAKE_DIR})
