#include "core/notation.hpp"

#include <cctype>
#include <charconv>

#include "core/errors.hpp"

namespace gameaudit::notation {

std::string quoted(std::string_view text) {
    constexpr std::size_t shown = 60;
    if (text.size() <= shown) return "'" + oneLine(text) + "'";
    return "'" + oneLine(wholeCharacters(text, shown)) + "...' (" + std::to_string(text.size()) + " characters)";
}

namespace {
// The length of the UTF-8 character starting at text[i], or 0 if none starts there.
std::size_t characterAt(std::string_view text, std::size_t i) {
    const auto byte = [&](std::size_t k) { return i + k < text.size() ? static_cast<unsigned char>(text[i + k]) : 0u; };
    const unsigned lead = byte(0), second = byte(1);
    const auto continuation = [&](std::size_t k) { return (byte(k) & 0xC0u) == 0x80u; };
    if (lead < 0x80) return 1;
    if (lead >= 0xC2 && lead <= 0xDF) return continuation(1) ? 2 : 0;
    if (lead >= 0xE0 && lead <= 0xEF) {
        const bool fits = (lead != 0xE0 || second >= 0xA0) && (lead != 0xED || second <= 0x9F);  // no overlong, no surrogate
        return fits && continuation(1) && continuation(2) ? 3 : 0;
    }
    if (lead >= 0xF0 && lead <= 0xF4) {
        const bool fits = (lead != 0xF0 || second >= 0x90) && (lead != 0xF4 || second <= 0x8F);
        return fits && continuation(1) && continuation(2) && continuation(3) ? 4 : 0;
    }
    return 0;
}
}  // namespace

std::string oneLine(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        const std::size_t n = characterAt(text, i);
        if (c == '\n') out += "\\n";
        else if (c == '\t') out += "\\t";
        else if (c == '\r') out += "\\r";
        else if (n == 0 || c < 0x20 || c == 0x7F) {
            static const char* hex = "0123456789abcdef";
            out += std::string("\\x") + hex[c >> 4] + hex[c & 15];
            i += 1;
            continue;
        } else {
            out.append(text.substr(i, n));
            i += n;
            continue;
        }
        i += 1;
    }
    return out;
}

std::string_view wholeCharacters(std::string_view text, std::size_t bytes) {
    if (text.size() <= bytes) return text;
    std::size_t end = bytes;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0u) == 0x80u) --end;  // inside a character
    return text.substr(0, end);
}

Reader::Reader(std::string_view text, std::string expected) : text_(text), expected_(std::move(expected)) {
    if (text.size() > kMaxChars)
        throw InputError("position " + quoted(text) + " is longer than the " + std::to_string(kMaxChars) +
                         " characters any notation here needs");
}

void Reader::fail(const std::string& why) const {
    throw InputError("malformed position " + quoted(text_) + ": " + why + " at character " + std::to_string(at_ + 1) +
                     "; expected " + expected_);
}

void Reader::spaces() {
    while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\t')) ++at_;
}

bool Reader::accept(std::string_view token) {
    spaces();
    if (!text_.substr(at_).starts_with(token)) return false;
    at_ += token.size();
    return true;
}

void Reader::expect(std::string_view token) {
    if (!accept(token)) fail("'" + std::string(token) + "' missing");
}

std::int64_t Reader::integer() {
    spaces();
    const char* begin = text_.data() + at_;
    const char* last = text_.data() + text_.size();
    std::size_t digitsAt = at_ + (at_ < text_.size() && text_[at_] == '-');
    if (digitsAt >= text_.size() || !std::isdigit(static_cast<unsigned char>(text_[digitsAt]))) fail("a number missing");
    std::int64_t v = 0;
    auto [end, ec] = std::from_chars(begin, last, v);
    if (ec == std::errc::result_out_of_range) fail("number out of range (at most 9223372036854775807)");
    if (ec != std::errc()) fail("a number missing");
    at_ = static_cast<std::size_t>(end - text_.data());
    return v;
}

std::string Reader::digits() {
    spaces();
    std::size_t from = at_;
    while (at_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[at_]))) ++at_;
    if (from == at_) fail("digits missing");
    return std::string(text_.substr(from, at_ - from));
}

std::vector<std::int64_t> Reader::integers(std::string_view open, std::string_view close, int count) {
    expect(open);
    std::vector<std::int64_t> v{integer()};
    while (accept(",")) v.push_back(integer());
    expect(close);
    if (count >= 0 && static_cast<int>(v.size()) != count)
        fail(std::to_string(count) + " numbers wanted, " + std::to_string(v.size()) + " given");
    return v;
}

bool Reader::atEnd() {
    spaces();
    return at_ == text_.size();
}

void Reader::end() {
    if (!atEnd()) fail("unexpected '" + std::string(1, text_[at_]) + "'");
}

std::vector<std::int64_t> readTuple(std::string_view text, std::string_view prefix, int count) {
    std::string shape = std::string(prefix) + "[";
    if (count < 0) shape += "a,b,...";
    for (int i = 0; i < count; ++i) shape += std::string(i ? "," : "") + static_cast<char>('a' + i % 26);
    Reader r(text, shape + "]");
    if (!prefix.empty()) r.expect(prefix);
    auto v = r.integers("[", "]", count);
    r.end();
    return v;
}

std::int64_t readNamed(std::string_view text, std::string_view name) {
    Reader r(text, std::string(name) + "=<integer>");
    r.expect(name);
    r.expect("=");
    std::int64_t v = r.integer();
    r.end();
    return v;
}

}  // namespace gameaudit::notation
