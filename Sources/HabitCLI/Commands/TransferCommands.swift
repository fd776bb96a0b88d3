import Foundation
import HabitCore
import HabitInterop
import HabitStore

struct ExportCommand: Command {
    static let path = ["export"]
    static let summary = "Write everything as JSON, CSV or a Loop Habit Tracker backup"
    static let help = """
        Usage: habits export [--format json|csv|loop] [--output FILE]

          --format F     json: the whole database as one document (default; `habits import` reads it back)
                         csv: tracker,category,date,state,value,note, a row per day
                         loop: a backup Loop Habit Tracker can restore (user_version 25)
          --output FILE  write there; without it the file goes to standard output
        """
    static let options: [Option] = [.value("output"), .value("format")]
    static let arguments = 0...0

    static func run(_ input: Input, _ context: Context) throws {
        guard let format = Transfer.ExportFormat(rawValue: input.value("format") ?? "json") else {
            throw CLIError.usage("--format is json, csv or loop.")
        }
        let library = try context.library()
        let (data, notExported) = try Transfer.export(library, as: format)
        guard let output = input.value("output") else {
            for note in notExported { context.console.error("habits: \(note)") }
            return Console.writeData(data)
        }
        do {
            try data.write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw CLIError.io("Can't write \(output): \(error.localizedDescription). Check the folder exists and is writable.")
        }
        context.print(context.copy.exported(categories: library.categories.count, trackers: library.trackers.count, to: output))
        for note in notExported { context.print("  \(note)") }
    }
}

struct ImportCommand: Command {
    static let path = ["import"]
    static let summary = "Import a Habits export or another habit app's backup or export"
    static var help: String {
        """
        Usage: habits import FILE|FOLDER [--category NAME] [--dry-run]

        The format is recognised from the file's content. A Habits JSON export loads into an
        empty database. A file of another app is merged into what is there: habits matched
        from an earlier import are updated, others are added; importing the same file again
        changes nothing. Apps read: \(ImportRecognizer.apps.joined(separator: ", ")).
        A FOLDER is harsh's (habits import ~/.config/harsh: its habits and log files).

          --category NAME  the category for habits the file gives none (default: the app's name;
                           made if missing)
          --dry-run        show what would be imported, and write nothing
        Nothing changes if the file has a problem.
        """
    }
    static let options: [Option] = [.value("category"), .flag("dry-run")]

    static func run(_ input: Input, _ context: Context) throws {
        let path = input.positionals[0]
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw CLIError(code: .ioError, message: "Can't read \(path). Check the path.")
        }
        let dryRun = input.has("dry-run")
        let copy = context.copy
        var isFolder: ObjCBool = false
        let outcome = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
            ? try Transfer.importFolder(atPath: path, into: context.store(), today: try context.today, category: input.value("category"),
                                        dryRun: dryRun)
            : try Transfer.importFile(try ImportFile.read(atPath: path), into: context.store(), today: try context.today,
                                      category: input.value("category"), dryRun: dryRun)
        switch outcome {
        case .habits(let categories, let trackers, let completions):
            context.print(dryRun ? copy.habitsImportPreview(categories: categories, trackers: trackers, entries: completions)
                                 : copy.importedAll(categories: categories, trackers: trackers, completions: completions))
        case .merged(let report):
            context.print(copy.importSummary(file: copy.importFile(app: report.format.app, kind: report.format.file),
                                             habits: report.habits.count, new: report.newHabits, entries: report.entries,
                                             written: report.entriesWritten, category: report.category, dryRun: dryRun))
            for habit in report.habits {
                let reminders = habit.reminders.isEmpty ? "" : "  \(copy.importReminders(habit.reminders.count))"
                context.print("  \(habit.isNew ? "+" : "=") \(habit.name)  \(copy.scheduleSummary(habit.schedule))  "
                              + "\(copy.days(habit.entries))\(reminders)")
            }
            for note in report.notes { context.print("  \(copy.importNote(note))") }
        }
    }
}
