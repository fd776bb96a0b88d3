@testable import HabitAccounts
import HabitStore
import Testing

/// libsodium through `Secrets`: the encoded Argon2id form, random tokens, BLAKE2b, constant-time
/// comparison. (`Tests/reliability/test_password_hashes.py` checks the hashes against argon2-cffi.)
@Suite struct SecretsTests {
    @Test func passwords_hash_to_salted_argon2id_that_verifies_only_the_same_password() {
        let first = Secrets.hashPassword("correct horse")
        let second = Secrets.hashPassword("correct horse")
        #expect(first.hasPrefix("$argon2id$v=19$m=65536,t=2,p=1$"))
        #expect(first != second)
        #expect(Secrets.verifyPassword("correct horse", hash: first) && Secrets.verifyPassword("correct horse", hash: second))
        #expect(!Secrets.verifyPassword("correct horse ", hash: first))
        #expect(!Secrets.verifyPassword("", hash: first))
        #expect(!Secrets.verifyPassword("correct horse", hash: "not a hash"))
        #expect(!Secrets.verifyPassword("correct horse", hash: String(repeating: "$", count: 500)))
        // Every byte counts, a NUL inside included.
        let withNUL = Secrets.hashPassword("a\u{0}b")
        #expect(Secrets.verifyPassword("a\u{0}b", hash: withNUL) && !Secrets.verifyPassword("a", hash: withNUL))
    }

    @Test func tokens_are_43_url_safe_characters_and_never_repeat() {
        let tokens = (0..<200).map { _ in Secrets.newToken() }
        #expect(Set(tokens).count == 200)
        #expect(tokens.allSatisfy { $0.count == 43 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") } })
    }

    @Test func token_hashes_are_blake2b_256() {
        // RFC 7693's BLAKE2b of "abc", at 32 bytes (libsodium's crypto_generichash default length).
        #expect(Secrets.tokenHash("abc") == "bddd813c634239723171ef3fee98579b94964e3bb1cb3e427262c8c068d52319")
        #expect(Secrets.tokenHash("") == "0e5751c026e543b2e8ab2eb06099daa1d1e5df47778f7787faab45cdf12fe3a8")
    }

    @Test func equal_compares_whole_byte_strings() {
        #expect(Secrets.equal([1, 2, 3], [1, 2, 3]))
        #expect(!Secrets.equal([1, 2, 3], [1, 2, 4]))
        #expect(!Secrets.equal([1, 2, 3], [1, 2]))
        #expect(Secrets.equal([], []))
    }
}
