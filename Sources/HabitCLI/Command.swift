import Foundation
import HabitCore

/// One subcommand: its words, its options and what it does.
protocol Command {
    /// The words that name it, e.g. `["category", "add"]`.
    static var path: [String] { get }
    static var summary: String { get }
    /// The usage line and option list `--help` prints.
    static var help: String { get }
    static var options: [Option] { get }
    /// How many positional arguments it takes.
    static var arguments: ClosedRange<Int> { get }
    static func run(_ input: Input, _ context: Context) throws
}

extension Command {
    static var options: [Option] { [] }
    static var arguments: ClosedRange<Int> { 1...1 }
    static var name: String { path.joined(separator: " ") }
}

struct Option {
    let name: String
    let takesValue: Bool

    static func value(_ name: String) -> Option { Option(name: name, takesValue: true) }
    static func flag(_ name: String) -> Option { Option(name: name, takesValue: false) }
    static let db = value("db")
    static let json = flag("json")
    static let yes = flag("yes")
}

/// A parsed command line: positionals, `--name value` options and `--flag`s.
struct Input {
    var positionals: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []

    func value(_ name: String) -> String? { values[name] }
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    static func parse(_ arguments: [String], for command: any Command.Type) throws(CLIError) -> Input {
        let known = Dictionary(uniqueKeysWithValues: (command.options + [.db]).map { ($0.name, $0) })
        var input = Input()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                input.positionals += arguments[index...]
                break
            }
            guard argument.hasPrefix("--") else {
                input.positionals.append(argument)
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = known[name] else {
                throw .usage("'habits \(command.name)' has no option --\(name). Run 'habits \(command.name) --help'.")
            }
            if option.takesValue {
                if let inlineValue {
                    input.values[name] = inlineValue
                } else {
                    guard index < arguments.count else { throw .usage("--\(name) needs a value. Run 'habits \(command.name) --help'.") }
                    input.values[name] = arguments[index]
                    index += 1
                }
            } else {
                guard inlineValue == nil else { throw .usage("--\(name) takes no value.") }
                input.flags.insert(name)
            }
        }
        guard command.arguments.contains(input.positionals.count) else {
            throw .usage("Wrong number of arguments. \(command.help.split(separator: "\n").first ?? "")")
        }
        return input
    }

    /// A `--date YYYY-MM-DD` option, or `fallback`.
    func day(_ name: String = "date", default fallback: Day) throws(CLIError) -> Day {
        guard let text = value(name) else { return fallback }
        guard let day = Day(text) else { throw .usage("--\(name) must be a date like 2025-03-07, not \"\(text)\".") }
        return day
    }

    /// `--days mon,wed,fri` or `--every-day`, if either is given.
    func schedule() throws(CLIError) -> Schedule? {
        if has("every-day") {
            if value("days") != nil { throw .usage("Give either --days or --every-day, not both.") }
            return .everyDay
        }
        guard let text = value("days") else { return nil }
        var set = WeekdaySet([])
        for word in text.lowercased().split(whereSeparator: { $0 == "," || $0 == " " }) {
            guard let weekday = Weekday(rawValue: String(word.prefix(3))), word.count == 3 || isFullName(word) else {
                throw .usage("Unknown day \"\(word)\" in --days; use mon,tue,wed,thu,fri,sat,sun.")
            }
            set.insert(weekday)
        }
        guard !set.isEmpty else { throw .usage("--days needs at least one day, e.g. --days mon,wed,fri.") }
        return .weekdays(set)
    }

    private func isFullName(_ word: Substring) -> Bool {
        ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].contains(String(word))
    }
}
