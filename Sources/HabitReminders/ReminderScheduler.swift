import Dispatch
import Foundation
import HabitCore
import HabitStore
import Synchronization

/// Sends reminders as they come due (SPEC §15): inside `habits serve`, a thread of its own looks
/// at every store once a minute, on the minute of `clock` (which `HABITS_NOW` moves, and which runs
/// on from there), asks `ReminderRule` what is due, claims each reminder in the store's sent log
/// and hands the ones it won to `delivery`.
///
/// The claim is what makes a reminder go out once: however many schedulers (processes) share a
/// database, and across restarts, only the claim that inserted the row delivers. In memory the
/// scheduler keeps, per store, the instant it last looked (so a reminder set after its time has
/// passed does not go out late at once) and the keys it saw claimed (so it does not ask the
/// database again each minute of the hour a reminder stays due). A scheduler that starts looks
/// back one hour: what a server that was down missed by more than that is skipped.
public final class ReminderScheduler: Sendable {
    private let stores: @Sendable () -> [any HabitStore]
    private let clock: Clock
    private let serverZone: TimeZone
    private let detailURL: @Sendable (Tracker.ID) -> String
    private let delivery: any ReminderDelivery
    private let log: @Sendable (String) -> Void

    private struct Memory {
        var lastLook: Date?
        var seen: Set<ReminderKey> = []
    }
    /// By `HabitStore.location`, which names one account's data.
    private let memory = Mutex<[String: Memory]>([:])
    private let running = Mutex<Run?>(nil)

    /// The thread's stop signal and the signal that it has stopped.
    private final class Run: Sendable {
        let wake = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let stopping = Atomic(false)
    }

    /// - Parameters:
    ///   - stores: every store to look at on each tick (personal mode: one; with accounts, each
    ///     account's), asked afresh each time.
    ///   - serverZone: the zone used while an account has set none and no device has said its own.
    ///   - detailURL: the absolute URL of a tracker's detail page, for the messages.
    ///   - log: where problems (a store that cannot be reached) are written.
    public init(stores: @escaping @Sendable () -> [any HabitStore], clock: Clock, serverZone: TimeZone,
                detailURL: @escaping @Sendable (Tracker.ID) -> String, delivery: any ReminderDelivery,
                log: @escaping @Sendable (String) -> Void) {
        self.stores = stores
        self.clock = clock
        self.serverZone = serverZone
        self.detailURL = detailURL
        self.delivery = delivery
        self.log = log
    }

    /// One look at every store at the clock's now: what is due is claimed, and what this call
    /// claimed is delivered. Returns the messages delivered, in order.
    @discardableResult
    public func tick() -> [ReminderMessage] {
        let now = clock.now()
        var delivered: [ReminderMessage] = []
        for store in stores() {
            delivered += tick(store, at: now)
        }
        return delivered
    }

    private func tick(_ store: any HabitStore, at now: Date) -> [ReminderMessage] {
        let name = store.location
        var remembered = memory.withLock { $0[name] } ?? Memory()
        let library = store.library
        let settings = library.settings
        let zone = settings.reminderZone(fallback: serverZone)
        let due = ReminderRule.due(in: library, zone: zone, now: now, since: remembered.lastLook, sent: remembered.seen,
                                   url: detailURL)
        var delivered: [ReminderMessage] = []
        var failed = false
        for message in due {
            do {
                if try store.claimReminder(message.key, at: now) {
                    delivery.deliver(message, to: ReminderRecipient(store: store), language: settings.deviceLanguage ?? .en)
                    delivered.append(message)
                }
                remembered.seen.insert(message.key)
            } catch {
                // Not remembered and the last look not moved on: the next tick tries again, within the hour.
                failed = true
                log("habits: can't record a reminder in \(name), will try again: \(error)")
            }
        }
        if !failed { remembered.lastLook = now }
        let oldest = Clock.day(at: now, in: zone, dayStart: settings.dayStart).adding(days: -2)
        remembered.seen = remembered.seen.filter { $0.day >= oldest }
        memory.withLock { $0[name] = remembered }
        return delivered
    }

    /// Starts the thread: a tick now, then one at each minute boundary of the clock, until `stop`
    /// (which the owner must call: the thread holds the scheduler).
    public func start() {
        let run = Run()
        let started = running.withLock { current -> Bool in
            guard current == nil else { return false }
            current = run
            return true
        }
        guard started else { return }
        let thread = Thread { [self] in
            while !run.stopping.load(ordering: .acquiring) {
                tick()
                let seconds = clock.now().timeIntervalSince1970
                // Just past the next whole minute, so the tick sees that minute begun.
                let wait = 60 - seconds.truncatingRemainder(dividingBy: 60) + 0.01
                _ = run.wake.wait(timeout: .now() + wait)
            }
            run.finished.signal()
        }
        thread.name = "habits-reminders"
        thread.start()
    }

    /// Stops the thread and waits for a tick in progress to finish. Idempotent.
    public func stop() {
        guard let run = running.withLock({ current -> Run? in
            defer { current = nil }
            return current
        }) else { return }
        run.stopping.store(true, ordering: .releasing)
        run.wake.signal()
        run.finished.wait()
    }
}
