import HabitCore

/// The token a push subscription's notifications mark habits done with (their `Done` action).
/// Given to the browser once, when it subscribes; the server keeps only its SHA-256.
///
/// Its form is `<account>.<secret>`: the account the subscription belongs to (`1` in personal
/// mode) in the clear, so the server can find whose subscription it is before looking the hash up,
/// and 32 random bytes, base64url.
public enum DoneToken {
    public static let personalAccount = "1"

    /// A new token and the hash to store.
    public static func make(account: String = personalAccount) -> (token: String, hash: String) {
        let token = account + "." + Base64URL.encode(SecureRandom.bytes(32))
        return (token, hash(token))
    }

    /// Lower-case hex SHA-256 of the token's text.
    public static func hash(_ token: String) -> String { Hex.string(Digest.sha256(Array(token.utf8))) }

    /// The account a well-formed token names; nil for anything that is not a token.
    public static func account(of token: String) -> String? {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[0].count <= 20, parts[0].allSatisfy(\.isNumber),
              let secret = Base64URL.decode(String(parts[1])), secret.count == 32 else { return nil }
        return String(parts[0])
    }
}
