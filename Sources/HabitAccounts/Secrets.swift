import CSodium
import HabitCore
import HabitStore
import Foundation

/// Every secret Habits handles goes through libsodium, here and nowhere else: passwords become
/// Argon2id hashes in the standard encoded form (`$argon2id$v=19$m=65536,t=2,p=1$…`, libsodium's
/// interactive limits), tokens (sessions, API tokens, invitations) are 32 random bytes from the
/// system's generator, and only a BLAKE2b hash of a token is ever stored, so a copy of the
/// database lets no one sign in.
///
/// The random source is libsodium's (the kernel's `getrandom`): a token must be unpredictable,
/// so unlike ids it is not a dependency a test may replace.
public enum Secrets {
    /// Shortest password accepted, in characters.
    public static let minimumPasswordLength = 8
    /// Longest password accepted, in bytes (Argon2id takes any length; this bounds the work a
    /// request can ask for).
    public static let maximumPasswordBytes = 1024

    /// `sodium_init()` once per process, before the first call (it is safe to call again; it
    /// returns 1 then). A failure means no secure random source: nothing can be done safely.
    private static let initialised: Bool = sodium_init() >= 0

    private static func ready() {
        precondition(initialised, "libsodium could not initialise (no secure random source)")
    }

    /// The Argon2id hash of `password`, in the encoded form that carries its salt and limits.
    public static func hashPassword(_ password: String) -> String {
        ready()
        var output = [CChar](repeating: 0, count: habits_pwhash_strbytes())
        // `withCString` hands over every UTF-8 byte, a NUL inside the password included; the
        // length passed says where it ends.
        let code = password.withCString { input in
            crypto_pwhash_str(&output, input, UInt64(password.utf8.count),
                              UInt64(crypto_pwhash_opslimit_interactive()), crypto_pwhash_memlimit_interactive())
        }
        // Fails only when the memory limit cannot be allocated: a server that cannot hash cannot go on.
        precondition(code == 0, "crypto_pwhash_str failed (out of memory)")
        return String(decoding: output.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether `password` matches `hash` (any Argon2 hash in the encoded form, whatever its limits).
    /// A malformed hash never matches.
    public static func verifyPassword(_ password: String, hash: String) -> Bool {
        ready()
        guard hash.utf8.count < habits_pwhash_strbytes() else { return false }
        var encoded = [CChar](repeating: 0, count: habits_pwhash_strbytes())
        for (index, byte) in hash.utf8.enumerated() { encoded[index] = CChar(bitPattern: byte) }
        return password.withCString { input in
            crypto_pwhash_str_verify(encoded, input, UInt64(password.utf8.count)) == 0
        }
    }

    /// The stored hash of an account that has no password (made by a sign-in through a trusted
    /// proxy or an OpenID provider, SPEC §20): the schema's check accepts it, and as a malformed
    /// hash it matches no password at all.
    public static let noPassword = "$argon2id$none"

    /// A hash to verify against when there is no such account, so that a wrong name costs the
    /// same time as a wrong password and timing does not tell which names exist.
    public static let decoyHash: String = hashPassword("decoy password that no account has")

    /// A new token: 32 random bytes, base64url without padding (43 characters, safe in a URL,
    /// a cookie and a header).
    public static func newToken() -> String {
        ready()
        var bytes = [UInt8](repeating: 0, count: 32)
        randombytes_buf(&bytes, bytes.count)
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// What is stored for a token: its 32-byte BLAKE2b hash (`crypto_generichash`), in hex. A
    /// token is 256 random bits, so a fast unsalted hash is enough: there is nothing to guess.
    public static func tokenHash(_ token: String) -> String {
        Hex.string(digest(Array(token.utf8)))
    }

    /// The 32-byte BLAKE2b hash of `bytes`.
    public static func digest(_ bytes: [UInt8]) -> [UInt8] {
        ready()
        var output = [UInt8](repeating: 0, count: 32)
        let code = crypto_generichash(&output, output.count, bytes, UInt64(bytes.count), nil, 0)
        precondition(code == 0, "crypto_generichash failed")
        return output
    }

    /// Compares two byte strings in time that depends only on their length (`sodium_memcmp`).
    public static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        ready()
        guard a.count == b.count else { return false }
        guard !a.isEmpty else { return true }
        return sodium_memcmp(a, b, a.count) == 0
    }
}
