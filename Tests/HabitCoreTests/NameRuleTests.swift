import HabitCore
import HabitTestSupport
import Testing

@Suite struct NameRuleTests {
    @Test func names_are_trimmed() throws {
        #expect(try Names.validTrackerName("  Run \n") == "Run")
        #expect(throws: DomainError.nameMissing) { try Names.validTrackerName(" \t ") }
        #expect(DomainError.nameMissing.message == "Give your tracker a name.")
    }

    @Test func a_name_needs_a_visible_base_character() throws {
        // A lone combining mark, a bidi override or a zero-width space draws nothing.
        for invisible in ["\u{301}", " \u{301}\u{301} ", "\u{202E}", "\u{200B}", "\u{2068}\u{2069}", "\u{3164}"] {
            #expect(throws: DomainError.nameMissing) { try Names.validTrackerName(invisible) }
            #expect(throws: DomainError.categoryNameMissing) { try Names.validCategoryName(invisible) }
        }
        #expect(DomainError.categoryNameMissing.message == "Give your category a name.")
        // Marks on a base, emoji, keycaps and any script stay valid.
        for visible in ["e\u{301}", "\u{202E}Run", "❤️", "1️⃣", "Бег", "跑步", "\u{5D0}"] {
            #expect(try Names.validTrackerName(visible) == visible)
            #expect(try Names.validCategoryName(visible) == visible)
        }
        var lib = Library()
        #expect(throws: DomainError.categoryNameMissing) { try lib.addCategory(named: "\u{301}") }
        let c = try lib.addCategory(named: "C")
        #expect(throws: DomainError.nameMissing) {
            try lib.addTracker(TrackerDraft(name: "\u{301}", kind: .event, categoryID: c.id), today: march(7))
        }
        let run = try lib.addTracker(TrackerDraft(name: "Run", kind: .event, categoryID: c.id), today: march(7))
        #expect(throws: DomainError.nameMissing) {
            try lib.updateTracker(run.id, TrackerChanges(name: "\u{301}"), today: march(7))
        }
        #expect(throws: DomainError.categoryNameMissing) { try lib.renameCategory(c.id, to: "\u{301}") }
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
