// `make bench`'s in-process timer: the statistics, the board and a tracker's detail over the same
// trackers with more and more history, on a monotonic clock, so that the growth with history shows.
//
//   habits-bench [--runs N] [--json FILE] [--pages DB] [--statistics DB] TODAY LABEL=PATH...
//
// PATH is a Habits database (opened through HabitStore, as the server does) or an export document
// (`*.json`, decoded and validated as `habits import` does). Example:
//   habits-bench 2025-06-30 1y=one.sqlite 3y=three.sqlite 10y=ten.sqlite
//
// `habits-bench hosted-taps URL FIRST_ACCOUNT THREADS SECONDS TODAY` instead times durable taps
// through the PostgreSQL store (bench/hosted.sh).
//
// With `--pages DB` it also times cold renders through the app's whole responder on a copy of DB:
// a write, then the first read of the home page (and of the busiest tracker's detail page), with
// the judgement cache and without it, and the detail page's gzip size. With `--statistics DB` it
// times the Statistics page the same way (cold after a write, with and without the cache).
import Foundation
import HabitCore
import HabitInterop
import HabitScreens
import HabitStore
import HabitWeb
import HTTPServer

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("habits-bench: \(message)\n".utf8))
    exit(64)
}

// `habits-bench hosted-taps …`: the store's durable taps on PostgreSQL (HostedTaps.swift).
if CommandLine.arguments.dropFirst().first == "hosted-taps" {
    runHostedTaps(Array(CommandLine.arguments.dropFirst(2)))
}

// MARK: Arguments

var runs = 30
var jsonPath: String?
var pagesPath: String?
var statisticsPath: String?
var positionals: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--runs": runs = arguments.popFirst().flatMap { Int($0) } ?? 0
    case "--json": jsonPath = arguments.popFirst()
    case "--pages": pagesPath = arguments.popFirst()
    case "--statistics": statisticsPath = arguments.popFirst()
    default: positionals.append(argument)
    }
}
guard runs >= 1, positionals.count >= 2, let today = Day(positionals[0]) else {
    fail("usage: habits-bench [--runs N] [--json FILE] [--pages DB] [--statistics DB] TODAY LABEL=PATH...")
}

func loadLibrary(_ path: String) -> Library {
    do {
        if path.hasSuffix(".json") {
            guard let data = FileManager.default.contents(atPath: path) else { fail("can't read \(path)") }
            return try ExportDocument.decode(data).library()
        }
        return try SQLiteHabitStore(path: path).library
    } catch {
        fail("can't load \(path): \(error)")
    }
}

// MARK: Timing

/// Keeps the optimiser from dropping work whose result is otherwise unused.
nonisolated(unsafe) var sink = 0

struct Timing: Codable {
    let median, min, max: Double  // milliseconds
}

/// Runs `body` three times to warm up, then `runs` times on the monotonic clock.
func time(runs: Int, _ body: () -> Int) -> Timing {
    for _ in 0..<3 { sink &+= body() }
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = clock.now
        sink &+= body()
        let elapsed = clock.now - start
        samples.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
    }
    samples.sort()
    let middle = samples.count / 2
    let median = samples.count % 2 == 1 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2
    return Timing(median: median, min: samples[0], max: samples[samples.count - 1])
}

struct Dataset: Codable {
    let label: String
    let trackers: Int
    let completions: Int
    /// Days from the earliest start to today.
    let historyDays: Int
    /// Completions of the tracker whose detail is timed (the one with the most).
    let detailCompletions: Int
    let statistics, board, detail: Timing
    /// Together (SPEC §22) over judgements already made: the counted days as bitsets, every pair's
    /// table and Fisher test, Benjamini–Hochberg; and every habit's Patterns.
    let together, patterns: Timing
    /// The board again after a write to one tracker, through a judgement cache.
    let boardAfterWrite: Timing
    /// The busiest tracker's detail state with every chart over its whole history.
    let detailCharts: Timing
    /// The board as the API's JSON (`HabitJSON.encode`), and with Foundation's `JSONEncoder`
    /// set up as it once was (the same bytes), side by side.
    let boardJSON, boardJSONFoundation: Timing
}

// MARK: Run

