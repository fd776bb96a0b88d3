import Foundation
import HabitCore
import HabitStore

/// What a harsh folder holds (wakatara/harsh, `internal/storage/config.go` and `log.go`), as
/// harsh has it: read by `HarshReader` from the folder's `habits` and `log` files.
public struct HarshData: Hashable, Sendable {
    /// In the habits file's order; two habits may share a name (and then a log).
    public var habits: [HarshHabit]
    /// One per day and habit name (a later line of the log overrides an earlier one, as in
    /// harsh), sorted by day then by the order the names first appear in.
    public var outcomes: [HarshOutcome]
    /// Lines harsh itself skips with a warning (a malformed habit, heading or log line).
    public var notes: [ImportIssue]
    /// Whether the folder had a log file (harsh makes an empty one on its first run).
    public var hasLog: Bool
}

public struct HarshHabit: Hashable, Sendable {
    /// The `! Heading` above it, as written (harsh keeps trailing spaces); empty before any.
    public var heading: String
    public var name: String
    /// As written: `1`, `7`, `1w`, `3/7`, `0`.
    public var frequency: String
    /// Done `target` times in every `interval` days; a target of 0 is "tracking only" (never
    /// due, never scored).
    public var target: Int
    public var interval: Int
    /// The last day of the habit (`Name: 1: 2024-06-15`): it is retired after it.
    public var end: Day?
}

public struct HarshOutcome: Hashable, Sendable {
    public enum Result: String, Hashable, Sendable {
        case yes = "y", no = "n"
        /// "Doesn't break the streak."
        case skip = "s"
    }

    public var day: Day
    /// The habit's name as the log line gives it.
    public var habit: String
    public var result: Result
    public var comment: String
    /// The line's amount as written (empty when it has none).
    public var amount: String

    /// The amount as harsh counts it: 0 when there is none or it is not a number.
    public var value: Double { Double(amount).flatMap { $0.isFinite ? $0 : nil } ?? 0 }
}

/// Reads a harsh folder: its two text files, from a folder on disk (the CLI's
/// `habits import ~/.config/harsh`) or from a zip of it.
enum HarshReader {
    /// The harsh folder at `path`: `habits` must be there, `log` may be missing (harsh has not
    /// run yet). Each file is held to the size every import is held to.
    static func read(folder path: String) throws(DomainError) -> HarshData {
        let folder = URL(fileURLWithPath: path)
        let habitsPath = folder.appendingPathComponent("habits").path
        guard FileManager.default.fileExists(atPath: habitsPath) else {
            throw .invalidImport("the folder \(path) has no file named habits, so it is not a harsh folder.")
        }
        let habits = try ImportFile.read(atPath: habitsPath)
        let logPath = folder.appendingPathComponent("log").path
        let log = FileManager.default.fileExists(atPath: logPath) ? try ImportFile.read(atPath: logPath) : nil
        try InteropLimits.checkFileSize(habits.count + (log?.count ?? 0))
        return try read(habits: Array(habits), log: log.map(Array.init))
    }

    /// A zip holding `habits` and `log`, at its top or together in one folder (`harsh/habits`);
    /// a Mac's `__MACOSX` copies are ignored.
    static func read(zip: ZipReader) throws(DomainError) -> HarshData {
        let (habitsEntry, logEntry) = try entries(in: zip)
        guard let habitsEntry else {
            throw .invalidImport("the zip archive has no file named habits, so it is not a harsh folder.")
        }
        return try read(habits: zip.contents(of: habitsEntry), log: logEntry.map { (entry) throws(DomainError) in try zip.contents(of: entry) })
    }

    /// Whether a zip holds a harsh folder: a file named `habits`, at its top or in a folder.
    static func isHarsh(_ zip: ZipReader) -> Bool {
        zip.entries.contains { !$0.name.hasPrefix("__MACOSX/") && ($0.name == "habits" || $0.name.hasSuffix("/habits")) }
    }

