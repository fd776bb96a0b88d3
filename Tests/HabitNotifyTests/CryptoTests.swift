import HabitCore
import Testing
@testable import HabitNotify

private func hex(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var index = text.startIndex
    while index < text.endIndex {
        let next = text.index(index, offsetBy: 2)
        bytes.append(UInt8(text[index..<next], radix: 16)!)
        index = next
    }
    return bytes
}

private func b64(_ text: String) -> [UInt8] { Base64URL.decode(text)! }

struct CryptoTests {
    @Test func sha256_and_hmac_match_the_published_vectors() {
        #expect(Hex.string(Digest.sha256(Array("abc".utf8)))
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        // RFC 4231, test case 2.
        #expect(Hex.string(Digest.hmacSHA256(key: Array("Jefe".utf8), Array("what do ya want for nothing?".utf8)))
                == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    @Test func hkdf_matches_rfc_5869_case_1() {
        let okm = Digest.hkdfSHA256(salt: hex("000102030405060708090a0b0c"), inputKey: [UInt8](repeating: 0x0b, count: 22),
                                    info: hex("f0f1f2f3f4f5f6f7f8f9"), length: 42)
        #expect(Hex.string(okm) == "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865")
    }

    @Test func aes_gcm_opens_what_it_seals_and_refuses_a_changed_byte() throws {
        let key = [UInt8](repeating: 7, count: 16), nonce = [UInt8](repeating: 9, count: 12)
        let sealed = try AES128GCM.seal(Array("hello".utf8), key: key, nonce: nonce)
        #expect(sealed.count == 5 + 16)
        #expect(try AES128GCM.open(sealed, key: key, nonce: nonce) == Array("hello".utf8))
        var changed = sealed
        changed[0] ^= 1
        #expect(try AES128GCM.open(changed, key: key, nonce: nonce) == nil)
    }

    @Test func base64url_round_trips_without_padding_and_refuses_other_alphabets() {
        let bytes: [UInt8] = [0xfb, 0xff, 0xfe, 0x00, 0x10]
        #expect(Base64URL.encode(bytes) == "-__-ABA")
        #expect(Base64URL.decode("-__-ABA") == bytes)
        #expect(Base64URL.decode("+//+ABA=") == nil)
        #expect(Base64URL.decode("a") == nil)
    }

    @Test func ecdh_agrees_and_keys_survive_storage() throws {
        let alice = try P256.PrivateKey(), bob = try P256.PrivateKey()
        #expect(try alice.sharedSecret(with: bob.publicKey) == bob.sharedSecret(with: alice.publicKey))
        let restored = try #require(P256.PrivateKey(rawRepresentation: try alice.rawRepresentation(),
                                                    publicKey: alice.publicKey.x963Representation))
        #expect(try restored.sharedSecret(with: bob.publicKey) == alice.sharedSecret(with: bob.publicKey))
        #expect(try alice.signature(for: Array("jws".utf8)).count == 64)
    }

    @Test func a_point_off_the_curve_is_not_a_key() {
        var point = [UInt8](repeating: 1, count: 65)
        point[0] = 4
        #expect(P256.PublicKey(x963Representation: point) == nil)
        #expect(P256.PublicKey(x963Representation: [4] + [UInt8](repeating: 0, count: 63)) == nil)
    }

    /// RFC 8291 Appendix A: with its keys and salt, the body is exactly the one printed there.
    @Test func web_push_encryption_matches_rfc_8291_appendix_a() throws {
        let ephemeral = try #require(P256.PrivateKey(
            rawRepresentation: b64("yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw"),
            publicKey: b64("BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8")))
        let keys = try #require(WebPushEncryption.Keys(
            p256dh: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
            auth: "BTBZMqHH6r4Tts7J_aSIgg"))
        let body = try WebPushEncryption.encrypt(Array("When I grow up, I want to be a watermelon".utf8), for: keys,
                                                 ephemeral: ephemeral, salt: b64("DGv6ra1nlYgDCS1FRnbzlw"))
        #expect(Base64URL.encode(body) == """
            DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN
            """)
    }

    @Test func every_message_gets_a_fresh_key_and_salt() throws {
        let browser = try P256.PrivateKey()
        let keys = try #require(WebPushEncryption.Keys(p256dh: Base64URL.encode(browser.publicKey.x963Representation),
                                                       auth: Base64URL.encode([UInt8](repeating: 3, count: 16))))
        let first = try WebPushEncryption.encrypt([1, 2, 3], for: keys), second = try WebPushEncryption.encrypt([1, 2, 3], for: keys)
        #expect(first.prefix(16) != second.prefix(16))
        #expect(first[21..<86] != second[21..<86])
        #expect(first.count == 86 + 3 + 1 + 16)
    }

    @Test func done_tokens_name_their_account_and_hash_stably() {
        let (token, hash) = DoneToken.make(account: "42")
        #expect(DoneToken.account(of: token) == "42")
        #expect(DoneToken.hash(token) == hash && hash.count == 64)
        #expect(DoneToken.account(of: "42.short") == nil)
        #expect(DoneToken.account(of: "x." + token.split(separator: ".")[1]) == nil)
    }
}
