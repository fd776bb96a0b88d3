import Foundation
import HabitCore
@testable import HabitInterop
@testable import HabitStore
import HabitTestSupport
import Testing

/// Files made to do harm are refused with a message naming the problem (SPEC §12), before
/// anything could be merged.
@Suite struct LoopHostileFileTests {
    private func refusal(_ data: Data) -> String? {
        problem { _ = try importLoop(data) }
    }

    // MARK: SQLite

    @Test func a_backup_with_a_trigger_is_refused() throws {
        let data = try loopBackup("backup-v25", extra: "CREATE TRIGGER spy AFTER INSERT ON Habits BEGIN DELETE FROM Repetitions; END;")
        #expect(refusal(data) == "it contains a trigger (\"spy\"); backups of habit apps have none, so the file is refused.")
    }

    @Test func a_backup_with_a_view_is_refused() throws {
        let data = try loopBackup("backup-v25", extra: "CREATE VIEW Everything AS SELECT * FROM Habits;")
        #expect(refusal(data) == "it contains a view (\"Everything\"); backups of habit apps have none, so the file is refused.")
    }

    @Test func a_backup_with_a_virtual_table_is_refused() throws {
        let data = try loopBackup("backup-v25", extra: "CREATE VIRTUAL TABLE Search USING fts5(name);")
        #expect(refusal(data) == "it contains a virtual table (\"Search\"); backups of habit apps have none, so the file is refused.")
    }

    @Test func a_backup_with_an_oversized_value_is_refused() throws {
        let data = try loopBackup("backup-v25", extra: "UPDATE Repetitions SET notes = replace(hex(zeroblob(600000)), '0', 'x') WHERE id = 1;")
        #expect(refusal(data) == "it holds a value larger than 1 MiB; such files are refused.")
    }

    @Test func a_backup_with_invalid_utf8_is_refused() throws {
        let name = try loopBackup("backup-v25", extra: "UPDATE Habits SET name = CAST(X'4D65C328' AS TEXT) WHERE id = 2;")
        #expect(refusal(name) == "the habit with id 2 has a name that is not valid UTF-8.")
        let note = try loopBackup("backup-v25", extra: "UPDATE Repetitions SET notes = CAST(X'FF' AS TEXT) WHERE id = 1;")
        #expect(refusal(note) == "a note of the habit \"Meditate\" is not valid UTF-8.")
    }

