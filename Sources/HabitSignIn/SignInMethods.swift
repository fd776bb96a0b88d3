/// How people may sign in to this server besides an API token (SPEC §13, §20): their password
/// (unless `--password-login off`), the header of a trusted proxy, an OpenID provider.
public struct SignInMethods: Sendable {
    public var passwords: Bool
    public var trustedHeader: TrustedHeader?
    public var openID: OpenIDSignIn?

    public init(passwords: Bool = true, trustedHeader: TrustedHeader? = nil, openID: OpenIDSignIn? = nil) {
        self.passwords = passwords
        self.trustedHeader = trustedHeader
        self.openID = openID
    }

    /// Passwords only: the default, as before §20.
    public static let passwordsOnly = SignInMethods()

    /// Whether a sign-in may create an account, so a server with none yet may open beyond loopback.
    public var createsAccounts: Bool {
        trustedHeader?.createsAccounts == true || openID?.provider.settings.createsAccounts == true
    }
}
