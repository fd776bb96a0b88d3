import HabitCore
import HabitTestSupport
import Testing

/// The import preview's words (SPEC §17): every `ImportIssue` worded in English and Russian as
/// a person reads it; the other languages are checked for being translated in `TranslatedCopyTests`.
@Suite struct ImportCopyTests {
    /// One of each issue, in the order of `ImportIssue`'s cases.
    static let everyIssue: [ImportIssue] = [
        .unnamed(newName: "Loop 3"), .nameCut(newName: "A long name…"), .nameTaken(existing: "Run", newName: "Run (Loop)"),
        .sameNameInFile(newName: "Vegan (2)"), .categoryUnusable(name: "   ", into: "Loop"), .sameIDInFile,
        .frequencyMeaningless(frequency: "0/7", schedule: .everyDay), .scheduleCapped(wanted: .monthly(28), schedule: .monthly(27)),
        .goalCountsDays(app: "Table Habit", schedule: .weekly(3)), .goalCountsDays(app: "Table Habit", schedule: .monthly(10)),
        .calendarWindowAsRolling(app: "Rewire", schedule: .rolling(times: 100, days: 365)), .scheduleUnknown, .valuesWithoutMeasure, .measureAssumed(unit: "times", target: Quantity(8)), .unitMissing(unit: "units"),
        .unitCut(unit: "kilometres of r"), .targetFitted(original: "0", target: Quantity(thousandths: 1)),
        .futureEntries(count: 1, after: Day("2025-03-10")!), .valuesOutOfRange(count: 2, example: "-2150000000"),
        .numbersOnYesNo(count: 3), .notesCut(count: 1), .orphanEntries(count: 1), .unknownEntries(count: 5, kinds: "1, 3"),
        .failedDays(count: 2), .partialDaysInNote(count: 4), .noteCut, .textInNote(fields: ["cue", "routine"]),
        .formationGoal(days: 66), .desiredMaximum(amount: Quantity(10), unit: "km"), .lowerLimit(amount: Quantity(1), unit: "cups"),
        .oneMissAllowed, .targetHistory, .monthlyReminder(time: TimeOfDay(hour: 9, minute: 30)!, days: [1, 15]),
        .tooManyReminders(kept: 6), .colorUnreadable(text: "teal"), .deletedHabits(count: 2),
    ] + ImportCopyOtherAppsTests.issues

    @Test func every_issue_reads_in_english() {
        let copy = Language.en.copy
        func line(_ issue: ImportIssue) -> String { copy.importNote(ImportNote(habit: "X", issue)) }
        #expect(line(.nameTaken(existing: "Run", newName: "Run (Loop)")) == "Renamed (X): you already track \"Run\"; it is \"Run (Loop)\" here.")
        #expect(line(.sameNameInFile(newName: "Vegan (2)"))
            == "Renamed (X): another habit in the file has the same name; this one is \"Vegan (2)\" here.")
        #expect(line(.scheduleCapped(wanted: .monthly(28), schedule: .monthly(27)))
            == "Approximated (X): \"28 times a month\" is more than Habits allows; it is \"27 times a month\" here.")
        #expect(line(.goalCountsDays(app: "Table Habit", schedule: .weekly(3)))
            == "Approximated (X): Table Habit's weekly goal counts days; imported as \"3 times a week\".")
        #expect(line(.goalCountsDays(app: "Table Habit", schedule: .monthly(10)))
            == "Approximated (X): Table Habit's monthly goal counts days; imported as \"10 times a month\".")
        #expect(line(.calendarWindowAsRolling(app: "Rewire", schedule: .rolling(times: 100, days: 365)))
            == "Approximated (X): Rewire counts its goal in calendar periods; here it is counted over any run of days: \"100 times in 365 days\".")
        #expect(line(.futureEntries(count: 1, after: Day("2025-03-10")!)) == "Not mapped (X): 1 entry after 10 Mar 2025 left out.")
        #expect(line(.valuesOutOfRange(count: 2, example: "-2150000000"))
            == "Not mapped (X): 2 entries with values out of range (such as -2150000000) left out.")
        #expect(line(.textInNote(fields: ["cue", "routine"])) == "Not mapped (X): \"cue\", \"routine\" have no place here; the text is kept in the note.")
        #expect(line(.monthlyReminder(time: TimeOfDay(hour: 9, minute: 30)!, days: [1, 15]))
            == "Not mapped (X): its reminder at 09:30 on day 1, 15 of the month has no place here; reminders here go by weekday.")
        // Every issue has a sentence of its own.
        let sentences = Self.everyIssue.map(line)
        #expect(Set(sentences).count == sentences.count)
        #expect(copy.importNote(ImportNote(habit: nil, .deletedHabits(count: 1))) == "Not mapped: 1 deleted habit left out.")
        #expect(copy.importSummary(file: copy.importFile(app: "Table Habit", kind: .export), habits: 3, new: 3, entries: 1,
                                   written: 1, category: nil, dryRun: true)
            == "Table Habit export: would import 3 habits (3 new) and 1 entry; 1 would change.")
        #expect(copy.importReminders(1) == "1 reminder")
    }

    @Test func every_issue_reads_in_russian() {
        let copy = Language.ru.copy
        #expect(copy.importNote(ImportNote(habit: "X", .nameTaken(existing: "Бег", newName: "Бег (Loop)")))
            == "Переименовано (X): у вас уже есть «Бег»; здесь это «Бег (Loop)».")
        #expect(copy.importNote(ImportNote(habit: "X", .goalCountsDays(app: "Table Habit", schedule: .weekly(3))))
            == "Приблизительно (X): недельная цель Table Habit считает дни; импортировано как «3 раза в неделю».")
        #expect(copy.importNote(ImportNote(habit: nil, .orphanEntries(count: 5))) == "Не перенесено: 5 записей без привычки в файле пропущено.")
        #expect(copy.importSummary(file: copy.importFile(app: "Loop", kind: .backup), habits: 9, new: 9, entries: 15,
                                   written: 15, category: "Loop", dryRun: true)
            == "Резервная копия Loop: будет импортировано 9 привычек (новых: 9) и 15 записей в «Loop»; изменится: 15.")
        #expect(copy.importReminders(2) == "2 напоминания")
    }
}
