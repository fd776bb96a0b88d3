extension Polish: PlanCopy {
    public func plannedPause(from: Day, until: Day?) -> String {
        until.map { "Zaplanowane wstrzymanie: od \(mediumDate(from)) do \(mediumDate($0))" } ?? "Zaplanowane wstrzymanie od \(mediumDate(from)), do czasu wznowienia"
    }
    public var changePause: String { "Zmień" }
    public var cancelPause: String { "Odwołaj wstrzymanie" }
    public func cancelledPause(_ name: String, range: String) -> String { "\(name): odwołano zaplanowane wstrzymanie (\(range))." }
}
