import Foundation

/// Which reminders are due at an instant (SPEC §15). Pure: the library, the zone, `now` and
/// what was already sent go in; nothing reads a clock or a store.
///
/// A reminder at time T of habit day H goes out at T on H's own night: on H itself when T is at
/// or after the day start, else on the calendar day after H (with a day start of 03:00 a 01:00
/// reminder belongs to the day before, still "today" until 03:00). It goes out only
/// - on a weekday it names (H's weekday),
/// - while the tracker's state on H is `pending` or `open` (due or open and not yet done; done,
///   skipped, paused, unscheduled, before its start or archived get none), and an open day of a
///   weekly or monthly habit whose period is already met gets none either,
/// - while H has not ended (today at `now` is not later than H),
/// - at most `lateness` after its time: missed by more, it is skipped, never sent late,
/// - once per tracker, day and time (`sent` holds what went out; the store's sent log decides
///   between processes).
///
/// Daylight saving: a time that does not exist that night (02:30 when clocks jump from 02:00 to
/// 03:00) goes out at the first instant after the gap; a time that happens twice (01:30 when
/// clocks fall back) goes out at its first occurrence, once.
public enum ReminderRule {
    /// How late a reminder may still go out.
    public static let lateness: TimeInterval = 3600

    /// The reminders due at `now`, earliest first. `since` (exclusive), when given, is the
    /// instant the caller looked last: a reminder whose time came before it was either sent then
    /// or not due then, so a reminder set at 21:30 for 21:00 does not go out at once. `url`
    /// builds the tracker's detail page address.
    public static func due(in library: Library, zone: TimeZone, now: Date, since: Date? = nil,
                           sent: Set<ReminderKey> = [], url: (Tracker.ID) -> String) -> [ReminderMessage] {
        let dayStart = library.settings.dayStart
        let today = Clock.day(at: now, in: zone, dayStart: dayStart)
        let earliest = now.addingTimeInterval(-lateness)
        var found: [(instant: Date, position: Int, message: ReminderMessage)] = []
        for tracker in library.trackers where !tracker.reminders.isEmpty {
            var judgements: [Day: Judgement] = [:]
            // Today's reminders, and tomorrow's for the one case where a reminder's instant comes
            // before the day it belongs to has begun by `Clock.day`'s reckoning (which subtracts the
            // day start as elapsed hours): a time just after a spring-forward gap that swallowed
            // part of the night. Yesterday's never: once a day has ended, its reminders are moot.
            for day in [today, today.adding(days: 1)] {
                for reminder in tracker.reminders where reminder.weekdays.contains(day.weekday) {
                    let at = instant(of: reminder.time, for: day, dayStart: dayStart, in: zone)
                    guard at <= now, at >= earliest, since.map({ at > $0 }) ?? true else { continue }
                    let key = ReminderKey(tracker: tracker.id, day: day, time: reminder.time.text)
                    guard !sent.contains(key) else { continue }
                    let judgement = judgements[day] ?? library.judge(tracker, today: day)
                    judgements[day] = judgement
                    guard wantsReminder(judgement, on: day) else { continue }
                    found.append((at, tracker.position, ReminderMessage(tracker: tracker.id, name: tracker.name, day: day,
                                                                        time: reminder.time.text, url: url(tracker.id))))
                }
            }
        }
        return found.sorted { ($0.instant, $0.position) < ($1.instant, $1.position) }.map(\.message)
    }

    /// Whether the day is one to be reminded of: due or open, not done, and for an open day of a
    /// weekly or monthly habit, its period not already met.
    static func wantsReminder(_ judgement: Judgement, on day: Day) -> Bool {
        switch judgement.state(on: day) {
        case .pending:
            return true
        case .open:
            guard let period = judgement.period(containing: day) else { return true }
            if let target = period.target, judgement.tracker.measure?.direction == .atLeast {
                return period.sum < target
            }
            return judgement.tracker.measure != nil || period.goal == 0 || period.done < period.goal
        case .done, .missed, .skipped, .paused, .unscheduled, .beforeStart:
            return false
        }
    }

    /// The instant a reminder at `time` of habit day `day` goes out in `zone`.
    public static func instant(of time: TimeOfDay, for day: Day, dayStart: Int, in zone: TimeZone) -> Date {
        firstInstant(of: time, on: time.hour < dayStart ? day.adding(days: 1) : day, in: zone)
    }

    /// The first instant the wall clock in `zone` shows `time` on the calendar day `day`, or,
    /// when it never does (a daylight-saving gap), the first instant after the gap.
    public static func firstInstant(of time: TimeOfDay, on day: Day, in zone: TimeZone) -> Date {
        let local = day.ordinal * 86_400 + time.minutes * 60
        func offset(_ seconds: Int) -> Int { zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(seconds))) }
        // The offsets in force around that wall time; at most one change falls within a day.
        let offsets = Set([offset(local - 86_400), offset(local), offset(local + 86_400), offset(local - offset(local))])
        let candidates = offsets.map { local - $0 }
        if let first = candidates.filter({ local - $0 == offset($0) }).min() {
            return Date(timeIntervalSince1970: Double(first))
        }
        // In a gap: the change lies between the candidates; find its first second.
        guard var low = candidates.min(), var high = candidates.max(), offset(low) != offset(high) else {
            return Date(timeIntervalSince1970: Double(local - offset(local)))
        }
        let before = offset(low)
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if offset(middle) == before { low = middle } else { high = middle }
        }
        return Date(timeIntervalSince1970: Double(high))
    }
}
