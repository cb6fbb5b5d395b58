#pragma once
// One strict reader for every game's notation: the whole input must be the notation and
// nothing else, each field once; numbers are range-checked; nothing recurses on the input.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gameaudit::notation {

inline constexpr std::size_t kMaxChars = 10000;  // longer input is refused before it is read

// The text as an error message shows it: quoted, on one line (see oneLine), cut short when long.
std::string quoted(std::string_view text);
// The text on one line, as messages show input: control characters escaped (\n, \t, \x1b) and
// bytes that are no UTF-8 character as \xNN, so no message breaks a line or a terminal.
std::string oneLine(std::string_view text);
// The longest prefix of at most `bytes` bytes that cuts no UTF-8 character in half.
std::string_view wholeCharacters(std::string_view text, std::size_t bytes);

// A cursor over the whole input. Spaces between tokens are skipped; every failure throws
// InputError naming the input, where it went wrong and the notation expected.
class Reader {
public:
    Reader(std::string_view text, std::string expected);
    bool accept(std::string_view token);  // consumes the token if it comes next
    void expect(std::string_view token);
    std::int64_t integer();               // a decimal int64, optionally negative
    std::string digits();                 // a nonempty run of decimal digits, any length
    // open a, b, ... close with exactly `count` entries (any number >= 1 when count < 0).
    std::vector<std::int64_t> integers(std::string_view open, std::string_view close, int count = -1);
    bool atEnd();
    void end();                           // nothing may follow
    [[noreturn]] void fail(const std::string& why) const;

private:
    void spaces();
    std::string_view text_;
    std::size_t at_ = 0;
    std::string expected_;
};

// "<prefix>[a,b,...]" exactly, with `count` entries (any number when count < 0).
std::vector<std::int64_t> readTuple(std::string_view text, std::string_view prefix, int count = -1);
// "<name>=<n>" exactly.
std::int64_t readNamed(std::string_view text, std::string_view name);

}  // namespace gameaudit::notation
