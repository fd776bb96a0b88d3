/// Why a sign-in through a trusted proxy or an OpenID provider was refused (SPEC §20). Each has a
/// message in every language (`SignInCopy.signInRefused`), which the login page shows; none
/// creates anything.
public enum SignInRefusal: Error, Hashable, Sendable {
    /// The provider could not be reached, or answered what OpenID Connect does not allow;
    /// `detail` says what, in the technical words of the exchange.
    case providerUnavailable(detail: String)
    /// The provider said no (the person cancelled, or it refused this server): its error code.
    case providerRefused(code: String)
    /// The sign-in's `state` is unknown, was used already, is older than 10 minutes or began in
    /// another browser.
    case stateInvalid
    /// The ID token is not a signed JWT with the claims OpenID Connect requires.
    case tokenMalformed
    /// The ID token's `alg` is not RS256 or ES256 (`none` among them).
    case algorithmRefused(String)
    /// No key of the provider's (fetched again once) has the token's `kid`.
    case unknownKey
    case signatureInvalid
    /// `iss` is not the issuer this server trusts.
    case issuerMismatch
    /// `aud` (or `azp`) is not this server's client id.
    case audienceMismatch
    /// `exp` has passed, beyond the 60 s leeway.
    case expired
    /// `iat` is more than 60 s ahead of this server's clock.
    case notYetValid
    /// `nonce` is not the one this sign-in sent (a token of another sign-in, or replayed).
    case nonceMismatch
    /// No account is linked to this identity, and this server does not create accounts.
    case noAccount(subject: String)
    /// A sign-in that was to confirm one account's deletion came back as another account.
    case wrongAccount
    /// The proxy in front named an account that does not exist (and this server does not create them).
    case unknownProxyUser(String)
}
