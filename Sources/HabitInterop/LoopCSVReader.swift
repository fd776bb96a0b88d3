import HabitCore
import HabitStore

/// Reads Loop's CSV export (`Loop Habits CSV YYYY-MM-DD.zip`): `Habits.csv` in any of its three
/// layouts (`LoopCSVLayout`) and each habit's `NNN name/Checkmarks.csv` (NNN its position),
/// with a `Date,Value,Notes` header (2.1 on: values as `YES_MANUAL`, `SKIP`, … or numbers) or
/// without one (older: `date,value` with Loop's integer codes). `Scores.csv` and the combined
/// `Checkmarks.csv` at the top are derived by Loop and ignored. Every file must be UTF-8.
enum LoopCSVReader {
    static let layouts: [(LoopCSVLayout, [String])] = [
        (.withoutQuestion, ["Position", "Name", "Description", "NumRepetitions", "Interval", "Color"]),
        (.withQuestion, ["Position", "Name", "Question", "Description", "NumRepetitions", "Interval", "Color"]),
        (.withType, ["Position", "Name", "Type", "Question", "Description", "FrequencyNumerator", "FrequencyDenominator",
                     "Color", "Unit", "Target Type", "Target Value", "Archived?"]),
    ]

    static func read(_ zip: ZipReader) throws(DomainError) -> LoopData {
        guard let habitsEntry = zip.entry(named: "Habits.csv") else {
            throw .invalidImport("it is a zip archive without Habits.csv at its top, so not a Loop CSV export.")
        }
        let rows = try records(of: habitsEntry, in: zip)
        guard let header = rows.first?.map({ $0.trimmingCharacters(in: .whitespaces) }),
              let (layout, columns) = layouts.first(where: { $0.1 == header }) else {
            throw .invalidImport("its Habits.csv starts with \"\((rows.first ?? []).joined(separator: ","))\", which is none of Loop's layouts.")
        }
        // Each habit's folder, by the number it starts with.
        var folders: [Int: String] = [:]
        for entry in zip.entries where entry.name.hasSuffix("/Checkmarks.csv") {
            let folder = entry.name.dropLast("/Checkmarks.csv".count)
            guard !folder.contains("/"), let number = Int(folder.prefix { $0.isASCII && $0.isNumber }) else { continue }
            folders[number] = entry.name
        }
        var habits: [LoopHabit] = []
        for (line, row) in rows.enumerated().dropFirst() {
            guard row.count == columns.count else {
                throw .invalidImport("line \(line + 1) of Habits.csv has \(row.count) fields; its header has \(columns.count).")
            }
            func field(_ name: String) -> String { row[columns.firstIndex(of: name)!] }
            guard let position = Int(field("Position")) else {
                throw .invalidImport("line \(line + 1) of Habits.csv has \"\(field("Position"))\" as its position.")
            }
            var habit = LoopHabit(key: "", name: field("Name"), position: position)
            habit.question = layout == .withoutQuestion ? field("Description") : field("Question")
            habit.description = layout == .withoutQuestion ? "" : field("Description")
            let (numerator, denominator) = layout == .withType
                ? (field("FrequencyNumerator"), field("FrequencyDenominator")) : (field("NumRepetitions"), field("Interval"))
            guard let num = Int(numerator), let den = Int(denominator) else {
                throw .invalidImport("line \(line + 1) of Habits.csv has \"\(numerator)/\(denominator)\" as its frequency.")
            }
            (habit.numerator, habit.denominator) = (num, den)
            if let rgb = Palette.normalizedColor(field("Color")).flatMap({ Int($0.dropFirst(), radix: 16) }) {
                habit.color = .rgb(rgb)
            } else {
                habit.color = .index(0)
                habit.notes.append(.colorUnreadable(text: field("Color")))
            }
            if layout == .withType {
                habit.isNumerical = field("Type") == "NUMERICAL"
                habit.unit = field("Unit")
                habit.targetType = field("Target Type") == "AT_MOST" ? 1 : 0
                habit.targetValue = Double(field("Target Value")) ?? 0
                habit.archived = field("Archived?").lowercased() == "true"
            } else {
                habit.isNumerical = nil
            }
            if let path = folders[position] {
                habit.entries = try entries(of: path, in: zip)
            }
            habits.append(habit)
        }
        habits.sort { $0.position < $1.position }
        LoopBackupReader.assignKeys(&habits)
        return LoopData(source: .csv(layout), habits: habits)
    }

    static let codes = ["YES_MANUAL": LoopEntry.yesManual, "YES_AUTO": LoopEntry.yesAuto, "NO": LoopEntry.no,
                        "UNKNOWN": LoopEntry.unknown, "SKIP": LoopEntry.skip]

    private static func entries(of path: String, in zip: ZipReader) throws(DomainError) -> [LoopEntry] {
        guard let entry = zip.entry(named: path) else { return [] }
        var rows = try records(of: entry, in: zip)
        if let first = rows.first, first.first?.trimmingCharacters(in: .whitespaces) == "Date" { rows.removeFirst() }
        var byDay: [Day: LoopEntry] = [:]
        for (line, row) in rows.enumerated() {
            guard row.count >= 2, let day = Day(row[0]) ?? Day(row[0].trimmingCharacters(in: .whitespaces)) else {
                throw .invalidImport("line \(line + 1) of \(path) is not a date and a value.")
            }
            let text = row[1].utf8.first == 0x20 || row[1].utf8.last == 0x20 ? row[1].trimmingCharacters(in: .whitespaces) : row[1]
            guard let value = codes[text] ?? Int(text) else {
                throw .invalidImport("line \(line + 1) of \(path) has \"\(text)\" as its value.")
            }
            byDay[day] = LoopEntry(day: day, value: value, notes: row.count > 2 ? row[2] : "")
        }
        return byDay.values.sorted { $0.day < $1.day }
    }

    private static func records(of entry: ZipReader.Entry, in zip: ZipReader) throws(DomainError) -> [[String]] {
        let text = try ImportGuards.text(try zip.contents(of: entry), what: entry.name)
        guard let rows = CSV.parse(text) else { throw .invalidImport("\(entry.name) has a quoted field that never ends.") }
        return rows
    }
}