var datasets: [Dataset] = []
for argument in positionals.dropFirst() {
    guard let equals = argument.firstIndex(of: "=") else { fail("expected LABEL=PATH, got \(argument)") }
    let label = String(argument[..<equals])
    let library = loadLibrary(String(argument[argument.index(after: equals)...]))
    guard let start = library.trackers.map(\.createdOn).min(),
          let busiest = library.trackers.max(by: { library.history(of: $0.id).entries.count < library.history(of: $1.id).entries.count })
    else { fail("\(label) has no trackers") }

    let statistics = time(runs: runs) { Rules.statistics(of: library, today: today).perfectDays }
    let board = time(runs: runs) { BoardState.build(library: library, date: today, today: today).sections.count }
    let detail = time(runs: runs) { TrackerDetailState.build(library: library, tracker: busiest.id, today: today)?.days ?? 0 }
    let judgements = library.trackers.map { Rules.judge($0, history: library.history(of: $0.id), today: today, weekStart: library.settings.weekStart) }
    let together = time(runs: runs) { Together.build(judgements, today: today).tested }
    let patterns = time(runs: runs) { judgements.reduce(0) { $0 + (Patterns.build($1, today: today) == nil ? 0 : 1) } }
    // A write to one tracker between reads: only that tracker is judged again.
    let cache = Judgements()
    var written = library
    var flip = false
    let changed = library.trackers.first { $0.kind.isHabit }!
    _ = BoardState.build(library: written, date: today, today: today, judgements: cache)
    let boardAfterWrite = time(runs: runs) {
        flip.toggle()
        _ = try? written.setEntry(flip ? nil : .skipped, tracker: changed.id, on: today, today: today)
        return BoardState.build(library: written, date: today, today: today, judgements: cache).sections.count
    }
    let detailCharts = time(runs: runs) {
        guard let tracker = library.tracker(busiest.id) else { return 0 }
        let judgement = library.judge(tracker, today: today)
        let charts = DetailCharts.build(judgement, history: library.history(of: busiest.id), today: today, range: .all)
        return (TrackerDetailState.build(library: library, tracker: busiest.id, today: today)?.days ?? 0) + charts.heatmap.count
    }
    let boardState = BoardState.build(library: library, date: today, today: today)
    let boardJSON = time(runs: runs) { HabitJSON.encode(boardState).count }
    let foundation = JSONEncoder()
    foundation.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let boardJSONFoundation = time(runs: runs) { ((try? foundation.encode(boardState)) ?? Data()).count }
    datasets.append(Dataset(label: label, trackers: library.trackers.count,
                            completions: library.histories.values.reduce(0) { $0 + $1.doneDays.count },
                            historyDays: start.days(until: today) + 1,
                            detailCompletions: library.history(of: busiest.id).doneDays.count,
                            statistics: statistics, board: board, detail: detail, together: together, patterns: patterns,
                            boardAfterWrite: boardAfterWrite, detailCharts: detailCharts,
                            boardJSON: boardJSON, boardJSONFoundation: boardJSONFoundation))
}

// MARK: Pages through the app, cold after a write

struct Pages: Codable {
    let trackers: Int
    /// `GET /` right after a write, with the judgement and card caches (as served) and without them.
    let homeCold, homeColdUncached: Timing
    /// The busiest tracker's `GET /trackers/{id}` right after a write to that tracker.
    let detailCold: Timing
    /// That detail page's body, gzip-compressed as the server sends it.
    let detailGzipBytes: Int
    /// The home page's body, gzip-compressed as the server sends it.
    let homeGzipBytes: Int
}

/// Cold reads through the app's whole responder on a copy of a database: a write to one
/// tracker, then the first read of a page (timed), over and over.
@MainActor final class ColdReads {
    let copy: String
    let store: SQLiteHabitStore
    let busiest: Tracker
    let trackers: Int
    let instant: Date
    let today: Day
    let utc = TimeZone(identifier: "UTC")!

    init(_ path: String, today: Day) {
        self.today = today
        copy = NSTemporaryDirectory() + "habits-bench-\(UUID().uuidString).sqlite"
        do { try FileManager.default.copyItem(atPath: path, toPath: copy) } catch { fail("can't copy \(path): \(error)") }
        guard let instant = Clock.parseInstant(today.iso + "T12:00:00Z", zone: utc) else { fail("bad today") }
        self.instant = instant
        do { store = try SQLiteHabitStore(path: copy) } catch { fail("can't open \(copy): \(error)") }
        let library = store.library
        guard let busiest = library.trackers.filter(\.kind.isHabit).max(by: {
            library.history(of: $0.id).entries.count < library.history(of: $1.id).entries.count }) else { fail("no habits in \(path)") }
        self.busiest = busiest
        trackers = library.trackers.count
    }

