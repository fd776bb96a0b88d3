import HabitCore
import HabitStore

/// HabitBull's CSV export (FORMATS.md §9; Loop's `HabitBullCSVImporter`): the header
/// `HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText`, then a row per habit
/// and day. Its four layouts (Loop's `habitbull*.csv`) differ in the date (`yyyy-MM-dd` or
/// `M/d/yyyy`, both civil dates with no time zone) and in the values (0/1, or counts).
///
/// Mapping: one habit per name, its description and category from its first row, every day (the
/// file has no schedule); a habit whose values are only 0 and 1 is yes/no (1 done, 0 no state),
/// one with a larger value is measurable, counted in "times" with the most frequent value as its
/// target (the file has neither); a value out of range (Loop's −2150000000) is left out and said
/// to be; CommentText is the day's note. Rows repeated for a day (HabitBull writes some twice)
/// become one.
enum HabitBullFormat: SourceFormat {
    static let format = ImportFormat(id: "habitBull", app: "HabitBull", file: .csvExport, keySpace: "habitbull")
    static let header = ["HabitName", "HabitDescription", "HabitCategory", "CalendarDate", "Value", "CommentText"]

    static func recognizes(_ content: ImportContent) -> Bool {
        guard case .text(let text) = content else { return false }
        return text.drop { $0 == "\u{FEFF}" }.hasPrefix("HabitName,HabitDescription,HabitCategory")
    }

    static func read(_ content: ImportContent) throws(DomainError) -> ImportSource {
        guard case .text(let text) = content else { throw .invalidImport("it is not a HabitBull CSV export.") }
        let (header, rows) = try CSV.table(text, what: "the HabitBull file")
        guard header == Self.header else {
            throw .invalidImport("its header is \"\(header.joined(separator: ","))\"; HabitBull's is \"\(Self.header.joined(separator: ","))\".")
        }
        var habits: [Habit] = []
        var indexByName: [String: Int] = [:]
        for (index, row) in rows.enumerated() {
            let line = index + 2
            let name = row[0]
            guard let day = day(row[3]) else {
                throw .invalidImport("line \(line) has \"\(row[3])\" as its date; HabitBull writes 2016-03-18 or 3/18/2016.")
            }
            guard let value = Double(row[4]) ?? Double(row[4].trimmingCharacters(in: .whitespaces)), value.isFinite else {
                throw .invalidImport("line \(line) has \"\(row[4])\" as its value, which is not a number.")
            }
            if indexByName[name] == nil {
                indexByName[name] = habits.count
                habits.append(Habit(name: name, description: row[1], category: row[2]))
            }
            habits[indexByName[name]!].rows.append((day, value, row[5]))
        }
        return ImportSource(format: format, habits: habits.map(\.source), notes: habits.isEmpty ? [] : [.scheduleUnknown])
    }

    /// `2016-03-18` or `3/18/2016` (month first, as HabitBull's US export writes it), spaces
    /// around allowed. Read byte by byte: a file has a date on each of its rows.
    static func day(_ text: String) -> Day? {
        var numbers = [0], separator: UInt8?
        for byte in text.utf8 where byte != 0x20 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                numbers[numbers.count - 1] = numbers[numbers.count - 1] * 10 + Int(byte - UInt8(ascii: "0"))
                if numbers[numbers.count - 1] > 99_999 { return nil }
            case UInt8(ascii: "-"), UInt8(ascii: "/"):
                guard separator == nil || separator == byte, numbers.count < 3 else { return nil }
                separator = byte
                numbers.append(0)
            default: return nil
            }
        }
        guard numbers.count == 3, let separator else { return nil }
        let (year, month, day) = separator == UInt8(ascii: "/") ? (numbers[2], numbers[0], numbers[1]) : (numbers[0], numbers[1], numbers[2])
        return try? ImportGuards.day(year: year, month: month, day: day, what: "")
    }

    /// One habit's rows, as read.
    private struct Habit {
        let name: String
        let description: String
        let category: String
        var rows: [(day: Day, value: Double, comment: String)] = []

        var source: SourceHabit {
            var habit = SourceHabit(key: nil, name: name, description: description, category: category)
            let inRange = rows.filter { (0...1_000_000).contains($0.value) }
            let outOfRange = rows.filter { !(0...1_000_000).contains($0.value) }
            if let first = outOfRange.first {
                habit.notes.append(.valuesOutOfRange(count: outOfRange.count, example: SourceMapping.written(first.value)))
            }
            let counts = inRange.contains { $0.value > 1 }
            if counts {
                // The most frequent value above 0 (the larger on a tie) is the target.
                var frequency: [Double: Int] = [:]
                for row in inRange where row.value > 0 { frequency[row.value, default: 0] += 1 }
                let target = frequency.max { ($0.value, $0.key) < ($1.value, $1.key) }?.key ?? 1
                habit.measure = SourceMeasure(unit: "times", target: target)
                habit.notes.append(.measureAssumed(unit: "times", target: SourceMapping.quantity(target) ?? Quantity(1)))
            }
            habit.entries = rows.map { row in
                let state: SourceEntry.State?
                if !(0...1_000_000).contains(row.value) || row.value == 0 {
                    state = nil
                } else {
                    state = counts ? .value(row.value) : row.value == 1 ? .done : .value(row.value)
                }
                return SourceEntry(day: row.day, state: state, note: row.comment)
            }
            return habit
        }
    }
}
