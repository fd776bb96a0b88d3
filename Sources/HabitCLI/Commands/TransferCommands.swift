import Foundation
import HabitCore
import HabitStore

struct ExportCommand: Command {
    static let path = ["export"]
    static let summary = "Write the whole database as one JSON document"
    static let help = "Usage: habits export [--output FILE]\n\nWithout --output the document goes to standard output."
    static let options: [Option] = [.value("output")]
    static let arguments = 0...0

    static func run(_ input: Input, _ context: Context) throws {
        let library = try context.library()
        let data = ExportDocument(library).encoded()
        guard let output = input.value("output") else {
            return Console.writeData(data)
        }
        do {
            try data.write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            throw CLIError.io("Can't write \(output): \(error.localizedDescription). Check the folder exists and is writable.")
        }
        context.print(context.copy.exported(categories: library.categories.count, trackers: library.trackers.count, to: output))
    }
}

struct ImportCommand: Command {
    static let path = ["import"]
    static let summary = "Load an exported JSON document into an empty database"
    static let help = "Usage: habits import FILE\n\nThe database must be empty; nothing changes if the file has a problem."

    static func run(_ input: Input, _ context: Context) throws {
        let path = input.positionals[0]
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError(code: .ioError, message: "Can't read \(path). Check the path.")
        }
        let library = try ExportDocument.decode(data).library()
        try context.store().importLibrary(library)
        let completions = library.histories.values.reduce(0) { $0 + $1.doneDays.count }
        context.print(context.copy.importedAll(categories: library.categories.count, trackers: library.trackers.count,
                                               completions: completions))
    }
}
