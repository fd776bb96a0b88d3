/// The New/Edit form's schedule and measure as typed, and how they are checked: the server's
/// form (`TrackerForm`, HabitScreens), the command line and the page's WebAssembly (which checks
/// the form as you type) read them the same way.

/// Named fields as a form posts them; `Web.Form` is one.
public protocol FormFields {
    subscript(_ name: String) -> String? { get }
    /// Every value posted under `name`, in order (checkboxes).
    func all(_ name: String) -> [String]
}

/// The schedule sheet's state: which of its choices is picked and every choice's numbers as
/// typed, so that switching kinds loses nothing. Each choice is one `Schedule.Kind` (`every N
/// days` is the rolling kind with one time); a new kind is a new choice, and every switch over
/// the choices is exhaustive.
public struct ScheduleFields: Sendable, Hashable {
    /// The sheet's choices, in the order it lists them.
    public enum Choice: String, CaseIterable, Sendable {
        case weekdays, weekly, monthly, every, rolling

        /// The kind of schedule the choice makes.
        public var kind: Schedule.Kind {
            switch self {
            case .weekdays: .weekdays
            case .weekly: .weekly
            case .monthly: .monthly
            case .every, .rolling: .rolling
            }
        }

        /// The field a broken rule of this choice is shown under.
        public var field: String {
            switch self {
            case .weekdays: "days"
            case .weekly: "weeklyTimes"
            case .monthly: "monthlyTimes"
            case .every: "everyDays"
            case .rolling: "rollingDays"
            }
        }
    }

    public var choice: Choice = .weekdays
    public var days = WeekdaySet([])
    public var weeklyTimes = "3"
    public var monthlyTimes = "2"
    public var everyDays = "2"
    public var rollingTimes = "2"
    public var rollingDays = "10"

    public init() {}

    /// The sheet showing `schedule`.
    public init(_ schedule: Schedule) {
        switch schedule {
        case .weekdays(let days): choice = .weekdays; self.days = days
        case .weekly(let times): choice = .weekly; weeklyTimes = String(times)
        case .monthly(let times): choice = .monthly; monthlyTimes = String(times)
        case .rolling(1, let length): choice = .every; everyDays = String(length)
        case .rolling(let times, let length): choice = .rolling; rollingTimes = String(times); rollingDays = String(length)
        }
    }

    /// The sheet as posted (`frequency` names the choice; an unknown one is the weekdays').
    public init(posted form: some FormFields) {
        days = WeekdaySet(form.all("days").compactMap(Weekday.init(rawValue:)))
        choice = form["frequency"].flatMap(Choice.init(rawValue:)) ?? .weekdays
        weeklyTimes = form["weeklyTimes"] ?? weeklyTimes
        monthlyTimes = form["monthlyTimes"] ?? monthlyTimes
        everyDays = form["everyDays"] ?? everyDays
        rollingTimes = form["rollingTimes"] ?? rollingTimes
        rollingDays = form["rollingDays"] ?? rollingDays
    }

    /// The field a broken schedule rule is shown under.
    public var field: String { choice.field }

    /// The schedule as chosen, checked by the core's limits (`Schedule.validated()`).
    public func schedule() throws(DomainError) -> Schedule {
        func whole(_ text: String) throws(DomainError) -> Int {
            guard let number = Int(Quantity.westernDigits(Names.trimmed(text))) else { throw .scheduleOutOfRange(choice.kind) }
            return number
        }
        let schedule: Schedule = switch choice {
        case .weekdays: .weekdays(days)
        case .weekly: .weekly(try whole(weeklyTimes))
        case .monthly: .monthly(try whole(monthlyTimes))
        case .every: .rolling(times: 1, days: try whole(everyDays))
        case .rolling: .rolling(times: try whole(rollingTimes), days: try whole(rollingDays))
        }
        return try schedule.validated()
    }
}

/// A measurable habit's fields as typed.
public struct MeasureFields: Sendable, Hashable {
    public var unit = ""
    public var target = ""
    public var atMost = false
    public var step = "1"

    public init(unit: String = "", target: String = "", atMost: Bool = false, step: String = "1") {
        self.unit = unit
        self.target = target
        self.atMost = atMost
        self.step = step
    }

    /// The measure when every field keeps the rules; otherwise each broken field's rule.
    public func checked() -> (measure: Measure?, errors: [(field: String, error: DomainError)]) {
        var errors: [(field: String, error: DomainError)] = []
        // The unit alone, by the core's rule (a probe with a valid target and step).
        do { _ = try Measure(unit: unit, target: Quantity(1)).validated() } catch { errors.append(("unit", error)) }
        let target = Quantity(self.target), step = Quantity(self.step)
        if target == nil { errors.append(("target", .targetInvalid)) }
        if step == nil { errors.append(("step", .stepInvalid)) }
        guard let target, let step, errors.isEmpty else { return (nil, errors) }
        do {
            return (try Measure(unit: unit, target: target, direction: atMost ? .atMost : .atLeast, step: step).validated(), [])
        } catch {
            // The unit was checked above: what is left is the target's or the step's.
            return (nil, [(error == .stepInvalid ? "step" : "target", error)])
        }
    }
}