    deinit { try? FileManager.default.removeItem(atPath: copy) }

    /// The timing of the first read of `path` after each write, and the last answer's body size.
    func time(caching: Bool, path requestPath: String) -> (Timing, Int) {
        let instant = self.instant
        let app = AppContext(store: store, clock: Clock { instant }, ids: .random, serverZone: utc, cachingJudgements: caching)
        let responder = HabitApp.responder(context: app)
        let cookie: HTTPHeaders = ["Cookie": "onboarded=1; tz=UTC", "Accept-Encoding": "gzip"]
        var flip = false
        var bytes = 0
        func read() -> Int {
            let response = (try? responder.respond(to: Request(method: .get, path: requestPath, headers: cookie)))
            bytes = response?.body.count ?? 0
            return response?.status ?? 0
        }
        _ = read()
        let clock = ContinuousClock()
        var samples: [Double] = []
        let tracker = busiest.id, today = self.today
        for _ in 0..<(runs + 3) {
            flip.toggle()
            _ = try? store.update { (lib: inout Library) throws(DomainError) in
                try lib.setEntry(flip ? .skipped : nil, tracker: tracker, on: today, today: today)
            }
            let start = clock.now
            sink &+= read()
            let elapsed = clock.now - start
            samples.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
        }
        samples = Array(samples.dropFirst(3)).sorted()
        let middle = samples.count / 2
        let median = samples.count % 2 == 1 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2
        return (Timing(median: median, min: samples[0], max: samples[samples.count - 1]), bytes)
    }
}

@MainActor func pages(_ path: String) -> Pages {
    let reads = ColdReads(path, today: today)
    let (home, homeBytes) = reads.time(caching: true, path: "/")
    let homeUncached = reads.time(caching: false, path: "/").0
    let (detail, bytes) = reads.time(caching: true, path: "/trackers/\(reads.busiest.id.lowercased)")
    return Pages(trackers: reads.trackers, homeCold: home, homeColdUncached: homeUncached, detailCold: detail,
                 detailGzipBytes: bytes, homeGzipBytes: homeBytes)
}

let pageTimings = pagesPath.map(pages)

// MARK: The Statistics page through the app (SPEC §8: 200 trackers × 10 years ≤ 50 ms)

struct StatisticsPages: Codable {
    let trackers: Int
    /// `GET /statistics` right after a write to one tracker: with the judgement cache (as
    /// served), and without it (every tracker judged, its strength and trend computed).
    let cold, coldUncached: Timing
    let gzipBytes: Int
}

@MainActor func statisticsPages(_ path: String) -> StatisticsPages {
    let reads = ColdReads(path, today: today)
    let (cold, bytes) = reads.time(caching: true, path: "/statistics")
    let uncached = reads.time(caching: false, path: "/statistics").0
    return StatisticsPages(trackers: reads.trackers, cold: cold, coldUncached: uncached, gzipBytes: bytes)
}

let statisticsTimings = statisticsPath.map(statisticsPages)

// MARK: Loop import (SPEC §8: a Loop backup of 50 habits × 5 years ≤ 2 s)

struct LoopImportTiming: Codable {
    let habits: Int
    let entries: Int
    let backupBytes: Int
    /// Reading the backup and merging it into an empty library, ms.
    let importing: Timing
}

/// A Loop backup of 50 every-day habits with five years of history (written by our own Loop
/// export, which the import tests hold to Loop's schema), timed through read and merge.
@MainActor func loopImport() -> LoopImportTiming {
    var library = Library()
    guard let category = try? library.addCategory(named: "Bench", id: IDSource.random.make()) else { fail("no category") }
    var generator = SystemRandomNumberGenerator()
    for index in 0..<50 {
        let start = today.adding(days: -(5 * 365) + 1)
        guard let tracker = try? library.addTracker(TrackerDraft(name: "Habit \(index + 1)", kind: .habit(.everyDay),
                                                                 categoryID: category.id, createdOn: start),
                                                    today: today, id: IDSource.random.make()) else { fail("no tracker") }
        var day = start
        while day <= today {
            let roll = Int.random(in: 0..<10, using: &generator)
            if roll < 7 { _ = try? library.setDone(true, tracker: tracker.id, on: day, today: today) }
            else if roll == 7 { _ = try? library.setEntry(.skipped, tracker: tracker.id, on: day, today: today) }
            day = day.adding(days: 1)
        }
    }
    guard let backup = try? LoopBackup.export(library) else { fail("can't write a Loop backup") }
    let entries = library.histories.values.reduce(0) { $0 + $1.entries.count }
    let timing = time(runs: max(3, runs / 10)) {
        guard case .source(let source)? = try? ImportRecognizer.read(backup.data),
              let merged = try? ImportMerge.merge(source, into: Library(), options: ImportOptions(today: today)) else { return -1 }
        return merged.report.entries
    }
    return LoopImportTiming(habits: 50, entries: entries, backupBytes: backup.data.count, importing: timing)
}

