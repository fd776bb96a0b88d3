import Foundation
import HabitCore
import HabitScreens

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
    static let database = value("database")
    /// `--user NAME`: act for that account (SPEC §16).
    static let user = value("user")
    static let json = flag("json")
    static let yes = flag("yes")
}

/// A parsed command line: positionals, `--name value` options and `--flag`s.
struct Input {
    var positionals: [String] = []
    var values: [String: String] = [:]
    /// Every value of an option given more than once (`--at 08:00 --at 21:00`), in order.
    var repeated: [String: [String]] = [:]
    var flags: Set<String> = []

    /// The option's value; the last one when it was given more than once.
    func value(_ name: String) -> String? { values[name] }
    /// Every value the option was given, in order.
    func allValues(_ name: String) -> [String] { repeated[name] ?? [] }
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    static func parse(_ arguments: [String], for command: any Command.Type) throws(CLIError) -> Input {
        let known = Dictionary(uniqueKeysWithValues: (command.options + [.db, .database, .user]).map { ($0.name, $0) })
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
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else { throw .usage("--\(name) needs a value. Run 'habits \(command.name) --help'.") }
                    value = arguments[index]
                    index += 1
                }
                input.values[name] = value
                input.repeated[name, default: []].append(value)
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

    /// This command line with every one of `options` it lacks taken from the environment:
    /// `--public-url` from `HABITS_PUBLIC_URL`, `--metrics-public` from `HABITS_METRICS_PUBLIC=1`
    /// (a flag is on for 1, true, yes or on, off for 0, false, no, off or empty). The command
    /// line wins; an empty variable counts as unset. So a container needs no command line.
    func withEnvironment(_ options: [Option], _ environment: [String: String]) throws(CLIError) -> Input {
        var input = self
        for option in options {
            let variable = Self.variable(option.name)
            guard let text = environment[variable] else { continue }
            if option.takesValue {
                if input.values[option.name] == nil, !text.isEmpty { input.values[option.name] = text }
            } else {
                switch text.lowercased() {
                case "1", "true", "yes", "on": input.flags.insert(option.name)
                case "0", "false", "no", "off", "": break
                default: throw .usage("\(variable) is 1 or 0 (on or off), not \"\(text)\".")
                }
            }
        }
        return input
    }

    /// `HABITS_PUBLIC_URL` for `public-url`.
    static func variable(_ option: String) -> String { "HABITS_" + option.uppercased().replacingOccurrences(of: "-", with: "_") }

    /// A `--date YYYY-MM-DD` option, or `fallback`.
    func day(_ name: String = "date", default fallback: Day) throws(CLIError) -> Day {
        guard let text = value(name) else { return fallback }
        guard let day = Day(text) else { throw .usage("--\(name) must be a date like 2025-03-07, not \"\(text)\".") }
        return day
    }

