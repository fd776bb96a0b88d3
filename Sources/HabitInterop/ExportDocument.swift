import Foundation
import HabitCore
import HabitStore

/// The whole database as one JSON document. Lossless (ids, positions and start days travel) and
/// compact (a tracker's completions are an array of days). Encoded with sorted keys so that
/// export → import → export gives the same bytes.
///
/// Version 2 writes a habit's schedule in its one outward form (`frequency`), its measure, pauses
/// and archive day, its reminders, every entry that is not a plain done day (skips, values,
/// notes) under `entries`, and the settings; version 1 wrote the weekday list as `schedule` and still imports.
public struct ExportDocument: Codable, Sendable {
    public static let currentVersion = 2
    static let readableVersions = 1...currentVersion

    public var format: String
    public var version: Int
    public var categories: [CategoryRecord]
    public var trackers: [TrackerRecord]
    public var settings: Settings?

    public struct CategoryRecord: Codable, Sendable {
        var id: String
        var name: String
        var position: Int
    }

    public struct TrackerRecord: Codable, Sendable {
        var id: String
        var name: String
        var kind: String
        /// Version 1's weekday list; never written now.
        var schedule: [Weekday]?
        var frequency: Schedule?
        var categoryId: String
        var emoji: String
        var color: String
        var createdOn: Day
        var pinned: Bool
        var position: Int
        var note: String?
        /// Plain done days (no note): the compact form of most of a history.
        var completions: [Day]
        /// Every other entry: skipped, a value, a note, done with a note.
        var entries: [EntryRecord]?
        var measure: Measure?
        var pauses: [Pause]?
        var archivedOn: Day?
        /// `[{"time": "21:00", "weekdays": ["mon", …]}]`; absent when there are none.
        var reminders: [Reminder]?
    }

    public struct EntryRecord: Codable, Sendable {
        var date: Day
        /// `done` or `skipped`; absent for a value or a note alone.
        var state: String?
        var value: Quantity?
        var note: String?

        init(_ entry: Entry) {
            date = entry.day
            switch entry.state {
            case .done?: state = "done"
            case .skipped?: state = "skipped"
            case .value(let amount)?: value = amount
            case nil: break
            }
            note = entry.note
        }

        func entry(of tracker: String) throws(DomainError) -> Entry {
            let state: Entry.State?
            switch (self.state, value) {
            case ("done"?, nil): state = .done
            case ("skipped"?, nil): state = .skipped
            case (nil, let amount?): state = .value(amount)
            case (nil, nil): state = nil
            default: throw .invalidImport("tracker \"\(tracker)\" has an entry on \(date) that is neither done, skipped, a value nor a note.")
            }
            return Entry(day: date, state: state, note: note)
        }
    }

    public init(_ library: Library) {
        format = "habits"
        version = Self.currentVersion
        categories = library.categories.map { CategoryRecord(id: $0.id.lowercased, name: $0.name, position: $0.position) }
        trackers = library.trackers.map { tracker in
            let entries = library.history(of: tracker.id).entries
            let plain = entries.filter { $0.isDone && $0.note == nil }
            let other = entries.filter { !($0.isDone && $0.note == nil) }.map(EntryRecord.init)
            return TrackerRecord(id: tracker.id.lowercased, name: tracker.name, kind: tracker.kind.name,
                                 schedule: nil, frequency: tracker.kind.schedule, categoryId: tracker.categoryID.lowercased,
                                 emoji: tracker.emoji, color: tracker.color, createdOn: tracker.createdOn,
                                 pinned: tracker.pinned, position: tracker.position, note: tracker.note,
                                 completions: plain.map(\.day), entries: other.isEmpty ? nil : other,
                                 measure: tracker.measure, pauses: tracker.pauses.isEmpty ? nil : tracker.pauses,
                                 archivedOn: tracker.archivedOn, reminders: tracker.reminders.isEmpty ? nil : tracker.reminders)
        }
        settings = library.settings.chosen == .standard ? nil : library.settings.chosen
    }

    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Plain strings, numbers and arrays only: encoding cannot fail.
        return (try? encoder.encode(self)) ?? Data()
    }

    /// Reads a document, naming the first problem found in words a person can act on.
    public static func decode(_ data: Data) throws(DomainError) -> ExportDocument {
        // The guards every imported file passes (size, UTF-8, nesting), whichever path it came by.
        try InteropLimits.checkFileSize(data.count)
        try ImportJSON.checkDepth(try ImportGuards.text(data, what: "the file"))
        let document: ExportDocument
        do {
            document = try JSONDecoder().decode(ExportDocument.self, from: data)
        } catch let error as DecodingError {
            throw .invalidImport(describe(error))
        } catch {
            throw .invalidImport("it is not valid JSON.")
        }
        guard document.format == "habits" else { throw .invalidImport("it is not a Habits export (format \"\(document.format)\").") }
        guard readableVersions.contains(document.version) else {
            throw .invalidImport("it is version \(document.version); this Habits reads versions 1 to \(currentVersion).")
        }
        return document
    }

    /// The library the document describes, every rule checked.
    public func library() throws(DomainError) -> Library {
        func id<Owner>(_ text: String, of what: String) throws(DomainError) -> Identifier<Owner> {
            guard let id = Identifier<Owner>(text) else { throw .invalidImport("\(what) has \"\(text)\" as its id, which is not a UUID.") }
            return id
        }
        var categories: [Category] = []
        for record in self.categories {
            let categoryID: Category.ID = try id(record.id, of: "category \"\(record.name)\"")
            categories.append(Category(id: categoryID, name: record.name, position: record.position))
        }
        var trackers: [Tracker] = []
        var histories: [Tracker.ID: History] = [:]
        for record in self.trackers {
            let kind: Tracker.Kind
            let schedule = version == 1 ? record.schedule.map { Schedule.weekdays(WeekdaySet($0)) } : record.frequency
            switch (record.kind, schedule) {
            case ("habit", let schedule?): kind = .habit(schedule)
            case ("event", nil): kind = .event
            default:
                throw .invalidImport("tracker \"\(record.name)\" must be a habit with a schedule or an event without one.")
            }
            var entries = record.completions.map { Entry(day: $0) }
            for entry in record.entries ?? [] { entries.append(try entry.entry(of: record.name)) }
            let history = History(entries)
            guard history.entries.count == entries.count else {
                throw .invalidImport("tracker \"\(record.name)\" lists a day twice.")
            }
            let trackerID: Tracker.ID = try id(record.id, of: "tracker \"\(record.name)\"")
            trackers.append(Tracker(id: trackerID, name: record.name, kind: kind,
                                    categoryID: try id(record.categoryId, of: "tracker \"\(record.name)\"'s category"),
                                    emoji: record.emoji, color: record.color, createdOn: record.createdOn,
                                    pinned: record.pinned, position: record.position, note: record.note,
                                    measure: record.measure, pauses: record.pauses ?? [], archivedOn: record.archivedOn,
                                    reminders: record.reminders ?? []))
            histories[trackerID] = history
        }
        return try Library(validating: categories, trackers: trackers, histories: histories, settings: settings ?? .standard)
    }

    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return path.isEmpty ? "the document" : String(path.drop { $0 == "." })
        }
        switch error {
        case .keyNotFound(let key, let context):
            // "the document is missing "version"", "trackers[0] is missing "name"": always a subject.
            return "\(path(context)) is missing \"\(key.stringValue)\"."
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(path(context)) has the wrong type."
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "it is not valid JSON." : "\(path(context)): \(context.debugDescription)"
        @unknown default:
            return "it could not be read."
        }
    }
}