    private static func entries(in zip: ZipReader) throws(DomainError) -> (habits: ZipReader.Entry?, log: ZipReader.Entry?) {
        var folders: [Substring: (habits: ZipReader.Entry?, log: ZipReader.Entry?)] = [:]
        for entry in zip.entries where !entry.name.hasPrefix("__MACOSX/") {
            let slash = entry.name.lastIndex(of: "/")
            let folder = slash.map { entry.name[..<$0] } ?? ""
            let file = slash.map { entry.name[entry.name.index(after: $0)...] } ?? entry.name[...]
            if file == "habits" { folders[folder, default: (nil, nil)].habits = entry }
            if file == "log" { folders[folder, default: (nil, nil)].log = entry }
        }
        let candidates = folders.filter { $0.value.habits != nil }
        guard candidates.count <= 1 else {
            let names = candidates.keys.sorted().map { $0.isEmpty ? "the top" : "\"\($0)\"" }.joined(separator: ", ")
            throw .invalidImport("the zip archive holds several harsh folders (\(names)); zip one of them.")
        }
        return candidates.first?.value ?? (nil, nil)
    }

    /// The two files' bytes (`log` nil when there is none).
    static func read(habits: [UInt8], log: [UInt8]?) throws(DomainError) -> HarshData {
        var notes: [ImportIssue] = []
        let habitList = try readHabits(try lines(of: habits, file: "habits"), notes: &notes)
        let outcomes = try log.map { (bytes) throws(DomainError) in try readLog(try lines(of: bytes, file: "log"), notes: &notes) } ?? []
        return HarshData(habits: habitList, outcomes: outcomes, notes: notes, hasLog: log != nil)
    }

    /// The file's lines without their line ends (`\n` or `\r\n`, as Go's scanner reads them), as
    /// bytes of text already checked to be UTF-8: a log of years has a hundred thousand lines.
    private static func lines(of bytes: [UInt8], file: String) throws(DomainError) -> [ArraySlice<UInt8>] {
        _ = try ImportGuards.text(bytes, what: "its \(file) file")
        return bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { $0.last == UInt8(ascii: "\r") ? $0.dropLast() : $0 }
    }

    private static func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    // MARK: habits

    /// `config.go`'s `LoadHabitsConfig`: `# comment`, `! Heading`, `Name: frequency` or
    /// `Name: frequency: YYYY-MM-DD`. harsh stops at a frequency or end date it cannot read, so
    /// such a file is refused; a line it merely skips is reported.
    static func readHabits(_ lines: [ArraySlice<UInt8>], notes: inout [ImportIssue]) throws(DomainError) -> [HarshHabit] {
        var heading = ""
        var habits: [HarshHabit] = []
        var skipped = 0, firstSkipped = 0
        func skip(_ number: Int) {
            if skipped == 0 { firstSkipped = number }
            skipped += 1
        }
        for (index, bytes) in lines.enumerated() where !bytes.isEmpty {
            let line = text(bytes)
            let number = index + 1
            if line.first == "!" {
                let parts = line.components(separatedBy: "! ")
                guard parts.count > 1 else {
                    skip(number)
                    continue
                }
                heading = parts[1]
                continue
            }
            if line.first == "#" { continue }
            let parts = line.components(separatedBy: ": ")
            let name = parts[0].trimmingCharacters(in: .whitespaces)
            let frequency = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
            guard parts.count > 1, !name.isEmpty, !frequency.isEmpty else {
                skip(number)
                continue
            }
            guard let (target, interval) = self.frequency(frequency) else {
                throw .invalidImport("line \(number) of habits gives \"\(name)\" the frequency \"\(frequency)\", which harsh cannot read either "
                    + "(a number of days like 1, 7 or 1w, or times/days like 3/7).")
            }
            var end: Day?
            if parts.count > 2 {
                let text = parts[2].trimmingCharacters(in: .whitespaces)
                if !text.isEmpty {
                    guard let day = Day(text) else {
                        throw .invalidImport("line \(number) of habits gives \"\(name)\" the end date \"\(text)\", which is not a date (YYYY-MM-DD).")
                    }
                    end = try ImportGuards.day(year: day.year, month: day.month, day: day.dayOfMonth,
                                               what: "the end date of \"\(name)\" on line \(number) of habits")
                }
            }
            habits.append(HarshHabit(heading: heading, name: name, frequency: frequency, target: target, interval: interval, end: end))
        }
        if skipped > 0 { notes.append(.linesSkipped(count: skipped, file: "habits", first: firstSkipped)) }
        return habits
    }

