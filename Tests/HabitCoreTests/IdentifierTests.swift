import Foundation
import HabitCore
import Testing

/// Ids are read and written by hand; Foundation's `UUID(uuidString:)` and `uuidString` are the
/// reference: the same UUIDs accepted, the same refused (and a sloppy one more), the same text
/// and order.
@Suite struct IdentifierTests {
    @Test func random_ids_read_and_write_as_foundation_does_in_any_case() {
        for _ in 0..<2_000 {
            let uuid = UUID()
            let upper = uuid.uuidString
            let mixed = String(upper.enumerated().map { $0.offset % 3 == 0 ? Character($0.element.lowercased()) : $0.element })
            for text in [upper, upper.lowercased(), mixed] {
                let id = Identifier<Tracker>(text)
                #expect(id?.uuid == uuid, "\(text)")
                #expect(id?.lowercased == upper.lowercased())
            }
            let other = UUID()
            #expect((Identifier<Tracker>(uuid) < Identifier<Tracker>(other)) == (upper.lowercased() < other.uuidString.lowercased()))
        }
    }

    @Test func what_foundation_refuses_is_refused() {
        let good = "c19ef24f-f892-4cff-9512-d16538dc0fc8"
        let texts = ["", "c19ef24f", String(good.dropLast()), good + "0", "{\(good)}", " \(good)", "\(good) ",
                     good.replacingOccurrences(of: "-", with: ""), good.replacingOccurrences(of: "-", with: "_"),
                     "c19ef24ff892-4cff-9512-d16538dc0fc8-", "c19ef24-ff892-4cff-9512-d16538dc0fc8", "g19ef24f-f892-4cff-9512-d16538dc0fc8",
                     "c19ef24f-f892-4cff-9512-d16538dc0fcé", "c19ef24f-f892-4cff-9512-d16538dc0f\u{FF10}8", "c19ef24f-f892-4cff-9512-d16538dc0fc\u{0}"]
        for text in texts {
            #expect(UUID(uuidString: text) == nil, "Foundation accepts \(text)")
            #expect(Identifier<Tracker>(text) == nil, "\(text)")
        }
        // Foundation (libuuid's parser) also reads a `-` in a digit's place, "-8" as 0xF8: not an id.
        for index in good.indices where good[index] != "-" {
            #expect(Identifier<Tracker>(good.replacingCharacters(in: index...index, with: "-")) == nil)
        }
        #expect(Identifier<Tracker>(good)?.lowercased == good)
        #expect(Identifier<Tracker>(good[...])?.lowercased == good)
    }
}
