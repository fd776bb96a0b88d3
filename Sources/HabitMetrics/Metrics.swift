import Synchronization

/// What `GET /metrics` shows (SPEC §18), counted where it happens and kept for the process:
/// requests and their latency (the HTTP server), writes and group-commit batches (the store),
/// open event streams, reminders sent and failed, database errors. One value per process, like
/// the process it describes; tests compare before and after.
public enum Metrics {
    public static let requests = Counter("habits_http_requests_total", "HTTP requests answered, by route template, method and status.")
    public static let latency = Histogram("habits_http_request_duration_seconds", "Time from a request's first line to its answer.",
                                          buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5])
    public static let writes = Counter("habits_writes_total", "Writes the store answered (committed or refused).")
    public static let batchSize = Histogram("habits_group_commit_batch_size", "Writes that shared one commit.",
                                            buckets: [1, 2, 4, 8, 16, 32, 64])
    public static let openStreams = Gauge("habits_event_streams_open", "Live-update event streams being sent.")
    public static let remindersSent = Counter("habits_reminders_sent_total", "Reminders delivered, by channel (log: the server log's line).")
    public static let remindersFailed = Counter("habits_reminders_failed_total", "Reminders a channel could not deliver, by channel.")
    public static let databaseErrors = Counter("habits_database_errors_total", "Requests the database could not answer.")

    /// The Prometheus text exposition format (version 0.0.4) of every metric.
    public static var text: String {
        [requests.text, latency.text, writes.text, batchSize.text, openStreams.text, remindersSent.text, remindersFailed.text,
         databaseErrors.text].joined()
    }

    /// The content type of `text`.
    public static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    /// `{name="value",…}` with the values escaped as the format asks, or "" without labels.
    static func labels(_ pairs: [(String, String)]) -> String {
        guard !pairs.isEmpty else { return "" }
        var text = "{"
        for (index, (name, value)) in pairs.enumerated() {
            if index > 0 { text += "," }
            text += name
            text += "=\""
            // Counted on every request: a value with nothing to escape (the usual one) goes as it is.
            if value.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n") }) {
                for scalar in value.unicodeScalars {
                    switch scalar {
                    case "\\": text += "\\\\"
                    case "\"": text += "\\\""
                    case "\n": text += "\\n"
                    default: text.unicodeScalars.append(scalar)
                    }
                }
            } else {
                text += value
            }
            text += "\""
        }
        return text + "}"
    }

    static func header(_ name: String, _ help: String, _ type: String) -> String {
        "# HELP \(name) \(help)\n# TYPE \(name) \(type)\n"
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

/// A count that only grows, one per set of label values.
public final class Counter: Sendable {
    public let name: String
    let help: String
    private let values = Mutex<[String: Double]>([:])

    init(_ name: String, _ help: String) {
        self.name = name
        self.help = help
    }

    public func increment(by amount: Double = 1, _ labels: (String, String)...) {
        let key = Metrics.labels(labels)
        values.withLock { $0[key, default: 0] += amount }
    }

    /// The count for exactly these labels (tests).
    public func value(_ labels: (String, String)...) -> Double {
        let key = Metrics.labels(labels)
        return values.withLock { $0[key] ?? 0 }
    }

    var text: String {
        let values = values.withLock { $0 }
        let lines = (values.isEmpty ? ["": 0] : values).sorted { $0.key < $1.key }
            .map { "\(name)\($0.key) \(Metrics.number($0.value))\n" }
        return Metrics.header(name, help, "counter") + lines.joined()
    }
}

/// A value that goes up and down.
public final class Gauge: Sendable {
    public let name: String
    let help: String
    private let current = Atomic<Int>(0)

    init(_ name: String, _ help: String) {
        self.name = name
        self.help = help
    }

    public func add(_ amount: Int) { current.add(amount, ordering: .relaxed) }
    public var value: Int { current.load(ordering: .relaxed) }

    var text: String { Metrics.header(name, help, "gauge") + "\(name) \(value)\n" }
}

/// Observations counted in cumulative buckets, with their sum.
public final class Histogram: Sendable {
    public let name: String
    let help: String
    let buckets: [Double]
    private struct State {
        var counts: [UInt64]
        var sum: Double = 0
        var count: UInt64 = 0
    }
    private let state: Mutex<State>

    init(_ name: String, _ help: String, buckets: [Double]) {
        self.name = name
        self.help = help
        self.buckets = buckets
        state = Mutex(State(counts: Array(repeating: 0, count: buckets.count)))
    }

    public func observe(_ value: Double) {
        let index = buckets.firstIndex { value <= $0 }
        state.withLock { state in
            if let index { state.counts[index] += 1 }
            state.sum += value
            state.count += 1
        }
    }

    /// How many observations there were (tests).
    public var count: UInt64 { state.withLock { $0.count } }

    var text: String {
        let state = state.withLock { $0 }
        var lines = Metrics.header(name, help, "histogram")
        var cumulative: UInt64 = 0
        for (bound, count) in zip(buckets, state.counts) {
            cumulative += count
            lines += "\(name)_bucket\(Metrics.labels([("le", Metrics.number(bound))])) \(cumulative)\n"
        }
        lines += "\(name)_bucket{le=\"+Inf\"} \(state.count)\n"
        lines += "\(name)_sum \(state.sum)\n\(name)_count \(state.count)\n"
        return lines
    }
}