    /// `--NAME N`, a whole number, if given. Text that is not one is a usage error (64); the
    /// rules judge the number's range (65).
    func integer(_ name: String) throws(CLIError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw .usage("--\(name) must be a whole number, not \"\(text)\".")
        }
        return number
    }

    /// `--NAME 2.5`, an amount, if given. Text that is not a number is a usage error (64); a
    /// number out of range (below 0, above 1,000,000, more than 3 decimals) throws `refused`.
    func quantity(_ name: String, refused: DomainError) throws -> Quantity? {
        guard let text = value(name) else { return nil }
        if let quantity = Quantity(text) { return quantity }
        guard Self.looksLikeNumber(text) else { throw CLIError.usage("--\(name) must be a number like 2.5, not \"\(text)\".") }
        throw refused
    }

    /// An optional sign, digits, and optionally a point (or comma) and more digits.
    private static func looksLikeNumber(_ text: String) -> Bool {
        var body = Substring(text.trimmingCharacters(in: .whitespaces))
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        let parts = body.split(separator: body.contains(",") ? "," : ".", maxSplits: 1, omittingEmptySubsequences: false)
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// The schedule options' lines of `habits add --help`, beside the parsing they describe.
    static let scheduleHelp = """
          --days LIST      a habit on these weekdays (mon,tue,wed,thu,fri,sat,sun)
          --every-day      a habit on every day
          --weekly N       any N days in each week, Monday to Sunday (\(limits(Schedule.weeklyLimits)))
          --monthly N      any N days in each calendar month (\(limits(Schedule.monthlyLimits)))
          --every N        once in every N days (\(limits(Schedule.rollingDaysLimits)))
          --times X --in Y X days in every Y days (\(Schedule.rollingTimesLimits.lowerBound) ≤ X < Y ≤ \(Schedule.rollingDaysLimits.upperBound))
        """

    /// A kind's limits as the help writes them: `1–6`.
    private static func limits(_ range: ClosedRange<Int>) -> String { "\(range.lowerBound)–\(range.upperBound)" }

    /// The schedule options every command that sets one takes.
    static let scheduleOptions: [Option] = [.value("days"), .flag("every-day"), .value("weekly"), .value("monthly"),
                                            .value("every"), .value("times"), .value("in")]

    /// The schedule the options name, if any: `--days mon,wed,fri`, `--every-day`, `--weekly N`,
    /// `--monthly N`, `--every N` (once in N days) or `--times X --in Y` (X days in every Y), as the
    /// New/Edit form's schedule sheet would hold it; its `schedule()` checks the kind's limits with
    /// the form's rules. More than one is a usage error, and so is a number that is not one.
    func schedule() throws(CLIError) -> ScheduleFields? {
        let given = ["days", "every-day", "weekly", "monthly", "every", "times"].filter { value($0) != nil || has($0) }
        if given.count > 1 {
            throw .usage("Give one schedule, not \(given.map { "--" + $0 }.joined(separator: " and ")).")
        }
        if (value("times") == nil) != (value("in") == nil) {
            throw .usage("--times X goes with --in Y: X days in every Y days, e.g. --times 2 --in 10.")
        }
        var fields = ScheduleFields()
        if has("every-day") {
            fields.days = .everyDay
        } else if let times = try integer("weekly") {
            (fields.choice, fields.weeklyTimes) = (.weekly, String(times))
        } else if let times = try integer("monthly") {
            (fields.choice, fields.monthlyTimes) = (.monthly, String(times))
        } else if let days = try integer("every") {
            (fields.choice, fields.everyDays) = (.every, String(days))
        } else if let times = try integer("times"), let days = try integer("in") {
            (fields.choice, fields.rollingTimes, fields.rollingDays) = (.rolling, String(times), String(days))
        } else if let days = try weekdays() {
            fields.days = days
        } else {
            return nil
        }
        return fields
    }

    /// `--days mon,wed,fri` (or full names), if given; no day at all is a usage error.
    func weekdays() throws(CLIError) -> WeekdaySet? {
        guard let text = value("days") else { return nil }
        var set = WeekdaySet([])
        for word in text.lowercased().split(whereSeparator: { $0 == "," || $0 == " " }) {
            guard let weekday = Weekday(rawValue: String(word.prefix(3))), word.count == 3 || isFullName(word) else {
                throw .usage("Unknown day \"\(word)\" in --days; use mon,tue,wed,thu,fri,sat,sun.")
            }
            set.insert(weekday)
        }
        guard !set.isEmpty else { throw .usage("--days needs at least one day, e.g. --days mon,wed,fri.") }
        return set
    }

    /// `--up` or `--down`, exactly one: the offset `move` commands take.
    func direction() throws(CLIError) -> Int {
        switch (has("up"), has("down")) {
        case (true, false): return -1
        case (false, true): return 1
        default: throw .usage("Say which way: --up or --down.")
        }
    }

    private func isFullName(_ word: Substring) -> Bool {
        ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].contains(String(word))
    }
}
