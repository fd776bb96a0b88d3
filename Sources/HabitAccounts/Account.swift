import Foundation
import HabitCore
import HabitStore

/// A person who signs in (SPEC §13). Names are unique ignoring case in every script
/// (`Names.key`); the id is the directory's own, never shown in a URL to anyone else.
public struct Account: Sendable, Hashable, Codable {
    public let id: Int64
    public let name: String
    public let created: Date

    public init(id: Int64, name: String, created: Date) {
        self.id = id
        self.name = name
        self.created = created
    }

    /// Longest name, in characters.
    public static let nameLimit = 64

    /// Checks a name (trimmed, printable, something visible, at most `nameLimit`) and returns it trimmed.
    public static func validName(_ name: String) throws(DomainError) -> String {
        let name = Names.trimmed(name)
        do { try Names.checkPrintable(name) } catch { throw .accountNameInvalid }
        guard Names.hasVisibleBase(name), name.count <= nameLimit else { throw .accountNameInvalid }
        return name
    }

    /// Checks a new password: at least `Secrets.minimumPasswordLength` characters, at most
    /// `Secrets.maximumPasswordBytes` bytes. Its content is the person's business.
    public static func checkPassword(_ password: String) throws(DomainError) {
        guard password.count >= Secrets.minimumPasswordLength else {
            throw .passwordTooShort(minimum: Secrets.minimumPasswordLength)
        }
        guard password.utf8.count <= Secrets.maximumPasswordBytes else { throw .passwordTooLong }
    }
}

/// A signed-in browser: only the hash of its cookie's token is stored. `label` says which device
/// it is (the browser's User-Agent and address), for the list in Settings.
public struct AccountSession: Sendable, Hashable {
    public let id: Int64
    public let account: Int64
    public let label: String
    public let created: Date
    public let lastSeen: Date
    public let expires: Date
}

/// An API token (`Authorization: Bearer …`): only its hash is stored; the token is shown once.
public struct APIToken: Sendable, Hashable {
    public let id: Int64
    public let account: Int64
    public let label: String
    public let created: Date
    public let lastUsed: Date?

    /// Longest label, in characters.
    public static let labelLimit = 64

    public static func validLabel(_ label: String) throws(DomainError) -> String {
        let label = Names.trimmed(label)
        do { try Names.checkPrintable(label) } catch { throw .tokenLabelInvalid }
        guard Names.hasVisibleBase(label), label.count <= labelLimit else { throw .tokenLabelInvalid }
        return label
    }
}

/// A one-time sign-up link's record (its token's hash is the key).
public struct Invitation: Sendable, Hashable {
    public let id: Int64
    public let created: Date
    public let expires: Date

    /// How long a link stays valid.
    public static let lifetime: TimeInterval = 7 * 86_400
}
