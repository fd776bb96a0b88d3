import Foundation
import HabitCore
import HabitInterop
import HabitTestSupport
import HabitStore
import Testing

/// Kills real `habits` processes with SIGKILL in the middle of writes and checks what is left.
@Suite(.serialized) struct CrashTests {
    /// The `habits` executable SwiftPM built beside the test bundle.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("habits")
    }

    static func launch(_ arguments: [String], database: String) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments + ["--db", database]
        process.environment = ["HABITS_NOW": "2025-03-07T12:00:00Z", "TZ": "UTC"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// A large import is one transaction: after a kill the database holds all of it or none.
    @Test func a_killed_import_leaves_all_or_nothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("habits-crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var library = Library()
        let category = try library.addCategory(named: "Bulk")
        let today = Day(year: 2025, month: 3, day: 7)!
        for index in 0..<40 {
            let tracker = try library.addTracker(
                TrackerDraft(name: "Habit \(index)", kind: .habit(.everyDay), categoryID: category.id,
                             createdOn: today.adding(days: -1500)), today: today)
            for back in 0..<1500 where (back + index) % 3 != 0 {
                try library.setDone(true, tracker: tracker.id, on: today.adding(days: -back), today: today)
            }
        }
        let file = folder.appendingPathComponent("big.json")
        try ExportDocument(library).encoded().write(to: file)

        var outcomes: Set<String> = []
        for round in 0..<6 {
            let database = folder.appendingPathComponent("round\(round).sqlite").path
            let process = try Self.launch(["import", file.path], database: database)
            usleep(UInt32.random(in: 30_000...400_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let store = try SQLiteHabitStore(path: database)
            #expect(try store.integrityCheck() == "ok")
            let after = store.library
            #expect(after.isEmpty || after == library, "round \(round): half an import is visible")
            outcomes.insert(after.isEmpty ? "none" : "all")
        }
        #expect(!outcomes.isEmpty)
    }

    /// Every write a process acknowledged (exit 0) survives a later process being killed mid-write.
    @Test func acknowledged_writes_survive_processes_killed_mid_write() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("habits-crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("habits.sqlite").path
        for arguments in [["category", "add", "Health"], ["add", "Read", "--category", "Health", "--every-day", "--start", "2024-01-01"]] {
            let process = try Self.launch(arguments, database: database)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        let start = Day(year: 2024, month: 1, day: 1)!
        var acknowledged: Set<Day> = []
        for index in 0..<40 {
            let day = start.adding(days: index)
            let process = try Self.launch(["done", "Read", "--date", day.iso], database: database)
            if index % 2 == 1 {
                usleep(UInt32.random(in: 1_000...40_000))
                kill(process.processIdentifier, SIGKILL)
            }
            process.waitUntilExit()
            if process.terminationReason == .exit && process.terminationStatus == 0 { acknowledged.insert(day) }
        }
        let store = try SQLiteHabitStore(path: database)
        #expect(try store.integrityCheck() == "ok")
        let read = store.library.tracker(named: "Read")!
        let saved = Set(store.library.history(of: read.id).doneDays)
        #expect(acknowledged.isSubset(of: saved))
        #expect(acknowledged.count >= 20)
    }
}
