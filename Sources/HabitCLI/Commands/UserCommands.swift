import Foundation
import HabitAccounts
import HabitCore
import HabitScreens
import HabitStore

/// `habits user …`: the accounts of the database (SPEC §13). A password is never an argument:
/// it is read from standard input (a prompt with echo off on a terminal, else the first line).
struct UserAddCommand: Command {
    static let path = ["user", "add"]
    static let summary = "Add an account (the first keeps the habits already here)"
    static let help = """
        Usage: habits user add NAME

        Adds an account. Its password is read from standard input: typed at a prompt that does not
        echo it, or piped in (printf '%s\\n' "$PASSWORD" | habits user add NAME). At least 8
        characters. The first account keeps the habits already in the database; once an account
        exists, every page and API route needs a sign-in.
        """

    static func run(_ input: Input, _ context: Context) throws {
        let name = try Account.validName(input.positionals[0])
        let accounts = try context.accounts()
        if try accounts.directory.account(named: name) != nil { throw DomainError.duplicateAccount(name: name) }
        let first = try accounts.directory.accounts().isEmpty
        let password = context.console.readSecret(context.copy.passwordPrompt(name)) ?? ""
        let account = try accounts.addAccount(name: name, password: password)
        context.print(context.copy.addedAccount(account.name, adopted: first))
    }
}

struct UserListCommand: Command {
    static let path = ["user", "list"]
    static let summary = "List the accounts"
    static let help = "Usage: habits user list [--json]"
    static let options: [Option] = [.json]
    static let arguments = 0...0

    static func run(_ input: Input, _ context: Context) throws {
        let accounts = try context.directory().accounts()
        if input.has("json") {
            return context.printJSON(accounts.map { UserJSON(name: $0.name, created: Day($0.created, in: context.zone).iso) })
        }
        if accounts.isEmpty { return context.print(context.copy.noAccounts) }
        for account in accounts { context.print("\(account.name)  \(Day(account.created, in: context.zone).iso)") }
    }

    private struct UserJSON: Encodable {
        let name: String
        let created: String
    }
}

struct UserDeleteCommand: Command {
    static let path = ["user", "delete"]
    static let summary = "Delete an account and all its habits"
    static let help = "Usage: habits user delete NAME --yes\n\nWithout --yes nothing is deleted (exit 64)."
    static let options: [Option] = [.yes]

    static func run(_ input: Input, _ context: Context) throws {
        let accounts = try context.accounts()
        let account = try accounts.account(named: input.positionals[0])
        guard input.has("yes") else { throw CLIError.usage(context.copy.confirmDeleteAccount(account.name)) }
        try accounts.directory.deleteAccount(account)
        context.print(context.copy.deletedAccount(account.name))
    }
}

struct UserInviteCommand: Command {
    static let path = ["user", "invite"]
    static let summary = "Print a one-time sign-up link, valid for 7 days"
    static let help = """
        Usage: habits user invite [--base-url URL]

        Prints a link that creates one account: whoever opens it chooses a name and a password.
        It works once, for 7 days. URL is where people reach 'habits serve' (default
        HABITS_BASE_URL, else http://127.0.0.1:8080).
        """
    static let options: [Option] = [.value("base-url")]
    static let arguments = 0...0

    static func run(_ input: Input, _ context: Context) throws {
        let accounts = try context.accounts()
        guard try accounts.directory.hasAccounts() else {
            throw CLIError.usage("Add the first account with 'habits user add NAME'; invitations are for the people after it.")
        }
        let base = input.value("base-url") ?? context.environment["HABITS_BASE_URL"].flatMap { $0.isEmpty ? nil : $0 }
            ?? "http://127.0.0.1:8080"
        guard let url = URL(string: base), let scheme = url.scheme, ["http", "https"].contains(scheme.lowercased()),
              url.host != nil else {
            throw CLIError.usage("--base-url must be an http or https address like https://habits.example, not \"\(base)\".")
        }
        let (invitation, token) = try accounts.invite()
        let link = base.trimmingSuffix("/") + "/signup?token=" + token
        context.print(context.copy.invitation(link: link, until: Day(invitation.expires, in: context.zone)))
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
