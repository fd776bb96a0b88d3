import Foundation
import HabitCore
import HabitStore

/// The `habits` command line. `main.swift` only calls `CLI.main()`; tests call `CLI.run` with
/// their own arguments, environment, clock and console and compare exact output.
public enum CLI {
    /// The command line speaks English; its words come from the same catalogue as the web app's.
    static let language: Language = .en
    static let copy: any Copy = language.copy

    /// Every command, as the root help lists them.
    static var commands: [any Command.Type] { [
        CategoryAddCommand.self, CategoryListCommand.self, CategoryRenameCommand.self, CategoryMoveCommand.self,
        CategoryDeleteCommand.self,
        AddCommand.self, EditCommand.self, PinCommand.self, UnpinCommand.self, MoveCommand.self,
        PauseCommand.self, ResumeCommand.self, ArchiveCommand.self, UnarchiveCommand.self, DeleteCommand.self,
        RemindCommand.self,
        DoneCommand.self, SkipCommand.self, NoteCommand.self, UndoCommand.self,
        ListCommand.self, ShowCommand.self, StatsCommand.self, SettingsCommand.self,
        NotifyWebhookCommand.self, NotifyNtfyCommand.self, NotifyListCommand.self, NotifyRemoveCommand.self,
        NotifyTestCommand.self,
        ExportCommand.self, ImportCommand.self, ServeCommand.self, HealthCommand.self, BackupCommand.self, RestoreCommand.self,
        UserAddCommand.self, UserListCommand.self, UserDeleteCommand.self, UserInviteCommand.self, UserPasswordCommand.self,
        UserLinkCommand.self,
        TokenAddCommand.self, TokenListCommand.self, TokenRevokeCommand.self,
    ] }

    /// Runs the process's command line and exits with its code.
    public static func main() -> Never {
        let code = run(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
                       console: .standard)
        exit(code)
    }

    /// Runs one command line and returns its exit code.
    public static func run(_ arguments: [String], environment: [String: String], console: Console,
                           clock: Clock? = nil) -> Int32 {
        do {
            try dispatch(arguments, environment: environment, console: console, clock: clock)
            return ExitCode.ok.rawValue
        } catch let error as CLIError {
            console.error("habits: \(error.message)")
            return error.code.rawValue
        } catch {
            // `Failure` decides the exit code, as it decides the API's status.
            let failure = Failure(error)
            if case .refused(let rule)? = failure {
                console.error("habits: \(copy.message(rule))\(hint(for: rule))")
            } else {
                console.error("habits: \(error)")
            }
            return failure?.exitCode ?? ExitCode.ioError.rawValue
        }
    }

    static func dispatch(_ arguments: [String], environment: [String: String], console: Console, clock: Clock?) throws {
        // `--db PATH`, `--database URL` and `--user NAME` are global: they may come before the command words too.
        var arguments = arguments
        for global in ["--db", "--database", "--user"] {
            if let index = arguments.firstIndex(of: global), index + 1 < arguments.count,
               index < (arguments.firstIndex { !$0.hasPrefix("-") } ?? arguments.count) {
                let value = arguments[index + 1]
                arguments.removeSubrange(index...(index + 1))
                arguments += [global, value]
            }
        }
        let words = arguments.prefix { !$0.hasPrefix("-") }
        let wantsHelp = arguments.contains("--help") || arguments.contains("-h")
        if words.isEmpty || words.first == "help" {
            console.print(rootHelp)
            if !wantsHelp && words.first != "help" { throw CLIError.usage("Name a command; see the list above.") }
            return
        }
        let command = commands
            .filter { Array(words.prefix($0.path.count)) == $0.path }
            .max { $0.path.count < $1.path.count }
        guard let command else {
            if words.first == "notify" {
                console.print(notifyHelp)
                if wantsHelp { return }
                throw CLIError.usage("Say what to do with reminders' channels: webhook, ntfy, list, remove or test.")
            }
            if words.first == "category" {
                console.print(categoryHelp)
                if wantsHelp { return }
                throw CLIError.usage("Say what to do with categories: add, list, rename, move or delete.")
            }
            if words.first == "user" || words.first == "token" {
                console.print(words.first == "user" ? userHelp : tokenHelp)
                if wantsHelp { return }
                throw CLIError.usage(words.first == "user" ? "Say what to do with accounts: add, list, delete or invite."
                                                            : "Say what to do with API tokens: add, list or revoke.")
            }
            throw CLIError.usage("Unknown command '\(words.first!)'. Run 'habits --help' for the list.")
        }
        let rest = Array(arguments.dropFirst(command.path.count))
        if wantsHelp {
            console.print(command.help)
            return
        }
        let input = try Input.parse(rest, for: command)
        let context = try Context(environment: environment, console: console, clock: clock,
                                  databasePath: input.value("db"), databaseURL: input.value("database"), user: input.value("user"))
        try command.run(input, context)
    }

    static func hint(for error: DomainError) -> String {
        switch error {
        case .unknownTracker: return " " + copy.listTrackersHint
        case .unknownCategory: return " " + copy.listCategoriesHint
        default: return ""
        }
    }

