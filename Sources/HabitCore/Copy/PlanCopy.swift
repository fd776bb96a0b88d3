/// Planned pauses' words (SPEC §10.4): part of every language's `Copy`, kept in files of their own
/// (`English+Plans.swift`, `Russian+Plans.swift`, …).
public protocol PlanCopy {
    /// The detail page's line for a pause that starts after today: `Pause planned: 10 Dec 2026 to 14 Dec 2026`.
    func plannedPause(from: Day, until: Day?) -> String
    /// The button that saves a planned pause's new days.
    var changePause: String { get }
    /// The button that cancels a planned pause.
    var cancelPause: String { get }
    /// `habits resume` when no pause holds today and the next planned one is cancelled (`range`: `pauseRange`).
    func cancelledPause(_ name: String, range: String) -> String
}
