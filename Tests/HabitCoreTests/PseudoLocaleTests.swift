import HabitCore
import HabitTestSupport
import Testing

/// The pseudo-locale (`en-XA`, SPEC §19): the English catalogue as `habits-pseudo-copy` rewrites
/// it at build time, every word accented, 40 % longer and bracketed; what the person typed, the
/// numbers and the page script's placeholders as they were.
@Suite struct PseudoLocaleTests {
    let copy = Language.pseudo.copy

    @Test func words_are_accented_longer_and_bracketed() {
        #expect(copy.trackers == "[Ţŕàçķéŕš ŵûñ]")
        #expect(copy.days(1) == "1 [ðàý ŵ]" && copy.days(3) == "3 [ðàýš ŵ]")
        #expect(copy.heading(march(8)) == "[Šàţûŕðàý ŵûñ], 8 [Ṁàŕçĥ ŵ]")
        #expect(copy.mediumDate(march(1)) == "1 [Ṁàŕ ŵ] 2025")
        #expect(copy.scheduleSummary(.weekly(3)) == "3 [ţîɱéš ŵ] [à ŵééķ ŵû]")
        // 40 % more characters, rounded up, with at least two (a space and one of filler).
        #expect(copy.allDoneToday == "[Åļļ ðöñé ţöðàý. Ñîçé ŵöŕķ! ŵûñ ţŵö ţĥ]")
    }

    @Test func the_persons_words_placeholders_and_escapes_stay() {
        #expect(copy.markDone("Read") == "[Ṁàŕķ ŵ] Read [ðöñé ŵ]")
        #expect(copy.message(.duplicateTracker(name: "Read")) == "[Ýöû àļŕéàðý ţŕàçķ \" ŵûñ ţŵö]Read\".")
        #expect(copy.progressTodayTemplate == "[{done} öƒ {total} ðöñé ţöðàý ŵûñ ţŵö ţĥŕ]")
        #expect(copy.invitation(link: "https://x/", until: march(8)).hasSuffix(":\nhttps://x/"))
        // A literal that is a `case` pattern is code: the CSV format is still found by its name.
        #expect(copy.exportFormatName("csv") != copy.exportFormatName("habits"))
    }

    /// No entry shows a Latin letter outside brackets but the sample arguments it was given.
    @Test func no_entry_has_a_word_outside_brackets() {
        let samples = ["X", "Y", "f.json", "http://127.0.0.1:8080/", "h.sqlite", "2025-03-07T12:00:00Z", "HTTP 500",
                       "1 Mar", "ok", "ntfy", "Europe/Berlin", "none", "red", "bad JSON", "Mars/Base", "x", "s", "i", "u"]
        for (key, text) in CopyTests.entries(of: copy) {
            var outside = text.replacing(/\[[^\]]*\]/, with: "")
            for sample in samples { outside = outside.replacing(sample, with: "") }
            #expect(outside.firstMatch(of: /[A-Za-z]/) == nil, "\(key): \(text)")
        }
    }

    @Test func it_is_asked_for_by_name_and_never_offered() {
        #expect(Language(rawValue: "en-XA") == .pseudo && Language.pseudo.direction == "ltr")
        #expect(!Language.offered.contains(.pseudo) && Language.offered.count == Language.allCases.count - 1)
        #expect(Language.preferred(from: "en-XA") == .en && Language.preferred(from: "en-XA, de;q=0.9") == .en)
        #expect(copy.pluralCategory(1) == .one && copy.pluralCategory(2) == .other)
    }
}
