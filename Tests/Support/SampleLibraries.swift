import HabitCore

/// The day the sample libraries are built on.
public let sampleToday = Day(year: 2025, month: 3, day: 7)!

/// A library with a bit of everything: two categories, a pinned habit with a note, an event,
/// Cyrillic, emoji, history, and gaps in positions left by a deletion.
public func sampleLibrary() throws -> Library {
    var lib = Library()
    let health = try lib.addCategory(named: "Health")
    let home = try lib.addCategory(named: "Дом")
    let read = try lib.addTracker(TrackerDraft(name: "Read", kind: .habit(.everyDay), categoryID: health.id, emoji: "📚",
                                               color: "#9333EA", note: "20 pages \"at least\" </script>",
                                               createdOn: Day(year: 2025, month: 2, day: 1)!), today: sampleToday)
    let gone = try lib.addTracker(TrackerDraft(name: "Gone", kind: .event, categoryID: health.id), today: sampleToday)
    try lib.addTracker(TrackerDraft(name: "Уборка", kind: .habit(.weekdays(WeekdaySet([.sat]))), categoryID: home.id,
                                    createdOn: Day(year: 2025, month: 2, day: 1)!), today: sampleToday)
    let party = try lib.addTracker(TrackerDraft(name: "Party 🎉", kind: .event, categoryID: home.id), today: sampleToday)
    try lib.deleteTracker(gone.id)
    try lib.updateTracker(read.id, TrackerChanges(pinned: true), today: sampleToday)
    for offset in stride(from: 0, to: 30, by: 1) where offset % 4 != 0 {
        try lib.setDone(true, tracker: read.id, on: sampleToday.adding(days: -offset), today: sampleToday)
    }
    try lib.setDone(true, tracker: party.id, on: sampleToday, today: sampleToday)
    return lib
}

/// Every part-2 field: each schedule kind, measurable habits both ways, skips, values, notes
/// (alone and with a state), pauses (closed and open), an archived tracker, the day start.
public func partTwoLibrary() throws -> Library {
    var lib = try sampleLibrary()
    let health = lib.category(named: "Health")!
    let start = Day(year: 2025, month: 2, day: 1)!
    let kinds: [(String, Schedule, Measure?)] = [
        ("Gym", .weekly(3), nil), ("Call mum", .monthly(2), nil), ("Plants", .rolling(times: 1, days: 3), nil),
        ("Swim", .rolling(times: 2, days: 10), nil),
        ("Water", .everyDay, Measure(unit: "glasses", target: Quantity(8), step: Quantity(1))),
        ("Coffee", .everyDay, Measure(unit: "cups", target: Quantity(2), direction: .atMost, step: Quantity(1))),
        ("Run", .weekly(3), Measure(unit: "km", target: Quantity(thousandths: 20_500), step: Quantity(thousandths: 2_500))),
    ]
    for (name, schedule, measure) in kinds {
        try lib.addTracker(TrackerDraft(name: name, kind: .habit(schedule), categoryID: health.id, createdOn: start,
                                        measure: measure), today: sampleToday)
    }
    let gym = lib.tracker(named: "Gym")!, water = lib.tracker(named: "Water")!, run = lib.tracker(named: "Run")!
    try lib.setEntry(.done, tracker: gym.id, on: sampleToday.adding(days: -1), today: sampleToday)
    try lib.setEntry(.skipped, note: "sick", tracker: gym.id, on: sampleToday.adding(days: -2), today: sampleToday)
    try lib.setEntry(nil, note: "rest day, Ёлки 🎄", tracker: gym.id, on: sampleToday.adding(days: -3), today: sampleToday)
    try lib.setEntry(.done, note: "with Anna", tracker: gym.id, on: sampleToday, today: sampleToday)
    try lib.setEntry(.value(Quantity(thousandths: 5_250)), tracker: water.id, on: sampleToday, today: sampleToday)
    try lib.setEntry(.value(Quantity(thousandths: 12_125)), tracker: run.id, on: sampleToday.adding(days: -1), today: sampleToday)
    try lib.pause(water.id, from: Day(year: 2025, month: 2, day: 10)!, until: Day(year: 2025, month: 2, day: 14)!, today: sampleToday)
    try lib.pause(water.id, from: sampleToday.adding(days: 3), until: nil, today: sampleToday)
    try lib.setArchived(true, tracker: lib.tracker(named: "Swim")!.id, today: sampleToday)
    try lib.updateSettings(Settings(dayStart: 3, zone: "Europe/Berlin", weekStart: .sun))
    try lib.setReminders([Reminder(time: TimeOfDay(hour: 21, minute: 0)!),
                          Reminder(time: TimeOfDay(hour: 7, minute: 30)!, weekdays: WeekdaySet([.sat, .sun]))], tracker: gym.id)
    try lib.addReminder(Reminder(time: TimeOfDay(hour: 9, minute: 5)!), tracker: water.id)
    return lib
}