    @Test func backups_newer_than_25_or_older_than_9_are_refused_naming_their_version() throws {
        #expect(refusal(try loopBackup("backup-v25", extra: "PRAGMA user_version = 26;"))
            == "it is a Loop backup of version 26, newer than the newest this Habits reads (25); update Habits.")
        #expect(refusal(try loopBackup("backup-v15", extra: "PRAGMA user_version = 8;"))
            == "it is a Loop backup of version 8, older than the oldest this Habits reads (9); open it in a newer Loop and make a new backup.")
    }

    @Test func an_sqlite_file_that_is_not_loops_is_refused() throws {
        #expect(refusal(try sqliteFile("CREATE TABLE Notes (x); PRAGMA user_version = 25;"))?
            .hasPrefix("it is an SQLite file, but not the backup of an app Habits reads (Loop") == true)
        #expect(refusal(try loopBackup("backup-v22", extra: "ALTER TABLE Habits DROP COLUMN unit;"))
            == "its table Habits has no column unit, which a Loop backup of version 22 has.")
        var damaged = try loopBackup("backup-v25")
        damaged.removeLast(damaged.count - 2000)
        #expect(refusal(damaged)?.hasPrefix("the SQLite file is damaged") == true || refusal(damaged)?.hasPrefix("SQLite") == true)
    }

    @Test func a_habits_document_goes_through_the_same_guards() {
        // Settings' quick import decodes a Habits document directly: nesting and UTF-8 are checked there too.
        let deep = #"{"format":"habits","version":2,"categories":"# + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "}"
        #expect(problem { _ = try ExportDocument.decode(Data(deep.utf8)) } == "its JSON nests deeper than 64 levels; such files are refused.")
        #expect(problem { _ = try ExportDocument.decode(Data([0x7B, 0xFF, 0x7D])) } == "the file is not valid UTF-8.")
    }

    @Test func files_of_64_mib_and_more_are_refused() {
        var data = Data("SQLite format 3\0".utf8)
        data.append(Data(count: (64 << 20) - data.count))
        #expect(refusal(data) == "the file is 64 MiB; files of 64 MiB and more are refused.")
    }

    @Test func the_imported_file_is_only_read() throws {
        // Nothing in the file runs, and the connection cannot write: even a statement that would
        // write is refused by SQLite itself.
        let db = try SQLiteConnection(readOnlyImage: Array(try loopBackup("backup-v25")), valueLimit: InteropLimits.sqliteValue)
        #expect(throws: SQLiteError.self) { try db.execute("DELETE FROM Habits") }
        #expect(try db.scalar("PRAGMA trusted_schema") == 0)
        #expect(try db.scalar("SELECT count(*) FROM Habits") == 9)
    }

    // MARK: Zip

    @Test func a_zip_bomb_is_refused_by_its_ratio() {
        var zip = TestZip()
        zip.add("Habits.csv", bytes: [UInt8](repeating: 0x30, count: 8 << 20))
        #expect(refusal(zip.data)?.hasPrefix("the zip archive has an entry (\"Habits.csv\") that unpacks to ") == true)
        #expect(refusal(zip.data)?.hasSuffix("times its size; it is refused as a zip bomb.") == true)
    }

    @Test func a_zip_unpacking_to_more_than_64_mib_is_refused() {
        var zip = TestZip()
        for index in 0..<3 {
            // The sizes lie (the central directory is checked before any data is read).
            zip.add("\(index).bin", bytes: [UInt8](repeating: 1, count: 1000), declaredSize: 30 << 20, declaredCompressedSize: 1 << 20)
        }
        #expect(refusal(zip.data) == "the zip archive unpacks to more than 64 MiB; it is refused as a zip bomb.")
    }

    @Test func an_entry_larger_than_its_header_says_is_refused() {
        var zip = TestZip()
        zip.add("Habits.csv", bytes: Array("Position,Name,Description,NumRepetitions,Interval,Color\n".utf8), declaredSize: 10)
        #expect(refusal(zip.data) == "the zip entry \"Habits.csv\" is damaged or larger than its header says; it is refused.")
    }

    @Test func a_damaged_entry_fails_its_crc_check() {
        var zip = TestZip()
        zip.add("Habits.csv", "Position,Name,Description,NumRepetitions,Interval,Color\n", deflate: false)
        var data = zip.data
        data[30 + "Habits.csv".utf8.count] ^= 0x01
        #expect(refusal(data) == "the zip entry \"Habits.csv\" fails its CRC check (the archive is damaged).")
    }

    @Test(arguments: ["../Habits.csv", "001 Run/../../etc/passwd", "/etc/passwd", "C:\\Windows\\x", "a\\..\\b"])
    func path_traversal_names_are_refused(name: String) {
        var zip = TestZip()
        zip.add("Habits.csv", "Position,Name,Description,NumRepetitions,Interval,Color\n")
        zip.add(name, "x")
        #expect(refusal(zip.data) == "the zip archive has an entry named \"\(name)\"; names with \"..\" or an absolute path are refused.")
    }

    @Test func more_than_10000_entries_are_refused() {
        var zip = TestZip()
        for index in 0...10_000 { zip.add("\(index)", bytes: [], deflate: false) }
        #expect(refusal(zip.data) == "the zip archive has 10001 entries; more than 10000 are refused.")
    }

    @Test func invalid_utf8_in_a_csv_or_a_name_is_refused() {
        var zip = TestZip()
        zip.add("Habits.csv", bytes: Array("Position,Name,Description,NumRepetitions,Interval,Color\n001,".utf8) + [0xC3, 0x28] + Array(",,1,1,#388E3C\n".utf8))
        #expect(refusal(zip.data) == "Habits.csv is not valid UTF-8.")
        var named = TestZip()
        named.add("", bytes: [], rawName: [0x41, 0xFF])
        #expect(refusal(named.data) == "the zip archive has an entry name that is not valid UTF-8.")
    }

    @Test func a_zip_that_is_not_loops_is_refused() {
        var zip = TestZip()
        zip.add("notes.txt", "hello")
        #expect(refusal(zip.data)?.hasPrefix("it is a zip archive, but not the export of an app Habits reads (Loop") == true)
        var other = TestZip()
        other.add("Habits.csv", "Name,When\nRun,daily\n")
        #expect(refusal(other.data) == "its Habits.csv starts with \"Name,When\", which is none of Loop's layouts.")
        #expect(refusal(Data([0x50, 0x4B, 0x03, 0x04, 0, 0])) == "the zip archive is too short to be one.")
        #expect(refusal(Data("hello".utf8))?.hasPrefix("it is not a Habits export (a JSON object) nor the file of an app Habits reads (Loop") == true)
    }
}

/// The flow Interop.swift documents, through a real store: the merge runs inside the write.
@Suite struct LoopStoreImportTests {
    @Test func an_import_is_stored_and_a_refused_one_writes_nothing() throws {
        let db = TemporaryDatabase()
        let store = try SQLiteHabitStore(path: db.path)
        let options = ImportOptions(today: loopToday)
        let source = try readSource(try loopBackup("backup-v25"))
        let report = try store.update { (library: inout Library) throws(DomainError) in
            let (merged, report) = try ImportMerge.merge(source, into: library, options: options)
            library = merged
            return report
        }
        #expect(report.newHabits == 9)
        let stored = store.library
        #expect(try SQLiteHabitStore(path: db.path).library == stored)

        let revision = store.snapshot.revision
        let hostile = try loopBackup("backup-v25", extra: "CREATE VIEW v AS SELECT 1;")
        #expect(throws: DomainError.self) {
            let source = try readSource(hostile)
            try store.update { (library: inout Library) throws(DomainError) in
                library = try ImportMerge.merge(source, into: library, options: options).library
            }
        }
        #expect(store.snapshot.revision == revision)
        #expect(try SQLiteHabitStore(path: db.path).library == stored)
    }

    @Test func a_file_of_64_mib_is_refused_before_it_is_read() throws {
        let db = TemporaryDatabase()
        let path = db.folder.appendingPathComponent("big.db").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("SQLite format 3\0".utf8)))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 64 << 20)
        try handle.close()
        #expect(problem { _ = try ImportFile.read(atPath: path) } == "the file is 64 MiB; files of 64 MiB and more are refused.")
        #expect(problem { _ = try ImportFile.read(atPath: path + ".missing") } == "there is no readable file at \(path).missing.")
    }
}
