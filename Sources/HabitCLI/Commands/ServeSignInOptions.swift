import Foundation
import HabitCore
import HabitService
import HabitSignIn

/// `habits serve`'s ways to sign in besides passwords (SPEC §20), each an option or an
/// environment variable (the option wins; `Input.withEnvironment`): the trusted proxy's header,
/// the OpenID provider, and whether passwords still sign in.
extension ServeCommand {
    static let signInOptions: [Option] = [
        .value("trusted-header"), .value("trusted-proxy"), .flag("trusted-header-create"),
        .value("oidc-issuer"), .value("oidc-client-id"), .value("oidc-client-secret-file"), .value("oidc-name"), .flag("oidc-create"),
        .value("password-login"),
    ]

    static let signInHelp = """
        Signing in elsewhere (each also an environment variable, HABITS_ and the option's name in
        capitals with underscores, e.g. HABITS_OIDC_ISSUER):
          --trusted-header NAME --trusted-proxy CIDR[,CIDR…] [--trusted-header-create]
              the account named in header NAME (such as Remote-User), believed only on connections
              from those addresses (such as 127.0.0.1/32); from anywhere else it is ignored. An
              unknown name is refused, or made an account with --trusted-header-create.
          --oidc-issuer URL --oidc-client-id ID --oidc-client-secret-file FILE [--oidc-name LABEL]
          [--oidc-create]
              'Sign in with LABEL' through that OpenID provider; it sends people back to
              PUBLIC-URL/login/oidc/callback. An unknown person gets an account only with
              --oidc-create; link one with 'habits user link NAME --oidc-sub SUB'.
          --password-login off
              passwords no longer sign in (API tokens still work).
        """

    static func readSignInOptions(_ input: Input) throws -> SignInOptions {
        func value(_ name: String) -> String? { input.value(name) }
        func flag(_ name: String) -> Bool { input.has(name) }
        var options = SignInOptions()

        switch value("password-login")?.lowercased() {
        case nil, "on": options.passwords = true
        case "off": options.passwords = false
        case let other?: throw CLIError.usage("--password-login is on or off, not \"\(other)\".")
        }

        switch (value("trusted-header"), value("trusted-proxy")) {
        case (nil, nil):
            if flag("trusted-header-create") { throw CLIError.usage("--trusted-header-create goes with --trusted-header NAME.") }
        case (let header?, let proxies?):
            guard TrustedHeader.isHeaderName(header) else {
                throw CLIError.usage("--trusted-header must be a header's name, like Remote-User, not \"\(header)\".")
            }
            guard let ranges = AddressRange.list(proxies) else {
                throw CLIError.usage("--trusted-proxy takes addresses or ranges separated by commas, like 127.0.0.1/32,::1, "
                                     + "not \"\(proxies)\".")
            }
            options.trustedHeader = TrustedHeader(header: header, proxies: ranges, createsAccounts: flag("trusted-header-create"))
        case (_?, nil):
            throw CLIError.usage("--trusted-header needs --trusted-proxy CIDR: the addresses of the proxy that sets it.")
        case (nil, _?):
            throw CLIError.usage("--trusted-proxy goes with --trusted-header NAME.")
        }

        let issuer = value("oidc-issuer"), clientID = value("oidc-client-id"), secretFile = value("oidc-client-secret-file")
        if issuer != nil || clientID != nil || secretFile != nil {
            guard let issuer, let clientID, let secretFile else {
                throw CLIError.usage("Give --oidc-issuer, --oidc-client-id and --oidc-client-secret-file together.")
            }
            do { _ = try ChannelAddress.validated(issuer) } catch {
                throw CLIError.usage("--oidc-issuer must be an https address (or http on this machine), not \"\(issuer)\".")
            }
            guard let secret = try? String(contentsOfFile: secretFile, encoding: .utf8)
                .trimmingCharacters(in: .whitespacesAndNewlines), !secret.isEmpty else {
                throw CLIError.io("Can't read a client secret from \(secretFile): it must hold the secret the provider gave.")
            }
            let label = value("oidc-name") ?? URLComponents(string: issuer)?.host ?? issuer
            options.openID = OpenIDProvider.Settings(issuer: issuer, clientID: clientID, clientSecret: secret, label: label,
                                                     createsAccounts: flag("oidc-create"))
        } else if value("oidc-name") != nil || flag("oidc-create") {
            throw CLIError.usage("--oidc-name and --oidc-create go with --oidc-issuer URL.")
        }

        if !options.passwords && options.trustedHeader == nil && options.openID == nil {
            throw CLIError.usage("--password-login off leaves no way to sign in: add --oidc-issuer or --trusted-header.")
        }
        return options
    }
}
