import Foundation
import HabitCore
@testable import HabitInterop
import Testing

/// The guards every importer reads through (`ImportGuards.swift`).
@Suite struct ImportGuardsTests {
    func parse(_ text: String) -> Any? { try? ImportJSON.parse(text) }

    @Test func json_parses_as_jsonserialization_does() throws {
        let text = #"{"a":[1,-2,3.5,1e3,"a\u00e9\n\ud83d\ude00\"\\\/",true,false,null,{}],"b":{"c":12345678901234567890}}"#
        let ours = try #require(parse(text) as? [String: Any])
        let foundation = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(NSDictionary(dictionary: ours) == NSDictionary(dictionary: foundation))
        let list = try #require(ours["a"] as? [Any])
        #expect(list[4] as? String == "aé\n😀\"\\/")
        // The same kinds of values: numbers are NSNumber itself, booleans Foundation's boolean.
        #expect(list.prefix(4).allSatisfy { type(of: $0) == NSNumber.self })
        #expect((list[5] as? NSNumber).map { type(of: $0) != NSNumber.self && $0.boolValue } == true)
        #expect(list[7] is NSNull && list[0] as? Int == 1 && list[2] as? Double == 3.5)
        #expect(JSONObject(ours, place: "the file")?.has("b") == true)
    }

    @Test(arguments: ["", "[1,]", "[01]", "{\"a\" 1}", "\"\\x\"", "[\"\u{1}\"]", "[1] 2", "tru", "[\"\\ud800\"]", "{1:2}", "-", "1.", "1e"])
    func malformed_json_is_refused(text: String) {
        #expect(problem { _ = try ImportJSON.parse(text) } == "it is not valid JSON.")
    }

    @Test func nesting_is_bounded_as_it_is_read() {
        let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(problem { _ = try ImportJSON.parse(deep) } == "its JSON nests deeper than 64 levels; such files are refused.")
        let allowed = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(parse(allowed) != nil)
        // A bracket inside a string is text, not nesting.
        #expect(parse("[\"" + String(repeating: "[", count: 100) + "\"]") != nil)
    }

    @Test func days_outside_1900_to_2199_are_refused_naming_them() {
        #expect(problem { _ = try ImportGuards.day(epochDay: -2_150_000_000, what: "the start") }
            == "the start is -2150000000, which is no day between 1900 and 2199.")
        #expect(problem { _ = try ImportGuards.day(year: 2025, month: 2, day: 30, what: "a date") }
            == "a date is 2025-2-30, which is no day between 1900 and 2199.")
        #expect((try? ImportGuards.day(epochDay: 20148, what: "")) == Day("2025-03-01"))
    }

    @Test func csv_tables_refuse_ragged_rows() {
        #expect(problem { _ = try CSV.table("a,b\n1,2\n3\n", what: "the file") } == "line 3 of the file has 1 field; its header has 2.")
        #expect((try? CSV.table("a,b\r\n1,\"2,3\"\r\n", what: "x"))?.rows == [["1", "2,3"]])
    }
}