    /// `ParseHabitFrequency`: `N` is once in N days (`0` tracking only: 0 in 1), `Nw` N weeks,
    /// `t/i` t times in i days (either side may use `w`); nil for what harsh refuses (no number,
    /// another suffix, i = 0, t > i).
    static func frequency(_ text: String) -> (target: Int, interval: Int)? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let first = days(parts[0].trimmingCharacters(in: .whitespaces)) else { return nil }
        if parts.count == 1 { return first == 0 ? (0, 1) : (1, first) }
        guard let interval = days(parts[1].trimmingCharacters(in: .whitespaces)), interval > 0, first <= interval else { return nil }
        return (first, interval)
    }

    /// `parseDay`: digits, then nothing or `w` (× 7). Counts past a year of years are refused
    /// rather than overflowing.
    private static func days(_ text: String) -> Int? {
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        let suffix = text.dropFirst(digits.count)
        guard !digits.isEmpty, digits.count <= 9, let number = Int(digits) else { return nil }
        switch suffix {
        case "": return number
        case "w": return number * 7
        default: return nil
        }
    }

    // MARK: log

    /// `log.go`'s `LoadLog`: `YYYY-MM-DD : Habit : y|n|s`, then ` : comment`, then ` : amount`;
    /// `#` lines and empty ones ignored; a later line for the same day and habit overrides. Lines
    /// harsh skips with a warning (too few or too many fields, a bad date or result, no name)
    /// are counted for the report; the amount is kept as written.
    static func readLog(_ lines: [ArraySlice<UInt8>], notes: inout [ImportIssue]) throws(DomainError) -> [HarshOutcome] {
        var byKey: [HarshKey: (rank: Int, outcome: HarshOutcome)] = [:]
        var order: [String: Int] = [:]
        var unreadable = 0, firstUnreadable = 0
        for (index, line) in lines.enumerated() where !line.isEmpty && line.first != UInt8(ascii: "#") {
            let parts = fields(of: line)
            guard (3...5).contains(parts.count), parts[0].count == 10, let day = Day(text(parts[0])),
                  parts[1].contains(where: { $0 != 0x20 && $0 != 0x09 }),
                  let result = HarshOutcome.Result(rawValue: text(trimmed(parts[2]))) else {
                if unreadable == 0 { firstUnreadable = index + 1 }
                unreadable += 1
                continue
            }
            let inRange = try ImportGuards.day(year: day.year, month: day.month, day: day.dayOfMonth, what: "the date on line \(index + 1) of the log")
            let outcome = HarshOutcome(day: inRange, habit: text(parts[1]), result: result, comment: parts.count > 3 ? text(parts[3]) : "",
                                       amount: parts.count == 5 ? text(parts[4]) : "")
            let rank = order[outcome.habit] ?? order.count
            if rank == order.count { order[outcome.habit] = rank }
            byKey[HarshKey(day: day, habit: outcome.habit)] = (rank, outcome)
        }
        if unreadable > 0 { notes.append(.linesSkipped(count: unreadable, file: "log", first: firstUnreadable)) }
        return byKey.values.sorted { ($0.outcome.day, $0.rank) < ($1.outcome.day, $1.rank) }.map(\.outcome)
    }

    /// A log line's fields, split on `" : "` as harsh splits them (at most six are looked for:
    /// a line with more is refused anyway).
    private static func fields(of line: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var fields: [ArraySlice<UInt8>] = []
        var start = line.startIndex, index = line.startIndex
        while index + 2 < line.endIndex && fields.count < 5 {
            if line[index] == 0x20 && line[index + 1] == 0x3A && line[index + 2] == 0x20 {
                fields.append(line[start..<index])
                index += 3
                start = index
            } else {
                index += 1
            }
        }
        fields.append(line[start...])
        return fields
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var bytes = bytes
        while let first = bytes.first, first == 0x20 || first == 0x09 { bytes = bytes.dropFirst() }
        while let last = bytes.last, last == 0x20 || last == 0x09 { bytes = bytes.dropLast() }
        return bytes
    }

    private struct HarshKey: Hashable {
        let day: Day
        let habit: String
    }
}
