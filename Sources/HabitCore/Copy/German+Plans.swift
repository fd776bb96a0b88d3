extension German: PlanCopy {
    public func plannedPause(from: Day, until: Day?) -> String {
        until.map { "Pause geplant: \(mediumDate(from)) bis \(mediumDate($0))" } ?? "Pause geplant ab \(mediumDate(from)), bis zur Fortsetzung"
    }
    public var changePause: String { "Ändern" }
    public var cancelPause: String { "Pause absagen" }
    public func cancelledPause(_ name: String, range: String) -> String { "Die geplante Pause von \(name) (\(range)) ist abgesagt." }
}
