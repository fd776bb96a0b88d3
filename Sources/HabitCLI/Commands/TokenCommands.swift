import Foundation
import HabitCore
import HabitScreens
import HabitStore

/// `habits token …`: API tokens (`Authorization: Bearer …`). A new token is printed once; only a
/// hash of it is kept.
struct TokenAddCommand: Command {
    static let path = ["token", "add"]
    static let summary = "Create an API token for an account (printed once)"
    static let help = "Usage: habits token add --user NAME --label LABEL\n\nPrints the token once; only its hash is stored."
    static let options: [Option] = [.value("label")]
    static let arguments = 0...0

    static func run(_ input: Input, _ context: Context) throws {
        guard let user = input.value("user") else { throw CLIError.usage("Say whose token it is with --user NAME.") }
        guard let label = input.value("label") else { throw CLIError.usage("Give the token a --label, such as --label phone.") }
        let accounts = try context.accounts()
        let account = try accounts.account(named: user)
        let (record, token) = try accounts.addToken(for: account, label: label)
        context.print(context.copy.addedToken(label: record.label, account: account.name, token: token))
    }
}

struct TokenListCommand: Command {
    static let path = ["token", "list"]
    static let summary = "List API tokens (every account's, or --user NAME's)"
    static let help = "Usage: habits token list [--user NAME] [--json]\n\nShows id, account, label and when each was last used."
    static let options: [Option] = [.json]
    static let arguments = 0...0

    static func run(_ input: Input, _ context: Context) throws {
        let accounts = try context.accounts()
        let account = try input.value("user").map { try accounts.account(named: $0) }
        let names = Dictionary(uniqueKeysWithValues: try accounts.directory.accounts().map { ($0.id, $0.name) })
        let tokens = try accounts.directory.tokens(of: account)
        if input.has("json") {
            return context.printJSON(tokens.map {
                TokenJSON(id: $0.id, user: names[$0.account] ?? "", label: $0.label, created: Day($0.created, in: context.zone).iso,
                          lastUsed: $0.lastUsed.map { Day($0, in: context.zone).iso })
            })
        }
        if tokens.isEmpty { return context.print(context.copy.noTokens) }
        for token in tokens {
            context.print("\(token.id)  \(names[token.account] ?? "")  \(token.label)  "
                          + context.copy.tokenUsed(token.lastUsed.map { Day($0, in: context.zone) }))
        }
    }

    /// `lastUsed` is null, never missing, for a token not used yet.
    private struct TokenJSON: Encodable {
        let id: Int64
        let user: String
        let label: String
        let created: String
        let lastUsed: String?

        enum CodingKeys: CodingKey { case id, user, label, created, lastUsed }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(user, forKey: .user)
            try container.encode(label, forKey: .label)
            try container.encode(created, forKey: .created)
            try container.encode(lastUsed, forKey: .lastUsed)
        }
    }
}

struct TokenRevokeCommand: Command {
    static let path = ["token", "revoke"]
    static let summary = "Revoke an API token"
    static let help = "Usage: habits token revoke ID\n\nID is the number 'habits token list' shows."

    static func run(_ input: Input, _ context: Context) throws {
        guard let id = Int64(input.positionals[0]) else {
            throw CLIError.usage("ID is the number 'habits token list' shows, not \"\(input.positionals[0])\".")
        }
        guard try context.directory().deleteToken(id, of: nil) else {
            throw CLIError.data("There is no token \(id). See 'habits token list'.")
        }
        context.print(context.copy.revokedToken(id))
    }
}
