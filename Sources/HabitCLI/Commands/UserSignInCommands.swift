import Foundation
import HabitAccounts
import HabitCore

/// `habits user password` and `habits user link` (SPEC §20): the owner's side of passwords a
/// person forgot and of sign-ins through an OpenID provider.
struct UserPasswordCommand: Command {
    static let path = ["user", "password"]
    static let summary = "Set a new password for an account and sign it out everywhere"
    static let help = """
        Usage: habits user password NAME

        Sets a new password for the account, read from standard input: typed at a prompt that
        does not echo it, or piped in (printf '%s\\n' "$PASSWORD" | habits user password NAME). At
        least 10 characters, not the account's name. Every session of the account ends; its API
        tokens stay.
        """

    static func run(_ input: Input, _ context: Context) throws {
        let accounts = try context.accounts()
        let account = try accounts.account(named: input.positionals[0])
        let password = context.console.readSecret(context.copy.newPasswordPrompt(account.name)) ?? ""
        let ended = try accounts.setPassword(of: account, to: password, keeping: nil)
        context.print(context.copy.passwordReset(account.name, signedOut: ended))
    }
}

struct UserLinkCommand: Command {
    static let path = ["user", "link"]
    static let summary = "Link an account to a person's sign-in at the OpenID provider"
    static let help = """
        Usage: habits user link NAME --oidc-sub SUB [--oidc-issuer URL]

        From then on, signing in through the provider as SUB (the ID token's "sub", which the
        login page shows when no account has it) signs in to NAME. The issuer is --oidc-issuer,
        else HABITS_OIDC_ISSUER: the same URL 'habits serve --oidc-issuer' is given.
        """
    static let options: [Option] = [.value("oidc-sub"), .value("oidc-issuer")]

    static func run(_ input: Input, _ context: Context) throws {
        guard let subject = input.value("oidc-sub"), !subject.isEmpty else {
            throw CLIError.usage("Say which sign-in with --oidc-sub SUB.")
        }
        guard subject.utf8.count <= 255, subject.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7f }) else {
            throw CLIError.usage("--oidc-sub is the ID token's \"sub\": up to 255 bytes, without control characters.")
        }
        guard let issuer = input.value("oidc-issuer") ?? context.environment["HABITS_OIDC_ISSUER"].flatMap({ $0.isEmpty ? nil : $0 })
        else { throw CLIError.usage("Say which provider with --oidc-issuer URL (or HABITS_OIDC_ISSUER), as 'habits serve' has it.") }
        do { _ = try ChannelAddress.validated(issuer) } catch {
            throw CLIError.usage("--oidc-issuer must be an https address (or http on this machine), not \"\(issuer)\".")
        }
        let accounts = try context.accounts()
        let account = try accounts.account(named: input.positionals[0])
        try accounts.link(account, to: ExternalIdentity(issuer: issuer, subject: subject))
        context.print(context.copy.linkedIdentity(account.name, subject: subject, issuer: issuer))
    }
}