    static var rootHelp: String {
        let width = commands.map { $0.path.joined(separator: " ").count }.max() ?? 0
        let lines = commands.map { command -> String in
            let name = command.path.joined(separator: " ")
            return "  \(name)\(String(repeating: " ", count: width - name.count))  \(command.summary)"
        }
        return """
            habits — track habits and one-off events, day by day.

            Usage: habits <command> [options]

            Commands:
            \(lines.joined(separator: "\n"))

            Global options:
              --db PATH        the SQLite database file (default $XDG_DATA_HOME/habits/habits.sqlite; HABITS_DB also works)
              --database URL   a PostgreSQL database instead, e.g. postgres://habits@127.0.0.1/habits
                               (HABITS_DATABASE_URL also works); the role must not be a superuser
              --user NAME      act for that account (needed once a database has more than one; see 'habits user')
              --json           machine-readable output on read commands
              --help           help for any command

            HABITS_NOW=<ISO-8601 instant> pins the clock; TZ and the day start ('habits settings') decide "today".
            Exit codes: 0 ok, 64 usage error, 65 invalid data, 74 database cannot be opened or written.
            """
    }

    static var userHelp: String {
        """
        Usage: habits user (add NAME | list [--json] | delete NAME --yes | invite [--base-url URL])
        Run 'habits user add --help' (or list, delete, invite) for details.
        """
    }

    static var tokenHelp: String {
        """
        Usage: habits token (add --user NAME --label LABEL | list [--user NAME] | revoke ID)
        Run 'habits token add --help' (or list, revoke) for details.
        """
    }

    static var notifyHelp: String {
        """
        Usage: habits notify (webhook URL [--secret S] | ntfy URL | list [--json] | remove ID | test [ID])
        Browsers subscribe to Web Push in Settings. Run 'habits notify webhook --help' (or ntfy, list, remove, test).
        """
    }

    static var categoryHelp: String {
        """
        Usage: habits category (add NAME | list | rename OLD NEW | move NAME --up|--down | delete NAME --yes)
        Run 'habits category add --help' (or list, rename, move, delete) for details.
        """
    }
}

/// Where output goes: standard output and standard error, or buffers in tests.
public struct Console: Sendable {
    public let print: @Sendable (String) -> Void
    public let error: @Sendable (String) -> Void
    /// A secret (a password) from standard input: after showing the prompt with echo off on a
    /// terminal, or the first line of what was piped in. Nil when there is none.
    public let readSecret: @Sendable (_ prompt: String) -> String?

    public init(print: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void,
                readSecret: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.print = print
        self.error = error
        self.readSecret = readSecret
    }

    /// Writes straight to file descriptors 1 and 2 (the global `stdout` is not concurrency-safe).
    public static let standard = Console(
        print: { write(1, $0 + "\n") },
        error: { write(2, $0 + "\n") },
        readSecret: { prompt in readSecretFromStandardInput(prompt: prompt) })

    /// On a terminal: the prompt on standard error, echo off while the line is typed. Otherwise
    /// the first line of standard input (a pipe or a file), without its line break.
    private static func readSecretFromStandardInput(prompt: String) -> String? {
        var original = termios()
        let terminal = isatty(0) == 1 && tcgetattr(0, &original) == 0
        if terminal {
            write(2, prompt)
            var silent = original
            silent.c_lflag &= ~tcflag_t(ECHO)
            _ = tcsetattr(0, TCSAFLUSH, &silent)
        }
        defer {
            if terminal {
                _ = tcsetattr(0, TCSAFLUSH, &original)
                write(2, "\n")
            }
        }
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while Foundation.read(0, &byte, 1) == 1 {
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self).trimmingSuffix("\r") }
            bytes.append(byte)
        }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self).trimmingSuffix("\r")
    }

    /// Writes raw bytes to standard output (export without a trailing newline).
    static func writeData(_ data: Data) { write(1, data) }

    private static func write(_ descriptor: Int32, _ text: String) { write(descriptor, Data(text.utf8)) }

    private static func write(_ descriptor: Int32, _ data: Data) {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}

/// `sysexits.h` codes, as the CLI promises them.
public enum ExitCode: Int32, Sendable {
    case ok = 0
    /// `habits health`: the server did not answer (what a container's HEALTHCHECK reads as unhealthy).
    case unhealthy = 1
    case usage = 64
    case dataError = 65
    case ioError = 74
}

/// A problem with the command line itself, or with data the CLI reads (not a broken rule).
struct CLIError: Error {
    let code: ExitCode
    let message: String

    static func usage(_ message: String) -> CLIError { CLIError(code: .usage, message: message) }
    static func data(_ message: String) -> CLIError { CLIError(code: .dataError, message: message) }
    static func io(_ message: String) -> CLIError { CLIError(code: .ioError, message: message) }
}

extension Failure {
    /// `sysexits.h`: 65 for data the rules refuse, 74 when the database cannot be written.
    var exitCode: Int32 {
        switch self {
        case .notFound, .refused: ExitCode.dataError.rawValue
        case .storageUnavailable: ExitCode.ioError.rawValue
        }
    }
}
