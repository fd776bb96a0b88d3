import Dispatch
import Foundation
import HabitCore
import HabitStore

/// `habits serve --backup-dir DIR [--backup-every 24h] [--backup-keep 7]`: what to back up, how often.
public struct BackupPlan: Sendable {
    public var directory: String
    public var every: TimeInterval
    public var keep: Int

    public init(directory: String, every: TimeInterval = 24 * 3600, keep: Int = 7) {
        self.directory = directory
        self.every = every
        self.keep = keep
    }

    /// `24h`, `30m`, `90s`, `7d`: a whole number and its unit; nil for anything else.
    public static func interval(_ text: String) -> TimeInterval? {
        let units: [Character: TimeInterval] = ["s": 1, "m": 60, "h": 3600, "d": 86400]
        guard let unit = text.last.flatMap({ units[$0] }), let count = Int(text.dropLast()), count >= 1 else { return nil }
        return TimeInterval(count) * unit
    }
}

/// Takes a backup (`Backup.write`) when the server starts and then every `plan.every`, on a
/// thread of its own, and logs each one; a failed backup is logged and tried again next time.
final class ScheduledBackups: Sendable {
    private let stopping = DispatchSemaphore(value: 0)
    private let stopped = DispatchSemaphore(value: 0)

    init(database: String, plan: BackupPlan, clock: Clock, log: @escaping @Sendable (String) -> Void) {
        let (stopping, stopped) = (stopping, stopped)
        Thread {
            repeat {
                do {
                    log("backup written to \(try Backup.write(database: database, into: plan.directory, at: clock.now(), keep: plan.keep))")
                } catch {
                    log("habits: \(error)")
                }
            } while stopping.wait(timeout: .now() + plan.every) == .timedOut
            stopped.signal()
        }.start()
    }

    /// Returns once a backup under way has finished.
    func stop() {
        stopping.signal()
        stopped.wait()
    }
}
