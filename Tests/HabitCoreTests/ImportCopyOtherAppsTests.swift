import HabitCore
import HabitTestSupport
import Testing

/// The preview's words for what Beaver's, Habitica's and harsh's files cannot bring as they are
/// (SPEC §17), in English and Russian as a person reads them; every language is checked for
/// being translated in `TranslatedCopyTests` (through `ImportCopyTests.everyIssue`).
@Suite struct ImportCopyOtherAppsTests {
    static let issues: [ImportIssue] = [
        .scheduleApproximated(app: "Habitica", original: "weekly, everyX 2: m th", schedule: .rolling(times: 2, days: 14)),
        .neverDue(app: "harsh", original: "0", schedule: .everyDay), .amountsInNote(count: 3), .onlyInLog,
        .endsLater(day: Day("2025-06-30")!), .linesSkipped(count: 2, file: "log", first: 7), .compressedHistory(count: 12), .zoneUnknown,
        .otherTasks(app: "Habitica", habits: 15, todos: 1, rewards: 2), .gameFields(app: "Habitica"),
    ]

    @Test func each_reads_in_english() {
        let copy = Language.en.copy
        #expect(Self.issues.map { copy.importNote(ImportNote(habit: "Run", $0)) } == [
            "Approximated (Run): Habitica's schedule \"weekly, everyX 2: m th\" has no exact match here; it is \"2 times in 14 days\".",
            "Approximated (Run): harsh never asks for it (\"0\"); here it is \"Every day\".",
            "Approximated (Run): 3 answers with an amount have no unit or target to count it by; the amounts are kept in the notes.",
            "Approximated (Run): it is in the file \"log\" but not in \"habits\" (renamed or removed); it came in archived.",
            "Not mapped (Run): it ends on 30 Jun 2025, which has not passed yet; it is not archived here.",
            "Not mapped (Run): 2 lines of \"log\" that the app itself skips left out (the first is line 7).",
            "Not mapped (Run): 12 entries the app had averaged over months or years tell no single day; left out.",
            "Approximated (Run): the file gives no time zone; its days are taken in UTC.",
            "Not mapped (Run): Habitica's habits (15), to-dos (1) and rewards (2) have no place here; they were left out.",
            "Not mapped (Run): Habitica's scores, difficulty and attributes have no place here.",
        ])
    }

    @Test func each_reads_in_russian() {
        let copy = Language.ru.copy
        #expect(copy.importNote(ImportNote(habit: "Бег", Self.issues[0]))
            == "Приблизительно (Бег): у расписания Habitica «weekly, everyX 2: m th» здесь нет точного соответствия; здесь это «2 раза за 14 дней».")
        #expect(copy.importNote(ImportNote(habit: nil, Self.issues[5]))
            == "Не перенесено: строки файла «log», которые само приложение пропускает (2), пропущены; первая из них — строка 7.")
        #expect(copy.importNote(ImportNote(habit: nil, Self.issues[6]))
            == "Не перенесено: 12 записей, которые приложение усреднило по месяцам или годам, не говорят об отдельных днях; пропущено.")
        #expect(copy.importNote(ImportNote(habit: nil, Self.issues[8]))
            == "Не перенесено: привычкам (15), задачам (1) и наградам (2) из Habitica здесь нет места; они пропущены.")
    }
}
