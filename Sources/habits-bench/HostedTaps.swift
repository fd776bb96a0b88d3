import Foundation
import HabitCore
import HabitStore
import Synchronization

/// `habits-bench hosted-taps URL FIRST_ACCOUNT THREADS SECONDS TODAY`: durable taps through the
/// PostgreSQL store, as a server process makes them, one account per thread (accounts
/// FIRST_ACCOUNT…FIRST_ACCOUNT+THREADS-1). Each tap is one `update`: the account's row lock, the
/// entry's upsert, the revision bump with `NOTIFY`, `COMMIT`. Prints
/// `{"taps","seconds","tps","p50_ms","p99_ms"}`. `bench/hosted.sh` runs two of these at once
/// (8 threads each): the store's share of the hosted tap figure for many accounts, while the
/// server itself can only be asked as the personal account (accounts are not wired in yet).
func runHostedTaps(_ arguments: [String]) -> Never {
    guard arguments.count == 5, let first = Int64(arguments[1]), let threads = Int(arguments[2]), threads > 0,
          let seconds = Double(arguments[3]), let today = Day(arguments[4]) else {
        fail("usage: habits-bench hosted-taps URL FIRST_ACCOUNT THREADS SECONDS TODAY")
    }
    let database: PostgresDatabase
    let stores: [PostgresHabitStore]
    do {
        database = try PostgresDatabase(url: arguments[0], connections: threads, listen: true)
        stores = try (0..<Int64(threads)).map { offset throws(StoreError) in
            try database.store(for: PostgresAccount(id: first + offset))
        }
    } catch {
        fail("\(error)")
    }
    let results = TapResults()
    let start = ContinuousClock.now
    let deadline = start + .milliseconds(Int(seconds * 1000))
    let group = DispatchGroup()
    for (index, store) in stores.enumerated() {
        group.enter()
        Thread {
            defer { group.leave() }
            let trackers = store.library.trackers.map(\.id)
            var mine: [Double] = []
            var round = index
            while ContinuousClock.now < deadline {
                round += 1
                let tracker = trackers[round % trackers.count]
                let day = today.adding(days: -((round / trackers.count) % 30))
                let began = ContinuousClock.now
                do {
                    try store.update { (library: inout Library) throws(DomainError) in
                        try library.setDone(!library.history(of: tracker).isDone(on: day), tracker: tracker, on: day, today: today)
                    }
                } catch {
                    results.failures.withLock { $0.append("\(error)") }
                    return
                }
                let took = ContinuousClock.now - began
                mine.append(Double(took.components.attoseconds) / 1e15 + Double(took.components.seconds) * 1000)
            }
            results.latencies.withLock { $0 += mine }
        }.start()
    }
    group.wait()
    let elapsed = ContinuousClock.now - start
    let seconds_ = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    if let failure = results.failures.withLock({ $0.first }) { fail("a tap failed: \(failure)") }
    let sorted = results.latencies.withLock { $0 }.sorted()
    guard !sorted.isEmpty else { fail("no tap finished") }
    func at(_ q: Double) -> Double { sorted[min(sorted.count - 1, Int(q * Double(sorted.count)))] }
    print(#"{"taps": \#(sorted.count), "seconds": \#(String(format: "%.2f", seconds_)), "tps": \#(String(format: "%.1f", Double(sorted.count) / seconds_)), "p50_ms": \#(String(format: "%.2f", at(0.5))), "p99_ms": \#(String(format: "%.2f", at(0.99)))}"#)
    exit(0)
}

/// What the tapping threads report (a class, since the threads' closures hold it).
private final class TapResults: Sendable {
    let latencies = Mutex<[Double]>([])
    let failures = Mutex<[String]>([])
}