let loopTiming = loopImport()
print("loop import: 50 habits × 5 years (\(loopTiming.entries) entries, \(loopTiming.backupBytes) bytes): \(cell(loopTiming.importing)) ms")

// MARK: Report

func ms(_ value: Double) -> String { String(format: value < 0.1 ? "%.4f" : value < 10 ? "%.3f" : "%.1f", value) }
func cell(_ timing: Timing) -> String { "\(ms(timing.median)) (\(ms(timing.min))–\(ms(timing.max)))" }

print("habits-bench: today \(today.iso), \(runs) runs each after 3 warm-ups; milliseconds, median (min–max)")
print("dataset  trackers  completions  history days  statistics            board                 detail (1 tracker)     board JSON (JSONEncoder)")
for set in datasets {
    print([set.label.padding(toLength: 8, withPad: " ", startingAt: 0),
           String(set.trackers).padding(toLength: 9, withPad: " ", startingAt: 0),
           String(set.completions).padding(toLength: 12, withPad: " ", startingAt: 0),
           String(set.historyDays).padding(toLength: 13, withPad: " ", startingAt: 0),
           cell(set.statistics).padding(toLength: 21, withPad: " ", startingAt: 0),
           cell(set.board).padding(toLength: 21, withPad: " ", startingAt: 0),
           cell(set.detail).padding(toLength: 22, withPad: " ", startingAt: 0),
           "\(cell(set.boardJSON)) (\(cell(set.boardJSONFoundation)))"].joined(separator: " "))
}
struct Growth: Codable {
    let from, to: String
    let history, statistics, board, detail: Double
}
var growth: Growth?
// Growth with history: over the plain data sets (the mixed one has other kinds of schedules).
let plain = datasets.filter { !$0.label.hasPrefix("mixed") }
if let first = plain.first, let last = plain.last, plain.count > 1 {
    let ratio = { (path: KeyPath<Dataset, Timing>) in last[keyPath: path].median / first[keyPath: path].median }
    growth = Growth(from: first.label, to: last.label, history: Double(last.historyDays) / Double(first.historyDays),
                    statistics: ratio(\.statistics), board: ratio(\.board), detail: ratio(\.detail))
    print(String(format: "growth %@/%@ (median ratio): history ×%.1f, statistics ×%.1f, board ×%.1f, detail ×%.1f",
                 last.label, first.label, growth!.history, growth!.statistics, growth!.board, growth!.detail))
}
for set in datasets {
    print("\(set.label): together (\(set.trackers) trackers, every pair tested) \(cell(set.together)), patterns of every habit \(cell(set.patterns))")
}
if let pageTimings {
    print("pages (\(pageTimings.trackers) trackers), cold after a write: home \(cell(pageTimings.homeCold)) with the caches "
          + "(\(pageTimings.homeGzipBytes) bytes gzip), \(cell(pageTimings.homeColdUncached)) without; "
          + "detail \(cell(pageTimings.detailCold)), \(pageTimings.detailGzipBytes) bytes gzip")
}
if let statisticsTimings {
    print("statistics page (\(statisticsTimings.trackers) trackers), cold after a write: \(cell(statisticsTimings.cold)) with the judgement cache, "
          + "\(cell(statisticsTimings.coldUncached)) without, \(statisticsTimings.gzipBytes) bytes gzip")
}
print("(checksum \(sink))")

if let jsonPath {
    struct Output: Codable {
        let today: String; let runs: Int; let datasets: [Dataset]; let growth: Growth?; let pages: Pages?
        let statisticsPage: StatisticsPages?; let loopImport: LoopImportTiming
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(Output(today: today.iso, runs: runs, datasets: datasets, growth: growth, pages: pageTimings,
                                          statisticsPage: statisticsTimings, loopImport: loopTiming))
    try data.write(to: URL(fileURLWithPath: jsonPath))
}
