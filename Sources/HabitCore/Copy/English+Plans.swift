extension English: PlanCopy {
    public func plannedPause(from: Day, until: Day?) -> String {
        until.map { "Pause planned: \(mediumDate(from)) to \(mediumDate($0))" } ?? "Pause planned from \(mediumDate(from)), until resumed"
    }
    public var changePause: String { "Change" }
    public var cancelPause: String { "Cancel pause" }
    public func cancelledPause(_ name: String, range: String) -> String { "Cancelled the pause of \(name) planned \(range)." }
}
