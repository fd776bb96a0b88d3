import HabitCore
import HabitTestSupport
import Testing

@Suite struct NameRuleTests {
    @Test func names_are_trimmed() throws {
        #expect(try Names.validTrackerName("  Run \n") == "Run")
        #expect(throws: DomainError.nameMissing) { try Names.validTrackerName(" \t ") }
        #expect(DomainError.nameMissing.message == "Give your tracker a name.")
    }

    @Test func control_characters_are_refused_in_names_and_notes_but_line_breaks_in_notes_are_kept() throws {
        #expect(throws: DomainError.controlCharacters) { try Names.validTrackerName("x\u{0}y") }
        #expect(throws: DomainError.controlCharacters) { try Names.validCategoryName("a\u{1B}[31m") }
        #expect(throws: DomainError.controlCharacters) { try Names.validTrackerName("two\nlines") }
        try Names.checkPrintable("first line\nsecond\ttabbed", allowingLineBreaks: true)
        #expect(throws: DomainError.controlCharacters) { try Names.checkPrintable("x\u{0}", allowingLineBreaks: true) }
    }

    @Test func the_limit_is_38_grapheme_clusters() throws {
        #expect(try Names.validTrackerName(String(repeating: "a", count: 38)).count == 38)
        #expect(throws: DomainError.nameTooLong) { try Names.validTrackerName(String(repeating: "a", count: 39)) }
        #expect(DomainError.nameTooLong.message == "Limit 38 characters")
        #expect(DomainError.nameTooLong.message(in: .ru) == "Ограничение 38 символов")
    }

    @Test func an_emoji_or_an_accented_letter_counts_once() throws {
        let family = "👨‍👩‍👧‍👦"  // seven scalars, one grapheme
        #expect(try Names.validTrackerName(String(repeating: family, count: 38)).count == 38)
        #expect(throws: DomainError.nameTooLong) { try Names.validTrackerName(String(repeating: "👍🏽", count: 39)) }
        #expect(try Names.validTrackerName(String(repeating: "e\u{301}", count: 38)).count == 38)
        #expect(try Names.validTrackerName(String(repeating: "Й", count: 38)).count == 38)
    }

    @Test func duplicates_are_found_ignoring_case_in_English_and_Cyrillic() throws {
        var lib = Library()
        let c = try lib.addCategory(named: "C")
        try lib.addTracker(TrackerDraft(name: "Run", kind: .event, categoryID: c.id), today: march(7))
        try lib.addTracker(TrackerDraft(name: "Бег", kind: .event, categoryID: c.id), today: march(7))
        #expect(throws: DomainError.duplicateTracker(name: "run")) {
            try lib.addTracker(TrackerDraft(name: "run", kind: .event, categoryID: c.id), today: march(7))
        }
        #expect(throws: DomainError.duplicateTracker(name: "БЕГ")) {
            try lib.addTracker(TrackerDraft(name: "  БЕГ", kind: .event, categoryID: c.id), today: march(7))
        }
        #expect(DomainError.duplicateTracker(name: "run").message == "You already track \"run\".")
        #expect(lib.tracker(named: "бЕг")?.name == "Бег")
    }

    @Test func renaming_to_its_own_name_in_another_case_is_allowed() throws {
        var lib = Library()
        let c = try lib.addCategory(named: "C")
        let run = try lib.addTracker(TrackerDraft(name: "run", kind: .event, categoryID: c.id), today: march(7))
        try lib.updateTracker(run.id, TrackerChanges(name: "Run"), today: march(7))
        #expect(lib.tracker(run.id)?.name == "Run")
    }

    @Test func search_ignores_case_and_diacritics_in_any_script() {
        #expect(Names.searchKey("Café Crème").contains(Names.searchKey("cafe creme")))
        #expect(Names.searchKey("ЁЛКА").contains(Names.searchKey("ёлк")))
    }
}
