/// Together and Patterns' words (SPEC §22): part of every language's `Copy`, kept in files of
/// their own (`English+Patterns.swift`, `Russian+Patterns.swift`, …).
public protocol PatternCopy {
    /// The Statistics section's heading.
    var togetherTitle: String { get }
    /// What the section weighs: the last 365 days, and only what passes a test.
    var togetherNote: String { get }
    /// `On days you do Exercise you also do Sleep early 78% of the time, against 41% on other
    /// days.` (`a` and `b` are names, already isolated for the page.)
    func together(_ a: String, _ b: String, withA: Int, withoutA: Int) -> String
    /// The days a pair was counted on: `94 days with both due`.
    func togetherDays(_ days: Int) -> String
    /// Why nothing is shown; `tested` counts the pairs tested.
    func togetherNone(_ reason: Together.Reason, tested: Int) -> String
    /// The detail's section heading.
    var patternsTitle: String { get }
    /// `Most often missed on Mondays: done on 12% of them, against 85% on other days`.
    func mostMissed(_ weekday: Weekday, rate: Int, others: Int) -> String
}
